// SPDX-License-Identifier: GPL-3.0-or-later
#include "statements/StatementPeriod.h"

#include <QTime>

using namespace Qt::StringLiterals;

namespace paydesk::statements {

namespace {

bool onWholeHour(const QDateTime &utc)
{
    const QTime time = utc.time();
    return time.minute() == 0 && time.second() == 0 && time.msec() == 0;
}

} // namespace

StatementPeriod::StatementPeriod(const QDateTime &from, const QDateTime &to)
    : m_from(from.isValid() ? from.toUTC() : QDateTime())
    , m_to(to.isValid() ? to.toUTC() : QDateTime())
{ }

StatementPeriod StatementPeriod::fromDates(QDate first, QDate last, const QTimeZone &zone)
{
    if (!first.isValid() || !last.isValid() || !zone.isValid())
        return {};
    return StatementPeriod(QDateTime(first, QTime(0, 0), zone),
                           QDateTime(last.addDays(1), QTime(0, 0), zone));
}

QString StatementPeriod::validationError() const
{
    if (!m_from.isValid() || !m_to.isValid())
        return tr("Choose the start and the end of the period.");
    if (!onWholeHour(m_from) || !onWholeHour(m_to)) {
        return tr("The service makes statements of whole hours in UTC, and this period starts or ends "
                  "at %1 past the hour in UTC (the time zone is not a whole number of hours from UTC). "
                  "Choose the period in UTC.")
            .arg(onWholeHour(m_from) ? m_to.toString(u"mm"_s) : m_from.toString(u"mm"_s));
    }
    if (m_from >= m_to)
        return tr("The start of the period must be before its end.");
    if (m_from.secsTo(m_to) > qint64(kMaxDays) * 24 * 3600)
        return tr("A statement covers at most %n day(s): choose a shorter period.", nullptr, kMaxDays);
    return {};
}

QString StatementPeriod::wireText(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(u"yyyy-MM-dd'T'HH:mm:ss'Z'"_s) : QString();
}

QDateTime StatementPeriod::fromWireText(const QString &text)
{
    QDateTime time = QDateTime::fromString(text, Qt::ISODate);
    return time.isValid() ? time.toUTC() : QDateTime();
}

} // namespace paydesk::statements
