// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiClientSupport.h"
#include "MainWindow.h"
#include "models/WalletsModel.h"

#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>

using namespace paydesk;
using namespace paydesk::test;

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void showsTheDemoWallets()
    {
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        auto client = makeClient(sandbox);
        ui::MainWindow window(client.get(), QStringLiteral("Local sandbox"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *table = window.findChild<QTableView *>(QStringLiteral("walletsTable"));
        QVERIFY(table);
        QTRY_VERIFY(table->isVisible());
        QTRY_COMPARE(table->model()->rowCount(), 8);
        QStringList currencies;
        for (int row = 0; row < table->model()->rowCount(); ++row)
            currencies << table->model()->index(row, 0).data().toString();
        QVERIFY2(currencies.contains(u"KES"_qs) && currencies.contains(u"UGX"_qs),
                 qPrintable(currencies.join(u',')));
        QCOMPARE(window.findChild<QLabel *>(QStringLiteral("environmentLabel"))->text(), u"Local sandbox"_qs);
        QTRY_COMPARE(window.findChild<QLabel *>(QStringLiteral("connectionLabel"))->text(), u"Connected"_qs);
        QVERIFY(window.windowTitle().contains(u"Local sandbox"));
    }

    void errorShowsRetryThatWorks()
    {
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        auto client = makeClient(sandbox);
        client->setApiKey(QStringLiteral("wrong"));
        ui::MainWindow window(client.get(), QStringLiteral("Local sandbox"));
        window.show();
        auto *message = window.findChild<QLabel *>(QStringLiteral("messageLabel"));
        auto *retry = window.findChild<QPushButton *>(QStringLiteral("retryButton"));
        QVERIFY(message && retry);
        QTRY_VERIFY(retry->isVisible());
        QVERIFY2(message->text().contains(u"could not be loaded"), qPrintable(message->text()));
        client->setApiKey(sandbox.key());
        QTest::mouseClick(retry, Qt::LeftButton);
        auto *table = window.findChild<QTableView *>(QStringLiteral("walletsTable"));
        QTRY_VERIFY(table->isVisible());
        QCOMPARE(table->model()->rowCount(), 8);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
