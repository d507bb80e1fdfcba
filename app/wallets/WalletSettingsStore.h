// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The names and low-balance alert levels of a profile's wallets, and whether each was last seen
// under its level (schema step 15: wallet_settings, wallet_alert_state).
//
// - settingsOf(profile): read by anyone.
// - put(actor, profile, setting): an administrator names a wallet and sets (or clears) its level;
//   re-read inside the transaction, Kind::NotAllowed otherwise. A changed level forgets the
//   wallet's alert state, so that the next balance is compared with the new level afresh. Audit,
//   in the SAME transaction: wallet.settings_changed {wallet_id, currency, before? {name,
//   alert_level?}, after {name, alert_level?}, by}; putting what is there already appends nothing.
// - markBalance(profile, wallet, currency, available): after each refresh of the wallets, for a
//   wallet with a level: whether its available balance just went under its level (Crossing::Low)
//   or back to it or above (Crossing::Recovered), told ONCE per crossing: the state is kept in the
//   database, so neither the next refresh, nor a restart, nor another workstation of a team tells
//   it again (the one whose update changed the state does). Audit, in the same transaction:
//   wallet.balance_low / wallet.balance_recovered {wallet_id, currency, name, available,
//   alert_level}. The level is the database's, never the caller's. A wallet first seen above its
//   level is recorded silently; first seen under it, it is a crossing.
//
// Team mode (Store::isTeam()): put() calls paydesk_wallet_setting_put (administrators only, checked
// by the database: a maker's put is refused with PD002) and markBalance() calls
// paydesk_wallet_alert_mark (any operator); both in team/80-wallets.sql.
//
// Threads: blocking calls, safe from any thread, on the calling thread's connection (post them
// with store::postCall(), StoreCall.h).

#include "domain/Money.h"
#include "store/StoreResult.h"
#include "wallets/WalletSetting.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace paydesk::store {
class AuditLog;
class AuthenticatedOperator;
class Store;
} // namespace paydesk::store

namespace paydesk::wallets {

struct BalanceMark
{
    enum class Crossing { None, Low, Recovered };
    Crossing crossing = Crossing::None;
    QString profileId;
    QString walletId;
    QString name; // the wallet's name when it has one
    Money available;
    Money level; // invalid when the wallet has no level
};

class WalletSettingsStore
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::wallets::WalletSettingsStore)
public:
    static constexpr int maxNameLength = 80;

    // `store` and `log` (a log of that store) must outlive this object.
    WalletSettingsStore(store::Store *store, store::AuditLog *log);

    store::Store *store() const { return m_store; }

    store::StoreResult<WalletSettings> settingsOf(const QString &profileId) const;
    // What a setting lacks to be written (an empty text when it can be): the currency, a name too
    // long, a level under 0.
    static QString validationError(const WalletSetting &setting);
    store::StoreResult<WalletSetting> put(const store::AuthenticatedOperator &actor, const QString &profileId,
                                          const WalletSetting &setting);
    store::StoreResult<BalanceMark> markBalance(const QString &profileId, const QString &walletId,
                                                const Money &available);

    // The audit detail of a setting ({name, alert_level?}).
    static QJsonObject auditDetail(const WalletSetting &setting);

private:
    store::StoreResult<BalanceMark> markDirect(const QString &profileId, const QString &walletId,
                                               const Money &available);
    store::StoreResult<BalanceMark> markTeam(const QString &profileId, const QString &walletId,
                                             const Money &available);

    store::Store *const m_store;
    store::AuditLog *const m_log;
};

} // namespace paydesk::wallets
