// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// paydesk-cli's `wallets`: the wallets of a profile's account (GET /wallets), as the Wallets page
// shows them: currency, available, balance and wallet id, as a table or as JSON.
//
//   wallets [--profile NAME] [--key-file FILE] [--json]
//
// Without --profile, the profile in use in the app (ProfileStore::current()).

#include <QCoreApplication>

namespace paydesk::cli {

class CliDispatcher;

class WalletCommands
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::WalletCommands)
public:
    static void registerWith(CliDispatcher &dispatcher);
};

} // namespace paydesk::cli
