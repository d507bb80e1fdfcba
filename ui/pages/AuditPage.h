// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Audit log" (Ctrl+8): every entry of the local store's hash-chained audit log, newest first
// (the time in the person's zone, who, what, for which profile, the detail), "Verify" that checks
// the whole chain and says where it breaks, and "Export CSV…" (RFC 4180, formula-safe, written
// through QSaveFile: a file is whole or not there). The log belongs to the installation, not to a
// profile: the page needs no connection. Reading, checking and writing run on the store's worker
// thread; the window never waits for the disk or a database server.

#include "pages/Page.h"

class QLabel;
class QPushButton;
class QStandardItemModel;
class QTableView;

namespace paydesk::store {
class AuditLog;
class Store;
} // namespace paydesk::store

namespace paydesk::ui {

class AuditPage : public Page
{
    Q_OBJECT
public:
    explicit AuditPage(store::AuditLog *log, QWidget *parent = nullptr);
    ~AuditPage() override;

    QString title() const override;
    QKeySequence shortcut() const override;
    bool needsConnection() const override { return false; }

    QStandardItemModel *model() const { return m_model; }
    // Writes the whole log to `fileName` (what Export CSV… does after asking for the file).
    void exportTo(const QString &fileName);
    void verify();

protected:
    void buildContent() override;
    void sessionChanged(session::Session *) override { }
    void load() override;
    void updateView() override;

private:
    void showStatus(const QString &text, bool error);

    store::AuditLog *m_log;
    QStandardItemModel *m_model;
    QTableView *m_table = nullptr;
    QLabel *m_statusLabel = nullptr;
    QPushButton *m_verifyButton = nullptr;
    QPushButton *m_exportButton = nullptr;
    bool m_loading = false;
    bool m_loadAgain = false;
};

} // namespace paydesk::ui
