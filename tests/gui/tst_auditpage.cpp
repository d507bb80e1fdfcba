// SPDX-License-Identifier: GPL-3.0-or-later
// The Audit log page in the main window, on a store of its own: the entries of what was done
// (a profile added, a key kept for the session), newest first; Verify says the chain is whole;
// Export CSV writes every entry to a file that is whole, and leaves nothing where it cannot write.

#include "AppContext.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "core/Application.h"
#include "pages/AuditPage.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"
#include "store/StoreConfig.h"

#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardItemModel>
#include <QStandardPaths>
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
        const QString settingsFile = m_dir.filePath(u"settings.ini"_s);
        AppContext::Options options;
        options.settings = std::make_unique<QSettings>(settingsFile, QSettings::IniFormat);
        options.store = store::StoreConfig::sqlite(settingsFile + u".sqlite"_s);
        AppContext context(std::move(options));
        const Profile p
            = Profile::create(Profile::Kind::Sandbox, u"Acme test"_s, QUrl(u"http://127.0.0.1:9/v1"_s));
        context.profiles().save(p); // "profile.added"
        context.keys().setSessionKey(p.id, u"sbx_test_key_not_secret"_s); // "key.session"
        context.profiles().setCurrent(p.id);
        ui::MainWindow window(context);
        window.show();
        ui::AuditPage *page = window.auditPage();
        window.showPage(page);

        QTRY_VERIFY(page->model()->rowCount() >= 2);
        const int rows = page->model()->rowCount();
        QCOMPARE(page->model()->index(rows - 1, 0).data().toString(), u"1"_s); // newest first
        // What happened in words; the stable key (what the export writes) as its tooltip.
        QCOMPARE(page->model()->index(rows - 1, 2).data().toString(), u"Profile added"_s);
        QCOMPARE(page->model()->index(rows - 1, 2).data(Qt::ToolTipRole).toString(), u"profile.added"_s);
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
        QCOMPARE(lines.size() - 2, rows); // a header, the entries, and nothing after the last CRLF
        QVERIFY(lines.at(1).startsWith("1,"));

        // Where nothing can be written: said, and no file left behind.
        const QString nowhere = m_dir.filePath(u"no-such-folder/audit.csv"_s);
        page->exportTo(nowhere);
        QTRY_VERIFY2(status->text().startsWith(u"The audit log was not exported"_s),
                     qPrintable(status->text()));
        QVERIFY(!QFile::exists(nowhere));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestAuditPage)
#include "tst_auditpage.moc"
