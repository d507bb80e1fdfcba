// SPDX-License-Identifier: GPL-3.0-or-later
// Operators in team mode: the signing keys' life through the team's functions (70-keys.sql):
// paydesk_key_put (an operator's own key, at a sign-in or an approval; the root), paydesk_key_rewrap,
// paydesk_key_vouch, paydesk_key_replace (an administrator's reset, a new operator). Disabling
// revokes inside paydesk_operator_set_disabled. SQLite: OperatorKeys.cpp.
#include "operators/OperatorsLogging.h"
#include "store/AuditEntry.h"
#include "store/KeyRows.h"
#include "store/Operators.h"
#include "store/Store.h"
#include "store/TeamCall.h"

#include <QSqlError>

using namespace Qt::StringLiterals;

namespace paydesk::store {

using operators::KeyRecord;
using operators::lcOperators;
using operators::Operator;
using operators::OperatorKey;
using operators::SigningKey;

namespace {

KeyRecord teamRecordOf(const Operator &op, const OperatorKey &key, const QString &by, const QString &byKey,
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

QVariant nullText()
{
    return QVariant(QMetaType(QMetaType::QString));
}

// The vouch's three arguments: record, signature (base64), key id; NULLs without a signer.
QVariantList vouchArgs(const OperatorKey &key)
{
    if (key.vouch.isEmpty())
        return {nullText(), nullText(), nullText()};
    return {QString::fromUtf8(key.vouch), QString::fromLatin1(key.vouchSignature.toBase64()),
            key.vouchedByKey};
}

StoreResult<OperatorKey> keyCall(QSqlQuery &q, const StoreConfig &config, const QString &function,
                                 const QVariantList &args, const QString &what)
{
    const StoreResult<bool> called = teamCall::call(q, config, function, args, keyRows::columns(), what);
    if (!called.ok())
        return called.error();
    if (!called.value())
        return StoreError(StoreError::Kind::Failed, what, function + u" returned no row"_s);
    OperatorKey key = keyRows::readRow(q);
    q.finish();
    return key;
}

// The actor's unlocked key when it is their key in force (read on `q`'s connection); null otherwise.
std::shared_ptr<const SigningKey> teamSigner(QSqlQuery &q, const StoreConfig &config,
                                             const AuthenticatedOperator *actor, const QString &what)
{
    if (!actor || !actor->signingKey())
        return {};
    const StoreResult<std::optional<OperatorKey>> mine = keyRows::current(q, config, actor->id(), what);
    if (!mine.ok() || !mine.value()
        || mine.value()->keyId != KeyRecord::keyId(actor->signingKey()->publicKey()))
        return {};
    return actor->signingKey();
}

} // namespace

void Operators::teamAttachKey(const QSqlDatabase &db, const StoreConfig &config, AuthResult &result,
                              const QString &passphrase, bool always, OperatorKey *row)
{
    const Operator op = result.authenticated->op();
    const QString what = tr("The signing key could not be made.");
    QSqlQuery q(db);
    q.setForwardOnly(true);
    StoreResult<std::optional<OperatorKey>> current = keyRows::current(q, config, op.id, what);
    if (!current.ok()) {
        qCWarning(lcOperators).noquote() << "no signing key for" << op.id << ":" << current.error().message();
        return;
    }
    if (!current.value()) {
        FreshKey fresh = makeKey(op.id, passphrase);
        if (fresh.isNull()) {
            qCWarning(lcOperators).noquote() << "no signing key could be made for" << op.id;
            return;
        }
        const QString nowText = teamCall::nowText(m_store);
        OperatorKey key = fresh.row;
        key.createdAt = AuditEntry::timeFromText(nowText);
        if (op.administrator) {
            const StoreResult<std::optional<OperatorKey>> root = keyRows::root(q, config, what);
            if (root.ok() && !root.value()) {
                const KeyRecord record = teamRecordOf(op, key, op.id, key.keyId, key.createdAt);
                key.vouch = record.canonicalBytes();
                key.vouchSignature = fresh.key->sign(key.vouch);
                key.vouchedByKey = key.keyId;
            }
        }
        QVariantList args {nowText, key.keyId, QString::fromLatin1(key.publicKey.toBase64()),
                           QString::fromLatin1(key.wrapped)};
        args << vouchArgs(key);
        const StoreResult<OperatorKey> put = keyCall(q, config, u"paydesk_key_put"_s, args, what);
        if (put.ok()) {
            qCInfo(lcOperators).noquote() << "signing key" << key.keyId.left(16) << "made for" << op.id
                                          << (key.vouch.isEmpty() ? "(not vouched)" : "(the root)");
            if (row)
                *row = put.value();
            if (always || op.administrator)
                result.authenticated = AuthenticatedOperator(op, fresh.key);
            return;
        }
        // Made meanwhile elsewhere? Then that one is in force.
        current = keyRows::current(q, config, op.id, what);
        if (!current.ok() || !current.value()) {
            qCWarning(lcOperators).noquote()
                << "the signing key of" << op.id << "was not stored:" << put.error().message();
            return;
        }
    }
    if (!always && !op.administrator)
        return;
    QString why;
    std::optional<SigningKey> key
        = SigningKey::unwrap(current.value()->wrapped, passphrase,
                             operators::wrappingContext(op.id, current.value()->publicKey), &why);
    if (!key) {
        qCWarning(lcOperators).noquote() << "the signing key of" << op.id << "does not open:" << why;
        return;
    }
    if (row)
        *row = *current.value();
    result.authenticated = AuthenticatedOperator(op, std::make_shared<const SigningKey>(std::move(*key)));
}

StoreResult<void> Operators::teamWriteKey(QSqlQuery &q, const Request &request, const KeyPlan &plan,
                                          const Operator &after, const QString &now, const QString &what)
{
    const StoreConfig &config = m_store->config();
    const QString actorId = request.actor ? request.actor->id() : after.id;
    const QDateTime time = AuditEntry::timeFromText(now);
    switch (request.kind) {
    case Write::AddFirst:
    case Write::Disable: // paydesk_operator_set_disabled revoked them
    case Write::Enable:
        return {};
    case Write::Change: {
        const std::shared_ptr<const SigningKey> signer = teamSigner(q, config, request.actor, what);
        if (!signer)
            return {};
        const StoreResult<std::optional<OperatorKey>> current = keyRows::current(q, config, after.id, what);
        if (!current.ok())
            return current.error();
        const QString byKey = KeyRecord::keyId(signer->publicKey());
        if (!current.value() || current.value()->vouchedByKey == current.value()->keyId
            || current.value()->keyId == byKey)
            return {};
        OperatorKey key = *current.value();
        key.vouch = teamRecordOf(after, key, actorId, byKey, time).canonicalBytes();
        key.vouchSignature = signer->sign(key.vouch);
        key.vouchedByKey = byKey;
        QVariantList args {now, key.keyId};
        args << vouchArgs(key);
        const StoreResult<OperatorKey> vouched = keyCall(q, config, u"paydesk_key_vouch"_s, args, what);
        if (!vouched.ok())
            return vouched.error();
        return {};
    }
    case Write::Add:
    case Write::Passphrase:
        break;
    }
    if (!plan.rewrapped.keyId.isEmpty()) {
        const StoreResult<OperatorKey> rewrapped
            = keyCall(q, config, u"paydesk_key_rewrap"_s,
                      {now, plan.rewrapped.keyId, QString::fromLatin1(plan.rewrapped.wrapped)}, what);
        if (!rewrapped.ok())
            return rewrapped.error();
        return {};
    }
    // A new operator, or a reset: a new key, vouched by the actor's key in force when it is not the
    // operator's own.
    std::shared_ptr<const SigningKey> signer = teamSigner(q, config, request.actor, what);
    if (actorId == after.id)
        signer.reset();
    OperatorKey key = plan.fresh.row;
    key.createdAt = time;
    if (signer) {
        const QString byKey = KeyRecord::keyId(signer->publicKey());
        key.vouch = teamRecordOf(after, key, actorId, byKey, time).canonicalBytes();
        key.vouchSignature = signer->sign(key.vouch);
        key.vouchedByKey = byKey;
    }
    QVariantList args {now, after.id, key.keyId, QString::fromLatin1(key.publicKey.toBase64()),
                       QString::fromLatin1(key.wrapped)};
    args << vouchArgs(key);
    const StoreResult<OperatorKey> replaced = keyCall(q, config, u"paydesk_key_replace"_s, args, what);
    if (!replaced.ok())
        return replaced.error();
    return {};
}

StoreResult<OperatorKey> Operators::teamVouch(const AuthenticatedOperator &actor, const QString &keyId,
                                              const QString &what)
{
    const StoreConfig &config = m_store->config();
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    const StoreResult<std::optional<OperatorKey>> found = keyRows::byId(q, config, keyId, what);
    if (!found.ok())
        return found.error();
    if (!found.value() || found.value()->isRevoked())
        return StoreError(StoreError::Kind::NotFound, what + u' ' + tr("There is no such key in force."),
                          u"key %1 absent or revoked"_s.arg(keyId));
    const StoreResult<Operator> owner = load(found.value()->operatorId);
    if (!owner.ok())
        return owner.error();
    const QString byKey = KeyRecord::keyId(actor.signingKey()->publicKey());
    OperatorKey key = *found.value();
    const QDateTime time = now();
    KeyRecord record = teamRecordOf(owner.value(), key, actor.id(), byKey, time);
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
    key.vouch = record.canonicalBytes();
    key.vouchSignature = actor.signingKey()->sign(key.vouch);
    key.vouchedByKey = byKey;
    QVariantList args {AuditEntry::timeText(time), key.keyId};
    args << vouchArgs(key);
    return keyCall(q, config, u"paydesk_key_vouch"_s, args, what);
}

} // namespace paydesk::store
