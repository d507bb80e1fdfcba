// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliConsole.h"

#include <cstdio>
#include <string>

#ifdef Q_OS_WIN
#include <io.h>
#include <windows.h>
#else
#include <termios.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

void write(FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

// One line of standard input (stdio's buffer, so that what follows the line stays for the next
// read); nullopt when nothing at all was read before the end.
std::optional<QString> readStdinLine()
{
    std::string line;
    bool any = false;
    for (int c = std::fgetc(stdin); c != EOF; c = std::fgetc(stdin)) {
        any = true;
        if (c == '\n')
            break;
        line.push_back(char(c));
    }
    if (!any)
        return std::nullopt;
    if (!line.empty() && line.back() == '\r')
        line.pop_back();
    return QString::fromUtf8(line.data(), qsizetype(line.size()));
}

} // namespace

void CliConsole::out(const QString &text)
{
    write(stdout, text);
}

void CliConsole::error(const QString &line)
{
    write(stderr, u"paydesk-cli: "_s + line + u'\n');
}

void CliConsole::note(const QString &line)
{
    write(stderr, line + u'\n');
}

void CliConsole::errorRaw(const QString &text)
{
    write(stderr, text);
}

bool CliConsole::errorIsTerminal()
{
#ifdef Q_OS_WIN
    return _isatty(_fileno(stderr)) != 0;
#else
    return isatty(STDERR_FILENO) != 0;
#endif
}

bool CliConsole::inputIsTerminal()
{
#ifdef Q_OS_WIN
    return _isatty(_fileno(stdin)) != 0;
#else
    return isatty(STDIN_FILENO) != 0;
#endif
}

std::optional<QString> CliConsole::readSecret(const QString &prompt)
{
    // Echo off before the prompt shows: what is typed as soon as it shows is not echoed either.
#ifdef Q_OS_WIN
    HANDLE input = GetStdHandle(STD_INPUT_HANDLE);
    DWORD mode = 0;
    const bool console = GetConsoleMode(input, &mode);
    if (console)
        SetConsoleMode(input, mode & ~DWORD(ENABLE_ECHO_INPUT));
    write(stderr, prompt);
    std::optional<QString> line = readStdinLine();
    if (console) {
        write(stderr, u"\n"_s); // the Enter typed was not echoed
        SetConsoleMode(input, mode);
    }
#else
    termios saved {};
    const bool terminal = tcgetattr(STDIN_FILENO, &saved) == 0;
    if (terminal) {
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        quiet.c_lflag |= ECHONL; // the person's Enter still moves to the next line
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet);
    }
    write(stderr, prompt);
    std::optional<QString> line = readStdinLine();
    if (terminal)
        tcsetattr(STDIN_FILENO, TCSADRAIN, &saved); // what is typed next is kept

#endif
    return line;
}

std::optional<QString> CliConsole::readLine()
{
    return readStdinLine();
}

} // namespace paydesk::cli
