// SPDX-License-Identifier: GPL-3.0-or-later
// paydesk-cli profile add/remove with the API key in the system keychain (label keychain:
// scripts/test runs it inside a private D-Bus session with gnome-keyring unlocked): the key read
// from standard input, or typed at a terminal without echo, saved through KeyStore and read back by
// `wallets` from the keychain; in no file of the home, never echoed or printed; and gone from the
// keychain once the profile is removed.
#include "CliRun.h"
#include "CliSandbox.h"
#include "secrets/KeyStore.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using paydesk::secrets::KeyStoreResult;
using paydesk::test::CliRun;

class TestPaydeskCliKeychain : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<paydesk::test::CliSandbox> m_sandbox;
    std::unique_ptr<QTemporaryDir> m_home;

    CliRun cli(const QStringList &arguments, const QByteArray &input = {})
    {
        return paydesk::test::runCli(m_home->path(), arguments, input);
    }

    QStringList addArguments(const QString &name) const
    {
        return {u"profile"_s, u"add"_s,    name, u"--base-url"_s, m_sandbox->baseUrl().toString(),
                u"--kind"_s,  u"sandbox"_s};
    }

    QString profileId(const QString &name)
    {
        const CliRun list = cli({u"profile"_s, u"list"_s, u"--json"_s});
        for (const QJsonValue &value : QJsonDocument::fromJson(list.out.toUtf8()).array()) {
            if (value.toObject().value(u"name"_s).toString() == name)
                return value.toObject().value(u"id"_s).toString();
        }
        return {};
    }

    bool keyInAnyFile() const
    {
        const QByteArray key = m_sandbox->key().toUtf8();
        QDirIterator it(m_home->path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            if (file.open(QIODevice::ReadOnly) && file.readAll().contains(key))
                return true;
        }
        return false;
    }

    // What the keychain holds for the profile, read here (not through paydesk-cli).
    static KeyStoreResult readKeychain(const QString &profileId)
    {
        paydesk::secrets::KeyStore keys;
        std::optional<KeyStoreResult> result;
        QObject context;
        QObject::connect(keys.read(profileId), &paydesk::secrets::KeyStoreOp::finished, &context,
                         [&result](const KeyStoreResult &r) { result = r; });
        if (!QTest::qWaitFor([&result] { return result.has_value(); }, 60000))
            return {};
        return *result;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sandbox = std::make_unique<paydesk::test::CliSandbox>();
        QVERIFY2(m_sandbox->started(), qPrintable(m_sandbox->error()));
    }

    void init()
    {
        m_home = std::make_unique<QTemporaryDir>();
        QVERIFY(m_home->isValid());
    }

    void keyFromStandardInput()
    {
        const CliRun add = cli(addArguments(u"Keyed"_s), m_sandbox->key().toUtf8() + '\n');
        QCOMPARE(add.exitCode, 0);
        QVERIFY2(add.out.contains(u"system keychain"_s), qPrintable(add.out + add.err));
        QVERIFY(!add.out.contains(m_sandbox->key()) && !add.err.contains(m_sandbox->key()));
        const QString id = profileId(u"Keyed"_s);
        QVERIFY(!id.isEmpty());
        const KeyStoreResult saved = readKeychain(id);
        QVERIFY2(saved.ok(), qPrintable(saved.userMessage()));
        QCOMPARE(saved.secret(), m_sandbox->key());

        const CliRun wallets = cli({u"wallets"_s, u"--profile"_s, u"Keyed"_s, u"--json"_s});
        QCOMPARE(wallets.exitCode, 0);
        QVERIFY2(wallets.out.contains(u"\"KES\""_s), qPrintable(wallets.err));
        QVERIFY(!keyInAnyFile());

        const CliRun removed = cli({u"profile"_s, u"remove"_s, u"Keyed"_s});
        QCOMPARE(removed.exitCode, 0);
        QCOMPARE(removed.err, QString());
        QCOMPARE(readKeychain(id).errorKind(), KeyStoreResult::ErrorKind::NotFound);
    }

    // A profile whose key was in a file moves it into the keychain: the file is forgotten.
    void setKeyIntoTheKeychain()
    {
        const QString file = m_home->filePath(u"first.key"_s);
        QVERIFY(paydesk::test::writeKeyFile(file, m_sandbox->key()));
        QStringList add = addArguments(u"Moved"_s);
        QCOMPARE(cli(add << u"--key-file"_s << file).exitCode, 0);
        const QString id = profileId(u"Moved"_s);
        QCOMPARE(readKeychain(id).errorKind(), KeyStoreResult::ErrorKind::NotFound);

        const CliRun set = cli({u"profile"_s, u"set-key"_s, u"Moved"_s}, m_sandbox->key().toUtf8() + '\n');
        QVERIFY2(set.exitCode == 0, qPrintable(set.err));
        QVERIFY(set.out.contains(u"system keychain"_s));
        QCOMPARE(readKeychain(id).secret(), m_sandbox->key());
        QVERIFY(QFile::remove(file)); // no longer needed
        const CliRun wallets = cli({u"wallets"_s, u"--profile"_s, u"Moved"_s, u"--json"_s});
        QVERIFY2(wallets.exitCode == 0, qPrintable(wallets.err));
        QCOMPARE(cli({u"profile"_s, u"remove"_s, u"Moved"_s}).exitCode, 0);
    }

#ifdef Q_OS_LINUX
    void keyTypedAtTerminal()
    {
        const QByteArray key = m_sandbox->key().toUtf8();
        const paydesk::test::TerminalRun run = paydesk::test::runOnTerminal(
            addArguments(u"Typed"_s), {{QByteArray("API key of Typed: "), key}},
            paydesk::test::cliEnvironment(m_home->path()));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(!run.output.contains(key), "the key typed is not echoed");
        QVERIFY(run.output.contains("system keychain"));
        const CliRun wallets = cli({u"wallets"_s, u"--profile"_s, u"Typed"_s, u"--json"_s});
        QCOMPARE(wallets.exitCode, 0);
        QVERIFY(wallets.out.contains(u"\"KES\""_s));
        QCOMPARE(cli({u"profile"_s, u"remove"_s, u"Typed"_s}).exitCode, 0);
    }
#endif
};

QTEST_GUILESS_MAIN(TestPaydeskCliKeychain)
#include "tst_paydeskcli_keychain.moc"
