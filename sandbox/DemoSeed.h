// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>
#include <QStringView>

#include <optional>

namespace paydesk::sandbox {

class SandboxEngine;
class SandboxStore;

// The sandbox's starting data. banks(): the banks of the covered countries (always). demo():
// wallets in several currencies, recipients and about four months of payout history, with the
// ledger lines that go with it, so that every screen of Paydesk has something to show.
// bulkPayouts(): many past payouts at once (POST /_sandbox/payouts/bulk, --bulk-payouts), so that
// a history of 100,000 payouts can be scrolled: spread evenly over the period, mostly SENT, some
// FAILED with a context, a few REVERSED and PENDING (held: nothing runs in the background for
// them), to the recipients in the currency (some are made when there is none), each with its own
// custom_id, a sender where the country asks for one and an amount within the country's limits,
// and with the ledger lines that go with them (a treasury top-up each day covering the day's
// payouts, so the wallet never runs dry), merged into the history in time order.
// At most this many in one request (about 1.3 kB of the sandbox's memory each, with their lines).
inline constexpr int kMaxBulkPayouts = 200'000;

struct BulkPayouts
{
    int count = 0;
    QDateTime from; // UTC; every payout after it
    QDateTime to; // UTC; every payout before it (and its lines not after now)
    QString currency = QStringLiteral("KES");
};

class DemoSeed
{
public:
    static void banks(SandboxStore &store);
    static void demo(SandboxStore &store, SandboxEngine &engine);
    // Whether bulkPayouts() can pay out in the currency: recipients exist in it, or a country of
    // the currency has mobile money operators or a bank to make some with.
    static bool canBulkPayOut(const SandboxStore &store, const QString &currency);
    // The payouts of the request, in a wallet in the currency (opened when there is none);
    // canBulkPayOut() must hold. The wallet's id.
    static QString bulkPayouts(SandboxStore &store, SandboxEngine &engine, const BulkPayouts &request);
    // The holder name a registry gives for a number of one of the demo's recipients (the name
    // the demo account has), whatever the seed: lookups of their numbers agree with them.
    static std::optional<QString> registeredName(QStringView number);
};

} // namespace paydesk::sandbox
