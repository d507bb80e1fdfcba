// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/PayoutDrafts.h"

#include "payouts/RecipientKey.h"
#include "store/AuditEntry.h"
#include "store/AuditedWrite.h"
#include "store/OutboxColumns.h"
#include "store/Store.h"
#include "store/StoreCall.h"
#include "store/StoreLogging.h"
#include "store/StoreTransaction.h"
#include "store/TeamWrites.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace paydesk::store {

using payouts::PayoutDraft;

namespace {

using State = PayoutDraft::State;
using Action = AuditEvent::Action;

QString newUuid()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces); // version 4 (random)
}

QString jsonText(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QString sha256Hex(const QString &text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex());
}

// A UNIQUE constraint refused the row: SQLite's SQLITE_CONSTRAINT_UNIQUE and _PRIMARYKEY,
// PostgreSQL's unique_violation.
bool isUniqueViolation(const QSqlError &error)
{
    const QString code = error.nativeErrorCode();
    return code == u"2067"_s || code == u"1555"_s || code == u"23505"_s;
}

// The row's audit detail (PayoutDrafts.h).
QJsonObject detailOf(const PayoutDraft &draft)
{
    QJsonObject detail {
        {u"outbox_id"_s, draft.id},
        {u"custom_id"_s, draft.customId()},
        {u"idempotency_key"_s, draft.idempotencyKey},
        {u"revision"_s, draft.revision},
        {u"recipient"_s, draft.content.recipientSummary},
        {u"body_sha256"_s, sha256Hex(jsonText(draft.content.requestBody))},
    };
    if (const Money amount = draft.amount(); amount.isValid()) {
        detail.insert(u"amount"_s,
                      QJsonObject {{u"currency"_s, amount.currency()}, {u"value"_s, amount.toWire()}});
    }
    if (draft.content.lookup != PayoutDraft::Lookup::None)
        detail.insert(u"lookup"_s, PayoutDraft::lookupKey(draft.content.lookup));
    if (!draft.content.registeredName.isEmpty())
        detail.insert(u"registered_name"_s, draft.content.registeredName);
    if (!draft.content.maker.isEmpty())
        detail.insert(u"maker"_s, draft.content.maker);
    return detail;
}

QVariant nullable(const QString &text)
{
    return text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

} // namespace

PayoutDrafts::PayoutDrafts(Store *store, AuditLog *log, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_log(log)
{
    Q_ASSERT(store && log && log->store() == store);
    qRegisterMetaType<PayoutDraft>();
    qRegisterMetaType<StoreError>();
}

PayoutDrafts::~PayoutDrafts()
{
    // The posted jobs refer to this object: they must have run before it goes.
    if (m_store->pendingJobs() > 0)
        m_store->waitForPosted();
}

QDateTime PayoutDrafts::now() const
{
    return m_store->now();
}

// --- reading ------------------------------------------------------------------------------------

StoreResult<PayoutDraft> PayoutDrafts::load(const QString &profileId, const QString &id) const
{
    const QString what = tr("The draft could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    return outboxColumns::selectDraft(q, m_store->config(), profileId, id, what);
}

StoreResult<std::optional<PayoutDraft>> PayoutDrafts::findByPayoutId(const QString &profileId,
                                                                     const QString &payoutId) const
{
    const QString what = tr("The payout's record could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    if (!q.prepare(
            u"SELECT %1 FROM payout_outbox WHERE profile_id = :profile AND provider_payout_id = :payout"_s
                .arg(outboxColumns::selectList())))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":profile"_s, profileId);
    q.bindValue(u":payout"_s, payoutId);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    if (!q.next()) {
        if (q.lastError().isValid())
            return StoreError::fromSql(q.lastError(), m_store->config(), what);
        return std::optional<PayoutDraft>();
    }
    StoreResult<PayoutDraft> draft = outboxColumns::readDraft(q, what);
    if (!draft.ok())
        return draft.error();
    return std::optional<PayoutDraft>(std::move(draft).value());
}

StoreResult<QList<QJsonObject>> PayoutDrafts::recentSenders(const QString &profileId, int limit) const
{
    const QString what = tr("The saved senders could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    if (!q.prepare(u"SELECT sender FROM payout_senders WHERE profile_id = :profile "
                   "ORDER BY last_used_at DESC, sender_key LIMIT :limit"_s))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":profile"_s, profileId);
    q.bindValue(u":limit"_s, std::max(0, limit));
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    QList<QJsonObject> senders;
    while (q.next()) {
        const QJsonDocument doc = QJsonDocument::fromJson(q.value(0).toString().toUtf8());
        if (doc.isObject())
            senders.append(doc.object());
    }
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    return senders;
}

StoreResult<QList<PayoutDraft>> PayoutDrafts::list(const QString &profileId, PayoutDraft::State state) const
{
    return list(profileId, QList<State> {state});
}

StoreResult<QList<PayoutDraft>> PayoutDrafts::list(const QString &profileId, const QList<State> &states) const
{
    const QString what = tr("The drafts could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    // The states are the enum's own keys, never a person's text: quoted in the statement.
    QStringList keys;
    for (const State state : states)
        keys.append(u'\'' + PayoutDraft::stateKey(state) + u'\'');
    if (keys.isEmpty())
        return QList<PayoutDraft>();
    if (!q.prepare(u"SELECT %1 FROM payout_outbox WHERE profile_id = :profile AND state IN (%2) "
                   "ORDER BY created_at DESC, id DESC"_s.arg(outboxColumns::selectList(), keys.join(u", "))))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":profile"_s, profileId);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    QList<PayoutDraft> drafts;
    while (q.next()) {
        StoreResult<PayoutDraft> draft = outboxColumns::readDraft(q, what);
        if (!draft.ok())
            return draft.error();
        drafts.append(std::move(draft).value());
    }
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    return drafts;
}

// --- writing ------------------------------------------------------------------------------------

StoreResult<PayoutDraft> PayoutDrafts::save(const QString &profileId, const PayoutDraft::Content &content)
{
    return write(Write::Save, profileId, {}, 0, content);
}

StoreResult<PayoutDraft> PayoutDrafts::update(const QString &profileId, const QString &id,
                                              qint64 expectedRevision, const PayoutDraft::Content &content)
{
    return write(Write::Update, profileId, id, expectedRevision, content);
}

StoreResult<void> PayoutDrafts::remove(const QString &profileId, const QString &id, qint64 expectedRevision)
{
    const StoreResult<PayoutDraft> removed = write(Write::Remove, profileId, id, expectedRevision, {});
    if (!removed.ok())
        return removed.error();
    return {};
}

StoreResult<PayoutDraft> PayoutDrafts::write(Write kind, const QString &profileId, const QString &id,
                                             qint64 expectedRevision, const PayoutDraft::Content &content)
{
    const QString what = kind == Write::Save ? tr("The draft was not saved.")
        : kind == Write::Update              ? tr("The changes to the draft were not saved.")
                                             : tr("The draft was not deleted.");
    const StoreConfig &config = m_store->config();
    if (profileId.isEmpty())
        return StoreError(StoreError::Kind::InvalidData, what + u' ' + tr("It belongs to no profile."),
                          u"no profile id"_s);
    if (kind != Write::Remove && content.customId().isEmpty()) {
        return StoreError(StoreError::Kind::InvalidData,
                          what + u' '
                              + tr("A payout needs its custom ID before it is saved: Paydesk finds a payout "
                                   "whose answer was lost by it."),
                          u"no custom_id in the body"_s);
    }

    if (teamWrites::isTeam(m_store)) {
        // The team database's functions write the row and its entry (TeamWrites.h).
        bool wrote = false;
        const StoreResult<PayoutDraft> result
            = teamWrites::draft(m_store,
                                kind == Write::Save         ? teamWrites::DraftWrite::Save
                                    : kind == Write::Update ? teamWrites::DraftWrite::Update
                                                            : teamWrites::DraftWrite::Remove,
                                profileId, id, expectedRevision, content, what, &wrote);
        if (result.ok() && wrote)
            Q_EMIT changed(profileId, result.value().id);
        return result;
    }

    AuditedWrite audited(m_store, m_log, what);
    if (const StoreResult<void> begun = audited.begin(); !begun.ok())
        return begun.error();
    QSqlQuery &select = audited.query();
    QSqlQuery &taken = audited.query();
    QSqlQuery &change = audited.query();
    QSqlQuery &sender = audited.query();

    const QDateTime time = now();
    PayoutDraft before;
    if (kind != Write::Save) {
        StoreResult<PayoutDraft> current = outboxColumns::selectDraft(select, config, profileId, id, what);
        if (!current.ok())
            return current.error();
        before = std::move(current).value();
        if (before.state != State::Draft) {
            return StoreError(StoreError::Kind::Conflict,
                              what + u' '
                                  + tr("This payout is no longer a draft (it is %1 now): it can no longer be "
                                       "changed or deleted.")
                                        .arg(PayoutDraft::stateKey(before.state)),
                              u"outbox row %1 is %2"_s.arg(id, PayoutDraft::stateKey(before.state)));
        }
        if (before.revision != expectedRevision) {
            return StoreError(StoreError::Kind::Conflict,
                              what + u' '
                                  + tr("This draft was changed elsewhere (another window or workstation) "
                                       "after it was opened. Open it again to see those changes."),
                              u"outbox row %1 is at revision %2, not %3"_s.arg(id)
                                  .arg(before.revision)
                                  .arg(expectedRevision));
        }
    }

    PayoutDraft after = before;
    bool bodyChanged = false;
    if (kind == Write::Save) {
        after.id = newUuid();
        after.profileId = profileId;
        after.state = State::Draft;
        after.revision = 1;
        after.idempotencyKey = newUuid();
        after.content = content;
        after.createdAt = time;
        after.updatedAt = time;
    } else if (kind == Write::Update) {
        after.content = content;
        if (after.content.maker.isEmpty())
            after.content.maker = before.content.maker;
        if (after.content == before.content)
            return before; // nothing to change: no new revision, no entry
        bodyChanged = after.content.requestBody != before.content.requestBody;
        if (bodyChanged)
            after.idempotencyKey = newUuid(); // a key is never reused for another body
        after.revision = before.revision + 1;
        after.updatedAt = time;
    }

    // custom_id: unique within the profile. Checked under the lock, so that the answer is a
    // sentence rather than a refused statement; the unique index stays the last word.
    if (kind != Write::Remove && (kind == Write::Save || after.customId() != before.customId())) {
        if (!taken.prepare(u"SELECT 1 FROM payout_outbox WHERE profile_id = :profile AND custom_id = :custom "
                           "AND id <> :id"_s))
            return StoreError::fromSql(taken.lastError(), config, what);
        taken.bindValue(u":profile"_s, profileId);
        taken.bindValue(u":custom"_s, after.customId());
        taken.bindValue(u":id"_s, after.id);
        if (!taken.exec())
            return StoreError::fromSql(taken.lastError(), config, what);
        const bool exists = taken.next();
        if (taken.lastError().isValid())
            return StoreError::fromSql(taken.lastError(), config, what);
        taken.finish();
        if (exists) {
            return StoreError(StoreError::Kind::Duplicate,
                              what + u' '
                                  + tr("The custom ID \u201C%1\u201D is already used by another payout of "
                                       "this profile. Choose another one.")
                                        .arg(after.customId()),
                              u"custom_id taken in profile %1"_s.arg(profileId));
        }
    }

    const QString body = jsonText(after.content.requestBody);
    const Money amount = after.amount();
    bool prepared = false;
    switch (kind) {
    case Write::Save:
        prepared = change.prepare(
            u"INSERT INTO payout_outbox (id, profile_id, state, request_body, form_snapshot, "
            u"idempotency_key, "
            "custom_id, currency, amount_minor, recipient_summary, lookup_verdict, registered_name, maker, "
            "created_at, updated_at, revision, recipient_key) VALUES (:id, :profile, :state, :body, "
            ":snapshot, "
            ":key, :custom, :currency, :amount, :recipient, :lookup, :registered, :maker, :created, "
            ":updated, "
            ":revision, :recipientKey)"_s);
        break;
    case Write::Update:
        prepared = change.prepare(
            u"UPDATE payout_outbox SET request_body = :body, form_snapshot = :snapshot, idempotency_key = "
            u":key, "
            "custom_id = :custom, currency = :currency, amount_minor = :amount, recipient_summary = "
            ":recipient, "
            "lookup_verdict = :lookup, registered_name = :registered, maker = :maker, updated_at = :updated, "
            "revision = :revision, recipient_key = :recipientKey WHERE id = :id AND profile_id = :profile "
            "AND state = :state "
            "AND revision = :expected"_s);
        break;
    case Write::Remove:
        prepared = change.prepare(u"DELETE FROM payout_outbox WHERE id = :id AND profile_id = :profile "
                                  "AND state = :state AND revision = :expected"_s);
        break;
    }
    if (!prepared)
        return StoreError::fromSql(change.lastError(), config, what);
    change.bindValue(u":id"_s, after.id);
    change.bindValue(u":profile"_s, profileId);
    change.bindValue(u":state"_s, PayoutDraft::stateKey(State::Draft));
    if (kind != Write::Save)
        change.bindValue(u":expected"_s, expectedRevision);
    if (kind != Write::Remove) {
        change.bindValue(u":body"_s, body);
        change.bindValue(u":snapshot"_s, jsonText(after.content.formSnapshot));
        change.bindValue(u":key"_s, after.idempotencyKey);
        change.bindValue(u":custom"_s, after.customId());
        change.bindValue(u":currency"_s,
                         amount.isValid() ? QVariant(amount.currency())
                                          : QVariant(QMetaType::fromType<QString>()));
        change.bindValue(u":amount"_s,
                         amount.isValid() ? QVariant(amount.minorUnits())
                                          : QVariant(QMetaType::fromType<qint64>()));
        change.bindValue(u":recipient"_s, after.content.recipientSummary);
        change.bindValue(u":lookup"_s, nullable(PayoutDraft::lookupKey(after.content.lookup)));
        change.bindValue(u":registered"_s, nullable(after.content.registeredName));
        change.bindValue(u":maker"_s, nullable(after.content.maker));
        change.bindValue(u":updated"_s, AuditEntry::timeText(after.updatedAt));
        change.bindValue(u":revision"_s, after.revision);
        // Who is paid, as the lists compare payouts (schema step 11): the one function's key.
        change.bindValue(u":recipientKey"_s, nullable(payouts::recipientKeyOf(after.content.requestBody)));
        if (kind == Write::Save)
            change.bindValue(u":created"_s, AuditEntry::timeText(after.createdAt));
    }
    if (!change.exec()) {
        if (isUniqueViolation(change.lastError())) {
            return StoreError(StoreError::Kind::Duplicate,
                              what + u' '
                                  + tr("The custom ID \u201C%1\u201D is already used by another payout of "
                                       "this profile. Choose another one.")
                                        .arg(after.customId()),
                              change.lastError().nativeErrorCode() + u": "_s
                                  + change.lastError().databaseText());
        }
        return StoreError::fromSql(change.lastError(), config, what);
    }
    if (kind != Write::Save && change.numRowsAffected() != 1) {
        // Changed by a writer that does not take the audit lock (a submission's lease) meanwhile.
        return StoreError(StoreError::Kind::Conflict,
                          what + u' '
                              + tr("This draft was changed elsewhere (another window or workstation) after "
                                   "it was opened. Open it again to see those changes."),
                          u"outbox row %1 changed during the write"_s.arg(id));
    }
    change.finish();

    // The sender is the organisation's: kept, so that the next payout offers it.
    if (const QJsonObject from = after.content.requestBody.value(u"sender"_s).toObject();
        kind != Write::Remove && !from.value(u"name"_s).toString().trimmed().isEmpty()) {
        const QString text = jsonText(from);
        if (!sender.prepare(
                u"INSERT INTO payout_senders (profile_id, sender_key, sender, name, last_used_at, uses) "
                "VALUES (:profile, :key, :sender, :name, :used, 1) "
                "ON CONFLICT (profile_id, sender_key) DO UPDATE SET "
                "last_used_at = excluded.last_used_at, uses = payout_senders.uses + 1"_s))
            return StoreError::fromSql(sender.lastError(), config, what);
        sender.bindValue(u":profile"_s, profileId);
        sender.bindValue(u":key"_s, sha256Hex(text));
        sender.bindValue(u":sender"_s, text);
        sender.bindValue(u":name"_s, from.value(u"name"_s).toString().trimmed());
        sender.bindValue(u":used"_s, AuditEntry::timeText(time));
        if (!sender.exec())
            return StoreError::fromSql(sender.lastError(), config, what);
        sender.finish();
    }

    QJsonObject detail = detailOf(after);
    Action action = Action::DraftSaved;
    if (kind == Write::Update) {
        action = Action::DraftEdited;
        detail.insert(u"body_changed"_s, bodyChanged);
        if (bodyChanged)
            detail.insert(u"previous_idempotency_key"_s, before.idempotencyKey);
    } else if (kind == Write::Remove) {
        action = Action::DraftDeleted;
    }
    const StoreResult<AuditEntry> entry = audited.append(AuditEvent(action, profileId, detail, time));
    if (!entry.ok())
        return entry.error();

    if (const StoreResult<void> committed = audited.commit(); !committed.ok())
        return committed.error();
    qCInfo(lcStore).noquote() << "draft" << after.id << AuditEvent::actionKey(action).section(u'.', 1)
                              << "for profile" << profileId << "at revision" << after.revision
                              << "(audit entry" << entry.value().seq << u')';
    Q_EMIT changed(profileId, after.id);
    return after;
}

// --- on the worker thread -----------------------------------------------------------------------

void PayoutDrafts::postSave(const QString &profileId, const PayoutDraft::Content &content, QObject *context,
                            Callback<PayoutDraft> done)
{
    postCall(
        m_store, context, [this, profileId, content] { return save(profileId, content); }, std::move(done));
}

void PayoutDrafts::postUpdate(const QString &profileId, const QString &id, qint64 expectedRevision,
                              const PayoutDraft::Content &content, QObject *context,
                              Callback<PayoutDraft> done)
{
    postCall(
        m_store, context,
        [this, profileId, id, expectedRevision, content] {
            return update(profileId, id, expectedRevision, content);
        },
        std::move(done));
}

void PayoutDrafts::postRemove(const QString &profileId, const QString &id, qint64 expectedRevision,
                              QObject *context, Callback<void> done)
{
    postCall(
        m_store, context,
        [this, profileId, id, expectedRevision] { return remove(profileId, id, expectedRevision); },
        std::move(done));
}

void PayoutDrafts::postLoad(const QString &profileId, const QString &id, QObject *context,
                            Callback<PayoutDraft> done)
{
    postCall(
        m_store, context, [this, profileId, id] { return load(profileId, id); }, std::move(done));
}

void PayoutDrafts::postRecentSenders(const QString &profileId, QObject *context,
                                     Callback<QList<QJsonObject>> done)
{
    postCall(
        m_store, context, [this, profileId] { return recentSenders(profileId, maxSendersOffered); },
        std::move(done));
}

void PayoutDrafts::recordOpened(const QString &profileId, const PayoutDraft &draft)
{
    // In team mode through paydesk_record (AuditLog), which takes draft.opened, the one draft.*
    // entry not written by the team's own functions (opening a draft changes nothing).
    m_log->post(AuditEvent(Action::DraftOpened, profileId, detailOf(draft), now()));
}

} // namespace paydesk::store
