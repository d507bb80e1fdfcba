// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// paydesk-cli's commands and how a command line reaches one:
//
//     paydesk-cli [--help] [--version] <group> <command> [options]
//
// A command is a group and a name ("team" "init"), a one-line summary, its options, and the
// function that runs it. Each group registers its commands in a file pair of its own
// (TeamCommands.h); the dispatcher knows none of them. Options are GNU-style long options:
// `--name value` or `--name=value` for an option that takes a value, `--name` for a flag, and a
// one-letter spelling where people expect one (`-o FILE` for --output); there
// are no positional arguments. `paydesk-cli <group> <command> --help` shows one command's usage,
// `paydesk-cli <group> --help` a group's commands.
//
// Exit status: 0 success, 1 failure (the database refused, a file could not be read), 2 a bad
// argument (unknown group, command or option, a missing or malformed value). Whatever goes
// wrong is one line on standard error, the program's name first.

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace paydesk::cli {

enum ExitStatus : int {
    Success = 0,
    Failure = 1,
    BadArgument = 2,
};

struct OptionSpec
{
    QString name; // without the dashes: "db"
    QString valueName; // "CONNECTION"; empty: a flag
    QString help; // translated
    bool required = false;
    QChar shortName = {}; // "-o FILE" for --output: the one-letter spelling people expect, if any

    bool isFlag() const { return valueName.isEmpty(); }
};

// The options given to one command, once each was checked against its specs.
class Invocation
{
public:
    bool has(const QString &name) const { return m_values.contains(name); }
    QString value(const QString &name) const { return m_values.value(name); }
    void set(const QString &name, const QString &value) { m_values.insert(name, value); }
    QString commandName; // "team init", for messages

private:
    QHash<QString, QString> m_values; // a flag has an empty value
};

struct CommandSpec
{
    QString group;
    QString name;
    QString summary; // translated, one line
    QList<OptionSpec> options;
    std::function<int(const Invocation &)> run;
};

class CliDispatcher
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::CliDispatcher)
public:
    void add(CommandSpec command);
    // Runs the command that `arguments` (without the program's name) names; the exit status.
    int run(const QStringList &arguments) const;

    QString usage() const; // the whole program's
    QString groupUsage(const QString &group) const;
    static QString commandUsage(const CommandSpec &command);
    static QString versionLine(); // "paydesk-cli (Paydesk) 0.1.0"

private:
    const CommandSpec *find(const QString &group, const QString &name) const;
    QStringList groups() const;
    static int parseOptions(const CommandSpec &command, const QStringList &arguments, Invocation *invocation);

    QList<CommandSpec> m_commands;
};

} // namespace paydesk::cli
