// SPDX-License-Identifier: GPL-3.0-or-later
// The font configuration read ahead (ui/FontWarmUp): on Linux with more than one processor, a
// thread reads fontconfig's configuration on another processor than the one of the thread that
// started it; wait() returns once it is read, again at once; with a single processor to run on,
// nothing is started and wait() returns at once.
#include "FontWarmUp.h"

#include <QTest>

#if defined(Q_OS_LINUX)
#include <sched.h>
#endif

using paydesk::ui::FontWarmUp;

class tst_FontWarmUp : public QObject
{
    Q_OBJECT

private slots:
    void readOnAnotherProcessor()
    {
#if defined(Q_OS_LINUX)
        cpu_set_t allowed;
        CPU_ZERO(&allowed);
        QCOMPARE(sched_getaffinity(0, sizeof allowed, &allowed), 0);
        if (CPU_COUNT(&allowed) < 2)
            QSKIP("one processor to run on: nothing to read ahead");
        FontWarmUp fonts;
        QVERIFY(fonts.started());
        QVERIFY(fonts.makerProcessor() >= 0);
        fonts.wait();
        QVERIFY(fonts.configurationRead());
        QVERIFY(fonts.threadProcessor() >= 0);
        QVERIFY2(fonts.threadProcessor() != fonts.makerProcessor(),
                 qPrintable(QStringLiteral("both on processor %1").arg(fonts.threadProcessor())));
        fonts.wait(); // again: at once
        QVERIFY(fonts.configurationRead());
#else
        QSKIP("fontconfig is Linux's");
#endif
    }

    void nothingStartedWithOneProcessor()
    {
#if defined(Q_OS_LINUX)
        cpu_set_t before;
        CPU_ZERO(&before);
        QCOMPARE(sched_getaffinity(0, sizeof before, &before), 0);
        cpu_set_t one;
        CPU_ZERO(&one);
        CPU_SET(sched_getcpu(), &one);
        QCOMPARE(sched_setaffinity(0, sizeof one, &one), 0);
        {
            FontWarmUp fonts;
            QVERIFY(!fonts.started());
            fonts.wait();
            QVERIFY(!fonts.configurationRead());
            QCOMPARE(fonts.threadProcessor(), -1);
        }
        QCOMPARE(sched_setaffinity(0, sizeof before, &before), 0);
#else
        FontWarmUp fonts;
        QVERIFY(!fonts.started());
        fonts.wait();
#endif
    }
};

QTEST_GUILESS_MAIN(tst_FontWarmUp)
#include "tst_fontwarmup.moc"
