// SPDX-License-Identifier: GPL-3.0-or-later
// The Audit log page in the main window, on a store of its own: the entries of what was done
// (a profile added, a key kept for the session), newest first, each in a sentence that names
// people and payouts, the selected one whole below; refused passphrases are entries too; Verify
// says the chain is whole; Export CSV writes every entry as stored (action keys, detail, hashes)
// to a file that is whole, and leaves nothing where it cannot write.

#include "AppContext.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "MainWindowFixture.h"
#include "OperatorSupport.h"
#include "approvals/ApprovalDesk.h"
#include "audit/AuditLogModel.h"
#include "core/Application.h"
#include "pages/AuditPage.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"
#include "store/AuditEvent.h"
#include "store/AuditLog.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"
#include "store/StoreConfig.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QDateTimeEdit>
#include <QFile>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::test;
using profiles::Profile;

class TestAuditPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        useNoKeychain();
        core::installTranslations(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_dir.isValid());
    }

    void showsVerifiesAndExports()
    {
        // A profile added ("profile.added") with a key for the session ("key.session"), in view.
        MainWindowFixture w(QUrl(u"http://127.0.0.1:9/v1"_s), u"sbx_test_key_not_secret"_s,
                            m_dir.filePath(u"settings.ini"_s));
        ui::MainWindow &window = *w.window;
        ui::AuditPage *page = window.auditPage();
        window.showPage(page);

        using Model = audit::AuditLogModel;
        QTRY_VERIFY(page->model()->rowCount() >= 2);
        const int rows = page->model()->rowCount();
        QCOMPARE(page->model()->index(rows - 1, Model::SeqColumn).data().toLongLong(), 1); // newest first
        // What happened in a sentence; the stable key (what the export writes) kept beside it.
        const QString added = page->model()->index(rows - 1, Model::WhatColumn).data().toString();
        QVERIFY2(added.endsWith(u"added the profile \u201CAcme test\u201D (Sandbox)"_s), qPrintable(added));
        QCOMPARE(page->model()->index(rows - 1, 0).data(Model::ActionKeyRole).toString(), u"profile.added"_s);
        QCOMPARE(page->model()->index(rows - 2, Model::ProfileColumn).data().toString(), u"Acme test"_s);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < page->model()->columnCount(); ++c)
                QVERIFY(!page->model()->index(r, c).data().toString().contains(u"sbx_test_key_not_secret"_s));

        auto *status = page->findChild<QLabel *>(u"auditStatusLabel"_s);
        QTest::mouseClick(page->findChild<QPushButton *>(u"verifyButton"_s), Qt::LeftButton);
        QTRY_VERIFY2(status->text().startsWith(u"The audit log is whole"_s), qPrintable(status->text()));

        const QString csv = m_dir.filePath(u"audit.csv"_s);
        page->exportTo(csv);
        QTRY_VERIFY2(status->text().startsWith(u"Exported"_s), qPrintable(status->text()));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QVERIFY(
            lines.first().startsWith("seq,time_utc,action,profile_id,os_user,detail,previous_hash,hash\r"));
        // A header, the entries (and the checkpoint the verification recorded), nothing after the
        // last CRLF.
        QCOMPARE(lines.size() - 2, rows + 1);
        QVERIFY(lines.at(rows + 1).contains(",audit.verified,"));
        QVERIFY(lines.at(1).startsWith("1,"));

        // Where nothing can be written: said, and no file left behind.
        const QString nowhere = m_dir.filePath(u"no-such-folder/audit.csv"_s);
        page->exportTo(nowhere);
        QTRY_VERIFY2(status->text().startsWith(u"The audit log was not exported"_s),
                     qPrintable(status->text()));
        QVERIFY(!QFile::exists(nowhere));
    }

    // Who approved what, to whom, in words; a refused passphrase is an entry too; the columns fit
    // their content and can be widened; the selected entry is shown whole.
    void readsAsSentences()
    {
        const std::unique_ptr<AppContext> made = freshContext(u"sentences"_s);
        AppContext &context = *made;
        QTRY_COMPARE(context.store().state(), store::Store::State::Open);
        const Profile p
            = Profile::create(Profile::Kind::Sandbox, u"Acme test"_s, QUrl(u"http://127.0.0.1:9/v1"_s));
        context.profiles().save(p);
        addTeam(context);
        signIn(context, u"mia"_s);

        // Mia's payout, sent for approval and approved by Abe; a wrong passphrase of Cy's.
        payouts::PayoutDraft::Content content;
        content.requestBody = QJsonObject {
            {u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, u"1500.50"_s}}},
            {u"custom_id"_s, u"PD-20261126-PGZ7J0RQ"_s},
            {u"payment_account_id"_s, u"pac-wanjiru"_s},
        };
        content.recipientSummary = u"Wanjiru Kamau, +254712345678 (Mobile money, Kenya)"_s;
        content.maker = u"mia"_s;
        const auto saved = context.payoutDrafts().save(p.id, content);
        QVERIFY(saved.ok());
        const auto submitted = context.approvalDesk().submit(context.signedIn().authenticated(), p.id,
                                                             saved.value().id, saved.value().revision);
        QVERIFY2(submitted.ok(), qPrintable(submitted.message));
        QVERIFY(!context.operators().authenticate(u"cy"_s, u"not-cy-passphrase"_s).ok());
        const auto approved = context.approvalDesk().approve(
            p.id, saved.value().id, saved.value().revision + 1, u"abe"_s, passphraseOf(u"abe"_s));
        QVERIFY2(approved.ok(), qPrintable(approved.message));

        ui::MainWindow window(context);
        window.show();
        ui::AuditPage *page = window.auditPage();
        window.showPage(page);
        using Model = audit::AuditLogModel;
        QTRY_VERIFY(page->model()->isLoaded() && page->model()->rowCount() > 5);
        QStringList sentences;
        for (int r = 0; r < page->model()->rowCount(); ++r)
            sentences << page->model()->index(r, Model::WhatColumn).data().toString();
        const auto has = [&](const QString &text) { return sentences.contains(text); };
        // The amount as the person's locale writes it ("KES 1,500.50", "1 500,50 KES").
        const QString amount = Money::parse(u"1500.50"_s, u"KES"_s).money.toDisplayWithCurrency(QLocale());
        const QString approvedSentence
            = u"Abe Mensah approved %1 to Wanjiru Kamau (PD-20261126-PGZ7J0RQ)"_s.arg(amount);
        QVERIFY2(has(approvedSentence), qPrintable(sentences.join(u'\n')));
        QVERIFY(
            has(u"Mia Wanjiru sent %1 to Wanjiru Kamau (PD-20261126-PGZ7J0RQ) for approval"_s.arg(amount)));
        QVERIFY(has(u"Mia Wanjiru drafted %1 to Wanjiru Kamau (PD-20261126-PGZ7J0RQ)"_s.arg(amount)));
        QVERIFY(has(u"Sign-in of Cy Okello refused: wrong passphrase"_s));
        QVERIFY(has(u"Ada Lovelace added Abe Mensah as Approver"_s));
        for (const QString &sentence : std::as_const(sentences)) {
            QVERIFY2(!sentence.contains(u"not-cy-passphrase"_s), qPrintable(sentence));
            QVERIFY2(!sentence.contains(u'{'), qPrintable(sentence)); // no raw JSON
        }

        // The columns: sized to their content, and the person may widen them.
        QTableView *table = page->table();
        QHeaderView *header = table->horizontalHeader();
        for (int c = 0; c < Model::ColumnCount; ++c)
            QVERIFY2(header->sectionResizeMode(c) == QHeaderView::Interactive,
                     qPrintable(QString::number(c)));
        const QFontMetrics metrics(table->font());
        const QString time = page->model()->index(0, Model::TimeColumn).data().toString();
        QVERIFY2(table->columnWidth(Model::TimeColumn) >= metrics.horizontalAdvance(time), qPrintable(time));
        QVERIFY(header->stretchLastSection()); // the sentence, last, takes the room left
        QCOMPARE(Model::WhatColumn, Model::ColumnCount - 1);
        QVERIFY(table->columnWidth(Model::WhatColumn) >= table->columnWidth(Model::TimeColumn));

        // The approval, selected: shown whole below, in words, with its key and hashes.
        const int approvalRow = int(sentences.indexOf(approvedSentence));
        table->setCurrentIndex(page->model()->index(approvalRow, Model::WhatColumn));
        auto *detail = page->findChild<QLabel *>(u"auditDetailLabel"_s);
        QTRY_VERIFY(detail->text().contains(u"approval.granted"_s));
        QVERIFY(detail->text().contains(u"Abe Mensah"_s));
        QVERIFY(detail->text().contains(u"Wanjiru Kamau"_s));
        QVERIFY(detail->text().contains(page->model()->entryAt(approvalRow)->hash));
        saveScreenshot(window, u"audit-log.png"_s, {1180, 820});
    }

    // A long log comes a page at a time, newest first, and every entry is reached by scrolling.
    void aLongLogComesAPageAtATime()
    {
        const std::unique_ptr<AppContext> made = freshContext(u"long"_s);
        AppContext &context = *made;
        QTRY_COMPARE(context.store().state(), store::Store::State::Open);
        const int count = 2 * audit::AuditLogModel::pageSize + 50;
        for (int i = 0; i < count; ++i)
            QVERIFY(context.auditLog()
                        .append(store::AuditEvent(store::AuditEvent::Action::KeySaved, u"p-%1"_s.arg(i)))
                        .ok());

        audit::AuditLogModel model(&context.auditLog(), &context.operators(), &context.payoutDrafts(),
                                   &context.profiles());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.reload();
        QTRY_VERIFY(model.isLoaded());
        QCOMPARE(model.rowCount(), audit::AuditLogModel::pageSize);
        QCOMPARE(model.index(0, audit::AuditLogModel::SeqColumn).data().toLongLong(), count); // newest
        for (int pages = 1; model.canFetchMore({}); ++pages) {
            model.fetchMore({});
            QTRY_VERIFY(!model.isFetching());
            QVERIFY(pages < 10);
        }
        for (int r = 0; r < model.rowCount(); ++r) // each once, newest first
            QCOMPARE(model.index(r, audit::AuditLogModel::SeqColumn).data().toLongLong(), count - r);

        QCOMPARE(model.rowCount(), count);
        QCOMPARE(model.index(count - 1, audit::AuditLogModel::SeqColumn).data().toLongLong(), 1);
        QVERIFY(model.error().isEmpty());

        // A new entry goes in on top: nothing read so far is reset or read again.
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        context.auditLog().post(store::AuditEvent(store::AuditEvent::Action::KeyRemoved, u"p-new"_s));
        QTRY_COMPARE(model.rowCount(), count + 1);
        QCOMPARE(model.index(0, audit::AuditLogModel::SeqColumn).data().toLongLong(), count + 1);
        QCOMPARE(model.index(count, audit::AuditLogModel::SeqColumn).data().toLongLong(), 1);
        QCOMPARE(resets.size(), 0);
    }

    // The search and the period in SQL: typing filters the list (after a pause), a word of what a
    // person reads finds the entries it names, nothing found says so where the list is, Clear
    // shows every entry again; the selected entry, whole below.
    void searchesAndFiltersByDate()
    {
        const std::unique_ptr<AppContext> made = freshContext(u"search"_s);
        AppContext &context = *made;
        QTRY_COMPARE(context.store().state(), store::Store::State::Open);
        const Profile p
            = Profile::create(Profile::Kind::Sandbox, u"Acme Kenya"_s, QUrl(u"http://127.0.0.1:9/v1"_s));
        context.profiles().save(p); // "profile.added", posted
        QTRY_VERIFY(context.auditLog().entries(0, 10).value().size() == 1);
        // Entries of three days, ten days ago and before; a reference among them.
        const QDate today = QDate::currentDate();
        const auto at = [&](int daysAgo) { return QDateTime(today.addDays(-daysAgo), QTime(12, 0)).toUTC(); };
        using store::AuditEvent;
        for (int i = 0; i < 6; ++i)
            QVERIFY(context.auditLog()
                        .append(AuditEvent(AuditEvent::Action::KeySaved, p.id, {}, at(12 - i / 2)))
                        .ok());
        QVERIFY(context.auditLog()
                    .append(AuditEvent(AuditEvent::Action::DraftSaved, u"p-other"_s,
                                       QJsonObject {{u"custom_id"_s, u"PD-FIND-ME"_s}}, at(1)))
                    .ok());

        ui::MainWindow window(context);
        window.show();
        ui::AuditPage *page = window.auditPage();
        window.showPage(page);
        using Model = audit::AuditLogModel;
        Model *model = page->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY(model->isLoaded() && model->rowCount() == 8);

        auto *search = page->findChild<QLineEdit *>(u"searchEdit"_s);
        QVERIFY(search && !search->accessibleName().isEmpty());
        search->setFocus();
        QTest::keyClicks(search, u"pd-find"_s);
        QTRY_COMPARE(model->rowCount(), 1);
        QCOMPARE(model->entryAt(0)->detailObject().value(u"custom_id"_s).toString(), u"PD-FIND-ME"_s);
        auto *filterLabel = page->findChild<QLabel *>(u"filterLabel"_s);
        QVERIFY(filterLabel->isVisible());
        QVERIFY2(filterLabel->text().contains(u"pd-find"_s), qPrintable(filterLabel->text()));

        // A word a person reads: the profile's name (stored as its id) and an action's name.
        search->clear();
        QTest::keyClicks(search, u"kenya saved"_s); // "API key saved in the keychain"
        QTRY_COMPARE(model->rowCount(), 6);
        QVERIFY(model->isComplete());

        // Nothing: said where the list is.
        QTest::keyClicks(search, u" zzz-nothing"_s);
        auto *noMatch = page->findChild<QLabel *>(u"noMatchLabel"_s);
        QTRY_VERIFY(noMatch->isVisible());
        QVERIFY2(noMatch->text().startsWith(u"No entry matches"_s), qPrintable(noMatch->text()));
        QVERIFY(!page->table()->isVisible());

        // Clear: every entry again.
        auto *clear = page->findChild<QPushButton *>(u"clearFilterButton"_s);
        QVERIFY(clear->isEnabled());
        QTest::mouseClick(clear, Qt::LeftButton);
        QTRY_COMPARE(model->rowCount(), 8);
        QVERIFY(search->text().isEmpty());
        QVERIFY(!filterLabel->isVisible());
        QVERIFY(page->table()->isVisible());

        // The period: the days 11 and 12 days ago hold four key entries.
        auto *dates = page->findChild<QCheckBox *>(u"dateFilterCheck"_s);
        auto *from = page->findChild<QDateTimeEdit *>(u"fromDateEdit"_s);
        auto *to = page->findChild<QDateTimeEdit *>(u"toDateEdit"_s);
        QVERIFY(!from->isEnabled());
        dates->setChecked(true);
        from->setDate(today.addDays(-12));
        to->setDate(today.addDays(-11));
        QTRY_COMPARE(model->rowCount(), 4);
        for (int r = 0; r < 4; ++r) {
            const QDate day = model->entryAt(r)->time.toLocalTime().date();
            QVERIFY2(day >= today.addDays(-12) && day <= today.addDays(-11), qPrintable(day.toString()));
        }
        // With words too.
        QTest::keyClicks(search, u"PD-FIND"_s);
        QTRY_VERIFY(noMatch->isVisible());
        QTest::mouseClick(clear, Qt::LeftButton);
        QTRY_COMPARE(model->rowCount(), 8);
        QVERIFY(!dates->isChecked());

        // The selected entry, whole below.
        QTest::keyClicks(search, u"PD-FIND"_s);
        QTRY_COMPARE(model->rowCount(), 1);
        page->table()->setCurrentIndex(model->index(0, Model::WhatColumn));
        auto *detail = page->findChild<QLabel *>(u"auditDetailLabel"_s);
        QTRY_VERIFY(detail->text().contains(u"PD-FIND-ME"_s));
        QVERIFY(detail->text().contains(model->entryAt(0)->hash));
        QVERIFY(detail->text().contains(u"draft.saved"_s));
        // A new entry that does not match stays out; one that does comes on top.
        context.auditLog().post(AuditEvent(AuditEvent::Action::KeyRemoved, p.id));
        context.auditLog().post(AuditEvent(AuditEvent::Action::DraftEdited, p.id,
                                           QJsonObject {{u"custom_id"_s, u"PD-FIND-ME"_s}}));
        QTRY_COMPARE(model->rowCount(), 2);
        QCOMPARE(model->index(0, 0).data(Model::ActionKeyRole).toString(), u"draft.edited"_s);
        saveScreenshot(window, u"audit-log-search.png"_s, {1180, 820});
    }

    // A break found by the check after start: in a banner on the page and in the window's status.
    void aBreakFoundAtStartIsShown()
    {
        const QString settings = m_dir.filePath(u"broken.ini"_s);
        {
            const std::unique_ptr<AppContext> made = makeAppContext(settings);
            QTRY_COMPARE(made->store().state(), store::Store::State::Open);
            for (int i = 0; i < 5; ++i)
                QVERIFY(made->auditLog()
                            .append(store::AuditEvent(store::AuditEvent::Action::KeySaved, u"p-%1"_s.arg(i)))
                            .ok());
        }
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"tamper"_s);
            db.setDatabaseName(settings + u".sqlite"_s);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(u"DROP TRIGGER audit_log_append_only_update"_s));
            QVERIFY(q.exec(u"UPDATE audit_log SET os_user = 'mallory' WHERE seq = 3"_s));
            db.close();
        }
        QSqlDatabase::removeDatabase(u"tamper"_s);

        const std::unique_ptr<AppContext> made = makeAppContext(settings, StoreFiles::Kept);
        AppContext &context = *made;
        ui::MainWindow window(context);
        window.show();
        ui::AuditPage *page = window.auditPage();
        window.showPage(page);
        auto *banner = page->findChild<QLabel *>(u"integrityLabel"_s);
        QTRY_VERIFY(banner->isVisible());
        QVERIFY2(banner->text().contains(u"Audit entry 3 was changed"_s), qPrintable(banner->text()));
        auto *status = window.findChild<QLabel *>(u"storeLabel"_s);
        QTRY_VERIFY(status->isVisible());
        QVERIFY2(status->text().contains(u"audit log was changed outside Paydesk"_s),
                 qPrintable(status->text()));
    }

private:
    // An AppContext on a store of its own, empty.
    std::unique_ptr<AppContext> freshContext(const QString &name)
    {
        return makeAppContext(m_dir.filePath(name + u".ini"_s));
    }

    QTemporaryDir m_dir;
};

QTEST_MAIN(TestAuditPage)
#include "tst_auditpage.moc"
