// SPDX-License-Identifier: GPL-3.0-or-later
// SignedAuditCommands::exportSigned(): `paydesk-cli audit export --signed FILE` (SignedAuditCommands.h).
#include "SignedAuditCommands.h"

#include "AppContext.h"
#include "CliConsole.h"
#include "CliDispatcher.h"
#include "CliWorkspace.h"
#include "CommandSupport.h"
#include "approvals/ApprovalStatement.h"
#include "audit/SignedAuditFile.h"
#include "outbox/OutboxStore.h"
#include "profiles/Profile.h"
#include "profiles/ProfileStore.h"
#include "store/SigningKeys.h"
#include "store/Store.h"
#include "store/StoreCall.h"

#include <QHash>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

using audit::SignedAuditFile;

// A day of --from/--to: YYYY-MM-DD, in UTC.
std::optional<QDate> dayOf(const Invocation &invocation, const QString &option, QString *error)
{
    const QString text = invocation.value(option);
    const QDate day = QDate::fromString(text, Qt::ISODate);
    if (!day.isValid() || day.toString(Qt::ISODate) != text) {
        *error = SignedAuditCommands::tr("--%1 \u201C%2\u201D is not a day written YYYY-MM-DD")
                     .arg(option, text);
        return std::nullopt;
    }
    return day;
}

} // namespace

int SignedAuditCommands::exportSigned(const Invocation &invocation)
{
    QString error;
    QDateTime from;
    QDateTime to;
    if (invocation.has(u"from"_s)) {
        const auto day = dayOf(invocation, u"from"_s, &error);
        if (!day) {
            CommandSupport::fail(invocation, error);
            return BadArgument;
        }
        from = day->startOfDay(Qt::UTC);
    }
    if (invocation.has(u"to"_s)) {
        const auto day = dayOf(invocation, u"to"_s, &error);
        if (!day) {
            CommandSupport::fail(invocation, error);
            return BadArgument;
        }
        to = day->addDays(1).startOfDay(Qt::UTC);
    }
    CliWorkspace workspace;
    if (!workspace.open(&error)) {
        CommandSupport::fail(invocation, error);
        return Failure;
    }
    QString profileId;
    if (invocation.has(u"profile"_s)) {
        const auto profile = workspace.findProfile(invocation.value(u"profile"_s), &error);
        if (!profile) {
            CommandSupport::fail(invocation, error);
            return BadArgument;
        }
        profileId = profile->id;
    }
    QHash<QString, QString> services;
    for (const profiles::Profile &p : workspace.context().profiles().profiles())
        services.insert(p.id, approvals::ApprovalStatement::serviceOf(p));

    AppContext &context = workspace.context();
    std::optional<store::StoreResult<SignedAuditFile::Contents>> result;
    QObject receiver;
    store::postCall(
        &context.store(), &receiver,
        [store = &context.store(), outbox = &context.outbox(), profileId, from, to,
         services]() -> store::StoreResult<SignedAuditFile::Contents> {
            const store::SigningKeys signing(store);
            SignedAuditFile::Contents c;
            c.exportedAt = QDateTime::currentDateTimeUtc();
            c.from = from;
            c.to = to;
            c.profileId = profileId;
            const auto keys = signing.all();
            if (!keys.ok())
                return keys.error();
            c.keys = keys.value();
            const auto root = signing.root();
            if (!root.ok())
                return root.error();
            c.root = root.value() ? root.value()->keyId : QString();
            // Unbounded ends: the signature table's whole span.
            const QDateTime start = from.isValid() ? from : QDateTime::fromMSecsSinceEpoch(0, Qt::UTC);
            const QDateTime end = to.isValid() ? to : QDateTime(QDate(9999, 12, 31), QTime(0, 0), Qt::UTC);
            const auto signatures = signing.signaturesBetween(profileId, start, end);
            if (!signatures.ok())
                return signatures.error();
            QStringList ids;
            for (const approvals::ApprovalSignature &s : signatures.value())
                if (!ids.contains(s.outboxId))
                    ids.append(s.outboxId);
            for (const QString &id : std::as_const(ids)) {
                const auto row = outbox->load(id);
                if (!row.ok())
                    return row.error();
                const auto all = signing.signaturesOf(id);
                if (!all.ok())
                    return all.error();
                c.payouts.append({row.value(), services.value(row.value().profileId), all.value()});
            }
            return c;
        },
        [&result](const store::StoreResult<SignedAuditFile::Contents> &r) { result = r; });
    CliWorkspace::waitUntil([&result] { return result.has_value(); }, std::chrono::hours(1));
    if (!result || !result->ok()) {
        CommandSupport::fail(invocation,
                             tr("the signatures could not be read from %1: %2")
                                 .arg(context.store().config().describe(),
                                      result ? result->error().toString() : tr("no answer")));
        return Failure;
    }
    const QString path = invocation.value(u"signed"_s);
    QSaveFile out(path);
    const QByteArray bytes = SignedAuditFile::write(result->value());
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        CommandSupport::fail(invocation, tr("%1 cannot be written: %2").arg(path, out.errorString()));
        return Failure;
    }
    int signatures = 0;
    for (const SignedAuditFile::Payout &p : result->value().payouts)
        signatures += int(p.signatures.size());
    CliConsole::out(
        tr("%n signature(s) of %1 payout(s) written to %2, with %3 operator key(s).", nullptr, signatures)
            .arg(result->value().payouts.size())
            .arg(path)
            .arg(result->value().keys.size())
        + u'\n');
    return Success;
}

void SignedAuditCommands::registerExport(CliDispatcher &dispatcher)
{
    dispatcher.add(
        {u"audit"_s,
         u"export"_s,
         tr("Writes the payouts with their approval signatures and the operators' vouched keys "
            "to a signed audit file, for an auditor to check without Paydesk's database."),
         {OptionSpec {u"signed"_s, u"FILE"_s, tr("The file to write."), true},
          OptionSpec {u"from"_s, u"DAY"_s,
                      tr("The first day (YYYY-MM-DD, UTC) of the signatures; default: the first.")},
          OptionSpec {u"to"_s, u"DAY"_s,
                      tr("The last day (YYYY-MM-DD, UTC) of the signatures; default: the last.")},
          OptionSpec {u"profile"_s, u"NAME"_s,
                      tr("Only this profile's payouts, by name or id; default: every profile's.")}},
         &SignedAuditCommands::exportSigned});
}

} // namespace paydesk::cli
