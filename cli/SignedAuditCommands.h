// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// paydesk-cli's signed audit file (audit/SignedAuditFile.h, docs/signed-approvals.md):
//
//   audit export --signed FILE [--from DAY] [--to DAY] [--profile NAME]
//       The payouts that have a signature recorded from DAY to DAY (UTC days, both included;
//       either left out: unbounded), of one profile or of all, each with every signature recorded
//       for it, and every operator key with its vouch (never a private key), written to FILE.
//       Reads the store in use (store::SigningKeys, OutboxStore::load()).
//   audit verify FILE [--root KEYID] [--json]
//       Offline: no store is opened. Every signature of FILE checked (SignedAuditFile::verify())
//       against the root key KEYID, or the root FILE names when none is given (said on standard
//       error: a file can name any root; an auditor gives the one they trust). Exit status 0
//       when every signature holds, 1 naming each that fails (standard error, one line each),
//       2 for a file that is not a signed audit file.

#include <QCoreApplication>

namespace paydesk::cli {

class CliDispatcher;
class Invocation;

class SignedAuditCommands
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::SignedAuditCommands)
public:
    // `audit export` (SignedAuditExport.cpp, on store::SigningKeys), registered by AuditCommands.
    static void registerExport(CliDispatcher &dispatcher);
    static int exportSigned(const Invocation &invocation);
    static int verifyFile(const Invocation &invocation);
};

} // namespace paydesk::cli
