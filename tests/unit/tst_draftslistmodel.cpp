// SPDX-License-Identifier: GPL-3.0-or-later
// New payout's list of payouts in progress (payouts/DraftsListModel.h), on a store of its own:
// "mine" is the signed-in maker's payouts and those made before there were operators, all of
// them with nobody signed in; drafts, payouts awaiting approval, refused and expired ones are
// listed, approved ones not; a draft saved, a payout submitted or another operator signing in
// reads the list again; each row says what is happening to the payout and whether its maker has
// something to correct; another profile's payouts are never listed; a payout the outbox
// processor held is listed first for its maker only, "Held: not sent: <reason>", to be returned
// to a draft. Checked by QAbstractItemModelTester throughout.

#include "DeskTeam.h"
#include "StoreBackend.h"
#include "approvals/ApprovalDesk.h"
#include "operators/SignedIn.h"
#include "outbox/OutboxStore.h"
#include "payouts/DraftsListModel.h"
#include "payouts/PayoutStateText.h"
#include "store/ApprovalRuleStore.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <atomic>
#include <memory>

using namespace paydesk;
using namespace Qt::StringLiterals;
using payouts::DraftsListModel;
using payouts::PayoutDraft;
using Role = operators::Operator::Role;
using State = PayoutDraft::State;

namespace {

const QString kProfile = u"profile-ke"_s;
const QString kOther = u"profile-ng"_s;

PayoutDraft::Content content(const QString &customId, const QString &maker)
{
    PayoutDraft::Content c;
    c.requestBody = QJsonObject {
        {u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, u"1500.00"_s}}},
        {u"payment_account_id"_s, u"pac-2kA9XqL0mR3"_s},
        {u"custom_id"_s, customId},
    };
    c.recipientSummary = u"Jane Wanjiku"_s;
    c.maker = maker;
    return c;
}

QString passOf(const QString &id)
{
    return test::deskPassphrase(id);
}

} // namespace

class TestDraftsListModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();

    void mineFiltersByMaker();
    void listedStatesAndStatus();
    void nothingReadWithoutProfile();
    void readAPageAtATime();
    void heldPayoutListedFirstForItsMaker();

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
            , model(&drafts, &outbox, &signedIn)
            , tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest)
        {
            operators.setHashParameters({10, 8, 1});
            model.setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
            // Every time the store asks is a millisecond later: drafts saved one after another are
            // never made in the same millisecond, so the list's newest-first order is theirs.
            store.setClock(
                [start = QDateTime::currentDateTimeUtc(), ticks = std::make_shared<std::atomic<qint64>>(0)] {
                    return start.addMSecs(++*ticks);
                });
        }
        store::Store store;
        store::AuditLog log;
        store::Operators operators;
        store::ApprovalRuleStore rules;
        store::PayoutDrafts drafts;
        outbox::OutboxStore outbox;
        approvals::ApprovalDesk desk;
        operators::SignedIn signedIn;
        DraftsListModel model;
        QAbstractItemModelTester tester;
        std::optional<store::AuthenticatedOperator> ana, max, ben;
    };
    std::unique_ptr<Setup> open();
    // The custom_ids listed, in order.
    static QStringList listed(const DraftsListModel &model);
    // Reads the list again and gives what it lists.
    static QStringList reloaded(Setup &s);

    test::StoreBackend m_backend;
};

void TestDraftsListModel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(u"tst_draftslistmodel"_s);
    QString why;
    QVERIFY2(m_backend.setUp(&why), qPrintable(why));
}

void TestDraftsListModel::init()
{
    QString why;
    QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
}

void TestDraftsListModel::cleanup()
{
    m_backend.endTest();
}

void TestDraftsListModel::cleanupTestCase()
{
    m_backend.tearDown();
}

std::unique_ptr<TestDraftsListModel::Setup> TestDraftsListModel::open()
{
    auto s = std::make_unique<Setup>(m_backend.config());
    if (const store::StoreResult<void> opened = s->store.open(); !opened.ok())
        qFatal("store: %s", qPrintable(opened.error().toString()));
    test::addDeskTeam(s->operators,
                      {{u"ana"_s, u"ana"_s, Role::Maker},
                       {u"max"_s, u"max"_s, Role::Maker},
                       {u"ben"_s, u"ben"_s, Role::Approver}});
    s->ana = s->operators.authenticate(u"ana"_s, passOf(u"ana"_s)).authenticated;
    s->max = s->operators.authenticate(u"max"_s, passOf(u"max"_s)).authenticated;
    s->ben = s->operators.authenticate(u"ben"_s, passOf(u"ben"_s)).authenticated;
    return s;
}

QStringList TestDraftsListModel::listed(const DraftsListModel &model)
{
    QStringList ids;
    for (const PayoutDraft &d : model.drafts())
        ids.append(d.customId());
    return ids;
}

QStringList TestDraftsListModel::reloaded(Setup &s)
{
    QSignalSpy loaded(&s.model, &DraftsListModel::loaded);
    s.model.reload();
    if (!loaded.wait())
        qWarning("the list was not read");
    return listed(s.model);
}

void TestDraftsListModel::mineFiltersByMaker()
{
    const auto s = open();
    QVERIFY(s->drafts.save(kProfile, content(u"PD-ANA"_s, u"ana"_s)).ok());
    QVERIFY(s->drafts.save(kProfile, content(u"PD-MAX"_s, u"max"_s)).ok());
    QVERIFY(s->drafts.save(kProfile, content(u"PD-OLD"_s, QString())).ok()); // before operators
    QVERIFY(s->drafts.save(kOther, content(u"PD-NG"_s, u"ana"_s)).ok()); // another profile
    s->model.setProfileId(kProfile);

    // Nobody signed in: all of the profile's, to look at (newest first).
    QCOMPARE(reloaded(*s), (QStringList {u"PD-OLD"_s, u"PD-MAX"_s, u"PD-ANA"_s}));
    QCOMPARE(s->model.rowCount(), 3);

    // Ana signs in: hers and the one made before operators; the list follows by itself.
    QSignalSpy loaded(&s->model, &DraftsListModel::loaded);
    s->signedIn.signIn(*s->ana);
    QVERIFY(loaded.wait());
    QCOMPARE(listed(s->model), (QStringList {u"PD-OLD"_s, u"PD-ANA"_s}));
    const PayoutDraft maxs = s->drafts.list(kProfile).value().at(1);
    QCOMPARE(maxs.customId(), u"PD-MAX"_s);
    QVERIFY(!s->model.isMine(maxs));
    QVERIFY(s->model.isMine(*s->model.draft(s->model.drafts().at(0).id)));
    QVERIFY(!s->model.draft(maxs.id)); // not listed

    // Max signs in: his.
    s->signedIn.signIn(*s->max);
    QVERIFY(loaded.wait());
    QCOMPARE(listed(s->model), (QStringList {u"PD-OLD"_s, u"PD-MAX"_s}));

    // A draft saved by Max appears without being asked.
    QVERIFY(s->drafts.save(kProfile, content(u"PD-MAX-2"_s, u"max"_s)).ok());
    QVERIFY(loaded.wait());
    QCOMPARE(listed(s->model), (QStringList {u"PD-MAX-2"_s, u"PD-OLD"_s, u"PD-MAX"_s}));
}

void TestDraftsListModel::listedStatesAndStatus()
{
    const auto s = open();
    s->signedIn.signIn(*s->ana);
    const PayoutDraft draft = s->drafts.save(kProfile, content(u"PD-1"_s, u"ana"_s)).value();
    const PayoutDraft waiting = s->drafts.save(kProfile, content(u"PD-2"_s, u"ana"_s)).value();
    const PayoutDraft returned = s->drafts.save(kProfile, content(u"PD-3"_s, u"ana"_s)).value();
    const PayoutDraft approved = s->drafts.save(kProfile, content(u"PD-4"_s, u"ana"_s)).value();
    const auto submitted = s->desk.submit(*s->ana, kProfile, waiting.id, waiting.revision);
    QVERIFY(submitted.ok());
    const auto second = s->desk.submit(*s->ana, kProfile, returned.id, returned.revision);
    QVERIFY(second.ok());
    QVERIFY(s->desk
                .reject(kProfile, returned.id, second.row.revision, u"ben"_s, passOf(u"ben"_s),
                        u"The invoice says KES 2,050"_s)
                .ok());
    const auto third = s->desk.submit(*s->ana, kProfile, approved.id, approved.revision);
    QVERIFY(third.ok());
    QVERIFY(s->desk.approve(kProfile, approved.id, third.row.revision, u"ben"_s, passOf(u"ben"_s)).ok());

    // The approved one is on its way: not listed here.
    s->model.setProfileId(kProfile);
    QCOMPARE(reloaded(*s), (QStringList {u"PD-3"_s, u"PD-2"_s, u"PD-1"_s}));
    const auto row = [&](const QString &id) { return s->model.index(s->model.rowOf(id)); };

    QCOMPARE(row(draft.id).data(DraftsListModel::StatusRole).toString(), u"Draft, not sent for approval"_s);
    QVERIFY(!row(draft.id).data(DraftsListModel::AttentionRole).toBool());
    QCOMPARE(row(waiting.id).data(DraftsListModel::StatusRole).toString(), u"Waiting for approval"_s);
    QCOMPARE(row(waiting.id).data(DraftsListModel::StateRole).value<State>(), State::AwaitingApproval);
    QCOMPARE(row(returned.id).data(DraftsListModel::StatusRole).toString(),
             u"Rejected by ben: The invoice says KES 2,050"_s);
    QVERIFY(row(returned.id).data(DraftsListModel::AttentionRole).toBool());
    const QString line = row(waiting.id).data().toString();
    QVERIFY2(line.startsWith(u"PD-2 \u00B7 "_s) && line.contains(u"1,500.00"_s)
                 && line.contains(u" \u00B7 Jane Wanjiku\n"_s),
             qPrintable(line));
    QVERIFY(line.endsWith(u"\nWaiting for approval"_s));
    QCOMPARE(row(waiting.id).data(DraftsListModel::IdRole).toString(), waiting.id);

    // What each state says, and which need their maker.
    PayoutDraft d;
    d.state = State::Rejected;
    QCOMPARE(DraftsListModel::statusText(d), u"Refused by the service: open it to correct it"_s);
    QVERIFY(DraftsListModel::needsAttention(d));
    d.state = State::Expired;
    QCOMPARE(DraftsListModel::statusText(d), u"Expired without approval: open it to submit it again"_s);
    QVERIFY(DraftsListModel::needsAttention(d));
    d.state = State::AwaitingApproval;
    d.progress.approvers = QStringList {u"ben"_s};
    QCOMPARE(DraftsListModel::statusText(d), u"Approved by ben, waiting for a second approver"_s);
    QVERIFY(!DraftsListModel::needsAttention(d));
    d.state = State::Draft;
    d.progress.returnedReason = u"Waited too long"_s;
    QCOMPARE(DraftsListModel::statusText(d), u"Returned: Waited too long"_s);
    QVERIFY(DraftsListModel::needsAttention(d));
}

void TestDraftsListModel::nothingReadWithoutProfile()
{
    const auto s = open();
    QVERIFY(s->drafts.save(kProfile, content(u"PD-1"_s, u"ana"_s)).ok());
    QSignalSpy loaded(&s->model, &DraftsListModel::loaded);
    s->model.reload(); // no profile: nothing asked
    QCOMPARE(s->model.rowCount(), 0);
    s->model.setProfileId(kProfile);
    QCOMPARE(reloaded(*s), QStringList {u"PD-1"_s});
    QCOMPARE(loaded.size(), 1); // the store answers in order: the first reload asked nothing
    s->model.setProfileId(kOther); // another profile: emptied at once
    QCOMPARE(s->model.rowCount(), 0);
    QCOMPARE(reloaded(*s), QStringList {});
}

void TestDraftsListModel::readAPageAtATime()
{
    const auto s = open();
    const int mine = DraftsListModel::pageSize * 2 + 30;
    QStringList newestFirst;
    for (int i = 0; i < mine; ++i) {
        newestFirst.prepend(u"PD-%1"_s.arg(i));
        QVERIFY(s->drafts.save(kProfile, content(newestFirst.first(), u"ana"_s)).ok());
        if (i % 50 == 0) // another maker's, never listed while Ana is signed in
            QVERIFY(s->drafts.save(kProfile, content(u"MX-%1"_s.arg(i), u"max"_s)).ok());
    }
    s->signedIn.signIn(*s->ana);
    s->model.setProfileId(kProfile);
    QCOMPARE(reloaded(*s).size(), DraftsListModel::pageSize);
    QVERIFY(s->model.hasMore());
    while (s->model.hasMore()) {
        const int before = s->model.rowCount();
        s->model.fetchMore(); // nothing more when a page is asked already (the tester asks too)
        QVERIFY(!s->model.canFetchMore()); // one page in flight at a time
        QTRY_VERIFY(s->model.rowCount() > before);
    }
    QCOMPARE(listed(s->model), newestFirst);
    QVERIFY(!s->model.hasMore());
    // A summary row: the line from the columns; the whole row read to open it.
    const PayoutDraft listedRow = *s->model.draft(s->model.drafts().constLast().id);
    QVERIFY(listedRow.content.formSnapshot.isEmpty());
    QVERIFY(s->model.index(mine - 1).data().toString().startsWith(u"PD-0 \u00B7 "_s));
    QVERIFY(s->model.index(mine - 1).data().toString().contains(u"1,500.00"_s));
    std::optional<PayoutDraft> opened;
    s->model.loadDraft(listedRow.id, &s->model,
                       [&](const std::optional<PayoutDraft> &d, const QString &) { opened = d; });
    QTRY_VERIFY(opened.has_value());
    QCOMPARE(opened->content.requestBody, s->drafts.load(kProfile, listedRow.id).value().content.requestBody);
    // Read again (a draft saved): as many as were listed, not the first page only.
    QVERIFY(s->drafts.save(kProfile, content(u"PD-NEW"_s, u"ana"_s)).ok());
    QTRY_COMPARE(s->model.rowCount(), mine + 1);
}

QTEST_GUILESS_MAIN(TestDraftsListModel)
#include "tst_draftslistmodel.moc"

void TestDraftsListModel::heldPayoutListedFirstForItsMaker()
{
    const auto s = open();
    const PayoutDraft later = s->drafts.save(kProfile, content(u"PD-H"_s, u"ana"_s)).value();
    const auto submitted = s->desk.submit(*s->ana, kProfile, later.id, later.revision);
    QVERIFY(submitted.ok());
    QVERIFY(s->desk.approve(kProfile, later.id, submitted.row.revision, u"ben"_s, passOf(u"ben"_s)).ok());
    QVERIFY(s->drafts.save(kProfile, content(u"PD-D"_s, u"ana"_s)).ok()); // a draft made after it
    const auto claimed
        = s->outbox.claim(u"owner"_s, outbox::OutboxStore::Claim::Due, std::chrono::seconds(60));
    QVERIFY(claimed.ok() && claimed.value() && claimed.value()->id == later.id);
    const QString reason = u"The approval of ben does not verify."_s;
    QVERIFY(s->outbox.hold(*claimed.value(), u"owner"_s, reason, u"bad signature"_s).ok());

    s->signedIn.signIn(*s->ana);
    s->model.setProfileId(kProfile);
    // Held first (it needs her), then the rest newest first.
    QCOMPARE(reloaded(*s), (QStringList {u"PD-H"_s, u"PD-D"_s}));
    const QModelIndex held = s->model.index(s->model.rowOf(later.id));
    QCOMPARE(held.data(DraftsListModel::StatusRole).toString(),
             payouts::PayoutStateText::heldText(reason) + u". Open it to return it to a draft."_s);
    QVERIFY(held.data(DraftsListModel::StatusRole).toString().startsWith(u"Held: not sent: "_s + reason));
    QVERIFY(held.data(DraftsListModel::AttentionRole).toBool());
    // Another maker does not see it; nobody signed in sees everybody's.
    s->signedIn.signIn(*s->max);
    QCOMPARE(reloaded(*s), QStringList {});
    s->signedIn.signOut();
    QVERIFY(reloaded(*s).contains(u"PD-H"_s));
    // Returned to a draft by her: a draft like any other.
    const PayoutDraft row = s->outbox.load(later.id).value();
    QVERIFY(s->desk.reopen(*s->ana, kProfile, row.id, row.revision).ok());
    s->signedIn.signIn(*s->ana);
    QStringList listedNow = reloaded(*s);
    listedNow.sort();
    QCOMPARE(listedNow, (QStringList {u"PD-D"_s, u"PD-H"_s}));
    QCOMPARE(s->model.index(s->model.rowOf(later.id)).data(DraftsListModel::StatusRole).toString(),
             u"Draft, not sent for approval"_s);
}
