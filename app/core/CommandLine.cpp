// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/CommandLine.h"

#include "core/Application.h"
#include "core/LogFile.h"
#include "core/SupportInfo.h"

#include <QCommandLineParser>
#include <QDir>
#include <QLoggingCategory>
#include <QStandardPaths>

#include <cstdio>
#include <cstring>

#ifdef Q_OS_WIN
#include <io.h>
#include <mutex>
#include <windows.h>
#endif

using namespace Qt::Literals::StringLiterals;

namespace paydesk::core {

namespace {

#ifdef Q_OS_WIN
// A GUI program started from a console (cmd, PowerShell) writes into that console once it has
// attached to it. Output that was redirected (to a file, a pipe) already has somewhere to go and
// is left alone; a start from Explorer has no console to attach to, and prints nowhere.
void attachParentConsole()
{
    static std::once_flag once;
    std::call_once(once, [] {
        const bool outFree = _fileno(stdout) < 0;
        const bool errFree = _fileno(stderr) < 0;
        if ((!outFree && !errFree) || !AttachConsole(ATTACH_PARENT_PROCESS))
            return;
        FILE *reopened = nullptr;
        if (outFree)
            freopen_s(&reopened, "CONOUT$", "w", stdout);
        if (errFree)
            freopen_s(&reopened, "CONOUT$", "w", stderr);
    });
}
#endif

} // namespace

CommandLine::Request CommandLine::request(int argc, const char *const *argv)
{
    for (int i = 1; i < argc; ++i) {
        const char *argument = argv[i];
        if (std::strcmp(argument, "--version") == 0 || std::strcmp(argument, "-v") == 0)
            return Request::Version;
        if (std::strcmp(argument, "--help") == 0 || std::strcmp(argument, "-h") == 0
            || std::strcmp(argument, "-?") == 0)
            return Request::Help;
        if (std::strcmp(argument, "--support-info") == 0)
            return Request::SupportInfo;
    }
    return Request::None;
}

int CommandLine::answer(int &argc, char **argv, Request request)
{
    QCoreApplication app(argc, argv);
    // The answer and nothing else on the terminal: no "module loaded" notes (QT_LOGGING_RULES
    // still has the last word).
    QLoggingCategory::setFilterRules(u"paydesk.*.info=false"_s);
    setApplicationIdentity();
    installTranslations();
    switch (request) {
    case Request::Help:
        printToConsole(Stream::Out, helpText());
        break;
    case Request::SupportInfo:
        // What About's "Copy details" copies, for a support request made from a terminal (and the
        // install test: the versions it asks load Paydesk's modules from where they are installed).
        printToConsole(Stream::Out, SupportInfo::details().join(u'\n') + u'\n');
        break;
    case Request::Version:
    case Request::None:
        printToConsole(Stream::Out, versionLine() + u'\n');
        break;
    }
    return 0;
}

QString CommandLine::versionLine()
{
    return u"Paydesk "_s + QStringLiteral(PAYDESK_VERSION);
}

QString CommandLine::helpText()
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Paydesk, the treasury console for the payments service: wallet balances, payouts with "
           "approval, statements."));
    // Options of its own rather than addHelpOption(), which also offers --help-all (Qt's options of a
    // QCoreApplication, not those of the window system that Paydesk takes).
    parser.addOption(QCommandLineOption({u"h"_s, u"help"_s, u"?"_s}, tr("Shows this help.")));
    parser.addOption(QCommandLineOption({u"v"_s, u"version"_s}, tr("Shows Paydesk's version.")));
    parser.addOption(QCommandLineOption(
        u"support-info"_s, tr("Shows the details a support request needs: versions, system, folders.")));
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    const QString log = LogFile::defaultFolder();
    return parser.helpText() + u'\n' + tr("Qt's own options, such as -platform and -style, are accepted too.")
        + u'\n' + tr("Data folder: %1").arg(QDir::toNativeSeparators(data)) + u'\n'
        + tr("Log file: %1").arg(QDir::toNativeSeparators(QDir(log).filePath(LogFile::fileName(0)))) + u'\n';
}

void CommandLine::printToConsole(Stream stream, const QString &text)
{
#ifdef Q_OS_WIN
    attachParentConsole();
#endif
    FILE *file = stream == Stream::Out ? stdout : stderr;
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), file);
    std::fflush(file);
}

} // namespace paydesk::core
