// SPDX-License-Identifier: GPL-3.0-or-later
// KeyStore against a real Secret Service (label keychain: scripts/test runs it inside a private
// D-Bus session with gnome-keyring unlocked, under a temporary HOME).
//
// The "no keychain" and "keychain does not answer" cases need a process whose D-Bus session was
// never reached: QtKeychain picks its back end once per process and libsecret keeps its connection.
// They run in a child process, this same executable started again with PAYDESK_TST_KEYSTORE_CHILD
// set (see main() at the end), whose environment points at no bus, at a bus without a Secret
// Service, or at a socket that accepts connections and never answers.

#include "SecretScan.h"
#include "secrets/KeyStore.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QLocalServer>
#include <QLoggingCategory>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <qt6keychain/keychain.h>

#include <optional>

using namespace paydesk::secrets;
using namespace paydesk::test;
using namespace std::chrono_literals;
using ErrorKind = KeyStoreResult::ErrorKind;

namespace {

constexpr int kWaitMs = 60000; // well above KeyStore's own 15 s timeout: the test never hangs
const char kChildEnv[] = "PAYDESK_TST_KEYSTORE_CHILD";
const char kChildSecretEnv[] = "PAYDESK_TST_KEYSTORE_SECRET";
const char kChildProfileEnv[] = "PAYDESK_TST_KEYSTORE_PROFILE";
// Set when the keychain answers a read with "nothing saved" although it cannot store anything
// (libsecret, keyring neither unlocked nor creatable): the read then says NotFound, truthfully.
const char kChildReadFindsNothingEnv[] = "PAYDESK_TST_KEYSTORE_READ_FINDS_NOTHING";

QString uniqueId()
{
    return QUuid::createUuid().toString(QUuid::Id128);
}

QString newSecret()
{
    return QStringLiteral("sbx_test_") + uniqueId();
}

// Waits (event loop, no sleep) for the operation's one finished(); nullopt when it never came.
std::optional<KeyStoreResult> resultOf(KeyStoreOp *op)
{
    std::optional<KeyStoreResult> result;
    QObject context;
    QObject::connect(op, &KeyStoreOp::finished, &context, [&](const KeyStoreResult &r) { result = r; });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, kWaitMs))
        return std::nullopt;
    return result;
}

// Collects every log message of the process while it lives (all paydesk.secrets levels on).
class LogCapture
{
public:
    LogCapture()
    {
        s_messages.clear();
        s_secretsMessages = 0;
        s_previousFilter = QLoggingCategory::installFilter(&LogCapture::filter);
        m_previousHandler = qInstallMessageHandler(&LogCapture::handler);
        s_previousHandler = m_previousHandler;
    }
    ~LogCapture()
    {
        qInstallMessageHandler(m_previousHandler);
        QLoggingCategory::installFilter(s_previousFilter);
    }
    static QStringList messages() { return s_messages; }
    static int secretsMessages() { return s_secretsMessages; }

private:
    static void filter(QLoggingCategory *category)
    {
        if (s_previousFilter)
            s_previousFilter(category); // the rules in force for everything else
        if (qstrcmp(category->categoryName(), "paydesk.secrets") == 0) {
            for (const auto type : {QtDebugMsg, QtInfoMsg, QtWarningMsg, QtCriticalMsg})
                category->setEnabled(type, true);
        }
    }
    static void handler(QtMsgType type, const QMessageLogContext &context, const QString &message)
    {
        s_messages << message;
        if (context.category && qstrcmp(context.category, "paydesk.secrets") == 0)
            ++s_secretsMessages;
        if (s_previousHandler)
            s_previousHandler(type, context, message);
    }

    QtMessageHandler m_previousHandler = nullptr;
    static inline QStringList s_messages;
    static inline int s_secretsMessages = 0;
    static inline QtMessageHandler s_previousHandler = nullptr;
    static inline QLoggingCategory::CategoryFilter s_previousFilter = nullptr;
};

} // namespace

// ---------------------------------------------------------------------------------------------
// Against the Secret Service of the D-Bus session this test runs in.

class TestKeyStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();

    void masked();
    void writeThenRead();
    void overwrite();
    void readMissingProfile();
    void removeThenRead();
    void profilesAreIndependent();
    void queuedOperationsFinishInOrderOnce();
    void cancelledOperationNeverFinishes();
    void deletedOperationDoesNotStallTheQueue();
    void savedUnderServiceAndProfileKey();
    void keyIsInNoFile();
    void keyIsInNoLog();
    void sessionKeys();

    void noKeychain_data();
    void noKeychain();
    void keychainDoesNotAnswer();

private:
    KeyStoreResult mustFinish(KeyStoreOp *op, bool *ok);
    QString newProfile();
    // Runs this executable's child scenario `function`, directly or through `wrapper` (a command
    // that ends by running the executable named in its last argument with `function`).
    bool runChild(const QString &function, const QProcessEnvironment &env, QString *output,
                  const QStringList &wrapper = {});

    QStringList m_profiles; // removed from the keychain after each test
};

QString TestKeyStore::newProfile()
{
    m_profiles << QStringLiteral("test-") + uniqueId();
    return m_profiles.constLast();
}

void TestKeyStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    KeyStore store;
    const auto probe = resultOf(store.read(newProfile()));
    QVERIFY2(probe, "the keychain probe never finished");
    QVERIFY2(
        probe->errorKind() == ErrorKind::NotFound,
        qPrintable(QStringLiteral("These tests need a reachable, unlocked Secret Service (run them through "
                                  "scripts/test, label keychain). The probe said: %1 [%2]")
                       .arg(probe->userMessage(), probe->detail())));
    QCOMPARE(store.availability(), KeyStore::Availability::Available);
}

void TestKeyStore::cleanup()
{
    KeyStore store;
    for (const QString &profile : std::as_const(m_profiles))
        store.remove(profile);
    QTRY_COMPARE_WITH_TIMEOUT(store.pendingOperations(), 0, kWaitMs);
    m_profiles.clear();
}

void TestKeyStore::masked()
{
    QCOMPARE(KeyStore::masked(u"sbx_0123456789abcdef9f3a"), QStringLiteral("sbx_\u20269f3a"));
    QCOMPARE(KeyStore::masked(u""), QString());
    // A short key is not given away: bullets only, the same number whatever its length.
    QCOMPARE(KeyStore::masked(u"sbx_12345"), QString(8, QChar(u'\u2022')));
    QCOMPARE(KeyStore::masked(u"sbx_1234567890ab"), QStringLiteral("sbx_\u202690ab"));
    QCOMPARE(KeyStore::masked(u"sbx_1234567890a"), QString(8, QChar(u'\u2022')));
}

void TestKeyStore::writeThenRead()
{
    KeyStore store;
    QSignalSpy events(&store, &KeyStore::keyEvent);
    const QString profile = newProfile();
    const QString secret = newSecret();
    const auto written = resultOf(store.write(profile, secret));
    QVERIFY(written);
    QVERIFY2(written->ok(), qPrintable(written->userMessage() + u' ' + written->detail()));
    QCOMPARE(written->operation(), KeyStoreResult::Operation::Write);
    QCOMPARE(written->profileId(), profile);
    QVERIFY(written->secret().isEmpty());
    QCOMPARE(events.size(), 1); // for the audit log: the fact, never the key
    QCOMPARE(events.at(0).at(0).toString(), profile);
    QCOMPARE(events.at(0).at(1).value<KeyStore::KeyEvent>(), KeyStore::KeyEvent::Saved);

    KeyStore another; // nothing cached in memory: the key comes back from the keychain
    const auto read = resultOf(another.read(profile));
    QVERIFY(read);
    QVERIFY2(read->ok(), qPrintable(read->userMessage() + u' ' + read->detail()));
    QCOMPARE(read->secret(), secret);
    QCOMPARE(read->operation(), KeyStoreResult::Operation::Read);
    QCOMPARE(read->profileId(), profile);
    QVERIFY(read->userMessage().isEmpty());
}

void TestKeyStore::overwrite()
{
    KeyStore store;
    const QString profile = newProfile();
    const QString first = newSecret();
    const QString second = newSecret();
    QVERIFY(resultOf(store.write(profile, first)).value_or(KeyStoreResult()).ok());
    const auto replaced = resultOf(store.write(profile, second));
    QVERIFY(replaced);
    QVERIFY(replaced->ok());
    const auto read = resultOf(store.read(profile));
    QVERIFY(read);
    QVERIFY(read->ok());
    QCOMPARE(read->secret(), second);
}

void TestKeyStore::readMissingProfile()
{
    KeyStore store;
    const auto read = resultOf(store.read(newProfile()));
    QVERIFY(read);
    QCOMPARE(read->errorKind(), ErrorKind::NotFound);
    QVERIFY(!read->ok());
    QVERIFY(read->secret().isEmpty());
    QVERIFY(!read->userMessage().isEmpty());
    QVERIFY(!read->offersSessionKey()); // the keychain works: nothing to fall back from
    QCOMPARE(store.availability(), KeyStore::Availability::Available);
}

void TestKeyStore::removeThenRead()
{
    KeyStore store;
    const QString profile = newProfile();
    QVERIFY(resultOf(store.write(profile, newSecret())).value_or(KeyStoreResult()).ok());
    QVERIFY(resultOf(store.read(profile)).value_or(KeyStoreResult()).ok());

    QSignalSpy events(&store, &KeyStore::keyEvent);
    const auto removed = resultOf(store.remove(profile));
    QVERIFY(removed);
    QVERIFY2(removed->ok(), qPrintable(removed->userMessage() + u' ' + removed->detail()));
    QCOMPARE(events.size(), 1);
    QCOMPARE(events.at(0).at(1).value<KeyStore::KeyEvent>(), KeyStore::KeyEvent::Removed);
    const auto read = resultOf(store.read(profile));
    QVERIFY(read);
    QCOMPARE(read->errorKind(), ErrorKind::NotFound);

    // Removing a key that is not there is what was asked for.
    const auto again = resultOf(store.remove(profile));
    QVERIFY(again);
    QVERIFY(again->ok());
}

void TestKeyStore::profilesAreIndependent()
{
    KeyStore store;
    const QString a = newProfile();
    const QString b = newProfile();
    const QString secretA = newSecret();
    const QString secretB = newSecret();
    QVERIFY(resultOf(store.write(a, secretA)).value_or(KeyStoreResult()).ok());
    QVERIFY(resultOf(store.write(b, secretB)).value_or(KeyStoreResult()).ok());
    QCOMPARE(resultOf(store.read(a)).value_or(KeyStoreResult()).secret(), secretA);
    QCOMPARE(resultOf(store.read(b)).value_or(KeyStoreResult()).secret(), secretB);

    QVERIFY(resultOf(store.remove(a)).value_or(KeyStoreResult()).ok());
    QCOMPARE(resultOf(store.read(a)).value_or(KeyStoreResult()).errorKind(), ErrorKind::NotFound);
    const auto b2 = resultOf(store.read(b));
    QVERIFY(b2);
    QVERIFY(b2->ok());
    QCOMPARE(b2->secret(), secretB);
}

void TestKeyStore::queuedOperationsFinishInOrderOnce()
{
    KeyStore store;
    const QString a = newProfile();
    const QString b = newProfile();
    const QString a1 = newSecret();
    const QString a2 = newSecret();
    const QString b1 = newSecret();

    // All queued at once, before the event loop runs: one job in flight, the rest waiting.
    QList<KeyStoreOp *> ops {store.write(a, a1), store.write(b, b1), store.read(a),   store.write(a, a2),
                             store.read(a),      store.read(b),      store.remove(b), store.read(b)};
    QCOMPARE(store.pendingOperations(), ops.size());

    QList<int> order;
    QList<int> calls(ops.size(), 0);
    QList<KeyStoreResult> results(ops.size());
    for (int i = 0; i < ops.size(); ++i) {
        connect(ops[i], &KeyStoreOp::finished, this, [&, i](const KeyStoreResult &result) {
            order << i;
            ++calls[i];
            results[i] = result;
        });
    }
    QTRY_COMPARE_WITH_TIMEOUT(order.size(), ops.size(), kWaitMs);
    // Let every handle's deleteLater() run: a second finished() would show up now.
    QTRY_COMPARE(store.findChildren<KeyStoreOp *>().size(), 0);

    QList<int> expectedOrder;
    for (int i = 0; i < ops.size(); ++i)
        expectedOrder << i;
    QCOMPARE(order, expectedOrder);
    QCOMPARE(calls, QList<int>(ops.size(), 1));
    QCOMPARE(store.pendingOperations(), 0);

    for (int i : {0, 1, 3, 6})
        QVERIFY2(results[i].ok(), qPrintable(QString::number(i) + u' ' + results[i].detail()));
    QCOMPARE(results[2].secret(), a1);
    QCOMPARE(results[4].secret(), a2);
    QCOMPARE(results[5].secret(), b1);
    QCOMPARE(results[7].errorKind(), ErrorKind::NotFound);
}

void TestKeyStore::cancelledOperationNeverFinishes()
{
    KeyStore store;
    const QString profile = newProfile();
    const QString secret = newSecret();
    KeyStoreOp *cancelled = store.write(profile, secret);
    KeyStoreOp *read = store.read(profile);
    QSignalSpy cancelledSpy(cancelled, &KeyStoreOp::finished);
    cancelled->cancel();

    const auto result = resultOf(read);
    QVERIFY(result);
    QCOMPARE(result->errorKind(), ErrorKind::NotFound); // the write never reached the keychain
    QCOMPARE(cancelledSpy.size(), 0);

    // A KeyStore that goes away drops what it had queued: nothing reaches the keychain.
    {
        KeyStore doomed;
        doomed.write(profile, secret);
        doomed.read(profile);
    }
    const auto after = resultOf(store.read(profile));
    QVERIFY(after);
    QCOMPARE(after->errorKind(), ErrorKind::NotFound);
}

void TestKeyStore::deletedOperationDoesNotStallTheQueue()
{
    KeyStore store;
    const QString profile = newProfile();
    const QString secret = newSecret();
    KeyStoreOp *first = store.write(profile, secret);
    KeyStoreOp *second = store.read(profile);
    QCoreApplication::processEvents(); // the queue starts: the write is handed to the keychain
    QVERIFY(!first->isFinished());
    delete first; // its owner lost interest while it was in flight

    const auto result = resultOf(second);
    QVERIFY2(result, "the queue stalled behind a deleted operation");
    // The keychain was not told to stop (it cannot be): the write may or may not have happened.
    if (result->ok())
        QCOMPARE(result->secret(), secret);
    else
        QCOMPARE(result->errorKind(), ErrorKind::NotFound);
}

void TestKeyStore::savedUnderServiceAndProfileKey()
{
    QCOMPARE(KeyStore::serviceName(), QStringLiteral("Paydesk"));
    QCOMPARE(KeyStore::keyName(QStringLiteral("p1")), QStringLiteral("profile/p1/api-key"));

    KeyStore store;
    const QString profile = newProfile();
    const QString secret = newSecret();
    QVERIFY(resultOf(store.write(profile, secret)).value_or(KeyStoreResult()).ok());

    // Read straight from the keychain, past KeyStore: service "Paydesk", key
    // "profile/<id>/api-key", no plain-text fallback.
    auto *job = new QKeychain::ReadPasswordJob(QStringLiteral("Paydesk"));
    job->setInsecureFallback(false);
    job->setKey(QStringLiteral("profile/") + profile + QStringLiteral("/api-key"));
    QSignalSpy spy(job, &QKeychain::Job::finished);
    QString found;
    QKeychain::Error error = QKeychain::OtherError;
    connect(job, &QKeychain::Job::finished, this, [&](QKeychain::Job *) {
        error = job->error();
        found = job->textData();
    });
    job->start();
    QVERIFY(spy.wait(kWaitMs));
    QCOMPARE(error, QKeychain::NoError);
    QCOMPARE(found, secret);
}

void TestKeyStore::keyIsInNoFile()
{
    const QString secret = newSecret();
    const QStringList roots = scannedRoots();
    QVERIFY(roots.contains(QDir::homePath() + QStringLiteral("/.config")));

    {
        KeyStore store;
        const QString profile = newProfile();
        const auto written = resultOf(store.write(profile, secret));
        QVERIFY(written);
        QVERIFY(written->ok());
        QCOMPARE(resultOf(store.read(profile)).value_or(KeyStoreResult()).secret(), secret);
        store.setSessionKey(newProfile(), secret);
    }

    int scanned = 0;
    const QStringList hits = filesContaining(roots, encodingsOf(secret), &scanned);
    QVERIFY2(hits.isEmpty(), qPrintable(QStringLiteral("the key is in: ") + hits.join(u", ")));
    QVERIFY2(scanned > 0, "no file scanned: gnome-keyring's keyring should be under ~/.local/share");

    // The scan itself finds a marker that is there (else this test could not fail).
    const QString marker = newSecret();
    const QString markerDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QVERIFY(QDir().mkpath(markerDir));
    QFile markerFile(markerDir + QStringLiteral("/scan-check-") + uniqueId());
    QVERIFY(markerFile.open(QIODevice::WriteOnly));
    markerFile.write("prefix " + marker.toUtf8().toBase64() + " suffix");
    markerFile.close();
    const QStringList markerHits = filesContaining(roots, encodingsOf(marker), &scanned);
    markerFile.remove();
    QCOMPARE(markerHits, QStringList {markerFile.fileName()});
}

void TestKeyStore::keyIsInNoLog()
{
    const QString secret = newSecret();
    LogCapture capture;
    {
        KeyStore store;
        const QString profile = newProfile();
        QVERIFY(resultOf(store.write(profile, secret)).value_or(KeyStoreResult()).ok());
        QCOMPARE(resultOf(store.read(profile)).value_or(KeyStoreResult()).secret(), secret);
        store.setSessionKey(profile, secret);
        QVERIFY(resultOf(store.remove(profile)).value_or(KeyStoreResult()).ok());
    }
    QVERIFY2(LogCapture::secretsMessages() > 0, "paydesk.secrets logged nothing: the check would be empty");
    for (const QString &message : LogCapture::messages())
        QVERIFY2(!message.contains(secret), qPrintable(QStringLiteral("logged: ") + message));
}

void TestKeyStore::sessionKeys()
{
    KeyStore store;
    const QString profile = newProfile();
    const QString other = newProfile();
    QVERIFY(!store.hasSessionKey(profile));
    QCOMPARE(store.sessionKey(profile), QString());

    QSignalSpy events(&store, &KeyStore::keyEvent);
    store.setSessionKey(profile, QStringLiteral("session-secret"));
    QCOMPARE(events.size(), 1);
    QCOMPARE(events.at(0).at(0).toString(), profile);
    QCOMPARE(events.at(0).at(1).value<KeyStore::KeyEvent>(), KeyStore::KeyEvent::KeptForSession);
    QVERIFY(store.hasSessionKey(profile));
    QCOMPARE(store.sessionKey(profile), QStringLiteral("session-secret"));
    QCOMPARE(store.sessionKey(other), QString());

    // The keychain does not learn about a session key ...
    QCOMPARE(resultOf(store.read(profile)).value_or(KeyStoreResult()).errorKind(), ErrorKind::NotFound);

    // ... a successful save makes it redundant ...
    QVERIFY(resultOf(store.write(profile, QStringLiteral("saved-secret"))).value_or(KeyStoreResult()).ok());
    QVERIFY(!store.hasSessionKey(profile));

    // ... and remove() forgets it at once, whatever the keychain says.
    store.setSessionKey(other, QStringLiteral("other-secret"));
    KeyStoreOp *removal = store.remove(other);
    QVERIFY(!store.hasSessionKey(other));
    QVERIFY(resultOf(removal));

    store.setSessionKey(other, QStringLiteral("x"));
    store.clearSessionKeys();
    QVERIFY(!store.hasSessionKey(other));
}

bool TestKeyStore::runChild(const QString &function, const QProcessEnvironment &env, QString *output,
                            const QStringList &wrapper)
{
    QProcess child;
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::MergedChannels);
    if (wrapper.isEmpty())
        child.start(QCoreApplication::applicationFilePath(), {function});
    else
        child.start(wrapper.first(), wrapper.mid(1) << QCoreApplication::applicationFilePath() << function);
    const bool finished = child.waitForFinished(kWaitMs * 2);
    if (!finished)
        child.kill();
    child.waitForFinished();
    *output = QString::fromLocal8Bit(child.readAll());
    return finished && child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0;
}

static QProcessEnvironment childEnvironment(const QString &profile, const QString &secret)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kChildEnv), QStringLiteral("1"));
    env.insert(QString::fromLatin1(kChildProfileEnv), profile);
    env.insert(QString::fromLatin1(kChildSecretEnv), secret);
    // No X11 or Wayland to autolaunch a bus from, no desktop that would pick KWallet.
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "XDG_CURRENT_DESKTOP", "DESKTOP_SESSION",
                             "KDE_FULL_SESSION", "KDE_SESSION_VERSION", "GNOME_DESKTOP_SESSION_ID"})
        env.remove(QString::fromLatin1(name));
    return env;
}

void TestKeyStore::noKeychain_data()
{
    QTest::addColumn<QString>("situation");
    QTest::newRow("no session bus") << QStringLiteral("autolaunch");
    QTest::newRow("bus address leads nowhere") << QStringLiteral("nowhere");
    QTest::newRow("bus without a Secret Service") << QStringLiteral("no-service");
    QTest::newRow("keychain with no keyring ready") << QStringLiteral("not-ready");
}

void TestKeyStore::noKeychain()
{
    QFETCH(QString, situation);
    QTemporaryDir scratch;
    QVERIFY(scratch.isValid());
    const QString profile = newProfile();
    const QString secret = newSecret();
    QProcessEnvironment env = childEnvironment(profile, secret);

    QProcess bus;
    QStringList wrapper;
    QStringList scanned = scannedRoots();
    if (situation == u"autolaunch") {
        env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), scratch.path()); // no "bus" socket in there
    } else if (situation == u"nowhere") {
        env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"),
                   QStringLiteral("unix:path=") + scratch.filePath(QStringLiteral("nonexistent/bus")));
    } else if (situation == u"not-ready") {
        // A D-Bus session of its own with gnome-keyring running but no keyring unlocked or created:
        // the prompt that would ask for a password cannot appear (no display).
        const QString session = QStandardPaths::findExecutable(QStringLiteral("dbus-run-session"));
        const QString keyring = QStandardPaths::findExecutable(QStringLiteral("gnome-keyring-daemon"));
        if (session.isEmpty() || keyring.isEmpty())
            QSKIP("dbus-run-session or gnome-keyring-daemon is not installed");
        const QString home = scratch.filePath(QStringLiteral("home"));
        const QString runtime = scratch.filePath(QStringLiteral("run"));
        QVERIFY(QDir().mkpath(home + QStringLiteral("/.local/share/keyrings")));
        QVERIFY(QDir().mkpath(runtime));
        QVERIFY(QFile::setPermissions(runtime, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        env.insert(QStringLiteral("HOME"), home);
        env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime);
        env.insert(QString::fromLatin1(kChildReadFindsNothingEnv), QStringLiteral("1"));
        env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        wrapper
            = {session, QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
               keyring + QStringLiteral(" --start --components=secrets >/dev/null 2>&1; exec \"$0\" \"$1\"")};
        scanned << home;
    } else {
        const QString daemon = QStandardPaths::findExecutable(QStringLiteral("dbus-daemon"));
        if (daemon.isEmpty())
            QSKIP("dbus-daemon is not installed");
        // A session bus with no service files: nothing provides org.freedesktop.secrets.
        const QString socket = scratch.filePath(QStringLiteral("bus"));
        QFile config(scratch.filePath(QStringLiteral("session.conf")));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write("<!DOCTYPE busconfig PUBLIC \"-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN\"\n"
                     " \"http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd\">\n"
                     "<busconfig><type>session</type><listen>unix:path="
                     + socket.toUtf8()
                     + "</listen><auth>EXTERNAL</auth>"
                       "<policy context=\"default\"><allow send_destination=\"*\" eavesdrop=\"true\"/>"
                       "<allow eavesdrop=\"true\"/><allow own=\"*\"/></policy></busconfig>\n");
        config.close();
        bus.setProcessChannelMode(QProcess::ForwardedChannels);
        bus.start(daemon, {QStringLiteral("--config-file=") + config.fileName(), QStringLiteral("--nofork")});
        QVERIFY(bus.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(socket), kWaitMs);
        env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=") + socket);
    }

    QString output;
    const bool passed = runChild(QStringLiteral("unavailable"), env, &output, wrapper);
    if (bus.state() != QProcess::NotRunning) {
        bus.kill();
        bus.waitForFinished();
    }
    QVERIFY2(passed,
             qPrintable(QStringLiteral("child process failed, its output ends:\n") + output.right(900)));
    QVERIFY2(!output.contains(secret), "the child printed the key");

    // The child also kept the key for its session: it is in no file.
    int filesScanned = 0;
    const QStringList hits = filesContaining(scanned, encodingsOf(secret), &filesScanned);
    QVERIFY2(hits.isEmpty(), qPrintable(QStringLiteral("the key is in: ") + hits.join(u", ")));

    // And it did not reach the real keychain either.
    KeyStore store;
    QCOMPARE(resultOf(store.read(profile)).value_or(KeyStoreResult()).errorKind(), ErrorKind::NotFound);
}

void TestKeyStore::keychainDoesNotAnswer()
{
    // A "bus" that accepts connections and never says a word: every keychain call hangs, as with a
    // Secret Service prompt nobody answers.
    QTemporaryDir scratch;
    QVERIFY(scratch.isValid());
    QLocalServer silentBus;
    const QString socket = scratch.filePath(QStringLiteral("silent-bus"));
    QVERIFY2(silentBus.listen(socket), qPrintable(silentBus.errorString()));

    const QString profile = newProfile();
    const QString secret = newSecret();
    QProcessEnvironment env = childEnvironment(profile, secret);
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=") + socket);

    QString output;
    QVERIFY2(runChild(QStringLiteral("timesOut"), env, &output),
             qPrintable(QStringLiteral("child process failed, its output ends:\n") + output.right(900)));
    QVERIFY2(!output.contains(secret), "the child printed the key");
}

// ---------------------------------------------------------------------------------------------
// Child process: the keychain cannot be reached, or does not answer.

class KeyStoreChild : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_profile = qEnvironmentVariable(kChildProfileEnv);
        m_secret = qEnvironmentVariable(kChildSecretEnv);
        QVERIFY(!m_profile.isEmpty());
        QVERIFY(!m_secret.isEmpty());
    }

    void unavailable()
    {
        LogCapture capture;
        KeyStore store;
        QSignalSpy availability(&store, &KeyStore::availabilityChanged);
        QCOMPARE(store.availability(), KeyStore::Availability::Unknown);

        const auto written = resultOf(store.write(m_profile, m_secret));
        QVERIFY(written);
        QVERIFY2(
            written->errorKind() == ErrorKind::Unavailable,
            qPrintable(
                QStringLiteral("kind %1, detail: %2").arg(int(written->errorKind())).arg(written->detail())));
        QVERIFY2(written->userMessage().contains(u"cannot reach the system keychain"),
                 qPrintable(written->userMessage()));
        QVERIFY2(written->userMessage().contains(u"for this session only"),
                 qPrintable(written->userMessage()));
        QVERIFY(!written->userMessage().contains(m_secret));
        QVERIFY(!written->detail().contains(m_secret));
        QVERIFY(written->offersSessionKey());
        QCOMPARE(store.availability(), KeyStore::Availability::Unavailable);
        QCOMPARE(availability.size(), 1);
        QCOMPARE(availability.at(0).at(0).value<KeyStore::Availability>(),
                 KeyStore::Availability::Unavailable);

        const auto read = resultOf(store.read(m_profile));
        QVERIFY(read);
        QVERIFY(read->secret().isEmpty());
        if (qEnvironmentVariableIsSet(kChildReadFindsNothingEnv)) {
            QCOMPARE(read->errorKind(), ErrorKind::NotFound);
        } else {
            QCOMPARE(read->errorKind(), ErrorKind::Unavailable);
            QVERIFY(read->userMessage().contains(u"for this session only"));
        }

        // The user chooses to use the key for this session only.
        store.setSessionKey(m_profile, m_secret);
        QCOMPARE(store.sessionKey(m_profile), m_secret);
        QCOMPARE(KeyStore::masked(store.sessionKey(m_profile)), KeyStore::masked(m_secret));
        QVERIFY(!KeyStore::masked(store.sessionKey(m_profile)).contains(m_secret));

        for (const QString &message : LogCapture::messages())
            QVERIFY2(!message.contains(m_secret), qPrintable(QStringLiteral("logged: ") + message));
        QVERIFY(LogCapture::secretsMessages() > 0);
    }

    void timesOut()
    {
        KeyStore store;
        store.setTimeout(300ms);
        KeyStoreOp *read = store.read(m_profile);
        KeyStoreOp *write = store.write(m_profile, m_secret);
        QList<KeyStoreResult> results;
        QList<KeyStoreOp *> order;
        for (KeyStoreOp *op : {read, write})
            connect(op, &KeyStoreOp::finished, this, [&, op](const KeyStoreResult &r) {
                order << op;
                results << r;
            });
        QTRY_COMPARE_WITH_TIMEOUT(results.size(), 2, 10000); // a few times the 300 ms, no more
        QTRY_COMPARE(store.findChildren<KeyStoreOp *>().size(), 0);
        QCOMPARE(results.size(), 2); // each exactly once
        QCOMPARE(order, (QList<KeyStoreOp *> {read, write}));
        for (const KeyStoreResult &result : std::as_const(results)) {
            QCOMPARE(result.errorKind(), ErrorKind::Timeout);
            QVERIFY2(result.userMessage().contains(u"did not answer"), qPrintable(result.userMessage()));
            QVERIFY(result.userMessage().contains(u"for this session only"));
            QVERIFY(result.offersSessionKey());
        }
        QCOMPARE(results.at(0).operation(), KeyStoreResult::Operation::Read);
        QCOMPARE(results.at(1).operation(), KeyStoreResult::Operation::Write);
        QCOMPARE(store.pendingOperations(), 0);

        store.setSessionKey(m_profile, m_secret);
        QCOMPARE(store.sessionKey(m_profile), m_secret);
    }

private:
    QString m_profile;
    QString m_secret;
};

// QTEST_GUILESS_MAIN, choosing the test object: the keychain tests, or (in the child process
// started by noKeychain()/keychainDoesNotAnswer()) the child's scenarios.
int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    QTEST_SET_MAIN_SOURCE_PATH
    if (qEnvironmentVariableIsSet(kChildEnv)) {
        KeyStoreChild child;
        return QTest::qExec(&child, argc, argv);
    }
    TestKeyStore test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_keystore.moc"
