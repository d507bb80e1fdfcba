// SPDX-License-Identifier: GPL-3.0-or-later
// The Operators page's logic without widgets (operators/OperatorsController.h) and the calls of
// operators/OperatorDirectory.h that the sign-in and operator dialogs make, on the store's thread:
// both lists read together, the operators by name shown; a change made meanwhile is read by the
// one more read that reloads during a read give; a wrong passphrase is refused and a right one
// signs in; changing one's own passphrase checks the current one first; a rule set and removed.

#include "StoreBackend.h"
#include "operators/OperatorDirectory.h"
#include "operators/OperatorTables.h"
#include "operators/OperatorsController.h"
#include "store/ApprovalRuleStore.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/Store.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::store;
using namespace Qt::StringLiterals;
using operators::OperatorDirectory;
using operators::OperatorsController;
using Role = operators::Operator::Role;

namespace {

const QString kAdaPass = u"ada-correct-horse"_s;
const QString kZoePass = u"zoe-makes-payouts"_s;

struct Setup
{
    explicit Setup(const StoreConfig &config)
        : store(config)
        , log(&store)
        , operators(&store, &log)
        , rules(&store, &log)
        , directory(&operators, &rules)
    {
        operators.setHashParameters({10, 8, 1}); // fast: the cost itself is tst_passphrasehash's
    }
    Store store;
    AuditLog log;
    Operators operators;
    ApprovalRuleStore rules;
    OperatorDirectory directory;
};

// Waits for one answer of the directory.
template<typename T> struct Answer
{
    std::optional<T> value;
    std::function<void(const T &)> done()
    {
        return [this](const T &v) { value = v; };
    }
    bool wait()
    {
        return QTest::qWaitFor([this] { return value.has_value(); }, 10000);
    }
};

} // namespace

class TestOperatorsController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QString why;
        QVERIFY2(m_backend.setUp(&why), qPrintable(why));
    }
    void init()
    {
        QString why;
        QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
    }
    void cleanup() { m_backend.endTest(); }
    void cleanupTestCase() { m_backend.tearDown(); }

    void firstAdministratorThenSignIn()
    {
        Setup s(m_backend.config());
        QVERIFY(s.store.open().ok());
        Answer<OperatorDirectory::FirstAdministrator> first;
        s.directory.setUpFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Role::Approver, true}, kAdaPass,
                                            this, first.done());
        QVERIFY(first.wait());
        QVERIFY(first.value->added.ok());
        QVERIFY(first.value->auth.ok());
        QCOMPARE(first.value->auth.authenticated->id(), u"ada"_s);

        Answer<AuthResult> wrong;
        s.directory.signIn(u"ada"_s, u"not-her-passphrase"_s, this, wrong.done());
        QVERIFY(wrong.wait());
        QVERIFY(!wrong.value->ok());
        QCOMPARE(wrong.value->outcome, AuthResult::Outcome::WrongPassphrase);
        Answer<AuthResult> right;
        s.directory.signIn(u"ada"_s, kAdaPass, this, right.done());
        QVERIFY(right.wait());
        QVERIFY(right.value->ok());
    }

    void listsByNameAndOneMoreReadAfterAChange()
    {
        Setup s(m_backend.config());
        QVERIFY(s.store.open().ok());
        QVERIFY(
            s.operators.addFirstAdministrator({u"zed"_s, u"Zed Admin"_s, Role::Viewer, true}, kAdaPass).ok());
        const AuthenticatedOperator admin = *s.operators.authenticate(u"zed"_s, kAdaPass).authenticated;
        OperatorsController controller(s.directory);
        QSignalSpy loaded(&controller, &OperatorsController::loaded);
        controller.reload();
        QVERIFY(controller.isLoading());
        // Added after the first read was posted: the reload asked meanwhile reads it (the store
        // runs its calls in the order posted).
        Answer<OperatorDirectory::OperatorResult> added;
        s.directory.add(admin, {u"bea"_s, u"Bea Achieng"_s, Role::Maker, false}, kZoePass, this,
                        added.done());
        controller.reload();
        QVERIFY(added.wait());
        QVERIFY(added.value->ok());
        QTRY_VERIFY(!controller.isLoading() && !loaded.isEmpty());
        QCOMPARE(loaded.size(), 1);
        QVERIFY(controller.hasLoaded());
        QVERIFY(controller.error().isEmpty());
        QCOMPARE(controller.operators().size(), 2);
        QCOMPARE(controller.operators().at(0).id, u"bea"_s); // Bea before Zed
        QCOMPARE(controller.operators().at(1).id, u"zed"_s);
        QCOMPARE(controller.findOperator(u"bea"_s)->displayName, u"Bea Achieng"_s);
        QVERIFY(!controller.findOperator(u"nobody"_s));
        QVERIFY(controller.rules().isEmpty());

        // Bea changes her own passphrase: a wrong current one changes nothing.
        const AuthenticatedOperator bea = *s.operators.authenticate(u"bea"_s, kZoePass).authenticated;
        Answer<OperatorDirectory::OwnPassphrase> refused;
        s.directory.changeOwnPassphrase(bea, u"not-the-current-one"_s, u"a-new-long-passphrase"_s, this,
                                        refused.done());
        QVERIFY(refused.wait());
        QVERIFY(!refused.value->auth.ok());
        QVERIFY(!refused.value->changed.has_value());
        Answer<OperatorDirectory::OwnPassphrase> changed;
        s.directory.changeOwnPassphrase(bea, kZoePass, u"a-new-long-passphrase"_s, this, changed.done());
        QVERIFY(changed.wait());
        QVERIFY(changed.value->auth.ok());
        QVERIFY(changed.value->changed && changed.value->changed->ok());
        QVERIFY(s.operators.authenticate(u"bea"_s, u"a-new-long-passphrase"_s).ok());

        // A rule set and removed, read again each time.
        operators::ApprovalRule rule = operators::ApprovalRule::defaultRule(u"KES"_s);
        rule.expiryDays = 14;
        Answer<StoreResult<operators::ApprovalRule>> set;
        s.directory.setRule(admin, rule, 0, this, set.done());
        QVERIFY(set.wait());
        QVERIFY(set.value->ok());
        controller.reload();
        QTRY_COMPARE(loaded.size(), 2);
        QCOMPARE(controller.currenciesWithRule(), QStringList {u"KES"_s});
        QCOMPARE(controller.findRule(u"KES"_s)->expiryDays, 14);
        Answer<StoreResult<void>> removed;
        s.directory.removeRule(admin, u"KES"_s, controller.findRule(u"KES"_s)->revision, this,
                               removed.done());
        QVERIFY(removed.wait());
        QVERIFY(removed.value->ok());
        controller.reload();
        QTRY_COMPARE(loaded.size(), 3);
        QVERIFY(controller.rules().isEmpty());
    }

    // The page's two tables as their models say them: the cells, the roles the view marks (a
    // disabled operator greyed, the one signed in in bold with a tooltip), the rows found by key.
    void tablesSayWhatThePageShows()
    {
        operators::Operator ada;
        ada.id = u"ada"_s;
        ada.displayName = u"Ada Wanjiru"_s;
        ada.role = Role::Approver;
        ada.administrator = true;
        ada.updatedAt = QDateTime(QDate(2026, 11, 2), QTime(9, 30), Qt::UTC);
        operators::Operator ben = ada;
        ben.id = u"ben"_s;
        ben.displayName = u"Ben Okello"_s;
        ben.role = Role::Maker;
        ben.administrator = false;
        ben.disabled = true;

        using Ops = operators::OperatorListModel;
        Ops people;
        QAbstractItemModelTester peopleTester(&people,
                                              QAbstractItemModelTester::FailureReportingMode::QtTest);
        people.setLocale(QLocale::c());
        people.setOperators({ada, ben}, u"ada"_s);
        QCOMPARE(people.rowCount(), 2);
        QCOMPARE(people.columnCount(), int(Ops::ColumnCount));
        QCOMPARE(people.headerData(Ops::IdColumn, Qt::Horizontal).toString(), u"Sign-in name"_s);
        QCOMPARE(people.rowOf(u"ben"_s), 1);
        QCOMPARE(people.rowOf(u"nobody"_s), -1);
        const auto cell = [&](int row, int column, int role = Qt::DisplayRole) {
            return people.index(row, column).data(role);
        };
        QCOMPARE(cell(0, Ops::NameColumn).toString(), u"Ada Wanjiru"_s);
        QCOMPARE(cell(0, Ops::RoleColumn).toString(), operators::Operator::roleName(Role::Approver));
        QCOMPARE(cell(0, Ops::AdministratorColumn).toString(), u"Yes"_s);
        QCOMPARE(cell(1, Ops::AdministratorColumn).toString(), QString());
        QCOMPARE(cell(0, Ops::StateColumn).toString(), u"Active"_s);
        QCOMPARE(cell(1, Ops::StateColumn).toString(), u"Disabled"_s);
        QVERIFY(!cell(0, Ops::ChangedColumn).toString().isEmpty());
        QCOMPARE(cell(1, Ops::StateColumn, Ops::IdRole).toString(), u"ben"_s);
        QVERIFY(cell(1, Ops::RoleColumn, Ops::DisabledRole).toBool());
        QVERIFY(!cell(0, Ops::RoleColumn, Ops::DisabledRole).toBool());
        QVERIFY(cell(0, Ops::NameColumn, Ops::SignedInRole).toBool());
        QVERIFY(!cell(1, Ops::NameColumn, Ops::SignedInRole).toBool());
        QCOMPARE(cell(0, Ops::NameColumn, Qt::ToolTipRole).toString(), u"Signed in now"_s);
        QVERIFY(cell(1, Ops::NameColumn, Qt::ToolTipRole).isNull());
        people.setOperators({ada, ben}, QString()); // signed out: nobody in bold
        QVERIFY(!cell(0, Ops::NameColumn, Ops::SignedInRole).toBool());

        operators::ApprovalRule kes = operators::ApprovalRule::defaultRule(u"KES"_s);
        kes.secondApproverAbove = Money::fromMinorUnits(5000000, u"KES");
        kes.expiryDays = 14;
        kes.updatedBy = u"ada"_s;
        kes.updatedAt = ada.updatedAt;
        operators::ApprovalRule ngn = operators::ApprovalRule::defaultRule(u"NGN"_s);
        using Rules = operators::ApprovalRulesModel;
        Rules rules;
        QAbstractItemModelTester rulesTester(&rules, QAbstractItemModelTester::FailureReportingMode::QtTest);
        rules.setLocale(QLocale::c());
        rules.setRules({kes, ngn});
        QCOMPARE(rules.rowCount(), 2);
        QCOMPARE(rules.rowOf(u"NGN"_s), 1);
        QCOMPARE(rules.ruleAt(0)->expiryDays, 14);
        QVERIFY(!rules.ruleAt(2));
        QCOMPARE(rules.index(0, Rules::CurrencyColumn).data().toString(), u"KES"_s);
        QVERIFY2(rules.index(0, Rules::ThresholdColumn).data().toString().contains(u"50000"_s)
                     || rules.index(0, Rules::ThresholdColumn).data().toString().contains(u"50,000"_s),
                 qPrintable(rules.index(0, Rules::ThresholdColumn).data().toString()));
        QCOMPARE(rules.index(1, Rules::ThresholdColumn).data().toString(), u"Never: one approver"_s);
        QVERIFY(rules.index(0, Rules::ExpiryColumn).data().toString().startsWith(u"14 day"_s));
        QVERIFY(rules.index(0, Rules::ChangedColumn).data().toString().endsWith(u" by ada"_s));
        QCOMPARE(rules.index(0, Rules::ThresholdColumn).data(Qt::TextAlignmentRole).value<Qt::Alignment>(),
                 Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        QCOMPARE(rules.index(1, Rules::CurrencyColumn).data(Rules::IdRole).toString(), u"NGN"_s);
    }

private:
    test::StoreBackend m_backend;
};

QTEST_GUILESS_MAIN(TestOperatorsController)
#include "tst_operatorscontroller.moc"
