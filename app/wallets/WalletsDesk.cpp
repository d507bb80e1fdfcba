// SPDX-License-Identifier: GPL-3.0-or-later
#include "wallets/WalletsDesk.h"

#include "models/WalletsModel.h"
#include "session/Session.h"
#include "store/ChangeListener.h"
#include "store/Operators.h"
#include "store/StoreCall.h"
#include "wallets/WalletDirectory.h"
#include "wallets/WalletNames.h"
#include "wallets/WalletsLogging.h"

using namespace Qt::StringLiterals;

namespace paydesk::wallets {

WalletsDesk::WalletsDesk(WalletSettingsStore *store, WalletDirectory *directory,
                         store::ChangeListener *changes, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_directory(directory)
{
    Q_ASSERT(store && directory);
    if (changes) {
        connect(changes, &store::ChangeListener::changed, this, &WalletsDesk::onChange);
        connect(changes, &store::ChangeListener::catchUp, this, &WalletsDesk::reload);
    }
}

void WalletsDesk::setProfile(const QString &profileId)
{
    if (profileId == m_profileId && m_directory->profileId() == profileId)
        return;
    m_profileId = profileId;
    m_directory->clear(profileId); // nothing of the previous profile under this one's name
    reload();
}

void WalletsDesk::reload()
{
    const quint64 generation = ++m_generation;
    const QString profileId = m_profileId;
    if (profileId.isEmpty())
        return;
    store::postCall(
        m_store->store(), this, [s = m_store, profileId] { return s->settingsOf(profileId); },
        [this, generation, profileId](const store::StoreResult<WalletSettings> &result) {
            if (generation != m_generation)
                return; // another profile, or a newer read, meanwhile
            if (!result.ok()) {
                qCWarning(lcWallets).noquote() << result.error().toString();
                Q_EMIT loadFailed(result.error().message());
                return;
            }
            m_directory->setSettings(profileId, result.value());
        });
}

void WalletsDesk::put(const store::AuthenticatedOperator &actor, const WalletSetting &setting)
{
    const QString profileId = m_profileId;
    store::postCall(
        m_store->store(), this,
        [s = m_store, actor, profileId, setting] { return s->put(actor, profileId, setting); },
        [this, profileId](const store::StoreResult<WalletSetting> &result) {
            if (!result.ok()) {
                Q_EMIT putFailed(result.error().message());
                return;
            }
            if (profileId == m_profileId)
                reload();
            Q_EMIT putDone(result.value());
        });
}

void WalletsDesk::watch(models::WalletsModel *model)
{
    connect(model, &models::WalletsModel::stateChanged, this,
            [this, model](models::WalletsModel::State state) {
                if (state == models::WalletsModel::State::Loaded)
                    checkBalances(model);
            });
}

void WalletsDesk::checkBalances(models::WalletsModel *model)
{
    const session::Session *session = model->session();
    if (!session || session->profileId() != m_profileId)
        return;
    // Only the wallets the directory gives a level: the others have nothing to tell.
    QList<std::pair<QString, Money>> levelled; // wallet id, available
    QHash<QString, QString> names;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (!model->alertLevel(row))
            continue;
        const api::Wallet w = model->wallet(row);
        levelled.append({w.id, w.available});
        names.insert(w.id, model->displayName(row));
    }
    if (levelled.isEmpty())
        return;
    const QString profileId = m_profileId;
    store::postCall(
        m_store->store(), this,
        [s = m_store, profileId, levelled] {
            QList<store::StoreResult<BalanceMark>> marks;
            for (const auto &[walletId, available] : levelled)
                marks.append(s->markBalance(profileId, walletId, available));
            return marks;
        },
        [this, names](const QList<store::StoreResult<BalanceMark>> &marks) {
            for (const store::StoreResult<BalanceMark> &mark : marks) {
                if (!mark.ok()) {
                    qCWarning(lcWallets).noquote() << mark.error().toString();
                    continue;
                }
                if (mark.value().crossing != BalanceMark::Crossing::None)
                    Q_EMIT crossed(mark.value(), names.value(mark.value().walletId));
            }
        });
}

void WalletsDesk::onChange(const store::TableChange &change)
{
    if (change.table == u"wallet_settings"_s && change.profileId == m_profileId)
        reload();
}

QString WalletsDesk::crossingTitle(const BalanceMark &mark)
{
    return mark.crossing == BalanceMark::Crossing::Low ? tr("Low balance")
                                                       : tr("Balance back above its alert level");
}

QString WalletsDesk::crossingText(const BalanceMark &mark, const QString &walletName, const QLocale &locale)
{
    const QString available = mark.available.toDisplayWithCurrency(locale);
    const QString level = mark.level.toDisplayWithCurrency(locale);
    if (mark.crossing == BalanceMark::Crossing::Low)
        return tr("%1 is under its alert level: %2 available, alert under %3.")
            .arg(walletName, available, level);
    return tr("%1 is back at or above its alert level: %2 available (alert under %3).")
        .arg(walletName, available, level);
}

} // namespace paydesk::wallets
