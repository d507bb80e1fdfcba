// SPDX-License-Identifier: GPL-3.0-or-later
// A key saved for a profile through the settings dialog is in the OS keychain and in no file under
// the configuration, data and cache directories (label keychain: scripts/test runs this inside a
// private D-Bus session with gnome-keyring unlocked, under a temporary HOME).

#include "GuiSupport.h"
#include "SandboxFixture.h"
#include "SecretScan.h"
#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "dialogs/SettingsDialog.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"
#include "session/Sessions.h"

#include <QNetworkAccessManager>

#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QUuid>

#include <optional>

using namespace paydesk;
using namespace paydesk::test;
using profiles::Profile;
using profiles::ProfileStore;
using secrets::KeyStore;
using secrets::KeyStoreResult;

namespace {

constexpr int kWaitMs = 60000; // above KeyStore's own timeout: the test never hangs

std::optional<KeyStoreResult> resultOf(secrets::KeyStoreOp *op)
{
    std::optional<KeyStoreResult> result;
    QObject context;
    QObject::connect(op, &secrets::KeyStoreOp::finished, &context,
                     [&](const KeyStoreResult &r) { result = r; });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, kWaitMs))
        return std::nullopt;
    return result;
}

} // namespace

class TestSettingsKeychain : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void keySavedThroughTheDialogIsInTheKeychainOnly();
    void newAddressAndKeySavedTogetherAreUsedTogether();

private:
    QStringList m_profiles; // their keys are removed from the keychain at the end
};

void TestSettingsKeychain::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Paydesk"));
    QCoreApplication::setApplicationName(QStringLiteral("Paydesk"));
    QSettings().clear();
    KeyStore keys;
    const auto probe
        = resultOf(keys.read(QStringLiteral("probe-") + QUuid::createUuid().toString(QUuid::Id128)));
    QVERIFY2(probe, "the keychain probe never finished");
    QVERIFY2(probe->errorKind() == KeyStoreResult::ErrorKind::NotFound,
             qPrintable(QStringLiteral("This test needs a reachable, unlocked Secret Service (run it through "
                                       "scripts/test, label keychain). The probe said: %1 [%2]")
                            .arg(probe->userMessage(), probe->detail())));
}

void TestSettingsKeychain::cleanupTestCase()
{
    KeyStore keys;
    for (const QString &id : std::as_const(m_profiles))
        keys.remove(id);
    QTRY_COMPARE_WITH_TIMEOUT(keys.pendingOperations(), 0, kWaitMs);
    QSettings().clear();
}

void TestSettingsKeychain::keySavedThroughTheDialogIsInTheKeychainOnly()
{
    const QString secret = QStringLiteral("sbx_live_") + QUuid::createUuid().toString(QUuid::Id128);
    QString profileId;
    {
        ProfileStore profiles; // the application's settings file, under the (test mode) config directory
        KeyStore keys;
        ui::SettingsDialog dialog(&profiles, &keys);
        QSignalSpy keyChanged(&dialog, &ui::SettingsDialog::keyChanged);
        dialog.show();
        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("addButton")), Qt::LeftButton);
        QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("nameEdit")),
                         QStringLiteral("Acme live"));
        QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("baseUrlEdit")),
                         QStringLiteral("https://api.example.com/v1"));
        auto *keyEdit = dialog.findChild<QLineEdit *>(QStringLiteral("apiKeyEdit"));
        QTest::keyClicks(keyEdit, secret);
        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("saveButton")), Qt::LeftButton);
        profileId = dialog.selectedProfileId();
        QVERIFY(!profileId.isEmpty());
        m_profiles << profileId;

        auto *status = dialog.findChild<QLabel *>(QStringLiteral("statusLabel"));
        QTRY_VERIFY2_WITH_TIMEOUT(keyChanged.size() == 1, qPrintable(status->text()), kWaitMs);
        QCOMPARE(status->text(), QStringLiteral("Saved. The key is in the system keychain."));
        QVERIFY(keyEdit->text().isEmpty());
        QCOMPARE(keyEdit->placeholderText(), KeyStore::masked(secret));
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("sessionKeyButton"))->isVisible());
        QVERIFY(!keys.hasSessionKey(profileId)); // in the keychain, not merely in memory
        QCOMPARE(textsContaining(&dialog, secret), QStringList());
    }

    // The settings were written (the scan covers them) and hold the profile but not its key.
    const QString settingsFile = QSettings().fileName();
    QVERIFY2(QFile::exists(settingsFile), qPrintable(settingsFile));
    {
        QFile file(settingsFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("Acme live"));
    }
    const QStringList roots = scannedRoots();
    QVERIFY(std::any_of(roots.cbegin(), roots.cend(),
                        [&](const QString &root) { return settingsFile.startsWith(root); }));
    QVERIFY(roots.contains(QDir::homePath() + QStringLiteral("/.config")));
    QVERIFY(roots.contains(QDir::homePath() + QStringLiteral("/.local/share")));

    int scanned = 0;
    const QStringList hits = filesContaining(roots, encodingsOf(secret), &scanned);
    QVERIFY2(hits.isEmpty(), qPrintable(QStringLiteral("the key is in: ") + hits.join(u", ")));
    QVERIFY2(scanned > 1, "too few files scanned: the settings and gnome-keyring's keyring should be there");

    // The scan finds a key that is there (else this test could not fail).
    const QString markerDir = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
    QVERIFY(QDir().mkpath(markerDir));
    QFile marker(markerDir + QStringLiteral("/scan-check"));
    QVERIFY(marker.open(QIODevice::WriteOnly));
    marker.write("x=" + secret.toUtf8().toBase64() + "\n");
    marker.close();
    int ignored = 0;
    const QStringList markerHits = filesContaining(roots, encodingsOf(secret), &ignored);
    marker.remove();
    QCOMPARE(markerHits, QStringList {marker.fileName()});

    // The keychain gives it back, to another KeyStore (nothing cached in memory)...
    KeyStore keys;
    const auto read = resultOf(keys.read(profileId));
    QVERIFY(read);
    QVERIFY2(read->ok(), qPrintable(read->userMessage() + u' ' + read->detail()));
    QCOMPARE(read->secret(), secret);

    // ...and the profile's session finds it there once the profile is in view.
    ProfileStore profiles;
    QNetworkAccessManager network;
    session::Sessions sessions(&profiles, &keys, &network);
    sessions.show(profileId);
    session::Session *s = sessions.current();
    QCOMPARE(s->profileId(), profileId);
    QVERIFY(s);
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), session::Session::State::Ready, kWaitMs);
    QVERIFY(s->client()->hasApiKey());
    QCOMPARE(s->client()->baseUrl(), QUrl(QStringLiteral("https://api.example.com/v1")));

    // A dialog opened again shows the saved key masked, never in full.
    ui::SettingsDialog again(&profiles, &keys);
    again.show();
    QCOMPARE(again.selectedProfileId(), profileId);
    auto *keyEdit = again.findChild<QLineEdit *>(QStringLiteral("apiKeyEdit"));
    QTRY_COMPARE_WITH_TIMEOUT(keyEdit->placeholderText(), KeyStore::masked(secret), kWaitMs);
    QVERIFY(keyEdit->text().isEmpty());
    QCOMPARE(textsContaining(&again, secret), QStringList());
}

QTEST_MAIN(TestSettingsKeychain)
void TestSettingsKeychain::newAddressAndKeySavedTogetherAreUsedTogether()
{
    // The profile in use moves to another service with another key, both saved at once. No call
    // may ever reach the new address with the old key (the old key is refused there: 401).
    SandboxFixture before, after;
    QVERIFY2(before.started() && after.started(), qPrintable(before.error() + after.error()));
    ProfileStore profiles;
    KeyStore keys;
    QNetworkAccessManager network;
    session::Sessions sessions(&profiles, &keys, &network);
    const Profile p
        = Profile::create(Profile::Kind::Sandbox, QStringLiteral("Acme moving"), before.baseUrl());
    QVERIFY(profiles.save(p));
    m_profiles << p.id;
    const auto written = resultOf(keys.write(p.id, before.key()));
    QVERIFY(written && written->ok());
    QVERIFY(profiles.setCurrent(p.id));
    session::Session *s = sessions.current();
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), session::Session::State::Ready, kWaitMs);

    // Whenever the session is ready on the new address, a call leaves at once.
    QList<int> statuses;
    int pending = 0;
    connect(s, &session::Session::stateChanged, this, [&] {
        if (!s->isReady() || s->client()->baseUrl() != after.baseUrl())
            return;
        ++pending;
        connect(s->client()->listWallets(), &api::ApiCall::finished, this, [&](const api::ApiResult &r) {
            statuses << (r.isOk() ? 200 : r.error().httpStatus());
            --pending;
        });
    });

    ui::SettingsDialog dialog(&profiles, &keys);
    // Sessions follow the KeyStore's own events (KeyStore::keyEvent): nothing to connect here.
    QSignalSpy keyChanged(&dialog, &ui::SettingsDialog::keyChanged);
    dialog.show();
    QCOMPARE(dialog.selectedProfileId(), p.id);
    auto *address = dialog.findChild<QLineEdit *>(QStringLiteral("baseUrlEdit"));
    address->clear();
    QTest::keyClicks(address, after.baseUrl().toString());
    QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("apiKeyEdit")), after.key());
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("saveButton")), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(keyChanged.size(), 1, kWaitMs);
    QTRY_VERIFY_WITH_TIMEOUT(!statuses.isEmpty() && pending == 0 && s->isReady(), kWaitMs);
    QCOMPARE(statuses, QList<int>(statuses.size(), 200));
}

#include "tst_settings_keychain.moc"
