// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"
#include "SandboxThread.h"
#include "api/ApiClient.h"
#include "profiles/ProfileConnector.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"

#include <QApplication>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

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

    // The built-in "Local sandbox": the payments service on 127.0.0.1 in a thread of its own, demo
    // data and a key made for this session, so that Paydesk works with no account and no key. It
    // starts at once when that profile is in use, so that its seeding overlaps with the window's
    // start-up, or else the first time the profile is chosen; then it is kept for the session.
    // Nothing waits for it: the window is built and painted meanwhile, and the wallets are asked
    // for once it serves.
    paydesk::sandbox::SandboxThread sandbox;
    if (profiles.current().isLocalSandbox())
        sandbox.start();
    connector.setLocalSandboxStarter(
        [&sandbox, &connector](const paydesk::profiles::ProfileConnector::LocalSandboxReady &ready) {
            sandbox.whenStarted(&connector, [&sandbox, ready](bool ok, const QString &error) {
                if (!ok)
                    return ready(std::nullopt, error);
                ready(
                    paydesk::profiles::ProfileConnector::Endpoint {sandbox.baseUrl(), sandbox.generatedKey()},
                    {});
            });
        });

    paydesk::ui::MainWindow window(&connector);
    window.show();
    connector.activateCurrent();
    return app.exec(); // session keys go with `keys`, in memory only
}
