// SPDX-License-Identifier: GPL-3.0-or-later
// Operators: the signing keys' life (Operators.h, "Signing keys"): a key made with a passphrase,
// vouched by an administrator's key, rewrapped at a change of passphrase, replaced at a reset,
// revoked when its operator is disabled; the approval path's unlockSigningKey() and vouch().
// SQLite here; team mode through the team's functions (TeamKeys.cpp).
#include "operators/OperatorsLogging.h"
#include "store/AuditEntry.h"
#include "store/AuditedWrite.h"
#include "store/KeyRows.h"
#include "store/OperatorRows.h"
#include "store/Operators.h"
#include "store/Store.h"
#include "store/TeamWrites.h"

#include <QMutexLocker>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace paydesk::store {

using operators::KeyRecord;
using operators::lcOperators;
using operators::Operator;
using operators::OperatorKey;
using operators::SigningKey;
using Action = AuditEvent::Action;

namespace {

// The record an administrator signs for `key` of `op` as they are now.
KeyRecord recordOf(const Operator &op, const OperatorKey &key, const QString &by, const QString &byKey,
                   const QDateTime &time)
{
    KeyRecord record;
    record.operatorId = op.id;
    record.displayName = op.displayName;
    record.role = op.role;
    record.administrator = op.administrator;
    record.publicKey = key.publicKey;
    record.validFrom = key.createdAt.toUTC();
    record.vouchedBy = by;
    record.vouchedByKey = byKey;
    record.time = time.toUTC();
    return record;
}

// Signs `record` with `signer`: fills the key's vouch columns.
void vouchWith(OperatorKey &key, const KeyRecord &record, const SigningKey &signer)
{
    key.vouch = record.canonicalBytes();
    key.vouchSignature = signer.sign(key.vouch);
    key.vouchedByKey = record.vouchedByKey;
}

QJsonObject madeDetail(const OperatorKey &key, const QString &vouchedBy, bool root)
{
    return {{u"operator_id"_s, key.operatorId},
            {u"key_id"_s, key.keyId},
            {u"fingerprint"_s, SigningKey::fingerprint(key.publicKey)},
            {u"vouched_by"_s, vouchedBy.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(vouchedBy)},
            {u"root"_s, root}};
}

QVariant base64OrNull(const QByteArray &bytes)
{
    return bytes.isEmpty() ? QVariant(QMetaType(QMetaType::QString))
                           : QVariant(QString::fromLatin1(bytes.toBase64()));
}

QVariant textOrNull(const QByteArray &utf8)
{
    return utf8.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(QString::fromUtf8(utf8));
}

QVariant textOrNull(const QString &text)
{
    return text.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(text);
}

StoreResult<void> insertRow(AuditedWrite &audited, const OperatorKey &key, const StoreConfig &config)
{
    QSqlQuery &q = audited.query();
    if (!q.prepare(
            u"INSERT INTO operator_keys (key_id, operator_id, public_key, wrapped_key, created_at, vouch, "
            "vouch_signature, vouched_by_key) VALUES (:id, :operator, :public, :wrapped, :created, "
            ":vouch, :signature, :by_key)"_s))
        return audited.sqlError(q.lastError());
    q.bindValue(u":id"_s, key.keyId);
    q.bindValue(u":operator"_s, key.operatorId);
    q.bindValue(u":public"_s, QString::fromLatin1(key.publicKey.toBase64()));
    q.bindValue(u":wrapped"_s, QString::fromLatin1(key.wrapped));
    q.bindValue(u":created"_s, AuditEntry::timeText(key.createdAt));
    q.bindValue(u":vouch"_s, textOrNull(key.vouch));
    q.bindValue(u":signature"_s, base64OrNull(key.vouchSignature));
    q.bindValue(u":by_key"_s, textOrNull(key.vouchedByKey));
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), config, audited.what());
    q.finish();
    return {};
}

StoreResult<void> updateVouch(AuditedWrite &audited, const OperatorKey &key, const StoreConfig &config)
{
    QSqlQuery &q = audited.query();
    if (!q.prepare(u"UPDATE operator_keys SET vouch = :vouch, vouch_signature = :signature, vouched_by_key = "
                   ":by_key WHERE key_id = :id AND revoked_at IS NULL"_s))
        return audited.sqlError(q.lastError());
    q.bindValue(u":vouch"_s, textOrNull(key.vouch));
    q.bindValue(u":signature"_s, base64OrNull(key.vouchSignature));
    q.bindValue(u":by_key"_s, textOrNull(key.vouchedByKey));
    q.bindValue(u":id"_s, key.keyId);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), config, audited.what());
    if (q.numRowsAffected() != 1)
        return StoreError(StoreError::Kind::Conflict,
                          audited.what() + u' ' + Operators::tr("The signing key was revoked meanwhile."),
                          u"key %1 revoked during the vouch"_s.arg(key.keyId));
    q.finish();
    return {};
}

// Revokes every key in force of `operatorId`, each with its entry.
StoreResult<QStringList> revokeAll(AuditedWrite &audited, const QString &operatorId, const QString &why,
                                   const QDateTime &time, const StoreConfig &config)
{
    QSqlQuery &select = audited.query();
    if (!select.prepare(u"SELECT key_id FROM operator_keys WHERE operator_id = :id AND revoked_at IS NULL "
                        "ORDER BY created_at, key_id"_s))
        return audited.sqlError(select.lastError());
    select.bindValue(u":id"_s, operatorId);
    if (!select.exec())
        return StoreError::fromSql(select.lastError(), config, audited.what());
    QStringList revoked;
    while (select.next())
        revoked << select.value(0).toString();
    select.finish();
    QSqlQuery &update = audited.query();
    for (const QString &keyId : std::as_const(revoked)) {
        if (!update.prepare(u"UPDATE operator_keys SET revoked_at = :at WHERE key_id = :id"_s))
            return audited.sqlError(update.lastError());
        update.bindValue(u":at"_s, AuditEntry::timeText(time));
        update.bindValue(u":id"_s, keyId);
        if (!update.exec())
            return StoreError::fromSql(update.lastError(), config, audited.what());
        update.finish();
        const StoreResult<AuditEntry> entry = audited.append(
            AuditEvent(Action::OperatorKeyRevoked, operatorRows::installationWide(),
                       {{u"operator_id"_s, operatorId}, {u"key_id"_s, keyId}, {u"why"_s, why}}, time));
        if (!entry.ok())
            return entry.error();
    }
    return revoked;
}

// The actor's unlocked key when it is their key in force now (inside the write); null otherwise.
StoreResult<std::shared_ptr<const SigningKey>>
signerOf(AuditedWrite &audited, const AuthenticatedOperator *actor, const StoreConfig &config)
{
    if (!actor || !actor->signingKey())
        return std::shared_ptr<const SigningKey>();
    QSqlQuery &q = audited.query();
    const StoreResult<std::optional<OperatorKey>> current
        = keyRows::current(q, config, actor->id(), audited.what());
    if (!current.ok())
        return current.error();
    if (!current.value() || current.value()->keyId != KeyRecord::keyId(actor->signingKey()->publicKey())) {
        qCWarning(lcOperators).noquote()
            << "the unlocked key of" << actor->id() << "is not their key in force: it vouches for nothing";
        return std::shared_ptr<const SigningKey>();
    }
    return actor->signingKey();
}

} // namespace

// --- making a key -------------------------------------------------------------------------------

Operators::FreshKey Operators::makeKey(const QString &operatorId, const QString &passphrase) const
{
    SigningKey key = SigningKey::generate();
    if (key.isNull())
        return {};
    FreshKey fresh;
    fresh.row.operatorId = operatorId;
    fresh.row.publicKey = key.publicKey();
    fresh.row.keyId = KeyRecord::keyId(fresh.row.publicKey);
    fresh.row.wrapped
        = key.wrap(passphrase, operators::wrappingContext(operatorId, fresh.row.publicKey), m_hashParameters);
    if (fresh.row.wrapped.isEmpty())
        return {};
    fresh.key = std::make_shared<const SigningKey>(std::move(key));
    return fresh;
}

// Inserts `fresh` for `op` at `time`: vouched by `signer` (the actor's key in force, `by`), else the
// store's root when `op` is an administrator and the store has none, else unvouched.
static StoreResult<OperatorKey> insertFresh(AuditedWrite &audited, const Operator &op,
                                            const OperatorKey &freshRow, const SigningKey &freshKey,
                                            const std::shared_ptr<const SigningKey> &signer,
                                            const QString &by, const QDateTime &time,
                                            const StoreConfig &config)
{
    OperatorKey key = freshRow;
    key.createdAt = time;
    bool root = false;
    QString vouchedBy;
    if (signer) {
        vouchedBy = by;
        vouchWith(key, recordOf(op, key, by, KeyRecord::keyId(signer->publicKey()), time), *signer);
    } else if (op.administrator) {
        QSqlQuery &q = audited.query();
        const StoreResult<std::optional<OperatorKey>> existing = keyRows::root(q, config, audited.what());
        if (!existing.ok())
            return existing.error();
        if (!existing.value()) {
            root = true;
            vouchedBy = op.id;
            vouchWith(key, recordOf(op, key, op.id, key.keyId, time), freshKey);
        }
    }
    if (const StoreResult<void> inserted = insertRow(audited, key, config); !inserted.ok())
        return inserted.error();
    const StoreResult<AuditEntry> entry = audited.append(AuditEvent(
        Action::OperatorKeyMade, operatorRows::installationWide(), madeDetail(key, vouchedBy, root), time));
    if (!entry.ok())
        return entry.error();
    qCInfo(lcOperators).noquote() << "signing key" << key.keyId.left(16) << "made for" << op.id
                                  << (root                      ? "(the root)"
                                          : vouchedBy.isEmpty() ? "(not vouched)"
                                                                : "");
    return key;
}

// --- the key's part of a write ------------------------------------------------------------------

StoreResult<Operators::KeyPlan> Operators::planKey(const Request &request, const QString &what)
{
    KeyPlan plan;
    auto failed = [&] {
        return StoreError(StoreError::Kind::Failed, what + u' ' + tr("The signing key could not be made."),
                          u"signing key not made"_s);
    };
    switch (request.kind) {
    case Write::AddFirst:
    case Write::Add:
        plan.fresh = makeKey(request.spec.id, *request.passphrase);
        if (plan.fresh.isNull())
            return failed();
        return plan;
    case Write::Passphrase:
        break;
    default:
        return plan;
    }
    const bool self = request.actor && request.actor->id() == request.id;
    if (self && request.oldPassphrase && !request.oldPassphrase->isEmpty()) {
        const StoreResult<QSqlDatabase> connection = m_store->connection();
        if (!connection.ok())
            return connection.error().prefixed(what);
        QSqlQuery q(connection.value());
        q.setForwardOnly(true);
        const StoreResult<std::optional<OperatorKey>> current
            = keyRows::current(q, m_store->config(), request.id, what);
        if (!current.ok())
            return current.error();
        if (current.value()) {
            QString why;
            plan.rewrapped = *current.value();
            plan.rewrappedFrom = QString::fromLatin1(plan.rewrapped.wrapped);
            plan.rewrapped.wrapped = SigningKey::rewrap(
                plan.rewrapped.wrapped, *request.oldPassphrase, *request.passphrase,
                operators::wrappingContext(request.id, plan.rewrapped.publicKey), &why, m_hashParameters);
            if (plan.rewrapped.wrapped.isEmpty())
                return StoreError(StoreError::Kind::NotAllowed,
                                  what + u' ' + tr("The current passphrase does not open your signing key."),
                                  u"rewrap failed"_s);
            return plan;
        }
    }
    plan.fresh = makeKey(request.id, *request.passphrase);
    if (plan.fresh.isNull())
        return failed();
    return plan;
}

StoreResult<void> Operators::writeKey(AuditedWrite &audited, const Request &request, const KeyPlan &plan,
                                      const Operator &before, const Operator &after, const QDateTime &time)
{
    const StoreConfig &config = m_store->config();
    const QString actorId = request.actor ? request.actor->id() : after.id;
    switch (request.kind) {
    case Write::AddFirst:
    case Write::Add: {
        const StoreResult<std::shared_ptr<const SigningKey>> signer
            = signerOf(audited, request.actor, config);
        if (!signer.ok())
            return signer.error();
        const StoreResult<OperatorKey> made = insertFresh(audited, after, plan.fresh.row, *plan.fresh.key,
                                                          signer.value(), actorId, time, config);
        if (!made.ok())
            return made.error();
        return {};
    }
    case Write::Change: {
        const StoreResult<std::shared_ptr<const SigningKey>> signer
            = signerOf(audited, request.actor, config);
        if (!signer.ok())
            return signer.error();
        if (!signer.value())
            return {}; // the old vouch stays, with what it said
        QSqlQuery &q = audited.query();
        const StoreResult<std::optional<OperatorKey>> current
            = keyRows::current(q, config, after.id, audited.what());
        if (!current.ok())
            return current.error();
        if (!current.value() || current.value()->vouchedByKey == current.value()->keyId)
            return {}; // no key in force; the root's self-vouch stays (the anchor kept it)
        OperatorKey key = *current.value();
        if (key.keyId == KeyRecord::keyId(signer.value()->publicKey()))
            return {}; // nobody vouches for their own key
        const QString byKey = KeyRecord::keyId(signer.value()->publicKey());
        vouchWith(key, recordOf(after, key, actorId, byKey, time), *signer.value());
        if (const StoreResult<void> updated = updateVouch(audited, key, config); !updated.ok())
            return updated;
        const StoreResult<AuditEntry> entry
            = audited.append(AuditEvent(Action::OperatorKeyVouched, operatorRows::installationWide(),
                                        {{u"operator_id"_s, after.id},
                                         {u"key_id"_s, key.keyId},
                                         {u"by"_s, actorId},
                                         {u"by_key"_s, byKey}},
                                        time));
        if (!entry.ok())
            return entry.error();
        return {};
    }
    case Write::Disable: {
        const StoreResult<QStringList> revoked = revokeAll(audited, after.id, u"disabled"_s, time, config);
        if (!revoked.ok())
            return revoked.error();
        return {};
    }
    case Write::Enable:
        return {}; // a new key at the next sign-in, to be vouched
    case Write::Passphrase:
        break;
    }
    Q_UNUSED(before);
    if (!plan.rewrapped.keyId.isEmpty()) {
        QSqlQuery &q = audited.query();
        if (!q.prepare(
                u"UPDATE operator_keys SET wrapped_key = :new WHERE key_id = :id AND wrapped_key = :old "
                "AND revoked_at IS NULL"_s))
            return audited.sqlError(q.lastError());
        q.bindValue(u":new"_s, QString::fromLatin1(plan.rewrapped.wrapped));
        q.bindValue(u":id"_s, plan.rewrapped.keyId);
        q.bindValue(u":old"_s, plan.rewrappedFrom);
        if (!q.exec())
            return StoreError::fromSql(q.lastError(), config, audited.what());
        if (q.numRowsAffected() != 1)
            return StoreError(StoreError::Kind::Conflict,
                              audited.what() + u' ' + tr("The signing key was changed meanwhile: try again."),
                              u"key %1 moved during the rewrap"_s.arg(plan.rewrapped.keyId));
        q.finish();
        const StoreResult<AuditEntry> entry = audited.append(
            AuditEvent(Action::OperatorKeyRewrapped, operatorRows::installationWide(),
                       {{u"operator_id"_s, after.id}, {u"key_id"_s, plan.rewrapped.keyId}}, time));
        if (!entry.ok())
            return entry.error();
        return {};
    }
    // A reset: a new key, the old ones revoked.
    StoreResult<std::shared_ptr<const SigningKey>> signer = signerOf(audited, request.actor, config);
    if (!signer.ok())
        return signer.error();
    const StoreResult<QStringList> revoked = revokeAll(audited, after.id, u"reset"_s, time, config);
    if (!revoked.ok())
        return revoked.error();
    std::shared_ptr<const SigningKey> vouching = signer.value();
    if (vouching && revoked.value().contains(KeyRecord::keyId(vouching->publicKey())))
        vouching.reset(); // the actor's own key, revoked just now, vouches for nothing
    const StoreResult<OperatorKey> made
        = insertFresh(audited, after, plan.fresh.row, *plan.fresh.key, vouching, actorId, time, config);
    if (!made.ok())
        return made.error();
    return {};
}

// --- signing in with a key ----------------------------------------------------------------------

void Operators::attachKey(AuthResult &result, const QString &passphrase, bool always, OperatorKey *row)
{
    Q_ASSERT(result.ok());
    const Operator op = result.authenticated->op();
    const QString what = tr("The signing key could not be made.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok()) {
        qCWarning(lcOperators).noquote()
            << "no signing key for" << op.id << ":" << connection.error().message();
        return;
    }
    std::optional<OperatorKey> current;
    {
        QSqlQuery q(connection.value());
        q.setForwardOnly(true);
        const StoreResult<std::optional<OperatorKey>> read
            = keyRows::current(q, m_store->config(), op.id, what);
        if (!read.ok()) {
            qCWarning(lcOperators).noquote()
                << "no signing key for" << op.id << ":" << read.error().message();
            return;
        }
        current = read.value();
    }
    if (!current) {
        FreshKey fresh = makeKey(op.id, passphrase);
        if (fresh.isNull()) {
            qCWarning(lcOperators).noquote() << "no signing key could be made for" << op.id;
            return;
        }
        AuditedWrite audited(m_store, m_log, what);
        if (const StoreResult<void> begun = audited.begin(); !begun.ok())
            return;
        // Made meanwhile (another window)? Then that one is in force: unwrap it below.
        QSqlQuery &q = audited.query();
        const StoreResult<std::optional<OperatorKey>> again
            = keyRows::current(q, m_store->config(), op.id, what);
        if (!again.ok())
            return;
        if (again.value()) {
            current = again.value();
        } else {
            const StoreResult<OperatorKey> made
                = insertFresh(audited, op, fresh.row, *fresh.key, nullptr, op.id, now(), m_store->config());
            if (!made.ok() || !audited.commit().ok()) {
                qCWarning(lcOperators).noquote() << "the signing key of" << op.id << "was not stored";
                return;
            }
            if (row)
                *row = made.value();
            if (always || op.administrator)
                result.authenticated = AuthenticatedOperator(op, fresh.key);
            return;
        }
    }
    if (!always && !op.administrator)
        return;
    QString why;
    std::optional<SigningKey> key = SigningKey::unwrap(
        current->wrapped, passphrase, operators::wrappingContext(op.id, current->publicKey), &why);
    if (!key) {
        qCWarning(lcOperators).noquote() << "the signing key of" << op.id << "does not open:" << why;
        return;
    }
    if (row)
        *row = *current;
    result.authenticated = AuthenticatedOperator(op, std::make_shared<const SigningKey>(std::move(*key)));
}

// --- vouching -----------------------------------------------------------------------------------

StoreResult<OperatorKey> Operators::vouch(const AuthenticatedOperator &actor, const QString &keyId)
{
    const QString what = tr("The signing key was not vouched for.");
    if (!actor.signingKey())
        return StoreError(StoreError::Kind::NotAllowed,
                          what + u' ' + tr("Sign in again with your passphrase to vouch for keys."),
                          u"the actor has no unlocked key"_s);
    if (teamWrites::isTeam(m_store))
        return teamVouch(actor, keyId, what);
    const StoreConfig &config = m_store->config();
    AuditedWrite audited(m_store, m_log, what);
    if (const StoreResult<void> begun = audited.begin(); !begun.ok())
        return begun.error();
    const StoreResult<Operator> admin
        = operatorRows::requireAdministrator(audited.query(), config, actor.id(), what);
    if (!admin.ok())
        return admin.error();
    const StoreResult<std::shared_ptr<const SigningKey>> signer = signerOf(audited, &actor, config);
    if (!signer.ok())
        return signer.error();
    if (!signer.value())
        return StoreError(StoreError::Kind::NotAllowed,
                          what + u' ' + tr("Your signing key is no longer the one in force: sign in again."),
                          u"the actor's key is not in force"_s);
    const QString byKey = KeyRecord::keyId(signer.value()->publicKey());
    const StoreResult<std::optional<OperatorKey>> found = keyRows::byId(audited.query(), config, keyId, what);
    if (!found.ok())
        return found.error();
    if (!found.value() || found.value()->isRevoked())
        return StoreError(StoreError::Kind::NotFound, what + u' ' + tr("There is no such key in force."),
                          u"key %1 absent or revoked"_s.arg(keyId));
    OperatorKey key = *found.value();
    if (key.keyId == byKey)
        return StoreError(StoreError::Kind::NotAllowed,
                          what + u' ' + tr("Another administrator vouches for your own key."),
                          u"self-vouch refused"_s);
    const StoreResult<std::optional<OperatorRow>> owner
        = operatorRows::select(audited.query(), config, key.operatorId, what);
    if (!owner.ok())
        return owner.error();
    if (!owner.value())
        return StoreError(StoreError::Kind::NotFound, what, u"no operator %1"_s.arg(key.operatorId));
    const QDateTime time = now();
    KeyRecord record = recordOf(owner.value()->op, key, actor.id(), byKey, time);
    if (key.isVouched()) {
        if (std::optional<KeyRecord> old = KeyRecord::fromCanonicalBytes(key.vouch)) {
            record.time = old->time;
            if (*old == record)
                return StoreError(StoreError::Kind::Conflict,
                                  what + u' ' + tr("This key is vouched for already, as it is."),
                                  u"key %1 already vouched"_s.arg(keyId));
            record.time = time.toUTC();
        }
    }
    vouchWith(key, record, *signer.value());
    if (const StoreResult<void> updated = updateVouch(audited, key, config); !updated.ok())
        return updated.error();
    const StoreResult<AuditEntry> entry
        = audited.append(AuditEvent(Action::OperatorKeyVouched, operatorRows::installationWide(),
                                    {{u"operator_id"_s, key.operatorId},
                                     {u"key_id"_s, key.keyId},
                                     {u"by"_s, actor.id()},
                                     {u"by_key"_s, byKey}},
                                    time));
    if (!entry.ok())
        return entry.error();
    if (const StoreResult<void> committed = audited.commit(); !committed.ok())
        return committed.error();
    qCInfo(lcOperators).noquote() << "signing key" << keyId.left(16) << "of" << key.operatorId << "vouched by"
                                  << actor.id();
    return key;
}

} // namespace paydesk::store
