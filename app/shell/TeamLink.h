// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Whether this workstation hears the team database (store::ChangeListener), for a front end that
// says so where the person looks (the main window's banner): lost from the listener's
// connectionLost() until its connectionBack(). What is on screen stays meanwhile; the views read
// again when the database is back (ChangeListener::catchUp()). Without a listener (a SQLite store:
// one workstation) it is never lost. A front end holds this instead of the listener (no widget
// includes a store header).

#include <QObject>
#include <QString>

namespace paydesk::store {
class ChangeListener;
}

namespace paydesk::shell {

class TeamLink : public QObject
{
    Q_OBJECT
public:
    // `changes` (may be nullptr) must outlive this object.
    explicit TeamLink(store::ChangeListener *changes, QObject *parent = nullptr);

    bool isLost() const { return m_lost; }
    // What the person reads while lost (translated).
    static QString lostMessage();

Q_SIGNALS:
    void changed(); // lost, or back

private:
    void setLost(bool lost);

    bool m_lost = false;
};

} // namespace paydesk::shell
