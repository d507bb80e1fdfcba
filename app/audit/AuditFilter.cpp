// SPDX-License-Identifier: GPL-3.0-or-later
#include "audit/AuditFilter.h"

#include "core/DateText.h"
#include "store/AuditEvent.h"

#include <QCoreApplication>
#include <QMetaEnum>

using namespace Qt::StringLiterals;

namespace paydesk::audit {

namespace {

QStringList idsNamed(const QHash<QString, QString> &names, const QString &word)
{
    QStringList ids;
    for (auto it = names.cbegin(); it != names.cend(); ++it) {
        if (it.value().contains(word, Qt::CaseInsensitive))
            ids << it.key();
    }
    ids.sort(); // the same statement for the same words
    return ids;
}

} // namespace

store::AuditSearch AuditFilter::toSearch(const QHash<QString, QString> &profiles,
                                         const QHash<QString, QString> &operators,
                                         const QTimeZone &zone) const
{
    store::AuditSearch search;
    const QMetaEnum actions = QMetaEnum::fromType<store::AuditEvent::Action>();
    for (const QString &text : store::AuditSearch::wordsOf(this->text)) {
        store::AuditSearch::Word word;
        word.text = text;
        for (int i = 0; i < actions.keyCount(); ++i) {
            const QString key = store::AuditEvent::actionKey(store::AuditEvent::Action(actions.value(i)));
            if (store::AuditEvent::describe(key).contains(text, Qt::CaseInsensitive))
                word.actionKeys << key;
        }
        word.profileIds = idsNamed(profiles, text);
        word.operatorIds = idsNamed(operators, text);
        search.words << word;
    }
    if (from.isValid())
        search.from = QDateTime(from, QTime(0, 0), zone).toUTC();
    if (to.isValid())
        search.to = QDateTime(to.addDays(1), QTime(0, 0), zone).toUTC();
    return search;
}

QString AuditFilter::description(const QLocale &locale) const
{
    QStringList parts;
    const QStringList words = store::AuditSearch::wordsOf(text);
    if (!words.isEmpty())
        parts << u"\u201C"_s + words.join(u' ') + u"\u201D"_s;
    const auto day = [&](const QDate &d) { return core::dates::date(d, locale); };
    if (from.isValid() && to.isValid())
        parts
            << QCoreApplication::translate("paydesk::audit::AuditFilter", "%1 to %2").arg(day(from), day(to));
    else if (from.isValid())
        parts << QCoreApplication::translate("paydesk::audit::AuditFilter", "from %1").arg(day(from));
    else if (to.isValid())
        parts << QCoreApplication::translate("paydesk::audit::AuditFilter", "up to %1").arg(day(to));
    return parts.join(u", "_s);
}

} // namespace paydesk::audit
