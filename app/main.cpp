// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"
#include "SandboxServer.h"
#include "api/ApiClient.h"

#include <QApplication>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTranslator>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Paydesk"));
    QApplication::setOrganizationName(QStringLiteral("Paydesk"));
    QApplication::setApplicationVersion(QStringLiteral(PAYDESK_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/paydesk/paydesk.svg")));

    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("paydesk"), QStringLiteral("_"),
                        QStringLiteral(":/paydesk/i18n")))
        QApplication::installTranslator(&translator);

    // The built-in "Local sandbox": the payments service in-process on 127.0.0.1, demo data and a
    // key made for this session, so that Paydesk works with no account and no key.
    paydesk::sandbox::SandboxServer sandbox;
    paydesk::sandbox::SandboxOptions options;
    QString error;
    if (!sandbox.start(options, &error)) {
        QMessageBox::critical(nullptr, QObject::tr("Paydesk"),
                              QObject::tr("The local sandbox could not start: %1").arg(error));
        return 1;
    }
    paydesk::api::ApiClient client;
    client.setBaseUrl(sandbox.baseUrl());
    client.setApiKey(sandbox.generatedKey());

    paydesk::ui::MainWindow window(&client, QObject::tr("Local sandbox"));
    window.show();
    return app.exec();
}
