// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// paydesk-cli's commands and how a command line reaches one:
//
//     paydesk-cli [--help] [--version] <group> [<command>] [options] [ARGUMENTS]
//
// A command is a group and a name ("team" "init"), a one-line summary, its options, its
// positional arguments, and the function that runs it. A command with an empty name is the group
// itself (`paydesk-cli wallets --json`). Each group registers its commands in a file pair of its
// own (TeamCommands.h); the dispatcher knows none of them.
//
// Options are GNU-style long options: `--name value` or `--name=value` for an option that takes a
// value, `--name` for a flag; an option may also have a one-letter form (`-o FILE`). An option is
// given once, unless it is repeatable (`--state SENT --state FAILED`: Invocation::values()).
// Positional arguments are the words that are not options, in the order CommandSpec::positionals
// names them (`profile add NAME`); after `--` every word is one (a name that starts with a dash).
// Each is required: a missing or an extra one is a bad argument. `paydesk-cli <group> <command>
// --help` shows one command's usage, `paydesk-cli <group> --help` a group's commands.
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
#include <utility>

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

    bool isFlag() const { return valueName.isEmpty(); }
};

// A positional argument: its name in the usage ("NAME") and what it is.
struct PositionalSpec
{
    QString name;
    QString help; // translated
    bool optional = false; // may be left out (only after the required ones): "[FILE]" in the usage
};

// What a command takes beyond its options (CommandSpec):
//     dispatcher.add(spec, CommandArguments().withPositional(u"NAME"_s, tr("The profile's name.")));
struct CommandArguments
{
    QList<PositionalSpec> positionals; // in this order; each required unless withOptionalPositional()
    QStringList repeatable; // the options that may be given more than once (Invocation::values())
    QList<std::pair<QChar, QString>> shortNames; // {'o', "output"}: "-o FILE" is "--output FILE"

    CommandArguments &withPositional(const QString &name, const QString &help)
    {
        positionals.append(PositionalSpec {name, help});
        return *this;
    }
    CommandArguments &withOptionalPositional(const QString &name, const QString &help)
    {
        positionals.append(PositionalSpec {name, help, true});
        return *this;
    }
    CommandArguments &withRepeatable(const QString &option)
    {
        repeatable.append(option);
        return *this;
    }
    CommandArguments &withShortName(QChar letter, const QString &option)
    {
        shortNames.append({letter, option});
        return *this;
    }
};

// The options given to one command, once each was checked against its specs.
class Invocation
{
public:
    bool has(const QString &name) const { return m_values.contains(name); }
    // The value given (the last one of a repeatable option); empty for a flag or when not given.
    QString value(const QString &name) const
    {
        const QStringList given = m_values.value(name);
        return given.isEmpty() ? QString() : given.constLast();
    }
    // Every value given, in order (a repeatable option).
    QStringList values(const QString &name) const { return m_values.value(name); }
    void set(const QString &name, const QString &value) { m_values[name].append(value); }

    // The positional arguments, in the order of CommandSpec::positionals (all of them are there
    // once the dispatcher runs the command).
    QStringList positionals() const { return m_positionals; }
    QString positional(qsizetype index) const { return m_positionals.value(index); }
    void addPositional(const QString &value) { m_positionals.append(value); }

    QString commandName; // "team init", "wallets": for messages

private:
    QHash<QString, QStringList> m_values; // a flag has one empty value
    QStringList m_positionals;
};

struct CommandSpec
{
    QString group;
    QString name; // empty: the command is the group itself ("wallets")
    QString summary; // translated, one line
    QList<OptionSpec> options;
    std::function<int(const Invocation &)> run;

    // "team init", "wallets": how the command is typed after the program's name.
    QString fullName() const { return name.isEmpty() ? group : group + u' ' + name; }
};

class CliDispatcher
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::CliDispatcher)
public:
    void add(CommandSpec command, CommandArguments arguments = {});
    // Runs the command that `arguments` (without the program's name) names; the exit status.
    int run(const QStringList &arguments) const;

    QString usage() const; // the whole program's
    QString groupUsage(const QString &group) const;
    static QString commandUsage(const CommandSpec &command, const CommandArguments &arguments = {});
    static QString versionLine(); // "paydesk-cli (Paydesk) 0.1.0"

private:
    struct Command
    {
        CommandSpec spec;
        CommandArguments arguments;
    };
    const Command *find(const QString &group, const QString &name) const;
    static int runCommand(const Command &command, const QStringList &rest);
    QStringList groups() const;
    static int parseArguments(const Command &command, const QStringList &arguments, Invocation *invocation);

    QList<Command> m_commands;
};

} // namespace paydesk::cli
