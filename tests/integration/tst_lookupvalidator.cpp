// SPDX-License-Identifier: GPL-3.0-or-later
// The live lookup of a payout's account against the sandbox over real HTTP, through a recording
// proxy: the holder found with each verdict against the name typed, the debounce (one request for
// a burst of typing), a request in flight given up for the newer account, the sandbox's magic
// numbers for not found (000404) and unavailable (000500), retry, the account types without a
// lookup, refusals, and a change of session.
#include "ApiClientSupport.h"
#include "RecordingProxy.h"
#include "SessionSupport.h"
#include "Waits.h"
#include "payouts/LookupValidator.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using namespace paydesk;
using namespace paydesk::test;
using payouts::LookupValidator;
using payouts::NameMatch;
using payouts::NameVerdict;
using State = LookupValidator::State;

namespace {

const QString kNumber = u"+254712345678"_s;
const QString kOtherNumber = u"+254722111222"_s;
const QString kReadOnlyKey = u"sbx_lookup_wallets_only_0123456789"_s;

// Whatever `v` was waiting to ask, asked and answered, without waiting out its debounce: an
// interval of 0 (setDebounceInterval() restarts a running debounce) fires it before a zero timer
// started after it; then the request it made, if any, is waited for until answered (through the
// proxy: counted). The interval is set back after.
void runOutTheDebounce(LookupValidator &v)
{
    const std::chrono::milliseconds interval = v.debounceInterval();
    v.setDebounceInterval(0ms);
    QTimer after;
    after.setSingleShot(true);
    after.setTimerType(Qt::PreciseTimer);
    bool fired = false;
    QObject::connect(&after, &QTimer::timeout, [&fired] { fired = true; });
    after.start(0);
    QVERIFY(QTest::qWaitFor([&fired] { return fired; }));
    QTRY_VERIFY(!v.isRequestInFlight());
    v.setDebounceInterval(interval);
}

} // namespace

class TestLookupValidator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();

    void foundWithEachVerdict();
    void bankAccountFound();
    void burstOfTypingSendsOneRequest();
    void newerAccountCancelsTheRequestInFlight();
    void notFound();
    void unavailableThenRetry();
    void unavailableRetriedUntilItAnswers();
    void notOfferedSendsNothing_data();
    void notOfferedSendsNothing();
    void incompleteAccountSendsNothing();
    void refusalsAreFailures();
    void changeOfSessionChecksAgainThroughTheNewOne();
    void savedResultRoundTrips();

private:
    SandboxFixture &sandbox() { return *m_sandbox; }
    int lookups() const { return m_proxy->count("GET", "/v1/lookups/"); }
    // The sandbox's fictitious holder of `number`, asked directly (not through the proxy).
    QString holderOf(const QString &number)
    {
        const std::unique_ptr<api::ApiClient> direct = makeClient(sandbox());
        const api::ApiResult r = wait(direct->lookup(number, u"MOBILE_MONEY"_s, u"SAFARICOM"_s));
        return r.isOk() ? r.value<api::LookupResult>()->holderName : QString();
    }
    // A validator on the proxied session, with a short debounce.
    std::unique_ptr<LookupValidator> makeValidator(std::chrono::milliseconds debounce = 20ms)
    {
        auto v = std::make_unique<LookupValidator>();
        v->setDebounceInterval(debounce);
        v->setClient(m_session->client());
        return v;
    }

    std::unique_ptr<SandboxFixture> m_sandbox;
    std::unique_ptr<RecordingProxy> m_proxy;
    std::unique_ptr<session::Session> m_session;
};

void TestLookupValidator::init()
{
    m_sandbox = std::make_unique<SandboxFixture>(
        u"empty"_s, 0.0, QList<QPair<QString, QStringList>> {{kReadOnlyKey, {u"wallet:read"_s}}});
    QVERIFY2(sandbox().started(), qPrintable(sandbox().error()));
    m_proxy = std::make_unique<RecordingProxy>(sandbox().baseUrl());
    QVERIFY(m_proxy->isListening());
    m_session = makeSession(m_proxy->baseUrl(), sandbox().key());
    QVERIFY(m_session);
}

void TestLookupValidator::cleanup()
{
    m_session.reset();
    m_proxy.reset();
    m_sandbox.reset();
}

void TestLookupValidator::foundWithEachVerdict()
{
    const QString holder = holderOf(kNumber);
    const QStringList words = holder.split(u' ');
    QCOMPARE(words.size(), 2); // the sandbox's names: a given name and a surname
    const QString given = words.at(0), surname = words.at(1);

    auto v = makeValidator();
    QCOMPARE(v->state(), State::Idle);
    QSignalSpy states(v.get(), &LookupValidator::stateChanged);
    v->setTypedName(given + u' ' + surname);
    v->setAccount(u"MOBILE_MONEY"_s, u"KE"_s, kNumber, u"SAFARICOM"_s);
    QCOMPARE(v->state(), State::Checking);
    QVERIFY(!v->message().isEmpty());
    QTRY_COMPARE(v->state(), State::Found);
    QCOMPARE(states.size(), 2); // Checking, Found
    QCOMPARE(states.at(1).at(0).value<State>(), State::Found);
    QCOMPARE(v->registeredName(), holder);
    QCOMPARE(v->verdict(), NameVerdict::Match);
    QVERIFY2(v->message().contains(holder), qPrintable(v->message()));
    QVERIFY(v->result().checkedAt.isValid());
    QCOMPARE(v->result().checkedAt.timeSpec(), Qt::UTC);
    QCOMPARE(lookups(), 1);

    // Other names typed: a verdict each, and no request.
    QSignalSpy results(v.get(), &LookupValidator::resultChanged);
    const struct
    {
        QString typed;
        NameVerdict verdict;
        NameMatch::Reason reason;
    } rows[] = {
        {surname.toUpper() + u", "_s + given.toLower(), NameVerdict::Match, NameMatch::Reason::SameName},
        {given.left(1) + u". "_s + surname, NameVerdict::CloseMatch, NameMatch::Reason::Initial},
        {given + u" Zzyzxwa"_s, NameVerdict::NoMatch, NameMatch::Reason::DifferentSurname},
    };
    for (const auto &row : rows) {
        v->setTypedName(row.typed);
        QCOMPARE(v->state(), State::Found);
        QCOMPARE(v->verdict(), row.verdict);
        QCOMPARE(v->match()->reason, row.reason);
        QCOMPARE(v->result().verdict, row.verdict);
        QVERIFY2(v->message().contains(holder), qPrintable(v->message()));
    }
    QCOMPARE(results.size(), 3);
    const QString noMatchMessage = v->message();
    v->setTypedName(given.left(1) + u". "_s + surname);
    QVERIFY(v->message() != noMatchMessage); // the verdict is said, not only the name

    // No name typed: the registered name, without a verdict.
    v->setTypedName({});
    QCOMPARE(v->state(), State::Found);
    QVERIFY(!v->verdict());

    // One click puts the registered name into the form.
    v->setTypedName(given + u" Zzyzxwa"_s);
    QSignalSpy applied(v.get(), &LookupValidator::registeredNameApplied);
    QVERIFY(v->applyRegisteredName());
    QCOMPARE(applied.size(), 1);
    QCOMPARE(applied.at(0).at(0).toString(), holder);
    QCOMPARE(v->typedName(), holder);
    QCOMPARE(v->verdict(), NameVerdict::Match);
    runOutTheDebounce(*v);
    QCOMPARE(lookups(), 1);
    QCOMPARE(states.size(), 2);
}

void TestLookupValidator::bankAccountFound()
{
    const QString bank = sandbox().bankId(u"GH"_s);
    QVERIFY(bank.startsWith(u"bnk-"));
    auto v = makeValidator();
    v->setAccount(u"BANK_ACCOUNT"_s, u"GH"_s, u"0123 4567 89"_s, bank);
    QCOMPARE(v->account().number, u"0123456789"_s); // grouping typed is left out
    QTRY_COMPARE(v->state(), State::Found);
    QVERIFY(!v->registeredName().isEmpty());
    QVERIFY(m_proxy->requests().last().path.contains(QByteArray("bank_id=" + bank.toUtf8())));
    QCOMPARE(v->result().toJson().value(u"account"_s).toObject().value(u"bank_id"_s).toString(), bank);
}

void TestLookupValidator::burstOfTypingSendsOneRequest()
{
    auto v = makeValidator(250ms);
    QSignalSpy states(v.get(), &LookupValidator::stateChanged);
    // The number typed digit by digit, a few milliseconds apart.
    const QString full = kOtherNumber;
    for (qsizetype n = 10; n <= full.size(); ++n) {
        v->setAccount(u"MOBILE_MONEY"_s, u"KE"_s, full.left(n), u"SAFARICOM"_s);
        letTimePass(10ms, "a person typing: keystrokes a few milliseconds apart, within the debounce");
    }
    QCOMPARE(lookups(), 0); // still typing
    QCOMPARE(v->state(), State::Checking);
    QTRY_COMPARE(v->state(), State::Found);
    QCOMPARE(lookups(), 1);
    QVERIFY(m_proxy->requests().last().path.contains(full.mid(1).toUtf8())); // the last number only
    QCOMPARE(v->registeredName(), holderOf(full));
    QCOMPARE(states.size(), 2); // Checking once, then Found

    // The same account again (another field of the form changed): nothing is asked.
    v->setAccount(u"MOBILE_MONEY"_s, u"KE"_s, full, u"SAFARICOM"_s);
    QCOMPARE(v->state(), State::Found);
    runOutTheDebounce(*v);
    QCOMPARE(lookups(), 1);
    QCOMPARE(states.size(), 2);
}

void TestLookupValidator::newerAccountCancelsTheRequestInFlight()
{
    const QString second = holderOf(kOtherNumber);
    // The first lookup is held by the sandbox.
    QJsonObject delay = fault("GET", "/v1/lookups/*", "delay");
    delay.insert(u"delay_ms"_s, 1500);
    QCOMPARE(sandbox().addFault(delay).status, 201);

    auto v = makeValidator();
    QSignalSpy results(v.get(), &LookupValidator::resultChanged);
    v->setAccount(u"MOBILE_MONEY"_s, u"KE"_s, kNumber, u"SAFARICOM"_s);
    QTRY_COMPARE(lookups(), 1);
    QVERIFY(v->isRequestInFlight());
    QElapsedTimer sinceFirst;
    sinceFirst.start();

    v->setAccount(u"MOBILE_MONEY"_s, u"KE"_s, kOtherNumber, u"SAFARICOM"_s);
    QVERIFY(!v->isRequestInFlight()); // stale at once: given up
    QCOMPARE(v->state(), State::Checking);
    QTRY_COMPARE(m_proxy->hangUps(), 1);
    QTRY_COMPARE(v->state(), State::Found);
    QCOMPARE(lookups(), 2);
    QCOMPARE(v->registeredName(), second);
    QCOMPARE(v->account().number, kOtherNumber);
    QVERIFY(sinceFirst.elapsed() < 1500); // not after the first request's answer

    // Past the time the first answer was held: nothing more comes.
    const int seen = int(results.size());
    letTimePass(std::chrono::milliseconds(std::max<qint64>(0, 1700 - sinceFirst.elapsed())),
                "the sandbox holds the first answer 1500 ms: none of it may come after that");
    QCOMPARE(results.size(), seen);
    QCOMPARE(v->state(), State::Found);
    QCOMPARE(v->registeredName(), second);
}

void TestLookupValidator::notFound()
{
    auto v = makeValidator();
    v->setTypedName(u"Jane Wanjiku"_s);
    v->setAccount(u"MOBILE_MONEY"_s, u"KE"_s, u"+254712000404"_s, u"SAFARICOM"_s);
    QTRY_COMPARE(v->state(), State::NotFound);
    QCOMPARE(lookups(), 1); // a 404 is an answer, not retried
    QVERIFY(v->registeredName().isEmpty());
    QVERIFY(!v->verdict());
    QVERIFY(v->result().checkedAt.isValid());
    QVERIFY2(v->message().contains(u"No account"_s), qPrintable(v->message()));
    QVERIFY(!v->canRetry());
    QVERIFY(!v->retry());
    QVERIFY(!v->applyRegisteredName());
}

void TestLookupValidator::unavailableThenRetry()
{
    auto v = makeValidator();
    v->setAccount(u"MOBILE_MONEY"_s, u"KE"_s, u"+254712000500"_s, u"SAFARICOM"_s);
    QTRY_COMPARE(v->state(), State::Unavailable);
    QCOMPARE(lookups(), 3); // the first request and the client's two retries (makeSession)
    QCOMPARE(v->lastError().httpStatus(), 500);
    QCOMPARE(v->lastError().remedy(), Remedy::ContactSupport);
    QVERIFY(!v->message().isEmpty());
    QVERIFY(v->registeredName().isEmpty());
    QVERIFY(!v->result().checkedAt.isValid());

    QSignalSpy states(v.get(), &LookupValidator::stateChanged);
    QVERIFY(v->canRetry());
    QVERIFY(v->retry()); // at once, no debounce
    QCOMPARE(v->state(), State::Checking);
    QVERIFY(v->isRequestInFlight());
    QTRY_COMPARE(v->state(), State::Unavailable);
    QCOMPARE(lookups(), 6);
    QCOMPARE(states.size(), 2);
}

void TestLookupValidator::unavailableRetriedUntilItAnswers()
{
    // Every attempt of the first check is answered 503; the retry is answered.
    QJsonObject down = fault("GET", "/v1/lookups/*", "status", 3);
    down.insert(u"status"_s, 503);
    QCOMPARE(sandbox().addFault(down).status, 201);
    auto v = makeValidator();
    v->setAccount(u"MOBILE_MONEY"_s, u"KE"_s, kNumber, u"SAFARICOM"_s);
    QTRY_COMPARE(v->state(), State::Unavailable);
    QCOMPARE(v->lastError().httpStatus(), 503);
    QCOMPARE(v->lastError().remedy(), Remedy::RetryLater);
    QVERIFY(v->retry());
    QTRY_COMPARE(v->state(), State::Found);
    QCOMPARE(v->registeredName(), holderOf(kNumber));
    QVERIFY(!v->lastError().isError());
    QCOMPARE(lookups(), 4);
}

void TestLookupValidator::notOfferedSendsNothing_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("country");
    QTest::addColumn<QString>("number");
    QTest::addColumn<QString>("operatorOrBank");
    QTest::addColumn<QString>("said"); // in the message
    QTest::newRow("UPI") << u"ALIAS"_s << u"IN"_s << u"jane@upi"_s << u"UPI"_s << u"UPI"_s;
    QTest::newRow("IFSC") << u"BANK_ACCOUNT_ROUTE"_s << u"IN"_s << u"123456789"_s << u"HDFC0001234"_s
                          << u"routing code"_s;
    QTest::newRow("bKash") << u"MOBILE_MONEY"_s << u"BD"_s << u"+8801712345678"_s << u"BKASH"_s << u"bKash"_s;
    QTest::newRow("Nagad, no country")
        << u"MOBILE_MONEY"_s << QString() << u"+8801712345678"_s << u"NAGAD"_s << u"Nagad"_s;
}

void TestLookupValidator::notOfferedSendsNothing()
{
    QFETCH(QString, type);
    QFETCH(QString, country);
    QFETCH(QString, number);
    QFETCH(QString, operatorOrBank);
    QFETCH(QString, said);
    auto v = makeValidator();
    v->setTypedName(u"Jane Wanjiku"_s);
    v->setAccount(type, country, number, operatorOrBank);
    QCOMPARE(v->state(), State::NotOffered); // at once
    QVERIFY2(v->message().contains(said), qPrintable(v->message()));
    QVERIFY(!v->verdict());
    QVERIFY(!v->canRetry());
    runOutTheDebounce(*v);
    QCOMPARE(v->state(), State::NotOffered);
    QCOMPARE(lookups(), 0);
}

void TestLookupValidator::incompleteAccountSendsNothing()
{
    QCOMPARE(LookupValidator().debounceInterval(), LookupValidator::defaultDebounce);
    QCOMPARE(LookupValidator::defaultDebounce, 400ms);
    auto v = makeValidator();
    QSignalSpy states(v.get(), &LookupValidator::stateChanged);
    v->setAccount(u"MOBILE_MONEY"_s, u"KE"_s, kNumber, QString()); // no operator yet
    QCOMPARE(v->state(), State::Idle);
    v->setAccount(u"MOBILE_MONEY"_s, u"KE"_s, u"0712"_s, u"SAFARICOM"_s); // not a number yet
    QCOMPARE(v->state(), State::Idle);
    v->setAccount(u"MOBILE_MONEY"_s, u"KE"_s, kNumber, u"MTN"_s); // another country's operator
    QCOMPARE(v->state(), State::Idle);
    v->setAccount(u"BANK_ACCOUNT"_s, u"GH"_s, u"0123456789"_s, QString()); // no bank yet
    QCOMPARE(v->state(), State::Idle);
    v->setAccount(u"BANK_ACCOUNT"_s, u"GH"_s, u"01234/56789"_s, u"bnk-x"_s);
    QCOMPARE(v->state(), State::Idle);
    v->setAccount({}, {}, {}, {});
    QCOMPARE(v->state(), State::Idle);
    QVERIFY(v->message().isEmpty());
    QCOMPARE(states.size(), 0);

    // Complete but no client: nothing to ask through.
    v->setClient(nullptr);
    v->setAccount(u"MOBILE_MONEY"_s, u"KE"_s, kNumber, u"SAFARICOM"_s);
    QCOMPARE(v->state(), State::Idle);
    runOutTheDebounce(*v);
    QCOMPARE(lookups(), 0);

    // Complete, then incomplete while waiting: the request is not sent.
    v->setClient(m_session->client());
    QCOMPARE(v->state(), State::Checking);
    v->setAccount(u"MOBILE_MONEY"_s, u"KE"_s, kNumber.left(6), u"SAFARICOM"_s);
    QCOMPARE(v->state(), State::Idle);
    runOutTheDebounce(*v);
    QCOMPARE(v->state(), State::Idle);
    QCOMPARE(lookups(), 0);
}

void TestLookupValidator::refusalsAreFailures()
{
    {
        // A key without lookup:read: 403, said in words, not retried.
        const std::unique_ptr<session::Session> readOnly = makeSession(m_proxy->baseUrl(), kReadOnlyKey);
        QVERIFY(readOnly);
        LookupValidator v;
        v.setDebounceInterval(20ms);
        v.setClient(readOnly->client());
        v.setAccount(u"MOBILE_MONEY"_s, u"KE"_s, kNumber, u"SAFARICOM"_s);
        QTRY_COMPARE(v.state(), State::Failed);
        QCOMPARE(v.lastError().httpStatus(), 403);
        QCOMPARE(v.lastError().remedy(), Remedy::CheckKey);
        QVERIFY2(v.message().contains(v.lastError().userMessage()), qPrintable(v.message()));
        QCOMPARE(lookups(), 1);
    }
    {
        // A bank the service does not know: its 422, said in words.
        auto v = makeValidator();
        v->setAccount(u"BANK_ACCOUNT"_s, u"GH"_s, u"0123456789"_s, u"bnk-does-not-exist"_s);
        QTRY_COMPARE(v->state(), State::Failed);
        QCOMPARE(v->lastError().httpStatus(), 422);
        QVERIFY(!v->message().isEmpty());
        QVERIFY(v->canRetry());
    }
}

void TestLookupValidator::changeOfSessionChecksAgainThroughTheNewOne()
{
    RecordingProxy other(sandbox().baseUrl());
    std::unique_ptr<session::Session> second = makeSession(other.baseUrl(), sandbox().key());
    QVERIFY(second);
    QJsonObject delay = fault("GET", "/v1/lookups/*", "delay");
    delay.insert(u"delay_ms"_s, 1500);
    QCOMPARE(sandbox().addFault(delay).status, 201);

    auto v = makeValidator();
    v->setAccount(u"MOBILE_MONEY"_s, u"KE"_s, kNumber, u"SAFARICOM"_s);
    QTRY_COMPARE(lookups(), 1);
    QVERIFY(v->isRequestInFlight());

    v->setClient(second->client());
    QCOMPARE(v->state(), State::Checking);
    QTRY_COMPARE(m_proxy->hangUps(), 1); // the first session's request given up
    QTRY_COMPARE(v->state(), State::Found);
    QCOMPARE(other.count("GET", "/v1/lookups/"), 1);
    QCOMPARE(v->registeredName(), holderOf(kNumber));

    // A result of one session is not kept for another: back to the first, asked again.
    v->setClient(m_session->client());
    QCOMPARE(v->state(), State::Checking);
    QTRY_COMPARE(v->state(), State::Found);
    QCOMPARE(lookups(), 2);

    // The session's client goes away: nothing left to ask through.
    v->setClient(second->client());
    QCOMPARE(v->state(), State::Checking);
    second.reset();
    QVERIFY(!v->client());
    QCOMPARE(v->state(), State::Idle);
}

void TestLookupValidator::savedResultRoundTrips()
{
    const QString holder = holderOf(kNumber);
    auto v = makeValidator();
    v->setTypedName(holder.left(1) + u". "_s + holder.section(u' ', 1));
    v->setAccount(u"MOBILE_MONEY"_s, u"KE"_s, kNumber, u"SAFARICOM"_s);
    QTRY_COMPARE(v->state(), State::Found);
    QCOMPARE(v->verdict(), NameVerdict::CloseMatch);

    const LookupValidator::Result saved = v->result();
    const QJsonObject json = saved.toJson();
    QCOMPARE(json.value(u"state"_s).toString(), u"FOUND"_s);
    QCOMPARE(json.value(u"registered_name"_s).toString(), holder);
    QCOMPARE(json.value(u"verdict"_s).toString(), u"CLOSE_MATCH"_s);
    QVERIFY(json.value(u"checked_at"_s).toString().endsWith(u'Z'));
    QCOMPARE(json.value(u"account"_s).toObject().value(u"number"_s).toString(), kNumber);
    QCOMPARE(json.value(u"account"_s).toObject().value(u"operator"_s).toString(), u"SAFARICOM"_s);

    const std::optional<LookupValidator::Result> back = LookupValidator::Result::fromJson(json);
    QVERIFY(back);
    QCOMPARE(*back, saved);
    QVERIFY(back->isFor(LookupValidator::Account {u"MOBILE_MONEY"_s, u"KE"_s, kNumber, u"SAFARICOM"_s}));
    QVERIFY(
        !back->isFor(LookupValidator::Account {u"MOBILE_MONEY"_s, u"KE"_s, kOtherNumber, u"SAFARICOM"_s}));
    QCOMPARE(back->match()->verdict, NameVerdict::CloseMatch);
    QCOMPARE(LookupValidator::describe(*back), v->message()); // the approver reads what the maker read

    // A saved NotFound, and things that are not a saved result.
    LookupValidator::Result notFound;
    notFound.state = State::NotFound;
    notFound.checkedAt = QDateTime::currentDateTimeUtc();
    QCOMPARE(LookupValidator::Result::fromJson(notFound.toJson()), notFound);
    QVERIFY(!LookupValidator::Result::fromJson({}));
    QVERIFY(!LookupValidator::Result::fromJson({{u"state"_s, u"MAYBE"_s}}));
    QJsonObject noName = json;
    noName.remove(u"registered_name"_s);
    QVERIFY(!LookupValidator::Result::fromJson(noName));
    QJsonObject badVerdict = json;
    badVerdict.insert(u"verdict"_s, u"PERHAPS"_s);
    QVERIFY(!LookupValidator::Result::fromJson(badVerdict));
}

QTEST_GUILESS_MAIN(TestLookupValidator)
#include "tst_lookupvalidator.moc"
