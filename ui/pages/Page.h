// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The contract of a page of the main window: a title and a shortcut for the navigation, whether
// it needs a connected profile, and refresh(). The window hands every page the session of the
// profile in view (setSession()) and says which page is in front (setCurrent()).
//
// A page is built in three steps: the navigation shows its PageInfo (its static info()) before it
// exists; the window makes the page, whose constructor makes its model, when the page is first
// needed (the page in front at start-up with the window, the others once the window is on the
// screen); and its widgets are made the first time they are shown (ensureBuilt()). So the page in
// front at start-up asks the service before any widget is made, and a page never opened costs
// only its model.
//
// The base does what every page does the same way: a title row (its icon and title in the heading
// style of ui/Style, with the page's header widgets on the right), the one StatePanel around the
// page's content, the connection state of the profile in view said where the content would be
// (Connecting…, no key with Open Settings, a local sandbox that could not start with Try again),
// and the first load once the profile is ready and the page is in front. A page's own logic lives
// in its model or controller in app/; the page shows it.

#include "session/Session.h"

#include <QIcon>
#include <QKeySequence>
#include <QPointer>
#include <QWidget>

class QHBoxLayout;
class QLabel;

namespace paydesk::ui {

class StatePanel;

// What the navigation shows of a page, known before the page is made (each page's static info();
// MainWindow makes the pages not in front once the window is on the screen).
struct PageInfo
{
    QString objectName; // "walletsPage"
    QString title;
    QKeySequence shortcut;
    // In icons::pageIconNames() ("wallets"): shown in the navigation and beside the title; also the
    // page's name in file names (docs/screenshots/wallets-100-light.png).
    QString iconName;
};

class Page : public QWidget
{
    Q_OBJECT
public:
    explicit Page(const PageInfo &info, QWidget *parent = nullptr);
    ~Page() override;

    QString title() const { return m_info.title; }
    QKeySequence shortcut() const { return m_info.shortcut; }
    QString iconName() const { return m_info.iconName; }
    QIcon icon() const;
    virtual bool needsConnection() const { return true; }

    // The profile in view: the page forgets what it showed of the previous one at once.
    void setSession(session::Session *session);
    session::Session *session() const { return m_session; }
    // In front or not: a page loads when it is first in front with a ready session.
    void setCurrent(bool current);
    bool isCurrent() const { return m_current; }

    // F5, Refresh, Retry, Try again: loads again when the profile is connected, connects again
    // when it could not connect, and does nothing while it connects (it loads once connected).
    // A page that needs no connection loads again at once.
    void refresh();

    StatePanel *statePanel() const { return m_panel; }
    // Makes the page's widgets if they are not made yet (buildContent()).
    void ensureBuilt();
    bool isBuilt() const { return m_panel != nullptr; }

Q_SIGNALS:
    void settingsRequested();
    // The page needs someone signed in (MainWindow::requestSignIn() answers it).
    void signInRequested();

protected:
    // Makes the page's widgets: calls setContent() once, and addHeaderWidget() as it needs.
    virtual void buildContent() = 0;
    void showEvent(QShowEvent *event) override;
    // From buildContent(): the content (a table) inside the state panel.
    void setContent(QWidget *content);
    void addHeaderWidget(QWidget *widget);

    // Bind the models to `session` (nullptr: none), forgetting the previous one's rows.
    virtual void sessionChanged(session::Session *session) = 0;
    // The session is ready and the page in front: ask the service.
    virtual void load() = 0;
    // Whether load() reads the page's controls (History's period, a filter): then the page in front
    // at start-up is built before it loads. A page whose load() asks only its model (the wallets)
    // asks first and builds its widgets while the answer is on its way: the first widgets of a
    // process cost tens of milliseconds (the style, the fonts), longer than the answer.
    virtual bool loadReadsControls() const { return true; }
    // After an error with Retry (default: load()).
    virtual void retry() { load(); }
    // Connected and built: show the model's state in the panel (rows, loading, empty, error).
    virtual void updateView() = 0;
    // Call when what updateView() shows changed; a connection problem comes first. Does nothing
    // until the page is built.
    void updateState();

private:
    void onSessionState();
    void loadIfDue();

    const PageInfo m_info;
    QPointer<session::Session> m_session;
    QMetaObject::Connection m_sessionConnection;
    QLabel *m_titleLabel = nullptr;
    QHBoxLayout *m_header = nullptr;
    StatePanel *m_panel = nullptr;
    bool m_current = false;
    bool m_loadDue = false; // a ready session that this page has not loaded from yet
    bool m_loadedOnce = false;
};

} // namespace paydesk::ui
