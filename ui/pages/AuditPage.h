// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Audit log" (Ctrl+8): the store's hash-chained audit log, newest first, a page at a time as the
// table scrolls (audit::AuditLogModel): the time in the person's zone, what happened in a sentence
// that names people and payouts ("Ben Okello approved KES 1,500.50 to Wanjiru Kamau (PD-…)"),
// the profile and the computer's user, in columns sized to their content that the person can
// widen; the selected entry whole in the panel below (every field in words, then the stable key
// and the hashes), built for that entry only.
//
// Above the table, a search (searchEdit, Ctrl+F; the words a person reads or what is stored:
// "approved", a name, a reference, a payout id) and a period of local days (dateFilterCheck,
// fromDateEdit, toDateEdit), applied in SQL by the model a quarter of a second after the last
// change; the filter in words (filterLabel), "No entry matches" where the list is (noMatchLabel)
// when nothing does, and Clear (clearFilterButton) to see every entry again.
//
// "Verify" checks the whole chain as a task with progress and Cancel (audit::AuditVerifyTask: a
// verification cancelled records nothing; one that finds the chain whole records the checkpoint the
// next start checks from) and says where it breaks. A break found by the check after start
// (audit::AuditIntegrity) is said in a banner above the table (integrityLabel) until a whole
// verification finds the chain intact. "Export CSV…" writes the entries as stored, codes and
// hashes included (RFC 4180, formula-safe, written through QSaveFile: a file is whole or not
// there). The log belongs to the installation, not to a profile: the page needs no connection.
// Reading, searching and checking run on the store's worker thread (the model, the tasks): the
// window never waits for a database server.

#include "pages/Page.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTableView;
class QTimer;

namespace paydesk::audit {
class AuditIntegrity;
class AuditLogModel;
} // namespace paydesk::audit

namespace paydesk::profiles {
class ProfileStore;
}

namespace paydesk::store {
class AuditLog;
class Operators;
class PayoutDrafts;
} // namespace paydesk::store

namespace paydesk::ui {

class DateField;

class AuditPage : public Page
{
    Q_OBJECT
public:
    AuditPage(store::AuditLog *log, store::Operators *operators, store::PayoutDrafts *drafts,
              profiles::ProfileStore *profiles, audit::AuditIntegrity *integrity, QWidget *parent = nullptr);
    ~AuditPage() override;

    static PageInfo info(); // what the navigation shows of it, before it is made
    bool needsConnection() const override { return false; }

    audit::AuditLogModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    // Writes the whole log to `fileName` (what Export CSV… does after asking for the file), with a
    // progress dialog and Cancel (audit::AuditExportTask).
    void exportTo(const QString &fileName);
    // Checks the whole chain (audit::AuditVerifyTask) with a progress dialog and Cancel, and says
    // how it went below the table.
    void verify();
    // The filter in the widgets, applied now (what the pause after typing does).
    void applyFilter();

protected:
    void buildContent() override;
    void sessionChanged(session::Session *) override { }
    void load() override;
    void updateView() override;

private:
    void showStatus(const QString &text, bool error);
    void showListState();
    void showIntegrity();
    void showSelected();
    void sizeColumns();
    QWidget *buildFilterBar();

    store::AuditLog *m_log;
    audit::AuditLogModel *m_model;
    audit::AuditIntegrity *m_integrity;
    bool m_verifying = false;
    QTableView *m_table = nullptr;
    QStackedWidget *m_listStack = nullptr;
    QLabel *m_noMatchLabel = nullptr;
    QLabel *m_integrityLabel = nullptr;
    QLineEdit *m_searchEdit = nullptr;
    QCheckBox *m_dateCheck = nullptr;
    DateField *m_fromDate = nullptr;
    DateField *m_toDate = nullptr;
    QPushButton *m_clearButton = nullptr;
    QLabel *m_filterLabel = nullptr;
    QTimer *m_filterPause = nullptr;
    QLabel *m_detail = nullptr;
    bool m_sized = false;
    QLabel *m_statusLabel = nullptr;
    QPushButton *m_verifyButton = nullptr;
    QPushButton *m_exportButton = nullptr;
};

} // namespace paydesk::ui
