// SPDX-License-Identifier: GPL-3.0-or-later
// QtKeychain is loaded the first time a key is read, saved or removed (the keychain module,
// secrets/KeychainModule.h), not with the program: a start on the Local sandbox, which needs no
// key, does not map it. Whatever the keychain answers, the operation ends with a result.
#include "secrets/KeyStore.h"
#include "secrets/KeyStoreOp.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using paydesk::secrets::KeyStore;
using paydesk::secrets::KeyStoreOp;
using paydesk::secrets::KeyStoreResult;

namespace {

// Whether a library whose file name contains `name` is mapped into this process (Linux).
bool mapped(const char *name)
{
    QFile maps(u"/proc/self/maps"_s);
    return maps.open(QIODevice::ReadOnly) && maps.readAll().contains(name);
}

} // namespace

class tst_KeychainModule : public QObject
{
    Q_OBJECT

private slots:
    void qtKeychainComesWithTheFirstOperation()
    {
#ifndef Q_OS_LINUX
        QSKIP("the libraries mapped are read from /proc/self/maps");
#endif
        QVERIFY2(QFile::exists(u"/proc/self/maps"_s), "no /proc");
        QVERIFY2(!mapped("libqt6keychain"), "QtKeychain was loaded with the program");
        KeyStore keys;
        keys.setTimeout(std::chrono::seconds(20));
        QVERIFY(!mapped("libqt6keychain"));
        // A profile nobody saved a key for: not found, or no keychain here; an answer either way.
        KeyStoreOp *op = keys.read(u"tst-keychainmodule-nobody"_s);
        QSignalSpy finished(op, &KeyStoreOp::finished);
        QVERIFY(finished.wait(30000));
        const auto result = finished.first().first().value<KeyStoreResult>();
        QVERIFY(!result.ok());
        QVERIFY2(!result.userMessage().isEmpty(), "a failure says why");
        QVERIFY2(mapped("libqt6keychain"), "the keychain module did not load QtKeychain");
    }
};

QTEST_GUILESS_MAIN(tst_KeychainModule)
#include "tst_keychainmodule.moc"
