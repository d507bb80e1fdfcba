// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the History page does, without its widgets, for the page, a test and a command-line front
// end to drive the same way:
//
// - the payouts of a period, page by page (PayoutsModel), filtered on what is loaded
//   (PayoutFilterProxy), their recipients by name (RecipientDirectory, read when the page is first
//   loaded with a profile), and those still PENDING asked again until they settle
//   (PendingRefresher), with the changes of state seen here remembered by payout (seen());
// - a payout found by its pyt- id or its reference among those loaded (rowOf()), or asked of the
//   service (requestPayout());
// - what Paydesk itself knows of a payout made here (readLocalRecord(): LocalRecordReader, on the
//   store's thread);
// - the CSV of every payout of the period that passes the filters (exportCsv(): a Task).

#include "export/CsvWriter.h"
#include "history/LocalRecord.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QLocale>
#include <QObject>
#include <QPointer>

#include <functional>
#include <utility>

namespace paydesk::api {
class ApiCall;
}
namespace paydesk::session {
class Session;
}
namespace paydesk::tasks {
class Task;
}

namespace paydesk::history {

class PayoutFilterProxy;
class PayoutsModel;
class PendingRefresher;
class RecipientDirectory;

class HistoryController : public QObject
{
    Q_OBJECT
public:
    // A change of a payout's state seen here: when, and the state.
    using SeenChange = std::pair<QDateTime, QString>;

    // `records` (Paydesk's own record of a payout made here) must outlive the controller.
    explicit HistoryController(const LocalRecordReader *records, QObject *parent = nullptr);
    ~HistoryController() override;

    PayoutsModel *model() const { return m_model; }
    PayoutFilterProxy *proxy() const { return m_proxy; }
    RecipientDirectory *recipients() const { return m_recipients; }

    // The profile in view (nullptr: none): what was seen of the previous one is forgotten. Its
    // recipients are read at the first load(), not for a page nobody opened.
    void setSession(session::Session *session);
    session::Session *session() const;
    // Reads the recipients of the session in view if they are not read yet.
    void load();

    // The changes of state this window saw of the payout with this pyt- id, oldest first.
    QList<SeenChange> seen(const QString &payoutId) const { return m_seen.value(payoutId); }
    // The row in model() of the payout with this pyt- id or reference; -1 when it is not loaded.
    int rowOf(const QString &idOrReference) const;
    // Asks the service for the payout with this pyt- id or reference; nullptr without a session.
    api::ApiCall *requestPayout(const QString &idOrReference) const;

    // Reads what Paydesk knows of a payout (by its pyt- id) on the store's thread; `done` on
    // `context`'s thread, unless it is gone. Nothing without a session.
    void readLocalRecord(const QString &payoutId, QObject *context,
                         std::function<void(const store::StoreResult<LocalRecord> &)> done) const;

    // What readLocalRecord() found, in rich text: "Made in Paydesk", the maker, the approvers, the
    // name check and the audit entries with their times in `locale`; or that it was not made here,
    // or why it could not be read.
    static QString localRecordText(const store::StoreResult<LocalRecord> &result, const QLocale &locale);

    // Writes every payout of the period that passes the filters (the pages not loaded yet loaded
    // first) to `fileName`, in the zone of the model: the Task says its progress and its end.
    tasks::Task *exportCsv(const QString &fileName, const exporting::CsvWriter::Options &options);

Q_SIGNALS:
    // A payout still pending was asked again and its state changed (seen() has it).
    void payoutRefreshed(const QString &payoutId);

private:
    PayoutsModel *m_model;
    PayoutFilterProxy *m_proxy;
    RecipientDirectory *m_recipients;
    PendingRefresher *m_refresher;
    const LocalRecordReader *m_records;
    QPointer<session::Session> m_session;
    QHash<QString, QList<SeenChange>> m_seen;
};

} // namespace paydesk::history
