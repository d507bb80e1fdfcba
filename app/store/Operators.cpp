// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/Operators.h"

#include "operators/OperatorsLogging.h"
#include "store/AuditEntry.h"
#include "store/OperatorRows.h"
#include "store/Store.h"
#include "store/StoreTransaction.h"

#include <QMetaEnum>
#include <QMutexLocker>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::store {

using operators::lcOperators;
using operators::Operator;
using operators::PassphraseHash;
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

Operators::Operators(Store *store, AuditLog *log, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_log(log)
    , m_hashParameters(PassphraseHash::defaultParameters())
{
    Q_ASSERT(store && log && log->store() == store);
    qRegisterMetaType<Operator>();
}

QDateTime Operators::now() const
{
    const QDateTime time = (m_clock ? m_clock() : QDateTime::currentDateTimeUtc()).toUTC();
    return AuditEntry::timeFromText(AuditEntry::timeText(time)); // milliseconds, as stored
}

// --- reading ------------------------------------------------------------------------------------

StoreResult<Operator> Operators::load(const QString &id) const
{
    const QString what = tr("The operator could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    const StoreResult<std::optional<OperatorRow>> row = operatorRows::select(q, m_store->config(), id, what);
    if (!row.ok())
        return row.error();
    if (!row.value())
        return StoreError(StoreError::Kind::NotFound,
                          what + u' ' + tr("There is no operator \u201C%1\u201D.").arg(id),
                          u"no operator %1"_s.arg(id));
    return row.value()->op;
}

StoreResult<QList<Operator>> Operators::list() const
{
    const QString what = tr("The operators could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT %1 FROM operators ORDER BY id"_s.arg(operatorRows::columns())))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    QList<Operator> list;
    while (q.next()) {
        StoreResult<OperatorRow> row = operatorRows::readRow(q, what);
        if (!row.ok())
            return row.error();
        list.append(std::move(row).value().op);
    }
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    return list;
}

StoreResult<bool> Operators::isEmpty() const
{
    const QString what = tr("The operators could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    if (!q.exec(u"SELECT COUNT(*) FROM operators"_s) || !q.next())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    return q.value(0).toLongLong() == 0;
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
    AuthResult result = checkPassphrase(id, passphrase);
    auditRefusal(id, result, purpose);
    return result;
}

AuthResult Operators::checkPassphrase(const QString &id, const QString &passphrase)
{
    AuthResult result;
    const QDateTime time = now();
    {
        QMutexLocker locker(&m_attemptsMutex);
        const Attempts attempts = m_attempts.value(id);
        if (attempts.lockedUntil.isValid() && time < attempts.lockedUntil) {
            result.outcome = AuthResult::Outcome::TooManyAttempts;
            result.retryAfter = std::chrono::seconds((time.msecsTo(attempts.lockedUntil) + 999) / 1000);
            qCInfo(lcOperators).noquote()
                << "sign-in of" << id << "refused: locked for" << result.retryAfter.count() << "s";
            return result;
        }
    }

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
    QMutexLocker locker(&m_attemptsMutex);
    if (result.outcome == AuthResult::Outcome::UnknownOperator
        || result.outcome == AuthResult::Outcome::WrongPassphrase) {
        Attempts &attempts = m_attempts[id];
        ++attempts.failures;
        result.failuresInARow = attempts.failures;
        if (attempts.failures >= freeAttempts) {
            const int doublings = std::min(attempts.failures - freeAttempts, 10);
            const auto lockout = std::min(firstLockout * (1 << doublings), longestLockout);
            attempts.lockedUntil = time.addSecs(lockout.count());
        }
    }
    qCInfo(lcOperators).noquote() << "sign-in of" << id << "refused:"
                                  << QMetaEnum::fromType<AuthResult::Outcome>().valueToKey(
                                         int(result.outcome))
                                  << "(" << result.failuresInARow << "in a row)";
    return result;
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

// --- writing ------------------------------------------------------------------------------------

StoreResult<Operator> Operators::addFirstAdministrator(NewOperator spec, const QString &passphrase)
{
    spec.administrator = true;
    Request r;
    r.kind = Write::AddFirst;
    r.spec = std::move(spec);
    r.id = r.spec.id;
    r.passphrase = &passphrase;
    return write(r);
}

StoreResult<Operator> Operators::add(const AuthenticatedOperator &actor, const NewOperator &spec,
                                     const QString &passphrase)
{
    Request r;
    r.kind = Write::Add;
    r.actor = &actor;
    r.spec = spec;
    r.id = spec.id;
    r.passphrase = &passphrase;
    return write(r);
}

StoreResult<Operator> Operators::change(const AuthenticatedOperator &actor, const QString &id,
                                        qint64 expectedRevision, const QString &displayName,
                                        Operator::Role role, bool administrator)
{
    Request r;
    r.kind = Write::Change;
    r.actor = &actor;
    r.spec = {id, displayName, role, administrator};
    r.id = id;
    r.expectedRevision = expectedRevision;
    return write(r);
}

StoreResult<Operator> Operators::setDisabled(const AuthenticatedOperator &actor, const QString &id,
                                             qint64 expectedRevision, bool disabled)
{
    Request r;
    r.kind = disabled ? Write::Disable : Write::Enable;
    r.actor = &actor;
    r.id = id;
    r.expectedRevision = expectedRevision;
    return write(r);
}

StoreResult<Operator> Operators::changePassphrase(const AuthenticatedOperator &actor, const QString &id,
                                                  const QString &newPassphrase)
{
    Request r;
    r.kind = Write::Passphrase;
    r.actor = &actor;
    r.id = id;
    r.passphrase = &newPassphrase;
    return write(r);
}

StoreResult<Operator> Operators::write(const Request &request)
{
    const Write kind = request.kind;
    const QString what = kind == Write::AddFirst || kind == Write::Add ? tr("The operator was not added.")
        : kind == Write::Passphrase                                    ? tr("The passphrase was not changed.")
                                                                       : tr("The operator was not changed.");
    auto invalid = [&](const QString &why, const QString &detail) {
        return StoreError(StoreError::Kind::InvalidData, what + u' ' + why, detail);
    };
    const bool adding = kind == Write::AddFirst || kind == Write::Add;
    if (adding && !Operator::isValidId(request.spec.id)) {
        return invalid(tr("An operator's name for signing in is 1 to 32 small letters, digits, dots, "
                          "underscores or hyphens, starting with a letter or a digit."),
                       u"invalid operator id"_s);
    }
    if ((adding || kind == Write::Change) && !Operator::isValidDisplayName(request.spec.displayName)) {
        return invalid(tr("The name shown must be 1 to 100 characters, without spaces around it."),
                       u"invalid display name"_s);
    }
    if ((adding || kind == Write::Passphrase) && !Operator::isAcceptablePassphrase(*request.passphrase)) {
        return invalid(
            tr("A passphrase must have at least %1 characters.").arg(Operator::minPassphraseLength),
            u"passphrase too short or too long"_s);
    }

    // The slow hash before the transaction: the lock is not held while scrypt runs.
    QString newHash;
    if (adding || kind == Write::Passphrase) {
        newHash = PassphraseHash::hash(*request.passphrase, m_hashParameters);
        if (newHash.isEmpty())
            return StoreError(StoreError::Kind::Failed,
                              what + u' ' + tr("The passphrase could not be protected."), u"scrypt failed"_s);
    }

    const StoreConfig &config = m_store->config();
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    const QSqlDatabase db = connection.value();

    // Every statement outlives the transaction (AuditLog::Statements says why).
    AuditLog::Statements auditStatements(db);
    QSqlQuery actorQuery(db);
    QSqlQuery select(db);
    QSqlQuery count(db);
    QSqlQuery change(db);
    StoreTransaction transaction(db);
    if (const QSqlError error = transaction.beginWrite(m_store->dialect(), SqlDialect::Lock::Audit);
        error.isValid())
        return StoreError::fromSql(error, config, what);
    const QDateTime time = now();

    // Who acts, as they are now.
    const QString actorId = request.actor ? request.actor->id() : request.spec.id;
    const bool self = kind == Write::Passphrase && actorId == request.id;
    if (kind != Write::AddFirst && !self) {
        const StoreResult<Operator> admin
            = operatorRows::requireAdministrator(actorQuery, config, actorId, what);
        if (!admin.ok())
            return admin.error();
    } else if (self) {
        const StoreResult<std::optional<OperatorRow>> me
            = operatorRows::select(actorQuery, config, actorId, what);
        if (!me.ok())
            return me.error();
        if (!me.value() || me.value()->op.disabled)
            return StoreError(
                StoreError::Kind::NotAllowed,
                what + u' ' + operators::Permissions::message(operators::Permissions::Verdict::Disabled),
                u"operator %1 is disabled"_s.arg(actorId));
    }

    auto activeAdministrators = [&]() -> StoreResult<qint64> {
        if (!count.exec(u"SELECT COUNT(*) FROM operators WHERE administrator = 1 AND disabled = 0"_s)
            || !count.next())
            return StoreError::fromSql(count.lastError(), config, what);
        const qint64 n = count.value(0).toLongLong();
        count.finish();
        return n;
    };

    // The row as it is.
    const StoreResult<std::optional<OperatorRow>> current
        = operatorRows::select(select, config, request.id, what);
    if (!current.ok())
        return current.error();
    Operator before;
    if (adding) {
        if (current.value()) {
            return StoreError(StoreError::Kind::Duplicate,
                              what + u' '
                                  + tr("There is already an operator \u201C%1\u201D.").arg(request.id),
                              u"operator %1 exists"_s.arg(request.id));
        }
        if (kind == Write::AddFirst) {
            if (!count.exec(u"SELECT COUNT(*) FROM operators"_s) || !count.next())
                return StoreError::fromSql(count.lastError(), config, what);
            const bool empty = count.value(0).toLongLong() == 0;
            count.finish();
            if (!empty) {
                return StoreError(
                    StoreError::Kind::Conflict,
                    what + u' ' + tr("Paydesk has operators already: an administrator adds the next ones."),
                    u"operators table not empty"_s);
            }
        }
    } else {
        if (!current.value()) {
            return StoreError(StoreError::Kind::NotFound,
                              what + u' ' + tr("There is no operator \u201C%1\u201D.").arg(request.id),
                              u"no operator %1"_s.arg(request.id));
        }
        before = current.value()->op;
        if (kind != Write::Passphrase && before.revision != request.expectedRevision) {
            return StoreError(
                StoreError::Kind::Conflict,
                what + u' '
                    + tr("This operator was changed elsewhere after it was opened. Open it again "
                         "to see those changes."),
                u"operator %1 is at revision %2, not %3"_s.arg(request.id)
                    .arg(before.revision)
                    .arg(request.expectedRevision));
        }
    }

    Operator after = before;
    switch (kind) {
    case Write::AddFirst:
    case Write::Add:
        after.id = request.spec.id;
        after.displayName = request.spec.displayName;
        after.role = request.spec.role;
        after.administrator = request.spec.administrator;
        after.disabled = false;
        after.revision = 1;
        after.createdAt = time;
        break;
    case Write::Change:
        after.displayName = request.spec.displayName;
        after.role = request.spec.role;
        after.administrator = request.spec.administrator;
        break;
    case Write::Disable:
        after.disabled = true;
        break;
    case Write::Enable:
        after.disabled = false;
        break;
    case Write::Passphrase:
        break;
    }
    if (!adding) {
        if (kind != Write::Passphrase && after == before)
            return before; // nothing to change: no new revision, no entry
        after.revision = before.revision + 1;
    }
    after.updatedAt = time;

    // At least one active administrator remains.
    const bool wasActiveAdmin = before.administrator && !before.disabled && !adding;
    const bool isActiveAdmin = after.administrator && !after.disabled;
    if (wasActiveAdmin && !isActiveAdmin) {
        const StoreResult<qint64> admins = activeAdministrators();
        if (!admins.ok())
            return admins.error();
        if (admins.value() <= 1) {
            return StoreError(StoreError::Kind::Conflict,
                              what + u' '
                                  + tr("%1 is the last administrator: make another operator an administrator "
                                       "first.")
                                        .arg(before.displayName),
                              u"last administrator %1"_s.arg(before.id));
        }
    }

    bool prepared = false;
    if (adding) {
        prepared
            = change.prepare(u"INSERT INTO operators (id, display_name, role, administrator, disabled, "
                             "passphrase_hash, revision, created_at, updated_at) VALUES (:id, :name, :role, "
                             ":admin, :disabled, :hash, :revision, :created, :updated)"_s);
    } else if (kind == Write::Passphrase) {
        prepared = change.prepare(u"UPDATE operators SET passphrase_hash = :hash, revision = :revision, "
                                  "updated_at = :updated WHERE id = :id AND revision = :expected"_s);
    } else {
        prepared = change.prepare(u"UPDATE operators SET display_name = :name, role = :role, administrator = "
                                  ":admin, disabled = :disabled, revision = :revision, updated_at = :updated "
                                  "WHERE id = :id AND revision = :expected"_s);
    }
    if (!prepared)
        return StoreError::fromSql(change.lastError(), config, what);
    change.bindValue(u":id"_s, after.id);
    change.bindValue(u":revision"_s, after.revision);
    change.bindValue(u":updated"_s, AuditEntry::timeText(after.updatedAt));
    if (!adding)
        change.bindValue(u":expected"_s, before.revision);
    if (adding || kind == Write::Passphrase)
        change.bindValue(u":hash"_s, newHash);
    if (kind != Write::Passphrase) {
        change.bindValue(u":name"_s, after.displayName);
        change.bindValue(u":role"_s, Operator::roleKey(after.role));
        change.bindValue(u":admin"_s, after.administrator ? 1 : 0);
        change.bindValue(u":disabled"_s, after.disabled ? 1 : 0);
    }
    if (adding)
        change.bindValue(u":created"_s, AuditEntry::timeText(after.createdAt));
    if (!change.exec())
        return StoreError::fromSql(change.lastError(), config, what);
    if (change.numRowsAffected() != 1) {
        return StoreError(
            StoreError::Kind::Conflict,
            what + u' '
                + tr("This operator was changed elsewhere after it was opened. Open it again to "
                     "see those changes."),
            u"operator %1 changed during the write"_s.arg(after.id));
    }
    change.finish();

    Action action = Action::OperatorAdded;
    QJsonObject detail = after.auditDetail();
    switch (kind) {
    case Write::AddFirst:
        detail.insert(u"first"_s, true);
        break;
    case Write::Add:
        break;
    case Write::Change:
        action = Action::OperatorChanged;
        detail = QJsonObject {{u"operator_id"_s, after.id},
                              {u"before"_s, before.auditDetail()},
                              {u"after"_s, after.auditDetail()}};
        break;
    case Write::Disable:
        action = Action::OperatorDisabled;
        break;
    case Write::Enable:
        action = Action::OperatorEnabled;
        break;
    case Write::Passphrase:
        action = Action::OperatorPassphraseChanged;
        detail = QJsonObject {
            {u"operator_id"_s, after.id}, {u"revision"_s, after.revision}, {u"reset"_s, !self}};
        break;
    }
    detail.insert(u"by"_s, actorId);
    const StoreResult<AuditEntry> entry = m_log->appendWithin(
        db, auditStatements, AuditEvent(action, operatorRows::installationWide(), detail, time));
    if (!entry.ok())
        return entry.error().prefixed(what);

    if (const QSqlError error = transaction.commit(); error.isValid())
        return StoreError::fromSql(error, config, what);
    qCInfo(lcOperators).noquote() << AuditEvent::actionKey(action) << after.id << "by" << actorId
                                  << "at revision" << after.revision << "(audit entry" << entry.value().seq
                                  << u')';
    return after;
}

} // namespace paydesk::store
