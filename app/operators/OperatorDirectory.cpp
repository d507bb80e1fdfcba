// SPDX-License-Identifier: GPL-3.0-or-later
#include "operators/OperatorDirectory.h"

#include "store/ApprovalRuleStore.h"
#include "store/SigningKeys.h"
#include "store/StoreCall.h"

namespace paydesk::operators {

using store::AuthenticatedOperator;
using store::Operators;

OperatorDirectory::OperatorDirectory(store::Operators *operators, store::ApprovalRuleStore *rules)
    : m_operators(operators)
    , m_rules(rules)
{ }

void OperatorDirectory::list(QObject *context, Done<store::StoreResult<QList<Operator>>> done) const
{
    Operators *operators = m_operators;
    store::postCall(
        operators->store(), context, [operators] { return operators->list(); }, std::move(done));
}

void OperatorDirectory::readAll(QObject *context, Done<Lists> done) const
{
    Q_ASSERT(m_rules);
    Operators *operators = m_operators;
    store::ApprovalRuleStore *rules = m_rules;
    store::postCall(
        operators->store(), context,
        [operators, rules] {
            Lists lists;
            lists.people = operators->list();
            lists.rules = rules->rules();
            lists.keys = store::SigningKeys(operators->store()).all();
            return lists;
        },
        std::move(done));
}

void OperatorDirectory::signIn(const QString &id, const QString &passphrase, QObject *context,
                               Done<store::AuthResult> done) const
{
    Operators *operators = m_operators;
    store::postCall(
        operators->store(), context,
        [operators, id, passphrase] { return operators->authenticate(id, passphrase); }, std::move(done));
}

void OperatorDirectory::setUpFirstAdministrator(const Operators::NewOperator &spec, const QString &passphrase,
                                                QObject *context, Done<FirstAdministrator> done) const
{
    Operators *operators = m_operators;
    store::postCall(
        operators->store(), context,
        [operators, spec, passphrase] {
            FirstAdministrator result;
            result.added = operators->addFirstAdministrator(spec, passphrase);
            if (result.added.ok())
                result.auth = operators->authenticate(spec.id, passphrase);
            return result;
        },
        std::move(done));
}

void OperatorDirectory::add(const AuthenticatedOperator &actor, const Operators::NewOperator &spec,
                            const QString &passphrase, QObject *context, Done<OperatorResult> done) const
{
    Operators *operators = m_operators;
    store::postCall(
        operators->store(), context,
        [operators, actor, spec, passphrase] { return operators->add(actor, spec, passphrase); },
        std::move(done));
}

void OperatorDirectory::change(const AuthenticatedOperator &actor, const QString &id, qint64 revision,
                               const QString &displayName, Operator::Role role, bool administrator,
                               QObject *context, Done<OperatorResult> done) const
{
    Operators *operators = m_operators;
    store::postCall(
        operators->store(), context,
        [operators, actor, id, revision, displayName, role, administrator] {
            return operators->change(actor, id, revision, displayName, role, administrator);
        },
        std::move(done));
}

void OperatorDirectory::setDisabled(const AuthenticatedOperator &actor, const QString &id, qint64 revision,
                                    bool disabled, QObject *context, Done<OperatorResult> done) const
{
    Operators *operators = m_operators;
    store::postCall(
        operators->store(), context,
        [operators, actor, id, revision, disabled] {
            return operators->setDisabled(actor, id, revision, disabled);
        },
        std::move(done));
}

void OperatorDirectory::resetPassphrase(const AuthenticatedOperator &actor, const QString &id,
                                        const QString &passphrase, QObject *context,
                                        Done<OperatorResult> done) const
{
    Operators *operators = m_operators;
    store::postCall(
        operators->store(), context,
        [operators, actor, id, passphrase] { return operators->changePassphrase(actor, id, passphrase); },
        std::move(done));
}

void OperatorDirectory::changeOwnPassphrase(const AuthenticatedOperator &actor, const QString &current,
                                            const QString &passphrase, QObject *context,
                                            Done<OwnPassphrase> done) const
{
    Operators *operators = m_operators;
    store::postCall(
        operators->store(), context,
        [operators, actor, current, passphrase] {
            // The store wants a person proven now: the current passphrase is checked again.
            OwnPassphrase result;
            result.auth = operators->authenticate(actor.id(), current, Operators::Purpose::PassphraseChange);
            if (result.auth.ok())
                // With the current one: their signing key is rewrapped, the same key.
                result.changed = operators->changePassphrase(*result.auth.authenticated, actor.id(),
                                                             passphrase, current);
            return result;
        },
        std::move(done));
}

void OperatorDirectory::setRule(const AuthenticatedOperator &actor, const ApprovalRule &rule, qint64 revision,
                                QObject *context, Done<store::StoreResult<ApprovalRule>> done) const
{
    Q_ASSERT(m_rules);
    store::ApprovalRuleStore *rules = m_rules;
    store::postCall(
        rules->store(), context,
        [rules, actor, rule, revision] { return rules->setRule(actor, rule, revision); }, std::move(done));
}

void OperatorDirectory::removeRule(const AuthenticatedOperator &actor, const QString &currency,
                                   qint64 revision, QObject *context,
                                   Done<store::StoreResult<void>> done) const
{
    Q_ASSERT(m_rules);
    store::ApprovalRuleStore *rules = m_rules;
    store::postCall(
        rules->store(), context,
        [rules, actor, currency, revision] { return rules->removeRule(actor, currency, revision); },
        std::move(done));
}

void OperatorDirectory::vouch(const AuthenticatedOperator &actor, const QString &keyId,
                              const QString &passphrase, QObject *context, Done<Vouching> done) const
{
    Operators *operators = m_operators;
    store::postCall(
        operators->store(), context,
        [operators, actor, keyId, passphrase] {
            Vouching result;
            if (passphrase.isEmpty()) {
                result.vouched = operators->vouch(actor, keyId);
                return result;
            }
            result.auth = operators->authenticate(actor.id(), passphrase);
            if (result.auth->ok())
                result.vouched = operators->vouch(*result.auth->authenticated, keyId);
            return result;
        },
        std::move(done));
}

} // namespace paydesk::operators
