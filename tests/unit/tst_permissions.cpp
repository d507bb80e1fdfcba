// SPDX-License-Identifier: GPL-3.0-or-later
// Who may draft, approve and administer: the pure checks of operators/Permissions.h, with the
// approval rules of a currency (one approver, or two different ones above the threshold).

#include "operators/Permissions.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::operators;
using namespace Qt::StringLiterals;
using Role = Operator::Role;
using Verdict = Permissions::Verdict;

namespace {

Operator person(const QString &id, Role role, bool administrator = false, bool disabled = false)
{
    Operator op;
    op.id = id;
    op.displayName = id;
    op.role = role;
    op.administrator = administrator;
    op.disabled = disabled;
    op.revision = 1;
    return op;
}

Money kes(qint64 minor)
{
    return Money::fromMinorUnits(minor, u"KES");
}

// KES: a second approver above KES 100,000.00.
ApprovalRule kesRule()
{
    ApprovalRule rule = ApprovalRule::defaultRule(u"KES"_s);
    rule.secondApproverAbove = kes(100'000'00);
    rule.expiryDays = 3;
    return rule;
}

} // namespace

class TestPermissions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void onlyAnActiveMakerDrafts_data();
    void onlyAnActiveMakerDrafts();
    void makerNeverApprovesOwnPayout();
    void viewerNeitherDraftsNorApproves();
    void secondApproverAboveTheThreshold();
    void currencyWithoutRuleNeedsOneApprover();
    void onlyAnActiveAdministratorAdministers();
    void rulesAreValidated();
    void draftsExpire();
};

void TestPermissions::onlyAnActiveMakerDrafts_data()
{
    QTest::addColumn<Role>("role");
    QTest::addColumn<bool>("administrator");
    QTest::addColumn<bool>("disabled");
    QTest::addColumn<Verdict>("verdict");
    QTest::newRow("maker") << Role::Maker << false << false << Verdict::Allowed;
    QTest::newRow("maker, administrator") << Role::Maker << true << false << Verdict::Allowed;
    QTest::newRow("maker, disabled") << Role::Maker << false << true << Verdict::Disabled;
    QTest::newRow("approver") << Role::Approver << false << false << Verdict::NotAMaker;
    QTest::newRow("viewer") << Role::Viewer << false << false << Verdict::NotAMaker;
    QTest::newRow("viewer, administrator") << Role::Viewer << true << false << Verdict::NotAMaker;
}

void TestPermissions::onlyAnActiveMakerDrafts()
{
    QFETCH(Role, role);
    QFETCH(bool, administrator);
    QFETCH(bool, disabled);
    QFETCH(Verdict, verdict);
    const Permissions::Decision d = Permissions::canDraft(person(u"ana"_s, role, administrator, disabled));
    QCOMPARE(d.verdict, verdict);
    QCOMPARE(d.message().isEmpty(), verdict == Verdict::Allowed);
    QCOMPARE(Permissions::canDraft(Operator()).verdict, Verdict::Disabled); // nobody
}

void TestPermissions::makerNeverApprovesOwnPayout()
{
    const Operator ben = person(u"ben"_s, Role::Approver, true);
    const Permissions::Decision own = Permissions::canApprove(ben, u"ben"_s, kes(500'00), kesRule(), {});
    QCOMPARE(own.verdict, Verdict::OwnPayout);
    QVERIFY(!own.allowed());
    QVERIFY(!own.completes());
    QVERIFY(!own.message().isEmpty());
    // Nor above the threshold, as second approver of a payout approved by someone else.
    QCOMPARE(Permissions::canApprove(ben, u"ben"_s, kes(500'000'00), kesRule(), {u"cleo"_s}).verdict,
             Verdict::OwnPayout);
    // A payout without a recorded maker is approved by nobody.
    QCOMPARE(Permissions::canApprove(ben, QString(), kes(500'00), kesRule(), {}).verdict, Verdict::OwnPayout);
    // Someone else's payout: allowed, and this one approval is enough below the threshold.
    const Permissions::Decision other = Permissions::canApprove(ben, u"ana"_s, kes(500'00), kesRule(), {});
    QVERIFY(other.allowed());
    QCOMPARE(other.approversNeeded, 1);
    QVERIFY(other.completes());
}

void TestPermissions::viewerNeitherDraftsNorApproves()
{
    for (const bool administrator : {false, true}) {
        const Operator viv = person(u"viv"_s, Role::Viewer, administrator);
        QCOMPARE(Permissions::canDraft(viv).verdict, Verdict::NotAMaker);
        QCOMPARE(Permissions::canApprove(viv, u"ana"_s, kes(500'00), kesRule(), {}).verdict,
                 Verdict::NotAnApprover);
    }
    // A maker does not approve either (of someone else's payout), nor a disabled approver.
    QCOMPARE(Permissions::canApprove(person(u"mo"_s, Role::Maker), u"ana"_s, kes(1), kesRule(), {}).verdict,
             Verdict::NotAnApprover);
    QCOMPARE(Permissions::canApprove(person(u"ben"_s, Role::Approver, false, true), u"ana"_s, kes(1),
                                     kesRule(), {})
                 .verdict,
             Verdict::Disabled);
}

void TestPermissions::secondApproverAboveTheThreshold()
{
    const Operator ben = person(u"ben"_s, Role::Approver);
    const Operator cleo = person(u"cleo"_s, Role::Approver);
    const ApprovalRule rule = kesRule();

    // At the threshold: one approver. Above it (by one cent): two.
    QCOMPARE(rule.approversNeeded(kes(100'000'00)), 1);
    QCOMPARE(rule.approversNeeded(kes(100'000'01)), 2);
    QVERIFY(Permissions::canApprove(ben, u"ana"_s, kes(100'000'00), rule, {}).completes());

    const Money big = kes(100'000'01);
    const Permissions::Decision first = Permissions::canApprove(ben, u"ana"_s, big, rule, {});
    QVERIFY(first.allowed());
    QCOMPARE(first.approversNeeded, 2);
    QCOMPARE(first.approvalsAfter, 1);
    QVERIFY(!first.completes()); // not yet: a second person is needed

    // The same approver again does not count twice.
    QCOMPARE(Permissions::canApprove(ben, u"ana"_s, big, rule, {u"ben"_s}).verdict, Verdict::AlreadyApproved);
    // A different approver completes it.
    const Permissions::Decision second = Permissions::canApprove(cleo, u"ana"_s, big, rule, {u"ben"_s});
    QVERIFY(second.allowed());
    QVERIFY(second.completes());
    // Once complete, nobody approves it further.
    const Operator dan = person(u"dan"_s, Role::Approver);
    QCOMPARE(Permissions::canApprove(dan, u"ana"_s, big, rule, {u"ben"_s, u"cleo"_s}).verdict,
             Verdict::FullyApproved);
    QCOMPARE(Permissions::canApprove(dan, u"ana"_s, kes(5), rule, {u"ben"_s}).verdict,
             Verdict::FullyApproved);
}

void TestPermissions::currencyWithoutRuleNeedsOneApprover()
{
    const ApprovalRules rules({kesRule()});
    QVERIFY(rules.hasRuleFor(u"KES"_s));
    QVERIFY(!rules.hasRuleFor(u"UGX"_s));
    const ApprovalRule ugx = rules.ruleFor(u"UGX"_s);
    QCOMPARE(ugx.currency, u"UGX"_s);
    QVERIFY(!ugx.secondApproverAbove.isValid());
    QCOMPARE(ugx.expiryDays, ApprovalRule::defaultExpiryDays);
    QCOMPARE(ugx.approversNeeded(Money::fromMinorUnits(999'999'999'999, u"UGX")), 1);
    QCOMPARE(rules.ruleFor(u"KES"_s).approversNeeded(kes(100'000'01)), 2);
    // A rule of another currency says nothing of this amount.
    QCOMPARE(kesRule().approversNeeded(Money::fromMinorUnits(999'999'999, u"UGX")), 1);
}

void TestPermissions::onlyAnActiveAdministratorAdministers()
{
    QVERIFY(Permissions::canAdminister(person(u"ada"_s, Role::Viewer, true)).allowed());
    QCOMPARE(Permissions::canAdminister(person(u"ada"_s, Role::Viewer, true, true)).verdict,
             Verdict::Disabled);
    for (const Role role : {Role::Maker, Role::Approver, Role::Viewer})
        QCOMPARE(Permissions::canAdminister(person(u"x"_s, role)).verdict, Verdict::NotAnAdministrator);
}

void TestPermissions::rulesAreValidated()
{
    QVERIFY(kesRule().validationError().isEmpty());
    QVERIFY(ApprovalRule::defaultRule(u"KES"_s).validationError().isEmpty());
    QVERIFY(!ApprovalRule::defaultRule(u"XYZ"_s).validationError().isEmpty());
    ApprovalRule rule = kesRule();
    rule.secondApproverAbove = Money::fromMinorUnits(100, u"UGX");
    QVERIFY(!rule.validationError().isEmpty());
    rule.secondApproverAbove = kes(-1);
    QVERIFY(!rule.validationError().isEmpty());
    rule = kesRule();
    for (const int days : {0, -1, 366}) {
        rule.expiryDays = days;
        QVERIFY2(!rule.validationError().isEmpty(), qPrintable(QString::number(days)));
    }
    rule.expiryDays = 365;
    QVERIFY(rule.validationError().isEmpty());
}

void TestPermissions::draftsExpire()
{
    const ApprovalRule rule = kesRule(); // 3 days
    const QDateTime since(QDate(2026, 11, 20), QTime(9, 0), Qt::UTC);
    QCOMPARE(rule.expiresAt(since), QDateTime(QDate(2026, 11, 23), QTime(9, 0), Qt::UTC));
    QVERIFY(!rule.isExpired(since, since.addDays(3).addSecs(-1)));
    QVERIFY(rule.isExpired(since, since.addDays(3)));
}

QTEST_APPLESS_MAIN(TestPermissions)
#include "tst_permissions.moc"
