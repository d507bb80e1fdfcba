// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// paydesk-cli's `statement` group: a wallet statement generated and exported in one command, for
// the jobs people schedule (a morning export to the accounting system):
//
//   statement export [--profile NAME] --wallet KES|wlt-… --period PERIOD [--zone Area/City]
//                    --format csv|pdf|mt940|camt053 [--delimiter , | ;] [--decimal . | ,] [--bom]
//                    [--wait SECONDS] [--key-file FILE] [--json] -o FILE
//
// PERIOD: yesterday, last-month, a day (2026-10-31) or days (2026-10-01..2026-10-31), both
// included, in the zone given (the system's by default). The statement is asked for as the
// Statements page asks (recorded in the store, so the app shows it too), waited for until READY
// (at most --wait seconds, 600 by default), then exported page by page to FILE, which appears
// whole at the end or not at all: nothing is left behind when anything fails, and an older file
// of that name stays as it was. The folder is checked before the statement is asked for.

#include <QCoreApplication>

namespace paydesk::cli {

class CliDispatcher;

class StatementCommands
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::StatementCommands)
public:
    static void registerWith(CliDispatcher &dispatcher);
};

} // namespace paydesk::cli
