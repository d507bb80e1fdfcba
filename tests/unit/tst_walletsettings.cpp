// SPDX-License-Identifier: GPL-3.0-or-later
// Wallet names and low-balance alert levels in the store (schema step 15, WalletSettingsStore), on
// SQLite and on PostgreSQL: one suite, registered twice as tst_operators is.
//   tst_walletsettings           (label unit)      a SQLite file for each test
//   tst_walletsettings_postgres  (label postgres)  PAYDESK_TEST_STORE=postgres, a fresh schema each
// An administrator names a wallet and sets its level (one audit entry, none for the same again),
// nobody else may; a balance under its level is told ONCE (the next refresh, a restart, a second
// store on the same database tell nothing), back above is told once too; a new level compares
// afresh; the chain holds.

#include "StoreBackend.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/Store.h"
#include "wallets/WalletSettingsStore.h"

#include <QJsonObject>
#include <QSqlQuery>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::store;
using namespace paydesk::wallets;
using namespace Qt::StringLiterals;
using Role = operators::Operator::Role;
using Kind = StoreError::Kind;
using Crossing = BalanceMark::Crossing;

namespace {

const QString kAdaPass = u"ada's long passphrase"_s;
const QString kAnaPass = u"ana drafts payouts"_s;
const QString kProfile = u"prf-test"_s;
const QString kWallet = u"wlt-0000000000000kes1"_s;

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
    WalletSetting s;
    s.walletId = kWallet;
    s.currency = u"KES"_s;
    s.name = name;
    s.alertLevelMinor = level;
    return s;
}

} // namespace

class TestWalletSettings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_backend.setUp(&m_why), qPrintable(m_why)); }
    void init() { QVERIFY2(m_backend.beginTest(&m_why), qPrintable(m_why)); }
    void cleanup() { m_backend.endTest(); }
    void cleanupTestCase() { m_backend.tearDown(); }

    void anAdministratorNamesAWalletAndSetsItsLevel();
    void onlyAnAdministratorMay();
    void aBadSettingIsRefused();
    void aCrossingIsToldOnceAcrossRefreshesAndRestarts();
    void aNewLevelIsComparedAfresh();
    void noLevelNoAlert();

private:
    struct Setup
    {
        explicit Setup(const StoreConfig &config)
            : store(config)
            , log(&store)
            , operators(&store, &log)
            , wallets(&store, &log)
        {
            operators.setHashParameters({10, 8, 1});
        }
        ~Setup() { store.waitForPosted(); }
        Store store;
        AuditLog log;
        Operators operators;
        WalletSettingsStore wallets;
    };
    std::unique_ptr<Setup> open()
    {
        auto s = std::make_unique<Setup>(m_backend.config());
        const StoreResult<void> opened = s->store.open();
        if (!opened.ok())
            qWarning().noquote() << opened.error().toString();
        return s;
    }
    // ada (administrator) and ana (maker); returns ada signed in.
    AuthenticatedOperator people(Setup &s)
    {
        if (!s.operators.addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Role::Viewer, false}, kAdaPass)
                 .ok())
            qFatal("no first administrator");
        const AuthResult ada = s.operators.authenticate(u"ada"_s, kAdaPass);
        if (!ada.ok()
            || !s.operators.add(*ada.authenticated, {u"ana"_s, u"Ana"_s, Role::Maker, false}, kAnaPass).ok())
            qFatal("no team");
        return *ada.authenticated;
    }
    qint64 entries(const QString &action)
    {
        return m_backend.scalar(u"SELECT count(*) FROM audit_log WHERE action = '%1'"_s.arg(action))
            .toLongLong();
    }

    test::StoreBackend m_backend;
    QString m_why;
};

void TestWalletSettings::anAdministratorNamesAWalletAndSetsItsLevel()
{
    auto s = open();
    const AuthenticatedOperator ada = people(*s);
    QVERIFY(s->wallets.settingsOf(kProfile).value().isEmpty());

    const StoreResult<WalletSetting> put = s->wallets.put(ada, kProfile, setting(u"  Payroll "_s, 50000));
    QVERIFY2(put.ok(), why(put));
    QCOMPARE(put.value().name, u"Payroll"_s); // trimmed
    QCOMPARE(put.value().updatedBy, u"ada"_s);
    const WalletSettings read = s->wallets.settingsOf(kProfile).value();
    QCOMPARE(read.size(), 1);
    QCOMPARE(read.value(kWallet).name, u"Payroll"_s);
    QCOMPARE(read.value(kWallet).alertLevelMinor, std::optional<qint64>(50000));
    QCOMPARE(read.value(kWallet).currency, u"KES"_s);
    QVERIFY(read.value(kWallet).updatedAt.isValid());
    QVERIFY(s->wallets.settingsOf(u"prf-other"_s).value().isEmpty()); // a profile's own
    QCOMPARE(entries(u"wallet.settings_changed"_s), 1);

    // The same again: no entry. A change: one more, with before and after.
    QVERIFY(s->wallets.put(ada, kProfile, setting(u"Payroll"_s, 50000)).ok());
    QCOMPARE(entries(u"wallet.settings_changed"_s), 1);
    QVERIFY(s->wallets.put(ada, kProfile, setting(u"Payroll"_s, std::nullopt)).ok());
    QCOMPARE(entries(u"wallet.settings_changed"_s), 2);
    QVERIFY(!s->wallets.settingsOf(kProfile).value().value(kWallet).alertLevelMinor);
    const QList<AuditEntry> log = s->log.entries().value();
    const QJsonObject detail = log.last().detailObject();
    QCOMPARE(log.last().action, u"wallet.settings_changed"_s);
    QCOMPARE(log.last().profileId, kProfile);
    QCOMPARE(detail.value(u"wallet_id"_s).toString(), kWallet);
    QCOMPARE(detail.value(u"by"_s).toString(), u"ada"_s);
    QCOMPARE(
        detail.value(u"before"_s).toObject().value(u"alert_level"_s).toObject().value(u"value"_s).toString(),
        u"500.00"_s);
    QVERIFY(!detail.value(u"after"_s).toObject().contains(u"alert_level"_s));
    QVERIFY(s->log.verify().value().isIntact());
}

void TestWalletSettings::onlyAnAdministratorMay()
{
    auto s = open();
    people(*s);
    const AuthResult ana = s->operators.authenticate(u"ana"_s, kAnaPass);
    QVERIFY(ana.ok());
    const StoreResult<WalletSetting> put
        = s->wallets.put(*ana.authenticated, kProfile, setting(u"Mine"_s, 1));
    QVERIFY(!put.ok());
    QCOMPARE(put.error().kind(), Kind::NotAllowed);
    QVERIFY(s->wallets.settingsOf(kProfile).value().isEmpty());
    QCOMPARE(entries(u"wallet.settings_changed"_s), 0);
}

void TestWalletSettings::aBadSettingIsRefused()
{
    auto s = open();
    const AuthenticatedOperator ada = people(*s);
    WalletSetting negative = setting(u"Payroll"_s, -1);
    QCOMPARE(s->wallets.put(ada, kProfile, negative).error().kind(), Kind::InvalidData);
    WalletSetting longName = setting(QString(81, u'x'), std::nullopt);
    QCOMPARE(s->wallets.put(ada, kProfile, longName).error().kind(), Kind::InvalidData);
    WalletSetting noCurrency = setting(u"Payroll"_s, 1);
    noCurrency.currency = u"XYZ"_s;
    QCOMPARE(s->wallets.put(ada, kProfile, noCurrency).error().kind(), Kind::InvalidData);
    // The database refuses a negative level written behind Paydesk's back too.
    QVERIFY(
        !QSqlQuery(m_backend.raw())
             .exec(u"INSERT INTO wallet_settings (profile_id, wallet_id, currency, name, alert_level_minor, "
                   "updated_by, updated_at) VALUES ('p', 'w', 'KES', '', -5, 'x', 'y')"_s));
}

void TestWalletSettings::aCrossingIsToldOnceAcrossRefreshesAndRestarts()
{
    {
        auto s = open();
        const AuthenticatedOperator ada = people(*s);
        QVERIFY(s->wallets.put(ada, kProfile, setting(u"Payroll"_s, 50000)).ok());
        // Above its level: nothing to tell, and nothing written.
        QCOMPARE(s->wallets.markBalance(kProfile, kWallet, kes(60000)).value().crossing, Crossing::None);
        QCOMPARE(m_backend.scalar(u"SELECT count(*) FROM wallet_alert_state"_s).toInt(), 0);
        // Under it: told once, with the name and the level.
        const StoreResult<BalanceMark> low = s->wallets.markBalance(kProfile, kWallet, kes(49999));
        QVERIFY2(low.ok(), why(low));
        QCOMPARE(low.value().crossing, Crossing::Low);
        QCOMPARE(low.value().name, u"Payroll"_s);
        QCOMPARE(low.value().level, kes(50000));
        QCOMPARE(entries(u"wallet.balance_low"_s), 1);
        // The next refreshes, lower still: nothing more.
        QCOMPARE(s->wallets.markBalance(kProfile, kWallet, kes(49999)).value().crossing, Crossing::None);
        QCOMPARE(s->wallets.markBalance(kProfile, kWallet, kes(100)).value().crossing, Crossing::None);
        QCOMPARE(entries(u"wallet.balance_low"_s), 1);
    }
    {
        // After a restart, and from a second store on the same database: still nothing.
        auto again = open();
        auto other = open();
        QCOMPARE(again->wallets.markBalance(kProfile, kWallet, kes(40000)).value().crossing, Crossing::None);
        QCOMPARE(other->wallets.markBalance(kProfile, kWallet, kes(40000)).value().crossing, Crossing::None);
        QCOMPARE(entries(u"wallet.balance_low"_s), 1);
        // Back at its level: told once, by whichever store sees it first.
        QCOMPARE(other->wallets.markBalance(kProfile, kWallet, kes(50000)).value().crossing,
                 Crossing::Recovered);
        QCOMPARE(again->wallets.markBalance(kProfile, kWallet, kes(50000)).value().crossing, Crossing::None);
        QCOMPARE(entries(u"wallet.balance_recovered"_s), 1);
        // And under again: a new crossing.
        QCOMPARE(again->wallets.markBalance(kProfile, kWallet, kes(10)).value().crossing, Crossing::Low);
        QCOMPARE(entries(u"wallet.balance_low"_s), 2);
        const QList<AuditEntry> log = again->log.entries().value();
        const QJsonObject detail = log.last().detailObject();
        QCOMPARE(log.last().action, u"wallet.balance_low"_s);
        QCOMPARE(detail.value(u"available"_s).toObject().value(u"value"_s).toString(), u"0.10"_s);
        QCOMPARE(detail.value(u"alert_level"_s).toObject().value(u"value"_s).toString(), u"500.00"_s);
        QCOMPARE(detail.value(u"name"_s).toString(), u"Payroll"_s);
        QVERIFY(again->log.verify().value().isIntact());
    }
}

void TestWalletSettings::aNewLevelIsComparedAfresh()
{
    auto s = open();
    const AuthenticatedOperator ada = people(*s);
    QVERIFY(s->wallets.put(ada, kProfile, setting(u"Payroll"_s, 50000)).ok());
    QCOMPARE(s->wallets.markBalance(kProfile, kWallet, kes(100)).value().crossing, Crossing::Low);
    // A lower level that the balance is still under: told again, against the new level.
    QVERIFY(s->wallets.put(ada, kProfile, setting(u"Payroll"_s, 20000)).ok());
    const BalanceMark mark = s->wallets.markBalance(kProfile, kWallet, kes(100)).value();
    QCOMPARE(mark.crossing, Crossing::Low);
    QCOMPARE(mark.level, kes(20000));
    // Renaming alone keeps the state: nothing told.
    QVERIFY(s->wallets.put(ada, kProfile, setting(u"Salaries"_s, 20000)).ok());
    QCOMPARE(s->wallets.markBalance(kProfile, kWallet, kes(100)).value().crossing, Crossing::None);
    QCOMPARE(entries(u"wallet.balance_low"_s), 2);
}

void TestWalletSettings::noLevelNoAlert()
{
    auto s = open();
    const AuthenticatedOperator ada = people(*s);
    // Not set at all, named without a level, or a balance in another currency: nothing.
    QCOMPARE(s->wallets.markBalance(kProfile, kWallet, kes(0)).value().crossing, Crossing::None);
    QVERIFY(s->wallets.put(ada, kProfile, setting(u"Payroll"_s, std::nullopt)).ok());
    QCOMPARE(s->wallets.markBalance(kProfile, kWallet, kes(0)).value().crossing, Crossing::None);
    QVERIFY(s->wallets.put(ada, kProfile, setting(u"Payroll"_s, 100)).ok());
    QCOMPARE(s->wallets.markBalance(kProfile, kWallet, Money::fromMinorUnits(0, u"UGX")).value().crossing,
             Crossing::None);
    QCOMPARE(entries(u"wallet.balance_low"_s), 0);
}

QTEST_GUILESS_MAIN(TestWalletSettings)
#include "tst_walletsettings.moc"
