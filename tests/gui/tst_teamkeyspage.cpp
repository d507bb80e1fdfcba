// SPDX-License-Identifier: GPL-3.0-or-later
// The signing keys in the window of a team database (label postgres: a team database of its own on
// the server of scripts/test, tests/support/TeamDatabase.h), as an administrator sees them at their
// workstation: the team's administrator key, made at their first sign-in, is kept by this
// workstation at first sight and said in a message naming the administrator and the fingerprint
// to compare; a key another operator makes at another workstation shows on the Operators page at
// once (the database's notifications), waiting for an administrator; the administrator, signed in
// to the team by the database login (no key unlocked), vouches for it after typing their password,
// and the page says "Vouched for by bo".

#include "AppContext.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "TeamDatabase.h"
#include "dialogs/VouchKeyDialog.h"
#include "operators/OperatorTables.h"
#include "operators/SignedIn.h"
#include "operators/SigningKey.h"
#include "operators/TrustAnchor.h"
#include "operators/TrustCheck.h"
#include "pages/OperatorsPage.h"
#include "store/AuditLog.h"
#include "store/ChangeListener.h"
#include "store/Operators.h"
#include "store/SigningKeys.h"
#include "store/Store.h"

#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::test;
using namespace Qt::StringLiterals;
using Role = operators::Operator::Role;

namespace {

constexpr int kWaitMs = 20000;

// Another workstation of the team, signed in as `config`'s login: its own store and people.
struct Workstation
{
    explicit Workstation(const store::StoreConfig &config)
        : store(config)
        , log(&store)
        , operators(&store, &log)
    {
        operators.setHashParameters({10, 8, 1});
    }
    store::Store store;
    store::AuditLog log;
    store::Operators operators;
};

int rowOf(const QAbstractItemModel *model, const QString &id)
{
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, 0).data(Qt::UserRole).toString() == id)
            return row;
    return -1;
}

} // namespace

class TestTeamKeysPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        useNoKeychain();
        QVERIFY(m_dir.isValid());
    }

    void keptAtFirstSightThenAKeyVouchedForLive()
    {
        TeamDatabase team;
        QString why;
        QVERIFY2(team.setUp(&why), qPrintable(why));
        const store::StoreConfig bo = team.addOperator(u"bo"_s, Role::Approver, true);
        const store::StoreConfig ana = team.addOperator(u"ana"_s, Role::Maker);
        QVERIFY(!bo.user.isEmpty() && !ana.user.isEmpty());
        // Bo's first sign-in with his password makes the team's administrator key (the root).
        QByteArray rootKey;
        {
            Workstation first(bo);
            QVERIFY(first.store.open().ok());
            QVERIFY(first.operators.authenticate(bo.user, bo.password).ok());
            const auto root = store::SigningKeys(&first.store).root();
            QVERIFY(root.ok() && root.value());
            rootKey = root.value()->publicKey;
        }
        const QString fingerprint = operators::SigningKey::fingerprint(rootKey);
        operators::TrustAnchor anchor(bo.identity());
        anchor.forget(); // this workstation has never seen this team

        // Bo's workstation: the window on the team database, signed in by its login.
        AppContext::Options options;
        options.settings = std::make_unique<QSettings>(m_dir.filePath(u"bo.ini"_s), QSettings::IniFormat);
        options.store = bo;
        options.backgroundWork = false;
        AppContext context(std::move(options));
        ui::MainWindow window(context);
        window.resize(1100, 700);
        window.show();
        QTRY_VERIFY_WITH_TIMEOUT(window.trustMessage() && window.trustMessage()->isVisible(), kWaitMs);
        const QString said = window.trustMessage()->text();
        QVERIFY2(said.startsWith(u"This computer now trusts the administrator key of bo"_s),
                 qPrintable(said));
        QVERIFY2(said.contains(fingerprint), qPrintable(said));
        QCOMPARE(anchor.keptFingerprint(), fingerprint);
        saveScreenshot(window, u"team-trust-kept.png"_s);
        window.trustMessage()->accept();
        QTRY_VERIFY(!window.trustMessage());

        // The Operators page; bo is signed in by the team login, whose password (the store's) also
        // unlocked his key: an administrator vouches without typing it again.
        QTRY_VERIFY_WITH_TIMEOUT(
            context.signedIn().isSignedIn() && context.signedIn().authenticated().signingKey(), kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(context.changeListener()->isListening(), kWaitMs);
        ui::OperatorsPage *page = window.operatorsPage();
        window.showPage(page);
        QTRY_VERIFY_WITH_TIMEOUT(rowOf(page->operatorsModel(), ana.user) >= 0, kWaitMs);
        const auto keyOf = [page](const QString &id) {
            return page->operatorsModel()
                ->index(rowOf(page->operatorsModel(), id), operators::OperatorListModel::KeyColumn)
                .data()
                .toString();
        };
        QCOMPARE(keyOf(bo.user), u"Administrator key of this database"_s);
        QVERIFY(keyOf(ana.user) != u"Vouched for by bo"_s);

        // Ana signs in at her workstation with her password: her key is made there, and shows here
        // at once, waiting.
        {
            Workstation hers(ana);
            QVERIFY(hers.store.open().ok());
            QVERIFY(hers.operators.authenticate(ana.user, ana.password).ok());
        }
        QTRY_COMPARE_WITH_TIMEOUT(keyOf(ana.user), u"Waiting for an administrator"_s, kWaitMs);

        // Bo vouches for it, with the key his sign-in unlocked.
        auto *table = page->findChild<QTableView *>(u"operatorsTable"_s);
        table->selectRow(rowOf(page->operatorsModel(), ana.user));
        auto *vouch = page->findChild<QPushButton *>(u"vouchKeyButton"_s);
        QTRY_VERIFY(vouch->isEnabled());
        QTest::mouseClick(vouch, Qt::LeftButton);
        QPointer<QDialog> dialog = page->openDialog();
        QVERIFY(dialog && dialog->isVisible());
        auto *vouchDialog = qobject_cast<ui::VouchKeyDialog *>(dialog.data());
        QVERIFY(vouchDialog && !vouchDialog->asksPassphrase());
        const auto anas = store::SigningKeys(&context.store()).current(ana.user);
        QVERIFY(anas.ok() && anas.value());
        QCOMPARE(dialog->findChild<QLabel *>(u"fingerprintLabel"_s)->text(),
                 operators::SigningKey::fingerprint(anas.value()->publicKey));
        saveScreenshot(*dialog, u"team-vouch.png"_s);
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"vouchButton"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog, kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(keyOf(ana.user), u"Vouched for by bo"_s, kWaitMs);
        QVERIFY(context.signedIn().authenticated().signingKey()); // kept for the next vouch
        QVERIFY(store::SigningKeys(&context.store()).current(ana.user).value()->isVouched());
        anchor.forget();
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestTeamKeysPage)
#include "tst_teamkeyspage.moc"
