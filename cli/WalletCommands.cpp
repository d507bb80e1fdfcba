// SPDX-License-Identifier: GPL-3.0-or-later
#include "WalletCommands.h"

#include "CliConsole.h"
#include "CliDispatcher.h"
#include "CliWorkspace.h"
#include "CommandSupport.h"
#include "api/ApiClient.h"
#include "api/ApiResult.h"
#include "session/Session.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

int wallets(const Invocation &invocation)
{
    CliWorkspace workspace;
    session::Session *session = nullptr;
    if (const int status = CommandSupport::connectSession(invocation, workspace, &session); status != Success)
        return status;
    const api::ApiResult result = CliWorkspace::wait(session->client()->listWallets());
    const auto *list = result.isOk() ? result.value<QList<api::Wallet>>() : nullptr;
    if (!list) {
        CommandSupport::fail(invocation,
                             WalletCommands::tr("the wallets of \u201C%1\u201D could not be read: %2")
                                 .arg(session->profile().name, result.error().userMessage()));
        return Failure;
    }
    if (invocation.has(u"json"_s)) {
        QJsonArray rows;
        for (const api::Wallet &wallet : *list) {
            rows.append(QJsonObject {{u"id"_s, wallet.id},
                                     {u"currency"_s, wallet.currency},
                                     {u"available"_s, wallet.available.toWire()},
                                     {u"balance"_s, wallet.balance.toWire()}});
        }
        CommandSupport::printJson(rows);
        return Success;
    }
    QList<QStringList> rows {{WalletCommands::tr("CURRENCY"), WalletCommands::tr("AVAILABLE"),
                              WalletCommands::tr("BALANCE"), WalletCommands::tr("WALLET")}};
    for (const api::Wallet &wallet : *list)
        rows.append({wallet.currency, wallet.available.toDisplay(), wallet.balance.toDisplay(), wallet.id});
    CliConsole::out(CommandSupport::table(rows, {1, 2}));
    return Success;
}

} // namespace

void WalletCommands::registerWith(CliDispatcher &dispatcher)
{
    dispatcher.add(
        {u"wallets"_s,
         QString(),
         tr("Lists the wallets of a profile's account: currency, available, balance and wallet id."),
         {CommandSupport::profileOption(), CommandSupport::keyFileOption(), CommandSupport::jsonOption()},
         &wallets});
}

} // namespace paydesk::cli
