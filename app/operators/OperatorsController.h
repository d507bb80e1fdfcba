// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Operators page without its widgets: the operators of the installation (by name shown, then
// sign-in name), the approval rules and the signing keys, read together on the store's thread
// (OperatorDirectory::readAll()). A reload() asked while one runs reads once more when it is done.
// loaded() once a read is in: operators(), rules() and keys() hold it, or error() says why not
// (what was read before stays). The changes themselves go through directory().
//
// Other workstations (a team database, followChangesOf()): an operator, a rule or a key changed
// anywhere (tables operators, approval_rules, operator_keys) makes it read again, at most once per
// Throttle::defaultInterval; and when the database is back after a loss. On a single workstation
// the page reads again after its own changes, when it is shown, and when someone signs in (a key
// made at a sign-in).

#include "core/ReadGuard.h"
#include "operators/ApprovalRule.h"
#include "operators/KeyStanding.h"
#include "operators/Operator.h"
#include "operators/OperatorDirectory.h"

#include <QList>
#include <QObject>

#include <optional>

namespace paydesk::store {
class ChangeListener;
}
namespace paydesk {
class Throttle;
}

namespace paydesk::operators {

class OperatorsController : public QObject
{
    Q_OBJECT
public:
    explicit OperatorsController(const OperatorDirectory &directory, QObject *parent = nullptr);

    const OperatorDirectory &directory() const { return m_directory; }
    // `changes` must outlive this object.
    void followChangesOf(store::ChangeListener *changes);

    void reload();
    bool isLoading() const { return m_reads.isReading(); }
    // Whether a read ever succeeded.
    bool hasLoaded() const { return m_loaded; }
    // Why the last read failed; empty when it read.
    QString error() const { return m_error; }

    const QList<Operator> &operators() const { return m_operators; }
    const QList<ApprovalRule> &rules() const { return m_rules; }
    std::optional<Operator> findOperator(const QString &id) const;
    std::optional<ApprovalRule> findRule(const QString &currency) const;
    QStringList currenciesWithRule() const;
    // Every operator's signing keys (revoked ones too), and where one's stands.
    const QList<OperatorKey> &keys() const { return m_keys; }
    KeyStanding keyStanding(const QString &operatorId) const;
    // The name shown of a login (the login itself when it is not among the operators read).
    QString nameOf(const QString &operatorId) const;

Q_SIGNALS:
    void loadingChanged();
    void loaded();

private:
    OperatorDirectory m_directory;
    QList<Operator> m_operators;
    QList<ApprovalRule> m_rules;
    QList<OperatorKey> m_keys;
    Throttle *m_remote = nullptr; // other workstations' changes, folded
    QString m_error;
    ReadGuard m_reads; // one read at a time, one more for the changes during it
    bool m_loaded = false;
};

} // namespace paydesk::operators
