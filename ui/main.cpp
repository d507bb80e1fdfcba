// SPDX-License-Identifier: GPL-3.0-or-later
// The app's composition root: builds the AppContext, connects the profile in view, and shows the
// window. Tests build their AppContext the same way.
#include "AppContext.h"
#include "FontWarmUp.h"
#include "MainWindow.h"
#include "SandboxThread.h"
#include "core/Application.h"
#include "core/CommandLine.h"
#include "core/LogFile.h"
#include "core/Logging.h"
#include "core/SingleInstance.h"
#include "core/StartupTrace.h"
#include "dialogs/TeamSignInDialog.h"
#include "models/WalletsModel.h"
#include "pages/WalletsPage.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"
#include "session/Sessions.h"
#include "settings/StorePlace.h"
#include "settings/TeamDatabaseSignIn.h"
#include "shell/StoreStatus.h"
#include "widgets/FirstPaint.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QIcon>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QSysInfo>
#include <QTextStream>
#include <QTimer>

#include <optional>

PAYDESK_LOGGING_CATEGORY(lcApp, "app")

namespace {

// One life of the window on one database: the context, the local sandbox, the window, until the
// application's loop ends (MainWindow::restartExitCode: build them again).
int runWindow(QApplication &app, paydesk::core::SingleInstance &instance, paydesk::ui::FontWarmUp &fonts,
              paydesk::AppContext::Options options, const QString &notice)
{
    using paydesk::core::SingleInstance;
    // The built-in "Local sandbox": the payments service on 127.0.0.1 in a thread of its own, demo
    // data and a key made for this session, so that Paydesk works with no account and no key. It
    // starts at once when that profile is in use, or else the first time the profile is chosen;
    // then it is kept for the session. It counts as started once it listens (within a millisecond
    // or so); its demo data is made after that, while the window is built, and the first requests
    // wait for it in the listen backlog.
    // Its data is kept in a file of the data folder, made with the demo data the first time: the
    // payouts approved and sent, the wallets and recipients a saved draft names, are still there at
    // the next start, as they are on a real service (the outbox and its followers need them).
    paydesk::sandbox::SandboxOptions sandboxOptions;
    if (const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        !folder.isEmpty() && QDir().mkpath(folder))
        sandboxOptions.dataFile = QDir(folder).filePath(QStringLiteral("local-sandbox.sqlite"));
    paydesk::sandbox::SandboxThread sandbox(sandboxOptions);
    // Started before the context is made: it opens its data file and listens meanwhile.
    if (paydesk::profiles::ProfileStore().current().isLocalSandbox())
        sandbox.start();
    options.storeOpensWhenAsked = true; // once the window is on the screen (below)
    paydesk::AppContext context(std::move(options));
    paydesk::core::startupMark("AppContext");
    using paydesk::session::Session;
    context.sessions().setLocalSandboxStarter([&sandbox, &app](const Session::LocalSandboxReady &ready) {
        sandbox.whenStarted(&app, [&sandbox, ready](bool ok, const QString &error) {
            if (!ok)
                return ready(std::nullopt, error);
            ready(Session::Endpoint {sandbox.baseUrl(), sandbox.generatedKey()}, {});
        });
    });
    if (sandbox.isRunning())
        sandbox.waitUntilStarted(nullptr); // it listens, or it failed (the window then says why)
    paydesk::core::startupMark("sandbox listening");

    // Connected before the window is built, so that the first calls (the wallets) are under way
    // while it is: the window takes up whatever state the session is in.
    context.sessions().current();
    paydesk::core::startupMark("session current");
    fonts.wait(); // the first widget measures text
    paydesk::core::startupMark("fonts ready");
    paydesk::ui::MainWindow window(context);
    paydesk::core::startupMark("MainWindow built");
    window.show();
    paydesk::core::startupMark("window shown");
    // The local database opens once the window is on the screen: opening it (the SQLite driver,
    // the schema's check) would otherwise share the processor with the first screen, and nothing
    // there waits for it (the balances come from the service; the Overview's lists say they are
    // being read). A window not painted soon (started minimised) does not hold it up either.
    paydesk::ui::afterFirstPaint(&window, std::chrono::milliseconds(250),
                                 [&context] { context.openStore(); });
    QObject::connect(&instance, &SingleInstance::activationRequested, &window,
                     &paydesk::ui::MainWindow::bringToFront);
    if (!notice.isEmpty())
        window.statusBar()->showMessage(notice, 30000);
    // Settings > Team database chose another place for the data: the window closes (asking about
    // a payout not saved) and main() builds everything again on it.
    app.setQuitOnLastWindowClosed(true);
    QObject::connect(&window, &paydesk::ui::MainWindow::restartRequested, &app, [&app, &window] {
        app.setQuitOnLastWindowClosed(false); // no quit of its own: the exit code says "again"
        if (!window.close()) {
            app.setQuitOnLastWindowClosed(true);
            return;
        }
        app.exit(paydesk::ui::MainWindow::restartExitCode);
    });
    if (!qEnvironmentVariableIsSet("PAYDESK_QUIT_WHEN_WALLETS_SHOWN")) {
        // Once the local database is open: who is at the keyboard (Cancel to only look), or, on the
        // very first start, the first administrator's set-up.
        auto *storeStatus = new paydesk::shell::StoreStatus(context, &window);
        QObject::connect(storeStatus, &paydesk::shell::StoreStatus::opened, &window,
                         &paydesk::ui::MainWindow::requestSignIn, Qt::SingleShotConnection);
    } else {
        // For tests/bench/bench_startup: the wallets are in the table, the measure ends here (the
        // time is the system's monotonic clock, which the benchmark also reads).
        auto *model = window.walletsPage()->model();
        QObject::connect(model, &paydesk::models::WalletsModel::stateChanged, &app, [model] {
            if (model->state() != paydesk::models::WalletsModel::State::Loaded)
                return;
            paydesk::core::startupMark("wallets shown");
            QTextStream(stdout) << "wallets shown: " << model->rowCount() << " at "
                                << QDeadlineTimer::current(Qt::PreciseTimer).deadlineNSecs() << Qt::endl;
            QMetaObject::invokeMethod(qApp, &QCoreApplication::quit, Qt::QueuedConnection);
        });
    }

    // The window icon (PNGs: an SVG would load the SVG icon engine and Qt SVG). Set once the
    // window is up: reading images is the first use of the image plugins, a few milliseconds.
    QTimer::singleShot(0, &app, [] {
        QIcon icon;
        for (int size : {16, 24, 32, 48, 64})
            icon.addFile(QStringLiteral(":/paydesk/icon/%1.png").arg(size), QSize(size, size));
        QApplication::setWindowIcon(icon);
    });
    return app.exec(); // session keys go with the context's KeyStore, in memory only
}

// Where the data lives (Settings > Team database): this computer's file, as always, unless the
// person chose a team database; then the sign-in to it, before the context is built (its store
// opens on that login). nullopt: the person chose to quit.
std::optional<paydesk::AppContext::Options> chooseStore(paydesk::ui::FontWarmUp &fonts, QString *notice)
{
    paydesk::AppContext::Options options;
    const paydesk::settings::StorePlace team = paydesk::settings::StorePlace::load(QSettings());
    if (!team.isTeam())
        return options; // the SQLite file: nothing read, nothing asked
    paydesk::secrets::KeyStore keys; // the sign-in's own: a password read or remembered, nothing else
    paydesk::settings::TeamDatabaseSignIn signIn(team, &keys);
    fonts.wait();
    paydesk::ui::TeamSignInDialog dialog(&signIn);
    switch (dialog.run()) {
    case paydesk::ui::TeamSignInDialog::Outcome::Team:
        options.store = signIn.config();
        *notice = dialog.notice();
        qCInfo(lcApp).noquote() << "signed in to the team database" << signIn.config().describe();
        return options;
    case paydesk::ui::TeamSignInDialog::Outcome::LocalForThisRun:
        qCInfo(lcApp) << "not signed in to the team database: this computer only for this run";
        return options;
    case paydesk::ui::TeamSignInDialog::Outcome::Quit:
        break;
    }
    return std::nullopt;
}

} // namespace

int main(int argc, char *argv[])
{
    using paydesk::core::CommandLine;
    using paydesk::core::SingleInstance;
    // --version and --help: answered before anything touches the window system (no display needed).
    if (const CommandLine::Request request = CommandLine::request(argc, argv);
        request != CommandLine::Request::None)
        return CommandLine::answer(argc, argv, request);

    // The log file first, so that it also has what goes wrong while the window system is reached
    // (no display, a missing platform plugin): on Windows, where the program has no console, it
    // is the only place where that is written. It needs the application's name, not the
    // application, and outlives everything below.
    paydesk::core::startupMark("main");
    // Read while the log, the application and the context are made (ui/FontWarmUp.h).
    paydesk::ui::FontWarmUp fonts;
    paydesk::core::setApplicationIdentity();
    paydesk::core::LogFile log(paydesk::core::LogFile::defaultFolder());
    log.install();
    if (!log.isWritable())
        qCWarning(lcApp).noquote() << "no log file:" << log.problem();
    qCInfo(lcApp).noquote() << CommandLine::versionLine() << "starting; Qt" << qVersion() << "on"
                            << QSysInfo::prettyProductName() << QSysInfo::currentCpuArchitecture();

    paydesk::core::startupMark("log installed");
    QApplication app(argc, argv);
    paydesk::core::startupMark("QApplication");
    // The desktop entry's name (packaging/linux): Wayland compositors and docks match the window
    // to its entry, icon and name by it.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.paydesk.Paydesk"));
    paydesk::core::installTranslations(); // the system's language: English, or French

    // One Paydesk per person and data folder: a second start brings the first one's window
    // forward and leaves. Destroyed before the application, it stops listening on quitting, so
    // that the next start (tests/bench/bench_startup starts one after another) is the first.
    paydesk::core::startupMark("translations");
    SingleInstance instance;
    if (const SingleInstance::Role role = instance.start(); role != SingleInstance::Role::First) {
        CommandLine::printToConsole(CommandLine::Stream::Err, SingleInstance::message(role) + u'\n');
        if (role == SingleInstance::Role::Activated)
            return 0;
        // Started from a menu, Finder or Explorer there is no terminal: say it where the person looks.
        fonts.wait();
        QMessageBox::warning(nullptr, QStringLiteral("Paydesk"), SingleInstance::message(role));
        return 1;
    }

    // Built again when Settings > Team database moves the data elsewhere (runWindow()'s exit code).
    int exitCode = 0;
    do {
        QString notice;
        std::optional<paydesk::AppContext::Options> options = chooseStore(fonts, &notice);
        if (!options)
            return 0;
        exitCode = runWindow(app, instance, fonts, std::move(*options), notice);
    } while (exitCode == paydesk::ui::MainWindow::restartExitCode);
    return exitCode;
}