// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/StatePanel.h"

#include "RemedyText.h"
#include "widgets/StackedAdd.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace paydesk::ui {

using namespace Qt::StringLiterals;

StatePanel::StatePanel(QWidget *content, QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    , m_content(content)
{
    addToStackUnlaidOut(m_stack, content); // laid out when the page is shown, not now as well

    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(m_stack, 1);
}

void StatePanel::makeMessagePanel()
{
    // Made the first time a message is shown: a page that shows its content at once (the Overview
    // at start-up) never lays it out.
    if (m_messagePanel)
        return;
    m_messagePanel = new QWidget(this);
    m_messageLabel = new QLabel(m_messagePanel);
    m_messageLabel->setObjectName(u"messageLabel"_s);
    m_messageLabel->setWordWrap(true);
    m_messageLabel->setAlignment(Qt::AlignCenter);
    m_messageLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_retryButton = new QPushButton(tr("Retry"), m_messagePanel);
    m_retryButton->setObjectName(u"retryButton"_s);
    connect(m_retryButton, &QPushButton::clicked, this, &StatePanel::retryRequested);
    m_settingsButton = new QPushButton(remedyActionText(Remedy::OpenSettings), m_messagePanel);
    m_settingsButton->setObjectName(u"openSettingsButton"_s);
    connect(m_settingsButton, &QPushButton::clicked, this, &StatePanel::settingsRequested);
    auto *messageLayout = new QVBoxLayout(m_messagePanel);
    messageLayout->addStretch();
    messageLayout->addWidget(m_messageLabel);
    messageLayout->addWidget(m_retryButton, 0, Qt::AlignHCenter);
    messageLayout->addWidget(m_settingsButton, 0, Qt::AlignHCenter);
    messageLayout->addStretch();
    m_stack->addWidget(m_messagePanel);
    // In the Tab order where it was when it was made with the panel: right after the content.
    QWidget::setTabOrder(m_content, m_retryButton);
    QWidget::setTabOrder(m_retryButton, m_settingsButton);
}

void StatePanel::makeBanner()
{
    // Made the first time it is needed: most pages never show it, and its style sheet is a cost
    // at start-up.
    m_banner = new QFrame(this);
    m_banner->setObjectName(u"staleBanner"_s);
    m_banner->setStyleSheet(
        u"#staleBanner { background: #fff4e5; border: 1px solid #e0a040; border-radius: 4px; }"_s);
    m_bannerLabel = new QLabel(m_banner);
    m_bannerLabel->setObjectName(u"bannerLabel"_s);
    m_bannerLabel->setWordWrap(true);
    auto *bannerRetry = new QPushButton(tr("Retry"), m_banner);
    bannerRetry->setObjectName(u"bannerRetryButton"_s);
    connect(bannerRetry, &QPushButton::clicked, this, &StatePanel::retryRequested);
    auto *bannerLayout = new QHBoxLayout(m_banner);
    bannerLayout->addWidget(m_bannerLabel, 1);
    bannerLayout->addWidget(bannerRetry);
    m_layout->insertWidget(0, m_banner);
}

void StatePanel::showContent()
{
    m_stack->setCurrentWidget(m_content);
}

void StatePanel::showLoading(const QString &text)
{
    hideBanner();
    showMessage(text, false, false);
}

void StatePanel::showEmpty(const QString &text)
{
    hideBanner();
    showMessage(text, false, false);
}

void StatePanel::showError(const QString &text, Action action)
{
    hideBanner();
    makeMessagePanel();
    m_retryButton->setText(action == Action::TryAgain ? tr("Try again") : tr("Retry"));
    m_settingsButton->setText(remedyActionText(Remedy::OpenSettings));
    showMessage(text, action == Action::Retry || action == Action::TryAgain, action == Action::OpenSettings);
}

void StatePanel::showFailure(const QString &what, const api::ApiError &error)
{
    hideBanner();
    const Remedy remedy = error.remedy();
    const bool settings = remedyOpensSettings(remedy);
    const QString why = error.userMessage();
    makeMessagePanel();
    m_retryButton->setText(tr("Retry"));
    m_settingsButton->setText(remedyActionText(remedy));
    // A remedy with a button is offered by the button; any other is said.
    showMessage(what + u'\n' + (settings ? why : withRemedySentence(why, remedy)), true, settings);
}

void StatePanel::showBanner(const QString &text)
{
    if (!m_banner)
        makeBanner();
    m_bannerLabel->setText(text);
    m_banner->show();
    showContent();
}

void StatePanel::hideBanner()
{
    if (m_banner)
        m_banner->hide();
}

bool StatePanel::isShowingContent() const
{
    return m_stack->currentWidget() == m_content;
}

bool StatePanel::isBannerShown() const
{
    return m_banner && m_banner->isVisibleTo(this);
}

QString StatePanel::messageText() const
{
    return m_messageLabel ? m_messageLabel->text() : QString();
}

void StatePanel::showMessage(const QString &text, bool retry, bool settings)
{
    makeMessagePanel();
    m_messageLabel->setText(text);
    m_retryButton->setVisible(retry);
    m_settingsButton->setVisible(settings);
    m_stack->setCurrentWidget(m_messagePanel);
}

} // namespace paydesk::ui
