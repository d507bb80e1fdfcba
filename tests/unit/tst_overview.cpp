// SPDX-License-Identifier: GPL-3.0-or-later
// The Overview's logic without widgets (app/overview), on SQLite and on PostgreSQL:
// - BalanceSamples keeps one balance per wallet and UTC day (the last one read), and reads one
//   wallet's days from a day on, oldest first, of its profile only;
// - OverviewFacts::read() lists what each person needs: the queue for an approver, a maker's
//   payouts sent back, refused or expired (not a plain draft, not another maker's), the payouts in
//   flight (approved, being sent, accepted and not settled) newest first and counted, those that
//   FAILED or were REVERSED in the last 7 days (not before, not those SENT), the statements READY
//   in the last 7 days (not PENDING), of the profile in view only;
// - each of its queries, and the trend's, is read by an index (schema step 16's for the new ones);
// - OverviewController's models (QAbstractItemModelTester) say each item in words and where it
//   opens, read again when a draft changes, and forget the previous profile's items at once;
// - WalletTrendModel's trend, change and words.

#include "StoreBackend.h"
#include "models/WalletsModel.h"
#include "operators/SignedIn.h"
#include "outbox/OutboxStore.h"
#include "overview/BalanceSamples.h"
#include "overview/OverviewController.h"
#include "overview/OverviewFacts.h"
#include "overview/WalletTrendModel.h"
#include "store/AuditEntry.h"
#include "store/AuditLog.h"
#include "store/Migration.h"
#include "store/PayoutDrafts.h"
#include "store/Statements.h"
#include "store/Store.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::store;
using namespace Qt::StringLiterals;
using overview::BalanceSample;
using overview::BalanceSamples;
using overview::OverviewController;
using overview::OverviewFacts;
using overview::OverviewTarget;
using payouts::PayoutDraft;

namespace {

const QString kProfile = u"profile-ke"_s;
const QString kOther = u"profile-gh"_s;

PayoutDraft::Content content(const QString &customId, const QString &maker,
                             const QString &value = u"1500.00"_s)
{
    PayoutDraft::Content c;
    c.requestBody = QJsonObject {
        {u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, value}}},
        {u"custom_id"_s, customId},
        {u"payment_account_id"_s, u"pac-1"_s},
    };
    c.formSnapshot = QJsonObject {{u"format"_s, u"test"_s}};
    c.recipientSummary = u"Jane Wanjiku"_s;
    c.maker = maker;
    return c;
}

struct Setup
{
    explicit Setup(const StoreConfig &config)
        : store(config, Migration::builtIn())
        , log(&store)
        , drafts(&store, &log)
        , statements(&store, &log)
        , outbox(&store, &log)
    {
        store.setClock([this] { return now; });
    }

    QDateTime now = QDateTime(QDate(2026, 11, 20), QTime(9, 0), Qt::UTC);
    Store store;
    AuditLog log;
    PayoutDrafts drafts;
    Statements statements;
    outbox::OutboxStore outbox;
    operators::SignedIn signedIn;
};

QStringList customIds(const QList<PayoutDraft> &rows)
{
    QStringList ids;
    for (const PayoutDraft &d : rows)
        ids << d.customId();
    return ids;
}

} // namespace

class TestOverview : public QObject
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

    void samplesKeepTheLastBalanceOfEachDay()
    {
        const auto s = open();
        const BalanceSamples samples(&s->store);
        QVERIFY(samples.record(kProfile, {{u"wlt-kes"_s, u"KES"_s, 100, {}}, {u"wlt-ugx"_s, u"UGX"_s, 7, {}}})
                    .ok());
        s->now = s->now.addSecs(3600);
        QVERIFY(samples.record(kProfile, {{u"wlt-kes"_s, u"KES"_s, 150, {}}}).ok());
        QVERIFY(samples.record(kOther, {{u"wlt-kes"_s, u"KES"_s, 999, {}}}).ok());
        QCOMPARE(m_backend
                     .scalar(u"SELECT COUNT(*) FROM wallet_balance_samples WHERE profile_id = '%1'"_s.arg(
                         kProfile))
                     .toInt(),
                 2);
        s->now = s->now.addDays(1);
        QVERIFY(samples.record(kProfile, {{u"wlt-kes"_s, u"KES"_s, 120, {}}}).ok());
        // An old day, out of the trend's range.
        QVERIFY(m_backend.exec(
            u"INSERT INTO wallet_balance_samples VALUES ('%1', 'wlt-kes', '2026-09-01', 'KES', "
            "5, '2026-09-01T10:00:00.000Z')"_s.arg(kProfile)));

        const QDate today = s->now.date();
        const auto trend = samples.trend(kProfile, {u"wlt-kes"_s, u"wlt-none"_s}, today.addDays(-30));
        QVERIFY2(trend.ok(), qPrintable(trend.error().toString()));
        const QList<BalanceSample> kes = trend.value().value(u"wlt-kes"_s);
        QCOMPARE(kes.size(), 2);
        QCOMPARE(kes.at(0), (BalanceSample {u"wlt-kes"_s, u"KES"_s, 150, today.addDays(-1)}));
        QCOMPARE(kes.at(1), (BalanceSample {u"wlt-kes"_s, u"KES"_s, 120, today}));
        QVERIFY(trend.value().value(u"wlt-none"_s).isEmpty());
        QVERIFY(!trend.value().contains(u"wlt-ugx"_s)); // not asked for
    }

    void eachPersonGetsTheirLists()
    {
        const auto s = open();
        // Made one minute apart, oldest first.
        const QString awaiting = save(*s, u"PD-AWAIT"_s, u"mia"_s);
        const QString returned = save(*s, u"PD-RETURNED"_s, u"mia"_s);
        const QString refused = save(*s, u"PD-REFUSED"_s, u"mia"_s);
        save(*s, u"PD-DRAFT"_s, u"mia"_s);
        const QString othersReturned = save(*s, u"PD-OTHERS"_s, u"max"_s);
        const QString approved = save(*s, u"PD-APPROVED"_s, u"mia"_s);
        const QString accepted = save(*s, u"PD-ACCEPTED"_s, u"mia"_s);
        const QString failed = save(*s, u"PD-FAILED"_s, u"mia"_s);
        const QString failedLongAgo = save(*s, u"PD-FAILED-OLD"_s, u"mia"_s);
        const QString sent = save(*s, u"PD-SENT"_s, u"mia"_s);
        const QString elsewhere = save(*s, u"PD-ELSEWHERE"_s, u"mia"_s, kOther);
        set(awaiting, u"state = 'AWAITING_APPROVAL', awaiting_since = created_at"_s);
        set(elsewhere, u"state = 'AWAITING_APPROVAL', awaiting_since = created_at"_s);
        set(returned, u"returned_reason = 'Wrong amount', returned_by = 'abe'"_s);
        set(othersReturned, u"returned_reason = 'Wrong amount', returned_by = 'abe'"_s);
        set(refused, u"state = 'REJECTED'"_s);
        set(approved, u"state = 'APPROVED'"_s);
        set(accepted, u"state = 'ACCEPTED', provider_payout_id = 'pyt-accepted', payout_state = 'PENDING'"_s);
        const auto settled
            = [&](int daysAgo) { return store::AuditEntry::timeText(s->now.addDays(-daysAgo)); };
        set(failed,
            u"state = 'ACCEPTED', provider_payout_id = 'pyt-failed', payout_state = 'FAILED', "
            "payout_context = 'WALLET_INSUFFICIENT_BALANCE', settled_at = '%1'"_s.arg(settled(2)));
        set(failedLongAgo,
            u"state = 'ACCEPTED', provider_payout_id = 'pyt-old', payout_state = 'FAILED', "
            "settled_at = '%1'"_s.arg(settled(10)));
        set(sent,
            u"state = 'ACCEPTED', provider_payout_id = 'pyt-sent', payout_state = 'SENT', settled_at = '%1'"_s
                .arg(settled(1)));
        const QString ready = statement(*s, u"stm-ready"_s, 1, StoredStatement::State::Ready);
        statement(*s, u"stm-old"_s, 9, StoredStatement::State::Ready);
        statement(*s, u"stm-pending"_s, 0, StoredStatement::State::Pending);

        OverviewFacts::Query query {kProfile, OverviewFacts::Audience::Approver, u"abe"_s, s->now, 5};
        auto facts = OverviewFacts::read(&s->store, query);
        QVERIFY2(facts.ok(), qPrintable(facts.error().toString()));
        QCOMPARE(customIds(facts.value().awaiting), QStringList {u"PD-AWAIT"_s});
        QCOMPARE(facts.value().awaitingCount, 1);
        QVERIFY(facts.value().returned.isEmpty());
        QCOMPARE(customIds(facts.value().inFlight), (QStringList {u"PD-ACCEPTED"_s, u"PD-APPROVED"_s}));
        QCOMPARE(facts.value().inFlightCount, 2);
        QCOMPARE(customIds(facts.value().failed), QStringList {u"PD-FAILED"_s});
        QCOMPARE(facts.value().statementsReady.size(), 1);
        QCOMPARE(facts.value().statementsReady.at(0).id, ready);

        query.audience = OverviewFacts::Audience::Maker;
        query.operatorId = u"mia"_s;
        facts = OverviewFacts::read(&s->store, query);
        QVERIFY(facts.ok());
        QVERIFY(facts.value().awaiting.isEmpty());
        QCOMPARE(customIds(facts.value().returned), (QStringList {u"PD-REFUSED"_s, u"PD-RETURNED"_s}));

        query.audience = OverviewFacts::Audience::Viewer;
        facts = OverviewFacts::read(&s->store, query);
        QVERIFY(facts.ok());
        QVERIFY(facts.value().awaiting.isEmpty() && facts.value().returned.isEmpty());
        QCOMPARE(facts.value().failed.size(), 1); // what went wrong is everybody's

        // Nobody signed in (before there are operators): everybody's, and a page of one.
        query = {kProfile, OverviewFacts::Audience::Nobody, {}, s->now, 1};
        facts = OverviewFacts::read(&s->store, query);
        QVERIFY(facts.ok());
        QCOMPARE(customIds(facts.value().awaiting), QStringList {u"PD-AWAIT"_s});
        QCOMPARE(customIds(facts.value().returned), QStringList {u"PD-OTHERS"_s});
        QCOMPARE(customIds(facts.value().inFlight), QStringList {u"PD-ACCEPTED"_s});
        QCOMPARE(facts.value().inFlightCount, 2);
        const auto items = overview::OverviewItemsModel::inFlightItems(
            facts.value().inFlight, facts.value().inFlightCount, QLocale::c());
        QCOMPARE(items.size(), 2);
        QCOMPARE(items.at(0).target, (OverviewTarget {OverviewTarget::Kind::Payout, u"pyt-accepted"_s}));
        QCOMPARE(items.at(1).text, u"1 more\u2026"_s);
        QCOMPARE(items.at(1).target.kind, OverviewTarget::Kind::SentList);
    }

    void queriesReadByIndex()
    {
        const auto s = open();
        checkPlan(
            u"SELECT id FROM payout_outbox WHERE profile_id = 'p' AND (%1) ORDER BY created_at DESC, id DESC "
            "LIMIT 5"_s.arg(OverviewFacts::inFlightCondition()),
            u"payout_outbox"_s, u"payout_outbox_in_flight"_s);
        checkPlan(u"SELECT id FROM payout_outbox WHERE profile_id = 'p' AND (%1) AND settled_at >= '2026' "
                  "ORDER BY settled_at DESC, id DESC LIMIT 5"_s.arg(OverviewFacts::failedCondition()),
                  u"payout_outbox"_s, u"payout_outbox_failed"_s);
        checkPlan(u"SELECT id FROM wallet_statements WHERE profile_id = 'p' AND state = 'READY' "
                  "AND created_at >= '2026' ORDER BY created_at DESC, id DESC LIMIT 5"_s,
                  u"wallet_statements"_s, u"wallet_statements_pending"_s);
        checkPlan(u"SELECT day, currency, available_minor FROM wallet_balance_samples WHERE profile_id = 'p' "
                  "AND wallet_id = 'w' AND day >= '2026-10-01' ORDER BY day LIMIT 32"_s,
                  u"wallet_balance_samples"_s, {});
    }

    void controllerShowsTheListsAndFollowsChanges()
    {
        const auto s = open();
        const QString awaiting = save(*s, u"PD-AWAIT"_s, u"mia"_s);
        set(awaiting, u"state = 'AWAITING_APPROVAL', awaiting_since = created_at"_s);
        const QString failed = save(*s, u"PD-FAILED"_s, u"mia"_s);
        set(failed,
            u"state = 'ACCEPTED', provider_payout_id = 'pyt-failed', payout_state = 'FAILED', "
            "payout_context = 'WALLET_INSUFFICIENT_BALANCE', settled_at = '%1'"_s.arg(
                store::AuditEntry::timeText(s->now.addDays(-1))));
        const QString ready = statement(*s, u"stm-ready"_s, 1, StoredStatement::State::Ready);

        OverviewController controller(
            {&s->outbox, &s->signedIn, &s->drafts, &s->statements, nullptr, nullptr});
        models::WalletsModel wallets;
        controller.setWalletsModel(&wallets);
        controller.setLocale(QLocale::c());
        QAbstractItemModelTester testers[] = {
            QAbstractItemModelTester(controller.wallets()),
            QAbstractItemModelTester(controller.waiting()),
            QAbstractItemModelTester(controller.returned()),
            QAbstractItemModelTester(controller.inFlight()),
            QAbstractItemModelTester(controller.failed()),
            QAbstractItemModelTester(controller.statementsReady()),
        };
        Q_UNUSED(testers);
        controller.setProfileId(kProfile);
        QSignalSpy loaded(&controller, &OverviewController::loaded);
        QCOMPARE(controller.waiting()->rowCount(), 0); // nothing read before start()
        controller.start();
        QVERIFY(loaded.wait(20000));
        QCOMPARE(controller.state(), OverviewController::State::Loaded);
        QCOMPARE(controller.audience(), OverviewController::Audience::Nobody);
        QCOMPARE(controller.waiting()->rowCount(), 1);
        QCOMPARE(controller.waiting()->item(0).target,
                 (OverviewTarget {OverviewTarget::Kind::Approval, awaiting}));
        QVERIFY(controller.waiting()->item(0).text.startsWith(u"PD-AWAIT \u00b7 "_s));
        QCOMPARE(controller.failed()->rowCount(), 1);
        const overview::OverviewItem failure = controller.failed()->item(0);
        QCOMPARE(failure.target, (OverviewTarget {OverviewTarget::Kind::Payout, u"pyt-failed"_s}));
        QVERIFY(failure.bad);
        // The reason in words, never the code.
        QVERIFY2(!failure.detail.contains(u"WALLET_INSUFFICIENT_BALANCE"_s), qPrintable(failure.detail));
        QVERIFY2(failure.detail.contains(u"Failed"_s), qPrintable(failure.detail));
        QCOMPARE(controller.statementsReady()->item(0).target,
                 (OverviewTarget {OverviewTarget::Kind::Statement, ready}));
        QCOMPARE(controller.inFlight()->rowCount(), 0);
        QCOMPARE(controller.returned()->rowCount(), 0);

        // Live: a payout sent back to its maker in another page of this process.
        const QString returned = save(*s, u"PD-RETURNED"_s, u"mia"_s);
        set(returned, u"returned_reason = 'Wrong amount', returned_by = 'abe'"_s);
        QCOMPARE(controller.returned()->rowCount(), 0);
        save(*s, u"PD-NEXT"_s, u"mia"_s); // PayoutDrafts::changed
        QTRY_COMPARE_WITH_TIMEOUT(controller.returned()->rowCount(), 1, 20000);
        QCOMPARE(controller.returned()->item(0).target,
                 (OverviewTarget {OverviewTarget::Kind::Draft, returned}));
        QVERIFY(controller.returnedPayout(returned).has_value());
        QVERIFY(controller.returned()->item(0).detail.contains(u"Wrong amount"_s));

        // Another profile: nothing of this one stays, not even for a moment.
        controller.setProfileId(kOther);
        QCOMPARE(controller.waiting()->rowCount(), 0);
        QCOMPARE(controller.failed()->rowCount(), 0);
        QVERIFY(loaded.wait(20000));
        QCOMPARE(controller.waiting()->rowCount(), 0);
    }

    void trendChangeAndWords()
    {
        const QDate today(2026, 11, 20);
        const QList<BalanceSample> samples {
            {u"w"_s, u"KES"_s, 5, today.addDays(-40)}, // before the trend
            {u"w"_s, u"KES"_s, 100000, today.addDays(-30)},
            {u"w"_s, u"KES"_s, 90000, today.addDays(-3)},
            {u"w"_s, u"KES"_s, 1, today}, // today's point is the balance in view
        };
        using overview::WalletTrendModel;
        QCOMPARE(WalletTrendModel::trendOf(samples, 120000, today), (QList<qint64> {100000, 90000, 120000}));
        const Money now = Money::fromMinorUnits(120000, u"KES");
        const auto change = [&](qint64 minor) {
            return WalletTrendModel::changeText(samples, Money::fromMinorUnits(minor, u"KES"), today,
                                                QLocale::c())
                .replace(QChar(0xa0), u' ');
        };
        QCOMPARE(change(120000), u"+200.00 KES in 30 days"_s);
        QCOMPARE(change(90000), u"-100.00 KES in 30 days"_s);
        QCOMPARE(change(100000), u"No change in 30 days"_s);
        QCOMPARE(WalletTrendModel::changeText({}, now, today, QLocale::c()), QString());
        QCOMPARE(WalletTrendModel::trendWords({100000, 90000, 120000}), u"Rising over 3 days"_s);
        QCOMPARE(WalletTrendModel::trendWords({3, 2}), u"Falling over 2 days"_s);
        QCOMPARE(WalletTrendModel::trendWords({7}), u"No trend yet"_s);
    }

private:
    std::unique_ptr<Setup> open()
    {
        auto s = std::make_unique<Setup>(m_backend.config());
        const StoreResult<void> opened = s->store.open();
        if (!opened.ok())
            qFatal("store: %s", qPrintable(opened.error().toString()));
        return s;
    }
    // A draft of `maker`, made a minute after the one before.
    static QString save(Setup &s, const QString &customId, const QString &maker,
                        const QString &profile = kProfile)
    {
        s.now = s.now.addSecs(60);
        const auto saved = s.drafts.save(profile, content(customId, maker));
        if (!saved.ok())
            qFatal("draft: %s", qPrintable(saved.error().toString()));
        return saved.value().id;
    }
    void set(const QString &id, const QString &assignments)
    {
        if (!m_backend.exec(u"UPDATE payout_outbox SET %1 WHERE id = '%2'"_s.arg(assignments, id)))
            qFatal("update of %s failed", qPrintable(id));
    }
    // A statement asked for `daysAgo` days before now, in `state`.
    static QString statement(Setup &s, const QString &statementId, int daysAgo, StoredStatement::State state)
    {
        const QDateTime now = s.now;
        s.now = now.addDays(-daysAgo);
        StoredStatement st;
        st.walletId = u"wlt-kes"_s;
        st.currency = u"KES"_s;
        st.periodFrom = QDateTime(QDate(2026, 10, 1), QTime(0, 0), Qt::UTC);
        st.periodTo = QDateTime(QDate(2026, 11, 1), QTime(0, 0), Qt::UTC);
        st.statementId = statementId;
        auto saved = s.statements.save(kProfile, st);
        if (!saved.ok())
            qFatal("statement: %s", qPrintable(saved.error().toString()));
        if (state == StoredStatement::State::Ready) {
            saved = s.statements.updateState(kProfile, saved.value().id, state, {}, u"100.00"_s, u"200.00"_s);
            if (!saved.ok())
                qFatal("statement: %s", qPrintable(saved.error().toString()));
        }
        s.now = now;
        return saved.value().id;
    }
    // Read by an index (`index` when named): no full scan of `table` and no temporary sort
    // (SQLite); no sequential scan when the planner may not choose one (PostgreSQL).
    void checkPlan(const QString &sql, const QString &table, const QString &index)
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
            QVERIFY2(text.contains(index.isEmpty() ? u"Index"_s : index), qPrintable(sql + u'\n' + text));
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
        QVERIFY2(text.contains(index.isEmpty() ? u"INDEX"_s : index), qPrintable(sql + u'\n' + text));
    }

    test::StoreBackend m_backend;
};

QTEST_GUILESS_MAIN(TestOverview)
#include "tst_overview.moc"
