// SPDX-License-Identifier: GPL-3.0-or-later
// paydesk-cli's composition root: a QCoreApplication (no window system) with Paydesk's identity
// and language, the built-in Local sandbox as the app has it (the same in-process service and
// data file, started the first time a command uses that profile), the command groups registered
// with the dispatcher, and the command line run.
#include "CliDispatcher.h"
#include "CliWorkspace.h"
#include "OutboxCommands.h"
#include "SandboxThread.h"
#include "TeamCommands.h"
#include "core/Application.h"

#include <QCoreApplication>
#include <QDir>
#include <QLoggingCategory>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    paydesk::core::setApplicationIdentity();
    QCoreApplication app(argc, argv);
    // Results and the one line of what went wrong, not the core's notes and warnings (the line says
    // it already; QT_LOGGING_RULES still has the last word: a person looking into a problem turns
    // them on).
    QLoggingCategory::setFilterRules(u"paydesk.*.info=false\npaydesk.*.warning=false"_s);
    paydesk::core::installTranslations();

    // The Local sandbox's data file is the app's (ui/main.cpp): the payouts approved in the app are
    // there for `outbox run`, the statements the CLI exports are of the same wallets.
    paydesk::sandbox::SandboxOptions sandboxOptions;
    if (const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        !folder.isEmpty() && QDir().mkpath(folder))
        sandboxOptions.dataFile = QDir(folder).filePath(u"local-sandbox.sqlite"_s);
    paydesk::sandbox::SandboxThread sandbox(sandboxOptions); // started only when a command needs it
    using paydesk::session::Session;
    paydesk::cli::CliWorkspace::setLocalSandboxStarter(
        [&sandbox, &app](const Session::LocalSandboxReady &ready) {
            sandbox.whenStarted(&app, [&sandbox, ready](bool ok, const QString &error) {
                if (!ok)
                    return ready(std::nullopt, error);
                ready(Session::Endpoint {sandbox.baseUrl(), sandbox.generatedKey()}, {});
            });
        });

    paydesk::cli::CliDispatcher dispatcher;
    paydesk::cli::TeamCommands::registerWith(dispatcher);
    paydesk::cli::OutboxCommands::registerWith(dispatcher);
    const int status = dispatcher.run(QCoreApplication::arguments().mid(1));
    paydesk::cli::CliWorkspace::setLocalSandboxStarter({}); // nothing may reach the sandbox past here
    return status;
}
