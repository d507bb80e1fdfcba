// SPDX-License-Identifier: GPL-3.0-or-later
// The outbox's lists by index (store/OutboxLists.h, schema step 11), on SQLite and on PostgreSQL:
// - the recipient key is written with every write of a draft's body, and step 11 fills it in the
//   rows made before it, with the same function (payouts::recipientKeyOf());
// - "paid or paying" in SQL says of every state and service state what PayoutReview::paidOrPaying()
//   says;
// - the approval queue's warnings, counted by the store, are those of the computation of before
//   (every sent row looked at for every queue row: the oracle below) over a mixed set of rows;
// - the queue and the sent payouts come a page at a time, in their order, none twice;
// - ApprovalDesk::expireDue() expires only the rows past their currency's expiry;
// - PayoutDrafts::findByPayoutId() finds a row by its pyt- id, in its profile only, and
//   PayoutReferences (the statement exports') the custom_id and recipient of a page's payout ids;
// - each query's plan uses an index: no scan of payout_outbox or temporary sort on SQLite, no
//   sequential scan on PostgreSQL (with enable_seqscan off: an index CAN be used).

#include "StoreBackend.h"
#include "approvals/ApprovalDesk.h"
#include "approvals/ApprovalQueueModel.h"
#include "approvals/ApprovalsController.h"
#include "approvals/PayoutReview.h"
#include "approvals/SentPayoutsModel.h"
#include "outbox/OutboxStore.h"
#include "payouts/RecipientKey.h"
#include "store/ApprovalRuleStore.h"
#include "store/AuditEntry.h"
#include "store/AuditLog.h"
#include "store/Migration.h"
#include "store/Operators.h"
#include "store/OutboxLists.h"
#include "store/PayoutDrafts.h"
#include "store/PayoutReferences.h"
#include "store/Store.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>
#include <optional>

using namespace paydesk;
using namespace paydesk::store;
using namespace Qt::StringLiterals;
using approvals::ApprovalQueueModel;
using approvals::ApprovalsController;
using approvals::PayoutReview;
using approvals::ReviewWarning;
using payouts::PayoutDraft;
using State = PayoutDraft::State;

namespace {

const QString kProfile = u"profile-ke"_s;
const QString kOther = u"profile-gh"_s;

QJsonObject newAccount(const QString &number)
{
    return QJsonObject {{u"type"_s, u"MOBILE_MONEY"_s},
                        {u"mobile_money"_s, QJsonObject {{u"number"_s, number}, {u"country"_s, u"KE"_s}}}};
}

// A body to `recipient`: a pac- id, "new:<number>" for an account typed as new, empty for none.
PayoutDraft::Content content(const QString &customId, const QString &recipient, const QString &currency,
                             const QString &value)
{
    PayoutDraft::Content c;
    c.requestBody = QJsonObject {
        {u"amount"_s, QJsonObject {{u"currency"_s, currency}, {u"value"_s, value}}},
        {u"custom_id"_s, customId},
    };
    if (recipient.startsWith(u"pac-"))
        c.requestBody.insert(u"payment_account_id"_s, recipient);
    else if (recipient.startsWith(u"new:"))
        c.requestBody.insert(u"payment_account"_s, newAccount(recipient.mid(4)));
    c.formSnapshot = QJsonObject {{u"format"_s, u"test"_s}};
    c.recipientSummary = u"Jane Wanjiku"_s;
    c.maker = u"ana"_s;
    return c;
}

// The queue's local warnings as they were computed before schema step 11: every sent row of the
// profile looked at for each queue row (PayoutReview::localWarnings() of then). The oracle.
QList<ReviewWarning> oldLocalWarnings(const PayoutDraft &draft, const QList<PayoutDraft> &sent,
                                      const QLocale &locale)
{
    approvals::ReviewFacts facts = PayoutReview::savedFacts(draft);
    facts.earlierComplete = false;
    for (const PayoutDraft &e : sent)
        if (PayoutReview::paidOrPaying(e))
            facts.earlier.append({payouts::recipientKeyOf(e.content.requestBody), e.amount(), e.createdAt});
    QList<ReviewWarning> warnings;
    for (const ReviewWarning &w : ReviewWarning::of(facts, locale))
        if (w.kind != ReviewWarning::Kind::FirstPayout && w.kind != ReviewWarning::Kind::LookupNotMade
            && w.kind != ReviewWarning::Kind::InsufficientBalance)
            warnings.append(w);
    return warnings;
}

QStringList texts(const QList<ReviewWarning> &warnings)
{
    QStringList out;
    for (const ReviewWarning &w : warnings)
        out.append(w.text);
    return out;
}

struct Setup
{
    explicit Setup(const StoreConfig &config, QList<Migration> migrations = Migration::builtIn())
        : store(config, migrations)
        , log(&store)
        , operators(&store, &log)
        , rules(&store, &log)
        , drafts(&store, &log)
        , outbox(&store, &log)
        , desk(&outbox, &operators, &rules)
        , lists(&store)
    {
        store.setClock([this] { return now; });
    }
    ApprovalsController::Services services() { return {&drafts, &outbox, &desk, &operators, nullptr}; }

    QDateTime now = QDateTime(QDate(2026, 11, 2), QTime(9, 0), Qt::UTC);
    Store store;
    AuditLog log;
    Operators operators;
    ApprovalRuleStore rules;
    PayoutDrafts drafts;
    outbox::OutboxStore outbox;
    approvals::ApprovalDesk desk;
    OutboxLists lists;
};

} // namespace

class TestOutboxLists : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QString why;
        QVERIFY2(m_backend.setUp(&why), qPrintable(why));
    }
    void init()
    {
        QString why;
        QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
    }
    void cleanup() { m_backend.endTest(); }
    void cleanupTestCase() { m_backend.tearDown(); }

    void recipientKeyWrittenWithTheBody()
    {
        const auto s = open();
        const PayoutDraft saved
            = s->drafts.save(kProfile, content(u"PD-1"_s, u"pac-A"_s, u"KES"_s, u"1.00"_s)).value();
        QCOMPARE(keyOf(saved.id), u"pac-A"_s);
        const PayoutDraft typed = s->drafts
                                      .update(kProfile, saved.id, saved.revision,
                                              content(u"PD-1"_s, u"new:0712"_s, u"KES"_s, u"1.00"_s))
                                      .value();
        QCOMPARE(keyOf(saved.id), u"new:MOBILE_MONEY:0712"_s);
        QCOMPARE(keyOf(saved.id), payouts::recipientKeyOf(typed.content.requestBody));
        QVERIFY(
            s->drafts.update(kProfile, saved.id, typed.revision, content(u"PD-1"_s, {}, u"KES"_s, u"1.00"_s))
                .ok());
        QVERIFY(m_backend.scalar(u"SELECT recipient_key FROM payout_outbox WHERE id = '%1'"_s.arg(saved.id))
                    .isNull());
    }

    void recipientKeyFilledByTheMigration()
    {
        // A database of before step 11, with rows of every kind of recipient.
        QStringList ids;
        {
            QList<Migration> before = Migration::builtIn();
            while (before.constLast().version >= 11)
                before.removeLast();
            Setup old(m_backend.config(), before);
            QVERIFY(old.store.open().ok());
            // Rows as the PayoutDrafts of then wrote them (it knew no recipient_key).
            const auto insert = [&](const QString &id, const QJsonObject &body) {
                QSqlQuery q(m_backend.raw());
                q.prepare(u"INSERT INTO payout_outbox (id, profile_id, state, request_body, form_snapshot, "
                          "idempotency_key, custom_id, recipient_summary, created_at, updated_at, revision) "
                          "VALUES (:id, 'p', 'DRAFT', :body, '{}', :id, :id, '', 't', 't', 1)"_s);
                q.bindValue(u":id"_s, id);
                q.bindValue(u":body"_s,
                            QString::fromUtf8(QJsonDocument(body).toJson(QJsonDocument::Compact)));
                return q.exec();
            };
            int n = 0;
            for (const QString &recipient : {u"pac-A"_s, u"new:0712"_s, QString(), u"pac-B"_s}) {
                ids.append(u"row-%1"_s.arg(++n));
                QVERIFY(insert(ids.last(), content(ids.last(), recipient, u"KES"_s, u"1.00"_s).requestBody));
            }
            // 1,200 more: more than one batch of the step's filling.
            for (int i = 0; i < 1200; ++i)
                QVERIFY(
                    insert(u"bulk-%1"_s.arg(i), QJsonObject {{u"payment_account_id"_s, u"pac-%1"_s.arg(i)}}));
        }
        const auto s = open();
        QCOMPARE(keyOf(ids.at(0)), u"pac-A"_s);
        QCOMPARE(keyOf(ids.at(1)), u"new:MOBILE_MONEY:0712"_s);
        QVERIFY(m_backend.scalar(u"SELECT recipient_key FROM payout_outbox WHERE id = '%1'"_s.arg(ids.at(2)))
                    .isNull());
        QCOMPARE(keyOf(ids.at(3)), u"pac-B"_s);
        QCOMPARE(keyOf(u"bulk-0"_s), u"pac-0"_s);
        QCOMPARE(keyOf(u"bulk-1199"_s), u"pac-1199"_s);
        QCOMPARE(
            m_backend.scalar(u"SELECT COUNT(*) FROM payout_outbox WHERE recipient_key IS NULL"_s).toInt(), 1);
    }

    void paidOrPayingIsTheFunctionsInSql()
    {
        const auto s = open();
        int n = 0;
        QHash<QString, bool> expected;
        for (int state = 0; state <= int(State::Expired); ++state) {
            for (const QString &service : {QString(), u""_s, u"PENDING"_s, u"SENT"_s, u"FAILED"_s,
                                           u"CANCELLED"_s, u"REVERSED"_s, u"ON_HOLD_UNKNOWN"_s}) {
                const QString id = u"row-%1"_s.arg(++n);
                QVERIFY(m_backend.exec(u"INSERT INTO payout_outbox (id, profile_id, state, request_body, "
                                       u"form_snapshot, idempotency_key, "
                                       "custom_id, recipient_summary, created_at, updated_at, revision, "
                                       "payout_state) VALUES ('%1', "
                                       "'%2', '%3', '{}', '{}', '%1', '%1', '', '2026-01-01T00:00:00.000Z', "
                                       "'2026-01-01T00:00:00.000Z', 1, %4)"_s.arg(
                                           id, kProfile, PayoutDraft::stateKey(State(state)),
                                           service.isNull() ? u"NULL"_s : u"'%1'"_s.arg(service))));
                const PayoutDraft row = s->drafts.load(kProfile, id).value();
                QCOMPARE(row.progress.payoutState, service.isNull() ? QString() : service);
                expected.insert(id, PayoutReview::paidOrPaying(row));
            }
        }
        QSqlQuery q(m_backend.raw());
        QVERIFY(q.exec(u"SELECT id FROM payout_outbox WHERE %1"_s.arg(OutboxLists::paidOrPayingCondition())));
        QSet<QString> paid;
        while (q.next())
            paid.insert(q.value(0).toString());
        for (auto it = expected.cbegin(); it != expected.cend(); ++it)
            QVERIFY2(paid.contains(it.key()) == it.value(), qPrintable(it.key()));
        QVERIFY(!paid.isEmpty() && paid.size() < expected.size());
    }

    void queueWarningsAreThoseOfEverySentRow()
    {
        const auto s = open();
        QRandomGenerator random(24);
        const QDateTime base = s->now;
        const QStringList recipients {u"pac-A"_s, u"pac-B"_s, u"new:0712"_s, QString()};
        const QStringList amounts {u"100.00"_s, u"150.00"_s,  u"150.00"_s,
                                   u"200.00"_s, u"1500.00"_s, u"5000.00"_s};
        const QList<State> sentStates = OutboxLists::sentStates();
        const QStringList services {QString(),   u"PENDING"_s,   u"SENT"_s,
                                    u"FAILED"_s, u"CANCELLED"_s, u"REVERSED"_s};
        int n = 0;
        const auto make = [&](const QString &recipient, const QString &currency, const QString &value,
                              qint64 offsetSecs, qint64 offsetMs = 0) {
            s->now = base.addSecs(offsetSecs).addMSecs(offsetMs);
            const StoreResult<PayoutDraft> saved
                = s->drafts.save(kProfile, content(u"PD-%1"_s.arg(++n), recipient, currency, value));
            if (!saved.ok())
                qFatal("save: %s", qPrintable(saved.error().toString()));
            return saved.value();
        };
        // 120 sent rows of every state and service state, to four recipients in two currencies.
        for (int i = 0; i < 120; ++i) {
            const PayoutDraft row = make(
                recipients.at(random.bounded(4)), random.bounded(5) == 0 ? u"NGN"_s : u"KES"_s,
                amounts.at(random.bounded(int(amounts.size()))), random.bounded(-72 * 3600, 72 * 3600));
            const QString service = services.at(random.bounded(int(services.size())));
            QVERIFY(m_backend.exec(
                u"UPDATE payout_outbox SET state = '%1', payout_state = %2 WHERE id = '%3'"_s.arg(
                    PayoutDraft::stateKey(sentStates.at(random.bounded(int(sentStates.size())))),
                    service.isNull() ? u"NULL"_s : u"'%1'"_s.arg(service), row.id)));
        }
        // The edges of "within 24 hours" of this sent row, in the queue below: exactly 24 hours
        // after it (not within), a millisecond less before it (within), a second more (not).
        const PayoutDraft edge = make(u"pac-B"_s, u"KES"_s, u"777.00"_s, 0);
        QVERIFY(
            m_backend.exec(u"UPDATE payout_outbox SET state = 'APPROVED' WHERE id = '%1'"_s.arg(edge.id)));
        // A row of another profile, which counts for nothing here.
        s->now = base;
        QVERIFY(s->drafts.save(kOther, content(u"GH-1"_s, u"pac-A"_s, u"KES"_s, u"1500.00"_s)).ok());
        // 30 waiting, to the same recipients (and one the sent rows never paid).
        for (int i = 0; i < 30; ++i) {
            const QString recipient = i == 0 ? u"pac-NEW"_s : recipients.at(random.bounded(4));
            const PayoutDraft row = make(recipient, random.bounded(5) == 0 ? u"NGN"_s : u"KES"_s,
                                         amounts.at(random.bounded(int(amounts.size()))),
                                         random.bounded(-72 * 3600, 72 * 3600));
            QVERIFY(m_backend.exec(
                u"UPDATE payout_outbox SET state = 'AWAITING_APPROVAL', awaiting_since = created_at WHERE id = '%1'"_s
                    .arg(row.id)));
        }
        make(u"pac-B"_s, u"KES"_s, u"777.00"_s, 24 * 3600);
        make(u"pac-B"_s, u"KES"_s, u"777.00"_s, -24 * 3600, 1);
        make(u"pac-B"_s, u"KES"_s, u"777.00"_s, -24 * 3600 - 1);
        QVERIFY(m_backend.exec(
            u"UPDATE payout_outbox SET state = 'AWAITING_APPROVAL', awaiting_since = created_at "
            "WHERE state = 'DRAFT' AND profile_id = '%1'"_s.arg(kProfile)));

        ApprovalsController controller(s->services());
        QAbstractItemModelTester tester(controller.queueModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QLocale locale(QLocale::English, QLocale::UnitedStates);
        controller.queueModel()->setLocale(locale);
        QVERIFY(read(controller));
        const QList<PayoutDraft> sent = s->drafts.list(kProfile, OutboxLists::sentStates()).value();
        QCOMPARE(controller.queueModel()->rowCount(), 33);
        int warned = 0;
        QSet<ReviewWarning::Kind> kinds;
        for (int row = 0; row < controller.queueModel()->rowCount(); ++row) {
            const PayoutDraft &d = controller.queueModel()->payouts().at(row);
            const QList<ReviewWarning> expected = oldLocalWarnings(d, sent, locale);
            QCOMPARE(texts(controller.queueModel()->warnings(row)), texts(expected));
            warned += expected.isEmpty() ? 0 : 1;
            for (const ReviewWarning &w : expected)
                kinds.insert(w.kind);
        }
        // The set says something: both warnings of the earlier payouts are among them.
        QVERIFY(warned > 0 && warned < 33);
        QVERIFY(kinds.contains(ReviewWarning::Kind::Duplicate));
        QVERIFY(kinds.contains(ReviewWarning::Kind::WellAboveUsual));
        const auto duplicate = [&](qint64 offsetMs) {
            for (int row = 0; row < controller.queueModel()->rowCount(); ++row) {
                const PayoutDraft &d = controller.queueModel()->payouts().at(row);
                if (d.amount().minorUnits() == 77700 && d.createdAt == base.addMSecs(offsetMs)) {
                    const QList<ReviewWarning> warnings = controller.queueModel()->warnings(row);
                    return std::any_of(warnings.cbegin(), warnings.cend(), [](const ReviewWarning &w) {
                        return w.kind == ReviewWarning::Kind::Duplicate;
                    });
                }
            }
            qFatal("no such row");
        };
        QVERIFY(!duplicate(24 * 3600 * 1000));
        QVERIFY(duplicate(-24 * 3600 * 1000 + 1));
        QVERIFY(!duplicate(-24 * 3600 * 1000 - 1000));
    }

    void queueAndSentComeAPageAtATime()
    {
        const auto s = open();
        const int waiting = ApprovalsController::pageSize * 2 + 50;
        const int sentRows = ApprovalsController::pageSize + 20;
        QStringList queueIds, sentIds;
        for (int i = 0; i < waiting + sentRows; ++i) {
            s->now = s->now.addMSecs(i % 3 == 0 ? 0 : 1); // some made in the same millisecond
            const PayoutDraft d
                = s->drafts.save(kProfile, content(u"PD-%1"_s.arg(i), u"pac-A"_s, u"KES"_s, u"10.00"_s))
                      .value();
            (sentIds.size() >= sentRows || i % 3 != 2 ? queueIds : sentIds).append(d.id);
        }
        QVERIFY(m_backend.exec(
            u"UPDATE payout_outbox SET state = 'AWAITING_APPROVAL', awaiting_since = created_at "
            "WHERE id IN ('%1')"_s.arg(queueIds.join(u"', '"))));
        QVERIFY(m_backend.exec(u"UPDATE payout_outbox SET state = 'ACCEPTED', payout_state = 'SENT' "
                               "WHERE id IN ('%1')"_s.arg(sentIds.join(u"', '"))));
        // Their orders: the queue oldest first, the sent newest first (the id after the time).
        const auto ordered = [&](QStringList ids, bool newestFirst) {
            QSqlQuery q(m_backend.raw());
            q.exec(u"SELECT id FROM payout_outbox WHERE id IN ('%1') ORDER BY created_at %2, id %2"_s.arg(
                ids.join(u"', '"), newestFirst ? u"DESC"_s : u"ASC"_s));
            ids.clear();
            while (q.next())
                ids.append(q.value(0).toString());
            return ids;
        };
        const QStringList queueOrder = ordered(queueIds, false);
        const QStringList sentOrder = ordered(sentIds, true);

        ApprovalsController controller(s->services());
        QAbstractItemModelTester queueTester(controller.queueModel(),
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester sentTester(controller.sentModel(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(read(controller));
        ApprovalQueueModel *queue = controller.queueModel();
        QCOMPARE(queue->rowCount(), ApprovalsController::pageSize);
        QCOMPARE(queue->total(), waiting);
        QCOMPARE(controller.sentModel()->rowCount(), ApprovalsController::pageSize);
        QVERIFY(queue->hasMore());
        while (queue->hasMore()) {
            const int before = queue->rowCount();
            queue->fetchMore(); // nothing more when a page is asked already (the tester asks too)
            QVERIFY(!queue->canFetchMore()); // one page in flight at a time
            QTRY_VERIFY(queue->rowCount() > before);
        }
        QCOMPARE(queue->rowCount(), waiting);
        QStringList shown;
        for (const PayoutDraft &d : queue->payouts())
            shown.append(d.id);
        QCOMPARE(shown, queueOrder);

        auto *sent = controller.sentModel();
        sent->fetchMore(); // nothing more when the tester asked already
        QTRY_COMPARE(sent->rowCount(), sentRows);
        QVERIFY(!sent->canFetchMore() && !sent->hasMore());
        shown.clear();
        for (const PayoutDraft &d : sent->payouts())
            shown.append(d.id);
        QCOMPARE(shown, sentOrder);
        // A summary row: what the list shows, from the columns.
        QCOMPARE(sent->index(0, approvals::SentPayoutsModel::ReferenceColumn).data().toString(),
                 s->drafts.load(kProfile, sentOrder.first()).value().customId());
        QVERIFY(
            sent->index(0, approvals::SentPayoutsModel::AmountColumn).data().toString().contains(u"10"_s));

        // Read again (the outbox changed): as many rows as were shown, not the first page only.
        QVERIFY(read(controller));
        QCOMPARE(queue->rowCount(), waiting);
        QCOMPARE(sent->rowCount(), sentRows);
    }

    void expireDueTakesOnlyThoseDue()
    {
        const auto s = open();
        const QDateTime start = s->now;
        QVERIFY(s->operators
                    .addFirstAdministrator({u"ada"_s, u"Ada"_s, operators::Operator::Role::Viewer, false},
                                           u"ada-correct-horse"_s)
                    .ok());
        const AuthenticatedOperator admin
            = *s->operators.authenticate(u"ada"_s, u"ada-correct-horse"_s).authenticated;
        operators::ApprovalRule kes = operators::ApprovalRule::defaultRule(u"KES"_s);
        kes.expiryDays = 2;
        QVERIFY(s->rules.setRule(admin, kes, 0).ok());
        // Waiting since (days before now): KES 3 (due) and 1 (not); NGN (the default 7 days) 8
        // (due) and 6 (not); without an amount 8 (due); and at the very cutoff (due).
        struct Case
        {
            QString currency;
            QString value;
            double days;
            bool due;
        };
        const QList<Case> cases {{u"KES"_s, u"1.00"_s, 3, true},
                                 {u"KES"_s, u"1.00"_s, 1, false},
                                 {u"NGN"_s, u"1.00"_s, 8, true},
                                 {u"NGN"_s, u"1.00"_s, 6, false},
                                 {u"KES"_s, u"bad"_s, 8, true},
                                 {u"KES"_s, u"1.00"_s, 2, true},
                                 {u"NGN"_s, u"1.00"_s, 7 - 1.0 / 86400, false}};
        QHash<QString, bool> due;
        int n = 0;
        for (const Case &c : cases) {
            const PayoutDraft d
                = s->drafts.save(kProfile, content(u"PD-%1"_s.arg(++n), u"pac-A"_s, c.currency, c.value))
                      .value();
            const QDateTime since = start.addMSecs(qint64(-c.days * 86400 * 1000));
            QVERIFY(
                m_backend.exec(u"UPDATE payout_outbox SET state = 'AWAITING_APPROVAL', awaiting_since = '%1' "
                               "WHERE id = '%2'"_s.arg(AuditEntry::timeText(since), d.id)));
            due.insert(d.id, c.due);
        }
        const StoreResult<int> expired = s->desk.expireDue();
        QVERIFY2(expired.ok(), qPrintable(expired.error().toString()));
        QCOMPARE(expired.value(), 4);
        for (auto it = due.cbegin(); it != due.cend(); ++it)
            QCOMPARE(s->outbox.load(it.key()).value().state,
                     it.value() ? State::Expired : State::AwaitingApproval);
        QCOMPARE(s->desk.expireDue().value(), 0);
    }

    void findByPayoutIdInItsProfile()
    {
        const auto s = open();
        const PayoutDraft mine = accepted(*s, kProfile, u"PD-1"_s, u"pyt-1"_s);
        QVERIFY(!accepted(*s, kOther, u"PD-1"_s, u"pyt-2"_s).id.isEmpty());
        const auto found = s->drafts.findByPayoutId(kProfile, u"pyt-1"_s);
        QVERIFY(found.ok() && found.value());
        QCOMPARE(found.value()->id, mine.id);
        QVERIFY(!s->drafts.findByPayoutId(kProfile, u"pyt-2"_s).value()); // another profile's
        QVERIFY(!s->drafts.findByPayoutId(kProfile, u"pyt-3"_s).value());
    }

    // The statement exports' references: custom_id and recipient by payout id, this profile's only,
    // in one query per page (store::PayoutReferences), blocking and through the hook the exports take.
    void payoutReferencesByPayoutId()
    {
        const auto s = open();
        QVERIFY(!accepted(*s, kProfile, u"INV-7"_s, u"pyt-1"_s).id.isEmpty());
        QVERIFY(!accepted(*s, kOther, u"INV-8"_s, u"pyt-2"_s).id.isEmpty());
        QVERIFY(
            s->drafts.save(kProfile, content(u"INV-9"_s, u"pac-B"_s, u"KES"_s, u"2.00"_s)).ok()); // unsent
        const PayoutReferences references(&s->store);
        const auto found = references.find(kProfile, {u"pyt-1"_s, u"pyt-2"_s, u"pyt-3"_s});
        QVERIFY2(found.ok(), qPrintable(found.error().toString()));
        QCOMPARE(found.value().size(), 1); // pyt-2 is another profile's, pyt-3 nobody's
        QCOMPARE(found.value().value(u"pyt-1"_s).customId, u"INV-7"_s);
        QCOMPARE(found.value().value(u"pyt-1"_s).recipient, u"Jane Wanjiku"_s);
        QVERIFY(references.find(kProfile, {}).value().isEmpty());
        // More ids than one statement binds: every one is asked.
        QStringList many;
        for (int i = 0; i < 250; ++i)
            many.append(u"pyt-x%1"_s.arg(i));
        many.append(u"pyt-1"_s);
        QCOMPARE(references.find(kProfile, many).value().size(), 1);

        // The exports' hook: posted to the store's thread, the answer on the context's.
        QObject context;
        std::optional<exporting::PayoutReferenceMap> answer;
        PayoutReferences::lookupFor(&s->store, kProfile)(
            {u"pyt-1"_s, u"pyt-2"_s}, &context,
            [&](const exporting::PayoutReferenceMap &refs) { answer = refs; });
        QTRY_VERIFY(answer.has_value());
        QCOMPARE(answer->keys(), QStringList {u"pyt-1"_s});
        QCOMPARE(answer->value(u"pyt-1"_s).customId, u"INV-7"_s);
    }

    void everyQueryUsesAnIndex_data()
    {
        QTest::addColumn<QString>("sql");
        const QString paid = OutboxLists::paidOrPayingCondition();
        const QString sent = u"state IN ('APPROVED', 'SUBMITTING', 'UNCERTAIN', 'ACCEPTED', 'REJECTED')"_s;
        const QString progress = u"state IN ('DRAFT', 'AWAITING_APPROVAL', 'REJECTED', 'EXPIRED')"_s;
        // The statements of OutboxLists, PayoutDrafts::findByPayoutId() and AuditLog::entriesOfOutboxRow(),
        // with values in place of their parameters.
        QTest::newRow("queue") << u"SELECT id FROM payout_outbox WHERE profile_id = 'p' AND state = "
                                  "'AWAITING_APPROVAL' ORDER BY created_at, id LIMIT 101"_s;
        QTest::newRow("queue after")
            << u"SELECT id FROM payout_outbox WHERE profile_id = 'p' AND state = "
               "'AWAITING_APPROVAL' AND (created_at, id) > ('t', 'i') ORDER BY created_at, "
               "id LIMIT 101"_s;
        QTest::newRow("queue count")
            << u"SELECT COUNT(*) FROM payout_outbox WHERE profile_id = 'p' AND state = "
               "'AWAITING_APPROVAL'"_s;
        QTest::newRow("sent")
            << u"SELECT id FROM payout_outbox WHERE profile_id = 'p' AND %1 ORDER BY created_at "
               "DESC, id DESC LIMIT 101"_s.arg(sent);
        QTest::newRow("sent after")
            << u"SELECT id FROM payout_outbox WHERE profile_id = 'p' AND %1 AND (created_at, "
               "id) < ('t', 'i') ORDER BY created_at DESC, id DESC LIMIT 101"_s.arg(sent);
        QTest::newRow("in progress")
            << u"SELECT id FROM payout_outbox WHERE profile_id = 'p' AND %1 AND (maker IS "
               "NULL OR maker = 'm') ORDER BY created_at DESC, id DESC LIMIT 101"_s.arg(progress);
        QTest::newRow("in progress after")
            << u"SELECT id FROM payout_outbox WHERE profile_id = 'p' AND %1 AND "
               "(created_at, id) < ('t', 'i') ORDER BY created_at DESC, id DESC "
               "LIMIT 101"_s.arg(progress);
        const QString theirs
            = u"profile_id = 'p' AND recipient_key = 'k' AND currency = 'KES' AND %1"_s.arg(paid);
        QTest::newRow("recipient count") << u"SELECT COUNT(*) FROM payout_outbox WHERE %1"_s.arg(theirs);
        QTest::newRow("recipient median") << u"SELECT amount_minor FROM payout_outbox WHERE %1 ORDER BY "
                                             "amount_minor LIMIT 2 OFFSET 3"_s.arg(theirs);
        QTest::newRow("recipient duplicate")
            << u"SELECT 1 FROM payout_outbox WHERE %1 AND amount_minor = 5 AND "
               "created_at >= 'a' AND created_at <= 'b' LIMIT 1"_s.arg(theirs);
        QTest::newRow("review's rows")
            << u"SELECT id FROM payout_outbox WHERE profile_id = 'p' AND recipient_key IN "
               "('k', 'l') AND %1"_s.arg(paid);
        QTest::newRow("waiting currencies") << u"SELECT MIN(currency) FROM payout_outbox WHERE state = "
                                               "'AWAITING_APPROVAL' AND currency > 'KES'"_s;
        QTest::newRow("waiting without currency")
            << u"SELECT 1 FROM payout_outbox WHERE state = 'AWAITING_APPROVAL' "
               "AND currency IS NULL LIMIT 1"_s;
        QTest::newRow("expired")
            << u"SELECT id, revision FROM payout_outbox WHERE state = 'AWAITING_APPROVAL' AND "
               "currency = 'KES' AND awaiting_since <= 't'"_s;
        QTest::newRow("expired without currency")
            << u"SELECT id, revision FROM payout_outbox WHERE state = "
               "'AWAITING_APPROVAL' AND currency IS NULL AND awaiting_since <= 't'"_s;
        QTest::newRow("payout id")
            << u"SELECT id FROM payout_outbox WHERE profile_id = 'p' AND provider_payout_id = "
               "'pyt-1'"_s;
        QTest::newRow("payout references (a statement export's page)")
            << u"SELECT provider_payout_id, custom_id, recipient_summary FROM payout_outbox WHERE "
               "profile_id = 'p' AND provider_payout_id IN ('pyt-1', 'pyt-2', 'pyt-3')"_s;
    }
    void everyQueryUsesAnIndex()
    {
        QFETCH(QString, sql);
        const auto s = open();
        checkPlan(sql, u"payout_outbox"_s);
    }

    void localRecordEntriesUseTheAuditIndex()
    {
        const auto s = open();
        checkPlan(u"SELECT seq FROM audit_log WHERE %1 = 'row-1' ORDER BY seq"_s.arg(
                      s->store.dialect().jsonMember(u"detail"_s, u"outbox_id"_s)),
                  u"audit_log"_s);
    }

private:
    // A payout of `profile` made here and accepted by the service as `payoutId`; an empty id when
    // it could not be made.
    PayoutDraft accepted(Setup &s, const QString &profile, const QString &customId, const QString &payoutId)
    {
        const PayoutDraft d
            = s.drafts.save(profile, content(customId, u"pac-A"_s, u"KES"_s, u"1.00"_s)).value();
        if (!m_backend.exec(u"UPDATE payout_outbox SET state = 'ACCEPTED', provider_payout_id = '%1' "
                            "WHERE id = '%2'"_s.arg(payoutId, d.id)))
            return {};
        return d;
    }

    std::unique_ptr<Setup> open()
    {
        auto s = std::make_unique<Setup>(m_backend.config());
        const StoreResult<void> opened = s->store.open();
        if (!opened.ok())
            qFatal("store: %s", qPrintable(opened.error().toString()));
        return s;
    }
    QString keyOf(const QString &id)
    {
        return m_backend.scalar(u"SELECT recipient_key FROM payout_outbox WHERE id = '%1'"_s.arg(id))
            .toString();
    }
    static bool read(ApprovalsController &controller)
    {
        controller.setProfile(kProfile);
        QSignalSpy loaded(&controller, &ApprovalsController::loaded);
        controller.reload();
        return loaded.wait(20000);
    }
    // No full scan of `table` and no temporary sort (SQLite); no sequential scan when the planner
    // may not choose one (PostgreSQL).
    void checkPlan(const QString &sql, const QString &table)
    {
        QSqlDatabase db = m_backend.raw();
        QSqlQuery q(db);
        QStringList plan;
        if (m_backend.isPostgres()) {
            QVERIFY(q.exec(u"SET enable_seqscan = off"_s));
            QVERIFY2(q.exec(u"EXPLAIN "_s + sql), qPrintable(q.lastError().text()));
            while (q.next())
                plan.append(q.value(0).toString());
            const QString text = plan.join(u'\n');
            QVERIFY2(!text.contains(u"Seq Scan on "_s + table), qPrintable(sql + u'\n' + text));
            QVERIFY2(text.contains(u"Index"_s), qPrintable(sql + u'\n' + text));
            return;
        }
        QVERIFY2(q.exec(u"EXPLAIN QUERY PLAN "_s + sql), qPrintable(q.lastError().text()));
        while (q.next())
            plan.append(q.value(3).toString());
        const QString text = plan.join(u'\n');
        for (const QString &step : plan) {
            QVERIFY2(!step.startsWith(u"SCAN "_s + table), qPrintable(sql + u'\n' + text));
            QVERIFY2(!step.contains(u"TEMP B-TREE"_s), qPrintable(sql + u'\n' + text));
        }
        QVERIFY2(text.contains(u"INDEX"_s), qPrintable(sql + u'\n' + text));
    }

    test::StoreBackend m_backend;
};

QTEST_GUILESS_MAIN(TestOutboxLists)
#include "tst_outboxlists.moc"
