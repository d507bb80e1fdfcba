// SPDX-License-Identifier: GPL-3.0-or-later
#include "wallets/WalletSettingsStore.h"

#include "store/AuditEntry.h"
#include "store/AuditLog.h"
#include "store/AuditedWrite.h"
#include "store/OperatorRows.h"
#include "store/Operators.h"
#include "store/Store.h"
#include "store/TeamCall.h"
#include "store/TeamWrites.h"
#include "wallets/WalletsLogging.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace paydesk::wallets {

using store::AuditEvent;
using store::StoreError;
using store::StoreResult;

namespace {

const QString &settingColumns()
{
    static const QString columns = u"wallet_id, currency, name, alert_level_minor, updated_by, updated_at"_s;
    return columns;
}

WalletSetting readSetting(const QSqlQuery &q)
{
    WalletSetting s;
    s.walletId = q.value(0).toString();
    s.currency = q.value(1).toString();
    s.name = q.value(2).toString();
    if (!q.value(3).isNull())
        s.alertLevelMinor = q.value(3).toLongLong();
    s.updatedBy = q.value(4).toString();
    s.updatedAt = store::AuditEntry::timeFromText(q.value(5).toString());
    return s;
}

QJsonObject moneyDetail(const Money &m)
{
    return QJsonObject {{u"currency"_s, m.currency()}, {u"value"_s, m.toWire()}};
}

QVariant noMinor()
{
    return QVariant(QMetaType::fromType<qint64>());
}

// What the database holds of one wallet: its setting, and whether it was last seen under its level
// (nullopt: never seen).
struct Seen
{
    std::optional<WalletSetting> setting;
    std::optional<bool> below;
};

StoreResult<Seen> readSeen(QSqlQuery &q, const store::StoreConfig &config, const QString &profileId,
                           const QString &walletId, const QString &what)
{
    Seen seen;
    if (!q.prepare(
            u"SELECT %1 FROM wallet_settings WHERE profile_id = :profile AND wallet_id = :wallet"_s.arg(
                settingColumns())))
        return StoreError::fromSql(q.lastError(), config, what);
    q.bindValue(u":profile"_s, profileId);
    q.bindValue(u":wallet"_s, walletId);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), config, what);
    if (q.next())
        seen.setting = readSetting(q);
    q.finish();
    if (!q.prepare(
            u"SELECT below FROM wallet_alert_state WHERE profile_id = :profile AND wallet_id = :wallet"_s))
        return StoreError::fromSql(q.lastError(), config, what);
    q.bindValue(u":profile"_s, profileId);
    q.bindValue(u":wallet"_s, walletId);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), config, what);
    if (q.next())
        seen.below = q.value(0).toInt() != 0;
    q.finish();
    return seen;
}

} // namespace

WalletSettingsStore::WalletSettingsStore(store::Store *store, store::AuditLog *log)
    : m_store(store)
    , m_log(log)
{
    Q_ASSERT(store && log && log->store() == store);
}

QJsonObject WalletSettingsStore::auditDetail(const WalletSetting &setting)
{
    QJsonObject detail {{u"name"_s, setting.name}};
    if (setting.alertLevelMinor)
        detail.insert(u"alert_level"_s,
                      moneyDetail(Money::fromMinorUnits(*setting.alertLevelMinor, setting.currency)));
    return detail;
}

QString WalletSettingsStore::validationError(const WalletSetting &setting)
{
    if (setting.walletId.isEmpty())
        return tr("The wallet is not named.");
    if (!Money::isKnownCurrency(setting.currency))
        return tr("%1 is not a currency Paydesk knows.").arg(setting.currency);
    if (setting.name.trimmed().size() > maxNameLength)
        return tr("A wallet's name has at most %1 characters.").arg(maxNameLength);
    if (setting.alertLevelMinor && *setting.alertLevelMinor < 0)
        return tr("The alert level cannot be under zero.");
    if (setting.alertLevelMinor
        && !Money::fromMinorUnits(*setting.alertLevelMinor, setting.currency).isValid())
        return tr("The alert level is too large.");
    return {};
}

StoreResult<WalletSettings> WalletSettingsStore::settingsOf(const QString &profileId) const
{
    const QString what = tr("The wallets' names and alert levels could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    if (!q.prepare(u"SELECT %1 FROM wallet_settings WHERE profile_id = :profile"_s.arg(settingColumns())))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":profile"_s, profileId);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    WalletSettings settings;
    while (q.next()) {
        const WalletSetting s = readSetting(q);
        settings.insert(s.walletId, s);
    }
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    return settings;
}

StoreResult<WalletSetting> WalletSettingsStore::put(const store::AuthenticatedOperator &actor,
                                                    const QString &profileId, const WalletSetting &setting)
{
    const QString what = tr("The wallet's name and alert level were not saved.");
    if (const QString why = validationError(setting); !why.isEmpty())
        return StoreError(StoreError::Kind::InvalidData, what + u' ' + why, u"invalid wallet setting"_s);
    const QString name = setting.name.trimmed();
    const store::StoreConfig &config = m_store->config();
    const QVariant level = setting.alertLevelMinor ? QVariant(*setting.alertLevelMinor) : noMinor();
    if (store::teamWrites::isTeam(m_store)) {
        // paydesk_wallet_setting_put: administrators only, checked by the database.
        const StoreResult<QSqlDatabase> connection = m_store->connection();
        if (!connection.ok())
            return connection.error().prefixed(what);
        QSqlQuery q(connection.value());
        const StoreResult<bool> called = store::teamCall::call(
            q, config, u"paydesk_wallet_setting_put"_s,
            {store::teamCall::nowText(m_store), profileId, setting.walletId, setting.currency, name, level},
            settingColumns(), what);
        if (!called.ok())
            return called.error();
        if (!called.value())
            return StoreError(StoreError::Kind::Failed, what,
                              u"paydesk_wallet_setting_put returned no row"_s);
        return readSetting(q);
    }

    store::AuditedWrite audited(m_store, m_log, what);
    if (const StoreResult<void> begun = audited.begin(); !begun.ok())
        return begun.error();
    QSqlQuery &actorQuery = audited.query();
    const StoreResult<operators::Operator> admin
        = store::operatorRows::requireAdministrator(actorQuery, config, actor.id(), what);
    if (!admin.ok())
        return admin.error();
    QSqlQuery &read = audited.query();
    const StoreResult<Seen> seen = readSeen(read, config, profileId, setting.walletId, what);
    if (!seen.ok())
        return seen.error();
    const std::optional<WalletSetting> &before = seen.value().setting;

    WalletSetting after = setting;
    after.name = name;
    after.updatedBy = actor.id();
    after.updatedAt = m_store->now();
    if (before && before->sameContent(after))
        return *before; // nothing to change: no entry

    QSqlQuery &write = audited.query();
    if (!write.prepare(
            u"INSERT INTO wallet_settings (profile_id, wallet_id, currency, name, alert_level_minor, "
            "updated_by, updated_at) VALUES (:profile, :wallet, :currency, :name, :level, :by, :at) "
            "ON CONFLICT (profile_id, wallet_id) DO UPDATE SET currency = excluded.currency, "
            "name = excluded.name, alert_level_minor = excluded.alert_level_minor, "
            "updated_by = excluded.updated_by, updated_at = excluded.updated_at"_s))
        return audited.sqlError(write.lastError());
    write.bindValue(u":profile"_s, profileId);
    write.bindValue(u":wallet"_s, after.walletId);
    write.bindValue(u":currency"_s, after.currency);
    write.bindValue(u":name"_s, after.name);
    write.bindValue(u":level"_s, level);
    write.bindValue(u":by"_s, after.updatedBy);
    write.bindValue(u":at"_s, store::AuditEntry::timeText(after.updatedAt));
    if (!write.exec())
        return audited.sqlError(write.lastError());
    write.finish();
    // A new level (or currency) is compared afresh: the next balance under it is a crossing.
    if (!before || before->alertLevelMinor != after.alertLevelMinor || before->currency != after.currency) {
        QSqlQuery &forget = audited.query();
        if (!forget.prepare(
                u"DELETE FROM wallet_alert_state WHERE profile_id = :profile AND wallet_id = :wallet"_s))
            return audited.sqlError(forget.lastError());
        forget.bindValue(u":profile"_s, profileId);
        forget.bindValue(u":wallet"_s, after.walletId);
        if (!forget.exec())
            return audited.sqlError(forget.lastError());
    }

    QJsonObject detail {
        {u"wallet_id"_s, after.walletId}, {u"currency"_s, after.currency}, {u"by"_s, actor.id()}};
    if (before)
        detail.insert(u"before"_s, auditDetail(*before));
    detail.insert(u"after"_s, auditDetail(after));
    const StoreResult<store::AuditEntry> entry = audited.append(
        AuditEvent(AuditEvent::Action::WalletSettingsChanged, profileId, detail, after.updatedAt));
    if (!entry.ok())
        return entry.error();
    if (const StoreResult<void> committed = audited.commit(); !committed.ok())
        return committed.error();
    qCInfo(lcWallets).noquote() << "wallet" << after.walletId << "of" << profileId << "named and levelled by"
                                << actor.id() << "(audit entry" << entry.value().seq << u')';
    return after;
}

StoreResult<BalanceMark> WalletSettingsStore::markBalance(const QString &profileId, const QString &walletId,
                                                          const Money &available)
{
    const QString what = tr("The low-balance alert of a wallet could not be recorded.");
    BalanceMark mark;
    mark.profileId = profileId;
    mark.walletId = walletId;
    mark.available = available;
    if (!available.isValid())
        return mark;
    // A look first, without a transaction: at nearly every refresh nothing crossed, and nothing is
    // written then.
    {
        const StoreResult<QSqlDatabase> connection = m_store->connection();
        if (!connection.ok())
            return connection.error().prefixed(what);
        QSqlQuery q(connection.value());
        q.setForwardOnly(true);
        const StoreResult<Seen> seen = readSeen(q, m_store->config(), profileId, walletId, what);
        if (!seen.ok())
            return seen.error();
        const std::optional<WalletSetting> &setting = seen.value().setting;
        if (!setting || !setting->alertLevelMinor || setting->currency != available.currency())
            return mark; // no level: nothing to tell
        const bool below = available.minorUnits() < *setting->alertLevelMinor;
        if (seen.value().below.value_or(false) == below)
            return mark; // as last seen (never seen: as if above): nothing crossed
    }
    return store::teamWrites::isTeam(m_store) ? markTeam(profileId, walletId, available)
                                              : markDirect(profileId, walletId, available);
}

StoreResult<BalanceMark> WalletSettingsStore::markDirect(const QString &profileId, const QString &walletId,
                                                         const Money &available)
{
    const QString what = tr("The low-balance alert of a wallet could not be recorded.");
    const store::StoreConfig &config = m_store->config();
    BalanceMark mark;
    mark.profileId = profileId;
    mark.walletId = walletId;
    mark.available = available;
    store::AuditedWrite audited(m_store, m_log, what);
    if (const StoreResult<void> begun = audited.begin(); !begun.ok())
        return begun.error();
    QSqlQuery &read = audited.query();
    const StoreResult<Seen> seen = readSeen(read, config, profileId, walletId, what);
    if (!seen.ok())
        return seen.error();
    const std::optional<WalletSetting> &setting = seen.value().setting;
    if (!setting || !setting->alertLevelMinor || setting->currency != available.currency())
        return mark; // the level went meanwhile
    const qint64 level = *setting->alertLevelMinor;
    const bool below = available.minorUnits() < level;
    if (seen.value().below.value_or(false) == below)
        return mark; // another writer was first
    mark.crossing = below ? BalanceMark::Crossing::Low : BalanceMark::Crossing::Recovered;
    mark.name = setting->name;
    mark.level = Money::fromMinorUnits(level, available.currency());
    const QDateTime time = m_store->now();

    QSqlQuery &write = audited.query();
    if (!write.prepare(
            u"INSERT INTO wallet_alert_state (profile_id, wallet_id, currency, below, available_minor, "
            "level_minor, changed_at) VALUES (:profile, :wallet, :currency, :below, :available, "
            ":level, :at) ON CONFLICT (profile_id, wallet_id) DO UPDATE SET currency = "
            "excluded.currency, below = excluded.below, available_minor = excluded.available_minor, "
            "level_minor = excluded.level_minor, changed_at = excluded.changed_at"_s))
        return audited.sqlError(write.lastError());
    write.bindValue(u":profile"_s, profileId);
    write.bindValue(u":wallet"_s, walletId);
    write.bindValue(u":currency"_s, available.currency());
    write.bindValue(u":below"_s, below ? 1 : 0);
    write.bindValue(u":available"_s, available.minorUnits());
    write.bindValue(u":level"_s, level);
    write.bindValue(u":at"_s, store::AuditEntry::timeText(time));
    if (!write.exec())
        return audited.sqlError(write.lastError());
    write.finish();
    {
        const QJsonObject detail {{u"wallet_id"_s, walletId},
                                  {u"currency"_s, available.currency()},
                                  {u"name"_s, mark.name},
                                  {u"available"_s, moneyDetail(available)},
                                  {u"alert_level"_s, moneyDetail(mark.level)}};
        const StoreResult<store::AuditEntry> entry = audited.append(AuditEvent(
            below ? AuditEvent::Action::WalletBalanceLow : AuditEvent::Action::WalletBalanceRecovered,
            profileId, detail, time));
        if (!entry.ok())
            return entry.error();
    }
    if (const StoreResult<void> committed = audited.commit(); !committed.ok())
        return committed.error();
    qCInfo(lcWallets).noquote() << "wallet" << walletId << "of" << profileId
                                << (below ? "under its alert level" : "back at its alert level");
    return mark;
}

StoreResult<BalanceMark> WalletSettingsStore::markTeam(const QString &profileId, const QString &walletId,
                                                       const Money &available)
{
    const QString what = tr("The low-balance alert of a wallet could not be recorded.");
    BalanceMark mark;
    mark.profileId = profileId;
    mark.walletId = walletId;
    mark.available = available;
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    // paydesk_wallet_alert_mark: any operator; the database compares with its own level, and only
    // the workstation whose update changed the state is told of a crossing.
    const StoreResult<bool> called
        = store::teamCall::call(q, m_store->config(), u"paydesk_wallet_alert_mark"_s,
                                {store::teamCall::nowText(m_store), profileId, walletId, available.currency(),
                                 available.minorUnits()},
                                u"crossing, name, level_minor"_s, what);
    if (!called.ok())
        return called.error();
    if (!called.value() || q.value(0).isNull())
        return mark;
    const QString crossing = q.value(0).toString();
    mark.crossing = crossing == u"LOW"_s ? BalanceMark::Crossing::Low
        : crossing == u"RECOVERED"_s     ? BalanceMark::Crossing::Recovered
                                         : BalanceMark::Crossing::None;
    mark.name = q.value(1).toString();
    if (!q.value(2).isNull())
        mark.level = Money::fromMinorUnits(q.value(2).toLongLong(), available.currency());
    return mark;
}

} // namespace paydesk::wallets
