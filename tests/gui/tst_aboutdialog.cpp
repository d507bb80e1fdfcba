// SPDX-License-Identifier: GPL-3.0-or-later
// The About dialog: the version of the build, the licence with its text a click away, the
// libraries with their licences (and the versions known at run time), the folders shown as
// QStandardPaths and QSettings place them, Open folder and Copy, and Copy details: what support
// needs in the clipboard, and no secret. User guide opens the guide: the installed copy when
// there is one, else the project's online copy; in French for a French locale.
#include "GuiSupport.h"
#include "SecretScan.h"
#include "core/Application.h"
#include "core/LogFile.h"
#include "core/SupportInfo.h"
#include "dialogs/AboutDialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUrl>

using namespace Qt::Literals::StringLiterals;
using namespace paydesk;

namespace {

// Stands for the file manager: QDesktopServices hands it the file: URLs it would open.
class FileManager : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> opened;
public Q_SLOTS:
    void open(const QUrl &url) { opened << url; }
};

QString native(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

// QSettings' file, or on Windows its registry key (shown as Qt names it).
QString settingsShown()
{
    return core::SupportInfo::settingsAreAFile() ? native(QSettings().fileName()) : QSettings().fileName();
}

} // namespace

class TestAboutDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        core::setApplicationIdentity();
    }

    void showsTheVersionAndTheLicence()
    {
        ui::AboutDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.windowTitle(), u"About Paydesk"_s);
        QCOMPARE(label(dialog, "nameLabel")->text(), u"Paydesk"_s);
        QCOMPARE(label(dialog, "versionLabel")->text(), QStringLiteral("Version " PAYDESK_VERSION));
        QCOMPARE(label(dialog, "copyrightLabel")->text(), u"© 2026 Paydesk developers"_s);
        QVERIFY(label(dialog, "licenceLabel")->text().contains(u"GPL-3.0-or-later"));
        QLabel *link = label(dialog, "licenceLinkLabel");
        QVERIFY2(link->text().contains(u"href=\"https://www.gnu.org/licenses/gpl-3.0.html\""),
                 qPrintable(link->text()));
        QVERIFY(link->openExternalLinks());
        QCOMPARE(label(dialog, "systemLabel")->text(),
                 u"Running on %1, %2, with Qt %3."_s.arg(QSysInfo::prettyProductName(),
                                                         QSysInfo::currentCpuArchitecture(),
                                                         QString::fromLatin1(qVersion())));
    }

    void listsTheLibrariesAndTheirLicences()
    {
        ui::AboutDialog dialog;
        auto *tree = dialog.findChild<QTreeWidget *>(u"librariesTree"_s);
        QVERIFY(tree);
        QHash<QString, QStringList> rows; // name -> version, licence, purpose
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            const QTreeWidgetItem *item = tree->topLevelItem(i);
            rows.insert(item->text(0), {item->text(1), item->text(2), item->text(3)});
            QVERIFY2(!item->text(3).isEmpty(), qPrintable(item->text(0))); // what it is for
        }
        const QList<std::pair<QString, QString>> licences {
            {u"Qt"_s, u"LGPL-3.0-only"_s},          {u"QtKeychain"_s, u"BSD-2-Clause"_s},
            {u"libphonenumber"_s, u"Apache-2.0"_s}, {u"Protocol Buffers"_s, u"BSD-3-Clause"_s},
            {u"Abseil"_s, u"Apache-2.0"_s},         {u"OpenSSL libcrypto"_s, u"Apache-2.0"_s},
            {u"SQLite"_s, u"Public domain"_s},      {u"libpq (PostgreSQL)"_s, u"PostgreSQL"_s},
            {u"Noto Sans"_s, u"OFL-1.1"_s}, // the report fonts, compiled in
        };
        for (const auto &[name, licence] : licences) {
            QVERIFY2(rows.contains(name), qPrintable(name));
            QCOMPARE(rows.value(name).at(1), licence);
        }
        // The versions known at run time: Qt's, OpenSSL's (asked of the crypto module, which the
        // tests find through PAYDESK_MODULE_DIR) and QtKeychain's of the build.
        QCOMPARE(rows.value(u"Qt"_s).at(0), QString::fromLatin1(qVersion()));
        const QString openSsl = rows.value(u"OpenSSL libcrypto"_s).at(0);
        QVERIFY2(QRegularExpression(u"^\\d+\\.\\d+\\.\\d+"_s).match(openSsl).hasMatch(), qPrintable(openSsl));
        QVERIFY(!rows.value(u"QtKeychain"_s).at(0).isEmpty());
        QVERIFY(rows.value(u"SQLite"_s).at(0).isEmpty()); // none known: none guessed
    }

    void showsTheFoldersWhereTheyAre()
    {
        ui::AboutDialog dialog;
        const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QVERIFY(!data.isEmpty());
        QCOMPARE(edit(dialog, "dataFolderEdit")->text(), native(data));
        QCOMPARE(edit(dialog, "settingsEdit")->text(), settingsShown());
        QCOMPARE(edit(dialog, "logFolderEdit")->text(), native(data + u"/logs"_s));
        QCOMPARE(edit(dialog, "logFolderEdit")->text(), native(core::LogFile::defaultFolder()));
        QVERIFY(edit(dialog, "dataFolderEdit")->isReadOnly());
    }

    void openFolderOpensIt()
    {
        FileManager files;
        QDesktopServices::setUrlHandler(u"file"_s, &files, "open");
        ui::AboutDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QString logs = core::LogFile::defaultFolder();
        QDir(logs).removeRecursively();
        QTest::mouseClick(button(dialog, "logFolderOpenButton"), Qt::LeftButton);
        QDesktopServices::unsetUrlHandler(u"file"_s);
        QCOMPARE(files.opened, QList<QUrl>({QUrl::fromLocalFile(logs)}));
        QVERIFY(QFileInfo(logs).isDir()); // made, so that there is something to open
    }

    void copyPutsThePathInTheClipboard()
    {
        ui::AboutDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QGuiApplication::clipboard()->clear();
        QTest::mouseClick(button(dialog, "dataFolderCopyButton"), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(),
                 native(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
        QVERIFY(label(dialog, "statusLabel")->text().startsWith(u"Copied to the clipboard"));
    }

    void copyDetailsHasWhatSupportNeedsAndNoSecret()
    {
        // Secrets within reach of the process: a key in the environment and settings that name
        // one. The dialog is given none of them, and none may reach what it copies.
        const QString key = test::fakeSandboxKey(u"About");
        const QString password = test::fakePassword();
        qputenv("PAYDESK_TEST_API_KEY", key.toUtf8());
        {
            QSettings settings;
            settings.setValue(u"test/apiKey"_s, key);
            settings.setValue(u"test/baseUrl"_s,
                              QString(u"https://operator:"_s + password + u"@api.example.test/v1"_s));
        }
        ui::AboutDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QGuiApplication::clipboard()->clear();
        QTest::mouseClick(button(dialog, "copyDetailsButton"), Qt::LeftButton);
        const QString details = QGuiApplication::clipboard()->text();
        QCOMPARE(details, dialog.details());
        for (const QString &expected : QStringList {
                 QStringLiteral("Paydesk " PAYDESK_VERSION), u"Qt: "_s + QString::fromLatin1(qVersion()),
                 QSysInfo::prettyProductName(), QSysInfo::currentCpuArchitecture(),
                 u"Window system: "_s + QGuiApplication::platformName(),
                 u"Data folder: "_s
                     + native(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)),
                 u"Settings: "_s + settingsShown(),
                 u"Log folder: "_s + native(core::LogFile::defaultFolder()), u"OpenSSL libcrypto "_s})
            QVERIFY2(details.contains(expected), qPrintable(expected + u" not in:\n"_s + details));
        for (const QString &secret : {key, u"sbx_"_s, password, u"api.example.test"_s, u"Bearer"_s})
            QVERIFY2(!details.contains(secret, Qt::CaseInsensitive), qPrintable(secret));
        QVERIFY(label(dialog, "statusLabel")->text().contains(u"support request"));
        // Nor anywhere the dialog shows.
        QVERIFY(test::textsContaining(&dialog, key).isEmpty());
        QSettings().remove(u"test"_s);
        qunsetenv("PAYDESK_TEST_API_KEY");
    }

    void userGuideOpensTheGuide()
    {
        // A build tree has no installed guide: the button opens the project's online copy.
        FileManager browser;
        QDesktopServices::setUrlHandler(u"https"_s, &browser, "open");
        QDesktopServices::setUrlHandler(u"file"_s, &browser, "open");
        ui::AboutDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QPushButton *guide = button(dialog, "userGuideButton");
        QCOMPARE(guide->text(), u"&User guide"_s);
        QTest::mouseClick(guide, Qt::LeftButton);
        QDesktopServices::unsetUrlHandler(u"https"_s);
        QDesktopServices::unsetUrlHandler(u"file"_s);
        QCOMPARE(browser.opened,
                 QList<QUrl>({QUrl(u"https://github.com/paydesk/paydesk/blob/main/docs/user-guide.md"_s)}));
    }

    void userGuidePrefersTheInstalledCopyInTheLocalesLanguage()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        for (const char *name : {"user-guide.md", "user-guide.fr.md"}) {
            QFile file(folder.filePath(QString::fromLatin1(name)));
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        QCOMPARE(ui::AboutDialog::userGuideUrl(folder.path()),
                 QUrl::fromLocalFile(folder.filePath(u"user-guide.md"_s)));
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
        const QUrl french = ui::AboutDialog::userGuideUrl(folder.path());
        const QUrl frenchOnline = ui::AboutDialog::userGuideUrl(folder.filePath(u"nowhere"_s));
        QLocale::setDefault(before);
        QCOMPARE(french, QUrl::fromLocalFile(folder.filePath(u"user-guide.fr.md"_s)));
        QCOMPARE(frenchOnline, QUrl(u"https://github.com/paydesk/paydesk/blob/main/docs/user-guide.fr.md"_s));
        // The installed copy is looked for beside the programs, where packaging/linux puts it.
        QCOMPARE(ui::AboutDialog::installedGuideFolder(),
                 QDir::cleanPath(QCoreApplication::applicationDirPath() + u"/../share/paydesk/user-guide"_s));
    }

private:
    static QLabel *label(const QWidget &dialog, const char *name)
    {
        auto *found = dialog.findChild<QLabel *>(QString::fromLatin1(name));
        if (!found)
            qFatal("no label %s", name);
        return found;
    }
    static QLineEdit *edit(const QWidget &dialog, const char *name)
    {
        auto *found = dialog.findChild<QLineEdit *>(QString::fromLatin1(name));
        if (!found)
            qFatal("no field %s", name);
        return found;
    }
    static QPushButton *button(const QWidget &dialog, const char *name)
    {
        auto *found = dialog.findChild<QPushButton *>(QString::fromLatin1(name));
        if (!found)
            qFatal("no button %s", name);
        return found;
    }
};

QTEST_MAIN(TestAboutDialog)
#include "tst_aboutdialog.moc"
