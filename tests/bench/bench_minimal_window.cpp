// SPDX-License-Identifier: GPL-3.0-or-later
// The baseline of bench_startup: a minimal Qt Widgets window, shown, then quit.
#include <QApplication>
#include <QDeadlineTimer>
#include <QLabel>
#include <QMainWindow>
#include <QTextStream>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.setCentralWidget(new QLabel(QStringLiteral("Hello"), &window));
    window.resize(1100, 700);
    window.show();
    QTimer::singleShot(0, &app, [] {
        QTextStream(stdout) << "window shown at " << QDeadlineTimer::current(Qt::PreciseTimer).deadlineNSecs()
                            << Qt::endl;
        QCoreApplication::quit();
    });
    return app.exec();
}
