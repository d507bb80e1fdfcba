// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"
#include "core/StartupTrace.h"

#include "AppContext.h"
#include "MessageBox.h"
#include "PayoutNotifier.h"
#include "RemedyText.h"
#include "Style.h"
#include "dialogs/AboutDialog.h"
#include "dialogs/SettingsDialog.h"
#include "dialogs/SignInDialog.h"
#include "history/LocalRecord.h"
#include "models/WalletsModel.h"
#include "operators/Permissions.h"
#include "operators/SignedIn.h"
#include "pages/ApprovalsPage.h"
#include "pages/AuditPage.h"
#include "pages/HistoryPage.h"
#include "pages/NewPayoutPage.h"
#include "pages/OperatorsPage.h"
#include "pages/OverviewPage.h"
#include "pages/RecipientsPage.h"
#include "pages/StatementsPage.h"
#include "pages/WalletsPage.h"
#include "profiles/ProfileStore.h"
#include "session/Sessions.h"
#include "settings/Settings.h"
#include "shell/StoreStatus.h"
#include "widgets/ElidedLabel.h"
#include "widgets/FirstPaint.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>
#ifdef Q_OS_MACOS
#include <QMenuBar>
#endif

namespace paydesk::ui {

using namespace Qt::StringLiterals;
using profiles::Profile;
using session::Session;

MainWindow::MainWindow(AppContext &context, QWidget *parent)
    : QMainWindow(parent)
    , m_context(context)
{
    // main() connected the profile in view before building the window. The page in front and the
    // Wallets page (whose model the Overview and the status bar read) come first and get its
    // session at once, so the page in front asks the service before anything else is built: the
    // answer is on its way while the window is. The other pages are made once the window is on
    // the screen (MainWindowPages.cpp).
    m_pageInfo = {OverviewPage::info(),   WalletsPage::info(),   NewPayoutPage::info(),
                  ApprovalsPage::info(),  HistoryPage::info(),   StatementsPage::info(),
                  RecipientsPage::info(), OperatorsPage::info(), AuditPage::info()};
    m_pageList = QList<Page *>(m_pageInfo.size(), nullptr);
    const int shown = rememberedPage();
    makePage(kWalletsRow);
    setUpWallets();
    if (shown != kWalletsRow)
        makePage(shown);
    // Every page made has the session before the one in front is told so: a page that loads
    // without a connection too (the Overview) then asks the service as well as the store at once.
    bindPages(m_context.sessions().current());
    m_pageList.at(shown)->setCurrent(true);
    m_pageList.at(shown)->ensureBuilt(); // its widgets now, with its answer on the way

    core::startupMark("window: page in front built");
    setUpWindow();
    setUpProfileBar();
    connect(&m_context.sessions(), &session::Sessions::currentChanged, this, &MainWindow::showSession);
    showProfile();
    setUpNotifier();
    // Once the window is on the screen: the other pages, the tray's icon, the switcher's list.
    afterFirstPaint(this, kOtherPagesAtLatest, [this] {
        ensurePages();
        m_notifier->showInTray();
        // The switcher as wide as the longest name, also when one is added or renamed later (until
        // then as wide as the names at its first show): this makes its list, not needed before.
        m_profileCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    });
}

MainWindow::~MainWindow() = default;

SettingsDialog *MainWindow::settingsDialog() const
{
    return m_settingsDialog;
}

SignInDialog *MainWindow::signInDialog() const
{
    return m_signInDialog;
}

AboutDialog *MainWindow::aboutDialog() const
{
    return m_aboutDialog;
}

int MainWindow::rememberedPage() const
{
    const QString name = settings::mainWindowPage.read(QSettings());
    for (int row = 0; row < m_pageInfo.size(); ++row) {
        if (!name.isEmpty() && m_pageInfo.at(row).objectName == name)
            return row;
    }
    return 0; // the Overview
}

void MainWindow::setUpWindow()
{
    setObjectName(u"mainWindow"_s);

    m_navigation = new QListWidget(this);
    m_navigation->setObjectName(u"navigationList"_s);
    m_navigation->setAccessibleName(tr("Pages"));
    m_navigation->setMaximumWidth(200);
    m_pages = new QStackedWidget(this);
    m_pages->setObjectName(u"pageStack"_s);

    for (int row = 0; row < m_pageInfo.size(); ++row)
        addPageRow(row);
    style::setUpNavigation(m_navigation); // no frame; wide enough for its rows and their icons
    connect(m_navigation, &QListWidget::currentRowChanged, this, &MainWindow::onPageChosen);

    // Above the pages: the team database out of reach, an administrator key not the one trusted.
    auto *central = new QWidget(this);
    auto *column = new QVBoxLayout(central);
    addBanners(column);
    auto *layout = new QHBoxLayout;
    layout->addWidget(buildNavigationColumn());
    layout->addWidget(m_pages, 1);
    column->addLayout(layout, 1);
    setCentralWidget(central);

    auto *refresh = new QAction(tr("Refresh"), this);
    refresh->setObjectName(u"refreshAction"_s);
    refresh->setShortcut(QKeySequence::Refresh);
    connect(refresh, &QAction::triggered, this, [this] {
        if (Page *page = currentPage())
            page->refresh();
    });
    addAction(refresh);

    m_environmentLabel = new QLabel(this);
    m_environmentLabel->setObjectName(u"environmentLabel"_s);
    m_connectionLabel = new ElidedLabel(this); // a long reason gives way to a narrow window
    m_connectionLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_connectionLabel->setObjectName(u"connectionLabel"_s);
    // What the local database says when it cannot keep Paydesk's records (the audit log): in
    // sight, in the error colour, until it works again.
    m_storeLabel = new QLabel(this);
    m_storeLabel->setObjectName(u"storeLabel"_s);
    m_storeLabel->hide();
    statusBar()->addWidget(m_environmentLabel);
    statusBar()->addWidget(m_storeLabel, 1);
    statusBar()->addPermanentWidget(m_connectionLabel, 1);
    auto *storeStatus = new shell::StoreStatus(m_context, this);
    const auto showStoreStatus = [this, storeStatus] {
        if (!storeStatus->hasProblem()) {
            m_storeLabel->hide();
            return;
        }
        m_storeLabel->setText(
            tr("Local database: %1")
                .arg(withRemedySentence(storeStatus->problemMessage(), storeStatus->problemRemedy())));
        m_storeLabel->setToolTip(m_storeLabel->text());
        style::setErrorText(m_storeLabel, true); // here, not at start-up: a style sheet costs
        m_storeLabel->show();
    };
    connect(storeStatus, &shell::StoreStatus::problemChanged, this, showStoreStatus);
    if (storeStatus->hasProblem())
        showStoreStatus();
    connect(m_walletsPage->model(), &models::WalletsModel::stateChanged, this,
            &MainWindow::updateConnectionState);

    QSettings settings;
    if (!restoreGeometry(settings::mainWindowGeometry.read(settings)))
        resize(1100, 700);
    m_navigation->setCurrentRow(rememberedPage());
    onPageChosen(m_navigation->currentRow()); // also when the row did not change
}

QWidget *MainWindow::buildNavigationColumn()
{
    // Out of the way below the pages' list: which Paydesk this is (support's first question) and
    // the way to the rest (licence, libraries, where the files are).
    auto *aboutAction = new QAction(tr("About Paydesk"), this);
    aboutAction->setObjectName(u"aboutAction"_s);
    aboutAction->setToolTip(tr("Version, licence, libraries, and where Paydesk keeps its files"));
    aboutAction->setMenuRole(QAction::AboutRole);
    connect(aboutAction, &QAction::triggered, this, &MainWindow::openAbout);
    auto *aboutButton = new QToolButton(this);
    aboutButton->setObjectName(u"aboutButton"_s);
    aboutButton->setDefaultAction(aboutAction);
    aboutButton->setAutoRaise(true);
    auto *versionLabel = new QLabel(tr("Version %1").arg(QCoreApplication::applicationVersion()), this);
    versionLabel->setObjectName(u"versionLabel"_s);
    versionLabel->setIndent(6);
    QPalette quiet = versionLabel->palette();
    quiet.setColor(QPalette::WindowText, quiet.color(QPalette::PlaceholderText));
    versionLabel->setPalette(quiet);
#ifdef Q_OS_MACOS
    // macOS users look for "About Paydesk" in the application menu: a menu bar without a parent is
    // the application's, and the action's AboutRole moves it there.
    auto *menuBar = new QMenuBar(nullptr);
    menuBar->addMenu(tr("&Help"))->addAction(aboutAction);
    connect(this, &QObject::destroyed, menuBar, &QObject::deleteLater);
#endif

    auto *column = new QWidget(this);
    column->setMaximumWidth(m_navigation->maximumWidth());
    auto *layout = new QVBoxLayout(column);
    layout->setContentsMargins({});
    layout->setSpacing(2);
    layout->addWidget(m_navigation, 1);
    layout->addSpacing(6);
    layout->addWidget(aboutButton, 0, Qt::AlignLeft);
    layout->addWidget(versionLabel);
    return column;
}

void MainWindow::setUpProfileBar()
{
    // The switcher and the PRODUCTION badge, always in sight above the pages. A plain bar rather
    // than a QToolBar: nothing here is movable or hidden, and a tool bar builds an overflow button
    // whose icon is an image read at start-up.
    m_profileBar = new QFrame(this);
    m_profileBar->setObjectName(u"profileBar"_s);
    m_profileBar->setFrameShape(QFrame::StyledPanel);
    auto *label = new QLabel(tr("Profile:"), m_profileBar);
    m_profileCombo = new QComboBox(m_profileBar);
    m_profileCombo->setObjectName(u"profileCombo"_s);
    m_profileCombo->setToolTip(tr("The payments service Paydesk works with"));
    label->setBuddy(m_profileCombo);
    m_productionBadge = new QLabel(tr("PRODUCTION"), m_profileBar);
    m_productionBadge->setObjectName(u"productionBadge"_s);
    m_productionBadge->setToolTip(tr("This profile moves real money."));
    m_productionBadge->setVisible(false);

    auto *settingsAction = new QAction(tr("Settings\u2026"), this);
    settingsAction->setObjectName(u"settingsAction"_s);
    settingsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    settingsAction->setToolTip(
        tr("Profiles and API keys (%1)").arg(settingsAction->shortcut().toString(QKeySequence::NativeText)));
    connect(settingsAction, &QAction::triggered, this, &MainWindow::openSettings);
    addAction(settingsAction); // Ctrl+, wherever the focus is
    // (The profile bar's buttons have no Alt+letter: the pages' fields and buttons need them all.)

    // Ctrl+Q quits as everywhere else, through close(): an unsaved payout is asked about first.
    auto *quitAction = new QAction(tr("Quit Paydesk"), this);
    quitAction->setObjectName(u"quitAction"_s);
    quitAction->setShortcuts(QKeySequence::keyBindings(QKeySequence::Quit).isEmpty()
                                 ? QList<QKeySequence> {QKeySequence(Qt::CTRL | Qt::Key_Q)}
                                 : QKeySequence::keyBindings(QKeySequence::Quit));
    quitAction->setMenuRole(QAction::QuitRole);
    connect(quitAction, &QAction::triggered, this, &QWidget::close);
    addAction(quitAction);
    auto *settingsButton = new QToolButton(m_profileBar);
    settingsButton->setObjectName(u"settingsButton"_s);
    settingsButton->setDefaultAction(settingsAction);
    settingsButton->setAutoRaise(true);

    // Who is at the keyboard: Sign in…, or Switch operator… with Sign out under its arrow.
    m_operatorLabel = new QLabel(m_profileBar);
    m_operatorLabel->setObjectName(u"operatorLabel"_s);
    m_signInAction = new QAction(tr("Sign in…"), this);
    m_signInAction->setObjectName(u"signInAction"_s);
    m_signInAction->setToolTip(
        tr("Say who is at the keyboard: what is drafted is recorded under their name"));
    connect(m_signInAction, &QAction::triggered, this, &MainWindow::requestSignIn);
    m_switchOperatorAction = new QAction(tr("Switch operator…"), this);
    m_switchOperatorAction->setObjectName(u"switchOperatorAction"_s);
    m_switchOperatorAction->setToolTip(tr("Another person signs in at this keyboard"));
    connect(m_switchOperatorAction, &QAction::triggered, this, &MainWindow::requestSignIn);
    m_signOutAction = new QAction(tr("Sign &out"), this);
    m_signOutAction->setObjectName(u"signOutAction"_s);
    connect(m_signOutAction, &QAction::triggered, &m_context.signedIn(), &operators::SignedIn::signOut);
    m_operatorMenu = new QMenu(this);
    m_operatorMenu->addAction(m_switchOperatorAction);
    m_operatorMenu->addAction(m_signOutAction);
    m_operatorButton = new QToolButton(m_profileBar);
    m_operatorButton->setObjectName(u"operatorButton"_s);
    m_operatorButton->setAutoRaise(true);
    connect(&m_context.signedIn(), &operators::SignedIn::changed, this, &MainWindow::showOperator);
    connect(&m_context.signedIn(), &operators::SignedIn::changed, this, &MainWindow::showProfileAccess);
    showOperator();

    auto *barLayout = new QHBoxLayout(m_profileBar);
    barLayout->setContentsMargins(8, 4, 8, 4);
    barLayout->addWidget(label);
    barLayout->addWidget(m_profileCombo);
    barLayout->addWidget(m_productionBadge);
    barLayout->addStretch();
    barLayout->addWidget(m_operatorLabel);
    barLayout->addWidget(m_operatorButton);
    barLayout->addSpacing(12);
    barLayout->addWidget(settingsButton);
    setMenuWidget(m_profileBar);

    connect(m_profileCombo, &QComboBox::activated, this, &MainWindow::onProfileChosen);
    connect(&m_context.profiles(), &profiles::ProfileStore::profilesChanged, this,
            &MainWindow::fillProfileCombo);
    // A team's profile change that its database refused (the list is back to the team's).
    connect(
        &m_context.profiles(), &profiles::ProfileStore::teamChangeFailed, this,
        [this](const QString &, const QString &why) {
            auto *box = new QMessageBox(QMessageBox::Warning, tr("Profile not changed"), why, QMessageBox::Ok,
                                        this);
            box->setObjectName(QStringLiteral("teamChangeFailedBox"));
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
            if (m_settingsDialog)
                m_settingsDialog->close(); // its list was the refused one: opened again, it shows the team's
        });
    fillProfileCombo();
}

void MainWindow::fillProfileCombo()
{
    const QSignalBlocker blocker(m_profileCombo);
    m_profileCombo->clear();
    const QString shownId = m_session ? m_session->profileId() : m_context.profiles().currentId();
    for (const Profile &p : m_context.profiles().profiles()) {
        m_profileCombo->addItem(p.displayName(), p.id);
        if (p.isProduction())
            m_profileCombo->setItemData(m_profileCombo->count() - 1, style::productionColor(),
                                        Qt::ForegroundRole);
        if (p.id == shownId)
            m_profileCombo->setCurrentIndex(m_profileCombo->count() - 1);
    }
    if (m_session)
        showEnvironment(m_session->profile().displayName(), m_session->profile().isProduction());
}

void MainWindow::onProfileChosen(int index)
{
    const QString id = m_profileCombo->itemData(index).toString();
    if (id.isEmpty() || (m_session && id == m_session->profileId()))
        return;
    if (!mayDropUnsavedPayout()) {
        showProfile(); // the combo back on the profile in view
        return;
    }
    m_context.sessions().show(id);
}

bool MainWindow::mayDropUnsavedPayout()
{
    if (!m_newPayoutPage || !m_newPayoutPage->hasUnsavedChanges())
        return true; // (a page not made yet has nothing typed)
    showPage(m_newPayoutPage);
    const QMessageBox::StandardButton answer = MessageBox::question(
        this, tr("Payout not saved"),
        tr("The payout being entered is not saved for approval, and would be lost. Discard it?"),
        QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Discard)
        return false;
    m_newPayoutPage->clearForm();
    return true;
}

void MainWindow::bindPages(Session *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    // Nothing of the previous profile (or of this one's previous address) stays in view; every
    // page calls this session's service from now on, and earlier calls end where they began.
    // The Wallets page first: its model is also the Overview's, which asks it for the balances.
    m_walletsPage->setSession(session);
    for (Page *page : std::as_const(m_pageList))
        if (page && page != m_walletsPage)
            page->setSession(session);
    connect(session, &Session::stateChanged, this, &MainWindow::updateConnectionState);
}

void MainWindow::showSession(Session *session)
{
    bindPages(session);
    showProfile();
}

void MainWindow::showProfile()
{
    const int index = m_profileCombo->findData(m_session->profileId());
    if (index >= 0 && index != m_profileCombo->currentIndex()) {
        const QSignalBlocker blocker(m_profileCombo);
        m_profileCombo->setCurrentIndex(index);
    }
    showEnvironment(m_session->profile().displayName(), m_session->profile().isProduction());
    updateConnectionState();
}

void MainWindow::showEnvironment(const QString &name, bool production)
{
    setWindowTitle(production ? tr("Paydesk \u2014 %1 \u2014 PRODUCTION").arg(name)
                              : tr("Paydesk \u2014 %1").arg(name));
    m_environmentLabel->setText(name);
    style::setProductionText(m_environmentLabel, production);
    if (production && m_productionBadge->styleSheet().isEmpty())
        style::setProductionBadge(m_productionBadge); // when first needed: a style sheet costs at start-up
    m_productionBadge->setVisible(production);
}

void MainWindow::openSettings()
{
    if (m_settingsDialog) {
        m_settingsDialog->raise();
        m_settingsDialog->activateWindow();
        return;
    }
    m_settingsDialog = new SettingsDialog(&m_context.profiles(), &m_context.keys(), this);
    m_settingsDialog->setAttribute(Qt::WA_DeleteOnClose);
    addTeamDatabasePage();
    showProfileAccess();
    m_settingsDialog->open();
}

void MainWindow::showProfileAccess()
{
    // Profiles say where money goes and with which key: only an administrator changes them.
    if (!m_settingsDialog)
        return;
    const std::optional<operators::Operator> op = m_context.signedIn().current();
    QString why;
    if (!op)
        why = tr("Only an administrator adds, changes or removes profiles and their keys. Sign in as "
                 "one to change them; until then they are shown as they are.");
    else if (!operators::Permissions::canAdminister(*op).allowed())
        why = tr("Only an administrator adds, changes or removes profiles and their keys, and %1 is not "
                 "one: they are shown as they are.")
                  .arg(op->displayName);
    if (!why.isEmpty() && m_context.profiles().isTeam())
        why += u' '
            + tr("The profiles are the team's, kept in the team database: only a team administrator "
                 "changes them, for every workstation. API keys stay on each computer.");
    m_settingsDialog->setReadOnly(why);
}

void MainWindow::openAbout()
{
    if (m_aboutDialog) {
        m_aboutDialog->raise();
        m_aboutDialog->activateWindow();
        return;
    }
    // Not modal: its folders and details may be wanted while working in the window.
    m_aboutDialog = new AboutDialog(this);
    m_aboutDialog->setAttribute(Qt::WA_DeleteOnClose);
    m_aboutDialog->show();
}

void MainWindow::bringToFront()
{
    // Minimised or not, maximised stays maximised.
    setWindowState((windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
    show();
    raise();
    activateWindow();
    // A dialog open in front of the window (signing in, the first administrator) comes with it.
    if (QWidget *modal = QApplication::activeModalWidget()) {
        modal->raise();
        modal->activateWindow();
    }
    // Where the system does not let a window take the focus on its own (Wayland; Windows, unless
    // the other start allowed it), its entry in the task bar asks for attention instead.
    QApplication::alert(this);
}

void MainWindow::requestSignIn()
{
    if (m_context.isTeam()) // the team database's login is at the keyboard: no dialog
        return m_context.signInTeamLogin();
    if (m_signInDialog) {
        m_signInDialog->raise();
        m_signInDialog->activateWindow();
        return;
    }
    m_signInDialog = new SignInDialog(&m_context.operators(), &m_context.signedIn(), this);
    m_signInDialog->setAttribute(Qt::WA_DeleteOnClose);
    m_signInDialog->open();
}

void MainWindow::showOperator()
{
    const std::optional<operators::Operator> op = m_context.signedIn().current();
    if (!op) {
        m_operatorLabel->setText(tr("Not signed in"));
        m_operatorLabel->setToolTip({});
        m_operatorButton->setMenu(nullptr);
        m_operatorButton->setPopupMode(QToolButton::DelayedPopup);
        m_operatorButton->setDefaultAction(m_signInAction);
        return;
    }
    const QString role = op->administrator
        ? tr("%1, administrator").arg(operators::Operator::roleName(op->role))
        : operators::Operator::roleName(op->role);
    m_operatorLabel->setText(tr("<b>%1</b> (%2)").arg(op->displayName.toHtmlEscaped(), role.toHtmlEscaped()));
    m_operatorLabel->setToolTip(tr("Signed in as %1 (%2)").arg(op->displayName, op->id));
    const bool team = m_context.isTeam(); // each person signs in at their own computer
    m_switchOperatorAction->setVisible(!team);
    m_signOutAction->setToolTip(team ? tr("In a team, each person signs in at their own computer")
                                     : QString());
    m_operatorButton->setDefaultAction(team ? m_signOutAction : m_switchOperatorAction);
    m_operatorButton->setMenu(m_operatorMenu);
    m_operatorButton->setPopupMode(QToolButton::MenuButtonPopup);
}

void MainWindow::updateConnectionState()
{
    if (!m_session || !m_connectionLabel)
        return;
    switch (m_session->state()) {
    case Session::State::Connecting:
        m_connectionLabel->setText(tr("Connecting\u2026"));
        return;
    case Session::State::NoKey:
    case Session::State::KeychainFailed:
    case Session::State::Failed:
    case Session::State::Closed:
        m_connectionLabel->setText(
            tr("Not connected: %1").arg(withRemedySentence(m_session->message(), m_session->remedy())));
        return;
    case Session::State::Ready:
        break;
    }
    // Connected as far as Paydesk can tell. The balances, refreshed every minute whichever page
    // is in front, say when the service stopped answering.
    const models::WalletsModel *wallets = m_walletsPage->model();
    if (wallets->state() == models::WalletsModel::State::Failed)
        m_connectionLabel->setText(
            tr("Not connected: %1")
                .arg(withRemedySentence(wallets->lastError().userMessage(), wallets->lastError().remedy())));
    else
        m_connectionLabel->setText(tr("Connected"));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!mayDropUnsavedPayout()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings::mainWindowGeometry.write(settings, saveGeometry());
    if (const Page *page = currentPage())
        settings::mainWindowPage.write(settings, page->objectName());
    QMainWindow::closeEvent(event);
}

} // namespace paydesk::ui
