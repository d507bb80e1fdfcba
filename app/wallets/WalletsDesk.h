// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's side of wallet names and low-balance alerts: it keeps the WalletDirectory (the
// names and levels of the profile in view) read from the store, and tells when a wallet's
// available balance crosses its level. Everything that touches the database runs on the store's
// thread (store::postCall()); nothing here blocks the window.
//
// - setProfile(id): reads that profile's settings into the directory (cleared at once: nothing of
//   the previous profile under the new one's name); read again after a put here and, in a team,
//   when another workstation changes a setting (ChangeListener, table wallet_settings) or after a
//   lost connection (catchUp()).
// - put(actor, setting): an administrator's name and level for a wallet of the profile in view;
//   putDone() or putFailed(message) (a sentence for the person; the database's refusal of a
//   non-administrator in a team included).
// - watch(model): after every refresh of that model (State::Loaded), each wallet with a level has
//   its available balance marked (WalletSettingsStore::markBalance()); crossed() once per crossing,
//   whichever model and workstation saw it first.

#include "wallets/WalletSettingsStore.h"

#include <QObject>
#include <QPointer>

namespace paydesk::models {
class WalletsModel;
}
namespace paydesk::store {
class ChangeListener;
struct TableChange;
} // namespace paydesk::store

namespace paydesk::wallets {

class WalletDirectory;

class WalletsDesk : public QObject
{
    Q_OBJECT
public:
    // All must outlive this object; `changes` may be null (SQLite: one workstation).
    WalletsDesk(WalletSettingsStore *store, WalletDirectory *directory, store::ChangeListener *changes,
                QObject *parent = nullptr);

    WalletDirectory *directory() const { return m_directory; }
    QString profileId() const { return m_profileId; }

    void setProfile(const QString &profileId);
    void reload();
    void put(const store::AuthenticatedOperator &actor, const WalletSetting &setting);
    void watch(models::WalletsModel *model);

    // "Payroll · KES is under its alert level: 120.00 KES available, alert under 500.00 KES".
    static QString crossingTitle(const BalanceMark &mark);
    static QString crossingText(const BalanceMark &mark, const QString &walletName,
                                const QLocale &locale = {});

Q_SIGNALS:
    void putDone(const paydesk::wallets::WalletSetting &setting);
    void putFailed(const QString &message);
    // The available balance of a wallet of the profile in view went under its level or back.
    // `walletName` as the person reads it (WalletNames).
    void crossed(const paydesk::wallets::BalanceMark &mark, const QString &walletName);
    // The settings could not be read (logged; the names fall back to "KES wallet").
    void loadFailed(const QString &message);

private:
    void onChange(const store::TableChange &change);
    void checkBalances(models::WalletsModel *model);

    WalletSettingsStore *m_store;
    WalletDirectory *m_directory;
    QString m_profileId;
    quint64 m_generation = 0; // a read of an earlier profile is dropped
};

} // namespace paydesk::wallets

Q_DECLARE_METATYPE(paydesk::wallets::BalanceMark)
