// SPDX-License-Identifier: GPL-3.0-or-later
// The Statements page's work without its widgets (statements::StatementsController), against the
// sandbox over real HTTP and a SQLite store: a statement asked for is listed and selected, shown
// once READY with its lines read and the balances checked over every line, shown again only when
// something changed, exported to CSV under the name proposed; without a connected profile nothing
// is asked and nothing is exported.

#include "SandboxFixture.h"
#include "SessionSupport.h"
#include "models/WalletsModel.h"
#include "statements/BalanceCheck.h"
#include "statements/StatementDigest.h"
#include "statements/StatementPeriod.h"
#include "statements/StatementsController.h"
#include "statements/StatementsModel.h"
#include "store/AuditLog.h"
#include "store/Statements.h"
#include "store/Store.h"
#include "tasks/Task.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>

using namespace paydesk;
using namespace paydesk::test;
using namespace paydesk::statements;
using namespace Qt::StringLiterals;

namespace {

std::unique_ptr<session::Session> sessionOf(SandboxFixture &sandbox)
{
    profiles::Profile profile = profiles::Profile::localSandbox();
    profile.id = u"prof-controller"_s;
    auto s = std::make_unique<session::Session>(profile, nullptr, nullptr,
                                                starterFor(sandbox.baseUrl(), sandbox.key()));
    s->reconnect();
    if (!QTest::qWaitFor([&] { return s->isReady(); }, 10000))
        return nullptr;
    return s;
}

// The last day and the next hour, in UTC: a period that holds the wallet's opening line.
StatementPeriod uptoNow()
{
    QDateTime now = QDateTime::currentDateTimeUtc();
    now.setTime(QTime(now.time().hour(), 0));
    return StatementPeriod(now.addDays(-1), now.addSecs(3600));
}

} // namespace

class TestStatementsController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void askedForShownCheckedAndExported();
    void withoutAProfileNothingIsAsked();

private:
    QTemporaryDir m_dir;
};

void TestStatementsController::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestStatementsController::askedForShownCheckedAndExported()
{
    SandboxFixture sandbox(u"empty"_s, 0.2);
    QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
    const QString walletId = sandbox.createWallet(u"KES"_s, u"2500.00"_s).value(u"id"_s).toString();
    QVERIFY(!walletId.isEmpty());
    const std::unique_ptr<session::Session> session = sessionOf(sandbox);
    QVERIFY(session);
    store::Store store(store::StoreConfig::sqlite(m_dir.filePath(u"asked.sqlite"_s)));
    QVERIFY(store.open().ok());
    store::AuditLog log(&store);
    store::Statements statements(&store, &log);

    StatementsController controller(&statements);
    controller.setTimeZone(QTimeZone::utc());
    controller.setSession(session.get());
    QVERIFY(controller.canGenerate());
    controller.load();
    QTRY_COMPARE_WITH_TIMEOUT(controller.wallets()->state(), models::WalletsModel::State::Loaded, 10000);
    QTRY_VERIFY(controller.statements()->isLoaded());
    QCOMPARE(controller.statements()->rowCount(), 0);
    QVERIFY(controller.statementToSelect().isEmpty());

    QSignalSpy requested(&controller, &StatementsController::requested);
    QSignalSpy failed(&controller, &StatementsController::requestFailed);
    controller.generate(walletId, u"KES"_s, uptoNow());
    QTRY_COMPARE_WITH_TIMEOUT(requested.size(), 1, 10000);
    QCOMPARE(failed.size(), 0);
    const QString localId = requested.first().first().toString();
    QTRY_COMPARE(controller.statements()->rowOfLocalId(localId), 0);
    QCOMPARE(controller.statementToSelect(), localId); // the one just asked for
    QVERIFY(controller.show(localId));
    QCOMPARE(controller.shownLocalId(), localId);
    QVERIFY(controller.shownStatementId().startsWith(u"stm-"_s));

    // Followed until READY: the page shows it again as the list is read again.
    QSignalSpy digested(&controller, &StatementsController::digestFinished);
    std::optional<BalanceCheck::Verdict> verdict; // read as it ends: the digest goes after
    connect(&controller, &StatementsController::digestFinished, this, [&] {
        if (controller.digest())
            verdict = controller.digest()->balanceCheck().verdict();
    });
    QTRY_VERIFY_WITH_TIMEOUT((controller.show(controller.statementToSelect()), controller.shownIsReady()),
                             30000);
    QTRY_COMPARE_WITH_TIMEOUT(digested.size(), 1, 10000);
    QVERIFY2(digested.first().first().toBool(), qPrintable(digested.first().at(1).toString()));
    QVERIFY(controller.linesChecked() >= 1); // the wallet's funding is inside the period
    QCOMPARE(verdict, std::optional(BalanceCheck::Verdict::Matches));
    QVERIFY(!controller.show(localId)); // READY and shown: nothing to do again
    QCOMPARE(digested.size(), 1);

    const QString name = controller.suggestedFileName(u"csv"_s);
    QVERIFY2(name.startsWith(u"statement-KES-"_s) && name.endsWith(u".csv"_s), qPrintable(name));
    tasks::Task *task = controller.exportCsv(m_dir.filePath(name), exporting::CsvWriter::Options {});
    QVERIFY(task);
    QSignalSpy exported(task, &tasks::Task::finished);
    QTRY_COMPARE_WITH_TIMEOUT(exported.size(), 1, 10000);
    QVERIFY2(exported.first().first().toBool(), qPrintable(exported.first().at(1).toString()));
    QFile file(m_dir.filePath(name));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> rows = file.readAll().trimmed().split('\n');
    QCOMPARE(rows.size(), 1 + controller.linesChecked());

    // Another profile: nothing of this one is shown.
    controller.setSession(nullptr);
    QVERIFY(controller.shownLocalId().isEmpty());
    QVERIFY(!controller.shown());
}

void TestStatementsController::withoutAProfileNothingIsAsked()
{
    store::Store store(store::StoreConfig::sqlite(m_dir.filePath(u"none.sqlite"_s)));
    QVERIFY(store.open().ok());
    store::AuditLog log(&store);
    store::Statements statements(&store, &log);
    StatementsController controller(&statements);
    QVERIFY(!controller.canGenerate());
    QSignalSpy failed(&controller, &StatementsController::requestFailed);
    controller.generate(u"wlt-1"_s, u"KES"_s, uptoNow());
    QCOMPARE(failed.size(), 1); // at once
    QVERIFY(failed.first().first().toString().contains(u"Not connected"_s));
    QVERIFY(!controller.exportCsv(m_dir.filePath(u"x.csv"_s), {}));
    QVERIFY(!controller.exportPdf(m_dir.filePath(u"x.pdf"_s)));
    QCOMPARE(controller.suggestedFileName(u"pdf"_s), u"statement.pdf"_s);
    QVERIFY(controller.show(QString())); // none: said as such
    QVERIFY(!controller.shown());
    QVERIFY(!controller.shownIsReady());
}

QTEST_GUILESS_MAIN(TestStatementsController)
#include "tst_statementscontroller.moc"
