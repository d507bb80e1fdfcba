// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/TeamWrites.h"

#include "payouts/RecipientKey.h"
#include "store/CanonicalJson.h"
#include "store/OutboxColumns.h"
#include "store/Store.h"
#include "store/StoreLogging.h"
#include "store/TeamCall.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace paydesk::store::teamWrites {

using payouts::PayoutDraft;

namespace {

QString jsonText(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QString sha256Hex(const QString &text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex());
}

QString newUuid()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

} // namespace

bool isTeam(Store *store)
{
    if (!store->config().isPostgres())
        return false;
    if (!store->isTeam() && store->state() != Store::State::Open)
        (void)store->connection(); // opens it: the answer is known once it is open
    return store->isTeam();
}

StoreResult<PayoutDraft> draft(Store *store, DraftWrite kind, const QString &profileId, const QString &id,
                               qint64 expectedRevision, const PayoutDraft::Content &content,
                               const QString &what, bool *changed)
{
    *changed = false;
    const StoreConfig &config = store->config();
    const StoreResult<QSqlDatabase> connection = store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    const QSqlDatabase db = connection.value();

    PayoutDraft before;
    if (kind != DraftWrite::Save) {
        // The first answer (the function checks again, under its lock): the row's state, revision
        // and whether the body changed, which decides the key.
        QSqlQuery select(db);
        StoreResult<PayoutDraft> current = outboxColumns::selectDraft(select, config, profileId, id, what);
        if (!current.ok())
            return current.error();
        before = std::move(current).value();
    }
    if (kind == DraftWrite::Remove) {
        QSqlQuery q(db);
        const StoreResult<bool> done = teamCall::call(
            q, config, u"paydesk_draft_delete"_s, {teamCall::nowText(store), id, profileId, expectedRevision},
            outboxColumns::selectList(), what);
        if (!done.ok())
            return done.error();
        *changed = true;
        return before;
    }

    QString rowId = id;
    QString key;
    if (kind == DraftWrite::Save) {
        rowId = newUuid();
        key = newUuid();
    } else {
        PayoutDraft after = before;
        after.content = content;
        if (after.content.maker.isEmpty())
            after.content.maker = before.content.maker;
        if (after.content == before.content && before.revision == expectedRevision
            && before.state == PayoutDraft::State::Draft)
            return before; // nothing to change: no new revision, no entry
        // A key is never reused for another body.
        key = content.requestBody != before.content.requestBody ? newUuid() : before.idempotencyKey;
    }

    const Money amount = content.amount();
    const QJsonObject from = content.requestBody.value(u"sender"_s).toObject();
    const QString senderName = from.value(u"name"_s).toString().trimmed();
    const QString senderText = senderName.isEmpty() ? QString() : jsonText(from);
    const QVariantList args {
        teamCall::nowText(store),
        rowId,
        profileId,
        kind == DraftWrite::Save ? qint64(0) : expectedRevision,
        jsonText(content.requestBody),
        jsonText(content.formSnapshot),
        key,
        content.customId(),
        amount.isValid() ? QVariant(amount.currency()) : QVariant(QMetaType::fromType<QString>()),
        amount.isValid() ? QVariant(amount.minorUnits()) : QVariant(QMetaType::fromType<qint64>()),
        content.recipientSummary,
        teamCall::text(PayoutDraft::lookupKey(content.lookup)),
        teamCall::text(content.registeredName),
        teamCall::text(payouts::recipientKeyOf(content.requestBody)),
        teamCall::text(senderText),
        teamCall::text(senderText.isEmpty() ? QString() : sha256Hex(senderText)),
        teamCall::text(senderName),
    };
    QSqlQuery q(db);
    const StoreResult<bool> done
        = teamCall::call(q, config, u"paydesk_draft_save"_s, args, outboxColumns::selectList(), what);
    if (!done.ok())
        return done.error();
    if (!done.value())
        return StoreError(StoreError::Kind::Failed, what, u"paydesk_draft_save returned no row"_s);
    StoreResult<PayoutDraft> after = outboxColumns::readDraft(q, what);
    if (after.ok()) {
        *changed = true;
        qCInfo(lcStore).noquote() << "draft" << after.value().id
                                  << (kind == DraftWrite::Save ? "saved" : "edited")
                                  << "in the team database at revision" << after.value().revision;
    }
    return after;
}

StoreResult<qint64> record(Store *store, const AuditEvent &event, const QString &what)
{
    QString why;
    const std::optional<QByteArray> detail = CanonicalJson::serialize(event.detail, &why);
    if (!detail)
        return StoreError(StoreError::Kind::InvalidData, what + u' ' + why,
                          AuditEvent::actionKey(event.action));
    const StoreResult<QSqlDatabase> connection = store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    const QDateTime time = event.time.isValid() ? event.time : store->now();
    const StoreResult<bool> done = teamCall::call(
        q, store->config(), u"paydesk_record"_s,
        {AuditEntry::timeText(time.toUTC()), event.profileId.isNull() ? u""_s : event.profileId,
         AuditEvent::actionKey(event.action), QString::fromUtf8(*detail)},
        u"paydesk_record"_s, what);
    if (!done.ok())
        return done.error();
    if (!done.value())
        return StoreError(StoreError::Kind::Failed, what, u"paydesk_record returned no number"_s);
    return q.value(0).toLongLong();
}

} // namespace paydesk::store::teamWrites
