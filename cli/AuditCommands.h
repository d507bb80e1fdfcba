// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// paydesk-cli's `audit` group: the audit log of the store in use (this computer's database, or
// the team database Settings > Team database chose), as the Audit log page's Verify checks it.
//
//   audit verify [--json]
//   audit verify FILE [--root KEYID] [--json]     a signed audit file, offline (SignedAuditCommands.h)
//   audit export --signed FILE [--from DAY] [--to DAY] [--profile NAME]   (SignedAuditCommands.h)
//
// The whole chain is walked in steps on the store's thread (audit::AuditVerifyTask, which also
// records a checkpoint when it is whole, as the app does), with a progress bar on a terminal.
// Exit status 0 when it is whole; 1 when it is broken, naming the first entry that no longer fits
// (or when it cannot be read).

#include <QCoreApplication>

namespace paydesk::cli {

class CliDispatcher;

class AuditCommands
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::AuditCommands)
public:
    static void registerWith(CliDispatcher &dispatcher);
};

} // namespace paydesk::cli
