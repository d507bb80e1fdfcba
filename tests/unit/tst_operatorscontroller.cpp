// SPDX-License-Identifier: GPL-3.0-or-later
// The Operators page's logic without widgets (operators/OperatorsController.h) and the calls of
// operators/OperatorDirectory.h that the sign-in and operator dialogs make, on the store's thread:
// both lists read together, the operators by name shown; a change made meanwhile is read by the
// one more read that reloads during a read give; a wrong passphrase is refused and a right one
// signs in; changing one's own passphrase checks the current one first; a rule set and removed.

#include "StoreBackend.h"
#include "operators/OperatorDirectory.h"
#include "operators/OperatorsController.h"
#include "store/ApprovalRuleStore.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/Store.h"

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

private:
    test::StoreBackend m_backend;
};

QTEST_GUILESS_MAIN(TestOperatorsController)
#include "tst_operatorscontroller.moc"
