// SPDX-License-Identifier: GPL-3.0-or-later
// KeyScopeChecker against the sandbox over real HTTP, with keys of chosen scopes: which scopes it
// finds, what it says when the key is refused or the service cannot be reached, and that checking
// creates nothing (no payout, payment account, payin or statement).

#include "ApiClientSupport.h"
#include "SandboxStore.h"
#include "domain/SpecTables.h"
#include "profiles/KeyScopeChecker.h"

#include <QSignalSpy>
#include <QTcpServer>

using namespace paydesk;
using namespace paydesk::test;
using profiles::KeyScopeChecker;
using Grant = KeyScopeChecker::Grant;
using Outcome = KeyScopeChecker::Outcome;

namespace {

const QString kReadOnly = u"sbx_readonly_0123456789abcdef"_qs;
const QString kPayoutMaker = u"sbx_payoutmaker_0123456789abcdef"_qs;
const QString kPayoutWithoutAccounts = u"sbx_payoutonly_0123456789abcdef"_qs;
const QString kStatements = u"sbx_statements_0123456789abcdef"_qs;
const QString kLookupOnly = u"sbx_lookuponly_0123456789abcdef"_qs;
const QString kPayins = u"sbx_payins_0123456789abcdef"_qs;

QList<QPair<QString, QStringList>> keysWithScopes()
{
    return {
        {kReadOnly, {u"wallet:read"_qs, u"bank:read"_qs, u"payout:read"_qs, u"payment-account:read"_qs}},
        {kPayoutMaker, {u"payout:write"_qs, u"payment-account:write"_qs, u"payout:read"_qs}},
        {kPayoutWithoutAccounts, {u"payout:write"_qs}},
        {kStatements, {u"statement:read"_qs, u"statement:write"_qs, u"wallet:read"_qs}},
        {kLookupOnly, {u"lookup:read"_qs}},
        {kPayins, {u"payin:read"_qs, u"payin:write"_qs, u"payment-account:write"_qs}},
    };
}

// Runs one check to its end; the checker's finished() comes exactly once.
bool runCheck(KeyScopeChecker &checker, const QUrl &baseUrl, const QString &key)
{
    QSignalSpy finished(&checker, &KeyScopeChecker::finished);
    checker.start(baseUrl, key);
    if (!checker.isRunning() || !finished.isEmpty())
        return false; // finished() must come later, from the event loop
    if (!finished.wait(30000))
        return false;
    return finished.size() == 1 && !checker.isRunning();
}

QStringList scopesWith(const KeyScopeChecker &checker, Grant grant)
{
    QStringList out;
    for (const auto &r : checker.results()) {
        if (r.grant == grant)
            out << r.scope;
    }
    out.sort();
    return out;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

} // namespace

class TestKeyScopeChecker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void fullKeyHasEveryScope();
    void scopedKeys_data();
    void scopedKeys();
    void payoutWriteNeedsPaymentAccountWriteToBeChecked();
    void checkingCreatesNothing();
    void refusedKey();
    void serviceUnreachable();
    void addressRefusedBeforeSending();
    void wrongAddressIsNotAGrant();
    void oneScopeWithoutAnswer();
    void cancelStopsWithoutFinished();

private:
    std::unique_ptr<SandboxFixture> m_sandbox;
};

void TestKeyScopeChecker::initTestCase()
{
    m_sandbox = std::make_unique<SandboxFixture>(u"empty"_qs, 0.0, keysWithScopes());
    QVERIFY2(m_sandbox->started(), qPrintable(m_sandbox->error()));
}

void TestKeyScopeChecker::fullKeyHasEveryScope()
{
    KeyScopeChecker checker;
    QSignalSpy perScope(&checker, &KeyScopeChecker::scopeChecked);
    QVERIFY(runCheck(checker, m_sandbox->baseUrl(), m_sandbox->key()));
    QCOMPARE(checker.outcome(), Outcome::Checked);
    const QStringList all = spec::codes(spec::scopes());
    QCOMPARE(checker.results().size(), all.size());
    for (int i = 0; i < all.size(); ++i) // in the order of the specification's table
        QCOMPARE(checker.results().at(i).scope, all.at(i));
    QCOMPARE(sorted(checker.grantedScopes()), sorted(all));
    QVERIFY(perScope.size() >= all.size());
    QCOMPARE(checker.summary(), u"The key works and has every scope."_qs);
}

void TestKeyScopeChecker::scopedKeys_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QStringList>("granted");
    QTest::addColumn<QStringList>("unknown");
    QTest::addColumn<Outcome>("outcome");

    const QStringList payoutAndPayinWrite {u"payin:write"_qs, u"payout:write"_qs};
    QTest::newRow("read only") << kReadOnly << keysWithScopes().at(0).second << payoutAndPayinWrite
                               << Outcome::Incomplete;
    QTest::newRow("payout maker") << kPayoutMaker << keysWithScopes().at(1).second << QStringList()
                                  << Outcome::Checked;
    QTest::newRow("statements") << kStatements << keysWithScopes().at(3).second << payoutAndPayinWrite
                                << Outcome::Incomplete;
    QTest::newRow("lookup only") << kLookupOnly << keysWithScopes().at(4).second << payoutAndPayinWrite
                                 << Outcome::Incomplete;
    QTest::newRow("payins") << kPayins << keysWithScopes().at(5).second << QStringList() << Outcome::Checked;
}

void TestKeyScopeChecker::scopedKeys()
{
    QFETCH(QString, key);
    QFETCH(QStringList, granted);
    QFETCH(QStringList, unknown);
    QFETCH(Outcome, outcome);
    KeyScopeChecker checker;
    QVERIFY(runCheck(checker, m_sandbox->baseUrl(), key));
    QCOMPARE(checker.outcome(), outcome);
    QCOMPARE(sorted(checker.grantedScopes()), sorted(granted));
    QCOMPARE(scopesWith(checker, Grant::Unknown), sorted(unknown));
    QStringList notGranted = spec::codes(spec::scopes());
    for (const QString &s : granted + unknown)
        notGranted.removeAll(s);
    QCOMPARE(scopesWith(checker, Grant::NotGranted), sorted(notGranted));
    QCOMPARE(scopesWith(checker, Grant::Checking), QStringList());
    if (outcome == Outcome::Checked)
        QCOMPARE(checker.summary(),
                 u"The key works and has %1 of the %2 scopes."_qs.arg(granted.size())
                     .arg(spec::codes(spec::scopes()).size()));
    else
        QVERIFY2(checker.summary().contains(u"could not be checked"), qPrintable(checker.summary()));
}

void TestKeyScopeChecker::payoutWriteNeedsPaymentAccountWriteToBeChecked()
{
    // The key has payout:write but not payment-account:write: creating a payout is refused (403)
    // for want of the latter, so payout:write itself cannot be seen; the checker says so instead
    // of guessing.
    KeyScopeChecker checker;
    QVERIFY(runCheck(checker, m_sandbox->baseUrl(), kPayoutWithoutAccounts));
    QCOMPARE(checker.grant(u"payout:write"_qs), Grant::Unknown);
    QCOMPARE(checker.grant(u"payment-account:write"_qs), Grant::NotGranted);
    QCOMPARE(checker.grant(u"wallet:read"_qs), Grant::NotGranted);
    for (const auto &r : checker.results()) {
        if (r.scope == u"payout:write")
            QVERIFY2(r.detail.contains(u"payment-account:write"), qPrintable(r.detail));
    }
    QCOMPARE(checker.outcome(), Outcome::Incomplete);
}

void TestKeyScopeChecker::checkingCreatesNothing()
{
    const auto *store = m_sandbox->server->store();
    const qsizetype statements = m_sandbox->server->store()->statements().size();
    for (const QString &key : {m_sandbox->key(), kPayoutMaker, kStatements, kPayins}) {
        KeyScopeChecker checker;
        QVERIFY(runCheck(checker, m_sandbox->baseUrl(), key));
        QVERIFY(checker.grantedScopes().contains(u"payment-account:write")
                || checker.grantedScopes().contains(u"statement:write"));
    }
    QCOMPARE(store->payouts().size(), 0);
    QCOMPARE(store->paymentAccounts().size(), 0);
    QCOMPARE(store->payins().size(), 0);
    QCOMPARE(m_sandbox->server->store()->statements().size(), statements);
    QCOMPARE(statements, 0);
    // Over the API as well, with the full key.
    QCOMPARE(m_sandbox->http().get(u"/payouts"_qs).dataArray().size(), 0);
    QCOMPARE(m_sandbox->http().get(u"/payment-accounts"_qs).dataArray().size(), 0);
}

void TestKeyScopeChecker::refusedKey()
{
    KeyScopeChecker checker;
    QVERIFY(runCheck(checker, m_sandbox->baseUrl(), u"sbx_not_a_key_of_this_service"_qs));
    QCOMPARE(checker.outcome(), Outcome::KeyRefused);
    QCOMPARE(checker.grantedScopes(), QStringList());
    QCOMPARE(scopesWith(checker, Grant::NotGranted), sorted(spec::codes(spec::scopes())));
    QVERIFY2(checker.summary().contains(u"refused this key"), qPrintable(checker.summary()));
}

void TestKeyScopeChecker::serviceUnreachable()
{
    QTcpServer closed;
    QVERIFY(closed.listen(QHostAddress::LocalHost));
    const quint16 port = closed.serverPort();
    closed.close(); // nothing listens there any more: connection refused
    KeyScopeChecker checker;
    checker.client()->setRetryPolicy(api::RetryPolicy::none());
    QVERIFY(runCheck(checker, QUrl(u"http://127.0.0.1:%1/v1"_qs.arg(port)), m_sandbox->key()));
    QCOMPARE(checker.outcome(), Outcome::Unreachable);
    QCOMPARE(scopesWith(checker, Grant::Unknown), sorted(spec::codes(spec::scopes())));
    QVERIFY2(checker.summary().startsWith(u"The key could not be checked"), qPrintable(checker.summary()));
    QCOMPARE(checker.failureRemedy(), Remedy::RetryLater);
}

void TestKeyScopeChecker::addressRefusedBeforeSending()
{
    KeyScopeChecker checker;
    QVERIFY(runCheck(checker, QUrl(u"http://api.example.com/v1"_qs), m_sandbox->key()));
    QCOMPARE(checker.outcome(), Outcome::Unreachable);
    QVERIFY2(checker.summary().contains(u"unencrypted"), qPrintable(checker.summary()));
    QCOMPARE(checker.failureRemedy(), Remedy::OpenSettings);
    QCOMPARE(checker.grantedScopes(), QStringList());
}

void TestKeyScopeChecker::wrongAddressIsNotAGrant()
{
    // Without /v1 every call reaches no endpoint (404 NOT_FOUND): that proves no scope.
    QUrl root = m_sandbox->baseUrl();
    root.setPath(u"/nothing-here"_qs);
    KeyScopeChecker checker;
    QVERIFY(runCheck(checker, root, m_sandbox->key()));
    QCOMPARE(checker.grantedScopes(), QStringList());
    QCOMPARE(checker.outcome(), Outcome::Unreachable);
    QVERIFY2(checker.summary().contains(u"address"), qPrintable(checker.summary()));
    QCOMPARE(checker.failureRemedy(), Remedy::None); // the summary says what to check
}

void TestKeyScopeChecker::oneScopeWithoutAnswer()
{
    const HttpResult added = m_sandbox->addFault(fault("GET", "/v1/wallets", "status", 5));
    QCOMPARE(added.status, 201);
    KeyScopeChecker checker;
    checker.client()->setRetryPolicy(api::RetryPolicy::none());
    QVERIFY(runCheck(checker, m_sandbox->baseUrl(), m_sandbox->key()));
    m_sandbox->http().del(u"/_sandbox/faults"_qs);
    QCOMPARE(checker.grant(u"wallet:read"_qs), Grant::Unknown);
    QCOMPARE(checker.grantedScopes().size(), spec::codes(spec::scopes()).size() - 1);
    QCOMPARE(checker.outcome(), Outcome::Incomplete);
    QVERIFY2(checker.summary().contains(u"but 1 scope"), qPrintable(checker.summary()));
    QCOMPARE(checker.failureRemedy(), Remedy::ContactSupport); // a 500
}

void TestKeyScopeChecker::cancelStopsWithoutFinished()
{
    KeyScopeChecker checker;
    QSignalSpy finished(&checker, &KeyScopeChecker::finished);
    checker.start(m_sandbox->baseUrl(), m_sandbox->key());
    QVERIFY(checker.isRunning());
    checker.cancel();
    QVERIFY(!checker.isRunning());
    QCOMPARE(finished.size(), 0);
    // Started again, it finishes once: the cancelled calls added nothing to it.
    checker.start(m_sandbox->baseUrl(), m_sandbox->key());
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.size(), 1);
    QCOMPARE(checker.outcome(), Outcome::Checked);
    QCOMPARE(checker.grantedScopes().size(), spec::codes(spec::scopes()).size());
}

QTEST_GUILESS_MAIN(TestKeyScopeChecker)
#include "tst_keyscopechecker.moc"
