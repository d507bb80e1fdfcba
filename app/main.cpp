// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Paydesk"));
    QApplication::setOrganizationName(QStringLiteral("Paydesk"));
    QApplication::setApplicationVersion(QStringLiteral(PAYDESK_VERSION));
    paydesk::ui::MainWindow window;
    window.show();
    return app.exec();
}
