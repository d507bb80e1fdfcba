// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// paydesk-cli's `outbox` group: the app's background sending as a service of its own.
//
//   outbox run [--once] [--json-log]
//
// The same machinery as the app (AppContext's outbox::OutboxProcessor and outbox::PayoutFollower,
// on the store the preferences name: this computer's file or the team database): earlier
// submissions resolved first, then every APPROVED payout sent exactly once with its idempotency key
// through its OWN profile's session, and every accepted payout followed to SENT, FAILED, CANCELLED
// or REVERSED.
//
// Keys: each profile with a key file (`profile add --key-file`, ProfileStore::keyFile()) gets its
// key from that file (a scheduled service has no keychain); the others from the user's keychain as
// in the app; the Local sandbox needs none. A profile whose key cannot be had leaves its payouts
// waiting, untouched, and the log says so once (again after it was ready in between).
//
// Stopping: SIGTERM or SIGINT (StopSignals.h) stops the taking of rows; the row in flight finishes
// (its POST answered and recorded), then the command exits 0. A second signal exits at once; the
// row's lease then expires and the next start resolves it (a GET by its custom_id, then the same
// idempotency key). `--once` stops the same way as soon as nothing is in flight and nothing is due
// (sent, and looked at once): for a timer, and for tests.
//
// Logging: standard error in the journal's format (JournalLog.h), the categories paydesk.outbox
// and paydesk.outbox.follow at info, the others' warnings; with --json-log one JSON object per
// line instead (time, priority, category, message). No key ever.
//
// Exit status: 0 stopped as asked (or --once done), 1 the store could not be opened or failed.

#include <QCoreApplication>

namespace paydesk::cli {

class CliDispatcher;

class OutboxCommands
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::OutboxCommands)
public:
    static void registerWith(CliDispatcher &dispatcher);
};

} // namespace paydesk::cli
