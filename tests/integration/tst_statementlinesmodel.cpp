// SPDX-License-Identifier: GPL-3.0-or-later
// The lines of a statement against the sandbox over real HTTP: many pages (the bulk fill), each
// line in plain words with its sign and tone, the balance check over every line true on a real
// statement, and 409 STATEMENT_NOT_READY read as "not ready yet" rather than as an error.

#include "SandboxFixture.h"
#include "SessionSupport.h"
#include "api/ApiClient.h"
#include "api/ApiResult.h"
#include "statements/StatementLinesModel.h"
#include "statements/StatementPeriod.h"
#include "tasks/Task.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>

using namespace paydesk;
using namespace paydesk::test;
using namespace paydesk::statements;
using namespace Qt::StringLiterals;

namespace {

QString rfc3339(const QDateTime &t)
{
    return StatementPeriod::wireText(t);
}

} // namespace

class TestStatementLinesModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void manyPagesAddUpToTheClosingBalance();
    void notReadyIsNotAnError();
    void everyLineTypeInPlainWords();
};

void TestStatementLinesModel::manyPagesAddUpToTheClosingBalance()
{
    SandboxFixture sandbox(u"empty"_s, 0.0);
    QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
    QDateTime now = QDateTime::currentDateTimeUtc();
    now.setTime(QTime(now.time().hour(), 0));
    const QDateTime from = now.addDays(-20);
    const QDateTime to = now.addSecs(3600);
    const HttpResult bulk = sandbox.http().post(u"/_sandbox/payouts/bulk"_s,
                                                {{u"count"_s, 130},
                                                 {u"from"_s, rfc3339(now.addDays(-10))},
                                                 {u"to"_s, rfc3339(now.addDays(-1))},
                                                 {u"currency"_s, u"KES"_s}});
    QCOMPARE(bulk.status, 201);
    const QString walletId = bulk.data().value(u"wallet_id"_s).toString();
    const HttpResult created = sandbox.http().post(
        u"/wallet-statements"_s,
        QJsonObject {{u"wallet_id"_s, walletId},
                     {u"period"_s, QJsonObject {{u"from"_s, rfc3339(from)}, {u"to"_s, rfc3339(to)}}}});
    QCOMPARE(created.status, 202);
    const QString id = created.data().value(u"id"_s).toString();
    const QJsonObject ready = sandbox.waitForState(u"/wallet-statements/"_s + id, u"READY"_s);
    QCOMPARE(ready.value(u"state"_s).toObject().value(u"code"_s).toString(), u"READY"_s);

    auto session = makeSession(sandbox);
    QVERIFY(session);
    const std::optional<api::Statement> statement = statementOf(*session, id);
    QVERIFY(statement);
    StatementLinesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
    model.setTimeZone(QTimeZone("Africa/Nairobi"));
    model.setPageSize(50);
    model.setSession(session.get());
    QSignalSpy checked(&model, &StatementLinesModel::balanceCheckChanged);
    model.setStatement(*statement);
    QTRY_COMPARE_WITH_TIMEOUT(model.state(), models::PagedTableModel::State::Loaded, 10000);
    QCOMPARE(model.rowCount(), 50);
    QVERIFY(model.hasMore());
    QCOMPARE(model.balanceCheck().verdict(), BalanceCheck::Verdict::Incomplete);

    tasks::Task *all = model.fetchAll();
    QVERIFY(all);
    QTRY_VERIFY_WITH_TIMEOUT(!model.hasMore() && !model.isFetching(), 20000);
    QVERIFY(model.rowCount() >= 130); // every payout's debit, and the wallet's funding
    QCOMPARE(model.balanceCheck().lineCount(), qint64(model.rowCount()));
    QCOMPARE(model.balanceCheck().verdict(), BalanceCheck::Verdict::Matches);
    QVERIFY(model.balanceCheckText().contains(u"gives the closing balance"_s));

    // Oldest first; a debit shows its sign and its tone; the payout behind it is named.
    int debits = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (row > 0) {
            QVERIFY(model.index(row - 1, 0).data(StatementLinesModel::CreatedAtRole).toDateTime()
                    <= model.index(row, 0).data(StatementLinesModel::CreatedAtRole).toDateTime());
        }
        if (model.index(row, 0).data(StatementLinesModel::TypeRole).toString() != u"PAYOUT_INITIATED"_s)
            continue;
        ++debits;
        QCOMPARE(model.index(row, 0).data(StatementLinesModel::ToneRole).value<StatementLinesModel::Tone>(),
                 StatementLinesModel::Tone::Debit);
        QVERIFY(model.index(row, StatementLinesModel::AmountColumn).data().toString().contains(u'-'));
        QVERIFY(
            model.index(row, StatementLinesModel::ResourceColumn).data().toString().startsWith(u"pyt-"_s));
        QCOMPARE(model.index(row, StatementLinesModel::TypeColumn).data().toString(),
                 u"Payout initiated from the wallet"_s);
    }
    QVERIFY(debits >= 130);
}

void TestStatementLinesModel::notReadyIsNotAnError()
{
    SandboxFixture sandbox(u"empty"_s, 4.0); // generation takes six seconds
    QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
    const QString walletId = sandbox.createWallet(u"KES"_s, u"100.00"_s).value(u"id"_s).toString();
    QDateTime now = QDateTime::currentDateTimeUtc();
    now.setTime(QTime(now.time().hour(), 0));
    const HttpResult created
        = sandbox.http().post(u"/wallet-statements"_s,
                              QJsonObject {{u"wallet_id"_s, walletId},
                                           {u"period"_s,
                                            QJsonObject {{u"from"_s, rfc3339(now.addDays(-1))},
                                                         {u"to"_s, rfc3339(now.addSecs(3600))}}}});
    QCOMPARE(created.status, 202);
    auto session = makeSession(sandbox);
    QVERIFY(session);
    api::Statement pending;
    pending.id = created.data().value(u"id"_s).toString();
    StatementLinesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSession(session.get());
    model.setStatement(pending);
    QTRY_COMPARE_WITH_TIMEOUT(model.state(), models::PagedTableModel::State::Failed, 10000);
    QVERIFY(model.isNotReady());
    QCOMPARE(model.rowCount(), 0);

    sandbox.waitForState(u"/wallet-statements/"_s + pending.id, u"READY"_s);
    model.retry();
    QTRY_COMPARE_WITH_TIMEOUT(model.state(), models::PagedTableModel::State::Loaded, 10000);
    QVERIFY(!model.isNotReady());
    QCOMPARE(model.rowCount(), 1); // the wallet's funding
}

void TestStatementLinesModel::everyLineTypeInPlainWords()
{
    for (const char *type : {"COLLECTION_COLLECTED", "COLLECTION_CONVERTED", "CONVERSION_INITIATED",
                             "CONVERSION_CONVERTED", "PAYOUT_INITIATED", "PAYOUT_FAILED", "PAYOUT_REVERSED",
                             "PAYOUT_SENT_TO_FAILED", "PAYOUT_FAILED_TO_SENT"}) {
        const QString text = StatementLinesModel::typeText(QString::fromLatin1(type));
        QVERIFY2(text != QString::fromLatin1(type) && !text.contains(u'_'), type);
    }
    QCOMPARE(StatementLinesModel::typeText(u"FEE_CHARGED"_s), u"FEE_CHARGED"_s); // unknown: as it is
}

QTEST_GUILESS_MAIN(TestStatementLinesModel)
#include "tst_statementlinesmodel.moc"
