// SPDX-License-Identifier: GPL-3.0-or-later
// Switching between the main window's pages once each page is built (issue 28: "switching
// between pages under 50 ms once a page is built"), beside the same switch between two plain
// labels of a QStackedWidget, measured in the same run.
//
// The window is the real one (MainWindowFixture): a sandbox with the demo data, an operator of
// the test team signed in, every page shown once and loaded. Then each switch is timed from the
// navigation's row change to the new page painted (a synchronous repaint of the window, then the
// events the switch posted): every page in turn, several rounds. Prints figures, asserts nothing.
//
// Result line: "page switch: pages=N median_ms=M slowest_ms=S baseline_ms=B (target < 50)".
#include "MainWindowFixture.h"
#include "SandboxFixture.h"
#include "Waits.h"
#include "pages/Page.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QListWidget>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>

using namespace paydesk;

namespace {

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

// One switch: from the row change to the page painted and the posted events handled.
template<typename Switch> double timeSwitch(QWidget *window, Switch &&doSwitch)
{
    QElapsedTimer clock;
    clock.start();
    doSwitch();
    window->repaint();
    QCoreApplication::processEvents();
    return double(clock.nsecsElapsed()) / 1e6;
}

double baselineSwitch()
{
    QStackedWidget stack;
    stack.addWidget(new QLabel(QStringLiteral("One"), &stack));
    stack.addWidget(new QLabel(QStringLiteral("Two"), &stack));
    stack.resize(1100, 700);
    stack.show();
    QCoreApplication::processEvents();
    QList<double> times;
    for (int i = 0; i < 40; ++i)
        times << timeSwitch(&stack, [&stack, i] { stack.setCurrentIndex(i % 2); });
    return median(times);
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM",
            qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen" : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    QTextStream out(stdout);
    QTemporaryDir home;
    QStandardPaths::setTestModeEnabled(true);

    test::SandboxFixture sandbox(QStringLiteral("demo"));
    if (!sandbox.started()) {
        out << "page switch: the sandbox did not start\n";
        return 1;
    }
    test::MainWindowFixture fixture(sandbox, home.filePath(QStringLiteral("settings.ini")),
                                    {.signedIn = QStringLiteral("mia"), .size = QSize(1100, 700)});
    ui::MainWindow &window = *fixture.window;
    auto *navigation = window.findChild<QListWidget *>(QStringLiteral("navigationList"));
    if (!navigation) {
        out << "page switch: no navigation\n";
        return 1;
    }
    const int pages = navigation->count();
    // Every page built and loaded once: the figure is the switch, not the first build.
    for (int row = 0; row < pages; ++row) {
        navigation->setCurrentRow(row);
        test::letTimePass(std::chrono::milliseconds(400), "the page's first answers");
    }
    QList<double> times;
    QList<QPair<double, QString>> slowest;
    for (int round = 0; round < 5; ++round) {
        for (int row = 0; row < pages; ++row) {
            const int next = (row + 1) % pages;
            const double ms = timeSwitch(&window, [navigation, next] { navigation->setCurrentRow(next); });
            times << ms;
            slowest << qMakePair(ms, navigation->item(next)->text());
        }
    }
    std::sort(slowest.begin(), slowest.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    const double base = baselineSwitch();
    out << "Switching pages of the main window (" << times.size() << " switches, demo data, 1100 x 700, QPA "
        << qgetenv("QT_QPA_PLATFORM") << "); slowest: " << slowest.first().second << '\n';
    out << QStringLiteral("page switch: pages=%1 median_ms=%2 slowest_ms=%3 baseline_ms=%4 (target < 50)\n")
               .arg(pages)
               .arg(median(times), 0, 'f', 2)
               .arg(slowest.first().first, 0, 'f', 2)
               .arg(base, 0, 'f', 2);
    return 0;
}
