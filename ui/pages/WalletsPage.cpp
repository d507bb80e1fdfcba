// SPDX-License-Identifier: GPL-3.0-or-later
#include "WalletsPage.h"

#include "RemedyText.h"
#include "models/WalletsModel.h"

#include <QFrame>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace paydesk::ui {

WalletsPage::WalletsPage(models::WalletsModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("walletsPage"));
    auto *title = new QLabel(tr("Wallets"), this);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    title->setFont(titleFont);

    m_updatedLabel = new QLabel(this);
    m_updatedLabel->setObjectName(QStringLiteral("updatedLabel"));
    auto *refreshButton = new QPushButton(tr("Refresh"), this);
    refreshButton->setObjectName(QStringLiteral("refreshButton"));
    refreshButton->setToolTip(tr("Reload the balances (F5)"));
    connect(refreshButton, &QPushButton::clicked, this, &WalletsPage::refreshRequested);

    auto *header = new QHBoxLayout;
    header->addWidget(title);
    header->addStretch();
    header->addWidget(m_updatedLabel);
    header->addWidget(refreshButton);

    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(model);
    proxy->setSortRole(models::WalletsModel::SortRole);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("walletsTable"));
    m_table->setModel(proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(models::WalletsModel::CurrencyColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    QFont mono = m_table->font();
    mono.setStyleHint(QFont::Monospace);
    mono.setFamilies(
        {QStringLiteral("DejaVu Sans Mono"), QStringLiteral("Consolas"), QStringLiteral("Menlo")});
    m_table->setFont(mono);

    auto *messagePanel = new QWidget(this);
    m_messageLabel = new QLabel(messagePanel);
    m_messageLabel->setObjectName(QStringLiteral("messageLabel"));
    m_messageLabel->setWordWrap(true);
    m_messageLabel->setAlignment(Qt::AlignCenter);
    m_retryButton = new QPushButton(tr("Retry"), messagePanel);
    m_retryButton->setObjectName(QStringLiteral("retryButton"));
    connect(m_retryButton, &QPushButton::clicked, this, &WalletsPage::refreshRequested);
    m_settingsButton = new QPushButton(remedyActionText(paydesk::Remedy::OpenSettings), messagePanel);
    m_settingsButton->setObjectName(QStringLiteral("openSettingsButton"));
    connect(m_settingsButton, &QPushButton::clicked, this, &WalletsPage::settingsRequested);
    auto *messageLayout = new QVBoxLayout(messagePanel);
    messageLayout->addStretch();
    messageLayout->addWidget(m_messageLabel);
    messageLayout->addWidget(m_retryButton, 0, Qt::AlignHCenter);
    messageLayout->addWidget(m_settingsButton, 0, Qt::AlignHCenter);
    messageLayout->addStretch();

    m_banner = new QFrame(this);
    m_banner->setObjectName(QStringLiteral("staleBanner"));
    m_banner->setStyleSheet(QStringLiteral(
        "#staleBanner { background: #fff4e5; border: 1px solid #e0a040; border-radius: 4px; }"));
    m_bannerLabel = new QLabel(m_banner);
    m_bannerLabel->setObjectName(QStringLiteral("bannerLabel"));
    m_bannerLabel->setWordWrap(true);
    auto *bannerRetry = new QPushButton(tr("Retry"), m_banner);
    bannerRetry->setObjectName(QStringLiteral("bannerRetryButton"));
    connect(bannerRetry, &QPushButton::clicked, this, &WalletsPage::refreshRequested);
    auto *bannerLayout = new QHBoxLayout(m_banner);
    bannerLayout->addWidget(m_bannerLabel, 1);
    bannerLayout->addWidget(bannerRetry);
    m_banner->hide();

    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_table);
    m_stack->addWidget(messagePanel);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(m_banner);
    layout->addWidget(m_stack);

    connect(model, &models::WalletsModel::stateChanged, this, &WalletsPage::updateState);
    updateState();
}

void WalletsPage::setConnectionProblem(const QString &message, Remedy remedy)
{
    m_problem = message.isEmpty() ? tr("Not connected.") : message;
    m_remedy = remedy;
    updateState();
}

void WalletsPage::clearConnectionProblem()
{
    if (m_problem.isEmpty())
        return;
    m_problem.clear();
    updateState();
}

void WalletsPage::showMessage(const QString &text, QPushButton *button)
{
    m_messageLabel->setText(text);
    m_retryButton->setVisible(button == m_retryButton);
    m_settingsButton->setVisible(button == m_settingsButton);
    m_stack->setCurrentIndex(1);
}

void WalletsPage::updateState()
{
    using State = models::WalletsModel::State;
    const State state = m_model->state();
    const bool hasRows = m_model->rowCount() > 0;
    if (hasConnectionProblem()) {
        m_banner->hide();
        m_retryButton->setText(tr("Try again"));
        m_settingsButton->setText(remedyActionText(paydesk::Remedy::OpenSettings));
        showMessage(m_problem, m_remedy == Remedy::OpenSettings ? m_settingsButton : m_retryButton);
        return;
    }
    m_retryButton->setText(tr("Retry"));
    // The banner stays while a retry is under way, and goes once fresh figures are in.
    m_banner->setVisible((state == State::Failed || (state == State::Loading && m_banner->isVisibleTo(this)))
                         && hasRows);
    if (m_model->lastUpdated().isValid())
        m_updatedLabel->setText(
            tr("Updated %1").arg(QLocale().toString(m_model->lastUpdated().time(), QLocale::ShortFormat)));
    else
        m_updatedLabel->clear(); // another profile's time is not this one's
    if (state == State::Idle && !hasRows) {
        showMessage(tr("Connecting…"), nullptr);
    } else if (state == State::Loading && !hasRows) {
        showMessage(tr("Loading wallets…"), nullptr);
    } else if (state == State::Failed && hasRows) {
        // Keep the last balances in view, and say plainly that they may be out of date.
        m_bannerLabel->setText(
            tr("The balances could not be refreshed; these are from %1 and may be out of date.\n%2")
                .arg(QLocale().toString(m_model->lastUpdated().time(), QLocale::ShortFormat),
                     withRemedySentence(m_model->lastError().userMessage(), m_model->lastError().remedy())));
        m_stack->setCurrentIndex(0);
    } else if (state == State::Failed) {
        // A key or an address to mend in Settings: the way there is next to Retry, and says it.
        const paydesk::Remedy remedy = m_model->lastError().remedy();
        const QString why = m_model->lastError().userMessage();
        showMessage(tr("The wallets could not be loaded.\n%1")
                        .arg(remedyOpensSettings(remedy) ? why : withRemedySentence(why, remedy)),
                    m_retryButton);
        m_settingsButton->setText(remedyActionText(remedy));
        m_settingsButton->setVisible(remedyOpensSettings(remedy));
    } else if (state == State::Loaded && !hasRows) {
        showMessage(tr("This account has no active wallets yet. Wallets are opened by the payments "
                       "service; once one is funded it appears here."),
                    nullptr);
    } else {
        m_stack->setCurrentIndex(0);
    }
}

} // namespace paydesk::ui
