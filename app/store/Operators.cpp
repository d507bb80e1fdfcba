// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/Operators.h"

#include "operators/OperatorsLogging.h"
#include "store/AuditEntry.h"
#include "store/AuditedWrite.h"
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
using operators::PassphraseHash;
using Action = AuditEvent::Action;

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
    return m_store->now();
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
                                                  const QString &newPassphrase, const QString &oldPassphrase)
{
    Request r;
    r.kind = Write::Passphrase;
    r.actor = &actor;
    r.id = id;
    r.passphrase = &newPassphrase;
    r.oldPassphrase = &oldPassphrase;
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

    if (teamWrites::isTeam(m_store))
        return teamWrite(request, what);

    // The slow hash before the transaction: the lock is not held while scrypt runs.
    QString newHash;
    if (adding || kind == Write::Passphrase) {
        newHash = PassphraseHash::hash(*request.passphrase, m_hashParameters);
        if (newHash.isEmpty())
            return StoreError(StoreError::Kind::Failed,
                              what + u' ' + tr("The passphrase could not be protected."), u"scrypt failed"_s);
    }

    // The key's part, slow too (a new key wrapped, or the one in force rewrapped).
    const StoreResult<KeyPlan> plan = planKey(request, what);
    if (!plan.ok())
        return plan.error();

    const StoreConfig &config = m_store->config();
    AuditedWrite audited(m_store, m_log, what);
    if (const StoreResult<void> begun = audited.begin(); !begun.ok())
        return begun.error();
    QSqlQuery &actorQuery = audited.query();
    QSqlQuery &select = audited.query();
    QSqlQuery &count = audited.query();
    QSqlQuery &change = audited.query();
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
    const StoreResult<AuditEntry> entry
        = audited.append(AuditEvent(action, operatorRows::installationWide(), detail, time));
    if (!entry.ok())
        return entry.error();
    if (const StoreResult<void> keyWritten = writeKey(audited, request, plan.value(), before, after, time);
        !keyWritten.ok())
        return keyWritten.error();

    if (const StoreResult<void> committed = audited.commit(); !committed.ok())
        return committed.error();
    qCInfo(lcOperators).noquote() << AuditEvent::actionKey(action) << after.id << "by" << actorId
                                  << "at revision" << after.revision << "(audit entry" << entry.value().seq
                                  << u')';
    return after;
}

} // namespace paydesk::store
