// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// History (Ctrl+4): what was paid, to whom, when, and what happened to it.
//
// - A period (ui::PeriodPicker, the same as Statements': today, the last 7 days, this month, last
//   month, or dates of one's own, with times of day when wanted) read in the person's time zone and sent to
//   the service as created_at_from/_to in UTC (history::HistoryRange); pages come as the table scrolls
//   (history::PayoutsModel).
// - On what is loaded: state, currency, an amount range in that currency and a free text (name,
//   number, reference, id) (history::PayoutFilterProxy). The page says how many are loaded and
//   shown, and that more come with scrolling.
// - Rows still PENDING are asked again in the background until they settle
//   (history::PendingRefresher); a change shows in place, the selection and scroll stay.
// - The detail of the payout selected: every field (sender and on_behalf_of asked of the
//   service), the recipient, the changes of state this installation saw, and for a payout made in
//   Paydesk its maker, approvers and audit entries.
// - Open a payout by its id or reference, loaded or not.
// - Export CSV…: every payout of the period that passes the filters (the remaining pages loaded
//   first), through exporting::TableExportTask, with progress and Cancel; the file is whole or
//   not written.
//
// What is not layout (the models, the lookups, the local record, the export's columns) is
// history::HistoryController's: this page shows it.

#include "pages/Page.h"

#include <QDateTime>
#include <QHash>
#include <QPointer>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace paydesk::history {
class HistoryController;
class PayoutFilterProxy;
class PayoutsModel;
class HistoryRange;
class LocalRecordReader;
} // namespace paydesk::history
namespace paydesk::api {
struct Payout;
class ApiCall;
} // namespace paydesk::api

namespace paydesk::wallets {
class WalletDirectory;
}

namespace paydesk::ui {

class PeriodPicker;

class HistoryPage : public Page
{
    Q_OBJECT
public:
    // `records` (Paydesk's own record of a payout made here) must outlive the page.
    explicit HistoryPage(const history::LocalRecordReader *records, QWidget *parent = nullptr);
    // Wallets named as on the Wallets page (the window's directory; it must outlive the page).
    void setWalletDirectory(const wallets::WalletDirectory *directory) { m_walletDirectory = directory; }
    ~HistoryPage() override;

    static PageInfo info(); // what the navigation shows of it, before it is made

    history::HistoryController *controller() const { return m_controller; }
    history::PayoutsModel *model() const { return m_model; }
    history::PayoutFilterProxy *proxy() const { return m_proxy; }
    QTableView *table() const { return m_table; }
    PeriodPicker *periodPicker() const { return m_period; }
    // Writes the filtered history to `fileName` (what Export CSV… does after asking for the file).
    void exportTo(const QString &fileName);
    // Opens a payout by its pyt- id or custom_id (what the Open field does).
    void openPayout(const QString &idOrReference);
    // The pyt- id shown in the detail panel; empty when none.
    QString detailPayoutId() const { return m_detailId; }

Q_SIGNALS:
    void detailShown(const QString &payoutId);
    void exportFinished(bool ok, const QString &error);

protected:
    void buildContent() override;
    void sessionChanged(session::Session *session) override;
    void load() override;
    void updateView() override;

private:
    void applyPeriod();
    void applyFilters();
    void showCounts();
    void selectionChanged();
    void showDetail(const api::Payout &payout, bool complete);
    void showLocalRecord();

    history::HistoryController *const m_controller;
    history::PayoutsModel *const m_model; // the controller's
    history::PayoutFilterProxy *const m_proxy; // the controller's

    PeriodPicker *m_period = nullptr;
    QPushButton *m_showButton = nullptr;
    QLabel *m_periodMessage = nullptr;
    QComboBox *m_state = nullptr;
    QComboBox *m_currency = nullptr;
    QLineEdit *m_minAmount = nullptr;
    QLineEdit *m_maxAmount = nullptr;
    QLineEdit *m_search = nullptr;
    QLineEdit *m_openEdit = nullptr;
    QPushButton *m_openButton = nullptr;
    QPushButton *m_exportButton = nullptr;
    QLabel *m_counts = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_detail = nullptr;
    QLabel *m_local = nullptr;
    QString m_detailId;
    QDateTime m_detailCreatedAt; // of the payout shown beside the table
    QPointer<api::ApiCall> m_detailCall;
    const wallets::WalletDirectory *m_walletDirectory = nullptr;
};

} // namespace paydesk::ui
