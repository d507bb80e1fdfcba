// SPDX-License-Identifier: GPL-3.0-or-later
// Payout drafts in the outbox, on SQLite and on PostgreSQL: one suite, registered twice, as
// tst_store is.
//   tst_payoutdrafts           (label unit)      a SQLite file in a temporary folder for each test
//   tst_payoutdrafts_postgres  (label postgres)  PAYDESK_TEST_STORE=postgres: the server named by
//                                                PAYDESK_TEST_PG (scripts/test starts one), each
//                                                test in a fresh schema, dropped afterwards.
//                                                Without PAYDESK_TEST_PG this run fails.
// A draft is saved with its idempotency key and custom_id, survives a restart of the store, is
// reopened into a form as it was left, edited (a new key only for a new body), refused when
// stale, deleted; each change is one audit entry in the same transaction, and the chain holds.

#include "StoreBackend.h"
#include "payouts/DraftContent.h"
#include "payouts/PayoutDraftForm.h"
#include "store/AuditLog.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUuid>

#include <memory>

using namespace paydesk;
using namespace paydesk::store;
using payouts::PayoutDraft;
using namespace Qt::StringLiterals;
using State = PayoutDraft::State;
using Lookup = PayoutDraft::Lookup;
using Kind = StoreError::Kind;

namespace {

const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);

// A valid payout of KES 1,500.50 to an existing Kenyan mobile money account.
std::unique_ptr<payouts::PayoutDraftForm> kenyanForm(const QString &customId = u"PD-20261123-TEST0001"_s)
{
    auto form = std::make_unique<payouts::PayoutDraftForm>(nullptr);
    form->setLocale(kEnglish);
    api::PaymentAccount account;
    account.id = u"pac-2kA9XqL0mR3"_s;
    account.details.type = u"MOBILE_MONEY"_s;
    account.details.country = u"KE"_s;
    account.details.holder = {u"Jane Wanjiku"_s, u"INDIVIDUAL"_s};
    account.details.mobileOperator = u"SAFARICOM"_s;
    account.details.mobileNumber = u"+254712345678"_s;
    form->setExistingAccount(account);
    form->setWallet({u"wlt-KES1"_s, u"KES"_s, {}, {}});
    form->setValue(u"amount.value"_s, u"1,500.50"_s);
    form->setValue(u"custom_id"_s, customId);
    return form;
}

// Content without a form: what a test needs to vary.
PayoutDraft::Content content(const QString &customId, const QString &value = u"1500.50"_s)
{
    PayoutDraft::Content c;
    c.requestBody = QJsonObject {
        {u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, value}}},
        {u"payment_account_id"_s, u"pac-2kA9XqL0mR3"_s},
        {u"custom_id"_s, customId},
    };
    c.formSnapshot = QJsonObject {{u"format"_s, u"test"_s}, {u"note"_s, u"as typed"_s}};
    c.recipientSummary = u"Jane Wanjiku, +254712345678 (MOBILE_MONEY, KE)"_s;
    c.lookup = Lookup::CloseMatch;
    c.registeredName = u"WANJIKU JANE A"_s;
    c.maker = u"ana"_s;
    return c;
}

bool isUuidV4(const QString &text)
{
    const QUuid uuid = QUuid::fromString(text);
    return !uuid.isNull() && uuid.version() == QUuid::Random && uuid.variant() == QUuid::DCE
        && uuid.toString(QUuid::WithoutBraces) == text;
}

template<typename T> QByteArray why(const StoreResult<T> &result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}

} // namespace

class TestPayoutDrafts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();

    void migrationMakesTheOutbox();
    void saveWritesTheDraftBeforeAnythingIsSent();
    void saveNeedsACustomIdAndAProfile();
    void draftSurvivesARestart();
    void reopenedDraftGivesTheFormBack();
    void listIsPerProfileNewestFirst();
    void editKeepsOrRenewsTheIdempotencyKey();
    void staleOrSubmittedDraftIsNotChanged();
    void customIdIsUniquePerProfile();
    void deleteRemovesOnlyADraft();
    void everyChangeIsOneAuditEntry();
    void noDraftWithoutItsAuditEntry();
    void concurrentEditsOneWins();
    void postedCallsAnswerOnTheCallersThread();

private:
    QSqlDatabase raw() { return m_backend.raw(); }
    QVariant scalar(const QString &sql) { return m_backend.scalar(sql); }
    bool exec(const QString &sql) { return m_backend.exec(sql); }
    bool refused(const QString &sql) { return !QSqlQuery(raw()).exec(sql); }
    // Tests' stores: opened on config(), with their log and drafts.
    struct Setup
    {
        explicit Setup(const StoreConfig &config)
            : store(config)
            , log(&store)
            , drafts(&store, &log)
        { }
        Store store;
        AuditLog log;
        PayoutDrafts drafts;
    };
    std::unique_ptr<Setup> open();

    test::StoreBackend m_backend;
    bool m_postgres = false;
    StoreConfig m_config;
};

void TestPayoutDrafts::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(u"tst_payoutdrafts"_s);
    QString why;
    QVERIFY2(m_backend.setUp(&why), qPrintable(why));
    m_postgres = m_backend.isPostgres();
}

void TestPayoutDrafts::init()
{
    QString why;
    QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
    m_config = m_backend.config();
}

void TestPayoutDrafts::cleanup()
{
    m_backend.endTest();
}

void TestPayoutDrafts::cleanupTestCase()
{
    m_backend.tearDown();
}

std::unique_ptr<TestPayoutDrafts::Setup> TestPayoutDrafts::open()
{
    auto setup = std::make_unique<Setup>(m_config);
    const StoreResult<void> opened = setup->store.open();
    if (!opened.ok())
        qWarning().noquote() << opened.error().toString();
    return setup;
}

// --- the table ----------------------------------------------------------------------------------

void TestPayoutDrafts::migrationMakesTheOutbox()
{
    const auto s = open();
    QCOMPARE(scalar(u"SELECT description FROM schema_version WHERE version = 2"_s).toString(),
             u"payout outbox"_s);
    // Every state of PayoutDraft::State fits the table's CHECK; another does not.
    int n = 0;
    const QString insert = u"INSERT INTO payout_outbox (id, profile_id, state, request_body, form_snapshot, "
                           "idempotency_key, custom_id, recipient_summary, created_at, updated_at, revision) "
                           "VALUES ('%1', 'p', '%2', '{}', '{}', '%1', '%1', '', 't', 't', 1)"_s;
    for (int state = 0; state <= int(State::Expired); ++state)
        QVERIFY(exec(insert.arg(u"row-%1"_s.arg(++n), PayoutDraft::stateKey(State(state)))));
    QVERIFY(refused(insert.arg(u"row-x"_s, u"SENT_TWICE"_s)));
    // (profile, custom_id) is unique; an empty custom_id is refused.
    const QString twin = u"INSERT INTO payout_outbox (id, profile_id, state, request_body, form_snapshot, "
                         "idempotency_key, custom_id, recipient_summary, created_at, updated_at, revision) "
                         "VALUES ('%1', '%2', 'DRAFT', '{}', '{}', '%1', '%3', '', 't', 't', 1)"_s;
    QVERIFY(exec(twin.arg(u"a"_s, u"p1"_s, u"PD-1"_s)));
    QVERIFY(exec(twin.arg(u"b"_s, u"p2"_s, u"PD-1"_s)));
    QVERIFY(refused(twin.arg(u"c"_s, u"p1"_s, u"PD-1"_s)));
    QVERIFY(refused(twin.arg(u"d"_s, u"p1"_s, QString())));
}

// --- saving and reading -------------------------------------------------------------------------

void TestPayoutDrafts::saveWritesTheDraftBeforeAnythingIsSent()
{
    const auto s = open();
    const QDateTime before = QDateTime::currentDateTimeUtc().addMSecs(-1);
    const StoreResult<PayoutDraft> saved
        = s->drafts.save(u"profile-ke"_s, content(u"PD-20261123-AAAA0001"_s));
    QVERIFY2(saved.ok(), why(saved));
    const PayoutDraft &d = saved.value();
    QVERIFY2(isUuidV4(d.id), qPrintable(d.id));
    QVERIFY2(isUuidV4(d.idempotencyKey), qPrintable(d.idempotencyKey));
    QVERIFY(d.id != d.idempotencyKey);
    QCOMPARE(d.profileId, u"profile-ke"_s);
    QCOMPARE(d.state, State::Draft);
    QCOMPARE(d.revision, 1);
    QCOMPARE(d.customId(), u"PD-20261123-AAAA0001"_s);
    QCOMPARE(d.amount(), Money::fromMinorUnits(150050, u"KES"));
    QVERIFY(d.createdAt >= before && d.createdAt <= QDateTime::currentDateTimeUtc());
    QCOMPARE(d.createdAt.timeSpec(), Qt::UTC);
    QCOMPARE(d.updatedAt, d.createdAt);

    // The row, as another program sees it: the body exactly as it will be sent, the list columns.
    QSqlQuery q(raw());
    QVERIFY(q.exec(u"SELECT request_body, idempotency_key, custom_id, currency, amount_minor, state, "
                   "lookup_verdict, registered_name, maker, revision, lease_owner, lease_expires_at, "
                   "provider_payout_id, last_error, recipient_summary FROM payout_outbox"_s));
    QVERIFY(q.next());
    QCOMPARE(
        q.value(0).toString(),
        QString::fromUtf8(
            QJsonDocument(content(u"PD-20261123-AAAA0001"_s).requestBody).toJson(QJsonDocument::Compact)));
    QCOMPARE(q.value(1).toString(), d.idempotencyKey);
    QCOMPARE(q.value(2).toString(), u"PD-20261123-AAAA0001"_s);
    QCOMPARE(q.value(3).toString(), u"KES"_s);
    QCOMPARE(q.value(4).toLongLong(), 150050);
    QCOMPARE(q.value(5).toString(), u"DRAFT"_s);
    QCOMPARE(q.value(6).toString(), u"CLOSE_MATCH"_s);
    QCOMPARE(q.value(7).toString(), u"WANJIKU JANE A"_s);
    QCOMPARE(q.value(8).toString(), u"ana"_s);
    QCOMPARE(q.value(9).toLongLong(), 1);
    for (int column = 10; column <= 13; ++column)
        QVERIFY2(q.value(column).isNull(), qPrintable(QString::number(column)));
    QCOMPARE(q.value(14).toString(), u"Jane Wanjiku, +254712345678 (MOBILE_MONEY, KE)"_s);
    QVERIFY(!q.next());
    q.finish();

    // A draft whose amount is not valid yet keeps no amount in the list columns.
    const StoreResult<PayoutDraft> unfinished
        = s->drafts.save(u"profile-ke"_s, content(u"PD-20261123-AAAA0002"_s, u"15.005"_s));
    QVERIFY2(unfinished.ok(), why(unfinished));
    QVERIFY(!unfinished.value().amount().isValid());
    QVERIFY(scalar(u"SELECT amount_minor FROM payout_outbox WHERE custom_id = 'PD-20261123-AAAA0002'"_s)
                .isNull());
    QVERIFY(
        scalar(u"SELECT currency FROM payout_outbox WHERE custom_id = 'PD-20261123-AAAA0002'"_s).isNull());
}

void TestPayoutDrafts::saveNeedsACustomIdAndAProfile()
{
    const auto s = open();
    const StoreResult<PayoutDraft> noCustomId = s->drafts.save(u"p"_s, content(QString()));
    QVERIFY(!noCustomId.ok());
    QCOMPARE(noCustomId.error().kind(), Kind::InvalidData);
    QVERIFY2(noCustomId.error().message().contains(u"custom ID"_s), qPrintable(noCustomId.error().message()));
    const StoreResult<PayoutDraft> noProfile = s->drafts.save(QString(), content(u"PD-1"_s));
    QVERIFY(!noProfile.ok());
    QCOMPARE(noProfile.error().kind(), Kind::InvalidData);
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM payout_outbox"_s).toInt(), 0);
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM audit_log"_s).toInt(), 0);
}

void TestPayoutDrafts::draftSurvivesARestart()
{
    PayoutDraft saved;
    {
        const auto s = open();
        const StoreResult<PayoutDraft> result = s->drafts.save(u"profile-ke"_s, content(u"PD-RESTART"_s));
        QVERIFY2(result.ok(), why(result));
        saved = result.value();
    } // the store closes with its connections, as at the end of the process

    Store store(m_config);
    QVERIFY(store.open().ok());
    AuditLog log(&store);
    PayoutDrafts drafts(&store, &log);
    const StoreResult<PayoutDraft> loaded = drafts.load(u"profile-ke"_s, saved.id);
    QVERIFY2(loaded.ok(), why(loaded));
    QCOMPARE(loaded.value().idempotencyKey, saved.idempotencyKey);
    QCOMPARE(loaded.value().revision, saved.revision);
    QCOMPARE(loaded.value().content, saved.content);
    QCOMPARE(loaded.value().createdAt, saved.createdAt);
    QCOMPARE(loaded.value().updatedAt, saved.updatedAt);
    const StoreResult<QList<PayoutDraft>> listed = drafts.list(u"profile-ke"_s);
    QVERIFY2(listed.ok(), why(listed));
    QCOMPARE(listed.value().size(), 1);
    QCOMPARE(listed.value().at(0).id, saved.id);
}

void TestPayoutDrafts::reopenedDraftGivesTheFormBack()
{
    const auto s = open();
    const auto form = kenyanForm();
    form->setValue(u"purpose"_s, u"SALARY"_s);
    form->setValue(u"sender.name"_s, u"Half typed"_s); // an incomplete sender: kept as typed
    PayoutDraft::Content c = payouts::draftContent(*form);
    QCOMPARE(c.requestBody, form->toRequestJson());
    QCOMPARE(c.formSnapshot, form->snapshot());
    QCOMPARE(c.recipientSummary, u"Jane Wanjiku, +254712345678 (Mobile money, Kenya)"_s);
    payouts::LookupValidator::Result lookup;
    lookup.state = payouts::LookupValidator::State::Found;
    lookup.registeredName = u"JANE WANJIKU"_s;
    lookup.verdict = payouts::NameVerdict::Match;
    payouts::applyLookup(c, lookup);
    QCOMPARE(c.registeredName, u"JANE WANJIKU"_s);
    const StoreResult<PayoutDraft> saved = s->drafts.save(u"profile-ke"_s, c);
    QVERIFY2(saved.ok(), why(saved));
    QCOMPARE(saved.value().customId(), u"PD-20261123-TEST0001"_s);

    const StoreResult<PayoutDraft> loaded = s->drafts.load(u"profile-ke"_s, saved.value().id);
    QVERIFY2(loaded.ok(), why(loaded));
    QCOMPARE(loaded.value().content.lookup, Lookup::Match);
    QCOMPARE(loaded.value().content.registeredName, u"JANE WANJIKU"_s);
    payouts::PayoutDraftForm reopened(nullptr);
    reopened.setLocale(kEnglish);
    QVERIFY(reopened.restore(loaded.value().content.formSnapshot));
    QCOMPARE(reopened.snapshot(), form->snapshot());
    QCOMPARE(reopened.toRequestJson(), loaded.value().content.requestBody);
    QCOMPARE(reopened.value(u"sender.name"_s), u"Half typed"_s);
}

void TestPayoutDrafts::listIsPerProfileNewestFirst()
{
    const auto s = open();
    QDateTime clock(QDate(2026, 11, 23), QTime(9, 0), Qt::UTC);
    s->store.setClock([&clock] { return clock; });
    QStringList kenya;
    for (int i = 1; i <= 3; ++i) {
        clock = clock.addSecs(60);
        const StoreResult<PayoutDraft> d = s->drafts.save(u"profile-ke"_s, content(u"PD-KE-%1"_s.arg(i)));
        QVERIFY2(d.ok(), why(d));
        kenya.prepend(d.value().id);
    }
    const StoreResult<PayoutDraft> ghana = s->drafts.save(u"profile-gh"_s, content(u"PD-KE-1"_s));
    QVERIFY2(ghana.ok(), why(ghana));

    const StoreResult<QList<PayoutDraft>> listed = s->drafts.list(u"profile-ke"_s);
    QVERIFY2(listed.ok(), why(listed));
    QStringList ids;
    for (const PayoutDraft &d : listed.value()) {
        ids << d.id;
        QCOMPARE(d.profileId, u"profile-ke"_s);
    }
    QCOMPARE(ids, kenya);
    QCOMPARE(s->drafts.list(u"profile-gh"_s).value().size(), 1);
    QCOMPARE(s->drafts.list(u"profile-none"_s).value().size(), 0);
    QCOMPARE(s->drafts.list(u"profile-ke"_s, State::Approved).value().size(), 0);

    // Another profile's draft is not found through this one, nor changed, nor deleted.
    const StoreResult<PayoutDraft> across = s->drafts.load(u"profile-ke"_s, ghana.value().id);
    QVERIFY(!across.ok());
    QCOMPARE(across.error().kind(), Kind::NotFound);
    QCOMPARE(s->drafts.update(u"profile-ke"_s, ghana.value().id, 1, content(u"PD-X"_s)).error().kind(),
             Kind::NotFound);
    QCOMPARE(s->drafts.remove(u"profile-ke"_s, ghana.value().id, 1).error().kind(), Kind::NotFound);
    QVERIFY(s->drafts.load(u"profile-gh"_s, ghana.value().id).ok());
}

// --- editing and deleting -----------------------------------------------------------------------

void TestPayoutDrafts::editKeepsOrRenewsTheIdempotencyKey()
{
    const auto s = open();
    const PayoutDraft first = s->drafts.save(u"p"_s, content(u"PD-EDIT"_s)).value();
    const int entries = scalar(u"SELECT COUNT(*) FROM audit_log"_s).toInt();

    // The same content: nothing happens.
    const StoreResult<PayoutDraft> same = s->drafts.update(u"p"_s, first.id, 1, content(u"PD-EDIT"_s));
    QVERIFY2(same.ok(), why(same));
    QCOMPARE(same.value().revision, 1);
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM audit_log"_s).toInt(), entries);

    // Only the snapshot (and the lookup) changed: the same body, the same key.
    PayoutDraft::Content c = content(u"PD-EDIT"_s);
    c.formSnapshot.insert(u"note"_s, u"typed some more"_s);
    c.lookup = Lookup::Match;
    const StoreResult<PayoutDraft> second = s->drafts.update(u"p"_s, first.id, 1, c);
    QVERIFY2(second.ok(), why(second));
    QCOMPARE(second.value().revision, 2);
    QCOMPARE(second.value().idempotencyKey, first.idempotencyKey);
    QCOMPARE(second.value().createdAt, first.createdAt);

    // The amount changed: a new body, a new key (v4), never the old one again.
    c.requestBody = content(u"PD-EDIT"_s, u"1600.00"_s).requestBody;
    const StoreResult<PayoutDraft> third = s->drafts.update(u"p"_s, first.id, 2, c);
    QVERIFY2(third.ok(), why(third));
    QCOMPARE(third.value().revision, 3);
    QVERIFY(third.value().idempotencyKey != first.idempotencyKey);
    QVERIFY2(isUuidV4(third.value().idempotencyKey), qPrintable(third.value().idempotencyKey));
    QCOMPARE(third.value().amount(), Money::fromMinorUnits(160000, u"KES"));

    // As stored.
    const PayoutDraft loaded = s->drafts.load(u"p"_s, first.id).value();
    QCOMPARE(loaded.idempotencyKey, third.value().idempotencyKey);
    QCOMPARE(loaded.content, c);
    QCOMPARE(loaded.revision, 3);
    QCOMPARE(scalar(u"SELECT amount_minor FROM payout_outbox"_s).toLongLong(), 160000);
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM audit_log"_s).toInt(), entries + 2);

    // An edit without a maker keeps the maker; one with a maker makes them the maker.
    c.maker.clear();
    c.recipientSummary = u"Jane W."_s;
    QCOMPARE(s->drafts.update(u"p"_s, first.id, 3, c).value().content.maker, u"ana"_s);
    c.maker = u"ben"_s;
    QCOMPARE(s->drafts.update(u"p"_s, first.id, 4, c).value().content.maker, u"ben"_s);
}

void TestPayoutDrafts::staleOrSubmittedDraftIsNotChanged()
{
    const auto s = open();
    const PayoutDraft d = s->drafts.save(u"p"_s, content(u"PD-STALE"_s)).value();
    QVERIFY(s->drafts.update(u"p"_s, d.id, 1, content(u"PD-STALE"_s, u"10.00"_s)).ok());

    // Another window still holds revision 1.
    const StoreResult<PayoutDraft> stale
        = s->drafts.update(u"p"_s, d.id, 1, content(u"PD-STALE"_s, u"20.00"_s));
    QVERIFY(!stale.ok());
    QCOMPARE(stale.error().kind(), Kind::Conflict);
    QCOMPARE(stale.error().remedy(), Remedy::None);
    QVERIFY2(stale.error().message().contains(u"changed elsewhere"_s), qPrintable(stale.error().message()));
    QCOMPARE(s->drafts.remove(u"p"_s, d.id, 1).error().kind(), Kind::Conflict);
    QCOMPARE(s->drafts.load(u"p"_s, d.id).value().amount(), Money::fromMinorUnits(1000, u"KES"));

    // Once it has gone on to approval, it is no longer a draft.
    QVERIFY(exec(u"UPDATE payout_outbox SET state = 'APPROVED'"_s));
    const StoreResult<PayoutDraft> approved
        = s->drafts.update(u"p"_s, d.id, 2, content(u"PD-STALE"_s, u"30.00"_s));
    QVERIFY(!approved.ok());
    QCOMPARE(approved.error().kind(), Kind::Conflict);
    QVERIFY2(approved.error().message().contains(u"no longer a draft"_s),
             qPrintable(approved.error().message()));
    QCOMPARE(s->drafts.remove(u"p"_s, d.id, 2).error().kind(), Kind::Conflict);
    QCOMPARE(s->drafts.load(u"p"_s, d.id).value().state, State::Approved);
    QCOMPARE(s->drafts.list(u"p"_s).value().size(), 0);
    QCOMPARE(s->drafts.list(u"p"_s, State::Approved).value().size(), 1);
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM audit_log"_s).toInt(), 2); // saved, edited
}

void TestPayoutDrafts::customIdIsUniquePerProfile()
{
    const auto s = open();
    QVERIFY(s->drafts.save(u"p1"_s, content(u"PD-SAME"_s)).ok());
    const StoreResult<PayoutDraft> twin = s->drafts.save(u"p1"_s, content(u"PD-SAME"_s));
    QVERIFY(!twin.ok());
    QCOMPARE(twin.error().kind(), Kind::Duplicate);
    QVERIFY2(twin.error().message().contains(u"PD-SAME"_s), qPrintable(twin.error().message()));
    QVERIFY(s->drafts.save(u"p2"_s, content(u"PD-SAME"_s)).ok()); // another profile: another account

    // Editing a draft to a custom_id already taken is refused too; to its own, or a free one, not.
    const PayoutDraft other = s->drafts.save(u"p1"_s, content(u"PD-OTHER"_s)).value();
    const StoreResult<PayoutDraft> taken = s->drafts.update(u"p1"_s, other.id, 1, content(u"PD-SAME"_s));
    QVERIFY(!taken.ok());
    QCOMPARE(taken.error().kind(), Kind::Duplicate);
    const StoreResult<PayoutDraft> renamed = s->drafts.update(u"p1"_s, other.id, 1, content(u"PD-FREE"_s));
    QVERIFY2(renamed.ok(), why(renamed));
    QVERIFY(renamed.value().idempotencyKey != other.idempotencyKey); // the body changed
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM payout_outbox"_s).toInt(), 3);
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM audit_log"_s).toInt(), 4);
}

void TestPayoutDrafts::deleteRemovesOnlyADraft()
{
    const auto s = open();
    const PayoutDraft keep = s->drafts.save(u"p"_s, content(u"PD-KEEP"_s)).value();
    const PayoutDraft gone = s->drafts.save(u"p"_s, content(u"PD-GONE"_s)).value();
    const StoreResult<void> removed = s->drafts.remove(u"p"_s, gone.id, 1);
    QVERIFY2(removed.ok(), qPrintable(removed.error().toString()));
    QCOMPARE(s->drafts.load(u"p"_s, gone.id).error().kind(), Kind::NotFound);
    QCOMPARE(s->drafts.remove(u"p"_s, gone.id, 1).error().kind(), Kind::NotFound);
    QCOMPARE(s->drafts.list(u"p"_s).value().size(), 1);
    QCOMPARE(s->drafts.list(u"p"_s).value().at(0).id, keep.id);
    // Its custom_id is free again.
    QVERIFY(s->drafts.save(u"p"_s, content(u"PD-GONE"_s)).ok());
}

// --- audit --------------------------------------------------------------------------------------

void TestPayoutDrafts::everyChangeIsOneAuditEntry()
{
    const auto s = open();
    const PayoutDraft d = s->drafts.save(u"profile-ke"_s, content(u"PD-AUDIT"_s)).value();
    PayoutDraft::Content snapshotOnly = content(u"PD-AUDIT"_s);
    snapshotOnly.formSnapshot.insert(u"note"_s, u"more"_s);
    QVERIFY(s->drafts.update(u"profile-ke"_s, d.id, 1, snapshotOnly).ok());
    const PayoutDraft edited
        = s->drafts.update(u"profile-ke"_s, d.id, 2, content(u"PD-AUDIT"_s, u"99.00"_s)).value();
    QVERIFY(s->drafts.remove(u"profile-ke"_s, d.id, 3).ok());

    const StoreResult<QList<AuditEntry>> entries = s->log.entries();
    QVERIFY2(entries.ok(), why(entries));
    QCOMPARE(entries.value().size(), 4);
    QStringList actions;
    for (const AuditEntry &e : entries.value()) {
        actions << e.action;
        QCOMPARE(e.profileId, u"profile-ke"_s);
        QCOMPARE(e.detailObject().value(u"outbox_id"_s).toString(), d.id);
        QCOMPARE(e.detailObject().value(u"custom_id"_s).toString(), u"PD-AUDIT"_s);
        QVERIFY2(!e.detail.contains(u"pac-2kA9XqL0mR3"_s), qPrintable(e.detail)); // no body in the log
    }
    QCOMPARE(actions,
             (QStringList {u"draft.saved"_s, u"draft.edited"_s, u"draft.edited"_s, u"draft.deleted"_s}));

    const QJsonObject saved = entries.value().at(0).detailObject();
    QCOMPARE(saved.value(u"idempotency_key"_s).toString(), d.idempotencyKey);
    QCOMPARE(saved.value(u"revision"_s).toInteger(), 1);
    QCOMPARE(saved.value(u"amount"_s).toObject(),
             (QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, u"1500.50"_s}}));
    QCOMPARE(saved.value(u"lookup"_s).toString(), u"CLOSE_MATCH"_s);
    QCOMPARE(saved.value(u"registered_name"_s).toString(), u"WANJIKU JANE A"_s);
    QCOMPARE(saved.value(u"maker"_s).toString(), u"ana"_s);
    const QByteArray body = QJsonDocument(content(u"PD-AUDIT"_s).requestBody).toJson(QJsonDocument::Compact);
    QCOMPARE(saved.value(u"body_sha256"_s).toString(),
             QString::fromLatin1(QCryptographicHash::hash(body, QCryptographicHash::Sha256).toHex()));

    const QJsonObject kept = entries.value().at(1).detailObject();
    QCOMPARE(kept.value(u"body_changed"_s).toBool(), false);
    QVERIFY(!kept.contains(u"previous_idempotency_key"_s));
    QCOMPARE(kept.value(u"idempotency_key"_s).toString(), d.idempotencyKey);
    const QJsonObject renewed = entries.value().at(2).detailObject();
    QCOMPARE(renewed.value(u"body_changed"_s).toBool(), true);
    QCOMPARE(renewed.value(u"previous_idempotency_key"_s).toString(), d.idempotencyKey);
    QCOMPARE(renewed.value(u"idempotency_key"_s).toString(), edited.idempotencyKey);
    QCOMPARE(renewed.value(u"revision"_s).toInteger(), 3);
    const QJsonObject deleted = entries.value().at(3).detailObject();
    QCOMPARE(deleted.value(u"revision"_s).toInteger(), 3);
    QCOMPARE(deleted.value(u"idempotency_key"_s).toString(), edited.idempotencyKey);

    const StoreResult<AuditVerification> verification = s->log.verify();
    QVERIFY2(verification.ok(), why(verification));
    QVERIFY2(verification.value().isIntact(), qPrintable(verification.value().message()));
    QCOMPARE(verification.value().entriesChecked(), 4);
}

void TestPayoutDrafts::noDraftWithoutItsAuditEntry()
{
    const auto s = open();
    const PayoutDraft d = s->drafts.save(u"p"_s, content(u"PD-ATOMIC"_s)).value();
    // The audit log cannot be appended to (its head is gone): no change of a draft goes through.
    QVERIFY(exec(u"DELETE FROM audit_head"_s));
    const StoreResult<PayoutDraft> saved = s->drafts.save(u"p"_s, content(u"PD-ATOMIC-2"_s));
    QVERIFY(!saved.ok());
    QCOMPARE(saved.error().kind(), Kind::Damaged);
    QVERIFY2(saved.error().message().startsWith(u"The draft was not saved."_s),
             qPrintable(saved.error().message()));
    QCOMPARE(s->drafts.update(u"p"_s, d.id, 1, content(u"PD-ATOMIC"_s, u"1.00"_s)).error().kind(),
             Kind::Damaged);
    QCOMPARE(s->drafts.remove(u"p"_s, d.id, 1).error().kind(), Kind::Damaged);
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM payout_outbox"_s).toInt(), 1);
    const PayoutDraft still = s->drafts.load(u"p"_s, d.id).value();
    QCOMPARE(still.revision, 1);
    QCOMPARE(still.content, d.content);
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM audit_log"_s).toInt(), 1);
}

// --- concurrency and threads --------------------------------------------------------------------

void TestPayoutDrafts::concurrentEditsOneWins()
{
    const auto s = open();
    Setup other(m_config); // another window (or process) on the same database
    QVERIFY(other.store.open().ok());
    const PayoutDraft d = s->drafts.save(u"p"_s, content(u"PD-RACE"_s)).value();

    constexpr int writers = 4;
    std::vector<StoreResult<PayoutDraft>> results(writers, StoreError(Kind::Failed, u"not run"_s));
    std::vector<std::unique_ptr<QThread>> threads;
    for (int i = 0; i < writers; ++i) {
        PayoutDrafts &drafts = i % 2 ? other.drafts : s->drafts;
        Store &store = i % 2 ? other.store : s->store;
        threads.emplace_back(QThread::create([&, i] {
            results[i] = drafts.update(u"p"_s, d.id, 1, content(u"PD-RACE"_s, u"%1.00"_s.arg(i + 1)));
            store.releaseConnection();
        }));
    }
    for (auto &thread : threads)
        thread->start();
    for (auto &thread : threads)
        QVERIFY(thread->wait(QDeadlineTimer(60000)));

    int won = 0;
    QString winner;
    for (const StoreResult<PayoutDraft> &result : std::as_const(results)) {
        if (result.ok()) {
            ++won;
            winner = result.value().idempotencyKey;
        } else {
            QCOMPARE(result.error().kind(), Kind::Conflict);
        }
    }
    QCOMPARE(won, 1);
    const PayoutDraft stored = s->drafts.load(u"p"_s, d.id).value();
    QCOMPARE(stored.revision, 2);
    QCOMPARE(stored.idempotencyKey, winner);
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM audit_log"_s).toInt(), 2);
    QVERIFY(s->log.verify().value().isIntact());
}

void TestPayoutDrafts::postedCallsAnswerOnTheCallersThread()
{
    const auto s = open();
    QStringList changedIds;
    connect(&s->drafts, &PayoutDrafts::changed, this,
            [&changedIds](const QString &, const QString &id) { changedIds << id; });

    QObject context;
    std::optional<StoreResult<PayoutDraft>> saved;
    QThread *answeredOn = nullptr;
    s->drafts.postSave(u"p"_s, content(u"PD-ASYNC"_s), &context, [&](const StoreResult<PayoutDraft> &result) {
        saved = result;
        answeredOn = QThread::currentThread();
    });
    QVERIFY(!saved); // never from inside the call
    QTRY_VERIFY(saved.has_value());
    QVERIFY2(saved->ok(), why(*saved));
    QCOMPARE(answeredOn, QThread::currentThread());
    QTRY_COMPARE(changedIds, QStringList {saved->value().id});

    std::optional<StoreResult<PayoutDraft>> reloaded;
    s->drafts.postLoad(u"p"_s, saved->value().id, &context,
                       [&](const StoreResult<PayoutDraft> &result) { reloaded = result; });
    QTRY_VERIFY(reloaded.has_value());
    QCOMPARE(reloaded->value().id, saved->value().id);

    std::optional<StoreResult<PayoutDraft>> updated;
    s->drafts.postUpdate(u"p"_s, saved->value().id, 1, content(u"PD-ASYNC"_s, u"5.00"_s), &context,
                         [&](const StoreResult<PayoutDraft> &result) { updated = result; });
    QTRY_VERIFY(updated.has_value());
    QCOMPARE(updated->value().revision, 2);

    // A context that is gone hears nothing; the write itself still happens.
    bool called = false;
    auto gone = std::make_unique<QObject>();
    s->drafts.postRemove(u"p"_s, saved->value().id, 2, gone.get(),
                         [&called](const StoreResult<void> &) { called = true; });
    gone.reset();
    QVERIFY(s->store.waitForPosted(QDeadlineTimer(60000)));
    QCoreApplication::processEvents();
    QVERIFY(!called);
    QCOMPARE(s->drafts.load(u"p"_s, saved->value().id).error().kind(), Kind::NotFound);

    std::optional<StoreResult<PayoutDraft>> loaded;
    s->drafts.postLoad(u"p"_s, saved->value().id, &context,
                       [&](const StoreResult<PayoutDraft> &result) { loaded = result; });
    QTRY_VERIFY(loaded.has_value());
    QCOMPARE(loaded->error().kind(), Kind::NotFound);
}

QTEST_GUILESS_MAIN(TestPayoutDrafts)
#include "tst_payoutdrafts.moc"
