// SPDX-License-Identifier: GPL-3.0-or-later
// The Operators page's logic without widgets (operators/OperatorsController.h) and the calls of
// operators/OperatorDirectory.h that the sign-in and operator dialogs make, on the store's thread:
// both lists read together, the operators by name shown; a change made meanwhile is read by the
// one more read that reloads during a read give; a wrong passphrase is refused and a right one
// signs in; changing one's own passphrase checks the current one first; a rule set and removed.
// Signing keys: read with the lists, each operator's standing in words (operators::KeyStanding:
// the root, vouched, vouched before a change, waiting, none, revoked) in the model's key column
// with the fingerprint in its tooltip; an administrator vouches for a waiting key through the
// directory, and a wrong passphrase typed for it is refused before anything is written.

#include "StoreBackend.h"
#include "operators/KeyStanding.h"
#include "operators/OperatorDirectory.h"
#include "operators/OperatorTables.h"
#include "operators/OperatorsController.h"
#include "operators/SigningKey.h"
#include "store/ApprovalRuleStore.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/SigningKeys.h"
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

    void keysReadWithTheListsAndVouchedFor()
    {
        Setup s(m_backend.config());
        QVERIFY(s.store.open().ok());
        QVERIFY(s.operators.addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Role::Viewer, true}, kAdaPass)
                    .ok());
        const AuthenticatedOperator ada = *s.operators.authenticate(u"ada"_s, kAdaPass).authenticated;
        QVERIFY(s.operators.add(ada, {u"zoe"_s, u"Zoe Maker"_s, Role::Maker, false}, kZoePass).ok());
        // Disabled and enabled again, then signed in: a new key, waiting for an administrator.
        QVERIFY(
            s.operators.setDisabled(ada, u"zoe"_s, s.operators.load(u"zoe"_s).value().revision, true).ok());
        QVERIFY(
            s.operators.setDisabled(ada, u"zoe"_s, s.operators.load(u"zoe"_s).value().revision, false).ok());
        OperatorsController controller(s.directory);
        QSignalSpy loaded(&controller, &OperatorsController::loaded);
        controller.reload();
        QVERIFY(loaded.wait(10000));
        QCOMPARE(controller.keyStanding(u"zoe"_s).state(), operators::KeyStanding::State::None);
        QCOMPARE(controller.keyStanding(u"ada"_s).state(), operators::KeyStanding::State::Root);
        QVERIFY(s.operators.authenticate(u"zoe"_s, kZoePass).ok());
        controller.reload();
        QVERIFY(loaded.wait(10000));
        const operators::KeyStanding zoe = controller.keyStanding(u"zoe"_s);
        QCOMPARE(zoe.state(), operators::KeyStanding::State::Waiting);
        QVERIFY(zoe.needsVouch());
        QCOMPARE(controller.keys().size(), 3); // ada's, zoe's first (revoked), zoe's new one
        QCOMPARE(controller.nameOf(u"ada"_s), u"Ada Lovelace"_s);
        QCOMPARE(controller.nameOf(u"nobody"_s), u"nobody"_s);

        // A wrong passphrase typed to vouch: refused, nothing written.
        Answer<OperatorDirectory::Vouching> wrong;
        s.directory.vouch(ada, zoe.key()->keyId, u"not-adas"_s, this, wrong.done());
        QVERIFY(wrong.wait());
        QVERIFY(wrong.value->auth && !wrong.value->auth->ok());
        QVERIFY(!wrong.value->vouched);
        QVERIFY(!store::SigningKeys(&s.store).current(u"zoe"_s).value()->isVouched());
        // With the key unlocked at her sign-in.
        Answer<OperatorDirectory::Vouching> vouched;
        s.directory.vouch(ada, zoe.key()->keyId, QString(), this, vouched.done());
        QVERIFY(vouched.wait());
        QVERIFY(!vouched.value->auth);
        QVERIFY(vouched.value->vouched && vouched.value->vouched->ok());
        QCOMPARE(vouched.value->vouched->value().keyId, zoe.key()->keyId);
        controller.reload();
        QVERIFY(loaded.wait(10000));
        QCOMPARE(controller.keyStanding(u"zoe"_s).state(), operators::KeyStanding::State::Vouched);
        QCOMPARE(controller.keyStanding(u"zoe"_s).record()->vouchedBy, u"ada"_s);
        // Again: already vouched with the same record, refused.
        Answer<OperatorDirectory::Vouching> again;
        s.directory.vouch(ada, zoe.key()->keyId, QString(), this, again.done());
        QVERIFY(again.wait());
        QVERIFY(again.value->vouched && !again.value->vouched->ok());
    }

    void keyStandingInWords()
    {
        using State = operators::KeyStanding::State;
        operators::Operator ada;
        ada.id = u"ada"_s;
        ada.displayName = u"Ada Lovelace"_s;
        ada.role = Role::Viewer;
        ada.administrator = true;
        operators::Operator ben = ada;
        ben.id = u"ben"_s;
        ben.displayName = u"Ben Okello"_s;
        ben.role = Role::Approver;
        ben.administrator = false;
        const QDateTime t0 = QDateTime(QDate(2026, 11, 2), QTime(9, 30), Qt::UTC);
        const auto keyOf = [&](const QString &operatorId, const QDateTime &created) {
            const operators::SigningKey k = operators::SigningKey::generate();
            operators::OperatorKey row;
            row.publicKey = k.publicKey();
            row.keyId = operators::KeyRecord::keyId(row.publicKey);
            row.operatorId = operatorId;
            row.createdAt = created;
            return row;
        };
        const auto vouched = [&](operators::OperatorKey key, const operators::Operator &as,
                                 const operators::OperatorKey &by) {
            operators::KeyRecord record;
            record.operatorId = as.id;
            record.displayName = as.displayName;
            record.role = as.role;
            record.administrator = as.administrator;
            record.publicKey = key.publicKey;
            record.validFrom = key.createdAt;
            record.vouchedBy = by.operatorId;
            record.vouchedByKey = by.keyId;
            record.time = key.createdAt;
            key.vouch = record.canonicalBytes();
            key.vouchSignature
                = QByteArray(64, 'x'); // the standing reads the record, the verifier the signature
            key.vouchedByKey = by.keyId;
            return key;
        };
        const operators::OperatorKey root = vouched(keyOf(u"ada"_s, t0), ada, keyOf(u"ada"_s, t0));
        operators::OperatorKey adaRoot = root;
        {
            // The root vouches for itself.
            operators::KeyRecord record = *operators::KeyRecord::fromCanonicalBytes(root.vouch);
            record.vouchedByKey = root.keyId;
            adaRoot.vouch = record.canonicalBytes();
            adaRoot.vouchedByKey = root.keyId;
        }
        const auto nameOf = [&](const QString &id) { return id == u"ada" ? ada.displayName : id; };
        QCOMPARE(operators::KeyStanding::of(ada, {adaRoot}).state(), State::Root);
        QCOMPARE(operators::KeyStanding::of(ada, {adaRoot}).text(nameOf),
                 u"Administrator key of this database"_s);

        const operators::OperatorKey bens = vouched(keyOf(u"ben"_s, t0.addSecs(60)), ben, adaRoot);
        const operators::KeyStanding standing = operators::KeyStanding::of(ben, {adaRoot, bens});
        QCOMPARE(standing.state(), State::Vouched);
        QCOMPARE(standing.text(nameOf), u"Vouched for by Ada Lovelace"_s);
        QCOMPARE(standing.fingerprint(), operators::SigningKey::fingerprint(bens.publicKey));
        QVERIFY(!standing.needsVouch());
        QVERIFY(standing.details(ben, nameOf, QLocale::c()).contains(standing.fingerprint()));

        // Vouched as a maker, an approver now: the vouch no longer says who he is.
        operators::Operator promoted = ben;
        promoted.role = Role::Approver;
        const operators::OperatorKey asMaker = vouched(
            bens,
            [&] {
                operators::Operator m = ben;
                m.role = Role::Maker;
                return m;
            }(),
            adaRoot);
        const operators::KeyStanding outdated = operators::KeyStanding::of(promoted, {asMaker});
        QCOMPARE(outdated.state(), State::Outdated);
        QVERIFY(outdated.needsVouch());
        QCOMPARE(outdated.text(nameOf),
                 u"Vouched for by Ada Lovelace before a change: to be vouched again"_s);

        // Not vouched: waiting. A newer key replaces an older one; a revoked one does not count.
        operators::OperatorKey waiting = keyOf(u"ben"_s, t0.addSecs(120));
        QCOMPARE(operators::KeyStanding::of(ben, {bens, waiting}).state(), State::Waiting);
        QCOMPARE(operators::KeyStanding::of(ben, {bens, waiting}).key()->keyId, waiting.keyId);
        waiting.revokedAt = t0.addSecs(180);
        QCOMPARE(operators::KeyStanding::of(ben, {bens, waiting}).state(), State::Vouched);
        // None in force: none yet, or revoked for a disabled operator.
        operators::OperatorKey revoked = bens;
        revoked.revokedAt = t0.addSecs(200);
        QCOMPARE(operators::KeyStanding::of(ben, {revoked}).state(), State::None);
        QCOMPARE(operators::KeyStanding::of(ben, {revoked}).text(nameOf),
                 u"None yet: made at the next sign-in"_s);
        QVERIFY(operators::KeyStanding::of(ben, {revoked}).fingerprint().isEmpty());
        operators::Operator disabled = ben;
        disabled.disabled = true;
        QCOMPARE(operators::KeyStanding::of(disabled, {revoked}).state(), State::Revoked);
        QCOMPARE(operators::KeyStanding::of(disabled, {revoked}).text(nameOf), u"Revoked"_s);
        QCOMPARE(operators::KeyStanding::of(ben, {}).state(), State::None);
        // Another operator's key is not his.
        QCOMPARE(operators::KeyStanding::of(ben, {adaRoot}).state(), State::None);

        // The table's column: the words, the fingerprint in the tooltip.
        using Ops = operators::OperatorListModel;
        Ops people;
        QAbstractItemModelTester tester(&people, QAbstractItemModelTester::FailureReportingMode::QtTest);
        people.setOperators({ada, ben}, u"ada"_s, {adaRoot, bens});
        QCOMPARE(people.headerData(Ops::KeyColumn, Qt::Horizontal).toString(), u"Signing key"_s);
        QCOMPARE(people.index(1, Ops::KeyColumn).data().toString(), u"Vouched for by Ada Lovelace"_s);
        QCOMPARE(people.index(1, Ops::KeyColumn).data(Qt::ToolTipRole).toString(),
                 u"Fingerprint: "_s + operators::SigningKey::fingerprint(bens.publicKey));
        QCOMPARE(people.index(1, Ops::KeyColumn).data(Ops::KeyStateRole).toInt(), int(State::Vouched));
        QCOMPARE(people.index(1, Ops::KeyColumn).data(Ops::FingerprintRole).toString(),
                 operators::SigningKey::fingerprint(bens.publicKey));
        people.setOperators({ada, ben}, u"ada"_s); // no keys read
        QCOMPARE(people.index(1, Ops::KeyColumn).data().toString(), u"None yet: made at the next sign-in"_s);
        QVERIFY(people.index(1, Ops::KeyColumn).data(Qt::ToolTipRole).isNull());
    }

private:
    test::StoreBackend m_backend;
};

QTEST_GUILESS_MAIN(TestOperatorsController)
#include "tst_operatorscontroller.moc"
