// SPDX-License-Identifier: GPL-3.0-or-later
// What waits until the window is on the screen (docs/benchmarks.md, start-up): afterFirstPaint(),
// and the local database that the app opens then (AppContext::Options::storeOpensWhenAsked).
#include "AppContext.h"
#include "AppContextSupport.h"
#include "Waits.h"
#include "store/Store.h"
#include "widgets/FirstPaint.h"

#include <QEvent>
#include <QPointer>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using namespace paydesk;

namespace {

// A window that counts its paint events.
class CountingWindow : public QWidget
{
public:
    int paints = 0;

protected:
    void paintEvent(QPaintEvent *) override { ++paints; }
};

} // namespace

class tst_FirstPaint : public QObject
{
    Q_OBJECT

private slots:
    void runsOnceAfterTheFirstPaint()
    {
        CountingWindow window;
        window.resize(300, 200);
        int runs = 0;
        int paintsBefore = -1;
        ui::afterFirstPaint(&window, 60s, [&] {
            ++runs;
            paintsBefore = window.paints;
        });
        test::letTimePass(50ms, "nothing is painted before the window is shown: nothing runs either");
        QCOMPARE(runs, 0);
        window.show();
        QTRY_COMPARE(runs, 1);
        QVERIFY2(paintsBefore >= 1, "it ran before the window was painted");
        window.update();
        QTRY_VERIFY(window.paints > paintsBefore);
        QCOMPARE(runs, 1); // a later paint does not run it again
    }

    void runsAtTheLatestWhenNeverPainted()
    {
        CountingWindow window; // never shown: started minimised, on another desktop
        int runs = 0;
        ui::afterFirstPaint(&window, 100ms, [&] { ++runs; });
        QCOMPARE(runs, 0); // never at once
        QTRY_COMPARE(runs, 1);
        window.show();
        QTRY_VERIFY(window.paints > 0);
        test::letTimePass(50ms, "a paint after the deadline must not run it a second time");
        QCOMPARE(runs, 1);
    }

    void nothingRunsOnceTheWindowIsGone()
    {
        int runs = 0;
        {
            CountingWindow window;
            ui::afterFirstPaint(&window, 50ms, [&] { ++runs; });
        }
        test::letTimePass(150ms, "the deadline passes after the window was closed and deleted");
        QCOMPARE(runs, 0);
    }

    void theStoreOpensWhenAskedOnly()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        AppContext::Options options = test::appContextOptions(dir.filePath(u"paydesk.ini"_s));
        options.storeOpensWhenAsked = true;
        AppContext context(std::move(options));
        test::letTimePass(100ms, "the event loop runs: a context left to itself opens its store now");
        QCOMPARE(context.store().state(), store::Store::State::Closed);
        context.openStore();
        QTRY_COMPARE(context.store().state(), store::Store::State::Open);
        context.openStore(); // once only: a second call changes nothing
        QCOMPARE(context.store().state(), store::Store::State::Open);
    }

    void theStoreOpensByItselfByDefault()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        AppContext context(test::appContextOptions(dir.filePath(u"paydesk.ini"_s)));
        QTRY_COMPARE(context.store().state(), store::Store::State::Open);
    }
};

QTEST_MAIN(tst_FirstPaint)
#include "tst_firstpaint.moc"
