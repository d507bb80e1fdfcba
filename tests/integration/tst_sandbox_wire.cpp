// SPDX-License-Identifier: GPL-3.0-or-later
// The sandbox's HTTP/1.1 framing, byte by byte over a raw socket: what a client that is not
// QNetworkAccessManager may send (pipelined requests, a body in pieces, 100-continue, HTTP/1.0,
// Connection: close) and what a broken or hostile one may send (malformed lines, chunked bodies,
// huge heads and bodies, a client gone half-way).
#include "HttpAdapter.h"
#include "SandboxFixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTcpSocket>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#include <unistd.h>
#endif

using namespace paydesk;
using namespace paydesk::test;

namespace {

struct Response
{
    int status = 0;
    QByteArray head; // status line and headers
    QByteArray body;
    QByteArray header(const QByteArray &name) const
    {
        for (const QByteArray &line : head.split('\n')) {
            const qsizetype colon = line.indexOf(':');
            if (colon > 0 && line.left(colon).trimmed().compare(name, Qt::CaseInsensitive) == 0)
                return line.mid(colon + 1).trimmed();
        }
        return {};
    }
};

// A client that writes raw bytes and reads raw responses.
class RawClient
{
public:
    explicit RawClient(const QUrl &baseUrl)
    {
        m_socket.connectToHost(QHostAddress::LocalHost, quint16(baseUrl.port()));
        m_connected = m_socket.waitForConnected(5000);
    }
    bool connected() const { return m_connected; }
    // The server runs in this thread: every wait turns the event loop.
    void send(const QByteArray &bytes)
    {
        m_socket.write(bytes);
        (void)QTest::qWaitFor([this] { return m_socket.bytesToWrite() == 0; }, 15000);
    }
    // The next response; status 0 when the connection closed (or nothing came) first.
    Response read(int timeoutMs = 5000)
    {
        QDeadlineTimer deadline(timeoutMs);
        Response r;
        for (;;) {
            const qsizetype end = m_buffer.indexOf("\r\n\r\n");
            if (end >= 0) {
                r.head = m_buffer.left(end);
                const QList<QByteArray> statusLine = r.head.split(' ');
                const qint64 length = r.header("Content-Length").toLongLong();
                if (m_buffer.size() >= end + 4 + length) {
                    r.status = statusLine.value(1).toInt();
                    r.body = m_buffer.mid(end + 4, length);
                    m_buffer.remove(0, end + 4 + length);
                    return r;
                }
            }
            if (deadline.hasExpired() || !waitForMore(deadline))
                return {};
        }
    }
    // True when the server closed the connection (after what it sent was read).
    bool closedByServer(int timeoutMs = 5000)
    {
        QDeadlineTimer deadline(timeoutMs);
        while (m_socket.state() == QAbstractSocket::ConnectedState && !deadline.hasExpired())
            waitForMore(deadline);
        return m_socket.state() != QAbstractSocket::ConnectedState;
    }
    QTcpSocket &socket() { return m_socket; }

private:
    bool waitForMore(const QDeadlineTimer &deadline)
    {
        (void)QTest::qWaitFor(
            [this] {
                return m_socket.bytesAvailable() > 0 || m_socket.state() != QAbstractSocket::ConnectedState;
            },
            int(qMax<qint64>(1, deadline.remainingTime())));
        const QByteArray more = m_socket.readAll();
        m_buffer += more;
        return !more.isEmpty() || m_socket.state() == QAbstractSocket::ConnectedState;
    }

    QTcpSocket m_socket;
    QByteArray m_buffer;
    bool m_connected = false;
};

} // namespace

class TestSandboxWire : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        m_sandbox = std::make_unique<SandboxFixture>(QStringLiteral("demo"));
        QVERIFY2(m_sandbox->started(), qPrintable(m_sandbox->error()));
    }
    void cleanupTestCase() { m_sandbox.reset(); }

    void keepAliveServesSeveralRequests()
    {
        RawClient c(m_sandbox->baseUrl());
        QVERIFY(c.connected());
        for (int i = 0; i < 3; ++i) {
            c.send(get("/v1/wallets"));
            const Response r = c.read();
            QCOMPARE(r.status, 200);
            QVERIFY(r.body.startsWith("{"));
            QVERIFY(r.header("Connection").isEmpty());
        }
        QCOMPARE(c.socket().state(), QAbstractSocket::ConnectedState);
    }

    void pipelinedRequestsAreAnsweredInOrder()
    {
        RawClient c(m_sandbox->baseUrl());
        QVERIFY(c.connected());
        // Three requests in one write; the first is slowed down by a delay fault, so answers
        // out of order would show.
        QCOMPARE(m_sandbox->addFault(delayed("GET", "/v1/wallets", 300)).status, 201);
        c.send(get("/v1/wallets") + get("/v1/nowhere") + get("/v1/banks"));
        const Response first = c.read(), second = c.read(), third = c.read();
        QCOMPARE(first.status, 200);
        QVERIFY(first.body.contains("\"currency\""));
        QCOMPARE(second.status, 404);
        QCOMPARE(third.status, 200);
        QVERIFY(third.body.contains("\"country\""));
    }

    void bodyInPiecesAndExpectContinue()
    {
        RawClient c(m_sandbox->baseUrl());
        QVERIFY(c.connected());
        const QByteArray body
            = R"({"type":"MOBILE_MONEY","country":"KE","holder":{"name":"Achieng Odhiambo","type":"INDIVIDUAL"},"mobile_money":{"number":"+254711000111","operator":"SAFARICOM"}})";
        c.send("POST /v1/payment-accounts HTTP/1.1\r\nHost: sandbox\r\nAuthorization: Bearer " + key()
               + "\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: "
               + QByteArray::number(body.size()) + "\r\n\r\n");
        const Response interim = c.read();
        QCOMPARE(interim.status, 100);
        for (qsizetype i = 0; i < body.size(); i += 7) {
            c.send(body.mid(i, 7));
            QVERIFY(serverHasRead()); // each piece on its own
        }
        const Response r = c.read();
        QVERIFY2(r.status == 201 || r.status == 200, r.head.constData());
        QVERIFY(r.body.contains("Achieng Odhiambo"));
    }

    void noInterimAnswerForHttp10()
    {
        // Expect: 100-continue means nothing in HTTP/1.0 (RFC 9110 10.1.1): the final answer only.
        RawClient c(m_sandbox->baseUrl());
        const QByteArray body = R"({"wallet_id":"wlt-none","from":"2026-01-01","to":"2026-01-31"})";
        c.send("POST /v1/wallet-statements HTTP/1.0\r\nAuthorization: Bearer " + key()
               + "\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: "
               + QByteArray::number(body.size()) + "\r\n\r\n");
        // The server has read the head without the body, where HTTP/1.1 gets 100 Continue (see
        // bodyInPiecesAndExpectContinue); what it sends now comes before the final answer.
        QVERIFY(serverHasRead());
        c.send(body);
        const Response r = c.read(); // the first answer on the connection
        QVERIFY2(r.status >= 400 && r.status != 100, r.head.constData());
    }

    void percentEncodedPathAndQuery()
    {
        RawClient c(m_sandbox->baseUrl());
        c.send(get("/v1/%70ayouts?paging%5Flimit=%32")); // /v1/payouts?paging_limit=2
        const Response r = c.read();
        QCOMPARE(r.status, 200);
        QCOMPARE(QJsonDocument::fromJson(r.body).object().value(u"data").toArray().size(), 2);
    }

    void connectionCloseIsHonoured()
    {
        RawClient c(m_sandbox->baseUrl());
        c.send("GET /v1/banks HTTP/1.1\r\nHost: sandbox\r\nConnection: close\r\nAuthorization: Bearer "
               + key() + "\r\n\r\n");
        const Response r = c.read();
        QCOMPARE(r.status, 200);
        QCOMPARE(r.header("Connection"), QByteArray("close"));
        QVERIFY(c.closedByServer());
    }

    void http10ClosesUnlessKeepAlive()
    {
        {
            RawClient c(m_sandbox->baseUrl());
            c.send("GET /v1/banks HTTP/1.0\r\nAuthorization: Bearer " + key() + "\r\n\r\n");
            QCOMPARE(c.read().status, 200);
            QVERIFY(c.closedByServer());
        }
        RawClient c(m_sandbox->baseUrl());
        c.send("GET /v1/banks HTTP/1.0\r\nConnection: keep-alive\r\nAuthorization: Bearer " + key()
               + "\r\n\r\n");
        const Response kept = c.read();
        QCOMPARE(kept.status, 200);
        QCOMPARE(kept.header("Connection"), QByteArray("keep-alive")); // not the default in 1.0
        c.send(get("/v1/wallets"));
        QCOMPARE(c.read().status, 200);
    }

    void headGetsNoBody()
    {
        RawClient c(m_sandbox->baseUrl());
        c.send("HEAD /v1/wallets HTTP/1.1\r\nHost: sandbox\r\nAuthorization: Bearer " + key() + "\r\n\r\n");
        c.send(get("/v1/banks"));
        // The HEAD answer announces a length but carries no body: the next response follows at once.
        QByteArray all;
        (void)QTest::qWaitFor([&] {
            all += c.socket().readAll();
            return all.contains("\"country\"");
        });
        QVERIFY2(all.startsWith("HTTP/1.1 "), all.left(80).constData());
        const qsizetype second = all.indexOf("HTTP/1.1 ", 1);
        QVERIFY(second > 0);
        QVERIFY(all.left(second).endsWith("\r\n\r\n"));
        QVERIFY(all.mid(second).startsWith("HTTP/1.1 200"));
        QVERIFY2(all.startsWith("HTTP/1.1 200 OK\r\n"), all.left(40).constData()); // served as GET is
    }

    void malformedRequestsGet400AndClose_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<int>("status");
        QTest::newRow("no target") << QByteArray("GET HTTP/1.1\r\nHost: x\r\n\r\n") << 400;
        QTest::newRow("absolute target")
            << QByteArray("GET http://x/v1/banks HTTP/1.1\r\nHost: x\r\n\r\n") << 400;
        QTest::newRow("garbage") << QByteArray("\x01\x02\x03 hello\r\n\r\n") << 400;
        QTest::newRow("space before colon")
            << QByteArray("GET /v1/banks HTTP/1.1\r\nHost : x\r\n\r\n") << 400;
        QTest::newRow("folded header")
            << QByteArray("GET /v1/banks HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n  2\r\n\r\n") << 400;
        // Answered at once, not after waiting for a CR LF CR LF that never comes.
        QTest::newRow("bare LF line ends") << QByteArray("GET /v1/banks HTTP/1.1\nHost: x\n\n") << 400;
        QTest::newRow("bare LF in a header")
            << QByteArray("GET /v1/banks HTTP/1.1\r\nHost: x\nX-A: 1\r\n\r\n") << 400;
        QTest::newRow("no Host in 1.1") << QByteArray("GET /v1/banks HTTP/1.1\r\n\r\n") << 400;
        QTest::newRow("two lengths") << QByteArray("POST /v1/payouts HTTP/1.1\r\nHost: x\r\nContent-Length: "
                                                   "2\r\nContent-Length: 3\r\n\r\n{}")
                                     << 400;
        QTest::newRow("negative length")
            << QByteArray("POST /v1/payouts HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n") << 400;
        QTest::newRow("chunked") << QByteArray("POST /v1/payouts HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: "
                                               "chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n")
                                 << 501;
        QTest::newRow("HTTP/2.0") << QByteArray("GET /v1/banks HTTP/2.0\r\nHost: x\r\n\r\n") << 505;
        QTest::newRow("huge body announced")
            << QByteArray("POST /v1/payouts HTTP/1.1\r\nHost: x\r\nContent-Length: 999999999999\r\n\r\n")
            << 413;
    }
    void malformedRequestsGet400AndClose()
    {
        QFETCH(QByteArray, request);
        QFETCH(int, status);
        RawClient c(m_sandbox->baseUrl());
        c.send(request);
        const Response r = c.read();
        QCOMPARE(r.status, status);
        QVERIFY2(r.body.contains("\"code\""), r.body.constData()); // the service's JSON error shape
        QCOMPARE(r.header("Connection"), QByteArray("close"));
        QVERIFY(c.closedByServer());
        // The server goes on serving others.
        QCOMPARE(m_sandbox->http().get(QStringLiteral("/banks")).status, 200);
    }

    void headerFloodGets431()
    {
        RawClient c(m_sandbox->baseUrl());
        QByteArray request = "GET /v1/banks HTTP/1.1\r\nHost: x\r\n";
        while (request.size() <= sandbox::HttpAdapter::maxHeadBytes)
            request += "X-Padding: " + QByteArray(100, 'a') + "\r\n";
        c.send(request); // never ends its head
        const Response r = c.read();
        QCOMPARE(r.status, 431);
        QVERIFY2(r.head.startsWith("HTTP/1.1 431 Request Header Fields Too Large"), r.head.constData());
        QVERIFY(c.closedByServer());
    }

    void bodyOverTheServiceLimitIsRefusedBeforeItIsRead()
    {
        // Announced over 1 MiB: 413 at once, before the body is sent; what comes of it is dropped,
        // and the connection closed at its end.
        RawClient c(m_sandbox->baseUrl());
        const qint64 length = sandbox::HttpAdapter::maxBodyBytes + 1;
        c.send("POST /v1/payouts HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + key()
               + "\r\nX-Idempotency-Key: wire-big\r\nContent-Length: " + QByteArray::number(length)
               + "\r\n\r\n{");
        const Response r = c.read();
        QCOMPARE(r.status, 413);
        QVERIFY(r.body.contains("PAYLOAD_TOO_LARGE"));
        QCOMPARE(r.header("Connection"), QByteArray("close"));
        QCOMPARE(c.socket().state(), QAbstractSocket::ConnectedState);
        c.send(QByteArray(length - 1, ' '));
        QVERIFY(c.closedByServer());
    }

    void bodyAtTheServiceLimitIsRead()
    {
        RawClient c(m_sandbox->baseUrl());
        const QByteArray body(sandbox::HttpAdapter::maxBodyBytes, ' ');
        c.send("POST /v1/payouts HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + key()
               + "\r\nContent-Type: application/json\r\nX-Idempotency-Key: wire-1mib\r\nContent-Length: "
               + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        const Response r = c.read(15000);
        QCOMPARE(r.status, 400); // read, and found not to be JSON
        // Framing intact: the connection serves on.
        c.send(get("/v1/banks"));
        QCOMPARE(c.read().status, 200);
    }

    void clientGoneHalfWayLeavesNothingBehind()
    {
        {
            RawClient c(m_sandbox->baseUrl());
            c.send("POST /v1/payment-accounts HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + key()
                   + "\r\nContent-Length: 500\r\n\r\n{\"type\":");
        } // gone with 492 bytes missing
        {
            RawClient c(m_sandbox->baseUrl());
            QCOMPARE(m_sandbox->addFault(delayed("GET", "/v1/banks", 200)).status, 201);
            c.send(get("/v1/banks"));
        } // gone before a delayed answer
        // A request delayed longer, sent after that one: by the time it is answered, the answer to
        // the client that left has come due and gone nowhere, and the server serves on.
        QCOMPARE(m_sandbox->addFault(delayed("GET", "/v1/banks", 250)).status, 201);
        QCOMPARE(m_sandbox->http().get(QStringLiteral("/banks")).status, 200);
    }

    void silentConnectionIsClosed()
    {
        const auto server = startWith(shortTimes());
        QVERIFY(server);
        RawClient c(server->baseUrl());
        QVERIFY(c.connected());
        QVERIFY(c.closedByServer(3000)); // the header deadline runs from the accept
    }

    void slowHeadGets408()
    {
        const auto server = startWith(shortTimes());
        QVERIFY(server);
        RawClient c(server->baseUrl());
        QElapsedTimer elapsed;
        elapsed.start();
        c.send("GET /v1/banks HTTP/1.1\r\nHost: x\r\n");
        Response r;
        // Header lines dripped in do not move the deadline.
        while (r.status == 0 && c.socket().state() == QAbstractSocket::ConnectedState
               && !elapsed.hasExpired(5000)) {
            c.send("X-Drip: 1\r\n");
            r = c.read(50);
        }
        QCOMPARE(r.status, 408);
        QVERIFY2(elapsed.elapsed() < 3000, QByteArray::number(elapsed.elapsed()).constData());
        QCOMPARE(r.header("Connection"), QByteArray("close"));
        QVERIFY(c.closedByServer());
    }

    void slowBodyGets408()
    {
        const auto server = startWith(shortTimes());
        QVERIFY(server);
        RawClient c(server->baseUrl());
        c.send("POST /v1/payouts HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"amount\":");
        const Response r = c.read(3000);
        QCOMPARE(r.status, 408);
        QVERIFY(c.closedByServer());
    }

    void idleKeepAliveIsClosed()
    {
        const auto server = startWith(shortTimes());
        QVERIFY(server);
        RawClient c(server->baseUrl());
        c.send(get("/v1/banks"));
        QCOMPARE(c.read().status, 200);
        QVERIFY(c.closedByServer(3000));
    }

    void connectionsBeyondTheCapGet503()
    {
        sandbox::HttpLimits limits;
        limits.maxConnections = 3;
        const auto server = startWith(limits);
        QVERIFY(server);
        std::vector<std::unique_ptr<RawClient>> kept;
        for (int i = 0; i < limits.maxConnections; ++i) {
            kept.push_back(std::make_unique<RawClient>(server->baseUrl()));
            kept.back()->send(get("/v1/banks"));
            QCOMPARE(kept.back()->read().status, 200);
        }
        QCOMPARE(server->http()->stats().openConnections, limits.maxConnections);
        {
            RawClient beyond(server->baseUrl());
            const Response r = beyond.read(); // told before it asks
            QCOMPARE(r.status, 503);
            QCOMPARE(r.header("Retry-After"), QByteArray("1"));
            QVERIFY(beyond.closedByServer());
        }
        kept.pop_back();
        QVERIFY(QTest::qWaitFor(
            [&] { return server->http()->stats().openConnections < limits.maxConnections; }, 5000));
        RawClient next(server->baseUrl());
        next.send(get("/v1/banks"));
        QCOMPARE(next.read().status, 200);
    }

    void clientThatDoesNotReadIsNotReadEither()
    {
        // 100 pipelined requests whose answers weigh 200 kB each: 20 MB if all were answered at
        // once. The server stops reading the client while more than maxUnsentBytes of its answers
        // wait, serves others meanwhile, and goes on as the client reads.
        const sandbox::HttpLimits limits;
        const auto server = startWith(limits);
        QVERIFY(server);
        HttpClient control(server->baseUrl(), m_sandbox->key());
        const int count = 100, size = 200 * 1000;
        QJsonObject big = fault("GET", "/v1/banks", "large_body", count);
        big.insert(QStringLiteral("size_bytes"), size);
        QCOMPARE(control.post(QStringLiteral("/_sandbox/faults"), big).status, 201);

        RawClient greedy(server->baseUrl());
        QByteArray requests;
        for (int i = 0; i < count; ++i)
            requests += get("/v1/banks");
        // And a megabyte of small ones after them, which the server leaves in the socket.
        const QByteArray small = get("/v1/nowhere");
        const int smallCount = int(1024 * 1024 / small.size());
        for (int i = 0; i < smallCount; ++i)
            requests += small;
        greedy.socket().write(requests); // not waiting for it to be taken
        RawClient other(server->baseUrl());
        other.send(get("/v1/wallets"));
        QCOMPARE(other.read().status, 200);
        QVERIFY2(server->http()->stats().peakUnsentBytes <= limits.maxUnsentBytes + size + 1024,
                 QByteArray::number(server->http()->stats().peakUnsentBytes).constData());
        // What it read of the client: the next request's head at most, not the megabyte.
        QVERIFY2(server->http()->stats().peakBufferedBytes <= sandbox::HttpAdapter::maxHeadBytes + 4,
                 QByteArray::number(server->http()->stats().peakBufferedBytes).constData());

        int answered = 0;
        for (Response r; answered < count && (r = greedy.read()).status == 200; ++answered)
            QCOMPARE(r.body.size(), size);
        QCOMPARE(answered, count);
        for (Response r; answered < count + smallCount && (r = greedy.read()).status == 404; ++answered) { }
        QCOMPARE(answered, count + smallCount);
        QVERIFY(server->http()->stats().peakUnsentBytes <= limits.maxUnsentBytes + size + 1024);
    }

    void acceptResumesAfterRunningOutOfDescriptors()
    {
#ifndef Q_OS_UNIX
        QSKIP("needs a per-process limit of open descriptors (RLIMIT_NOFILE), which only POSIX systems have");
#else
        sandbox::HttpLimits limits;
        limits.acceptRetryMs = 50;
        const auto server = startWith(limits);
        QVERIFY(server);
        // Room for one more descriptor in this process: the client's socket, not the server's
        // end of it.
        const int lowestFree = ::dup(0);
        QVERIFY(lowestFree >= 0);
        ::close(lowestFree);
        rlimit old {};
        QCOMPARE(::getrlimit(RLIMIT_NOFILE, &old), 0);
        rlimit tight = old;
        tight.rlim_cur = rlim_t(lowestFree) + 1;
        QCOMPARE(::setrlimit(RLIMIT_NOFILE, &tight), 0);
        auto restore = qScopeGuard([&] { ::setrlimit(RLIMIT_NOFILE, &old); });
        RawClient c(server->baseUrl()); // connected in the kernel's backlog
        QVERIFY(c.connected());
        QVERIFY(QTest::qWaitFor([&] { return server->http()->stats().acceptErrors > 0; }, 5000));
        restore.dismiss();
        QCOMPARE(::setrlimit(RLIMIT_NOFILE, &old), 0);
        c.send(get("/v1/banks"));
        QCOMPARE(c.read().status, 200);
#endif
    }

private:
    QByteArray key() const
    {
        return m_sandbox->key().toLatin1();
    }

    // Times short enough for a test, long enough for a loaded machine to answer within them.
    static sandbox::HttpLimits shortTimes()
    {
        sandbox::HttpLimits limits;
        limits.headerTimeoutMs = 300;
        limits.bodyTimeoutMs = 300;
        limits.idleTimeoutMs = 300;
        return limits;
    }
    // Another sandbox, with these limits and the same key.
    std::unique_ptr<sandbox::SandboxServer> startWith(const sandbox::HttpLimits &limits) const
    {
        auto server = std::make_unique<sandbox::SandboxServer>();
        sandbox::SandboxOptions options;
        options.seed = QStringLiteral("empty");
        options.speed = 0;
        options.keys.append({m_sandbox->key(), {}});
        options.http = limits;
        QString error;
        if (!server->start(options, &error)) {
            qWarning("%s", qPrintable(error));
            return nullptr;
        }
        return server;
    }

    // True once the server, which runs in this thread, has read what was sent to it so far: a
    // request on a connection of its own is answered only after a turn of the event loop in which
    // the server also read every other connection that had something to read.
    bool serverHasRead()
    {
        RawClient probe(m_sandbox->baseUrl());
        probe.send(get("/v1/nowhere"));
        return probe.read().status == 404;
    }
    QByteArray get(const QByteArray &target) const
    {
        return "GET " + target + " HTTP/1.1\r\nHost: sandbox\r\nAuthorization: Bearer " + key() + "\r\n\r\n";
    }

    static QJsonObject delayed(const char *method, const char *path, int delayMs)
    {
        QJsonObject f = fault(method, path, "delay");
        f.insert(QStringLiteral("delay_ms"), delayMs);
        return f;
    }

    std::unique_ptr<SandboxFixture> m_sandbox;
};

QTEST_GUILESS_MAIN(TestSandboxWire)
#include "tst_sandbox_wire.moc"
