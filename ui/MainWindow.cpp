// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "api/ApiClient.h"
#include "dialogs/SettingsDialog.h"
#include "models/WalletsModel.h"
#include "pages/WalletsPage.h"
#include "profiles/ProfileConnector.h"
#include "profiles/ProfileStore.h"
#include "settings/Settings.h"

#include <QAction>
#include <QCloseEvent>
#include <QComboBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolButton>

namespace paydesk::ui {

using profiles::Profile;
using profiles::ProfileConnector;

namespace {
const QColor kProductionRed(0xc6, 0x28, 0x28);
} // namespace

MainWindow::MainWindow(ProfileConnector *connector, QWidget *parent)
    : QMainWindow(parent)
    , m_client(connector->client())
    , m_connector(connector)
    , m_walletsModel(new models::WalletsModel(m_client, this))
{
    // Already connected (main() connects first): the balances are asked for before anything is
    // built, so that the answer is on its way while the window is.
    if (m_connector->state() == ProfileConnector::State::Ready)
        m_walletsModel->refresh();
    setUpWindow();
    setUpProfiles();
}

MainWindow::MainWindow(api::ApiClient *client, const QString &environment, QWidget *parent)
    : QMainWindow(parent)
    , m_client(client)
    , m_walletsModel(new models::WalletsModel(client, this))
{
    setUpWindow();
    showEnvironment(environment, false);
    m_walletsModel->refresh();
    updateConnectionState();
}

MainWindow::~MainWindow() = default;

SettingsDialog *MainWindow::settingsDialog() const
{
    return m_settingsDialog;
}

void MainWindow::setUpWindow()
{
    setObjectName(QStringLiteral("mainWindow"));

    m_navigation = new QListWidget(this);
    m_navigation->setObjectName(QStringLiteral("navigationList"));
    m_navigation->setMaximumWidth(200);
    m_navigation->setFrameShape(QFrame::NoFrame);
    m_pages = new QStackedWidget(this);
    m_pages->setObjectName(QStringLiteral("pageStack"));

    m_walletsPage = new WalletsPage(m_walletsModel, this);
    addPage(m_walletsPage, tr("Wallets"), QStringLiteral("Ctrl+1"));
    connect(m_walletsPage, &WalletsPage::settingsRequested, this, &MainWindow::openSettings);
    connect(m_walletsPage, &WalletsPage::refreshRequested, this, &MainWindow::refreshWallets);
    connect(m_navigation, &QListWidget::currentRowChanged, m_pages, &QStackedWidget::setCurrentIndex);

    auto *central = new QWidget(this);
    auto *layout = new QHBoxLayout(central);
    layout->addWidget(m_navigation);
    layout->addWidget(m_pages, 1);
    setCentralWidget(central);

    auto *refresh = new QAction(tr("Refresh"), this);
    refresh->setObjectName(QStringLiteral("refreshAction"));
    refresh->setShortcut(QKeySequence::Refresh);
    connect(refresh, &QAction::triggered, this, &MainWindow::refreshCurrentPage);
    addAction(refresh);

    m_environmentLabel = new QLabel(this);
    m_environmentLabel->setObjectName(QStringLiteral("environmentLabel"));
    m_connectionLabel = new QLabel(this);
    m_connectionLabel->setObjectName(QStringLiteral("connectionLabel"));
    statusBar()->addWidget(m_environmentLabel);
    statusBar()->addPermanentWidget(m_connectionLabel);
    connect(m_walletsModel, &models::WalletsModel::stateChanged, this, &MainWindow::updateConnectionState);

    QSettings settings;
    if (!restoreGeometry(settings::mainWindowGeometry.read(settings)))
        resize(1100, 700);
    const int page = settings::mainWindowPage.read(settings);
    m_navigation->setCurrentRow(page >= 0 && page < m_pages->count() ? page : 0);

    m_walletsModel->setAutoRefreshInterval(std::chrono::seconds(60));
}

void MainWindow::setUpProfiles()
{
    // The switcher and the PRODUCTION badge, always in sight above the pages. A plain bar rather
    // than a QToolBar: nothing here is movable or hidden, and a tool bar builds an overflow button
    // whose icon is an image read at start-up.
    m_profileBar = new QFrame(this);
    m_profileBar->setObjectName(QStringLiteral("profileBar"));
    m_profileBar->setFrameShape(QFrame::StyledPanel);
    auto *label = new QLabel(tr("Profile:"), m_profileBar);
    m_profileCombo = new QComboBox(m_profileBar);
    m_profileCombo->setObjectName(QStringLiteral("profileCombo"));
    m_profileCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_profileCombo->setToolTip(tr("The payments service Paydesk works with"));
    label->setBuddy(m_profileCombo);
    m_productionBadge = new QLabel(tr("PRODUCTION"), m_profileBar);
    m_productionBadge->setObjectName(QStringLiteral("productionBadge"));
    m_productionBadge->setToolTip(tr("This profile moves real money."));
    m_productionBadge->setStyleSheet(
        QStringLiteral("QLabel { background-color: %1; color: white; font-weight: "
                       "bold; padding: 3px 10px; border-radius: 3px; }")
            .arg(kProductionRed.name()));
    m_productionBadge->setVisible(false);

    auto *settingsAction = new QAction(tr("&Settings\u2026"), this);
    settingsAction->setObjectName(QStringLiteral("settingsAction"));
    settingsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    settingsAction->setToolTip(
        tr("Profiles and API keys (%1)").arg(settingsAction->shortcut().toString(QKeySequence::NativeText)));
    connect(settingsAction, &QAction::triggered, this, &MainWindow::openSettings);
    addAction(settingsAction); // Ctrl+, wherever the focus is
    auto *settingsButton = new QToolButton(m_profileBar);
    settingsButton->setObjectName(QStringLiteral("settingsButton"));
    settingsButton->setDefaultAction(settingsAction);
    settingsButton->setAutoRaise(true);

    auto *barLayout = new QHBoxLayout(m_profileBar);
    barLayout->setContentsMargins(8, 4, 8, 4);
    barLayout->addWidget(label);
    barLayout->addWidget(m_profileCombo);
    barLayout->addWidget(m_productionBadge);
    barLayout->addStretch();
    barLayout->addWidget(settingsButton);
    setMenuWidget(m_profileBar);

    connect(m_profileCombo, &QComboBox::activated, this, &MainWindow::onProfileChosen);
    connect(m_connector->profiles(), &profiles::ProfileStore::profilesChanged, this,
            &MainWindow::fillProfileCombo);
    connect(m_connector, &ProfileConnector::activating, this, &MainWindow::onActivating);
    connect(m_connector, &ProfileConnector::activated, this, &MainWindow::onActivated);
    fillProfileCombo();

    // Until the connector says otherwise, show the profile that is about to be used.
    const Profile shown = m_connector->state() == ProfileConnector::State::Idle
        ? m_connector->profiles()->current()
        : m_connector->active();
    showEnvironment(shown.displayName(), shown.isProduction());
    if (m_connector->state() != ProfileConnector::State::Idle
        && m_connector->state() != ProfileConnector::State::Connecting
        && m_connector->state() != ProfileConnector::State::Ready)
        showConnectionProblem();
    updateConnectionState();
}

void MainWindow::fillProfileCombo()
{
    const QSignalBlocker blocker(m_profileCombo);
    m_profileCombo->clear();
    const QString activeId = m_connector->state() == ProfileConnector::State::Idle
        ? m_connector->profiles()->currentId()
        : m_connector->active().id;
    for (const Profile &p : m_connector->profiles()->profiles()) {
        m_profileCombo->addItem(p.displayName(), p.id);
        if (p.isProduction())
            m_profileCombo->setItemData(m_profileCombo->count() - 1, kProductionRed, Qt::ForegroundRole);
        if (p.id == activeId)
            m_profileCombo->setCurrentIndex(m_profileCombo->count() - 1);
    }
}

void MainWindow::onProfileChosen(int index)
{
    const QString id = m_profileCombo->itemData(index).toString();
    if (!id.isEmpty())
        m_connector->activate(id);
}

void MainWindow::showEnvironment(const QString &name, bool production)
{
    setWindowTitle(production ? tr("Paydesk \u2014 %1 \u2014 PRODUCTION").arg(name)
                              : tr("Paydesk \u2014 %1").arg(name));
    m_environmentLabel->setText(name);
    m_environmentLabel->setStyleSheet(
        production ? QStringLiteral("color: %1; font-weight: bold;").arg(kProductionRed.name()) : QString());
    if (m_productionBadge)
        m_productionBadge->setVisible(production);
}

void MainWindow::onActivating(const Profile &profile)
{
    const int index = m_profileCombo->findData(profile.id);
    if (index >= 0 && index != m_profileCombo->currentIndex()) {
        const QSignalBlocker blocker(m_profileCombo);
        m_profileCombo->setCurrentIndex(index);
    }
    showEnvironment(profile.displayName(), profile.isProduction());
    m_walletsModel->clear(); // nothing of the previous profile under this one's name
    m_walletsPage->clearConnectionProblem();
    updateConnectionState();
}

void MainWindow::onActivated()
{
    if (m_connector->state() == ProfileConnector::State::Ready) {
        m_walletsPage->clearConnectionProblem();
        m_walletsModel->refresh();
    } else {
        showConnectionProblem();
    }
    updateConnectionState();
}

void MainWindow::showConnectionProblem()
{
    switch (m_connector->state()) {
    case ProfileConnector::State::Ready:
        break;
    case ProfileConnector::State::NoKey:
    case ProfileConnector::State::KeychainFailed:
        // Where the balances would be: why there are none, and the way to give a key.
        m_walletsPage->setConnectionProblem(m_connector->message(), WalletsPage::Remedy::OpenSettings);
        break;
    case ProfileConnector::State::Failed:
    case ProfileConnector::State::Idle:
    case ProfileConnector::State::Connecting:
        m_walletsPage->setConnectionProblem(m_connector->message(), WalletsPage::Remedy::TryAgain);
        break;
    }
}

void MainWindow::openSettings()
{
    if (!m_connector)
        return;
    if (m_settingsDialog) {
        m_settingsDialog->raise();
        m_settingsDialog->activateWindow();
        return;
    }
    m_settingsDialog = new SettingsDialog(m_connector->profiles(), m_connector->keyStore(), this);
    m_settingsDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_settingsDialog, &SettingsDialog::keyChanged, m_connector, &ProfileConnector::keyChanged);
    m_settingsDialog->open();
}

void MainWindow::addPage(QWidget *page, const QString &title, const QString &shortcut)
{
    m_pages->addWidget(page);
    auto *item = new QListWidgetItem(title, m_navigation);
    item->setToolTip(tr("%1 (%2)").arg(title, QKeySequence(shortcut).toString(QKeySequence::NativeText)));
    auto *go = new QAction(title, this);
    go->setShortcut(QKeySequence(shortcut));
    const int row = m_navigation->count() - 1;
    connect(go, &QAction::triggered, this, [this, row] { m_navigation->setCurrentRow(row); });
    addAction(go);
}

void MainWindow::refreshCurrentPage()
{
    if (m_pages->currentWidget() == m_walletsPage)
        refreshWallets();
}

void MainWindow::refreshWallets()
{
    // The one place a person's refresh is decided: a call only when the profile is connected.
    if (m_connector) {
        switch (m_connector->state()) {
        case ProfileConnector::State::Ready:
            break;
        case ProfileConnector::State::Idle:
        case ProfileConnector::State::Connecting:
            return; // under way: the wallets are asked for once it is connected
        case ProfileConnector::State::NoKey:
        case ProfileConnector::State::KeychainFailed:
        case ProfileConnector::State::Failed:
            m_connector->activateCurrent(); // try again: the keychain may be open now, the port free
            return;
        }
    }
    m_walletsModel->refresh();
}

void MainWindow::updateConnectionState()
{
    using State = models::WalletsModel::State;
    if (m_connector) {
        switch (m_connector->state()) {
        case ProfileConnector::State::Idle:
        case ProfileConnector::State::Connecting:
            m_connectionLabel->setText(tr("Connecting\u2026"));
            return;
        case ProfileConnector::State::NoKey:
        case ProfileConnector::State::KeychainFailed:
        case ProfileConnector::State::Failed:
            m_connectionLabel->setText(tr("Not connected: %1").arg(m_connector->message()));
            return;
        case ProfileConnector::State::Ready:
            break;
        }
    }
    switch (m_walletsModel->state()) {
    case State::Idle:
    case State::Loading:
        m_connectionLabel->setText(tr("Connecting\u2026"));
        break;
    case State::Loaded:
        m_connectionLabel->setText(tr("Connected"));
        break;
    case State::Failed:
        m_connectionLabel->setText(tr("Not connected: %1").arg(m_walletsModel->lastError().userMessage()));
        break;
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings::mainWindowGeometry.write(settings, saveGeometry());
    settings::mainWindowPage.write(settings, m_navigation->currentRow());
    QMainWindow::closeEvent(event);
}

} // namespace paydesk::ui
