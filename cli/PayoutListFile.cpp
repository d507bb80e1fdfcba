// SPDX-License-Identifier: GPL-3.0-or-later
#include "PayoutListFile.h"

#include "domain/SpecTables.h"
#include "history/HistoryRange.h"
#include "payouts/PayoutStateText.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

using payouts::PayoutStateText;

// The reason worth a cell: a context's sentence, or FAILED's "contact support"; empty otherwise.
QString reasonOf(const api::ResourceState &state)
{
    if (state.context.isEmpty() && state.code != u"FAILED"_s)
        return {};
    return PayoutStateText::sentence(state.code, state.context);
}

QJsonValue textOrNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue() : QJsonValue(text);
}

} // namespace

PayoutListFile::PayoutListFile(const QString &path, Format format)
    : m_path(path)
    , m_format(format)
    , m_file(path)
{ }

PayoutListFile::~PayoutListFile()
{
    if (m_file.isOpen())
        m_file.cancelWriting();
}

QStringList PayoutListFile::csvHeader()
{
    // Readable headers, as History's export; the codes in their own columns beside the words, a new
    // column only ever at the end (the purpose in words).
    return {u"Created (UTC)"_s, u"Payout ID"_s, u"Reference"_s,          u"Amount"_s,
            u"Currency"_s,      u"State"_s,     u"State code"_s,         u"Reason"_s,
            u"Reason code"_s,   u"Wallet ID"_s, u"Payment account ID"_s, u"Purpose code"_s,
            u"Receipt"_s,       u"Purpose"_s};
}

bool PayoutListFile::open(QString *error)
{
    if (!m_file.open(QIODevice::WriteOnly)) {
        *error = tr("%1 cannot be written: %2").arg(m_path, m_file.errorString());
        return false;
    }
    if (m_format == Format::Csv)
        return put(m_csv.start() + m_csv.row(csvHeader()), error);
    return put(QByteArrayLiteral("["), error);
}

bool PayoutListFile::put(const QByteArray &bytes, QString *error)
{
    if (m_file.write(bytes) == bytes.size())
        return true;
    *error = tr("%1 could not be written: %2").arg(m_path, m_file.errorString());
    m_file.cancelWriting();
    return false;
}

void PayoutListFile::appendCsv(const api::Payout &payout, QByteArray &out)
{
    const QString created = history::HistoryRange::rfc3339(payout.createdAt);
    m_csv.text(created)
        .text(payout.id)
        .text(payout.customId)
        .number(payout.amount.toWire())
        .text(payout.amount.currency())
        .text(PayoutStateText::label(payout.state.code))
        .text(payout.state.code)
        .text(reasonOf(payout.state))
        .text(payout.state.context)
        .text(payout.walletId)
        .text(payout.paymentAccountId)
        .text(payout.purpose)
        .text(payout.receipt)
        .text(payout.purpose.isEmpty() ? QString() : spec::describe(spec::purposes(), payout.purpose))
        .appendRowTo(out);
}

void PayoutListFile::appendJson(const api::Payout &payout, QByteArray &out)
{
    const QJsonObject object {
        {u"id"_s, payout.id},
        {u"custom_id"_s, textOrNull(payout.customId)},
        {u"created_at"_s, history::HistoryRange::rfc3339(payout.createdAt)},
        {u"amount"_s,
         QJsonObject {{u"currency"_s, payout.amount.currency()}, {u"value"_s, payout.amount.toWire()}}},
        {u"state"_s,
         QJsonObject {{u"code"_s, payout.state.code},
                      {u"label"_s, PayoutStateText::label(payout.state.code)},
                      {u"context"_s, textOrNull(payout.state.context)},
                      {u"reason"_s, textOrNull(reasonOf(payout.state))}}},
        {u"wallet_id"_s, textOrNull(payout.walletId)},
        {u"payment_account_id"_s, textOrNull(payout.paymentAccountId)},
        {u"purpose"_s, textOrNull(payout.purpose)},
        {u"receipt"_s, textOrNull(payout.receipt)},
    };
    out += m_count == 0 ? "\n  " : ",\n  ";
    out += QJsonDocument(object).toJson(QJsonDocument::Compact);
}

bool PayoutListFile::append(const QList<api::Payout> &payouts, QString *error)
{
    QByteArray bytes;
    for (const api::Payout &payout : payouts) {
        if (m_format == Format::Csv)
            appendCsv(payout, bytes);
        else
            appendJson(payout, bytes);
        ++m_count;
    }
    return put(bytes, error);
}

bool PayoutListFile::commit(QString *error)
{
    if (m_format == Format::Json
        && !put(m_count == 0 ? QByteArrayLiteral("]\n") : QByteArrayLiteral("\n]\n"), error))
        return false;
    if (!m_file.commit()) {
        *error = tr("%1 could not be written: %2").arg(m_path, m_file.errorString());
        return false;
    }
    return true;
}

} // namespace paydesk::cli
