// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// paydesk-cli's `payouts` group: the payouts of a period written to a file, as the History page
// asks for them (history::HistoryRange: whole days of a time zone, both included, sent to
// GET /payouts as RFC 3339 instants in UTC), walked page by page (ApiClient::walkPayouts()) and
// written as each page comes (PayoutListFile: CSV or JSON, through a QSaveFile).
//
//   payouts list [--profile NAME] [--key-file FILE] --from YYYY-MM-DD --to YYYY-MM-DD
//                [--state STATE]... [--zone Area/City] --format csv|json -o FILE
//
// --state keeps the payouts in those states (PENDING, SENT, FAILED, CANCELLED, REVERSED; any case;
// repeated or separated by commas): the service filters by period only, as for History. --zone
// is the time zone whose days --from and --to are (default: this computer's). Whatever fails (a
// page the service refuses, the disk) leaves no file behind; a progress count on standard error
// while a terminal watches.

#include <QCoreApplication>

namespace paydesk::cli {

class CliDispatcher;

class PayoutCommands
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::PayoutCommands)
public:
    static void registerWith(CliDispatcher &dispatcher);
};

} // namespace paydesk::cli
