// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The shell: navigation between the pages (each a Page: title, shortcut, refresh), the profile
// bar (the switcher, a red PRODUCTION badge, Settings on Ctrl+,), the environment and connection
// state in the status bar, "PRODUCTION" in the title whenever a production profile is in view,
// and the window's geometry and last page remembered. It hands every page the session of the
// profile in view; everything else a page does is its own.
//
// The operator at the keyboard (operators::SignedIn) is in the profile bar too: "Not signed in"
// with Sign in…, or their name and role with Switch operator… and Sign out. requestSignIn() opens
// the sign-in dialog (the first administrator's set-up while there is no operator); a page asks
// for it with Page::signInRequested(). Switching the profile does not sign anyone out. In team mode
// (AppContext::isTeam()) no dialog: the operator is the team database's login this window's store
// connected with (AppContext::signInTeamLogin()); Switch operator… is hidden and the button is
// Sign out, whose tooltip says that each person signs in at their own computer.
//
// Below the navigation, Paydesk's version and "About Paydesk" (AboutDialog); on macOS the same
// entry is also in the application menu, where that system's users look for it.

#include "pages/Page.h"

#include <QList>
#include <QMainWindow>
#include <QPointer>

#include <chrono>

class QAction;
class QComboBox;
class QFrame;
class QLabel;
class QListWidget;
class QMenu;
class QMessageBox;
class QStackedWidget;
class QToolButton;
class QVBoxLayout;

namespace paydesk {
class AppContext;
}
namespace paydesk::session {
class Session;
}
namespace paydesk::wallets {
class WalletsDesk;
}

namespace paydesk::ui {

class AuditPage;
class ElidedLabel;
class NewPayoutPage;
class OverviewPage;
class ApprovalsPage;
class HistoryPage;
class StatementsPage;
class OperatorsPage;
class RecipientsPage;
class AboutDialog;
class SettingsDialog;
class SignInDialog;
class WalletsPage;
class PayoutNotifier;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(AppContext &context, QWidget *parent = nullptr);
    ~MainWindow() override;

    // The Wallets page is made with the window; asking for any other page makes the pages not made
    // yet (MainWindowPages.cpp).
    WalletsPage *walletsPage() const { return m_walletsPage; }
    OverviewPage *overviewPage() { return made(m_overviewPage); }
    // The names and alert levels of the profile in view (its directory() for a new model of wallets).
    wallets::WalletsDesk *walletsDesk() const { return m_walletsDesk; }
    RecipientsPage *recipientsPage() { return made(m_recipientsPage); }
    NewPayoutPage *newPayoutPage() { return made(m_newPayoutPage); }
    ApprovalsPage *approvalsPage() { return made(m_approvalsPage); }
    HistoryPage *historyPage() { return made(m_historyPage); }
    StatementsPage *statementsPage() { return made(m_statementsPage); }
    OperatorsPage *operatorsPage() { return made(m_operatorsPage); }
    AuditPage *auditPage() { return made(m_auditPage); }
    Page *currentPage() const;
    void showPage(Page *page);
    SettingsDialog *settingsDialog() const; // while it is open
    SignInDialog *signInDialog() const; // while it is open
    AboutDialog *aboutDialog() const; // while it is open
    // The message that says this computer now trusts the team's administrator key, while it is
    // open (MainWindowTeam.cpp).
    QMessageBox *trustMessage() const;

    // The exit code of QApplication::exec() that asks main() to build the window and its context
    // again, on the database just chosen in Settings > Team database.
    static constexpr int restartExitCode = 0x5044; // "PD"

Q_SIGNALS:
    // Settings > Team database saved another place for the data and the person agreed to restart.
    void restartRequested();

public Q_SLOTS:
    void openSettings();
    void showProfileAccess(); // the settings read-only unless an administrator is signed in
    // MainWindowTeam.cpp: the tray's notifier (a payout failed; on a team database, one waiting
    // for the approver signed in here) and Settings' "Team database" page.
    void setUpNotifier();
    // MainWindowWallets.cpp: the wallets' names and alert levels of the profile in view, given to
    // every model of a wallet; a crossing of an alert level told in the status bar and the tray.
    void setUpWallets();
    void addWalletAlerts(PayoutNotifier *notifier);
    void addTeamDatabasePage();
    // Above the pages (MainWindowTeam.cpp): the team database out of reach (TeamBanner, on a team
    // database only: what is on screen stays, read again once it is back), and the store's
    // administrator key not the one this computer trusts (TrustBanner, red, for as long as it is
    // so). The first sight of a team's administrator key (operators::TrustCheck, KeptNow) is said
    // in a message naming the administrator and the fingerprint to compare with the one they gave.
    void addBanners(QVBoxLayout *column);
    void openAbout();
    // Another start of Paydesk asked for this window (core::SingleInstance): shown again if it
    // was minimised, raised and activated, with the dialog that is open in front of it.
    void bringToFront();
    // Opens the sign-in dialog (window-modal, returns at once), or brings the open one to the
    // front: who signs in is in operators::SignedIn (AppContext::signedIn()) once it closes.
    // While the store has no operator, the dialog sets up the first administrator.
    void requestSignIn();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    int rememberedPage() const; // the page in front when the window was last closed, if it still is one
    // Where an item opened elsewhere is handled (MainWindowNavigation.cpp): a statement line's
    // payout in History; an Overview item in its page, selected.
    void connectNavigation();
    void setUpWindow();
    void setUpProfileBar();
    QWidget *buildNavigationColumn(); // the page list, and below it the version and About
    // MainWindowPages.cpp: the page of `row` made (the navigation's order, the k...Row below), in
    // its row of the stack once there is one; every page not made yet made, and the ways from page
    // to page connected (connectNavigation()); the page of `row`, made if it was not.
    void makePage(int row);
    void ensurePages();
    // A page's pointer once the pages are made (the page accessors above).
    template<class P> P *made(P *const &page)
    {
        ensurePages();
        return page;
    }
    Page *page(int row);
    void addPageRow(int row); // its row in the navigation, and in the stack (a placeholder until made)
    void onPageChosen(int row);
    void fillProfileCombo();
    void onProfileChosen(int index);
    // A payout being entered and not saved is about to be lost: asks; false to stay.
    bool mayDropUnsavedPayout();
    void bindPages(session::Session *session); // the pages call this session from now on
    void showSession(session::Session *session); // another profile in view (or the one in view edited)
    void showProfile(); // the switcher, title, badge and status bar of the profile in view
    void showEnvironment(const QString &name, bool production);
    void updateConnectionState();
    void showOperator(); // the operator signed in, in the profile bar

    enum PageRow {
        kOverviewRow,
        kWalletsRow,
        kNewPayoutRow,
        kApprovalsRow,
        kHistoryRow,
        kStatementsRow,
        kRecipientsRow,
        kOperatorsRow,
        kAuditRow,
    };
    // The pages not made with the window are made once it has been painted, or this long after it
    // was made if it never is (not shown, minimised).
    static constexpr std::chrono::milliseconds kOtherPagesAtLatest {250};

    AppContext &m_context;
    QPointer<session::Session> m_session; // of the profile in view
    QList<PageInfo> m_pageInfo; // the navigation's rows
    QList<Page *> m_pageList; // in the same order; nullptr until made
    bool m_pagesComplete = false;
    OverviewPage *m_overviewPage = nullptr;
    WalletsPage *m_walletsPage = nullptr;
    RecipientsPage *m_recipientsPage = nullptr;
    NewPayoutPage *m_newPayoutPage = nullptr;
    ApprovalsPage *m_approvalsPage = nullptr;
    HistoryPage *m_historyPage = nullptr;
    StatementsPage *m_statementsPage = nullptr;
    OperatorsPage *m_operatorsPage = nullptr;
    AuditPage *m_auditPage = nullptr;
    wallets::WalletsDesk *m_walletsDesk = nullptr;
    QListWidget *m_navigation = nullptr;
    QStackedWidget *m_pages = nullptr;
    QLabel *m_environmentLabel = nullptr;
    ElidedLabel *m_connectionLabel = nullptr;
    QLabel *m_storeLabel = nullptr;
    QFrame *m_profileBar = nullptr;
    QComboBox *m_profileCombo = nullptr;
    QLabel *m_productionBadge = nullptr;
    QPointer<SettingsDialog> m_settingsDialog;
    QLabel *m_operatorLabel = nullptr;
    QToolButton *m_operatorButton = nullptr;
    QAction *m_signInAction = nullptr;
    QAction *m_switchOperatorAction = nullptr;
    QAction *m_signOutAction = nullptr;
    QMenu *m_operatorMenu = nullptr;
    QPointer<SignInDialog> m_signInDialog;
    QPointer<AboutDialog> m_aboutDialog;
    QPointer<QMessageBox> m_trustMessage;
    PayoutNotifier *m_notifier = nullptr;
};

} // namespace paydesk::ui
