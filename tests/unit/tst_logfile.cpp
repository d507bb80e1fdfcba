// SPDX-License-Identifier: GPL-3.0-or-later
// The log file: one line a message in its format, rotation at the size limit keeping exactly the
// older files asked for, secrets redacted (in the file and in what is handed on), a folder that
// cannot be written survived, the message handler chained in front of the previous one, and whole
// lines when many threads write at once.
#include "SecretScan.h"
#include "core/LogFile.h"

#include <QDir>
#include <QFile>
#include <QLoggingCategory>
#include <QMutex>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>
#include <QThread>

#include <memory>
#include <vector>

using namespace Qt::Literals::StringLiterals;
using paydesk::core::LogFile;

Q_LOGGING_CATEGORY(lcTest, "paydesk.test", QtInfoMsg)

namespace {

// What reached the handler installed before the log file: the recorder stands for Qt's own
// (stderr), in place of Qt Test's while a test runs. Messages come from several threads.
QMutex recordedMutex;
QStringList recorded;
QtMessageHandler qtTestHandler = nullptr;

void recorder(QtMsgType, const QMessageLogContext &, const QString &message)
{
    QMutexLocker lock(&recordedMutex);
    recorded << message;
}

QStringList readLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast(); // after the last end of line
    return lines;
}

QStringList logFiles(const QString &folder)
{
    QStringList files = QDir(folder).entryList(QDir::Files, QDir::Name);
    return files;
}

const QRegularExpression &linePattern()
{
    static const QRegularExpression pattern(
        u"^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z (DEBUG|INFO|WARN|ERROR|FATAL) [\\w.]+: .*$"_s);
    return pattern;
}

} // namespace

class TestLogFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"Paydesk"_s);
        QCoreApplication::setApplicationName(u"Paydesk"_s);
    }

    void init()
    {
        recorded.clear();
        QVERIFY(m_dir.isValid());
        m_folder = QDir(m_dir.path()).filePath(QString::fromLatin1(QTest::currentTestFunction()));
        QDir(m_folder).removeRecursively();
    }

    void defaultFolderIsInTheDataFolder()
    {
        QCOMPARE(LogFile::defaultFolder(),
                 QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/logs"_s);
        QCOMPARE(LogFile::fileName(0), u"paydesk.log"_s);
        QCOMPARE(LogFile::fileName(3), u"paydesk.3.log"_s);
    }

    void writesOneLineAMessage()
    {
        {
            LogFile log(m_folder);
            QVERIFY2(log.isWritable(), qPrintable(log.problem()));
            QCOMPARE(log.filePath(), QDir(m_folder).filePath(u"paydesk.log"_s));
            log.append(QtWarningMsg, "paydesk.api", u"GET /wallets failed after 3 attempts"_s);
            log.append(QtInfoMsg, nullptr, u"two lines\nof text\n"_s);
            log.append(QtCriticalMsg, "paydesk.store", u"cannot write"_s);
        }
        const QStringList lines = readLines(QDir(m_folder).filePath(u"paydesk.log"_s));
        QCOMPARE(lines.size(), 4);
        QVERIFY2(linePattern().match(lines[0]).hasMatch(), qPrintable(lines[0]));
        QVERIFY2(lines[0].endsWith(u"Z WARN paydesk.api: GET /wallets failed after 3 attempts"),
                 qPrintable(lines[0]));
        // A message with a line break: the rest on a continuation line that starts with a tab.
        QVERIFY2(lines[1].endsWith(u" INFO default: two lines"), qPrintable(lines[1]));
        QCOMPARE(lines[2], u"\tof text"_s);
        QVERIFY2(lines[3].endsWith(u" ERROR paydesk.store: cannot write"), qPrintable(lines[3]));

        // The time is UTC with milliseconds.
        const QDateTime when(QDate(2026, 11, 23), QTime(15, 40, 1, 123), Qt::UTC);
        QCOMPARE(LogFile::formatLine(QtWarningMsg, "paydesk.api", u"message"_s, when),
                 u"2026-11-23T15:40:01.123Z WARN paydesk.api: message"_s);
        QCOMPARE(LogFile::formatLine(QtDebugMsg, "a", u"m"_s, when).section(u' ', 1, 1), u"DEBUG"_s);
        QCOMPARE(LogFile::formatLine(QtFatalMsg, "a", u"m"_s, when).section(u' ', 1, 1), u"FATAL"_s);
    }

    void appendsToWhatIsThere()
    {
        {
            LogFile log(m_folder);
            log.append(QtInfoMsg, "paydesk.app", u"first run"_s);
        }
        {
            LogFile log(m_folder);
            log.append(QtInfoMsg, "paydesk.app", u"second run"_s);
        }
        const QStringList lines = readLines(QDir(m_folder).filePath(u"paydesk.log"_s));
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines[0].endsWith(u"first run"));
        QVERIFY(lines[1].endsWith(u"second run"));
    }

    void rotatesAtTheSizeLimitKeepingExactlyTheOlderFiles()
    {
        const qint64 maxSize = 1000;
        const int older = 3;
        int written = 0;
        {
            LogFile log(m_folder, maxSize, older);
            // About 70 bytes a line: some 14 lines a file, 7 files' worth.
            for (; written < 100; ++written)
                log.append(QtInfoMsg, "paydesk.test",
                           u"line %1 of the rotation test"_s.arg(written, 4, 10, QChar(u'0')));
        }
        QCOMPARE(logFiles(m_folder),
                 QStringList({u"paydesk.1.log"_s, u"paydesk.2.log"_s, u"paydesk.3.log"_s, u"paydesk.log"_s}));
        // No file past the limit; the lines run on from the oldest kept to the current, and the last
        // one written is the last of paydesk.log.
        QStringList all;
        for (const QString &name :
             {u"paydesk.3.log"_s, u"paydesk.2.log"_s, u"paydesk.1.log"_s, u"paydesk.log"_s}) {
            const QString path = QDir(m_folder).filePath(name);
            QVERIFY2(QFileInfo(path).size() <= maxSize, qPrintable(name));
            QVERIFY2(QFileInfo(path).size() > maxSize / 2 || name == u"paydesk.log", qPrintable(name));
            all << readLines(path);
        }
        QVERIFY(all.last().endsWith(u"line 0099 of the rotation test"));
        const int first = all.first().section(u"line "_s, 1).left(4).toInt();
        QVERIFY(first > 0); // the oldest lines are gone
        for (int i = 0; i < all.size(); ++i)
            QVERIFY2(all[i].contains(u"line %1 "_s.arg(first + i, 4, 10, QChar(u'0'))), qPrintable(all[i]));

        // A file already past the limit when Paydesk starts is rotated before the first line.
        QFile current(QDir(m_folder).filePath(u"paydesk.log"_s));
        QVERIFY(current.open(QIODevice::Append));
        current.write(QByteArray(2000, 'x') + '\n');
        current.close();
        {
            LogFile log(m_folder, maxSize, older);
            log.append(QtInfoMsg, "paydesk.test", u"after the start"_s);
        }
        QCOMPARE(logFiles(m_folder).size(), older + 1);
        const QStringList fresh = readLines(QDir(m_folder).filePath(u"paydesk.log"_s));
        QCOMPARE(fresh.size(), 1);
        QVERIFY(fresh.first().endsWith(u"after the start"));
        QVERIFY(readLines(QDir(m_folder).filePath(u"paydesk.1.log"_s)).last().startsWith(u"xxxx"));
    }

    void redactsSecrets_data()
    {
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("secret");
        QTest::addColumn<QString>("expected");
        const QString headerKey = paydesk::test::fakeSandboxKey(u"Header");
        QTest::newRow("authorization header")
            << u"request header Authorization: Bearer "_s + headerKey + u" sent"_s << headerKey.mid(4)
            << u"request header Authorization: Bearer [redacted] sent"_s;
        const QString token = paydesk::test::fakeBearerToken();
        QTest::newRow("bearer token") << u"retrying with bearer "_s + token << token.section(u'.', 0, 0)
                                      << u"retrying with bearer [redacted]"_s;
        QTest::newRow("json header") << u"{\"Authorization\": \"Bearer abc.def-ghi\"}"_s << u"abc.def-ghi"_s
                                     << u"{\"Authorization\": \"Bearer [redacted]\"}"_s;
        const QString basic = paydesk::test::fakeBasicCredentials();
        QTest::newRow("basic credentials")
            << u"Authorization: Basic "_s + basic << basic << u"Authorization: Basic [redacted]"_s;
        const QString key = paydesk::test::fakeSandboxKey(u"Refused");
        QTest::newRow("sandbox key") << u"key "_s + key + u" refused"_s << key.left(16)
                                     << u"key [redacted] refused"_s;
        QTest::newRow("sandbox-shaped test key") << u"profile p1 uses sbx_test_key_not_secret"_s
                                                 << u"sbx_test_key"_s << u"profile p1 uses [redacted]"_s;
    }

    void redactsSecrets()
    {
        QFETCH(QString, message);
        QFETCH(QString, secret);
        QFETCH(QString, expected);
        QCOMPARE(LogFile::redacted(message), expected);
        QCOMPARE(LogFile::redacted(expected), expected); // already redacted: left as it is
        {
            LogFile log(m_folder);
            log.append(QtWarningMsg, "paydesk.api", message);
        }
        QFile file(QDir(m_folder).filePath(u"paydesk.log"_s));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY2(!bytes.contains(secret.toUtf8()), bytes.constData());
        QVERIFY2(bytes.contains(expected.toUtf8()), bytes.constData());
    }

    void leavesOrdinaryMessagesAlone()
    {
        // What the client logs about keys, and the masked key the window shows, are not secrets.
        for (const QString &text :
             {u"keeping the key of profile p1 for this session only"_s, u"masked key sbx_\u20269f3a"_s,
              u"GET /wallets -> 401 in 12 ms"_s, u"the authorization rules were read"_s})
            QCOMPARE(LogFile::redacted(text), text);
    }

    void handlerWritesAndHandsOn()
    {
        qtTestHandler = qInstallMessageHandler(recorder);
        {
            LogFile log(m_folder);
            log.install();
            qCWarning(lcTest).noquote()
                << u"lookup failed with Authorization: Bearer "_s + paydesk::test::fakeSandboxKey(u"Lookup");
            qCInfo(lcTest) << "an info message";
            qCDebug(lcTest) << "a debug message"; // off by default: it reaches nobody
            log.uninstall();
            qCWarning(lcTest) << "after uninstalling";
        }
        qInstallMessageHandler(qtTestHandler);
        const QStringList lines = readLines(QDir(m_folder).filePath(u"paydesk.log"_s));
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].endsWith(u"WARN paydesk.test: lookup failed with Authorization: Bearer [redacted]"),
                 qPrintable(lines[0]));
        QVERIFY2(lines[1].endsWith(u"INFO paydesk.test: an info message"), qPrintable(lines[1]));
        // Handed on as written (redacted), and only to the previous handler once uninstalled.
        QCOMPARE(recorded,
                 QStringList({u"lookup failed with Authorization: Bearer [redacted]"_s, u"an info message"_s,
                              u"after uninstalling"_s}));
    }

    void survivesAFolderThatCannotBeWritten()
    {
        // A folder under a file cannot be made, whoever runs the test (root too).
        QTemporaryFile file(QDir(m_dir.path()).filePath(u"not-a-folder-XXXXXX"_s));
        QVERIFY(file.open());
        const QString folder = QDir(file.fileName()).filePath(u"logs"_s);
        qtTestHandler = qInstallMessageHandler(recorder);
        {
            LogFile log(folder);
            QVERIFY(!log.isWritable());
            QVERIFY2(log.problem().contains(u"cannot create the folder"), qPrintable(log.problem()));
            log.append(QtWarningMsg, "paydesk.test", u"nowhere to go"_s); // nothing happens
            log.install();
            qCWarning(lcTest) << "still on stderr";
        }
        qInstallMessageHandler(qtTestHandler);
        QCOMPARE(recorded, QStringList({u"still on stderr"_s}));
        QVERIFY(!QFileInfo::exists(folder));

        LogFile noFolder {QString()};
        QVERIFY(!noFolder.isWritable());
        noFolder.append(QtWarningMsg, "paydesk.test", u"nowhere either"_s);
    }

    void concurrentWritesAreWholeLines()
    {
        // Eight threads, half through the message handler and half through append(), with
        // rotations along the way (the folder keeps every file, to count every line).
        constexpr int threads = 8;
        constexpr int perThread = 400;
        qtTestHandler = qInstallMessageHandler(recorder);
        {
            LogFile log(m_folder, 16 * 1024, 100);
            log.install();
            std::vector<std::unique_ptr<QThread>> workers;
            for (int t = 0; t < threads; ++t) {
                workers.emplace_back(QThread::create([&log, t] {
                    for (int i = 0; i < perThread; ++i) {
                        const QString text
                            = u"thread %1 message %2 with some words to make it longer"_s.arg(t).arg(i);
                        if (t % 2)
                            log.append(QtInfoMsg, "paydesk.test", text);
                        else
                            qCInfo(lcTest).noquote() << text;
                    }
                }));
                workers.back()->start();
            }
            for (const auto &worker : workers)
                QVERIFY(worker->wait(60000));
            log.uninstall();
        }
        qInstallMessageHandler(qtTestHandler);
        recorded.clear();

        const QStringList files = logFiles(m_folder);
        QVERIFY2(files.size() > 3, qPrintable(files.join(u' '))); // it did rotate
        QSet<QString> seen;
        static const QRegularExpression message(
            u"INFO paydesk.test: thread (\\d) message (\\d+) with some words "
            u"to make it longer$"_s);
        for (const QString &name : files) {
            for (const QString &line : readLines(QDir(m_folder).filePath(name))) {
                QVERIFY2(linePattern().match(line).hasMatch(), qPrintable(line));
                const QRegularExpressionMatch m = message.match(line);
                QVERIFY2(m.hasMatch(), qPrintable(line));
                const QString key = m.captured(1) + u'/' + m.captured(2);
                QVERIFY2(!seen.contains(key), qPrintable(key));
                seen.insert(key);
            }
        }
        QCOMPARE(seen.size(), threads * perThread);
    }

private:
    QTemporaryDir m_dir;
    QString m_folder;
};

QTEST_GUILESS_MAIN(TestLogFile)
#include "tst_logfile.moc"
