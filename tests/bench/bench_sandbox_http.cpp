// SPDX-License-Identifier: GPL-3.0-or-later
// Requests per second of the sandbox on loopback (GET /v1/wallets, POST /v1/payouts), beside a
// minimal Qt HTTP Server route measured in the same run with the same client. Prints figures; it
// asserts nothing (these machines are noisy).

#include "SandboxEngine.h"
#include "SandboxServer.h"
#include "SandboxStore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHttpServer>
#include <QHttpServerResponse>
#include <QSemaphore>
#include <QTcpSocket>
#include <QTextStream>
#include <QThread>

#include <pthread.h>
#include <time.h>

#include <atomic>
#include <functional>
#include <memory>

using namespace paydesk;

namespace {

// Runs `setup` in a thread with its own event loop; `setup` returns the port it listens on.
class ServerThread
{
public:
    explicit ServerThread(std::function<quint16(QObject *owner)> setup)
    {
        QSemaphore ready;
        m_thread.reset(QThread::create([this, setup, &ready] {
            QObject owner;
            pthread_getcpuclockid(pthread_self(), &m_clock);
            m_port = setup(&owner);
            ready.release();
            QEventLoop loop; // ended by QThread::quit()
            loop.exec();
        }));
        m_thread->start();
        ready.acquire();
    }
    ~ServerThread()
    {
        // quit() ends the thread's running event loops; one asked before the loop has started is
        // lost, so ask until the thread is gone. (Never touch the loop itself: it dies with run.)
        do
            m_thread->quit();
        while (!m_thread->wait(20));
    }
    quint16 port() const { return m_port; }
    // The CPU time the server's thread has used, in microseconds: what a request costs the server,
    // whatever else the machine is doing meanwhile.
    double cpuMicroseconds() const
    {
        timespec ts {};
        clock_gettime(m_clock, &ts);
        return double(ts.tv_sec) * 1e6 + double(ts.tv_nsec) / 1e3;
    }

private:
    std::unique_ptr<QThread> m_thread;
    quint16 m_port = 0;
    clockid_t m_clock {};
};

// Reads one HTTP/1.1 response with a Content-Length body; false on error.
bool readResponse(QTcpSocket &socket, QByteArray &buffer)
{
    for (;;) {
        const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
        if (headerEnd >= 0) {
            const QByteArray head = buffer.left(headerEnd).toLower();
            const qsizetype at = head.indexOf("content-length:");
            const qsizetype length
                = at < 0 ? 0 : head.mid(at + 15, head.indexOf("\r\n", at) - at - 15).trimmed().toLongLong();
            const qsizetype total = headerEnd + 4 + length;
            if (buffer.size() >= total) {
                if (!buffer.startsWith("HTTP/1.1 2"))
                    return false;
                buffer.remove(0, total);
                return true;
            }
        }
        if (!socket.waitForReadyRead(5000))
            return false;
        buffer += socket.readAll();
    }
}

struct Figure
{
    double perSecond = 0; // completed requests
    double serverCpuMicroseconds = 0; // per request
};

// Sends requests made by `make` back to back on `connections` keep-alive connections for
// `milliseconds`.
Figure measure(const ServerThread &server, int connections, int milliseconds,
               const std::function<QByteArray(int)> &make)
{
    const quint16 port = server.port();
    const double cpuBefore = server.cpuMicroseconds();
    std::atomic<qint64> done = 0;
    std::atomic<bool> failed = false;
    std::vector<std::unique_ptr<QThread>> clients;
    QElapsedTimer timer;
    timer.start();
    for (int c = 0; c < connections; ++c) {
        clients.emplace_back(QThread::create([&, c] {
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, port);
            if (!socket.waitForConnected(5000)) {
                failed = true;
                return;
            }
            QByteArray buffer;
            int i = 0;
            while (timer.elapsed() < milliseconds) {
                socket.write(make(c * 1000000 + i++));
                if (!readResponse(socket, buffer)) {
                    failed = true;
                    return;
                }
                ++done;
            }
        }));
        clients.back()->start();
    }
    for (auto &t : clients)
        t->wait();
    const double seconds = double(timer.elapsed()) / 1000.0;
    if (failed)
        QTextStream(stderr) << "  (a request failed during the run)\n";
    return {double(done) / seconds, (server.cpuMicroseconds() - cpuBefore) / double(qMax<qint64>(1, done))};
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const int connections = 2;
    const int ms = qEnvironmentVariableIntValue("PAYDESK_BENCH_MS") > 0
        ? qEnvironmentVariableIntValue("PAYDESK_BENCH_MS")
        : 3000;
    const QString key = sandbox::SandboxServer::makeKey();

    ServerThread minimal([](QObject *owner) -> quint16 {
        auto *server = new QHttpServer(owner);
        server->route(QStringLiteral("/v1/ping"), [] {
            return QHttpServerResponse(QByteArray("application/json"), QByteArray("{\"data\":[]}"));
        });
        return server->listen(QHostAddress::LocalHost, 0);
    });
    ServerThread sandbox([key](QObject *owner) -> quint16 {
        auto *server = new sandbox::SandboxServer(owner);
        sandbox::SandboxOptions options;
        options.seed = QStringLiteral("demo");
        options.keys.append({key, {}});
        QString error;
        if (!server->start(options, &error))
            qFatal("sandbox: %s", qPrintable(error));
        // Enough in the KES wallet for every payout of the run (Kenya's minimum is 140 KES).
        if (sandbox::Wallet *kes = server->store()->walletForCurrency(QStringLiteral("KES"))) {
            sandbox::Wallet funded = *kes;
            funded.available += 100'000'000'000;
            funded.balance += 100'000'000'000;
            server->store()->putWallet(funded);
        }
        return server->port();
    });

    const QByteArray auth = "Authorization: Bearer " + key.toLatin1() + "\r\n";
    auto get = [](const QByteArray &path, const QByteArray &extra) {
        return [path, extra](int) -> QByteArray {
            return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + extra + "\r\n";
        };
    };
    const QByteArray payout
        = R"({"amount":{"currency":"KES","value":"140.00"},"payment_account":{"type":"MOBILE_MONEY",)"
          R"("country":"KE","holder":{"name":"Jane Wanjiku","type":"INDIVIDUAL"},)"
          R"("mobile_money":{"number":"+254712000001","operator":"SAFARICOM"}},)"
          R"("sender":{"name":"Acme Payroll Ltd","type":"BUSINESS","address":{"line_1":"1 Moi Avenue",)"
          R"("city":"Nairobi","postal_code":"00100","country":"KE"}}})";
    // Each payout its own idempotency key (unique in the run: the sandbox is new), made without
    // a random source so that the client costs what the baseline's does.
    auto post = [&](int n) -> QByteArray {
        return "POST /v1/payouts HTTP/1.1\r\nHost: 127.0.0.1\r\n" + auth
            + "Content-Type: application/json\r\nX-Idempotency-Key: bench-payout-" + QByteArray::number(n)
            + "\r\nContent-Length: " + QByteArray::number(payout.size()) + "\r\n\r\n" + payout;
    };

    out << "Loopback HTTP, " << connections << " keep-alive connections, " << ms << " ms per figure\n";
    out.flush();
    const Figure base = measure(minimal, connections, ms, get("/v1/ping", {}));
    const Figure wallets = measure(sandbox, connections, ms, get("/v1/wallets", auth));
    const Figure payouts = measure(sandbox, connections, ms, post);
    const Figure base2 = measure(minimal, connections, ms, get("/v1/ping", {}));
    const double baseline = (base.perSecond + base2.perSecond) / 2;
    const double baseCpu = (base.serverCpuMicroseconds + base2.serverCpuMicroseconds) / 2;
    out << QStringLiteral("  minimal Qt HTTP Server route   %1 req/s (baseline; runs %2 and %3)"
                          "   server CPU %4 us/request\n")
               .arg(baseline, 8, 'f', 0)
               .arg(base.perSecond, 0, 'f', 0)
               .arg(base2.perSecond, 0, 'f', 0)
               .arg(baseCpu, 0, 'f', 1);
    const auto line = [&](const char *what, const Figure &f) {
        out << QStringLiteral("  %1 %2 req/s  = %3 x baseline (target >= 0.5)   server CPU %4 us/request\n")
                   .arg(QLatin1StringView(what))
                   .arg(f.perSecond, 8, 'f', 0)
                   .arg(f.perSecond / baseline, 0, 'f', 2)
                   .arg(f.serverCpuMicroseconds, 0, 'f', 1);
    };
    line("GET  /v1/wallets             ", wallets);
    line("POST /v1/payouts             ", payouts);
    return 0;
}
