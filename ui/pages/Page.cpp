// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/Page.h"

#include "PageIcons.h"
#include "Style.h"
#include "widgets/StatePanel.h"

#include <QAbstractItemView>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QShowEvent>
#include <QVBoxLayout>

namespace paydesk::ui {

using session::Session;

namespace {

// The page's icon beside its title: drawn when it is painted, in the palette of the moment (dark
// mode, high contrast) and at the screen's scale; nothing is drawn before the window is. A
// decoration: the title beside it names the page.
class TitleIcon : public QWidget
{
public:
    TitleIcon(const QIcon &icon, int side, QWidget *parent)
        : QWidget(parent)
        , m_icon(icon)
    {
        setFixedSize(side, side);
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        m_icon.paint(&painter, rect());
    }

private:
    QIcon m_icon;
};

} // namespace

Page::Page(const PageInfo &info, QWidget *parent)
    : QWidget(parent)
    , m_info(info)
{
    setObjectName(info.objectName);
}

Page::~Page() = default;

QIcon Page::icon() const
{
    return icons::pageIcon(iconName());
}

void Page::setContent(QWidget *content)
{
    Q_ASSERT(!m_panel);
    m_titleLabel = new QLabel(title(), this);
    m_titleLabel->setObjectName(QStringLiteral("pageTitleLabel"));
    style::setPageHeading(m_titleLabel);
    m_header = new QHBoxLayout;
    m_header->setSpacing(style::itemSpacing);
    if (const QIcon pageIcon = icon(); !pageIcon.isNull()) {
        // As tall as the title's line, at every scale.
        auto *iconWidget = new TitleIcon(pageIcon, m_titleLabel->fontMetrics().height(), this);
        iconWidget->setObjectName(QStringLiteral("pageTitleIcon"));
        m_header->addWidget(iconWidget);
        m_header->addSpacing(style::itemSpacing / 2);
    }
    m_header->addWidget(m_titleLabel);
    m_header->addStretch();

    // In a scroll area that shows scroll bars only when the window is smaller than the page
    // needs (200 % on a laptop's screen): the page never makes the window taller than the screen,
    // and nothing of it is cut off out of reach.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("pageScrollArea"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setFocusPolicy(Qt::NoFocus); // Tab goes to the page's controls, not to their frame
    m_panel = new StatePanel(content, scroll);
    scroll->setWidget(m_panel);
    connect(m_panel, &StatePanel::retryRequested, this, [this] {
        if (m_session && m_session->isReady())
            retry();
        else
            refresh();
    });
    connect(m_panel, &StatePanel::settingsRequested, this, &Page::settingsRequested);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(style::pageMargin, style::pageMargin, style::pageMargin, style::pageMargin);
    layout->setSpacing(style::sectionSpacing);
    layout->addLayout(m_header);
    layout->addWidget(scroll, 1);
}

void Page::ensureBuilt()
{
    if (m_panel)
        return;
    buildContent();
    Q_ASSERT(m_panel); // buildContent() called setContent()
    // Tab leaves a table for the next control; the arrows move inside it. (A QTableView's own Tab
    // goes from cell to cell: someone without a mouse would never get past it.)
    for (QAbstractItemView *view : findChildren<QAbstractItemView *>())
        view->setTabKeyNavigation(false);
    updateState();
}

void Page::showEvent(QShowEvent *event)
{
    ensureBuilt();
    QWidget::showEvent(event);
}

void Page::addHeaderWidget(QWidget *widget)
{
    m_header->addWidget(widget);
}

void Page::setSession(Session *session)
{
    if (m_sessionConnection)
        disconnect(m_sessionConnection);
    m_session = session;
    m_loadDue = session != nullptr;
    sessionChanged(session);
    if (session)
        m_sessionConnection = connect(session, &Session::stateChanged, this, &Page::onSessionState);
    onSessionState();
}

void Page::setCurrent(bool current)
{
    m_current = current;
    loadIfDue();
}

void Page::refresh()
{
    ensureBuilt(); // as loadIfDue() does
    if (!needsConnection()) {
        load();
        return;
    }
    if (!m_session)
        return;
    switch (m_session->state()) {
    case Session::State::Ready:
        m_loadDue = false;
        m_loadedOnce = true;
        load();
        return;
    case Session::State::Connecting:
    case Session::State::Closed:
        return; // it loads once connected; a removed profile has nothing to load
    case Session::State::NoKey:
    case Session::State::KeychainFailed:
    case Session::State::Failed:
        m_session->reconnect(); // the keychain may be open now, the port free
        return;
    }
}

void Page::onSessionState()
{
    if (m_session && m_session->state() == Session::State::Connecting)
        m_loadDue = true; // connecting again (a new key): load again once ready
    updateState();
    loadIfDue();
}

void Page::loadIfDue()
{
    // A page that needs no connection (the audit log, the operators) loads the first time it is
    // in view, whatever state the profile's session is in.
    if (!needsConnection() && !m_loadedOnce)
        m_loadDue = true;
    if (!m_current || !m_loadDue)
        return;
    if (needsConnection() && !(m_session && m_session->isReady()))
        return;
    m_loadDue = false;
    m_loadedOnce = true;
    // A page in view before its first show (the one Paydesk starts on) is built before it loads
    // when load() reads its controls (History's period), or else just after it has asked.
    if (loadReadsControls())
        ensureBuilt();
    load();
    ensureBuilt();
}

void Page::updateState()
{
    if (!m_panel)
        return;
    if (!needsConnection() || (m_session && m_session->isReady()))
        return updateView();
    if (!m_session)
        return m_panel->showError(tr("No profile is in use."), StatePanel::Action::None);
    switch (m_session->state()) {
    case Session::State::Ready:
        break;
    case Session::State::Connecting:
        m_panel->showLoading(tr("Connecting\u2026"));
        break;
    case Session::State::NoKey:
    case Session::State::KeychainFailed:
    case Session::State::Failed:
    case Session::State::Closed: {
        const QString message = m_session->message().isEmpty() ? tr("Not connected.") : m_session->message();
        switch (m_session->remedy()) {
        case Remedy::OpenSettings:
        case Remedy::CheckKey:
            m_panel->showError(message, StatePanel::Action::OpenSettings);
            break;
        case Remedy::RetryLater:
            m_panel->showError(message, StatePanel::Action::TryAgain);
            break;
        case Remedy::None:
        case Remedy::ContactSupport:
        case Remedy::UpdatePaydesk:
        case Remedy::RestoreBackup:
            m_panel->showError(message, StatePanel::Action::None);
            break;
        }
        break;
    }
    }
}

} // namespace paydesk::ui
