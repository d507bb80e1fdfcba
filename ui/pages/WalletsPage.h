// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Wallets and balances: the table, when it was last updated, and in place of the table an empty
// state or an error with Retry; when a refresh fails, the last balances stay in view under a
// banner that says they may be out of date. Kept current by an automatic refresh every minute
// while the profile is connected.

#include "pages/Page.h"

class QLabel;
class QTableView;

namespace paydesk::models {
class WalletsModel;
}

namespace paydesk::ui {

class WalletsPage : public Page
{
    Q_OBJECT
public:
    explicit WalletsPage(QWidget *parent = nullptr);

    QString title() const override;
    QKeySequence shortcut() const override;
    QString iconName() const override { return QStringLiteral("wallets"); }

    models::WalletsModel *model() const { return m_model; }

protected:
    void buildContent() override;
    void sessionChanged(session::Session *session) override;
    void load() override;
    bool loadReadsControls() const override { return false; }
    void updateView() override;

private:
    models::WalletsModel *m_model;
    QTableView *m_table = nullptr;
    QLabel *m_updatedLabel = nullptr;
};

} // namespace paydesk::ui
