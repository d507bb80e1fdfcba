// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/StatementLineSpool.h"

#include <QDir>

#include <limits>

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

namespace {

constexpr quint8 kBalanceKnown = 0x1;

void writeMoney(QDataStream &out, const Money &money)
{
    out << money.currency().toLatin1() << money.minorUnits();
}

Money readMoney(QDataStream &in)
{
    QByteArray currency;
    qint64 minor = 0;
    in >> currency >> minor;
    return currency.isEmpty() ? Money() : Money::fromMinorUnits(minor, QString::fromLatin1(currency));
}

} // namespace

StatementLineSpool::StatementLineSpool()
    : m_file(QDir::tempPath() + u"/paydesk-statement-XXXXXX.spool"_s)
{ }

StatementLineSpool::~StatementLineSpool() = default;

bool StatementLineSpool::failed(const QString &error)
{
    if (m_error.isEmpty())
        m_error = error;
    return false;
}

bool StatementLineSpool::open()
{
    if (!m_file.open())
        return failed(tr("No temporary file could be made in %1: %2")
                          .arg(QDir::toNativeSeparators(QDir::tempPath()), m_file.errorString()));
    m_stream.setDevice(&m_file);
    m_stream.setVersion(QDataStream::Qt_6_4);
    return true;
}

bool StatementLineSpool::append(const api::StatementLine &line)
{
    if (!m_error.isEmpty() || !m_file.isOpen())
        return false;
    const quint8 flags = line.balance.isValid() ? kBalanceKnown : 0;
    m_stream << line.id.toUtf8() << line.type.toUtf8() << flags;
    writeMoney(m_stream, line.amount);
    if (flags & kBalanceKnown)
        writeMoney(m_stream, line.balance);
    m_stream << line.payoutId.toUtf8() << line.payinId.toUtf8()
             << (line.createdAt.isValid() ? line.createdAt.toMSecsSinceEpoch()
                                          : std::numeric_limits<qint64>::min());
    if (m_stream.status() != QDataStream::Ok)
        return failed(
            tr("The temporary file of the statement could not be written: %1").arg(m_file.errorString()));
    ++m_count;
    return true;
}

bool StatementLineSpool::rewind()
{
    if (!m_error.isEmpty())
        return false;
    if (!m_file.flush() || !m_file.seek(0))
        return failed(
            tr("The temporary file of the statement could not be written: %1").arg(m_file.errorString()));
    m_stream.resetStatus();
    m_read = 0;
    return true;
}

bool StatementLineSpool::readNext(api::StatementLine *line)
{
    if (!m_error.isEmpty() || atEnd())
        return false;
    QByteArray id, type, payout, payin;
    quint8 flags = 0;
    qint64 at = 0;
    m_stream >> id >> type >> flags;
    line->amount = readMoney(m_stream);
    line->balance = (flags & kBalanceKnown) ? readMoney(m_stream) : Money();
    m_stream >> payout >> payin >> at;
    if (m_stream.status() != QDataStream::Ok)
        return failed(
            tr("The temporary file of the statement could not be read back: %1").arg(m_file.errorString()));
    line->id = QString::fromUtf8(id);
    line->type = QString::fromUtf8(type);
    line->payoutId = QString::fromUtf8(payout);
    line->payinId = QString::fromUtf8(payin);
    line->createdAt = at == std::numeric_limits<qint64>::min() ? QDateTime()
                                                               : QDateTime::fromMSecsSinceEpoch(at, Qt::UTC);
    ++m_read;
    return true;
}

} // namespace paydesk::exporting
