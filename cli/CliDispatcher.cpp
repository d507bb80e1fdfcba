// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliDispatcher.h"

#include "CliConsole.h"

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

// "NAME", or "[FILE]" for one that may be left out.
QString positionalWord(const PositionalSpec &positional)
{
    if (positional.optional)
        return u'[' + positional.name + u']';
    return positional.name;
}

} // namespace

void CliDispatcher::add(CommandSpec command, CommandArguments arguments)
{
    m_commands.append({std::move(command), std::move(arguments)});
}

const CliDispatcher::Command *CliDispatcher::find(const QString &group, const QString &name) const
{
    for (const Command &command : m_commands) {
        if (command.spec.group == group && command.spec.name == name)
            return &command;
    }
    return nullptr;
}

QStringList CliDispatcher::groups() const
{
    QStringList names;
    for (const Command &command : m_commands) {
        if (!names.contains(command.spec.group))
            names.append(command.spec.group);
    }
    return names;
}

QString CliDispatcher::versionLine()
{
    return u"paydesk-cli (Paydesk) "_s + QStringLiteral(PAYDESK_VERSION);
}

QString CliDispatcher::usage() const
{
    QString text = tr("Usage: paydesk-cli [--help] [--version] <group> [<command>] [options] [arguments]")
        + u"\n\n"_s + tr("Paydesk's command-line front end, for administrators and scripts.") + u"\n\n"_s
        + tr("Commands:") + u'\n';
    for (const Command &command : m_commands) {
        QString words = command.spec.fullName();
        for (const PositionalSpec &positional : command.arguments.positionals)
            words += u' ' + positionalWord(positional);
        text += u"  %1\n      %2\n"_s.arg(words, command.spec.summary);
    }
    text += u'\n'
        + tr("\u201Cpaydesk-cli <group> <command> --help\u201D shows a command's options; \u201Cman "
             "paydesk-cli\u201D tells more.")
        + u'\n' + tr("Exit status: 0 success, 1 failure, 2 a bad argument.") + u'\n';
    return text;
}

QString CliDispatcher::groupUsage(const QString &group) const
{
    QString text
        = tr("Usage: paydesk-cli %1 <command> [options]").arg(group) + u"\n\n"_s + tr("Commands:") + u'\n';
    for (const Command &command : m_commands) {
        if (command.spec.group != group)
            continue;
        QString words = command.spec.name;
        for (const PositionalSpec &positional : command.arguments.positionals)
            words += u' ' + positionalWord(positional);
        text += u"  %1\n      %2\n"_s.arg(words, command.spec.summary);
    }
    return text;
}

namespace {

QString optionWord(const OptionSpec &option)
{
    QString word = u"--"_s + option.name;
    if (!option.isFlag())
        word += u' ' + option.valueName;
    return word;
}

} // namespace

QString CliDispatcher::commandUsage(const CommandSpec &command, const CommandArguments &arguments)
{
    QStringList synopsis;
    for (const OptionSpec &option : command.options) {
        QString word = optionWord(option);
        if (arguments.repeatable.contains(option.name))
            word += u"\u2026"_s;
        synopsis.append(option.required ? word : u'[' + word + u']');
    }
    for (const PositionalSpec &positional : arguments.positionals)
        synopsis.append(positionalWord(positional));
    QString text = tr("Usage: paydesk-cli %1 %2").arg(command.fullName(), synopsis.join(u' ')) + u"\n\n"_s
        + command.summary + u'\n';
    if (!arguments.positionals.isEmpty()) {
        text += u'\n' + tr("Arguments:") + u'\n';
        for (const PositionalSpec &positional : arguments.positionals)
            text += u"  %1\n      %2\n"_s.arg(positional.name, positional.help);
    }
    text += u'\n' + tr("Options:") + u'\n';
    for (const OptionSpec &option : command.options) {
        QString word = optionWord(option);
        for (const auto &[letter, name] : arguments.shortNames) {
            if (name == option.name)
                word = u"-%1, "_s.arg(letter) + word;
        }
        QString help = option.help;
        if (arguments.repeatable.contains(option.name))
            help += u' ' + tr("May be given more than once.");
        text += u"  %1\n      %2\n"_s.arg(word, help);
    }
    text += u"  --help\n      "_s + tr("Shows this text.") + u'\n';
    return text;
}

int CliDispatcher::parseArguments(const Command &entry, const QStringList &arguments, Invocation *invocation)
{
    const CommandSpec &command = entry.spec;
    const QList<PositionalSpec> &positionals = entry.arguments.positionals;
    const QString seeHelp = tr("(see \u201Cpaydesk-cli %1 --help\u201D)").arg(command.fullName());
    bool optionsEnded = false;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (optionsEnded || argument == u"-"_s || !argument.startsWith(u'-')) {
            if (invocation->positionals().size() >= positionals.size()) {
                CliConsole::error(tr("%1: unexpected argument \u201C%2\u201D %3")
                                      .arg(invocation->commandName, argument, seeHelp));
                return BadArgument;
            }
            invocation->addPositional(argument);
            continue;
        }
        if (argument == u"--"_s) {
            optionsEnded = true;
            continue;
        }
        QString name;
        qsizetype equals = -1;
        if (argument.startsWith(u"--"_s)) {
            equals = argument.indexOf(u'=');
            name = argument.mid(2, equals < 0 ? -1 : equals - 2);
        } else if (argument.size() == 2) { // "-o"
            const QChar letter = argument.at(1);
            for (const auto &[shortName, longName] : entry.arguments.shortNames) {
                if (shortName == letter)
                    name = longName;
            }
            if (name.isEmpty()) {
                CliConsole::error(tr("%1: unknown option \u201C%2\u201D %3")
                                      .arg(invocation->commandName, argument, seeHelp));
                return BadArgument;
            }
        } else {
            CliConsole::error(
                tr("%1: unknown option \u201C%2\u201D %3").arg(invocation->commandName, argument, seeHelp));
            return BadArgument;
        }
        const auto spec = std::find_if(command.options.cbegin(), command.options.cend(),
                                       [&name](const OptionSpec &option) { return option.name == name; });
        if (spec == command.options.cend()) {
            CliConsole::error(
                tr("%1: unknown option \u201C--%2\u201D %3").arg(invocation->commandName, name, seeHelp));
            return BadArgument;
        }
        if (invocation->has(name) && !entry.arguments.repeatable.contains(name)) {
            CliConsole::error(tr("%1: the option --%2 is given twice").arg(invocation->commandName, name));
            return BadArgument;
        }
        if (spec->isFlag()) {
            if (equals >= 0) {
                CliConsole::error(
                    tr("%1: the option --%2 takes no value").arg(invocation->commandName, name));
                return BadArgument;
            }
            invocation->set(name, QString());
            continue;
        }
        QString value;
        if (equals >= 0) {
            value = argument.mid(equals + 1);
        } else if (i + 1 < arguments.size()) {
            value = arguments.at(++i);
        } else {
            CliConsole::error(tr("%1: the option --%2 needs a value (%3)")
                                  .arg(invocation->commandName, name, spec->valueName));
            return BadArgument;
        }
        invocation->set(name, value);
    }
    if (invocation->positionals().size() < positionals.size()
        && !positionals.at(invocation->positionals().size()).optional) {
        const PositionalSpec &missing = positionals.at(invocation->positionals().size());
        CliConsole::error(
            tr("%1: the argument %2 is missing %3").arg(invocation->commandName, missing.name, seeHelp));
        return BadArgument;
    }
    for (const OptionSpec &option : command.options) {
        if (option.required && !invocation->has(option.name)) {
            CliConsole::error(
                tr("%1: the option --%2 is required %3").arg(invocation->commandName, option.name, seeHelp));
            return BadArgument;
        }
    }
    return Success;
}

int CliDispatcher::runCommand(const Command &command, const QStringList &rest)
{
    if (rest.contains(u"--help"_s) || rest.contains(u"-h"_s)) {
        CliConsole::out(commandUsage(command.spec, command.arguments));
        return Success;
    }
    Invocation invocation;
    invocation.commandName = command.spec.fullName();
    if (const int status = parseArguments(command, rest, &invocation); status != Success)
        return status;
    return command.spec.run(invocation);
}

int CliDispatcher::run(const QStringList &arguments) const
{
    if (arguments.isEmpty()) {
        CliConsole::error(tr("no command given (\u201Cpaydesk-cli --help\u201D lists them)"));
        return BadArgument;
    }
    const QString &first = arguments.first();
    if (first == u"--help"_s || first == u"-h"_s || first == u"help"_s) {
        CliConsole::out(usage());
        return Success;
    }
    if (first == u"--version"_s || first == u"-v"_s) {
        CliConsole::out(versionLine() + u'\n');
        return Success;
    }
    if (first.startsWith(u'-')) {
        CliConsole::error(
            tr("unknown option \u201C%1\u201D (\u201Cpaydesk-cli --help\u201D lists the commands)")
                .arg(first));
        return BadArgument;
    }
    if (!groups().contains(first)) {
        CliConsole::error(
            tr("unknown command group \u201C%1\u201D (\u201Cpaydesk-cli --help\u201D lists them)")
                .arg(first));
        return BadArgument;
    }
    // A group that is a command itself ("wallets"): what follows are its options and arguments.
    if (const Command *itself = find(first, QString()))
        return runCommand(*itself, arguments.mid(1));
    if (arguments.size() < 2) {
        CliConsole::error(
            tr("%1: no command given (\u201Cpaydesk-cli %1 --help\u201D lists them)").arg(first));
        return BadArgument;
    }
    const QString &second = arguments.at(1);
    if (second == u"--help"_s || second == u"-h"_s) {
        CliConsole::out(groupUsage(first));
        return Success;
    }
    const Command *command = find(first, second);
    if (!command) {
        CliConsole::error(
            tr("unknown command \u201C%1 %2\u201D (\u201Cpaydesk-cli %1 --help\u201D lists them)")
                .arg(first, second));
        return BadArgument;
    }
    return runCommand(*command, arguments.mid(2));
}

} // namespace paydesk::cli
