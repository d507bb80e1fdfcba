// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace paydesk::sandbox {

class SandboxEngine;
class SandboxStore;

// The sandbox's starting data. banks(): the banks of the covered countries (always). demo():
// wallets in several currencies, recipients and about four months of payout history, with the
// ledger lines that go with it, so that every screen of Paydesk has something to show.
class DemoSeed
{
public:
    static void banks(SandboxStore &store);
    static void demo(SandboxStore &store, SandboxEngine &engine);
    // The holder name a registry gives for a number of one of the demo's recipients (the name
    // the demo account has), whatever the seed: lookups of their numbers agree with them.
    static std::optional<QString> registeredName(QStringView number);
};

} // namespace paydesk::sandbox
