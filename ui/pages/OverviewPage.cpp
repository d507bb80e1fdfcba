// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/OverviewPage.h"

#include "RemedyText.h"
#include "Style.h"
#include "models/WalletsModel.h"
#include "widgets/DataTable.h"
#include "widgets/SparklineDelegate.h"
#include "widgets/StatePanel.h"
#include "widgets/ToneDelegate.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QResizeEvent>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace paydesk::ui {

using namespace Qt::StringLiterals;
using overview::OverviewController;
using overview::OverviewItemsModel;
using overview::OverviewTarget;
using overview::WalletTrendModel;

namespace {

// A list as tall as its rows (the page scrolls, not each list). A table's rows are as tall as its
// vertical header's sections, which it keeps: no cell is measured again.
void fitHeight(QAbstractItemView *view)
{
    int height = 2 * view->frameWidth();
    if (auto *table = qobject_cast<QTableView *>(view)) {
        height += table->verticalHeader()->length();
        if (table->horizontalHeader()->isVisible())
            height += table->horizontalHeader()->sizeHint().height();
    } else if (const int rows = view->model() ? view->model()->rowCount() : 0; rows > 0) {
        // As the list lays its rows out at its present width, wrapped lines included (a row's
        // size hint alone is of one line); done again whenever the width changes (eventFilter()).
        view->doItemsLayout();
        const QRect first = view->visualRect(view->model()->index(0, 0));
        const QRect last = view->visualRect(view->model()->index(rows - 1, 0));
        height += last.bottom() - first.top() + 1;
        if (auto *list = qobject_cast<QListView *>(view))
            height += 2 * list->spacing(); // above the first row and below the last
    }
    view->setFixedHeight(std::max(height, view->fontMetrics().height() + 2 * view->frameWidth()));
}

OverviewTarget targetOf(const QModelIndex &index)
{
    return {OverviewTarget::Kind(index.data(OverviewItemsModel::TargetKindRole).toInt()),
            index.data(OverviewItemsModel::TargetIdRole).toString()};
}

} // namespace

OverviewPage::OverviewPage(OverviewController::Deps deps, models::WalletsModel *wallets, QWidget *parent)
    : Page(info(), parent)
    , m_controller(new OverviewController(deps, this))
    , m_walletsModel(wallets)
{
    m_controller->setWalletsModel(wallets);
    connect(m_controller, &OverviewController::stateChanged, this, &OverviewPage::updateState);
    connect(m_controller, &OverviewController::loaded, this, &OverviewPage::showSections);
    if (wallets)
        connect(wallets, &models::WalletsModel::stateChanged, this, &OverviewPage::showWallets);
}

PageInfo OverviewPage::info()
{
    // Ctrl+1 to Ctrl+8 are the other pages' since before there was an Overview.
    return {u"overviewPage"_s, tr("Overview"), QKeySequence(Qt::CTRL | Qt::Key_0), u"overview"_s};
}

QWidget *OverviewPage::addSection(Section &section, const QString &name, const QString &title,
                                  OverviewItemsModel *model, const QString &emptyText)
{
    auto *box = new QGroupBox(title, this);
    box->setObjectName(name + u"Group"_s);
    section.box = box;
    section.list = new QListView(box);
    section.list->setObjectName(name + u"List"_s);
    section.list->setModel(model);
    section.list->setAccessibleName(title);
    section.list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    section.list->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    section.list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    section.list->setWordWrap(true);
    section.list->setTextElideMode(Qt::ElideRight);
    section.list->setFrameShape(QFrame::NoFrame);
    section.list->setSpacing(2);
    section.list->installEventFilter(this); // its height follows its width (wrapped lines)
    connect(section.list, &QListView::activated, this,
            [this](const QModelIndex &index) { Q_EMIT openRequested(targetOf(index)); });
    section.empty = new QLabel(emptyText, box);
    section.empty->setObjectName(name + u"EmptyLabel"_s);
    section.empty->setWordWrap(true);
    section.emptyText = emptyText;
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(section.list);
    layout->addWidget(section.empty);
    layout->addStretch();
    connect(model, &QAbstractItemModel::modelReset, this, [this, &section] { showSection(section); });
    showSection(section);
    return box;
}

void OverviewPage::buildContent()
{
    auto *content = new QWidget(this);
    auto *column = new QVBoxLayout(content);

    // The balances: one row per wallet, its trend drawn.
    auto *balances = new QGroupBox(tr("Balances"), content);
    balances->setObjectName(u"balancesGroup"_s);
    m_walletsTable = new QTableView(balances);
    m_walletsTable->setObjectName(u"walletTrendTable"_s);
    m_walletsTable->setHorizontalHeader(new RowTableHeader(m_walletsTable)); // before its model
    m_walletsTable->setAccessibleName(tr("Balances"));
    m_walletsTable->setModel(m_controller->wallets());
    m_walletsTable->setItemDelegateForColumn(
        WalletTrendModel::TrendColumn,
        new SparklineDelegate(WalletTrendModel::TrendRole, WalletTrendModel::BelowAlertRole, m_walletsTable));
    // A wallet under its alert level: its name and balance in the error colour.
    auto *tone = new ToneDelegate(
        [](const QModelIndex &index) {
            return index.data(WalletTrendModel::BelowAlertRole).toBool() ? style::Tone::Error
                                                                         : style::Tone::Plain;
        },
        m_walletsTable);
    m_walletsTable->setItemDelegateForColumn(WalletTrendModel::WalletColumn, tone);
    m_walletsTable->setItemDelegateForColumn(WalletTrendModel::AvailableColumn, tone);
    m_walletsTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_walletsTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_walletsTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_walletsTable->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_walletsTable->verticalHeader()->hide();
    m_walletsTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_walletsTable->setFrameShape(QFrame::NoFrame);
    m_walletsTable->setShowGrid(false);
    connect(m_walletsTable, &QTableView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT openRequested(
            {OverviewTarget::Kind::Wallets, index.data(WalletTrendModel::WalletIdRole).toString()});
    });
    m_walletsLabel = new QLabel(balances);
    m_walletsLabel->setObjectName(u"walletsStateLabel"_s);
    m_walletsLabel->setWordWrap(true);
    auto *balancesLayout = new QVBoxLayout(balances);
    balancesLayout->addWidget(m_walletsTable);
    balancesLayout->addWidget(m_walletsLabel);
    column->addWidget(balances);
    // Above everything: the wallets under their alert level, by name.
    m_lowBalanceLabel = new QLabel(content);
    m_lowBalanceLabel->setObjectName(u"lowBalanceLabel"_s);
    m_lowBalanceLabel->setWordWrap(true);
    m_lowBalanceLabel->hide();
    column->insertWidget(0, m_lowBalanceLabel);
    connect(m_controller->wallets(), &QAbstractItemModel::modelReset, this, &OverviewPage::showWallets);
    connect(m_controller->wallets(), &QAbstractItemModel::dataChanged, this, &OverviewPage::showWallets);

    // What needs the person first, above the balances: made once the store has been read
    // (buildSections()); the balances come from the service and are shown meanwhile.
    m_listsArea = new QWidget(content);
    m_listsArea->setObjectName(u"overviewLists"_s);
    auto *lists = new QHBoxLayout(m_listsArea);
    lists->setContentsMargins(0, 0, 0, 0);
    m_listsLabel = new QLabel(tr("Reading what waits for you\u2026"), m_listsArea);
    m_listsLabel->setObjectName(u"listsStateLabel"_s);
    lists->addWidget(m_listsLabel);
    column->insertWidget(0, m_listsArea);
    column->addStretch();

    setContent(content); // in the page's scroll area: the page scrolls, not each part of it

    auto *refreshButton = new QPushButton(tr("Refresh"), this);
    refreshButton->setObjectName(u"refreshButton"_s);
    refreshButton->setToolTip(tr("Read the balances and lists again (F5)"));
    connect(refreshButton, &QPushButton::clicked, this, &Page::refresh);
    addHeaderWidget(refreshButton);
    m_refreshButton = refreshButton;
    showWallets();
    showSections();
}

bool OverviewPage::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize) {
        auto *resize = static_cast<QResizeEvent *>(event);
        auto *list = qobject_cast<QListView *>(watched);
        // Not hidden itself (its page may be: a window resized meanwhile is laid out when the
        // page shows again, and the resize comes then, before it is visible).
        if (list && !list->isHidden() && resize->size().width() != resize->oldSize().width())
            fitHeight(list);
    }
    return Page::eventFilter(watched, event);
}

void OverviewPage::buildSections()
{
    // Theirs on the left (waiting, returned), then what is under way; what went wrong and what is
    // ready on the right.
    auto *left = new QVBoxLayout;
    left->addWidget(addSection(m_waiting, u"waiting"_s, tr("Waiting for your approval"),
                               m_controller->waiting(), tr("Nothing waits for your approval.")));
    left->addWidget(addSection(m_returned, u"returned"_s, tr("Returned to you"), m_controller->returned(),
                               tr("Nothing was returned to you.")));
    left->addWidget(addSection(m_inFlight, u"inFlight"_s, tr("In flight"), m_controller->inFlight(),
                               tr("No payout is on its way.")));
    left->addStretch();
    auto *right = new QVBoxLayout;
    right->addWidget(addSection(m_failed, u"failed"_s, tr("Failed in the last 7 days"),
                                m_controller->failed(), tr("No payout failed in the last 7 days.")));
    right->addWidget(addSection(m_statements, u"statements"_s, tr("Statements ready"),
                                m_controller->statementsReady(),
                                tr("No statement became ready in the last 7 days.")));
    right->addStretch();
    auto *lists = static_cast<QHBoxLayout *>(m_listsArea->layout());
    lists->addLayout(left, 1);
    lists->addLayout(right, 1);
    delete m_listsLabel;
    m_listsLabel = nullptr;
    // Tab reaches them where it did when they were made with the page: after the balances table,
    // before Refresh (made later than both, they would otherwise come last).
    QWidget *previous = m_walletsTable;
    for (Section *section : {&m_waiting, &m_returned, &m_inFlight, &m_failed, &m_statements}) {
        section->list->setTabKeyNavigation(false); // as Page::ensureBuilt() does for every view
        setTabOrder(previous, section->list);
        previous = section->list;
    }
    setTabOrder(previous, m_refreshButton);
}

void OverviewPage::sessionChanged(session::Session *session)
{
    disconnect(m_sessionReady);
    m_controller->setProfileId(session ? session->profileId() : QString());
    if (session)
        m_sessionReady
            = connect(session, &session::Session::stateChanged, this, &OverviewPage::fetchWalletsIfDue);
    // After every page has the session (the Wallets page gives its model the new one).
    QTimer::singleShot(0, this, &OverviewPage::fetchWalletsIfDue);
}

void OverviewPage::load()
{
    // The wallets first: their answer is on its way while the store is read.
    if (m_walletsModel && m_walletsModel->session() && m_walletsModel->session()->isReady())
        m_walletsModel->refresh();
    if (m_controller->isStarted())
        m_controller->reload();
    else
        m_controller->start();
}

void OverviewPage::fetchWalletsIfDue()
{
    // The balances are fetched by the page in front; this one, when it is, fetches them once the
    // profile is connected (the minute's refresh then keeps them).
    if (!isCurrent() || !m_walletsModel || m_walletsModel->state() != models::WalletsModel::State::Idle)
        return;
    if (m_walletsModel->session() && m_walletsModel->session()->isReady())
        m_walletsModel->refresh();
}

void OverviewPage::updateView()
{
    StatePanel *panel = statePanel();
    if (m_controller->state() == OverviewController::State::Failed)
        panel->showBanner(withRemedySentence(m_controller->lastError().message(), Remedy::None));
    else
        panel->hideBanner();
    panel->showContent();
    showSections();
    fetchWalletsIfDue();
}

void OverviewPage::showSection(Section &section)
{
    if (!section.list)
        return;
    const bool empty = section.list->model()->rowCount() == 0;
    section.list->setVisible(!empty);
    section.empty->setVisible(empty);
    if (!empty)
        fitHeight(section.list);
}

void OverviewPage::showSections()
{
    if (!isBuilt() || !m_listsArea)
        return;
    if (!m_waiting.box) {
        if (m_controller->state() != OverviewController::State::Loaded) {
            // Being read: said so, and no list claims "nothing" meanwhile. Not read (no profile)
            // or it could not be (the banner says why): nothing.
            m_listsLabel->setVisible(m_controller->state() == OverviewController::State::Loading);
            return;
        }
        buildSections();
    }
    using Audience = OverviewController::Audience;
    const Audience audience = m_controller->audience();
    auto *waiting = static_cast<QGroupBox *>(m_waiting.box);
    auto *returned = static_cast<QGroupBox *>(m_returned.box);
    waiting->setVisible(audience == Audience::Approver || audience == Audience::Nobody);
    returned->setVisible(audience == Audience::Maker || audience == Audience::Nobody);
    // Nobody signed in: everybody's, said so.
    const bool mine = audience != Audience::Nobody;
    waiting->setTitle(mine ? tr("Waiting for your approval") : tr("Waiting for approval"));
    returned->setTitle(mine ? tr("Returned to you") : tr("Returned to their makers"));
    m_waiting.list->setAccessibleName(waiting->title());
    m_returned.list->setAccessibleName(returned->title());
    m_waiting.empty->setText(mine ? tr("Nothing waits for your approval.")
                                  : tr("Nothing waits for approval."));
    m_returned.empty->setText(mine ? tr("Nothing was returned to you.")
                                   : tr("Nothing was returned to its maker."));
    for (Section *section : {&m_waiting, &m_returned, &m_inFlight, &m_failed, &m_statements})
        showSection(*section);
}

void OverviewPage::showWallets()
{
    if (!m_walletsTable || !m_walletsModel)
        return;
    using State = models::WalletsModel::State;
    const bool hasRows = m_controller->wallets()->rowCount() > 0;
    m_walletsTable->setVisible(hasRows);
    if (hasRows)
        fitHeight(m_walletsTable);
    QString text;
    bool error = false;
    switch (m_walletsModel->state()) {
    case State::Idle:
        text = hasRows ? QString() : tr("The balances are read once the profile is connected.");
        break;
    case State::Loading:
        text = hasRows ? QString() : tr("Loading the balances\u2026");
        break;
    case State::Failed:
        text = tr("The balances could not be refreshed: %1")
                   .arg(withRemedySentence(m_walletsModel->lastError().userMessage(),
                                           m_walletsModel->lastError().remedy()));
        error = true;
        break;
    case State::Loaded:
        text = hasRows ? QString() : tr("This account has no active wallets yet.");
        break;
    }
    QStringList low;
    for (int row = 0; row < m_controller->wallets()->rowCount(); ++row) {
        if (m_controller->wallets()->isBelowAlert(row))
            low << m_controller->wallets()->displayName(row);
    }
    m_lowBalanceLabel->setText(
        tr("Under the alert level: %1. Fund it before its payouts fail.", nullptr, int(low.size()))
            .arg(QLocale().createSeparatedList(low)));
    m_lowBalanceLabel->setVisible(!low.isEmpty());
    if (!low.isEmpty())
        style::setErrorText(m_lowBalanceLabel, true);
    m_walletsLabel->setText(text);
    m_walletsLabel->setVisible(!text.isEmpty());
    style::setErrorText(m_walletsLabel, error);
}

} // namespace paydesk::ui
