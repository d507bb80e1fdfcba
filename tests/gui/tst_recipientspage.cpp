// SPDX-License-Identifier: GPL-3.0-or-later
// The Recipients page in the main window, built from an AppContext as main() builds it: pages
// as the table scrolls, the local search and "Search all", and a profile switched while a page
// of recipients is on its way (no request reaches a service with another profile's key).
#include "ApiClientSupport.h"
#include "AppContext.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "MainWindowFixture.h"
#include "RecordingProxy.h"
#include "core/Application.h"
#include "dialogs/NewRecipientDialog.h"
#include "models/PaymentAccountsModel.h"
#include "pages/RecipientsPage.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"
#include "session/Sessions.h"
#include "widgets/TaskProgressDialog.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>

using namespace paydesk;
using namespace paydesk::test;
using profiles::Profile;

namespace {

QString holderName(const QString &prefix, int i)
{
    return prefix + u' ' + QChar(u'A' + i / 26) + QChar(u'a' + i % 26);
}

void addRecipients(SandboxFixture &sandbox, int count, const QString &prefix)
{
    for (int i = 0; i < count; ++i) {
        auto account = kenyaAccount(QStringLiteral("+2547130%1").arg(i, 5, 10, QLatin1Char('0')));
        account.holder.name = holderName(prefix, i);
        const HttpResult created = sandbox.http().post(QStringLiteral("/payment-accounts"), account.toJson());
        QVERIFY2(created.status == 201, created.body.constData());
    }
}

// The main window with one sandbox profile in view, seen through a recording proxy.
struct RecipientsWindow : MainWindowFixture
{
    using MainWindowFixture::MainWindowFixture;
    ui::RecipientsPage *page() const { return window->recipientsPage(); }
    QTableView *table() const { return page()->findChild<QTableView *>(u"recipientsTable"_qs); }
};

} // namespace

class TestRecipientsPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        useNoKeychain();
        core::installTranslations(QLocale(QLocale::English, QLocale::UnitedStates)); // as main() does
        QVERIFY(m_dir.isValid());
    }

    void pagesAsTheTableScrolls()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        addRecipients(sandbox, 60, u"Holder"_qs);
        RecipientsWindow w(sandbox, settingsFile());
        QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
        QTest::keyClick(w.window.get(), Qt::Key_6, Qt::ControlModifier);
        ui::RecipientsPage *page = w.page();
        QCOMPARE(w.window->currentPage(), page);
        auto *table = w.table();
        auto *count = page->findChild<QLabel *>(u"countLabel"_qs);
        QTRY_VERIFY(table->isVisible());
        QTRY_COMPARE(table->model()->rowCount(), 25);
        QCOMPARE(table->model()->index(0, 0).data().toString(), holderName(u"Holder"_qs, 59)); // newest first
        QVERIFY2(count->text().contains(u"more load as you scroll"), qPrintable(count->text()));

        // Scrolling to the end asks for the next page, until there is none.
        for (int guard = 0; guard < 10 && page->model()->rowCount() < 60; ++guard) {
            const int before = page->model()->rowCount();
            table->scrollToBottom();
            QTRY_VERIFY(page->model()->rowCount() > before);
        }
        QTRY_COMPARE(table->model()->rowCount(), 60);
        QTRY_COMPARE(count->text(), u"All 60 recipients."_qs);
        QCOMPARE(table->model()->index(59, 0).data().toString(), holderName(u"Holder"_qs, 0));
    }

    void searchFiltersAndSearchAllLoadsTheRest()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        addRecipients(sandbox, 110, u"Holder"_qs); // five pages of 25
        RecipientsWindow w(sandbox, settingsFile());
        w.window->showPage(w.page());
        ui::RecipientsPage *page = w.page();
        auto *table = w.table();
        QTRY_COMPARE(page->model()->rowCount(), 25);

        // The oldest recipient is not loaded yet: the search finds nothing, and offers the rest.
        auto *search = page->findChild<QLineEdit *>(u"searchEdit"_qs);
        auto *searchAll = page->findChild<QPushButton *>(u"searchAllButton"_qs);
        w.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.window.get()));
        table->setFocus();
        QTest::keyClick(table, Qt::Key_F, Qt::ControlModifier); // Ctrl+F: to the search box
        QTRY_VERIFY(search->hasFocus());
        QTest::keyClicks(search, holderName(u"Holder"_qs, 0));
        QCOMPARE(table->model()->rowCount(), 0);
        QVERIFY(searchAll->isVisible());
        QVERIFY2(page->findChild<QLabel *>(u"countLabel"_qs)->text().contains(u"more are on the service"),
                 qPrintable(page->findChild<QLabel *>(u"countLabel"_qs)->text()));
        QVERIFY(page->model()->rowCount() < 110); // whatever the view asked for by itself
        QTest::mouseClick(searchAll, Qt::LeftButton);
        QPointer<ui::TaskProgressDialog> progress = page->findChild<ui::TaskProgressDialog *>();
        QVERIFY(progress); // the work is a Task, shown with progress and Cancel
        QVERIFY(!searchAll->isEnabled()); // one at a time
        QTRY_COMPARE(page->model()->rowCount(), 110);
        QTRY_COMPARE(table->model()->rowCount(), 1);
        QCOMPARE(table->model()->index(0, 0).data().toString(), holderName(u"Holder"_qs, 0));
        QTRY_VERIFY(!searchAll->isVisible());
        QTRY_VERIFY(progress.isNull()); // closed once done
        QCOMPARE(w.proxy.count("GET", "/v1/payment-accounts"), 5); // each page once
        QCOMPARE(w.window->findChild<QLabel *>(u"connectionLabel"_qs)->text(), u"Connected"_qs);

        // A number, a country: any text of the row.
        search->clear();
        QTest::keyClicks(search, u"+254713000007"_qs);
        QCOMPARE(table->model()->rowCount(), 1);
        search->clear();
        QTest::keyClicks(search, u"kenya"_qs);
        QCOMPARE(table->model()->rowCount(), 110);
    }

    void newRecipientFromThePage()
    {
        // Ctrl+N on the page opens the New recipient dialog for the profile in view; a recipient
        // created there appears at the top of the list, selected; the same one again is found.
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        addRecipients(sandbox, 3, u"Holder"_qs);
        RecipientsWindow w(sandbox, settingsFile());
        w.window->showPage(w.page());
        ui::RecipientsPage *page = w.page();
        auto *table = w.table();
        QTRY_COMPARE(page->model()->rowCount(), 3);
        table->setFocus();
        QTest::keyClick(table, Qt::Key_N, Qt::ControlModifier);
        ui::NewRecipientDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = page->findChild<ui::NewRecipientDialog *>()) && dialog->isVisible());
        auto *country = dialog->findChild<QComboBox *>(u"countryCombo"_qs);
        country->setCurrentIndex(country->findData(u"KE"_qs));
        QTest::keyClicks(dialog->findChild<QLineEdit *>(u"holderNameEdit"_qs), u"Jane Wanjiku"_qs);
        auto *operators = dialog->findChild<QComboBox *>(u"operatorCombo"_qs);
        QCOMPARE(operators->findData(u"MTN"_qs), -1); // an operator of another country is not offered
        operators->setCurrentIndex(operators->findData(u"SAFARICOM"_qs));
        QTest::keyClicks(dialog->findChild<QLineEdit *>(u"phoneEdit"_qs), u"0712 345 678"_qs);
        auto *create = dialog->findChild<QPushButton *>(u"createButton"_qs);
        QTRY_VERIFY(create->isEnabled());
        QTest::mouseClick(create, Qt::LeftButton);

        auto *saved = page->findChild<QLabel *>(u"savedLabel"_qs);
        QTRY_COMPARE(saved->text(), u"Saved Jane Wanjiku."_qs);
        QTRY_COMPARE(page->model()->rowCount(), 4);
        QCOMPARE(page->model()->index(0, 0).data().toString(), u"Jane Wanjiku"_qs); // newest first
        QTRY_COMPARE(table->selectionModel()->selectedRows().value(0).row(), 0);
        QVERIFY(page->model()->index(0, 3).data().toString().startsWith(u"+254712345678"));

        QTest::mouseClick(create, Qt::LeftButton); // the same again
        QTRY_COMPARE(saved->text(), u"Jane Wanjiku was already saved."_qs);
        QTRY_COMPARE(page->model()->rowCount(), 4);
        QCOMPARE(w.proxy.count("POST", "/v1/payment-accounts"), 2);
        for (const auto &r : w.proxy.requests())
            QCOMPARE(r.authorization, "Bearer " + sandbox.key().toUtf8());
        dialog->close();
    }

    void aProfileSwitchedWhileAPageIsOnItsWaySendsNothingAcross()
    {
        // Two services, each knowing its own key only, each seen through a proxy that writes
        // down every request and its Authorization.
        SandboxFixture a, b;
        QVERIFY2(a.started() && b.started(), qPrintable(a.error() + b.error()));
        addRecipients(a, 3, u"Ay"_qs);
        addRecipients(b, 4, u"Bee"_qs);
        RecordingProxy proxyA(a.baseUrl()), proxyB(b.baseUrl());
        auto context = makeAppContext(settingsFile());
        const Profile pa
            = addSessionProfile(*context, Profile::Kind::Sandbox, u"Acme test"_qs, proxyA.baseUrl(), a.key());
        const Profile pb
            = addSessionProfile(*context, Profile::Kind::Production, u"Acme"_qs, proxyB.baseUrl(), b.key());
        QVERIFY(context->profiles().setCurrent(pa.id));

        // A's recipients are held by the service for a while.
        QJsonObject held = fault("GET", "/v1/payment-accounts", "delay");
        held.insert(u"delay_ms"_qs, 1500);
        QCOMPARE(a.addFault(held).status, 201);

        ui::MainWindow window(*context);
        window.show();
        window.showPage(window.recipientsPage());
        ui::RecipientsPage *page = window.recipientsPage();
        QTRY_COMPARE(proxyA.count("GET", "/v1/payment-accounts"), 1);
        QCOMPARE(page->model()->rowCount(), 0);
        QVERIFY2(page->findChild<QLabel *>(u"messageLabel"_qs)->text().contains(u"Loading recipients"),
                 qPrintable(page->findChild<QLabel *>(u"messageLabel"_qs)->text()));

        auto *combo = window.findChild<QComboBox *>(u"profileCombo"_qs);
        choose(combo, combo->findData(pb.id));
        QCOMPARE(context->sessions().current()->profileId(), pb.id);
        QTRY_COMPARE(page->model()->rowCount(), 4);
        QCOMPARE(page->model()->index(0, 0).data().toString(), holderName(u"Bee"_qs, 3));
        QTRY_COMPARE(proxyA.hangUps(), 1); // A's page was given up, not shown under B
        QCOMPARE(page->model()->rowCount(), 4);

        QVERIFY(!proxyA.requests().isEmpty() && !proxyB.requests().isEmpty());
        for (const auto &r : proxyA.requests())
            QCOMPARE(r.authorization, "Bearer " + a.key().toUtf8());
        for (const auto &r : proxyB.requests())
            QCOMPARE(r.authorization, "Bearer " + b.key().toUtf8());

        // And back: A's recipients, asked again of A only.
        choose(combo, combo->findData(pa.id));
        QTRY_COMPARE(page->model()->rowCount(), 3);
        QCOMPARE(page->model()->index(0, 0).data().toString(), holderName(u"Ay"_qs, 2));
        for (const auto &r : proxyA.requests())
            QCOMPARE(r.authorization, "Bearer " + a.key().toUtf8());
    }

private:
    QString settingsFile() const { return m_dir.filePath(u"settings.ini"_qs); }
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestRecipientsPage)
#include "tst_recipientspage.moc"
