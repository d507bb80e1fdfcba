// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"
#include "SandboxServer.h"
#include "api/ApiClient.h"
#include "profiles/ProfileConnector.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"

#include <QApplication>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>
#include <optional>

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

    // The profiles, their keys in the OS keychain, and the one client pointed at the profile in use.
    paydesk::profiles::ProfileStore profiles;
    paydesk::secrets::KeyStore keys;
    paydesk::api::ApiClient client;
    paydesk::profiles::ProfileConnector connector(&profiles, &keys, &client);

    // The built-in "Local sandbox": the payments service in-process on 127.0.0.1, demo data and a
    // key made for this session, so that Paydesk works with no account and no key. Started the
    // first time that profile is used, and then kept for the session.
    std::unique_ptr<paydesk::sandbox::SandboxServer> sandbox;
    connector.setLocalSandboxStarter([&sandbox](QString *error)
                                         -> std::optional<paydesk::profiles::ProfileConnector::Endpoint> {
        if (!sandbox) {
            auto server = std::make_unique<paydesk::sandbox::SandboxServer>();
            if (!server->start(paydesk::sandbox::SandboxOptions(), error))
                return std::nullopt;
            sandbox = std::move(server);
        }
        return paydesk::profiles::ProfileConnector::Endpoint {sandbox->baseUrl(), sandbox->generatedKey()};
    });

    paydesk::ui::MainWindow window(&connector);
    window.show();
    connector.activateCurrent();
    return app.exec(); // session keys go with `keys`, in memory only
}
