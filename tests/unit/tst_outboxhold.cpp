// SPDX-License-Identifier: GPL-3.0-or-later
// The outbox's held rows and the approvals' signatures as the store keeps them (outbox/OutboxStore.h,
// "Held rows" and "Signatures"), on SQLite and on PostgreSQL (one suite registered twice, as
// tst_payoutdrafts): the lease holder holds an approved row, which keeps its state, is never
// claimed again, is listed with the held rows and goes back to its maker as a draft with a new
// idempotency key; an approval's or a rejection's signature is recorded with the decision in the
// same transaction, refused when it names another row, profile, approver or decision, and not
// recorded when its statement is empty. Each change is its audit entry and the chain holds.

#include "ApprovalSupport.h"
#include "StoreBackend.h"
#include "outbox/OutboxStore.h"
#include "payouts/PayoutStateText.h"
#include "store/AuditLog.h"
#include "store/AuditVerification.h"
#include "store/OutboxLists.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QCryptographicHash>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::store;
using namespace Qt::StringLiterals;
using approvals::ApprovalSignature;
using approvals::ApprovalStatement;
using payouts::PayoutDraft;
using State = PayoutDraft::State;

namespace paydesk::outbox {

// The approval flow's private steps, reached directly (OutboxStore.h names this struct a friend).
struct OutboxStoreTestAccess
{
    static StoreResult<PayoutDraft> grant(OutboxStore &outbox, const PayoutDraft &row,
                                          const QString &approver, const ApprovalSignature &signature)
    {
        return outbox.grantApproval(row.profileId, row.id, row.revision, approver, 1, outbox.now().addDays(7),
                                    signature);
    }
    static StoreResult<PayoutDraft> sendBack(OutboxStore &outbox, const PayoutDraft &row,
                                             const QString &approver, const ApprovalSignature &signature)
    {
        return outbox.sendBack(row.profileId, row.id, row.revision, approver, u"Wrong recipient"_s,
                               signature);
    }
};

} // namespace paydesk::outbox

namespace {

using Access = outbox::OutboxStoreTestAccess;

const QString kProfile = u"profile-ke"_s;
const QString kOwner = u"owner-1"_s;

PayoutDraft::Content content(const QString &customId)
{
    PayoutDraft::Content c;
    c.requestBody = QJsonObject {
        {u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, u"1500.00"_s}}},
        {u"payment_account_id"_s, u"pac-2kA9XqL0mR3"_s},
        {u"custom_id"_s, customId},
    };
    c.formSnapshot = QJsonObject {{u"format"_s, u"test"_s}};
    c.recipientSummary = u"Jane Wanjiku, +254712345678 (MOBILE_MONEY, KE)"_s;
    c.maker = test::TestApprovals::maker();
    return c;
}

// A signature of `decision` on `row` by `approver` (the store checks the names, not the bytes:
// the verifier does that before each POST).
// The row as a person and the processor see it (PayoutDraft has no operator==).
bool sameRow(const PayoutDraft &a, const PayoutDraft &b)
{
    return a.id == b.id && a.profileId == b.profileId && a.state == b.state && a.revision == b.revision
        && a.idempotencyKey == b.idempotencyKey && a.progress == b.progress
        && a.submission.leaseOwner == b.submission.leaseOwner && a.updatedAt == b.updatedAt;
}

ApprovalSignature signatureOf(const PayoutDraft &row, const QString &approver,
                              ApprovalStatement::Decision decision, char fill = 'S')
{
    ApprovalSignature s;
    s.outboxId = row.id;
    s.profileId = row.profileId;
    s.decision = decision;
    s.approver = approver;
    s.keyId = QString(64, u'a');
    s.statement = R"({"format":"paydesk-approval/1","outbox_id":")" + row.id.toUtf8() + "\"}";
    s.signature = QByteArray(64, fill);
    return s;
}

} // namespace

class TestOutboxHold : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();

    void leaseHolderHoldsAnApprovedRow();
    void claimNeverTakesAHeldRow();
    void heldRowReturnsToDraftWithANewKey();
    void heldRowsListedNewestFirst();
    void heldRowsReadAsHeld();
    void signatureRecordedWithTheDecision();
    void signatureOfAnotherRowOrApproverRefused();
    void signatureAndDecisionAreOneTransaction();
    void emptyStatementRecordsNoSignature();

private:
    struct Setup
    {
        explicit Setup(const StoreConfig &config)
            : store(config)
            , log(&store)
            , drafts(&store, &log)
            , outbox(&store, &log)
            , lists(&store)
            , approvals(&store, &log, &outbox)
        {
            store.setClock([this] { return now; });
        }
        QDateTime now = QDateTime(QDate(2026, 11, 23), QTime(8, 0), Qt::UTC);
        Store store;
        AuditLog log;
        PayoutDrafts drafts;
        outbox::OutboxStore outbox;
        OutboxLists lists;
        test::TestApprovals approvals;
    };
    std::unique_ptr<Setup> open();
    PayoutDraft drafted(Setup &s, const QString &customId);
    PayoutDraft approved(Setup &s, const QString &customId);
    PayoutDraft awaiting(Setup &s, const QString &customId);
    // Claimed by kOwner and held.
    PayoutDraft held(Setup &s, const QString &customId, const QString &reason = u"Not signed"_s);
    QList<AuditEntry> entriesOf(Setup &s, const QString &id, const QString &action);
    qint64 signatureCount(const QString &outboxId);

    test::StoreBackend m_backend;
};

void TestOutboxHold::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(u"tst_outboxhold"_s);
    QString why;
    QVERIFY2(m_backend.setUp(&why), qPrintable(why));
}

void TestOutboxHold::init()
{
    QString why;
    QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
}

void TestOutboxHold::cleanup()
{
    m_backend.endTest();
}

void TestOutboxHold::cleanupTestCase()
{
    m_backend.tearDown();
}

std::unique_ptr<TestOutboxHold::Setup> TestOutboxHold::open()
{
    auto s = std::make_unique<Setup>(m_backend.config());
    const StoreResult<void> opened = s->store.open();
    if (!opened.ok())
        qWarning().noquote() << opened.error().toString();
    return s;
}

PayoutDraft TestOutboxHold::drafted(Setup &s, const QString &customId)
{
    const StoreResult<PayoutDraft> saved = s.drafts.save(kProfile, content(customId));
    if (!saved.ok())
        qWarning().noquote() << saved.error().toString();
    return saved.value();
}

PayoutDraft TestOutboxHold::approved(Setup &s, const QString &customId)
{
    const PayoutDraft draft = drafted(s, customId);
    const StoreResult<PayoutDraft> row = s.approvals.approve(kProfile, draft.id, draft.revision);
    if (!row.ok())
        qWarning().noquote() << row.error().toString();
    return row.value();
}

PayoutDraft TestOutboxHold::awaiting(Setup &s, const QString &customId)
{
    const PayoutDraft draft = drafted(s, customId);
    const StoreResult<PayoutDraft> row = s.approvals.submit(kProfile, draft.id, draft.revision);
    if (!row.ok())
        qWarning().noquote() << row.error().toString();
    return row.value();
}

PayoutDraft TestOutboxHold::held(Setup &s, const QString &customId, const QString &reason)
{
    const PayoutDraft row = approved(s, customId);
    const StoreResult<std::optional<PayoutDraft>> claimed
        = s.outbox.claim(kOwner, outbox::OutboxStore::Claim::Due, std::chrono::seconds(60));
    if (!claimed.ok() || !claimed.value() || claimed.value()->id != row.id) {
        qWarning() << "not claimed:" << row.id;
        return {};
    }
    const StoreResult<PayoutDraft> h = s.outbox.hold(*claimed.value(), kOwner, reason, u"no signature"_s);
    if (!h.ok())
        qWarning().noquote() << h.error().toString();
    return h.value();
}

QList<AuditEntry> TestOutboxHold::entriesOf(Setup &s, const QString &id, const QString &action)
{
    QList<AuditEntry> found;
    const StoreResult<QList<AuditEntry>> all = s.log.entriesOfOutboxRow(id);
    if (!all.ok())
        return found;
    for (const AuditEntry &e : all.value())
        if (e.action == action)
            found.append(e);
    return found;
}

qint64 TestOutboxHold::signatureCount(const QString &outboxId)
{
    QSqlQuery q(m_backend.raw());
    q.prepare(u"SELECT COUNT(*) FROM approval_signatures WHERE outbox_id = :id"_s);
    q.bindValue(u":id"_s, outboxId);
    if (!q.exec() || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

void TestOutboxHold::leaseHolderHoldsAnApprovedRow()
{
    auto s = open();
    const PayoutDraft row = approved(*s, u"PD-HOLD-0001"_s);
    QCOMPARE(row.state, State::Approved);

    // Not the lease holder (nobody holds it yet): refused, nothing changed.
    const StoreResult<PayoutDraft> notLeased
        = s->outbox.hold(row, kOwner, u"Not signed"_s, u"no signature"_s);
    QCOMPARE(notLeased.error().kind(), StoreError::Kind::Conflict);

    const StoreResult<std::optional<PayoutDraft>> claimed
        = s->outbox.claim(kOwner, outbox::OutboxStore::Claim::Due, std::chrono::seconds(60));
    QVERIFY(claimed.ok() && claimed.value());
    const PayoutDraft leased = *claimed.value();
    QCOMPARE(leased.submission.leaseOwner, kOwner);

    const StoreResult<PayoutDraft> other = s->outbox.hold(leased, u"owner-2"_s, u"Not signed"_s, u"x"_s);
    QCOMPARE(other.error().kind(), StoreError::Kind::Conflict);

    s->now = s->now.addSecs(5);
    const StoreResult<PayoutDraft> h
        = s->outbox.hold(leased, kOwner, u"Its approval is not signed."_s, u"outbox row: no signature"_s);
    QVERIFY2(h.ok(), qPrintable(h.error().toString()));
    QCOMPARE(h.value().state, State::Approved); // the state is unchanged
    QCOMPARE(h.value().revision, leased.revision + 1);
    QCOMPARE(h.value().progress.heldReason, u"Its approval is not signed."_s);
    QCOMPARE(h.value().progress.heldAt, s->now);
    QVERIFY(h.value().submission.leaseOwner.isEmpty());

    // As read back.
    const PayoutDraft loaded = s->outbox.load(row.id).value();
    QVERIFY(sameRow(loaded, h.value()));
    QVERIFY(loaded.progress.isHeld());

    // Held once: a second hold is refused.
    QVERIFY(!s->outbox.hold(loaded, kOwner, u"again"_s, u"again"_s).ok());

    // Its entry, in the chain.
    const QList<AuditEntry> entries = entriesOf(*s, row.id, u"outbox.held"_s);
    QCOMPARE(entries.size(), 1);
    const QJsonObject detail = entries.first().detailObject();
    QCOMPARE(detail.value(u"reason"_s).toString(), u"outbox row: no signature"_s);
    QCOMPARE(detail.value(u"held_reason"_s).toString(), u"Its approval is not signed."_s);
    QCOMPARE(detail.value(u"owner"_s).toString(), kOwner);
    QCOMPARE(detail.value(u"idempotency_key"_s).toString(), row.idempotencyKey);
    QCOMPARE(detail.value(u"revision"_s).toInteger(), h.value().revision);
    QVERIFY(s->log.verify().value().isIntact());

    // A row not on its way is not held.
    const PayoutDraft waiting = awaiting(*s, u"PD-HOLD-0002"_s);
    QCOMPARE(s->outbox.hold(waiting, kOwner, u"x"_s, u"x"_s).error().kind(), StoreError::Kind::Conflict);
}

void TestOutboxHold::claimNeverTakesAHeldRow()
{
    auto s = open();
    const PayoutDraft first = held(*s, u"PD-HOLD-0011"_s);
    QVERIFY(first.progress.isHeld());
    const PayoutDraft second = approved(*s, u"PD-HOLD-0012"_s);

    // The other row is taken; the held one never, however long it waits, nor by recovery.
    s->now = s->now.addSecs(600);
    const StoreResult<std::optional<PayoutDraft>> claimed
        = s->outbox.claim(u"owner-2"_s, outbox::OutboxStore::Claim::Due, std::chrono::seconds(60));
    QVERIFY(claimed.ok() && claimed.value());
    QCOMPARE(claimed.value()->id, second.id);
    for (const auto kind : {outbox::OutboxStore::Claim::Due, outbox::OutboxStore::Claim::Recovery}) {
        s->now = s->now.addSecs(600);
        const StoreResult<std::optional<PayoutDraft>> again = s->outbox.claim(
            u"owner-3"_s, kind, std::chrono::seconds(60), s->now.addSecs(3600), QStringList {kProfile});
        QVERIFY(again.ok());
        if (again.value())
            QCOMPARE_NE(again.value()->id, first.id);
    }
    // Held in any state the processor takes: an UNCERTAIN one too.
    QSqlQuery q(m_backend.raw());
    QVERIFY(q.exec(
        u"UPDATE payout_outbox SET state = 'UNCERTAIN', lease_owner = NULL WHERE id = '%1'"_s.arg(first.id)));
    s->now = s->now.addSecs(600);
    const StoreResult<std::optional<PayoutDraft>> uncertain
        = s->outbox.claim(u"owner-4"_s, outbox::OutboxStore::Claim::Due, std::chrono::seconds(60));
    QVERIFY(uncertain.ok());
    QVERIFY(!uncertain.value() || uncertain.value()->id != first.id);
    QCOMPARE(s->outbox.load(first.id).value().submission.leaseOwner, QString());
}

void TestOutboxHold::heldRowReturnsToDraftWithANewKey()
{
    auto s = open();
    const PayoutDraft h = held(*s, u"PD-HOLD-0021"_s, u"The amount changed after its approval."_s);
    QVERIFY(h.progress.isHeld());
    QCOMPARE(h.progress.approvers, QStringList {test::TestApprovals::approver()});

    // An approved row that is not held does not go back.
    const PayoutDraft notHeld = approved(*s, u"PD-HOLD-0022"_s);
    const StoreResult<PayoutDraft> refused
        = s->outbox.returnToDraft(kProfile, notHeld.id, notHeld.revision, test::TestApprovals::maker());
    QCOMPARE(refused.error().kind(), StoreError::Kind::Conflict);
    QCOMPARE(s->outbox.load(notHeld.id).value().state, State::Approved);

    const StoreResult<PayoutDraft> back
        = s->outbox.returnToDraft(kProfile, h.id, h.revision, test::TestApprovals::maker());
    QVERIFY2(back.ok(), qPrintable(back.error().toString()));
    QCOMPARE(back.value().state, State::Draft);
    QVERIFY(!back.value().idempotencyKey.isEmpty());
    QVERIFY(back.value().idempotencyKey != h.idempotencyKey);
    QVERIFY(!back.value().progress.isHeld());
    QVERIFY(!back.value().progress.heldAt.isValid());
    QVERIFY(back.value().progress.approvers.isEmpty());
    QVERIFY(sameRow(s->outbox.load(h.id).value(), back.value()));

    const QList<AuditEntry> entries = entriesOf(*s, h.id, u"outbox.returned"_s);
    QCOMPARE(entries.size(), 1);
    const QJsonObject detail = entries.first().detailObject();
    QCOMPARE(detail.value(u"from"_s).toString(), u"APPROVED"_s);
    QCOMPARE(detail.value(u"previous_idempotency_key"_s).toString(), h.idempotencyKey);
    QCOMPARE(detail.value(u"held_reason"_s).toString(), u"The amount changed after its approval."_s);
    QCOMPARE(detail.value(u"idempotency_key"_s).toString(), back.value().idempotencyKey);
    QVERIFY(s->log.verify().value().isIntact());

    // No longer held: the list has it no more, and it goes through approval again.
    QVERIFY(s->lists.held(kProfile, 10).value().isEmpty());
    const StoreResult<PayoutDraft> again = s->approvals.approve(kProfile, h.id, back.value().revision);
    QVERIFY2(again.ok(), qPrintable(again.error().toString()));
    QCOMPARE(again.value().state, State::Approved);
}

void TestOutboxHold::heldRowsListedNewestFirst()
{
    auto s = open();
    const PayoutDraft a = held(*s, u"PD-HOLD-0031"_s, u"first"_s);
    s->now = s->now.addSecs(60);
    const PayoutDraft b = held(*s, u"PD-HOLD-0032"_s, u"second"_s);
    s->now = s->now.addSecs(60);
    approved(*s, u"PD-HOLD-0033"_s); // not held: not listed

    const StoreResult<QList<PayoutDraft>> listed = s->lists.held(kProfile, 10);
    QVERIFY2(listed.ok(), qPrintable(listed.error().toString()));
    QCOMPARE(listed.value().size(), 2);
    QCOMPARE(listed.value().at(0).id, b.id);
    QCOMPARE(listed.value().at(0).progress.heldReason, u"second"_s);
    QCOMPARE(listed.value().at(1).id, a.id);
    QVERIFY(sameRow(listed.value().at(0), s->outbox.load(b.id).value())); // whole rows
    QCOMPARE(s->lists.held(kProfile, 1).value().size(), 1);
    QVERIFY(s->lists.held(u"profile-other"_s, 10).value().isEmpty());
}

void TestOutboxHold::heldRowsReadAsHeld()
{
    // The same words on every page.
    QCOMPARE(payouts::PayoutStateText::heldLabel(), u"Held: not sent"_s);
    const QString sentence
        = payouts::PayoutStateText::heldSentence(u"The amount changed after its approval.");
    QVERIFY(sentence.startsWith(u"The amount changed after its approval."_s));
    QVERIFY(sentence.contains(u"return it to a draft"_s));
    QVERIFY(!payouts::PayoutStateText::heldSentence({}).isEmpty());
}

void TestOutboxHold::signatureRecordedWithTheDecision()
{
    auto s = open();
    const QString ben = test::TestApprovals::approver();
    const PayoutDraft row = awaiting(*s, u"PD-SIG-0001"_s);
    const ApprovalSignature signature = signatureOf(row, ben, ApprovalStatement::Decision::Approve);
    const StoreResult<PayoutDraft> granted = Access::grant(s->outbox, row, ben, signature);
    QVERIFY2(granted.ok(), qPrintable(granted.error().toString()));
    QCOMPARE(granted.value().state, State::Approved);

    QSqlQuery q(m_backend.raw());
    QVERIFY(q.exec(u"SELECT id, profile_id, decision, approver, key_id, statement, signature, recorded_at "
                   u"FROM approval_signatures WHERE outbox_id = '%1'"_s.arg(row.id)));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toString(),
             QString::fromLatin1(
                 QCryptographicHash::hash(signature.signature, QCryptographicHash::Sha256).toHex()));
    QCOMPARE(q.value(1).toString(), kProfile);
    QCOMPARE(q.value(2).toString(), u"APPROVE"_s);
    QCOMPARE(q.value(3).toString(), ben);
    QCOMPARE(q.value(4).toString(), signature.keyId);
    QCOMPARE(q.value(5).toString().toUtf8(), signature.statement);
    QCOMPARE(QByteArray::fromBase64(q.value(6).toString().toLatin1()), signature.signature);
    QCOMPARE(q.value(7).toString(), AuditEntry::timeText(s->now));
    QVERIFY(!q.next());
    q.finish();

    // A rejection's, too.
    const PayoutDraft other = awaiting(*s, u"PD-SIG-0002"_s);
    const StoreResult<PayoutDraft> sent = Access::sendBack(
        s->outbox, other, ben, signatureOf(other, ben, ApprovalStatement::Decision::Reject, 'R'));
    QVERIFY2(sent.ok(), qPrintable(sent.error().toString()));
    QCOMPARE(sent.value().state, State::Draft);
    QVERIFY(q.exec(u"SELECT decision FROM approval_signatures WHERE outbox_id = '%1'"_s.arg(other.id)));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toString(), u"REJECT"_s);
    q.finish();
    QVERIFY(s->log.verify().value().isIntact());
}

void TestOutboxHold::signatureOfAnotherRowOrApproverRefused()
{
    auto s = open();
    const QString ben = test::TestApprovals::approver();
    const PayoutDraft row = awaiting(*s, u"PD-SIG-0011"_s);
    const PayoutDraft otherRow = awaiting(*s, u"PD-SIG-0012"_s);
    using Decision = ApprovalStatement::Decision;

    ApprovalSignature otherProfile = signatureOf(row, ben, Decision::Approve);
    otherProfile.profileId = u"profile-other"_s;
    ApprovalSignature noKey = signatureOf(row, ben, Decision::Approve);
    noKey.keyId.clear();
    ApprovalSignature shortSignature = signatureOf(row, ben, Decision::Approve);
    shortSignature.signature.chop(1);
    const QList<std::pair<const char *, ApprovalSignature>> wrong {
        {"another row's", signatureOf(otherRow, ben, Decision::Approve)},
        {"another profile's", otherProfile},
        {"another approver's", signatureOf(row, u"ada"_s, Decision::Approve)},
        {"a reject's", signatureOf(row, ben, Decision::Reject)},
        {"without its key", noKey},
        {"of 63 bytes", shortSignature},
    };
    const qint64 entriesBefore = s->log.entries(0, 100000).value().size();
    for (const auto &[what, signature] : wrong) {
        const StoreResult<PayoutDraft> granted = Access::grant(s->outbox, row, ben, signature);
        QVERIFY2(!granted.ok(), what);
        QCOMPARE(granted.error().kind(), StoreError::Kind::NotAllowed);
    }
    // A rejection with an approval's signature, too.
    const StoreResult<PayoutDraft> sentBack
        = Access::sendBack(s->outbox, row, ben, signatureOf(row, ben, Decision::Approve));
    QCOMPARE(sentBack.error().kind(), StoreError::Kind::NotAllowed);

    QVERIFY(sameRow(s->outbox.load(row.id).value(), row)); // nothing changed
    QCOMPARE(signatureCount(row.id), 0);
    QCOMPARE(signatureCount(otherRow.id), 0);
    QCOMPARE(s->log.entries(0, 100000).value().size(), entriesBefore);
}

void TestOutboxHold::signatureAndDecisionAreOneTransaction()
{
    auto s = open();
    const QString ben = test::TestApprovals::approver();
    const PayoutDraft first = awaiting(*s, u"PD-SIG-0021"_s);
    const PayoutDraft second = awaiting(*s, u"PD-SIG-0022"_s);
    using Decision = ApprovalStatement::Decision;
    QVERIFY(Access::grant(s->outbox, first, ben, signatureOf(first, ben, Decision::Approve, 'X')).ok());

    // The same signature bytes again (its id is taken): the signature is refused by the database,
    // and the approval with it.
    const qint64 entriesBefore = s->log.entries(0, 100000).value().size();
    const StoreResult<PayoutDraft> granted
        = Access::grant(s->outbox, second, ben, signatureOf(second, ben, Decision::Approve, 'X'));
    QVERIFY(!granted.ok());
    const PayoutDraft after = s->outbox.load(second.id).value();
    QCOMPARE(after.state, State::AwaitingApproval);
    QCOMPARE(after.revision, second.revision);
    QVERIFY(after.progress.approvers.isEmpty());
    QCOMPARE(signatureCount(second.id), 0);
    QCOMPARE(s->log.entries(0, 100000).value().size(), entriesBefore);
}

void TestOutboxHold::emptyStatementRecordsNoSignature()
{
    auto s = open();
    const QString ben = test::TestApprovals::approver();
    const PayoutDraft row = awaiting(*s, u"PD-SIG-0031"_s);
    ApprovalSignature unsigned_; // empty: whatever else it names
    unsigned_.outboxId = u"another"_s;
    const StoreResult<PayoutDraft> granted = Access::grant(s->outbox, row, ben, unsigned_);
    QVERIFY2(granted.ok(), qPrintable(granted.error().toString()));
    QCOMPARE(granted.value().state, State::Approved);
    QCOMPARE(signatureCount(row.id), 0);
}

QTEST_GUILESS_MAIN(TestOutboxHold)
#include "tst_outboxhold.moc"
