// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The operators and the approval rules of the installation, as a front end uses them: every call
// runs on the store's worker thread (store::postCall(): a passphrase hash takes a noticeable
// fraction of a second and 128 MiB, never on the UI thread) and answers `done` on the thread of
// `context`, unless `context` was destroyed meanwhile (the call itself is not undone then).
//
// A value of two pointers: copy it freely. The store::Operators and store::ApprovalRuleStore must
// outlive the calls posted (AppContext waits for them). The Sign-in, Operator and Approval rule
// dialogs, the Operators page and the command-line tool call the store through it.

#include "operators/ApprovalRule.h"
#include "operators/KeyRecord.h"
#include "operators/Operator.h"
#include "store/Operators.h"
#include "store/StoreResult.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

class QObject;

namespace paydesk::store {
class ApprovalRuleStore;
}

namespace paydesk::operators {

class OperatorDirectory
{
public:
    template<typename T> using Done = std::function<void(const T &)>;
    using OperatorResult = store::StoreResult<Operator>;

    // The lists, read in one call: the people, the rules, and the signing keys (store::
    // SigningKeys::all(): every operator's, those revoked too).
    struct Lists
    {
        store::StoreResult<QList<Operator>> people = QList<Operator>();
        store::StoreResult<ApprovalRules> rules = ApprovalRules();
        store::StoreResult<QList<OperatorKey>> keys = QList<OperatorKey>();
    };
    // An administrator's vouch for another operator's key: `auth` when their passphrase was asked
    // for (they had no unlocked key: its AuthenticatedOperator now holds one, for the window to
    // keep), then the vouch itself when that went well.
    struct Vouching
    {
        std::optional<store::AuthResult> auth;
        std::optional<store::StoreResult<OperatorKey>> vouched;
    };
    // Setting up the first administrator: the operator made, then their sign-in.
    struct FirstAdministrator
    {
        OperatorResult added = store::StoreError(store::StoreError::Kind::Failed, QString());
        store::AuthResult auth;
    };
    // Changing one's own passphrase: the current one checked first, then the change (when it was right).
    struct OwnPassphrase
    {
        store::AuthResult auth;
        std::optional<OperatorResult> changed;
    };

    // `rules` may be null for a caller that uses no rule (sign-in, operator dialog).
    explicit OperatorDirectory(store::Operators *operators = nullptr,
                               store::ApprovalRuleStore *rules = nullptr);

    bool isValid() const { return m_operators != nullptr; }

    void list(QObject *context, Done<store::StoreResult<QList<Operator>>> done) const;
    // The operators and the rules (needs the rule store).
    void readAll(QObject *context, Done<Lists> done) const;
    void signIn(const QString &id, const QString &passphrase, QObject *context,
                Done<store::AuthResult> done) const;
    void setUpFirstAdministrator(const store::Operators::NewOperator &spec, const QString &passphrase,
                                 QObject *context, Done<FirstAdministrator> done) const;
    void add(const store::AuthenticatedOperator &actor, const store::Operators::NewOperator &spec,
             const QString &passphrase, QObject *context, Done<OperatorResult> done) const;
    void change(const store::AuthenticatedOperator &actor, const QString &id, qint64 revision,
                const QString &displayName, Operator::Role role, bool administrator, QObject *context,
                Done<OperatorResult> done) const;
    void setDisabled(const store::AuthenticatedOperator &actor, const QString &id, qint64 revision,
                     bool disabled, QObject *context, Done<OperatorResult> done) const;
    // An administrator sets another operator's passphrase (a forgotten one).
    void resetPassphrase(const store::AuthenticatedOperator &actor, const QString &id,
                         const QString &passphrase, QObject *context, Done<OperatorResult> done) const;
    // The operator signed in changes their own, proving the current one again.
    void changeOwnPassphrase(const store::AuthenticatedOperator &actor, const QString &current,
                             const QString &passphrase, QObject *context, Done<OwnPassphrase> done) const;
    // An administrator vouches for the key `keyId` (store::Operators::vouch()), signed with the key
    // unlocked at their sign-in (actor.signingKey()); with `passphrase` given, they are
    // authenticated again first and sign with the key that unlocks (a team's sign-in by its login
    // unlocks none).
    void vouch(const store::AuthenticatedOperator &actor, const QString &keyId, const QString &passphrase,
               QObject *context, Done<Vouching> done) const;
    // Adds (`revision` 0) or changes a currency's rule.
    void setRule(const store::AuthenticatedOperator &actor, const ApprovalRule &rule, qint64 revision,
                 QObject *context, Done<store::StoreResult<ApprovalRule>> done) const;
    void removeRule(const store::AuthenticatedOperator &actor, const QString &currency, qint64 revision,
                    QObject *context, Done<store::StoreResult<void>> done) const;

private:
    store::Operators *m_operators;
    store::ApprovalRuleStore *m_rules;
};

} // namespace paydesk::operators
