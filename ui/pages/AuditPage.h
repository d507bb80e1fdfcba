// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Audit log" (Ctrl+8): the store's hash-chained audit log, newest first, a page at a time as the
// table scrolls (audit::AuditLogModel): the time in the person's zone, what happened in a sentence
// that names people and payouts ("Ben Okello approved KES 1,500.50 to Wanjiru Kamau (PD-…)"),
// the profile and the computer's user, in columns sized to their content that the person can
// widen; the selected entry whole in the panel below (every field in words, then the stable key
// and the hashes). "Verify" checks the whole chain and says where it breaks, and "Export CSV…"
// writes the entries as stored, codes and hashes included (RFC 4180, formula-safe, written
// through QSaveFile: a file is whole or not there). The log belongs to the installation, not to a
// profile: the page needs no connection. Reading and checking run on the store's worker thread
// (audit::AuditLogModel, audit::AuditVerifier), and so does the export's reading, a page of entries
// at a time with its progress and Cancel (audit::AuditExportTask): the window never waits for a
// database server.

#include "pages/Page.h"

class QLabel;
class QPushButton;
class QTableView;

namespace paydesk::audit {
class AuditLogModel;
class AuditVerifier;
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

class AuditPage : public Page
{
    Q_OBJECT
public:
    AuditPage(store::AuditLog *log, store::Operators *operators, store::PayoutDrafts *drafts,
              profiles::ProfileStore *profiles, QWidget *parent = nullptr);
    ~AuditPage() override;

    QString title() const override;
    QKeySequence shortcut() const override;
    bool needsConnection() const override { return false; }

    audit::AuditLogModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    // Writes the whole log to `fileName` (what Export CSV… does after asking for the file), with a
    // progress dialog and Cancel (audit::AuditExportTask).
    void exportTo(const QString &fileName);
    // Checks the chain (audit::AuditVerifier) and says how it went below the table.
    void verify();

protected:
    void buildContent() override;
    void sessionChanged(session::Session *) override { }
    void load() override;
    void updateView() override;

private:
    void showStatus(const QString &text, bool error);
    void showSelected();
    void sizeColumns();

    store::AuditLog *m_log;
    audit::AuditLogModel *m_model;
    audit::AuditVerifier *m_verifier;
    QTableView *m_table = nullptr;
    QLabel *m_detail = nullptr;
    bool m_sized = false;
    QLabel *m_statusLabel = nullptr;
    QPushButton *m_verifyButton = nullptr;
    QPushButton *m_exportButton = nullptr;
};

} // namespace paydesk::ui
