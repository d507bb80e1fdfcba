// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliDispatcher.h"

#include "CliConsole.h"

using namespace Qt::StringLiterals;

namespace paydesk::cli {

void CliDispatcher::add(CommandSpec command)
{
    m_commands.append(std::move(command));
}

const CommandSpec *CliDispatcher::find(const QString &group, const QString &name) const
{
    for (const CommandSpec &command : m_commands) {
        if (command.group == group && command.name == name)
            return &command;
    }
    return nullptr;
}

QStringList CliDispatcher::groups() const
{
    QStringList names;
    for (const CommandSpec &command : m_commands) {
        if (!names.contains(command.group))
            names.append(command.group);
    }
    return names;
}

QString CliDispatcher::versionLine()
{
    return u"paydesk-cli (Paydesk) "_s + QStringLiteral(PAYDESK_VERSION);
}

QString CliDispatcher::usage() const
{
    QString text = tr("Usage: paydesk-cli [--help] [--version] <group> <command> [options]") + u"\n\n"_s
        + tr("Paydesk's command-line front end, for administrators and scripts.") + u"\n\n"_s
        + tr("Commands:") + u'\n';
    for (const CommandSpec &command : m_commands)
        text += u"  %1 %2\n      %3\n"_s.arg(command.group, command.name, command.summary);
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
    for (const CommandSpec &command : m_commands) {
        if (command.group == group)
            text += u"  %1\n      %2\n"_s.arg(command.name, command.summary);
    }
    return text;
}

QString CliDispatcher::commandUsage(const CommandSpec &command)
{
    QStringList synopsis;
    for (const OptionSpec &option : command.options) {
        QString word = u"--"_s + option.name;
        if (!option.isFlag())
            word += u' ' + option.valueName;
        synopsis.append(option.required ? word : u'[' + word + u']');
    }
    QString text = tr("Usage: paydesk-cli %1 %2 %3").arg(command.group, command.name, synopsis.join(u' '))
        + u"\n\n"_s + command.summary + u"\n\n"_s + tr("Options:") + u'\n';
    for (const OptionSpec &option : command.options) {
        QString word = u"--"_s + option.name;
        if (!option.isFlag())
            word += u' ' + option.valueName;
        if (!option.shortName.isNull())
            word = u"-%1, %2"_s.arg(option.shortName, word);
        text += u"  %1\n      %2\n"_s.arg(word, option.help);
    }
    text += u"  --help\n      "_s + tr("Shows this text.") + u'\n';
    return text;
}

int CliDispatcher::parseOptions(const CommandSpec &command, const QStringList &arguments,
                                Invocation *invocation)
{
    const QString seeHelp = tr("(see \u201Cpaydesk-cli %1 %2 --help\u201D)").arg(command.group, command.name);
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        QString argument = arguments.at(i);
        if (argument.size() == 2 && argument.front() == u'-' && argument.back() != u'-') {
            const auto named = std::find_if(
                command.options.cbegin(), command.options.cend(), [&argument](const OptionSpec &option) {
                    return !option.shortName.isNull() && option.shortName == argument.back();
                });
            if (named != command.options.cend())
                argument = u"--"_s + named->name;
        }
        if (!argument.startsWith(u"--"_s) || argument.size() == 2) {
            CliConsole::error(tr("%1: unexpected argument \u201C%2\u201D %3")
                                  .arg(invocation->commandName, argument, seeHelp));
            return BadArgument;
        }
        const qsizetype equals = argument.indexOf(u'=');
        const QString name = argument.mid(2, equals < 0 ? -1 : equals - 2);
        const auto spec = std::find_if(command.options.cbegin(), command.options.cend(),
                                       [&name](const OptionSpec &option) { return option.name == name; });
        if (spec == command.options.cend()) {
            CliConsole::error(
                tr("%1: unknown option \u201C--%2\u201D %3").arg(invocation->commandName, name, seeHelp));
            return BadArgument;
        }
        if (invocation->has(name)) {
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
    for (const OptionSpec &option : command.options) {
        if (option.required && !invocation->has(option.name)) {
            CliConsole::error(
                tr("%1: the option --%2 is required %3").arg(invocation->commandName, option.name, seeHelp));
            return BadArgument;
        }
    }
    return Success;
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
    const CommandSpec *command = find(first, second);
    if (!command) {
        CliConsole::error(
            tr("unknown command \u201C%1 %2\u201D (\u201Cpaydesk-cli %1 --help\u201D lists them)")
                .arg(first, second));
        return BadArgument;
    }
    const QStringList rest = arguments.mid(2);
    if (rest.contains(u"--help"_s) || rest.contains(u"-h"_s)) {
        CliConsole::out(commandUsage(*command));
        return Success;
    }
    Invocation invocation;
    invocation.commandName = first + u' ' + second;
    if (const int status = parseOptions(*command, rest, &invocation); status != Success)
        return status;
    return command->run(invocation);
}

} // namespace paydesk::cli
