// SPDX-License-Identifier: GPL-3.0-or-later
// The settings dialog, driven offscreen: adding a profile pointing at a sandbox with its key,
// "Check key" showing the scopes, Save, validation messages in place, removing a profile, the
// built-in Local sandbox, and the keychain that cannot be reached (this process has none, see
// useNoKeychain()): the dialog says so in plain words and offers the key for this session only.
// The key is never shown back in full. Saving into a real keychain: tst_settings_keychain.

#include "GuiSupport.h"
#include "MessageBox.h"
#include "SandboxFixture.h"
#include "dialogs/SettingsDialog.h"
#include "domain/SpecTables.h"
#include "profiles/KeyScopeChecker.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using namespace paydesk::test;
using profiles::KeyScopeChecker;
using profiles::Profile;
using profiles::ProfileStore;

namespace {

const QString kReadKey = u"sbx_gui_read_0123456789abcdef"_qs;
constexpr int kGrantRole = Qt::UserRole + 1;

} // namespace

class TestSettingsDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();

    void addSandboxProfileCheckKeyAndSave();
    void invalidProfileIsExplainedInPlace();
    void localSandboxIsBuiltIn();
    void removeAsksFirst();
    void unreachableKeychainOnOpenOffersSessionKey();

private:
    std::unique_ptr<ProfileStore> newStore()
    {
        return std::make_unique<ProfileStore>(std::make_unique<QSettings>(
            m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat));
    }
    template<typename T> static T *child(QWidget &dialog, const char *name)
    {
        auto *w = dialog.findChild<T *>(QLatin1StringView(name));
        if (!w)
            qWarning("no widget %s", name);
        return w;
    }

    QTemporaryDir m_dir;
};

void TestSettingsDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    useNoKeychain();
    QVERIFY(m_dir.isValid());
}

void TestSettingsDialog::init()
{
    QFile::remove(m_dir.filePath(QStringLiteral("settings.ini")));
}

void TestSettingsDialog::addSandboxProfileCheckKeyAndSave()
{
    SandboxFixture sandbox(u"empty"_qs, 0.0, {{kReadKey, {u"wallet:read"_qs, u"bank:read"_qs}}});
    QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
    auto store = newStore();
    secrets::KeyStore keys;
    keys.setTimeout(std::chrono::seconds(10));
    ui::SettingsDialog dialog(store.get(), &keys);
    QSignalSpy keyChanged(&dialog, &ui::SettingsDialog::keyChanged);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));

    auto *list = child<QListWidget>(dialog, "profileList");
    auto *name = child<QLineEdit>(dialog, "nameEdit");
    auto *kind = child<QComboBox>(dialog, "kindCombo");
    auto *url = child<QLineEdit>(dialog, "baseUrlEdit");
    auto *key = child<QLineEdit>(dialog, "apiKeyEdit");
    auto *check = child<QPushButton>(dialog, "checkKeyButton");
    auto *scopes = child<QListWidget>(dialog, "scopeList");
    auto *summary = child<QLabel>(dialog, "checkSummaryLabel");
    auto *save = child<QPushButton>(dialog, "saveButton");
    auto *status = child<QLabel>(dialog, "statusLabel");
    auto *sessionButton = child<QPushButton>(dialog, "sessionKeyButton");
    QVERIFY(list && name && kind && url && key && check && scopes && summary && save && status
            && sessionButton);
    QCOMPARE(key->echoMode(), QLineEdit::Password);

    QCOMPARE(list->count(), 1);
    QTest::mouseClick(child<QPushButton>(dialog, "addButton"), Qt::LeftButton);
    QCOMPARE(list->count(), 2);
    QVERIFY(name->isEnabled());
    QVERIFY(name->text().isEmpty());
    QCOMPARE(kind->currentText(), u"Sandbox"_qs);

    QTest::keyClicks(name, u"Acme test"_qs);
    // An address where nothing answers: said once, no list of scopes each "could not be reached".
    {
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close();
        QTest::keyClicks(url, u"http://127.0.0.1:%1/v1"_qs.arg(port));
    }
    QTest::keyClicks(key, u"sbx_not_a_key_of_this_service"_qs);
    QTest::mouseClick(check, Qt::LeftButton);
    QTRY_VERIFY2_WITH_TIMEOUT(summary->text().contains(u"could not be checked"), qPrintable(summary->text()),
                              20000);
    QCOMPARE(scopes->count(), 0);
    QTRY_VERIFY(check->isEnabled());
    url->clear();
    QTest::keyClicks(url, sandbox.baseUrl().toString());
    // A key the service does not know: said once, no list of scopes each "refused".
    QTest::mouseClick(check, Qt::LeftButton);
    QTRY_VERIFY2(summary->text().contains(u"refused this key"), qPrintable(summary->text()));
    QCOMPARE(scopes->count(), 0);
    QTRY_VERIFY(check->isEnabled());
    key->clear();

    QTest::keyClicks(key, kReadKey);
    QVERIFY(!key->displayText().contains(kReadKey)); // bullets

    // The service fails on one call again and again: what could not be checked, and whom to tell.
    QCOMPARE(sandbox.addFault(fault("GET", "/v1/banks", "status", 10)).status, 201);
    QTest::mouseClick(check, Qt::LeftButton);
    QTRY_VERIFY2_WITH_TIMEOUT(summary->text().endsWith(u"If it keeps happening, contact support."),
                              qPrintable(summary->text()), 20000);
    QVERIFY2(summary->text().contains(u"internal error"), qPrintable(summary->text()));
    QTRY_VERIFY(check->isEnabled());
    QCOMPARE(sandbox.http().del(u"/_sandbox/faults"_qs).status, 200);

    // Check key: the two scopes of this key, and the others refused.
    QTest::mouseClick(check, Qt::LeftButton);
    QTRY_VERIFY2(summary->text().startsWith(u"The key works"), qPrintable(summary->text()));
    QCOMPARE(scopes->count(), spec::codes(spec::scopes()).size());
    QStringList granted;
    for (int i = 0; i < scopes->count(); ++i) {
        const QListWidgetItem *item = scopes->item(i);
        const auto grant = KeyScopeChecker::Grant(item->data(kGrantRole).toInt());
        if (grant == KeyScopeChecker::Grant::Granted) {
            granted << item->data(Qt::UserRole).toString();
            QVERIFY2(item->text().startsWith(u"\u2713"), qPrintable(item->text()));
        }
        if (item->data(Qt::UserRole).toString() == u"wallet:read")
            QVERIFY2(item->text().contains(u"See wallets and balances"), qPrintable(item->text()));
        if (item->data(Qt::UserRole).toString() == u"payment-account:write") {
            QCOMPARE(grant, KeyScopeChecker::Grant::NotGranted);
            QVERIFY2(item->text().startsWith(u"\u2717"), qPrintable(item->text()));
        }
    }
    granted.sort();
    QCOMPARE(granted, (QStringList {u"bank:read"_qs, u"wallet:read"_qs}));
    QVERIFY(check->isEnabled());

    // Save: the profile is stored; the key goes to the keychain, which this process cannot reach,
    // so the dialog says so and offers the key for this session only.
    QTest::mouseClick(save, Qt::LeftButton);
    QCOMPARE(store->profiles().size(), 2);
    const Profile saved = store->profiles().at(1);
    QCOMPARE(saved.name, u"Acme test"_qs);
    QCOMPARE(saved.kind, Profile::Kind::Sandbox);
    QCOMPARE(saved.baseUrl, sandbox.baseUrl());
    QCOMPARE(dialog.selectedProfileId(), saved.id);
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->currentItem()->text(), u"Acme test (Sandbox)"_qs);
    QTRY_VERIFY_WITH_TIMEOUT(sessionButton->isVisible(), 20000);
    QVERIFY2(status->text().contains(u"keychain") && status->text().contains(u"this session only"),
             qPrintable(status->text()));
    QVERIFY(save->isEnabled());
    QCOMPARE(keyChanged.size(), 0);
    QVERIFY(!keys.hasSessionKey(saved.id));

    QTest::mouseClick(sessionButton, Qt::LeftButton);
    QCOMPARE(keys.sessionKey(saved.id), kReadKey);
    QCOMPARE(keyChanged.size(), 1);
    QCOMPARE(keyChanged.at(0).at(0).toString(), saved.id);
    QVERIFY(key->text().isEmpty());
    QCOMPARE(key->placeholderText(), secrets::KeyStore::masked(kReadKey));
    QVERIFY(!sessionButton->isVisible());
    QVERIFY2(status->text().contains(u"until Paydesk closes"), qPrintable(status->text()));

    // Check key again without typing it: the key kept for the session is used.
    QTest::mouseClick(check, Qt::LeftButton);
    QTRY_VERIFY2(check->isEnabled() && summary->text().startsWith(u"The key works"),
                 qPrintable(summary->text()));

    // Nowhere in the dialog is the key shown in full, nor written to the settings.
    QCOMPARE(textsContaining(&dialog, kReadKey), QStringList());
    QVERIFY(textsContaining(&dialog, secrets::KeyStore::masked(kReadKey)).size() >= 1);
    QFile ini(m_dir.filePath(QStringLiteral("settings.ini")));
    QVERIFY(ini.open(QIODevice::ReadOnly));
    const QByteArray written = ini.readAll();
    QVERIFY(written.contains("Acme test"));
    QVERIFY(!written.contains(kReadKey.toUtf8()));
}

void TestSettingsDialog::invalidProfileIsExplainedInPlace()
{
    auto store = newStore();
    secrets::KeyStore keys;
    ui::SettingsDialog dialog(store.get(), &keys);
    dialog.show();
    auto *status = child<QLabel>(dialog, "statusLabel");
    auto *save = child<QPushButton>(dialog, "saveButton");
    QTest::mouseClick(child<QPushButton>(dialog, "addButton"), Qt::LeftButton);

    auto *nameEdit = child<QLineEdit>(dialog, "nameEdit");
    auto *baseUrlEdit = child<QLineEdit>(dialog, "baseUrlEdit");
    QTest::mouseClick(save, Qt::LeftButton);
    QCOMPARE(status->text(), u"Give the profile a name."_qs);
    // The field at fault is marked and has the focus; typing in it clears the mark and the message.
    QVERIFY(nameEdit->property("invalid").toBool());
    QVERIFY(!baseUrlEdit->property("invalid").toBool());
    QTRY_VERIFY(nameEdit->hasFocus());

    QTest::keyClicks(nameEdit, u"Acme"_qs);
    QVERIFY(!nameEdit->property("invalid").toBool());
    QVERIFY(status->text().isEmpty());
    QTest::keyClicks(baseUrlEdit, u"http://api.example.com/v1"_qs);
    QTest::mouseClick(save, Qt::LeftButton);
    QVERIFY2(status->text().contains(u"unencrypted"), qPrintable(status->text()));
    QVERIFY(baseUrlEdit->property("invalid").toBool());
    QVERIFY(!nameEdit->property("invalid").toBool());
    QCOMPARE(store->profiles().size(), 1);
    QTest::keyClick(baseUrlEdit, Qt::Key_Backspace);
    QVERIFY(!baseUrlEdit->property("invalid").toBool());
    QVERIFY2(status->text().isEmpty(), qPrintable(status->text()));

    // Production is announced as such while editing.
    auto *kind = child<QComboBox>(dialog, "kindCombo");
    auto *hint = child<QLabel>(dialog, "kindHintLabel");
    QVERIFY(!hint->isVisible());
    kind->setCurrentIndex(kind->findText(u"Production"_qs));
    QVERIFY(hint->isVisible());
    QVERIFY2(hint->text().contains(u"PRODUCTION"), qPrintable(hint->text()));

    // Check key without a key, or with a refused address, says why instead of calling.
    auto *summary = child<QLabel>(dialog, "checkSummaryLabel");
    QTest::mouseClick(child<QPushButton>(dialog, "checkKeyButton"), Qt::LeftButton);
    QCOMPARE(summary->text(), u"Type the API key first."_qs);
    QTest::keyClicks(child<QLineEdit>(dialog, "apiKeyEdit"), u"sbx_whatever_0123456789"_qs);
    QTest::mouseClick(child<QPushButton>(dialog, "checkKeyButton"), Qt::LeftButton);
    QVERIFY2(summary->text().contains(u"unencrypted"), qPrintable(summary->text()));
}

void TestSettingsDialog::localSandboxIsBuiltIn()
{
    auto store = newStore();
    secrets::KeyStore keys;
    ui::SettingsDialog dialog(store.get(), &keys);
    dialog.show();
    QCOMPARE(dialog.selectedProfileId(), Profile::localSandboxId());
    QVERIFY(child<QLabel>(dialog, "localSandboxLabel")->isVisible());
    for (const char *name : {"nameEdit", "baseUrlEdit", "apiKeyEdit"})
        QVERIFY2(!child<QWidget>(dialog, name)->isEnabled(), name);
    for (const char *name : {"removeButton", "saveButton", "checkKeyButton"})
        QVERIFY2(!child<QWidget>(dialog, name)->isEnabled(), name);
    QVERIFY(child<QWidget>(dialog, "addButton")->isEnabled());
    QCOMPARE(child<QLineEdit>(dialog, "nameEdit")->text(), u"Local sandbox"_qs);
    // Its kind reads as what it is, not as one of the kinds a person can choose.
    auto *kind = child<QComboBox>(dialog, "kindCombo");
    QCOMPARE(kind->currentIndex(), -1);
    QCOMPARE(kind->placeholderText(), Profile::kindName(Profile::Kind::LocalSandbox));
}

void TestSettingsDialog::removeAsksFirst()
{
    auto store = newStore();
    const Profile p
        = Profile::create(Profile::Kind::Production, u"Live"_qs, QUrl(u"https://api.example.com/v1"_qs));
    QVERIFY(store->save(p));
    secrets::KeyStore keys;
    keys.setSessionKey(p.id, u"sbx_session_0123456789abcdef"_qs);
    ui::SettingsDialog dialog(store.get(), &keys);
    QSignalSpy keyChanged(&dialog, &ui::SettingsDialog::keyChanged);
    dialog.show();
    dialog.selectProfile(p.id);
    QCOMPARE(dialog.selectedProfileId(), p.id);
    auto *list = child<QListWidget>(dialog, "profileList");
    QCOMPARE(list->count(), 2);
    auto *remove = child<QPushButton>(dialog, "removeButton");
    QVERIFY(remove->isEnabled());

    const int asked = ui::MessageBox::questionsAsked();
    ui::MessageBox::setNextAnswer(QMessageBox::No);
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(ui::MessageBox::questionsAsked(), asked + 1);
    QCOMPARE(store->profiles().size(), 2);
    QVERIFY(keys.hasSessionKey(p.id));

    ui::MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(store->profiles().size(), 1);
    QCOMPARE(list->count(), 1);
    QVERIFY(!keys.hasSessionKey(p.id)); // the key goes with the profile
    QCOMPARE(keyChanged.size(), 1);
    QCOMPARE(dialog.selectedProfileId(), Profile::localSandboxId());
}

void TestSettingsDialog::unreachableKeychainOnOpenOffersSessionKey()
{
    auto store = newStore();
    const Profile p
        = Profile::create(Profile::Kind::Sandbox, u"Test"_qs, QUrl(u"https://sbx.example.com/v1"_qs));
    QVERIFY(store->save(p));
    QVERIFY(store->setCurrent(p.id));
    secrets::KeyStore keys;
    ui::SettingsDialog dialog(store.get(), &keys);
    dialog.show();
    QCOMPARE(dialog.selectedProfileId(), p.id);
    auto *status = child<QLabel>(dialog, "statusLabel");
    auto *sessionButton = child<QPushButton>(dialog, "sessionKeyButton");
    QTRY_VERIFY_WITH_TIMEOUT(sessionButton->isVisible(), 20000);
    QVERIFY2(status->text().contains(u"cannot reach the system keychain")
                 || status->text().contains(u"keychain did not answer"),
             qPrintable(status->text()));

    // Without a key typed, the button says what to do.
    QTest::mouseClick(sessionButton, Qt::LeftButton);
    QVERIFY2(status->text().contains(u"Type the API key first"), qPrintable(status->text()));
    QVERIFY(!keys.hasSessionKey(p.id));
    QTest::keyClicks(child<QLineEdit>(dialog, "apiKeyEdit"), u"sbx_typed_0123456789abcdef"_qs);
    QTest::mouseClick(sessionButton, Qt::LeftButton);
    QCOMPARE(keys.sessionKey(p.id), u"sbx_typed_0123456789abcdef"_qs);
    QVERIFY2(child<QLabel>(dialog, "keyStateLabel")->text().contains(u"this session only"),
             qPrintable(child<QLabel>(dialog, "keyStateLabel")->text()));
}

QTEST_MAIN(TestSettingsDialog)
#include "tst_settingsdialog.moc"
