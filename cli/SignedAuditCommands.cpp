// SPDX-License-Identifier: GPL-3.0-or-later
#include "SignedAuditCommands.h"

#include "CliConsole.h"
#include "CliDispatcher.h"
#include "CommandSupport.h"
#include "audit/SignedAuditFile.h"
#include "operators/SigningKey.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

using audit::SignedAuditFile;

int SignedAuditCommands::verifyFile(const Invocation &invocation)
{
    const QString path = invocation.positional(0);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        CommandSupport::fail(invocation, tr("%1 cannot be read: %2").arg(path, file.errorString()));
        return BadArgument;
    }
    QString why;
    const std::optional<SignedAuditFile::Contents> contents = SignedAuditFile::read(file.readAll(), &why);
    if (!contents) {
        CommandSupport::fail(invocation, tr("%1 is not a signed audit file: %2").arg(path, why));
        return BadArgument;
    }
    const QString root = invocation.value(u"root"_s).trimmed().toLower();
    const SignedAuditFile::Report report = SignedAuditFile::verify(*contents, root);
    QString fingerprint;
    for (const operators::OperatorKey &key : contents->keys)
        if (key.keyId == report.root)
            fingerprint = operators::SigningKey::fingerprint(key.publicKey);

    if (invocation.has(u"json"_s)) {
        QJsonArray failures;
        for (const SignedAuditFile::Failure &f : report.failures)
            failures.append(QJsonObject {{u"outbox_id"_s, f.outboxId},
                                         {u"signature_id"_s, f.signatureId},
                                         {u"approver"_s, f.approver},
                                         {u"reason"_s, f.reason},
                                         {u"detail"_s, f.detail}});
        CommandSupport::printJson(QJsonObject {
            {u"ok"_s, report.ok()},
            {u"root"_s, report.root},
            {u"root_fingerprint"_s, fingerprint},
            {u"root_from_file"_s, report.rootFromFile},
            {u"payouts"_s, report.payouts},
            {u"signatures"_s, report.signatures},
            {u"failures"_s, failures},
        });
    }
    if (report.rootFromFile)
        CliConsole::note(
            tr("checked against the root key the file names, %1 (%2): give --root with the key id "
               "you trust to check against it")
                .arg(report.root, fingerprint.isEmpty() ? tr("not in the file") : fingerprint));
    for (const SignedAuditFile::Failure &f : report.failures) {
        const QString what = f.signatureId.isEmpty()
            ? tr("payout %1").arg(f.outboxId)
            : tr("payout %1, signature %2 by %3").arg(f.outboxId, f.signatureId, f.approver);
        CommandSupport::fail(invocation, u"%1: %2 (%3)"_s.arg(what, f.reason, f.detail));
    }
    if (!report.ok())
        return Failure;
    if (!invocation.has(u"json"_s))
        CliConsole::out(tr("%n signature(s) of %1 payout(s) hold, checked against root key %2.", nullptr,
                           report.signatures)
                            .arg(report.payouts)
                            .arg(report.root)
                        + u'\n');
    return Success;
}

} // namespace paydesk::cli
