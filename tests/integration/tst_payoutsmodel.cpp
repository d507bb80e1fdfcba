// SPDX-License-Identifier: GPL-3.0-or-later
// The History page's app layer against the sandbox over real HTTP: PayoutsModel pages GET
// /payouts in a HistoryRange (bounds included, others left out) as the view asks, its rows give
// back what the service sent; PayoutFilterProxy filters what is loaded by state, currency, amount
// and text; RecipientDirectory names the recipients; PendingRefresher turns PENDING rows into
// their settled state in place, without a reset; a late page of an earlier range is dropped.
#include "RecordingProxy.h"
#include "SessionSupport.h"
#include "Waits.h"
#include "history/HistoryRange.h"
#include "history/PayoutFilterProxy.h"
#include "history/PayoutsModel.h"
#include "history/PendingRefresher.h"
#include "history/RecipientDirectory.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QSignalSpy>

using namespace paydesk;
using namespace paydesk::test;
using namespace Qt::StringLiterals;
using history::HistoryRange;
using history::PayoutFilterProxy;
using history::PayoutsModel;
using history::PendingRefresher;
using history::RecipientDirectory;
using models::PagedTableModel;

namespace {

QJsonObject mobilePayout(const QString &currency, const QString &value, const QString &country,
                         const QString &number, const QString &op, const QString &holder,
                         const QString &customId = {})
{
    QJsonObject body {
        {u"amount"_s, QJsonObject {{u"currency"_s, currency}, {u"value"_s, value}}},
        {u"payment_account"_s,
         QJsonObject {{u"type"_s, u"MOBILE_MONEY"_s},
                      {u"country"_s, country},
                      {u"holder"_s, QJsonObject {{u"name"_s, holder}, {u"type"_s, u"INDIVIDUAL"_s}}},
                      {u"mobile_money"_s, QJsonObject {{u"number"_s, number}, {u"operator"_s, op}}}}},
        {u"sender"_s, kenyaSender()}};
    if (!customId.isEmpty())
        body.insert(u"custom_id"_s, customId);
    return body;
}

QJsonObject kes(const QString &value, const QString &number, const QString &holder = u"Jane Wanjiku"_s,
                const QString &customId = {})
{
    return mobilePayout(u"KES"_s, value, u"KE"_s, number, u"SAFARICOM"_s, holder, customId);
}

// POST /v1/payouts; the payout as the service answered (empty when refused).
QJsonObject create(SandboxFixture &sandbox, const QJsonObject &body)
{
    const HttpResult r = sandbox.http().post(u"/payouts"_s, body, HttpClient::newKey());
    if (r.status != 202)
        qWarning() << "payout refused:" << r.status << r.body;
    return r.status == 202 ? r.data() : QJsonObject();
}

QDateTime createdAt(const QJsonObject &payout)
{
    return QDateTime::fromString(payout.value(u"created_at"_s).toString(), Qt::ISODateWithMs).toUTC();
}

// Every day around today, in UTC: every payout made by the test.
HistoryRange aroundToday()
{
    const QDate today = QDateTime::currentDateTimeUtc().date();
    return HistoryRange::dates(today.addDays(-1), today.addDays(1), QTimeZone::utc());
}

// Loads every page the way a view does: fetchMore() while canFetchMore().
bool loadAll(PayoutsModel &model)
{
    return QTest::qWaitFor(
        [&] {
            if (model.canFetchMore())
                model.fetchMore();
            return model.state() == PagedTableModel::State::Loaded && !model.hasMore();
        },
        30000);
}

QJsonObject delayed(const char *path, int ms)
{
    QJsonObject f = fault("GET", path, "delay");
    f.insert(u"delay_ms"_s, ms);
    return f;
}

} // namespace

class TestPayoutsModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pagesOfARange()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        QVERIFY(!sandbox.createWallet(u"KES"_s, u"100000000.00"_s).isEmpty());
        // 30 older payouts, then 100 in the range: the range starts at the 31st's created_at
        // and ends at the last one's, both included.
        QList<QJsonObject> made;
        for (int i = 0; i < 130; ++i) {
            if (i == 30) // the 30th and the 31st made at different milliseconds
                QTRY_VERIFY(QDateTime::currentDateTimeUtc() > createdAt(made.last()));
            const QString number = u"+2547121%1"_s.arg(i % 10, 5, 10, QLatin1Char('0'));
            made.append(create(
                sandbox,
                kes(QString::number(150 + i) + u".25"_s, number, u"Jane Wanjiku"_s, u"ref-%1"_s.arg(i))));
            QVERIFY(!made.last().isEmpty());
        }
        auto session = makeSession(sandbox);
        QVERIFY(session);

        PayoutsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        PayoutFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.setText(u"ref-1"_s); // a filter active while pages come in
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPageSize(25);
        model.setSession(session.get());
        model.setTimeZone(QTimeZone(QByteArray("Africa/Nairobi")));
        const HistoryRange range = HistoryRange::times(createdAt(made.at(30)), createdAt(made.last()));
        QVERIFY(range.isValid());
        model.setRange(range);
        QCOMPARE(model.range(), range);
        QCOMPARE(model.state(), PagedTableModel::State::Loading);
        QTRY_COMPARE(model.state(), PagedTableModel::State::Loaded);
        QCOMPARE(model.rowCount(), 25); // one page, not everything
        QVERIFY(model.hasMore());
        QVERIFY(loadAll(model));
        QCOMPARE(model.rowCount(), 100);
        QVERIFY(!model.canFetchMore());

        // Newest first; both bounds in, the one just before the range out.
        QCOMPARE(model.index(0, PayoutsModel::IdColumn).data().toString(),
                 made.last().value(u"id"_s).toString());
        QCOMPARE(model.index(99, PayoutsModel::IdColumn).data().toString(),
                 made.at(30).value(u"id"_s).toString());
        QCOMPARE(model.rowOf(made.at(29).value(u"id"_s).toString()), -1);
        QCOMPARE(model.rowOf(made.at(30).value(u"id"_s).toString()), 99);
        for (int row = 1; row < model.rowCount(); ++row)
            QVERIFY(model.index(row - 1, 0).data(PayoutsModel::CreatedAtRole).toDateTime()
                    >= model.index(row, 0).data(PayoutsModel::CreatedAtRole).toDateTime());

        // A row gives back what the service sent (but sender and on_behalf_of).
        const QJsonObject sent = made.at(77);
        const int row = model.rowOf(sent.value(u"id"_s).toString());
        QVERIFY(row >= 0);
        const api::Payout p = model.payoutAt(row);
        QCOMPARE(p.id, sent.value(u"id"_s).toString());
        QCOMPARE(p.customId, u"ref-77"_s);
        QCOMPARE(p.amount, Money::fromMinorUnits(22725, u"KES"));
        QCOMPARE(p.createdAt, createdAt(sent));
        QCOMPARE(p.paymentAccountId, sent.value(u"payment_account_id"_s).toString());
        QCOMPARE(p.walletId, sent.value(u"wallet_id"_s).toString());
        QVERIFY(!p.state.code.isEmpty());
        QCOMPARE(model.index(row, 0).data(PayoutsModel::AmountMinorRole).toLongLong(), 22725);
        QCOMPARE(model.index(row, 0).data(PayoutsModel::CurrencyRole).toString(), u"KES"_s);
        QCOMPARE(model.index(row, 0).data(PayoutsModel::CustomIdRole).toString(), u"ref-77"_s);
        const QLocale en(QLocale::English, QLocale::UnitedStates);
        model.setLocale(en);
        QCOMPARE(model.index(row, PayoutsModel::AmountColumn).data().toString(), u"KES\u00A0227.25"_s);
        QCOMPARE(model.index(row, PayoutsModel::AmountColumn).data(Qt::TextAlignmentRole).toInt(),
                 int(Qt::AlignRight | Qt::AlignVCenter));
        // Created in the person's zone: Nairobi is UTC+3 all year.
        QCOMPARE(model.index(row, PayoutsModel::CreatedColumn).data(Qt::ToolTipRole).toString(),
                 createdAt(sent).toTimeZone(QTimeZone(QByteArray("Africa/Nairobi"))).toString(Qt::ISODate));
        QVERIFY(model.index(row, PayoutsModel::CreatedColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .endsWith(u"+03:00"));
        // Without a directory, the recipient is its id.
        QCOMPARE(model.index(row, PayoutsModel::RecipientColumn).data().toString(), p.paymentAccountId);

        // The filter over the loaded rows (ref-30..ref-129): ref-100..ref-129 only.
        QCOMPARE(proxy.rowCount(), 30);

        // Compact: a row costs a fraction of an api::Payout (over 1 kB with its sender), even with
        // 100 rows only, where the first 16 KiB chunks of records and of texts are mostly empty.
        qInfo() << "bytes per row:" << model.approximateBytesPerRow();
        QVERIFY(model.approximateBytesPerRow() > 0);
        QVERIFY2(model.approximateBytesPerRow() < 400,
                 qPrintable(QString::number(model.approximateBytesPerRow())));

        // A range of days: around today has them all; a week ago none.
        model.setRange(aroundToday());
        QVERIFY(loadAll(model));
        QCOMPARE(model.rowCount(), 130);
        const QDate today = QDateTime::currentDateTimeUtc().date();
        model.setRange(HistoryRange::dates(today.addDays(-10), today.addDays(-3), QTimeZone::utc()));
        QTRY_COMPARE(model.state(), PagedTableModel::State::Loaded);
        QCOMPARE(model.rowCount(), 0);
        // An invalid range asks nothing.
        model.setRange(HistoryRange::dates(today, today.addDays(-1), QTimeZone::utc()));
        QCOMPARE(model.state(), PagedTableModel::State::Idle);
        QCOMPARE(model.rowCount(), 0);
    }

    void filtersAndRecipients()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        QVERIFY(!sandbox.createWallet(u"KES"_s, u"1000000.00"_s).isEmpty());
        QVERIFY(!sandbox.createWallet(u"TZS"_s, u"1000000.00"_s).isEmpty());
        const QString zoe = u"Zo\u00E9 Mwangi"_s;
        QVERIFY(!create(sandbox, kes(u"150.00"_s, u"+254712000011"_s, zoe, u"inv-1"_s)).isEmpty());
        QVERIFY(!create(sandbox, kes(u"2500.00"_s, u"+254712000011"_s, zoe, u"inv-2"_s)).isEmpty());
        QVERIFY(!create(sandbox, kes(u"90000.00"_s, u"+254712000011"_s, zoe, u"inv-3"_s)).isEmpty());
        const QJsonObject failed = create(sandbox, kes(u"500.00"_s, u"+254712000100"_s, u"Peter Otieno"_s));
        QVERIFY(!failed.isEmpty());
        for (const QString &value : {u"5000.00"_s, u"10000.00"_s})
            QVERIFY(!create(sandbox,
                            mobilePayout(u"TZS"_s, value, u"TZ"_s, u"+255754123456"_s, u"VODACOM"_s,
                                         u"Juma Said"_s))
                         .isEmpty());
        QCOMPARE(sandbox.waitForState(u"/payouts/"_s + failed.value(u"id"_s).toString(), u"FAILED"_s)
                     .value(u"state"_s)
                     .toObject()
                     .value(u"code"_s)
                     .toString(),
                 u"FAILED"_s);
        auto session = makeSession(sandbox);
        QVERIFY(session);

        PayoutsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        PayoutFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSession(session.get());
        model.setRange(aroundToday());
        QVERIFY(loadAll(model));
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(proxy.rowCount(), 6);

        // Recipients: ids until the directory knows them, then holder and account, in place.
        const int zoeRow
            = model.rowOf(model.index(model.rowCount() - 1, 0).data(PayoutsModel::IdRole).toString());
        const QString accountId = model.index(zoeRow, 0).data(PayoutsModel::PaymentAccountIdRole).toString();
        QVERIFY(accountId.startsWith(u"pac-"));
        QCOMPARE(model.index(zoeRow, PayoutsModel::RecipientColumn).data().toString(), accountId);
        RecipientDirectory recipients;
        QSignalSpy changedColumns(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.setRecipients(&recipients);
        recipients.setSession(session.get());
        QTRY_VERIFY(recipients.isLoaded());
        QVERIFY(recipients.find(accountId).has_value());
        QCOMPARE(recipients.find(accountId)->holderName, zoe);
        QVERIFY(recipients.find(accountId)->account.contains(u"+254712000011"));
        QVERIFY(!recipients.find(u"pac-unknown"_s));
        const QString shown = model.index(zoeRow, PayoutsModel::RecipientColumn).data().toString();
        QVERIFY2(shown.startsWith(zoe) && shown.contains(u"+254712000011"), qPrintable(shown));
        QVERIFY(!changedColumns.isEmpty());
        for (const QList<QVariant> &args : std::as_const(changedColumns)) {
            QCOMPARE(args.at(0).toModelIndex().column(), int(PayoutsModel::RecipientColumn));
            QCOMPARE(args.at(1).toModelIndex().column(), int(PayoutsModel::RecipientColumn));
        }
        QCOMPARE(resets.count(), 0);

        // State.
        proxy.setStates({u"FAILED"_s});
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, 0).data(PayoutsModel::IdRole).toString(), failed.value(u"id"_s).toString());
        QCOMPARE(proxy.index(0, 0).data(PayoutsModel::ToneRole).value<PayoutsModel::Tone>(),
                 PayoutsModel::Tone::Bad);
        QVERIFY(!proxy.index(0, PayoutsModel::StateColumn).data(Qt::ToolTipRole).toString().isEmpty());
        proxy.setStates({u"FAILED"_s, u"SENT"_s});
        QCOMPARE(proxy.rowCount(), 6);
        proxy.setStates({});

        // Currency, then an amount range in its minor units (both bounds included).
        proxy.setCurrency(u"TZS"_s);
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setAmountRange(600000, std::nullopt);
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, 0).data(PayoutsModel::AmountMinorRole).toLongLong(), 1000000);
        proxy.setCurrency(u"KES"_s);
        proxy.setAmountRange(15000, 250000);
        QVERIFY(proxy.amountRangeActive());
        QCOMPARE(proxy.rowCount(), 3); // 150.00, 500.00 and 2,500.00
        // No currency: amounts of different currencies are not compared, the range waits.
        proxy.setCurrency({});
        QVERIFY(!proxy.amountRangeActive());
        QCOMPARE(proxy.rowCount(), 6);
        proxy.setAmountRange(std::nullopt, std::nullopt);

        // Text: case and accents do not matter; holder, account, custom_id and ids are searched.
        // (Two words: three letters alone may also be in a random id, as a pac- id of the TZS rows
        // once was.)
        proxy.setText(u"zoe mwangi"_s);
        QCOMPARE(proxy.rowCount(), 3);
        proxy.setText(u"ZO\u00C9 mw"_s);
        QCOMPARE(proxy.rowCount(), 3);
        proxy.setText(u"inv-2"_s);
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setText(failed.value(u"id"_s).toString());
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setText(u"754123456"_s);
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setText(u"nobody at all"_s);
        QCOMPARE(proxy.rowCount(), 0);
        QVERIFY(proxy.hasFilters());
        proxy.clearFilters();
        QCOMPARE(proxy.rowCount(), 6);

        // Sorted by amount as a number, not as text.
        proxy.setCurrency(u"KES"_s);
        proxy.sort(PayoutsModel::AmountColumn, Qt::AscendingOrder);
        QCOMPARE(proxy.index(0, 0).data(PayoutsModel::AmountMinorRole).toLongLong(), 15000);
        QCOMPARE(proxy.index(3, 0).data(PayoutsModel::AmountMinorRole).toLongLong(), 9000000);

        // A recipient created after the directory loaded: its payout's row asks for the newest
        // accounts again, and is named once they come.
        const QJsonObject newer
            = create(sandbox, kes(u"700.00"_s, u"+254712000077"_s, u"Achieng Odhiambo"_s));
        QVERIFY(!newer.isEmpty());
        const QString newerAccount = newer.value(u"payment_account_id"_s).toString();
        QVERIFY(!recipients.find(newerAccount));
        model.reload();
        QVERIFY(loadAll(model));
        QCOMPARE(model.rowCount(), 7);
        const int newerRow = model.rowOf(newer.value(u"id"_s).toString());
        QTRY_VERIFY(
            model.index(newerRow, PayoutsModel::RecipientColumn).data().toString().startsWith(u"Achieng"));
        QTRY_VERIFY(!recipients.isLoading());
        QVERIFY(recipients.find(accountId).has_value()); // the others kept
    }

    void pendingRowsSettleInPlace()
    {
        // At a tenth of the speed, a compliance review lasts 2 s: long enough to load it PENDING.
        SandboxFixture sandbox(u"empty"_s, 0.1);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        QVERIFY(!sandbox.createWallet(u"KES"_s, u"1000000.00"_s).isEmpty());
        const QJsonObject held = create(sandbox, kes(u"300.00"_s, u"+254712000203"_s)); // PENDING until moved
        const QJsonObject review = create(sandbox, kes(u"200.00"_s, u"+254712000200"_s)); // review, then SENT
        QVERIFY(!held.isEmpty() && !review.isEmpty());
        auto session = makeSession(sandbox);
        QVERIFY(session);

        PayoutsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSession(session.get());
        model.setRange(aroundToday());
        QVERIFY(loadAll(model));
        QCOMPARE(model.rowCount(), 2);
        const QString reviewId = review.value(u"id"_s).toString();
        const QString heldId = held.value(u"id"_s).toString();
        const int reviewRow = model.rowOf(reviewId);
        const int heldRow = model.rowOf(heldId);
        QCOMPARE(model.index(reviewRow, 0).data(PayoutsModel::StateRole).toString(), u"PENDING"_s);
        QCOMPARE(model.index(reviewRow, 0).data(PayoutsModel::ContextRole).toString(),
                 u"COMPLIANCE_REVIEW"_s);
        QCOMPARE(model.index(heldRow, 0).data(PayoutsModel::StateRole).toString(), u"PENDING"_s);

        // The person has the reviewed payout selected.
        QItemSelectionModel selection(&model);
        selection.setCurrentIndex(model.index(reviewRow, PayoutsModel::StateColumn),
                                  QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        PendingRefresher refresher(&model);
        refresher.setBackoff(std::chrono::milliseconds(50), std::chrono::milliseconds(400));
        refresher.setMaxInFlight(1);
        QCOMPARE(refresher.pendingCount(), 2);
        int mostInFlight = 0;
        connect(&refresher, &PendingRefresher::refreshed, this,
                [&] { mostInFlight = std::max(mostInFlight, refresher.inFlight() + 1); });

        QTRY_COMPARE_WITH_TIMEOUT(model.index(reviewRow, 0).data(PayoutsModel::StateRole).toString(),
                                  u"SENT"_s, 20000);
        QCOMPARE(model.index(reviewRow, 0).data(PayoutsModel::ToneRole).value<PayoutsModel::Tone>(),
                 PayoutsModel::Tone::Good);
        QVERIFY(!model.index(reviewRow, PayoutsModel::ReceiptColumn).data().toString().isEmpty());
        // In place: the same row, still selected, no reset, no row removed; only its own row changed.
        QCOMPARE(model.rowOf(reviewId), reviewRow);
        QCOMPARE(selection.currentIndex().row(), reviewRow);
        QVERIFY(selection.isRowSelected(reviewRow));
        QCOMPARE(resets.count(), 0);
        QCOMPARE(removed.count(), 0);
        QVERIFY(!changed.isEmpty());
        for (const QList<QVariant> &args : std::as_const(changed)) {
            QCOMPARE(args.at(0).toModelIndex().row(), reviewRow);
            QCOMPARE(args.at(1).toModelIndex().row(), reviewRow);
        }
        QCOMPARE(refresher.pendingCount(), 1); // the held one still followed

        // The held one is cancelled through the control surface; it is asked until it settles.
        QCOMPARE(sandbox.http().post(u"/_sandbox/payouts/"_s + heldId + u"/cancel"_s, {}).status, 200);
        QTRY_COMPARE_WITH_TIMEOUT(model.index(heldRow, 0).data(PayoutsModel::StateRole).toString(),
                                  u"CANCELLED"_s, 20000);
        QCOMPARE(model.index(heldRow, 0).data(PayoutsModel::ToneRole).value<PayoutsModel::Tone>(),
                 PayoutsModel::Tone::Bad);
        QCOMPARE(refresher.pendingCount(), 0);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(mostInFlight, 1);
        QVERIFY(selection.isRowSelected(reviewRow));

        // A reload forgets and follows the new load's PENDING rows (none now).
        model.reload();
        QVERIFY(loadAll(model));
        QCOMPARE(refresher.pendingCount(), 0);
    }

    void nothingAskedWithoutAReadySession()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        QVERIFY(!sandbox.createWallet(u"KES"_s, u"1000000.00"_s).isEmpty());
        QVERIFY(!create(sandbox, kes(u"300.00"_s, u"+254712000203"_s)).isEmpty());
        RecordingProxy recording(sandbox.baseUrl());
        auto session = makeSession(recording.baseUrl(), sandbox.key());
        QVERIFY(session);
        PayoutsModel model;
        model.setSession(session.get());
        model.setRange(aroundToday());
        QVERIFY(loadAll(model));
        PendingRefresher refresher(&model);
        // 2 s doubling to 5 min by default.
        QCOMPARE(refresher.backoff(0), std::chrono::milliseconds(2000));
        QCOMPARE(refresher.backoff(1), std::chrono::milliseconds(4000));
        QCOMPARE(refresher.backoff(7), std::chrono::milliseconds(256000));
        QCOMPARE(refresher.backoff(8), std::chrono::milliseconds(300000));
        QCOMPARE(refresher.backoff(40), std::chrono::milliseconds(300000));
        refresher.setBackoff(std::chrono::milliseconds(20), std::chrono::milliseconds(40));
        QCOMPARE(refresher.pendingCount(), 1);
        QTRY_VERIFY(recording.count("GET", "/v1/payouts/pyt-") >= 2); // asked again and again
        session->close();
        QTRY_COMPARE(refresher.inFlight(), 0);
        const int asked = recording.count("GET", "/v1/payouts/pyt-");
        letTimePass(std::chrono::milliseconds(300),
                    "many backoffs (20 to 40 ms) with the session closed, each a look that must ask nothing");
        QCOMPARE(recording.count("GET", "/v1/payouts/pyt-"), asked);
        QCOMPARE(refresher.pendingCount(), 1);
    }

    void aLatePageOfAnEarlierRangeIsDropped()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        QVERIFY(!sandbox.createWallet(u"KES"_s, u"1000000.00"_s).isEmpty());
        QList<QJsonObject> made;
        for (int i = 0; i < 6; ++i) {
            if (i == 3) // the 3rd and the 4th made at different milliseconds
                QTRY_VERIFY(QDateTime::currentDateTimeUtc() > createdAt(made.last()));
            made.append(create(sandbox, kes(u"200.00"_s, u"+254712000001"_s)));
            QVERIFY(!made.last().isEmpty());
        }
        RecordingProxy recording(sandbox.baseUrl());
        auto session = makeSession(recording.baseUrl(), sandbox.key());
        QVERIFY(session);
        PayoutsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSession(session.get());

        // The first range's page is held by the service; the person picks another range meanwhile.
        QCOMPARE(sandbox.addFault(delayed("/v1/payouts", 1500)).status, 201);
        model.setRange(aroundToday()); // all six
        const quint64 first = model.generation();
        QTRY_COMPARE(recording.count("GET", "/v1/payouts"), 1);
        model.setRange(HistoryRange::times(createdAt(made.at(3)), createdAt(made.at(5)))); // the last three
        QVERIFY(model.generation() != first);
        QTRY_COMPARE(model.state(), PagedTableModel::State::Loaded);
        QCOMPARE(model.rowCount(), 3);
        QTRY_COMPARE(recording.hangUps(), 1);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.rowOf(made.at(0).value(u"id"_s).toString()), -1);
    }
};

QTEST_GUILESS_MAIN(TestPayoutsModel)
#include "tst_payoutsmodel.moc"
