// SPDX-License-Identifier: GPL-3.0-or-later
// `paydesk-cli team import`: this workstation's data moved into a team database
// (store/TeamImport.h), and the summary of what moved.
#include "CliConsole.h"
#include "CliDispatcher.h"
#include "OwnerConnection.h"
#include "TeamCommands.h"
#include "store/TeamImport.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

int import(const Invocation &invocation)
{
    store::TeamImportSource source;
    for (const auto &[option, path] :
         {std::pair {u"from"_s, &source.sqlitePath}, std::pair {u"settings"_s, &source.settingsPath}}) {
        if (!invocation.has(option))
            continue;
        *path = invocation.value(option);
        if (!QFileInfo(*path).isFile()) {
            CliConsole::error(
                TeamCommands::tr("%1: --%2: there is no file %3").arg(invocation.commandName, option, *path));
            return BadArgument;
        }
    }
    store::StoreConfig config;
    if (const int status = OwnerConnection::parse(invocation.value(u"db"_s), &config); status != Success)
        return status;
    if (const int status = OwnerConnection::authenticate(&config); status != Success)
        return status;
    const auto imported = store::TeamImport::run(config, source);
    if (!imported.ok()) {
        CliConsole::error(imported.error().message());
        return Failure;
    }
    const store::TeamImportSummary &summary = imported.value();
    if (invocation.has(u"json"_s)) {
        const QJsonObject json {
            {u"source"_s, summary.source},
            {u"operators_added"_s, QJsonArray::fromStringList(summary.operatorsAdded)},
            {u"operators_kept"_s, QJsonArray::fromStringList(summary.operatorsKept)},
            {u"payouts"_s, summary.drafts},
            {u"payouts_sent_not_moved"_s, summary.sentNotMoved},
            {u"senders"_s, summary.senders},
            {u"rules"_s, summary.rules},
            {u"rules_kept"_s, QJsonArray::fromStringList(summary.rulesKept)},
            {u"profiles"_s, summary.profiles},
            {u"profiles_kept"_s, QJsonArray::fromStringList(summary.profilesKept)},
            {u"audit_entries"_s, summary.auditEntries},
            {u"audit_last_seq"_s, summary.auditLastSeq},
            {u"audit_last_hash"_s, summary.auditLastHash},
            {u"audit_imported_seq"_s, summary.importedEntrySeq},
        };
        CliConsole::out(QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented)));
        return Success;
    }
    CliConsole::out(summary.sentences().join(u'\n') + u'\n');
    return Success;
}

} // namespace

void TeamCommands::registerImport(CliDispatcher &dispatcher)
{
    dispatcher.add(
        {u"team"_s,
         u"import"_s,
         tr("Moves this workstation's operators, payouts not yet sent, senders, rules, profiles and "
            "audit log into a new team database, in one transaction."),
         {{u"db"_s, u"CONNECTION"_s,
           tr("The team database, as a libpq connection string, without a password."), true},
          {u"from"_s, u"FILE"_s, tr("The workstation's store (default: this computer's Paydesk data)."),
           false},
          {u"settings"_s, u"FILE"_s,
           tr("The settings file to read the profiles from (default: this computer's Paydesk "
              "settings)."),
           false},
          {u"json"_s, {}, tr("Writes the summary as JSON."), false}},
         &import});
}

} // namespace paydesk::cli
