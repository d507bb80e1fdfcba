// SPDX-License-Identifier: GPL-3.0-or-later
// One Paydesk per person and data folder, in-process: the name is per folder and per user; a
// second start with the same name is refused and the first is asked to come forward; once the
// first has gone, the next start is the first; a socket file left by a Paydesk that crashed does
// not block a start; a holder of the name that does not answer is told apart.
#include "core/SingleInstance.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocalServer>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>

#ifdef Q_OS_UNIX
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>
#endif

using namespace Qt::Literals::StringLiterals;
using paydesk::core::SingleInstance;
using Role = SingleInstance::Role;

namespace {

// A name of this test run's own: tests running at the same time never meet.
QString uniqueName(const char *test)
{
    return SingleInstance::serverNameFor(QDir::tempPath() + u'/' + QString::fromLatin1(test),
                                         QString::number(QCoreApplication::applicationPid()));
}

// Starts a SingleInstance with `name` on a thread of its own (its start() waits for the answer,
// which this thread's event loop gives); the thread's result once it is done.
class SecondStart
{
public:
    explicit SecondStart(const QString &name, int timeoutMs = 5000)
        : m_thread(QThread::create([this, name, timeoutMs] {
            SingleInstance second(name);
            m_role = second.start(timeoutMs);
            m_listening = second.isListening();
        }))
    {
        m_thread->start();
    }
    ~SecondStart() { m_thread->wait(); }
    bool isDone() const { return m_thread->isFinished(); }
    Role role() const { return m_role; }
    bool listening() const { return m_listening; }

private:
    std::atomic<Role> m_role {Role::First};
    std::atomic<bool> m_listening {false};
    std::unique_ptr<QThread> m_thread;
};

} // namespace

class TestSingleInstance : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nameIsPerDataFolderAndUser()
    {
        const QString name
            = SingleInstance::serverNameFor(u"/home/ada/.local/share/Paydesk/Paydesk"_s, u"ada"_s);
        QVERIFY2(QRegularExpression(u"^paydesk-[0-9a-f]{16}$"_s).match(name).hasMatch(), qPrintable(name));
        QCOMPARE(SingleInstance::serverNameFor(u"/home/ada/.local/share/Paydesk/Paydesk"_s, u"ada"_s), name);
        QVERIFY(SingleInstance::serverNameFor(u"/tmp/fresh-home/.local/share/Paydesk/Paydesk"_s, u"ada"_s)
                != name);
        QVERIFY(SingleInstance::serverNameFor(u"/home/ada/.local/share/Paydesk/Paydesk"_s, u"ben"_s) != name);

        // The default follows the data folder: another one (test mode's) is another name.
        const QString real = SingleInstance::defaultServerName();
        QStandardPaths::setTestModeEnabled(true);
        const QString test = SingleInstance::defaultServerName();
        QStandardPaths::setTestModeEnabled(false);
        QVERIFY(real != test);
        QCOMPARE(SingleInstance().serverName(), real);
    }

    void secondStartBringsTheFirstForward()
    {
        const QString name = uniqueName("second");
        SingleInstance first(name);
        QSignalSpy activations(&first, &SingleInstance::activationRequested);
        QCOMPARE(first.start(), Role::First);
        QVERIFY(first.isListening());
#ifdef Q_OS_UNIX
        // Another user cannot connect to it.
        const QFileInfo socket(QDir(QDir::tempPath()).filePath(name));
        QVERIFY(socket.exists());
        QCOMPARE(socket.permissions()
                     & (QFile::ReadGroup | QFile::WriteGroup | QFile::ReadOther | QFile::WriteOther),
                 QFile::Permissions());
#endif

        SecondStart second(name);
        QTRY_VERIFY(second.isDone());
        QCOMPARE(second.role(), Role::Activated);
        QVERIFY(!second.listening());
        QCOMPARE(activations.size(), 1);

        // And again: the first one keeps answering.
        SecondStart third(name);
        QTRY_VERIFY(third.isDone());
        QCOMPARE(third.role(), Role::Activated);
        QCOMPARE(activations.size(), 2);

        QCOMPARE(SingleInstance::message(Role::Activated),
                 u"Paydesk is already running; its window was brought forward."_s);
        QVERIFY(SingleInstance::message(Role::First).isEmpty());
    }

    void inAFolderOfTheUsersOwnTheSocketIsMadeInPlace()
    {
#ifdef Q_OS_UNIX
        // The runtime folder (defaultServerName() on Linux) is this user's alone: the socket is
        // made there at once, with the mode the process's umask gives, and works all the same.
        // In a folder others may enter, its own mode keeps them out.
        const mode_t previous = ::umask(022);
        QTemporaryDir own; // 0700
        QTemporaryDir shared;
        QVERIFY(own.isValid() && shared.isValid());
        QVERIFY(QFile::setPermissions(shared.path(),
                                      QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner
                                          | QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther
                                          | QFile::ExeOther));
        const QFile::Permissions othersMay
            = QFile::ReadGroup | QFile::WriteGroup | QFile::ReadOther | QFile::WriteOther;
        for (const QString &folder : {own.path(), shared.path()}) {
            const QString name = folder + u"/paydesk-test"_s;
            SingleInstance first(name);
            QSignalSpy activations(&first, &SingleInstance::activationRequested);
            QCOMPARE(first.start(), Role::First);
            QVERIFY(first.isListening());
            SecondStart second(name);
            QTRY_VERIFY(second.isDone());
            QCOMPARE(second.role(), Role::Activated);
            QCOMPARE(activations.size(), 1);
            const QFile::Permissions mode = QFileInfo(name).permissions() & othersMay;
            if (folder == own.path())
                QVERIFY2(mode != QFile::Permissions(),
                         "the socket in the user's own folder was given a mode of its own");
            else
                QCOMPARE(mode, QFile::Permissions());
        }
        ::umask(previous);
#else
        QSKIP("a pipe's name is no path: its access list keeps others out");
#endif
    }

    void nextStartAfterTheFirstQuitsIsTheFirst()
    {
        // tests/bench/bench_startup starts Paydesk many times, one after another.
        const QString name = uniqueName("next");
        for (int run = 0; run < 3; ++run) {
            SingleInstance instance(name);
            QCOMPARE(instance.start(), Role::First);
            QVERIFY(instance.isListening());
        }
    }

    void anotherNameIsAnotherPaydesk()
    {
        SingleInstance first(uniqueName("mine"));
        QCOMPARE(first.start(), Role::First);
        SingleInstance other(uniqueName("another home"));
        QCOMPARE(other.start(), Role::First);
        QVERIFY(other.isListening());
    }

    void staleSocketFileDoesNotBlockAStart()
    {
#ifdef Q_OS_UNIX
        // What a Paydesk killed while it listened leaves behind: a socket file nobody listens on.
        const QString name = uniqueName("stale");
        const QByteArray path = QDir(QDir::tempPath()).filePath(name).toLocal8Bit();
        QFile::remove(QString::fromLocal8Bit(path));
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        QVERIFY(fd >= 0);
        sockaddr_un address {};
        address.sun_family = AF_UNIX;
        QVERIFY(size_t(path.size()) < sizeof(address.sun_path));
        memcpy(address.sun_path, path.constData(), size_t(path.size()));
        QCOMPARE(::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)), 0);
        ::close(fd);
        QVERIFY(QFile::exists(QString::fromLocal8Bit(path)));

        SingleInstance instance(name);
        QCOMPARE(instance.start(), Role::First);
        QVERIFY(instance.isListening());
        SecondStart second(name);
        QTRY_VERIFY(second.isDone());
        QCOMPARE(second.role(), Role::Activated);
#else
        QSKIP("a pipe goes with its process: nothing is left behind on this system");
#endif
    }

    void holderThatDoesNotAnswerIsToldApart()
    {
        // Something listens on the name but never answers (a Paydesk that hangs): the start does
        // not take the name, and says so.
        const QString name = uniqueName("silent");
        QLocalServer silent;
        silent.setSocketOptions(QLocalServer::UserAccessOption);
        QVERIFY(silent.listen(name));
        SecondStart second(name, 300);
        QTRY_VERIFY(second.isDone());
        QCOMPARE(second.role(), Role::NotAnswering);
        QVERIFY(!second.listening());
        QVERIFY(!SingleInstance::message(Role::NotAnswering).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSingleInstance)
#include "tst_singleinstance.moc"
