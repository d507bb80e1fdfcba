// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "api/ApiClient.h"
#include "models/WalletsModel.h"
#include "pages/WalletsPage.h"

#include <QAction>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>

namespace paydesk::ui {

namespace {
constexpr auto kGeometryKey = "mainWindow/geometry";
constexpr auto kStateKey = "mainWindow/state";
constexpr auto kPageKey = "mainWindow/page";
} // namespace

MainWindow::MainWindow(api::ApiClient *client, const QString &environment, QWidget *parent)
    : QMainWindow(parent)
    , m_client(client)
    , m_walletsModel(new models::WalletsModel(client, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Paydesk — %1").arg(environment));

    m_navigation = new QListWidget(this);
    m_navigation->setObjectName(QStringLiteral("navigationList"));
    m_navigation->setMaximumWidth(200);
    m_navigation->setFrameShape(QFrame::NoFrame);
    m_pages = new QStackedWidget(this);
    m_pages->setObjectName(QStringLiteral("pageStack"));

    m_walletsPage = new WalletsPage(m_walletsModel, this);
    addPage(m_walletsPage, tr("Wallets"), QStringLiteral("Ctrl+1"));
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

    m_environmentLabel = new QLabel(environment, this);
    m_environmentLabel->setObjectName(QStringLiteral("environmentLabel"));
    m_connectionLabel = new QLabel(this);
    m_connectionLabel->setObjectName(QStringLiteral("connectionLabel"));
    statusBar()->addWidget(m_environmentLabel);
    statusBar()->addPermanentWidget(m_connectionLabel);
    connect(m_walletsModel, &models::WalletsModel::stateChanged, this, &MainWindow::updateConnectionState);

    QSettings settings;
    if (!restoreGeometry(settings.value(QLatin1StringView(kGeometryKey)).toByteArray()))
        resize(1100, 700);
    restoreState(settings.value(QLatin1StringView(kStateKey)).toByteArray());
    const int page = settings.value(QLatin1StringView(kPageKey), 0).toInt();
    m_navigation->setCurrentRow(page >= 0 && page < m_pages->count() ? page : 0);

    m_walletsModel->setAutoRefreshInterval(std::chrono::seconds(60));
    m_walletsModel->refresh();
    updateConnectionState();
}

MainWindow::~MainWindow() = default;

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
        m_walletsPage->refresh();
}

void MainWindow::updateConnectionState()
{
    using State = models::WalletsModel::State;
    switch (m_walletsModel->state()) {
    case State::Idle:
    case State::Loading:
        m_connectionLabel->setText(tr("Connecting…"));
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
    settings.setValue(QLatin1StringView(kGeometryKey), saveGeometry());
    settings.setValue(QLatin1StringView(kStateKey), saveState());
    settings.setValue(QLatin1StringView(kPageKey), m_navigation->currentRow());
    QMainWindow::closeEvent(event);
}

} // namespace paydesk::ui
