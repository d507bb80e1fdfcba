// SPDX-License-Identifier: GPL-3.0-or-later
// Wallet names and low-balance alerts in a team database (label postgres; TeamDatabase.h), through
// the team layer's functions (80-wallets.sql), session_user the person acting: an administrator
// names a wallet and sets its level and another workstation reads it; a maker's put is refused by
// the database itself (PD002), even written by hand; a crossing is told to ONE workstation once;
// an operator cannot write the tables nor record a wallet.* entry of their own; `team init` brings
// a team database of version 2 up to version 3.
#include "TeamDatabase.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/Store.h"
#include "store/TeamSchema.h"
#include "wallets/WalletSettingsStore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::operators;
using namespace paydesk::store;
using namespace paydesk::test;
using namespace paydesk::wallets;
using namespace Qt::StringLiterals;
using Role = Operator::Role;
using Kind = StoreError::Kind;
using Crossing = BalanceMark::Crossing;

namespace {

const QString kProfile = u"prf-team"_s;
const QString kWallet = u"wlt-0000000000000kes1"_s;

struct Workstation
{
    explicit Workstation(const StoreConfig &config)
        : store(config)
        , log(&store)
        , operators(&store, &log)
        , wallets(&store, &log)
    {
        operators.setHashParameters({10, 8, 1});
    }
    ~Workstation() { store.waitForPosted(); }
    Store store;
    AuditLog log;
    Operators operators;
    WalletSettingsStore wallets;
};

template<typename T> QByteArray why(const StoreResult<T> &result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}

Money kes(qint64 minor)
{
    return Money::fromMinorUnits(minor, u"KES");
}

WalletSetting setting(const QString &name, std::optional<qint64> level)
{
    return WalletSetting {kWallet, u"KES"_s, name, level, {}, {}};
}

} // namespace

class TestTeamWallets : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(u"tst_teamwallets"_s);
    }
    void init()
    {
        m_team = std::make_unique<TeamDatabase>();
        QString why;
        QVERIFY2(m_team->setUp(&why), qPrintable(why));
        m_ana = m_team->addOperator(u"ana"_s, Role::Maker);
        m_bo = m_team->addOperator(u"bo"_s, Role::Approver, true);
        QVERIFY(!m_ana.user.isEmpty() && !m_bo.user.isEmpty());
    }
    void cleanup() { m_team.reset(); }

    void anAdministratorNamesAndEveryoneReads();
    void aMakersPutIsRefusedByTheDatabase();
    void aCrossingIsToldToOneWorkstationOnce();
    void initUpgradesVersionTwo();

private:
    std::unique_ptr<Workstation> open(const StoreConfig &config)
    {
        auto w = std::make_unique<Workstation>(config);
        const StoreResult<void> opened = w->store.open();
        if (!opened.ok())
            qWarning().noquote() << opened.error().toString();
        return w;
    }
    AuthenticatedOperator signIn(Workstation &w, const StoreConfig &who)
    {
        const AuthResult r = w.operators.authenticate(who.user, who.password);
        if (!r.ok())
            qFatal("%s cannot sign in: %s", qPrintable(who.user), qPrintable(r.message()));
        return *r.authenticated;
    }
    qint64 entries(Workstation &w, const QString &action)
    {
        QSqlQuery q(w.store.connection().value());
        if (!q.exec(u"SELECT count(*) FROM audit_log WHERE action = '%1'"_s.arg(action)) || !q.next())
            return -1;
        return q.value(0).toLongLong();
    }

    std::unique_ptr<TeamDatabase> m_team;
    StoreConfig m_ana; // maker
    StoreConfig m_bo; // approver, administrator
};

void TestTeamWallets::anAdministratorNamesAndEveryoneReads()
{
    auto bo = open(m_bo);
    auto ana = open(m_ana);
    QCOMPARE(bo->store.state(), Store::State::Open);
    const AuthenticatedOperator admin = signIn(*bo, m_bo);
    const StoreResult<WalletSetting> put = bo->wallets.put(admin, kProfile, setting(u" Payroll "_s, 50000));
    QVERIFY2(put.ok(), why(put));
    QCOMPARE(put.value().name, u"Payroll"_s);
    QCOMPARE(put.value().updatedBy, m_bo.user); // session_user, not an argument
    const WalletSettings read = ana->wallets.settingsOf(kProfile).value();
    QCOMPARE(read.value(kWallet).name, u"Payroll"_s);
    QCOMPARE(read.value(kWallet).alertLevelMinor, std::optional<qint64>(50000));
    QCOMPARE(entries(*ana, u"wallet.settings_changed"_s), 1);
    // The same again: nothing appended.
    QVERIFY(bo->wallets.put(admin, kProfile, setting(u"Payroll"_s, 50000)).ok());
    QCOMPARE(entries(*ana, u"wallet.settings_changed"_s), 1);
    QVERIFY(bo->log.verify().value().isIntact());
}

void TestTeamWallets::aMakersPutIsRefusedByTheDatabase()
{
    auto ana = open(m_ana);
    QCOMPARE(ana->store.state(), Store::State::Open);
    const AuthenticatedOperator maker = signIn(*ana, m_ana);
    const StoreResult<WalletSetting> put = ana->wallets.put(maker, kProfile, setting(u"Mine"_s, 1));
    QVERIFY(!put.ok());
    QCOMPARE(put.error().kind(), Kind::NotAllowed);
    QVERIFY(ana->wallets.settingsOf(kProfile).value().isEmpty());

    // By hand, on the maker's own connection: the function refuses (PD002), the tables too, and
    // paydesk_record will not write a wallet.* entry.
    QSqlDatabase db = m_team->connect(m_ana);
    QSqlQuery q(db);
    q.prepare(u"SELECT wallet_id FROM paydesk_wallet_setting_put(:now, 'p', 'w', 'KES', 'x', 1)"_s);
    q.bindValue(u":now"_s, AuditEntry::timeText(QDateTime::currentDateTimeUtc()));
    QVERIFY(!q.exec());
    QCOMPARE(q.lastError().nativeErrorCode(), u"PD002"_s);
    QVERIFY(!q.exec(
        u"INSERT INTO wallet_settings (profile_id, wallet_id, currency, name, updated_by, updated_at) "
        "VALUES ('p', 'w', 'KES', 'x', 'ana', 'now')"_s));
    QVERIFY(!q.exec(u"DELETE FROM wallet_alert_state"_s));
    q.prepare(u"SELECT paydesk_record(:now, 'p', 'wallet.balance_low', '{}'::jsonb)"_s);
    q.bindValue(u":now"_s, AuditEntry::timeText(QDateTime::currentDateTimeUtc()));
    QVERIFY(!q.exec());
    QCOMPARE(q.lastError().nativeErrorCode(), u"PD002"_s);
    QCOMPARE(entries(*ana, u"wallet.settings_changed"_s), 0);
}

void TestTeamWallets::aCrossingIsToldToOneWorkstationOnce()
{
    auto bo = open(m_bo);
    auto ana = open(m_ana);
    QVERIFY(bo->wallets.put(signIn(*bo, m_bo), kProfile, setting(u"Payroll"_s, 50000)).ok());
    QCOMPARE(ana->wallets.markBalance(kProfile, kWallet, kes(60000)).value().crossing, Crossing::None);
    // The maker's workstation sees it under first: told there, and not at the administrator's.
    const StoreResult<BalanceMark> low = ana->wallets.markBalance(kProfile, kWallet, kes(100));
    QVERIFY2(low.ok(), why(low));
    QCOMPARE(low.value().crossing, Crossing::Low);
    QCOMPARE(low.value().name, u"Payroll"_s);
    QCOMPARE(low.value().level, kes(50000));
    QCOMPARE(bo->wallets.markBalance(kProfile, kWallet, kes(100)).value().crossing, Crossing::None);
    QCOMPARE(ana->wallets.markBalance(kProfile, kWallet, kes(90)).value().crossing, Crossing::None);
    {
        auto restarted = open(m_ana);
        QCOMPARE(restarted->wallets.markBalance(kProfile, kWallet, kes(90)).value().crossing, Crossing::None);
    }
    QCOMPARE(entries(*bo, u"wallet.balance_low"_s), 1);
    QCOMPARE(bo->wallets.markBalance(kProfile, kWallet, kes(70000)).value().crossing, Crossing::Recovered);
    QCOMPARE(ana->wallets.markBalance(kProfile, kWallet, kes(70000)).value().crossing, Crossing::None);
    QCOMPARE(entries(*bo, u"wallet.balance_recovered"_s), 1);
    QVERIFY(bo->log.verify().value().isIntact());
}

void TestTeamWallets::initUpgradesVersionTwo()
{
    {
        // A team database as version 2 left it: no step 15 or 16, none of 80-wallets.sql or
        // 85-overview.sql.
        QSqlDatabase owner = m_team->ownerSql();
        QSqlQuery q(owner);
        for (const QString &sql :
             {u"UPDATE team_settings SET value = '2' WHERE key = 'team_version'"_s,
              u"DROP FUNCTION paydesk_wallet_setting_put(text, text, text, text, text, bigint)"_s,
              u"DROP FUNCTION paydesk_wallet_alert_mark(text, text, text, text, bigint)"_s,
              u"DROP TABLE wallet_settings"_s, u"DROP TABLE wallet_alert_state"_s,
              u"DELETE FROM schema_version WHERE version = 15"_s,
              u"DROP FUNCTION paydesk_balance_sample_put(text, text, text, text, bigint)"_s,
              u"DROP TABLE wallet_balance_samples"_s, u"DROP INDEX payout_outbox_in_flight"_s,
              u"DROP INDEX payout_outbox_failed"_s, u"DELETE FROM schema_version WHERE version = 16"_s})
            QVERIFY2(q.exec(sql), qPrintable(sql + u": "_s + q.lastError().text()));
    }
    {
        Store old(m_ana);
        QVERIFY(!old.open().ok()); // this Paydesk wants team version 3: "run team init"
    }
    const StoreResult<TeamInitReport> report = TeamSchema::init(m_team->ownerConfig(), m_team->rolePrefix());
    QVERIFY2(report.ok(), why(report));
    QVERIFY(report.value().changed);
    QCOMPARE(report.value().teamVersion, 3);
    QVERIFY2(report.value().done.join(u' ').contains(u"from team version 2 to 3"_s),
             qPrintable(report.value().done.join(u' ')));
    auto bo = open(m_bo);
    QCOMPARE(bo->store.state(), Store::State::Open);
    QVERIFY(bo->wallets.put(signIn(*bo, m_bo), kProfile, setting(u"Payroll"_s, 1)).ok());
}

QTEST_GUILESS_MAIN(TestTeamWallets)
#include "tst_teamwallets.moc"
