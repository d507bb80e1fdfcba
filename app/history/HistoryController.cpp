// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/HistoryController.h"

#include "api/ApiClient.h"
#include "core/DateText.h"
#include "domain/Money.h"
#include "export/TableExportTask.h"
#include "history/PayoutFilterProxy.h"
#include "history/PayoutsModel.h"
#include "history/PendingRefresher.h"
#include "history/RecipientDirectory.h"
#include "payouts/PayoutStateText.h"
#include "session/Session.h"

using namespace Qt::StringLiterals;

namespace paydesk::history {

HistoryController::HistoryController(const LocalRecordReader *records, QObject *parent)
    : QObject(parent)
    , m_model(new PayoutsModel(this))
    , m_proxy(new PayoutFilterProxy(this))
    , m_recipients(new RecipientDirectory(this))
    , m_refresher(new PendingRefresher(m_model, this))
    , m_records(records)
{
    m_model->setPageSize(50);
    m_model->setRecipients(m_recipients);
    m_proxy->setSourceModel(m_model);
    connect(m_refresher, &PendingRefresher::refreshed, this, [this](const QString &id, const QString &state) {
        QList<SeenChange> &seen = m_seen[id];
        if (seen.isEmpty() || seen.last().second != state)
            seen.append({QDateTime::currentDateTimeUtc(), state});
        Q_EMIT payoutRefreshed(id);
    });
}

HistoryController::~HistoryController() = default;

void HistoryController::setSession(session::Session *session)
{
    m_session = session;
    m_model->setSession(session);
    m_recipients->setSession(nullptr);
    m_seen.clear();
}

session::Session *HistoryController::session() const
{
    return m_session;
}

void HistoryController::load()
{
    if (m_recipients->session() != m_session)
        m_recipients->setSession(m_session);
}

int HistoryController::rowOf(const QString &idOrReference) const
{
    const QString key = idOrReference.trimmed();
    if (key.isEmpty())
        return -1;
    int row = m_model->rowOf(key);
    for (int r = 0; row < 0 && r < m_model->rowCount(); ++r)
        if (m_model->index(r, 0).data(PayoutsModel::CustomIdRole).toString() == key)
            row = r;
    return row;
}

api::ApiCall *HistoryController::requestPayout(const QString &idOrReference) const
{
    if (!m_session || !m_session->client())
        return nullptr;
    return m_session->client()->getPayout(idOrReference.trimmed());
}

void HistoryController::readLocalRecord(
    const QString &payoutId, QObject *context,
    std::function<void(const store::StoreResult<LocalRecord> &)> done) const
{
    if (!m_session || payoutId.isEmpty())
        return;
    m_records->post(m_session->profileId(), payoutId, context, std::move(done));
}

QString HistoryController::localRecordText(const store::StoreResult<LocalRecord> &result,
                                           const QLocale &locale)
{
    const auto esc = [](const QString &text) { return text.toHtmlEscaped(); };
    if (!result.ok())
        return u"<i>%1</i>"_s.arg(esc(result.error().message()));
    const LocalRecord &r = result.value();
    if (!r.madeHere)
        return u"<i>%1</i>"_s.arg(esc(tr("Not made with Paydesk on this computer.")));
    QStringList lines;
    // "<b>Label</b> value" lines, leaving out empty values.
    const auto line = [&](const QString &label, const QString &value) {
        if (!value.isEmpty())
            lines.append(u"<b>%1</b> %2"_s.arg(esc(label), esc(value)));
    };
    lines << u"<b>%1</b>"_s.arg(esc(tr("Made in Paydesk")));
    line(tr("Maker:"), r.maker);
    line(tr("Approved by:"), r.approvers.join(u", "));
    line(tr("Name check when drafted:"), r.lookup);
    for (const auto &[when, what] : r.events)
        lines << esc(tr("%1: %2").arg(core::dates::dateTime(when.toLocalTime(), locale), what));
    return lines.join(u"<br>");
}

tasks::Task *HistoryController::exportCsv(const QString &fileName,
                                          const exporting::CsvWriter::Options &options)
{
    const QTimeZone zone = m_model->timeZone();
    const auto role = [](int r) { return [r](const QModelIndex &i) { return i.data(r).toString(); }; };
    const auto column
        = [](int c) { return [c](const QModelIndex &i) { return i.siblingAtColumn(c).data().toString(); }; };
    // Readable headers, in English whatever the desktop's language (a file is read by other
    // programs and people); codes in their own columns beside their words. Columns are only ever
    // added at the end, so that an import by position keeps working.
    const QList<exporting::TableExportTask::Column> columns {
        {u"Created"_s,
         [zone](const QModelIndex &i) {
             return i.data(PayoutsModel::CreatedAtRole).toDateTime().toTimeZone(zone).toString(Qt::ISODate);
         }},
        {u"Created (UTC)"_s,
         [](const QModelIndex &i) {
             return i.data(PayoutsModel::CreatedAtRole).toDateTime().toUTC().toString(Qt::ISODateWithMs);
         }},
        {u"Payout ID"_s, role(PayoutsModel::IdRole)},
        {u"Reference"_s, role(PayoutsModel::CustomIdRole)},
        {u"State code"_s, role(PayoutsModel::StateRole)},
        {u"State context code"_s, role(PayoutsModel::ContextRole)},
        {u"State in words"_s,
         [](const QModelIndex &i) {
             return payouts::PayoutStateText::sentence(i.data(PayoutsModel::StateRole).toString(),
                                                       i.data(PayoutsModel::ContextRole).toString());
         }},
        {u"Currency"_s, role(PayoutsModel::CurrencyRole)},
        {u"Amount"_s,
         [](const QModelIndex &i) {
             return Money::fromMinorUnits(i.data(PayoutsModel::AmountMinorRole).toLongLong(),
                                          i.data(PayoutsModel::CurrencyRole).toString())
                 .toWire();
         },
         true},
        {u"Recipient"_s, column(PayoutsModel::RecipientColumn)},
        {u"Payment account ID"_s, role(PayoutsModel::PaymentAccountIdRole)},
        {u"Purpose"_s, column(PayoutsModel::PurposeColumn)},
        {u"Receipt"_s, column(PayoutsModel::ReceiptColumn)},
        {u"Purpose code"_s,
         [](const QModelIndex &i) {
             return i.siblingAtColumn(PayoutsModel::PurposeColumn).data(Qt::ToolTipRole).toString();
         }},
    };
    return new exporting::TableExportTask(tr("Exporting the history"), fileName, m_proxy, columns, options,
                                          m_model, this);
}

} // namespace paydesk::history
