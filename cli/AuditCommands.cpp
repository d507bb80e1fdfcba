// SPDX-License-Identifier: GPL-3.0-or-later
#include "AuditCommands.h"

#include "AppContext.h"
#include "CliConsole.h"
#include "CliDispatcher.h"
#include "CliProgress.h"
#include "CliWorkspace.h"
#include "CommandSupport.h"
#include "SignedAuditCommands.h"
#include "audit/AuditVerifyTask.h"
#include "store/AuditVerification.h"
#include "store/Store.h"

#include <QJsonObject>
#include <QMetaEnum>
#include <QPointer>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

using store::AuditVerification;

// "content-changed", "entry-missing": the problem as a script reads it.
QString problemKey(AuditVerification::Problem problem)
{
    const char *key = QMetaEnum::fromType<AuditVerification::Problem>().valueToKey(int(problem));
    QString words;
    for (const QChar c : QString::fromLatin1(key ? key : "Unknown")) {
        if (c.isUpper() && !words.isEmpty())
            words += u'-';
        words += c.toLower();
    }
    return words;
}

int verify(const Invocation &invocation)
{
    if (!invocation.positional(0).isEmpty())
        return SignedAuditCommands::verifyFile(invocation);
    if (invocation.has(u"root"_s)) {
        CommandSupport::fail(invocation,
                             AuditCommands::tr("--root is for a signed audit file: give the FILE"));
        return BadArgument;
    }
    CliWorkspace workspace;
    QString error;
    if (!workspace.open(&error)) {
        CommandSupport::fail(invocation, error);
        return Failure;
    }
    CliProgress progress(AuditCommands::tr("Verifying the audit log"), AuditCommands::tr("entries"));
    QPointer<audit::AuditVerifyTask> task = new audit::AuditVerifyTask(&workspace.context().auditLog());
    std::optional<AuditVerification> verification;
    bool finished = false;
    QObject context;
    QObject::connect(task, &tasks::Task::progressChanged, &context,
                     [&progress](qint64 done, qint64 total) { progress.update(done, total); });
    QObject::connect(task, &tasks::Task::finished, &context, [&](bool ok, const QString &why) {
        finished = true;
        if (!ok) {
            error = why;
            return;
        }
        verification = task->verification();
    });
    CliWorkspace::waitUntil([&finished] { return finished; }, std::chrono::hours(24));
    progress.finish();
    if (!finished) {
        if (task)
            task->cancel();
        error = AuditCommands::tr("the audit log could not be verified in time");
    }
    if (!verification) {
        CommandSupport::fail(invocation,
                             AuditCommands::tr("the audit log of %1 could not be verified: %2")
                                 .arg(workspace.context().store().config().describe(),
                                      error.isEmpty() ? AuditCommands::tr("no answer") : error));
        return Failure;
    }
    const AuditVerification &v = *verification;
    if (invocation.has(u"json"_s)) {
        CommandSupport::printJson(QJsonObject {
            {u"intact"_s, v.isIntact()},
            {u"entries_checked"_s, v.entriesChecked()},
            {u"problem"_s, v.isIntact() ? QJsonValue() : QJsonValue(problemKey(v.problem()))},
            {u"first_broken_entry"_s, v.isIntact() || v.seq() == 0 ? QJsonValue() : QJsonValue(v.seq())},
            {u"message"_s, v.message()},
            {u"store"_s, workspace.context().store().config().describe()},
        });
    } else if (v.isIntact()) {
        CliConsole::out(v.message() + u'\n');
    }
    if (v.isIntact())
        return Success;
    CommandSupport::fail(invocation,
                         AuditCommands::tr("%1 (%2): look at the entry in Paydesk's Audit log page, "
                                           "and restore the database from a backup made before it")
                             .arg(v.message(), workspace.context().store().config().describe()));
    return Failure;
}

} // namespace

void AuditCommands::registerWith(CliDispatcher &dispatcher)
{
    dispatcher.add(
        {u"audit"_s,
         u"verify"_s,
         tr("Verifies the whole audit log of the database in use: exit status 0 when it is whole, 1 "
            "naming the first entry that was changed, deleted or added outside Paydesk. With FILE, "
            "checks a signed audit file offline instead: 0 when every signature holds, 1 naming each "
            "that fails, 2 for a file that is not one."),
         {OptionSpec {u"root"_s, u"KEYID"_s,
                      tr("With FILE: the root key id you trust (64 hexadecimal digits); without it, the "
                         "root the file names.")},
          CommandSupport::jsonOption()},
         &verify},
        CommandArguments().withOptionalPositional(
            u"FILE"_s, tr("A signed audit file (paydesk-cli audit export --signed) to check offline.")));
    SignedAuditCommands::registerExport(dispatcher);
}

} // namespace paydesk::cli
