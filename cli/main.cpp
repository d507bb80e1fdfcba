// SPDX-License-Identifier: GPL-3.0-or-later
// paydesk-cli's composition root: a QCoreApplication (no window system) with Paydesk's identity
// and language, the built-in Local sandbox as the app has it (the same in-process service and
// data file, started the first time a command uses that profile), the command groups registered
// with the dispatcher, and the command line run.
#include "AuditCommands.h"
#include "CliDispatcher.h"
#include "CliWorkspace.h"
#include "OutboxCommands.h"
#include "PayoutCommands.h"
#include "ProfileCommands.h"
#include "SandboxThread.h"
#include "StatementCommands.h"
#include "TeamCommands.h"
#include "WalletCommands.h"
#include "core/Application.h"

#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QLoggingCategory>
#include <QStandardPaths>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

// Whether the command draws (a statement as PDF: Qt Gui's painter and fonts). It then runs with a
// QGuiApplication on the offscreen platform: no display is needed, none is opened.
bool drawsPages(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if (argument == "--format=pdf"
            || (argument == "--format" && i + 1 < argc && qstrcmp(argv[i + 1], "pdf") == 0))
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    paydesk::core::setApplicationIdentity();
    // Results and the one line of what went wrong, not the core's notes and warnings (the line says
    // it already; QT_LOGGING_RULES still has the last word: a person looking into a problem turns
    // them on).
    // Qt's own notes too (the offscreen platform's "XDG_RUNTIME_DIR not set" while a PDF is drawn).
    QLoggingCategory::setFilterRules(u"paydesk.*.info=false\npaydesk.*.warning=false\ndefault.warning=false\n"
                                     u"qt.*.warning=false"_s);
    std::unique_ptr<QCoreApplication> application;
    if (drawsPages(argc, argv)) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        application = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        application = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication &app = *application;
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
    paydesk::cli::StatementCommands::registerWith(dispatcher);
    paydesk::cli::ProfileCommands::registerWith(dispatcher);
    paydesk::cli::WalletCommands::registerWith(dispatcher);
    paydesk::cli::PayoutCommands::registerWith(dispatcher);
    paydesk::cli::AuditCommands::registerWith(dispatcher);
    paydesk::cli::OutboxCommands::registerWith(dispatcher);
    const int status = dispatcher.run(QCoreApplication::arguments().mid(1));
    paydesk::cli::CliWorkspace::setLocalSandboxStarter({}); // nothing may reach the sandbox past here
    return status;
}
