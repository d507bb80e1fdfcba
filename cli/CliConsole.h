// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// paydesk-cli's terminal: what it writes (standard output for results, standard error for the
// one line that says what went wrong, "paydesk-cli: " first) and what it reads (one line of
// standard input, or a secret typed at the terminal without echo).
//
// A secret read here is never written anywhere: not echoed, not logged, not repeated in a message.

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace paydesk::cli {

class CliConsole
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::CliConsole)
public:
    static void out(const QString &text); // as it is, UTF-8, flushed
    static void error(const QString &line); // "paydesk-cli: <line>\n" on standard error

    // A line on standard error that is no error (what a long command is doing, where it wrote),
    // as it is, with its line end.
    static void note(const QString &line);
    // Writes `text` on standard error as it is (a progress bar redrawn with a carriage return).
    static void errorRaw(const QString &text);

    // Whether standard input is a terminal (a person types) rather than a pipe or a file.
    static bool inputIsTerminal();
    // Whether standard error is a terminal (a person watches): a progress bar is drawn only then.
    static bool errorIsTerminal();

    // Writes `prompt` on standard error and reads one line typed at the terminal with echo off
    // (restored afterwards, also when reading fails). nullopt at the end of input.
    static std::optional<QString> readSecret(const QString &prompt);
    // One line of standard input, without its line end. nullopt at the end of input (nothing at
    // all was there).
    static std::optional<QString> readLine();
};

} // namespace paydesk::cli
