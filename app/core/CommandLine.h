// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What `paydesk --version` and `paydesk --help` print, and where a message of the program for the
// person at the terminal goes. They are answered before the window system is touched, so that they
// work with no display (over SSH, in a package's install test) and start nothing else.
//
// On Windows the executable is a GUI program (WIN32_EXECUTABLE): started from a console it has
// none of its own, so printToConsole() first attaches to the console of the process that started
// it. That is the one place where this is done.

#include <QCoreApplication>
#include <QString>

namespace paydesk::core {

class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::core::CommandLine)
public:
    enum class Request { None, Version, Help, SupportInfo };
    enum class Stream { Out, Err };

    // --version (-v), --help (-h, -?) or --support-info among the arguments, found without a Q*Application.
    // Other arguments are left to Qt (-platform, -style, the session manager's -session).
    static Request request(int argc, const char *const *argv);
    // Answers a request that is not None: a QCoreApplication (no window system) with Paydesk's
    // identity and language, the text on standard output. Returns the exit code.
    static int answer(int &argc, char **argv, Request request);

    static QString versionLine(); // "Paydesk 0.1.0"
    static QString helpText(); // usage, options and where Paydesk keeps its files; translated

    // Writes `text` as it is (UTF-8) and flushes.
    static void printToConsole(Stream stream, const QString &text);
};

} // namespace paydesk::core
