// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace paydesk::models {
class WalletsModel;
}

namespace paydesk::ui {

// Wallets and balances: the table, when it was last updated, and in place of the table an empty
// state or an error with a Retry button.
class WalletsPage : public QWidget
{
    Q_OBJECT
public:
    explicit WalletsPage(models::WalletsModel *model, QWidget *parent = nullptr);

public Q_SLOTS:
    void refresh();

private:
    void updateState();

    models::WalletsModel *m_model;
    QStackedWidget *m_stack;
    QTableView *m_table;
    QLabel *m_messageLabel;
    QPushButton *m_retryButton;
    QLabel *m_updatedLabel;
    QWidget *m_banner; // above the table: the last refresh failed, the figures shown are older
    QLabel *m_bannerLabel;
};

} // namespace paydesk::ui
