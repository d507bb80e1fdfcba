// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Whether the local database keeps Paydesk's records, for a front end that says so (the main
// window's status bar): a problem when the store could not open or an audit entry could not be
// written, cleared when the store opens or an entry is written again; and a problem that stays
// while it is so when the audit log's check finds it changed outside Paydesk
// (audit::AuditIntegrity: the check since the last whole verification after start, or a whole one). opened()
// is the store's own, for what waits for the database (the sign-in at start). A front end holds this instead
// of the store and the audit log themselves (no widget includes a store header).

#include "core/Remedy.h"

#include <QObject>
#include <QString>

namespace paydesk {
class AppContext;
}

namespace paydesk::shell {

class StoreStatus : public QObject
{
    Q_OBJECT
public:
    // `context` must outlive this object.
    explicit StoreStatus(const AppContext &context, QObject *parent = nullptr);

    // A problem is in view: what failed and why (translated), and its remedy.
    bool hasProblem() const { return !problemMessage().isEmpty(); }
    // The database's own problem first; else a break of the audit log's chain.
    QString problemMessage() const { return m_message.isEmpty() ? m_auditProblem : m_message; }
    Remedy problemRemedy() const { return m_message.isEmpty() ? Remedy::None : m_remedy; }

Q_SIGNALS:
    void problemChanged(); // a problem came, or went
    void opened(); // the store opened (each time it does)

private:
    void setProblem(const QString &message, Remedy remedy);

    QString m_message;
    Remedy m_remedy = Remedy::None;
    QString m_auditProblem;
};

} // namespace paydesk::shell
