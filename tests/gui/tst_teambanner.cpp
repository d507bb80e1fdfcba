// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's band for a team database out of reach (ui::TeamBanner over shell::TeamLink):
// hidden while the listener hears the database, shown with its sentence from connectionLost()
// until connectionBack(), and what else is on screen stays. The listener is not started: its
// signals are what a lost and a recovered connection emit (tst_changelistener sees them come from a
// real server).

#include "shell/TeamLink.h"
#include "store/ChangeListener.h"
#include "widgets/TeamBanner.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>
#include <QWidget>

using namespace paydesk;
using namespace Qt::StringLiterals;

class TestTeamBanner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void saysWhileLost()
    {
        store::ChangeListener listener(
            store::StoreConfig::postgres(u"db.invalid"_s, 5432, u"team"_s, u"ana"_s, {}));
        shell::TeamLink link(&listener);
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *banner = new ui::TeamBanner(&link, &window);
        auto *content = new QLabel(u"The approval queue as it was read"_s, &window);
        layout->addWidget(banner);
        layout->addWidget(content);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.findChild<ui::TeamBanner *>(u"teamBanner"_s), banner);
        QVERIFY(!banner->isVisible());

        Q_EMIT listener.connectionLost(u"connection lost"_s);
        QVERIFY(link.isLost());
        QVERIFY(banner->isVisible());
        QCOMPARE(banner->text(), shell::TeamLink::lostMessage());
        QVERIFY(banner->text().contains(u"cannot be reached"_s));
        QVERIFY(banner->text().contains(u"keeps trying"_s));
        QVERIFY(content->isVisible()); // what is on screen stays
        QCOMPARE(content->text(), u"The approval queue as it was read"_s);

        Q_EMIT listener.connectionBack();
        QVERIFY(!link.isLost());
        QVERIFY(!banner->isVisible());
        QVERIFY(banner->text().isEmpty());
    }

    // A SQLite store has no listener: never lost, no band.
    void noListenerNoBand()
    {
        shell::TeamLink link(nullptr);
        QWidget window;
        auto *banner = new ui::TeamBanner(&link, &window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!link.isLost());
        QVERIFY(!banner->isVisible());
    }
};

QTEST_MAIN(TestTeamBanner)
#include "tst_teambanner.moc"
