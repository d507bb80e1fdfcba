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
//
// Before any call can be made, the profile in use may not be connected (no key saved, the keychain
// unreachable, the local sandbox unable to start): the page then says so where the balances would
// be, with what to do about it (Open Settings, or Try again).
class WalletsPage : public QWidget
{
    Q_OBJECT
public:
    enum class Remedy {
        TryAgain, // connect again (refreshRequested())
        OpenSettings, // a key is to be entered (settingsRequested()); F5 still connects again
    };

    explicit WalletsPage(models::WalletsModel *model, QWidget *parent = nullptr);

    void setConnectionProblem(const QString &message, Remedy remedy);
    void clearConnectionProblem();
    bool hasConnectionProblem() const { return !m_problem.isEmpty(); }

Q_SIGNALS:
    // Refresh, Retry, Try again: the window decides (reload the balances, or connect again when
    // the profile is not connected, or nothing while it connects).
    void refreshRequested();
    void settingsRequested();

private:
    void updateState();
    void showMessage(const QString &text, QPushButton *button);

    models::WalletsModel *m_model;
    QStackedWidget *m_stack;
    QTableView *m_table;
    QLabel *m_messageLabel;
    QPushButton *m_retryButton;
    QPushButton *m_settingsButton;
    QString m_problem;
    Remedy m_remedy = Remedy::TryAgain;
    QLabel *m_updatedLabel;
    QWidget *m_banner; // above the table: the last refresh failed, the figures shown are older
    QLabel *m_bannerLabel;
};

} // namespace paydesk::ui
