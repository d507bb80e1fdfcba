// SPDX-License-Identifier: GPL-3.0-or-later
// Operators: signing in (authenticate(), unlockSigningKey(), checkPassphrase(), checkApproval()),
// its refusals in the audit log, and the rehash of an old passphrase hash. Reading and writing:
// Operators.cpp; the signing keys' life: OperatorKeys.cpp.
#include "store/Operators.h"

#include "operators/OperatorsLogging.h"
#include "store/AuditEntry.h"
#include "store/KeyRows.h"
#include "store/OperatorRows.h"
#include "store/Store.h"
#include "store/StoreTransaction.h"
#include "store/TeamWrites.h"

#include <QMetaEnum>
#include <QMutexLocker>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::store {

using operators::lcOperators;
using operators::Operator;
using operators::OperatorKey;
using operators::PassphraseHash;
using operators::SigningKey;
using Action = AuditEvent::Action;

QString AuthResult::message() const
{
    switch (outcome) {
    case Outcome::SignedIn:
        return {};
    case Outcome::UnknownOperator:
    case Outcome::WrongPassphrase:
        return tr("The operator or the passphrase is not right.");
    case Outcome::Disabled:
        return tr("This operator is disabled. An administrator can enable it again.");
    case Outcome::TooManyAttempts:
        return tr("Too many wrong passphrases in a row for this operator. Try again in %n second(s).",
                  nullptr, int(retryAfter.count()));
    case Outcome::StoreFailed:
        return storeError.message();
    }
    Q_UNREACHABLE();
    return {};
}

// --- authentication -----------------------------------------------------------------------------

void Operators::auditRefusal(const QString &id, const AuthResult &result, Purpose purpose)
{
    QString reason;
    switch (result.outcome) {
    case AuthResult::Outcome::WrongPassphrase:
        reason = u"wrong_passphrase"_s;
        break;
    case AuthResult::Outcome::UnknownOperator:
        reason = u"unknown_operator"_s;
        break;
    case AuthResult::Outcome::Disabled:
        reason = u"disabled"_s;
        break;
    case AuthResult::Outcome::TooManyAttempts:
        reason = u"locked"_s;
        break;
    default:
        return; // signed in, or the store failed (and could not record it either)
    }
    const QString purposeKey = purpose == Purpose::Approval ? u"approval"_s
        : purpose == Purpose::PassphraseChange              ? u"passphrase_change"_s
                                                            : u"sign_in"_s;
    QJsonObject detail {{u"operator_id"_s, id.left(64)}, {u"reason"_s, reason}, {u"for"_s, purposeKey}};
    if (result.failuresInARow > 0)
        detail.insert(u"failures_in_a_row"_s, result.failuresInARow);
    if (result.outcome == AuthResult::Outcome::TooManyAttempts)
        detail.insert(u"retry_after_seconds"_s, qint64(result.retryAfter.count()));
    const StoreResult<AuditEntry> entry
        = m_log->append(AuditEvent(Action::SignInRefused, operatorRows::installationWide(), detail, now()));
    if (!entry.ok())
        qCWarning(lcOperators).noquote()
            << "a refused passphrase of" << id << "was not recorded:" << entry.error().message();
}

AuthResult Operators::authenticate(const QString &id, const QString &passphrase, Purpose purpose)
{
    if (teamWrites::isTeam(m_store))
        return teamAuthenticate(id, passphrase, false, nullptr);
    AuthResult result = checkPassphrase(id, passphrase);
    auditRefusal(id, result, purpose);
    if (result.ok())
        attachKey(result, passphrase, false, nullptr); // OperatorKeys.cpp
    return result;
}

bool Operators::lockedOut(const QString &id, const QDateTime &time, AuthResult &result)
{
    QMutexLocker locker(&m_attemptsMutex);
    const Attempts attempts = m_attempts.value(id);
    if (attempts.lockedUntil.isValid() && time < attempts.lockedUntil) {
        result.outcome = AuthResult::Outcome::TooManyAttempts;
        result.retryAfter = std::chrono::seconds((time.msecsTo(attempts.lockedUntil) + 999) / 1000);
        qCInfo(lcOperators).noquote()
            << "sign-in of" << id << "refused: locked for" << result.retryAfter.count() << "s";
        return true;
    }
    return false;
}

void Operators::countFailure(const QString &id, const QDateTime &time, AuthResult &result)
{
    QMutexLocker locker(&m_attemptsMutex);
    Attempts &attempts = m_attempts[id];
    ++attempts.failures;
    result.failuresInARow = attempts.failures;
    if (attempts.failures >= freeAttempts) {
        const int doublings = std::min(attempts.failures - freeAttempts, 10);
        const auto lockout = std::min(firstLockout * (1 << doublings), longestLockout);
        attempts.lockedUntil = time.addSecs(lockout.count());
    }
}

AuthResult Operators::checkPassphrase(const QString &id, const QString &passphrase)
{
    AuthResult result;
    const QDateTime time = now();
    if (lockedOut(id, time, result))
        return result;

    const StoreResult<OperatorRow> row = [&]() -> StoreResult<OperatorRow> {
        const QString what = tr("The operator could not be read.");
        const StoreResult<QSqlDatabase> connection = m_store->connection();
        if (!connection.ok())
            return connection.error().prefixed(what);
        QSqlQuery q(connection.value());
        q.setForwardOnly(true);
        const StoreResult<std::optional<OperatorRow>> found
            = operatorRows::select(q, m_store->config(), id, what);
        if (!found.ok())
            return found.error();
        return found.value() ? *found.value() : OperatorRow();
    }();
    if (!row.ok()) {
        result.outcome = AuthResult::Outcome::StoreFailed;
        result.storeError = row.error();
        return result;
    }

    bool matches = false;
    if (row.value().op.id.isEmpty()) {
        // As long as for a known operator, so that the time does not tell which ids exist.
        static const QString dummy = PassphraseHash::hash(u"paydesk-no-such-operator"_s);
        PassphraseHash::verify(passphrase, dummy);
        result.outcome = AuthResult::Outcome::UnknownOperator;
    } else if (row.value().op.disabled) {
        result.outcome = AuthResult::Outcome::Disabled;
    } else {
        matches = PassphraseHash::verify(passphrase, row.value().passphraseHash);
        result.outcome = matches ? AuthResult::Outcome::SignedIn : AuthResult::Outcome::WrongPassphrase;
    }

    if (matches) {
        {
            QMutexLocker locker(&m_attemptsMutex);
            m_attempts.remove(id);
        }
        result.authenticated = AuthenticatedOperator(row.value().op);
        qCInfo(lcOperators).noquote() << "operator" << id << "signed in";
        if (PassphraseHash::needsRehash(row.value().passphraseHash, m_hashParameters))
            rehash(id, passphrase, row.value().passphraseHash);
        return result;
    }
    if (result.outcome == AuthResult::Outcome::UnknownOperator
        || result.outcome == AuthResult::Outcome::WrongPassphrase)
        countFailure(id, time, result);
    qCInfo(lcOperators).noquote() << "sign-in of" << id << "refused:"
                                  << QMetaEnum::fromType<AuthResult::Outcome>().valueToKey(
                                         int(result.outcome))
                                  << "(" << result.failuresInARow << "in a row)";
    return result;
}

// The approval path (Operators.h): the unwrap of the key in force is the proof.
Operators::UnlockedKey Operators::unlockSigningKey(const QString &id, const QString &passphrase,
                                                   Purpose purpose)
{
    UnlockedKey out;
    auto finish = [&] {
        if (out.auth.ok() && out.auth.authenticated)
            out.key = out.auth.authenticated->signingKey();
        return out;
    };
    if (teamWrites::isTeam(m_store)) {
        out.auth = teamAuthenticate(id, passphrase, true, &out.row);
        return finish();
    }
    const QDateTime time = now();
    if (lockedOut(id, time, out.auth)) {
        auditRefusal(id, out.auth, purpose);
        return out;
    }
    const QString what = tr("The operator could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok()) {
        out.auth.outcome = AuthResult::Outcome::StoreFailed;
        out.auth.storeError = connection.error().prefixed(what);
        return out;
    }
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    const StoreResult<std::optional<OperatorRow>> row = operatorRows::select(q, m_store->config(), id, what);
    if (!row.ok()) {
        out.auth.outcome = AuthResult::Outcome::StoreFailed;
        out.auth.storeError = row.error();
        return out;
    }
    q.finish();
    if (!row.value() || row.value()->op.disabled) {
        // checkPassphrase() says which, as long as for a known operator.
        out.auth = checkPassphrase(id, passphrase);
        auditRefusal(id, out.auth, purpose);
        return out;
    }
    const StoreResult<std::optional<OperatorKey>> current = keyRows::current(q, m_store->config(), id, what);
    if (!current.ok()) {
        out.auth.outcome = AuthResult::Outcome::StoreFailed;
        out.auth.storeError = current.error();
        return out;
    }
    if (!current.value()) {
        // No key yet: the passphrase hash proves the person, then their key is made.
        out.auth = checkPassphrase(id, passphrase);
        auditRefusal(id, out.auth, purpose);
        if (out.auth.ok())
            attachKey(out.auth, passphrase, true, &out.row);
        return finish();
    }
    QString why;
    std::optional<SigningKey> key
        = SigningKey::unwrap(current.value()->wrapped, passphrase,
                             operators::wrappingContext(id, current.value()->publicKey), &why);
    if (!key) {
        out.auth.outcome = AuthResult::Outcome::WrongPassphrase;
        countFailure(id, time, out.auth);
        auditRefusal(id, out.auth, purpose);
        return out;
    }
    {
        QMutexLocker locker(&m_attemptsMutex);
        m_attempts.remove(id);
    }
    out.auth.outcome = AuthResult::Outcome::SignedIn;
    out.auth.authenticated
        = AuthenticatedOperator(row.value()->op, std::make_shared<const SigningKey>(std::move(*key)));
    out.row = *current.value();
    qCInfo(lcOperators).noquote() << "signing key of" << id << "unlocked";
    return finish();
}

Operators::ApprovalCheck Operators::checkApproval(const QString &approverId, const QString &passphrase,
                                                  const QString &makerId, const Money &amount,
                                                  const operators::ApprovalRules &rules,
                                                  const QStringList &approvedBy)
{
    ApprovalCheck check;
    check.auth = authenticate(approverId, passphrase, Purpose::Approval);
    if (!check.auth.ok())
        return check;
    check.decision = operators::Permissions::canApprove(check.auth.authenticated->op(), makerId, amount,
                                                        rules.ruleFor(amount.currency()), approvedBy);
    return check;
}

void Operators::rehash(const QString &id, const QString &passphrase, const QString &oldHash)
{
    // Best effort: signing in does not depend on it; the next sign-in tries again.
    const QString newHash = PassphraseHash::hash(passphrase, m_hashParameters);
    const std::optional<PassphraseHash::Decoded> from = PassphraseHash::decode(oldHash);
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (newHash.isEmpty() || !connection.ok())
        return;
    const QSqlDatabase db = connection.value();
    AuditLog::Statements auditStatements(db);
    QSqlQuery change(db);
    StoreTransaction transaction(db);
    if (transaction.beginWrite(m_store->dialect(), SqlDialect::Lock::Audit).isValid())
        return;
    // Only the hash that was checked: a passphrase changed meanwhile stays as it is.
    if (!change.prepare(
            u"UPDATE operators SET passphrase_hash = :new WHERE id = :id AND passphrase_hash = :old"_s))
        return;
    change.bindValue(u":new"_s, newHash);
    change.bindValue(u":id"_s, id);
    change.bindValue(u":old"_s, oldHash);
    if (!change.exec() || change.numRowsAffected() != 1)
        return;
    change.finish();
    auto parameters = [](const PassphraseHash::Parameters &p) {
        return QJsonObject {{u"ln"_s, p.log2Cost}, {u"r"_s, p.blockSize}, {u"p"_s, p.parallelism}};
    };
    QJsonObject detail {{u"operator_id"_s, id}, {u"to"_s, parameters(m_hashParameters)}, {u"by"_s, id}};
    if (from)
        detail.insert(u"from"_s, parameters(from->parameters));
    const StoreResult<AuditEntry> entry = m_log->appendWithin(
        db, auditStatements,
        AuditEvent(Action::OperatorPassphraseRehashed, operatorRows::installationWide(), detail, now()));
    if (!entry.ok() || transaction.commit().isValid()) {
        qCWarning(lcOperators).noquote() << "the passphrase hash of" << id << "was not strengthened";
        return;
    }
    qCInfo(lcOperators).noquote() << "passphrase hash of" << id << "strengthened (audit entry"
                                  << entry.value().seq << u')';
}

} // namespace paydesk::store
