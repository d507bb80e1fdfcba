// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamCommands.h"

#include "CliConsole.h"
#include "CliDispatcher.h"
#include "OwnerConnection.h"
#include "operators/Operator.h"
#include "store/StoreConfig.h"
#include "store/TeamSchema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

using operators::Operator;
using store::StoreConfig;

OptionSpec dbOption()
{
    return {u"db"_s, u"CONNECTION"_s,
            TeamCommands::tr("The team database, as a libpq connection string (\u201Chost=db.example.com "
                             "dbname=paydesk user=owner\u201D), without a password."),
            true};
}

OptionSpec loginOption()
{
    return {u"login"_s, u"NAME"_s, TeamCommands::tr("The operator's login (their PostgreSQL role)."), true};
}

OptionSpec jsonOption()
{
    return {u"json"_s, {}, TeamCommands::tr("Writes the result as JSON."), false};
}

// --db parsed and the owner let in (password file or terminal); 0 or the exit status.
int ownerConfig(const Invocation &invocation, StoreConfig *config)
{
    if (const int status = OwnerConnection::parse(invocation.value(u"db"_s), config); status != Success)
        return status;
    return OwnerConnection::authenticate(config);
}

int failed(const store::StoreError &error)
{
    CliConsole::error(error.message());
    return Failure;
}

void printJson(const QJsonValue &value)
{
    const QByteArray text = value.isArray() ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented)
                                            : QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented);
    CliConsole::out(QString::fromUtf8(text));
}

int init(const Invocation &invocation)
{
    const QString prefix = invocation.has(u"role-prefix"_s) ? invocation.value(u"role-prefix"_s)
                                                            : store::TeamSchema::defaultRolePrefix();
    if (!store::TeamSchema::isValidRolePrefix(prefix)) {
        CliConsole::error(
            TeamCommands::tr("%1: the role prefix \u201C%2\u201D must be 1 to 40 of a-z, 0-9 and "
                             "_, starting with a letter")
                .arg(invocation.commandName, prefix));
        return BadArgument;
    }
    StoreConfig config;
    if (const int status = ownerConfig(invocation, &config); status != Success)
        return status;
    const auto report = store::TeamSchema::init(config, prefix);
    if (!report.ok())
        return failed(report.error());
    const store::TeamInitReport &done = report.value();
    if (invocation.has(u"json"_s)) {
        printJson(QJsonObject {{u"changed"_s, done.changed},
                               {u"done"_s, QJsonArray::fromStringList(done.done)},
                               {u"team_version"_s, done.teamVersion},
                               {u"schema_version"_s, done.schemaVersion}});
        return Success;
    }
    if (!done.changed) {
        CliConsole::out(TeamCommands::tr("already up to date: nothing changed") + u'\n');
        return Success;
    }
    for (const QString &sentence : done.done)
        CliConsole::out(sentence + u'\n');
    CliConsole::out(TeamCommands::tr("The team database is ready (team version %1, schema version %2).")
                        .arg(done.teamVersion)
                        .arg(done.schemaVersion)
                    + u'\n');
    return Success;
}

// The new operator's password: one line of standard input, or typed twice at a terminal.
int readNewPassword(const Invocation &invocation, const QString &login, QString *password)
{
    std::optional<QString> typed;
    if (CliConsole::inputIsTerminal()) {
        typed = CliConsole::readSecret(TeamCommands::tr("Initial password for %1: ").arg(login));
        if (typed) {
            const std::optional<QString> again = CliConsole::readSecret(TeamCommands::tr("The same again: "));
            if (!again || *again != *typed) {
                CliConsole::error(TeamCommands::tr("%1: the two passwords differ; nothing was changed")
                                      .arg(invocation.commandName));
                return BadArgument;
            }
        }
    } else {
        typed = CliConsole::readLine();
    }
    if (!typed || typed->isEmpty()) {
        CliConsole::error(TeamCommands::tr("%1: no password on standard input (write the operator's initial "
                                           "password as one line)")
                              .arg(invocation.commandName));
        return BadArgument;
    }
    if (!Operator::isAcceptablePassphrase(*typed)) {
        CliConsole::error(TeamCommands::tr("%1: the password must have %2 to %3 characters")
                              .arg(invocation.commandName)
                              .arg(Operator::minPassphraseLength)
                              .arg(Operator::maxPassphraseLength));
        return BadArgument;
    }
    *password = *typed;
    return Success;
}

int checkLogin(const Invocation &invocation)
{
    const QString login = invocation.value(u"login"_s);
    if (Operator::isValidId(login))
        return Success;
    CliConsole::error(
        TeamCommands::tr("%1: \u201C%2\u201D is not a login Paydesk accepts (1 to 32 of a-z, 0-9, "
                         "\u201C.\u201D, \u201C_\u201D and \u201C-\u201D, starting with a letter or "
                         "digit)")
            .arg(invocation.commandName, login));
    return BadArgument;
}

int addOperator(const Invocation &invocation)
{
    if (const int status = checkLogin(invocation); status != Success)
        return status;
    const QString login = invocation.value(u"login"_s);
    const QString name = invocation.value(u"name"_s).trimmed();
    if (!Operator::isValidDisplayName(name)) {
        CliConsole::error(
            TeamCommands::tr("%1: the name must have 1 to 100 characters").arg(invocation.commandName));
        return BadArgument;
    }
    const std::optional<Operator::Role> role = Operator::roleFromKey(invocation.value(u"role"_s).toUpper());
    if (!role) {
        CliConsole::error(TeamCommands::tr("%1: the role \u201C%2\u201D is none of maker, approver, viewer")
                              .arg(invocation.commandName, invocation.value(u"role"_s)));
        return BadArgument;
    }
    StoreConfig config; // --db checked before a password is asked for (a password= in it refused first)
    if (const int status = OwnerConnection::parse(invocation.value(u"db"_s), &config); status != Success)
        return status;
    QString password;
    if (const int status = readNewPassword(invocation, login, &password); status != Success)
        return status;
    if (const int status = OwnerConnection::authenticate(&config); status != Success)
        return status;
    const bool admin = invocation.has(u"admin"_s);
    const auto added = store::TeamSchema::addOperator(config, login, name, *role, admin, password);
    if (!added.ok())
        return failed(added.error());
    CliConsole::out(
        (admin ? TeamCommands::tr("Added %1 (%2), %3 and administrator: they sign in as \u201C%1\u201D "
                                  "with the password given.")
               : TeamCommands::tr("Added %1 (%2), %3: they sign in as \u201C%1\u201D with the password "
                                  "given."))
            .arg(login, name, Operator::roleName(*role).toLower())
        + u'\n');
    return Success;
}

int setDisabled(const Invocation &invocation, bool disabled)
{
    if (const int status = checkLogin(invocation); status != Success)
        return status;
    StoreConfig config;
    if (const int status = ownerConfig(invocation, &config); status != Success)
        return status;
    const QString login = invocation.value(u"login"_s);
    const auto done = disabled ? store::TeamSchema::disableOperator(config, login)
                               : store::TeamSchema::enableOperator(config, login);
    if (!done.ok())
        return failed(done.error());
    CliConsole::out((disabled ? TeamCommands::tr("Disabled %1: they can no longer sign in.")
                              : TeamCommands::tr("Enabled %1: they can sign in again."))
                        .arg(login)
                    + u'\n');
    return Success;
}

QString yesNo(bool value)
{
    return value ? TeamCommands::tr("yes") : TeamCommands::tr("no");
}

int listOperators(const Invocation &invocation)
{
    StoreConfig config;
    if (const int status = ownerConfig(invocation, &config); status != Success)
        return status;
    const auto listed = store::TeamSchema::listOperators(config);
    if (!listed.ok())
        return failed(listed.error());
    if (invocation.has(u"json"_s)) {
        QJsonArray rows;
        for (const store::TeamOperator &member : listed.value()) {
            const Operator &op = member.op;
            rows.append(QJsonObject {{u"login"_s, op.id},
                                     {u"name"_s, op.displayName},
                                     {u"role"_s, Operator::roleKey(op.role).toLower()},
                                     {u"administrator"_s, op.administrator},
                                     {u"disabled"_s, op.disabled}});
        }
        printJson(rows);
        return Success;
    }
    QList<QStringList> table {{TeamCommands::tr("LOGIN"), TeamCommands::tr("NAME"), TeamCommands::tr("ROLE"),
                               TeamCommands::tr("ADMINISTRATOR"), TeamCommands::tr("DISABLED")}};
    for (const store::TeamOperator &member : listed.value()) {
        const Operator &op = member.op;
        table.append({op.id, op.displayName, Operator::roleKey(op.role).toLower(), yesNo(op.administrator),
                      yesNo(op.disabled)});
    }
    QList<qsizetype> widths(table.first().size(), 0);
    for (const QStringList &row : std::as_const(table)) {
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = qMax(widths[i], row.at(i).size());
    }
    QString text;
    for (const QStringList &row : std::as_const(table)) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? row.at(i).leftJustified(widths[i] + 2) : row.at(i);
        text += line + u'\n';
    }
    CliConsole::out(text);
    return Success;
}

} // namespace

void TeamCommands::registerWith(CliDispatcher &dispatcher)
{
    dispatcher.add({u"team"_s,
                    u"init"_s,
                    tr("Makes a PostgreSQL database a Paydesk team database, or brings it up to date (run by "
                       "its owner)."),
                    {dbOption(),
                     {u"role-prefix"_s, u"PREFIX"_s,
                      tr("The first part of the team's group roles' names (default: paydesk)."), false},
                     jsonOption()},
                    &init});
    dispatcher.add(
        {u"team"_s,
         u"add-operator"_s,
         tr("Adds an operator: their login role in the right group, the initial password read "
            "from standard input."),
         {dbOption(),
          loginOption(),
          {u"name"_s, u"\"FULL NAME\""_s, tr("The name shown for the operator."), true},
          {u"role"_s, u"maker|approver|viewer"_s, tr("What the operator does with payouts."), true},
          {u"admin"_s, {}, tr("Also an administrator (manages operators, rules and profiles)."), false}},
         &addOperator});
    dispatcher.add({u"team"_s,
                    u"disable-operator"_s,
                    tr("Disables an operator: their login is refused, their sessions ended."),
                    {dbOption(), loginOption()},
                    [](const Invocation &invocation) { return setDisabled(invocation, true); }});
    dispatcher.add({u"team"_s,
                    u"enable-operator"_s,
                    tr("Enables a disabled operator again."),
                    {dbOption(), loginOption()},
                    [](const Invocation &invocation) { return setDisabled(invocation, false); }});
    dispatcher.add({u"team"_s,
                    u"list-operators"_s,
                    tr("Lists the team's operators."),
                    {dbOption(), jsonOption()},
                    &listOperators});
    registerImport(dispatcher);
}

} // namespace paydesk::cli
