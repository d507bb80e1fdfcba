// SPDX-License-Identifier: GPL-3.0-or-later
// New payout's workflow without widgets (payouts/PayoutWorkflow.h), on a store of its own: only a
// maker saves (nobody signed in, a viewer: refused, nothing written); a save makes the draft and
// sends it for approval under the maker's name; a draft edited is updated at its revision, and one
// changed or deleted elsewhere meanwhile is refused (deleted: the next save makes a new one); a
// reference used twice is refused on its field; withdraw brings a payout awaiting approval back to
// DRAFT for its maker only; a payout the service refused comes back as a DRAFT with the service's
// reasons to put on the form (StoredServiceError); a draft is deleted.

#include "DeskTeam.h"
#include "StoreBackend.h"
#include "approvals/ApprovalDesk.h"
#include "operators/SignedIn.h"
#include "outbox/OutboxStore.h"
#include "payouts/PayoutWorkflow.h"
#include "payouts/StoredServiceError.h"
#include "store/ApprovalRuleStore.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace Qt::StringLiterals;
using payouts::PayoutDraft;
using payouts::PayoutWorkflow;
using Role = operators::Operator::Role;
using State = PayoutDraft::State;

namespace {

const QString kProfile = u"profile-ke"_s;

PayoutDraft::Content content(const QString &customId, const QString &value = u"1500.00"_s)
{
    PayoutDraft::Content c;
    c.requestBody = QJsonObject {
        {u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, value}}},
        {u"payment_account_id"_s, u"pac-2kA9XqL0mR3"_s},
        {u"custom_id"_s, customId},
    };
    c.formSnapshot = QJsonObject {{u"format"_s, u"test"_s}};
    c.recipientSummary = u"Jane Wanjiku, +254712345678 (MOBILE_MONEY, KE)"_s;
    return c;
}

QString passOf(const QString &id)
{
    return test::deskPassphrase(id);
}

} // namespace

class TestPayoutWorkflow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();

    void onlyAMakerSaves();
    void saveSubmitsForApproval();
    void editedDraftUpdatedAtItsRevision();
    void changedOrDeletedElsewhere();
    void referenceUsedTwice();
    void withdrawReturnsItToDraft();
    void reopenGivesTheServiceReasons();
    void removeDeletesTheDraft();

private:
    struct Setup
    {
        explicit Setup(const store::StoreConfig &config)
            : store(config)
            , log(&store)
            , operators(&store, &log)
            , rules(&store, &log)
            , drafts(&store, &log)
            , outbox(&store, &log)
            , desk(&outbox, &operators, &rules)
            , workflow({&drafts, &outbox, &desk, &signedIn})
        {
            operators.setHashParameters({10, 8, 1}); // fast: the cost itself is tst_passphrasehash's
        }
        store::Store store;
        store::AuditLog log;
        store::Operators operators;
        store::ApprovalRuleStore rules;
        store::PayoutDrafts drafts;
        outbox::OutboxStore outbox;
        approvals::ApprovalDesk desk;
        operators::SignedIn signedIn;
        PayoutWorkflow workflow;
    };
    std::unique_ptr<Setup> open();
    void signIn(Setup &s, const QString &id);
    // The profile's rows of `state`.
    QList<PayoutDraft> rows(Setup &s, State state);

    test::StoreBackend m_backend;
};

void TestPayoutWorkflow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(u"tst_payoutworkflow"_s);
    qRegisterMetaType<PayoutDraft>();
    qRegisterMetaType<PayoutWorkflow::Failure>();
    QString why;
    QVERIFY2(m_backend.setUp(&why), qPrintable(why));
}

void TestPayoutWorkflow::init()
{
    QString why;
    QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
}

void TestPayoutWorkflow::cleanup()
{
    m_backend.endTest();
}

void TestPayoutWorkflow::cleanupTestCase()
{
    m_backend.tearDown();
}

std::unique_ptr<TestPayoutWorkflow::Setup> TestPayoutWorkflow::open()
{
    auto s = std::make_unique<Setup>(m_backend.config());
    if (const store::StoreResult<void> opened = s->store.open(); !opened.ok())
        qFatal("store: %s", qPrintable(opened.error().toString()));
    test::addDeskTeam(s->operators,
                      {{u"ana"_s, u"Ana Moreira"_s, Role::Maker},
                       {u"max"_s, u"Max Kamau"_s, Role::Maker},
                       {u"ben"_s, u"Ben Okello"_s, Role::Approver}});
    return s;
}

void TestPayoutWorkflow::signIn(Setup &s, const QString &id)
{
    const store::AuthResult result = s.operators.authenticate(id, passOf(id));
    if (!result.ok())
        qFatal("%s cannot sign in: %s", qPrintable(id), qPrintable(result.message()));
    s.signedIn.signIn(*result.authenticated);
}

QList<PayoutDraft> TestPayoutWorkflow::rows(Setup &s, State state)
{
    const auto listed = s.drafts.list(kProfile, state);
    return listed.ok() ? listed.value() : QList<PayoutDraft> {};
}

void TestPayoutWorkflow::onlyAMakerSaves()
{
    const auto s = open();
    QSignalSpy failed(&s->workflow, &PayoutWorkflow::saveFailed);
    QSignalSpy saved(&s->workflow, &PayoutWorkflow::saved);
    QSignalSpy saving(&s->workflow, &PayoutWorkflow::savingChanged);

    QVERIFY(!s->workflow.makerRefusal().isEmpty()); // nobody signed in
    s->workflow.save(kProfile, content(u"PD-1"_s));
    QCOMPARE(failed.size(), 1); // at once
    QCOMPARE(failed.at(0).at(0).value<PayoutWorkflow::Failure>(), PayoutWorkflow::Failure::Maker);
    QVERIFY(failed.at(0).at(1).toString().contains(u"Sign in as a maker"_s));

    signIn(*s, u"ada"_s); // a viewer
    QVERIFY(s->workflow.makerRefusal().contains(u"Sign in as a maker"_s));
    s->workflow.save(kProfile, content(u"PD-1"_s));
    QCOMPARE(failed.size(), 2);
    QCOMPARE(failed.at(1).at(0).value<PayoutWorkflow::Failure>(), PayoutWorkflow::Failure::Maker);
    QVERIFY(!s->workflow.isSaving());
    QCOMPARE(saving.size(), 0);

    signIn(*s, u"ben"_s); // an approver
    QVERIFY(!s->workflow.makerRefusal().isEmpty());
    signIn(*s, u"ana"_s);
    QVERIFY(s->workflow.makerRefusal().isEmpty());
    QCOMPARE(saved.size(), 0);
    QVERIFY(rows(*s, State::Draft).isEmpty());
    QVERIFY(rows(*s, State::AwaitingApproval).isEmpty());
}

void TestPayoutWorkflow::saveSubmitsForApproval()
{
    const auto s = open();
    signIn(*s, u"ana"_s);
    QSignalSpy saved(&s->workflow, &PayoutWorkflow::saved);
    QSignalSpy submitted(&s->workflow, &PayoutWorkflow::submitted);
    QSignalSpy saving(&s->workflow, &PayoutWorkflow::savingChanged);
    s->workflow.save(kProfile, content(u"PD-1"_s));
    QVERIFY(s->workflow.isSaving());
    s->workflow.save(kProfile, content(u"PD-2"_s)); // a second click meanwhile: ignored
    QVERIFY(submitted.wait());
    QCOMPARE(saved.size(), 1);
    const auto draft = saved.at(0).at(0).value<PayoutDraft>();
    QVERIFY(saved.at(0).at(1).toBool()); // created
    QCOMPARE(draft.customId(), u"PD-1"_s);
    QCOMPARE(draft.content.maker, u"ana"_s); // the maker is who is signed in
    QCOMPARE(submitted.at(0).at(0).value<PayoutDraft>().id, draft.id);
    QCOMPARE(saving.size(), 2);
    QVERIFY(!s->workflow.isSaving());
    QVERIFY(s->workflow.draftId().isEmpty()); // the next save is a new payout

    const QList<PayoutDraft> awaiting = rows(*s, State::AwaitingApproval);
    QCOMPARE(awaiting.size(), 1);
    QCOMPARE(awaiting.first().id, draft.id);
    QVERIFY(rows(*s, State::Draft).isEmpty());
}

void TestPayoutWorkflow::editedDraftUpdatedAtItsRevision()
{
    const auto s = open();
    signIn(*s, u"ana"_s);
    const PayoutDraft before = s->drafts.save(kProfile, content(u"PD-1"_s)).value();
    s->workflow.edit(kProfile, before);
    QCOMPARE(s->workflow.draftId(), before.id);
    QCOMPARE(s->workflow.draftRevision(), before.revision);

    QSignalSpy saved(&s->workflow, &PayoutWorkflow::saved);
    QSignalSpy submitted(&s->workflow, &PayoutWorkflow::submitted);
    s->workflow.save(kProfile, content(u"PD-1"_s, u"2000.00"_s));
    QVERIFY(submitted.wait());
    QVERIFY(!saved.at(0).at(1).toBool()); // updated, not created
    const auto after = saved.at(0).at(0).value<PayoutDraft>();
    QCOMPARE(after.id, before.id);
    QCOMPARE(after.revision, before.revision + 1);
    QCOMPARE(s->drafts.load(kProfile, before.id).value().amount().toWire(), u"2000.00"_s);
    QCOMPARE(s->drafts.load(kProfile, before.id).value().state, State::AwaitingApproval);
}

void TestPayoutWorkflow::changedOrDeletedElsewhere()
{
    const auto s = open();
    signIn(*s, u"ana"_s);
    QSignalSpy failed(&s->workflow, &PayoutWorkflow::saveFailed);
    QSignalSpy saved(&s->workflow, &PayoutWorkflow::saved);

    // Changed in another window since it was opened here.
    const PayoutDraft first = s->drafts.save(kProfile, content(u"PD-1"_s)).value();
    s->workflow.edit(kProfile, first);
    QVERIFY(s->drafts.update(kProfile, first.id, first.revision, content(u"PD-1"_s, u"10.00"_s)).ok());
    s->workflow.save(kProfile, content(u"PD-1"_s, u"20.00"_s));
    QVERIFY(failed.wait());
    QCOMPARE(failed.at(0).at(0).value<PayoutWorkflow::Failure>(), PayoutWorkflow::Failure::Conflict);
    QVERIFY(failed.at(0).at(1).toString().contains(u"nothing was saved"_s));
    QCOMPARE(s->workflow.draftId(), first.id); // still the one in the form

    // Deleted in another window: the next save makes a new draft.
    const PayoutDraft second = s->drafts.save(kProfile, content(u"PD-2"_s)).value();
    s->workflow.edit(kProfile, second);
    QVERIFY(s->drafts.remove(kProfile, second.id, second.revision).ok());
    s->workflow.save(kProfile, content(u"PD-2"_s));
    QVERIFY(failed.wait());
    QCOMPARE(failed.at(1).at(0).value<PayoutWorkflow::Failure>(), PayoutWorkflow::Failure::NotFound);
    QVERIFY(s->workflow.draftId().isEmpty());
    QCOMPARE(saved.size(), 0);
    QCOMPARE(s->drafts.load(kProfile, first.id).value().amount().toWire(), u"10.00"_s);

    QSignalSpy submitted(&s->workflow, &PayoutWorkflow::submitted);
    s->workflow.save(kProfile, content(u"PD-2"_s));
    QVERIFY(submitted.wait());
    QVERIFY(saved.at(0).at(1).toBool()); // a new draft
}

void TestPayoutWorkflow::referenceUsedTwice()
{
    const auto s = open();
    signIn(*s, u"ana"_s);
    QVERIFY(s->drafts.save(kProfile, content(u"PD-1"_s)).ok());
    QSignalSpy failed(&s->workflow, &PayoutWorkflow::saveFailed);
    s->workflow.save(kProfile, content(u"PD-1"_s));
    QVERIFY(failed.wait());
    QCOMPARE(failed.at(0).at(0).value<PayoutWorkflow::Failure>(), PayoutWorkflow::Failure::Duplicate);
    QCOMPARE(failed.at(0).at(1).toString(), u"Another payout of this profile already has this reference."_s);
    QCOMPARE(rows(*s, State::Draft).size(), 1);
}

void TestPayoutWorkflow::withdrawReturnsItToDraft()
{
    const auto s = open();
    signIn(*s, u"ana"_s);
    QSignalSpy submitted(&s->workflow, &PayoutWorkflow::submitted);
    s->workflow.save(kProfile, content(u"PD-1"_s));
    QVERIFY(submitted.wait());
    const PayoutDraft awaiting = rows(*s, State::AwaitingApproval).value(0);
    QVERIFY(!awaiting.id.isEmpty());

    // Another maker may not.
    signIn(*s, u"max"_s);
    QSignalSpy refused(&s->workflow, &PayoutWorkflow::withdrawFailed);
    QSignalSpy withdrawn(&s->workflow, &PayoutWorkflow::withdrawn);
    s->workflow.withdraw(awaiting);
    QVERIFY(refused.wait());
    QVERIFY(!refused.at(0).at(1).toString().isEmpty());
    QCOMPARE(s->drafts.load(kProfile, awaiting.id).value().state, State::AwaitingApproval);

    // Its maker does: a DRAFT again.
    signIn(*s, u"ana"_s);
    s->workflow.withdraw(awaiting);
    QVERIFY(withdrawn.wait());
    QCOMPARE(withdrawn.at(0).at(0).value<PayoutDraft>().id, awaiting.id);
    QCOMPARE(s->drafts.load(kProfile, awaiting.id).value().state, State::Draft);
}

void TestPayoutWorkflow::reopenGivesTheServiceReasons()
{
    const auto s = open();
    signIn(*s, u"ana"_s);
    QSignalSpy submitted(&s->workflow, &PayoutWorkflow::submitted);
    s->workflow.save(kProfile, content(u"PD-1"_s));
    QVERIFY(submitted.wait());
    const PayoutDraft awaiting = rows(*s, State::AwaitingApproval).value(0);

    // Approved, sent, and refused by the service with reasons on a field.
    const auto approved
        = s->desk.approve(kProfile, awaiting.id, awaiting.revision, u"ben"_s, passOf(u"ben"_s));
    QVERIFY2(approved.ok(), qPrintable(approved.message));
    const auto claimed
        = s->outbox.claim(u"test"_s, outbox::OutboxStore::Claim::Due, std::chrono::seconds(30));
    QVERIFY(claimed.ok() && claimed.value());
    const auto sending = s->outbox.markSubmitting(*claimed.value(), u"test"_s);
    QVERIFY(sending.ok());
    const QJsonObject reasons {
        {u"message"_s, u"The amount is above the limit"_s},
        {u"fields"_s, QJsonObject {{u"amount.value"_s, QJsonArray {u"must be at most 150000"_s}}}},
    };
    QVERIFY(s->outbox.markRejected(sending.value(), u"test"_s, 422, u"VALIDATION_ERROR"_s, reasons).ok());
    const PayoutDraft refused = rows(*s, State::Rejected).value(0);
    QCOMPARE(refused.id, awaiting.id);

    // Nobody signed in: refused, and said.
    s->signedIn.signOut();
    QSignalSpy failed(&s->workflow, &PayoutWorkflow::reopenFailed);
    s->workflow.reopen(refused);
    QCOMPARE(failed.size(), 1);
    QVERIFY(failed.at(0).at(1).toString().contains(u"Sign in as its maker"_s));

    signIn(*s, u"ana"_s);
    QSignalSpy reopened(&s->workflow, &PayoutWorkflow::reopened);
    s->workflow.reopen(refused);
    QVERIFY(reopened.wait());
    const auto draft = reopened.at(0).at(0).value<PayoutDraft>();
    QCOMPARE(draft.state, State::Draft);
    QCOMPARE(s->drafts.load(kProfile, draft.id).value().state, State::Draft);
    const auto error = payouts::StoredServiceError::of(draft);
    QVERIFY(error.isRefusal());
    QCOMPARE(error.status, 422);
    QCOMPARE(error.fields.value(u"amount.value"_s), QStringList {u"must be at most 150000"_s});
    QCOMPARE(payouts::StoredServiceError::returnedText(draft),
             u"The service refused this payout: The amount is above the limit"_s);
}

void TestPayoutWorkflow::removeDeletesTheDraft()
{
    const auto s = open();
    signIn(*s, u"ana"_s);
    const PayoutDraft draft = s->drafts.save(kProfile, content(u"PD-1"_s)).value();
    QSignalSpy removed(&s->workflow, &PayoutWorkflow::removed);
    QSignalSpy failed(&s->workflow, &PayoutWorkflow::removeFailed);
    s->workflow.remove(draft);
    QVERIFY(removed.wait());
    QVERIFY(rows(*s, State::Draft).isEmpty());
    s->workflow.remove(draft); // gone already
    QVERIFY(failed.wait());
    QVERIFY(failed.at(0).at(1).toString().startsWith(u"The draft could not be deleted"_s));
}

QTEST_GUILESS_MAIN(TestPayoutWorkflow)
#include "tst_payoutworkflow.moc"
