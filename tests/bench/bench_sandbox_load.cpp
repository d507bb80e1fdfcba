// SPDX-License-Identifier: GPL-3.0-or-later
// The sandbox under hostile load: 1,000 connections to an in-process sandbox (its own thread, as
// in the app), of which 100 drip the bytes of a head and 100 pipeline requests without ever
// reading an answer, while one well-behaved client measures the latency of GET /v1/wallets.
// Prints the median and p95 latency and the process's peak memory (VmHWM; the clients live in the
// same process). Bounded in time (PAYDESK_BENCH_MS, default 8000 ms of load); asserts nothing.

#include "SandboxThread.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTextStream>

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace paydesk;

namespace {

constexpr int totalConnections = 1000;
constexpr int drippers = 100;
constexpr int greedy = 100;

int connectTo(quint16 port, bool blocking)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return -1;
    sockaddr_in addr {};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<const sockaddr *>(&addr), sizeof addr) != 0) {
        ::close(fd);
        return -1;
    }
    const int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    if (!blocking)
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    return fd;
}

bool sendAll(int fd, const QByteArray &bytes)
{
    qsizetype sent = 0;
    while (sent < bytes.size()) {
        const ssize_t n = ::send(fd, bytes.constData() + sent, size_t(bytes.size() - sent), MSG_NOSIGNAL);
        if (n <= 0)
            return false;
        sent += n;
    }
    return true;
}

// One whole response with a Content-Length body; its status, or 0.
int readResponse(int fd, QByteArray &buffer)
{
    for (;;) {
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end >= 0) {
            const QByteArray head = buffer.left(end).toLower();
            const qsizetype at = head.indexOf("content-length:");
            const qint64 length
                = at < 0 ? 0 : head.mid(at + 15, head.indexOf("\r\n", at) - at - 15).trimmed().toLongLong();
            if (buffer.size() >= end + 4 + length) {
                const int status = buffer.mid(9, 3).toInt();
                buffer.remove(0, end + 4 + length);
                return status;
            }
        }
        char chunk[16384];
        const ssize_t n = ::recv(fd, chunk, sizeof chunk, 0);
        if (n <= 0)
            return 0;
        buffer.append(chunk, n);
    }
}

QByteArray vmHwm()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return "?";
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).simplified();
    }
    return "?";
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const int ms = qEnvironmentVariableIntValue("PAYDESK_BENCH_MS") > 0
        ? qEnvironmentVariableIntValue("PAYDESK_BENCH_MS")
        : 8000;

    // Two descriptors per connection (both ends are in this process), and some to spare.
    rlimit files {};
    ::getrlimit(RLIMIT_NOFILE, &files);
    if (files.rlim_cur < 2 * totalConnections + 256) {
        files.rlim_cur = std::min<rlim_t>(files.rlim_max, 2 * totalConnections + 256);
        ::setrlimit(RLIMIT_NOFILE, &files);
    }

    const QString key = sandbox::SandboxServer::makeKey();
    sandbox::SandboxOptions options;
    options.seed = QStringLiteral("demo");
    options.keys.append({key, {}});
    sandbox::SandboxThread server(options);
    QString error;
    if (!server.waitUntilStarted(&error))
        qFatal("sandbox: %s", qPrintable(error));
    const quint16 port = quint16(server.baseUrl().port());
    const QByteArray wallets = "GET /v1/wallets HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer "
        + key.toLatin1() + "\r\n\r\n";
    const QByteArray before = vmHwm();

    // The crowd: idle kept-alive connections (one request each), drippers and greedy pipeliners.
    std::vector<int> idle, dripping, pipelining;
    int refused = 0;
    for (int i = 0; i < totalConnections; ++i) {
        const int fd = connectTo(port, i >= drippers + greedy);
        if (fd < 0) {
            ++refused;
            continue;
        }
        (i < drippers ? dripping : i < drippers + greedy ? pipelining : idle).push_back(fd);
    }
    int idleAnswered = 0;
    for (int fd : idle) {
        QByteArray buffer;
        if (sendAll(fd, wallets) && readResponse(fd, buffer) == 200)
            ++idleAnswered;
    }

    std::atomic<bool> stop = false;
    std::atomic<qint64> pipelinedBytes = 0;
    std::thread attackers([&] {
        const QByteArray head = wallets;
        QByteArray burst;
        while (burst.size() < 64 * 1024)
            burst += wallets;
        std::vector<qsizetype> dripped(dripping.size(), 0);
        std::vector<pollfd> polls;
        for (int fd : pipelining)
            polls.push_back({fd, POLLOUT, 0});
        QElapsedTimer dripClock;
        dripClock.start();
        while (!stop) {
            // Greedy: send whenever the server lets us, read nothing.
            if (::poll(polls.data(), nfds_t(polls.size()), 20) > 0) {
                for (pollfd &p : polls) {
                    if (p.fd >= 0 && (p.revents & POLLOUT)) {
                        const ssize_t n = ::send(p.fd, burst.constData(), size_t(burst.size()), MSG_NOSIGNAL);
                        if (n > 0)
                            pipelinedBytes += n;
                        else if (n < 0 && errno != EAGAIN)
                            p.fd = -1; // closed by the server
                    }
                }
            }
            // Drippers: one byte of a head every 50 ms each.
            if (dripClock.elapsed() >= 50) {
                dripClock.restart();
                for (size_t i = 0; i < dripping.size(); ++i) {
                    if (dripping[i] >= 0
                        && ::send(dripping[i], head.constData() + dripped[i] % head.size(), 1, MSG_NOSIGNAL)
                            == 1)
                        ++dripped[i];
                }
            }
        }
    });

    // The well-behaved client, on a connection of its own.
    std::vector<double> latencies;
    int failures = 0;
    QElapsedTimer run;
    run.start();
    int fd = -1;
    QByteArray buffer;
    while (run.elapsed() < ms) {
        if (fd < 0) {
            fd = connectTo(port, true);
            buffer.clear();
            if (fd < 0) {
                ++failures;
                continue;
            }
        }
        QElapsedTimer one;
        one.start();
        if (!sendAll(fd, wallets) || readResponse(fd, buffer) != 200) {
            ++failures;
            ::close(fd);
            fd = -1;
            continue;
        }
        latencies.push_back(double(one.nsecsElapsed()) / 1e6);
    }
    stop = true;
    attackers.join();
    if (fd >= 0)
        ::close(fd);

    std::sort(latencies.begin(), latencies.end());
    auto at = [&](double q) {
        return latencies.empty()
            ? 0.0
            : latencies[std::min(latencies.size() - 1, size_t(q * double(latencies.size())))];
    };
    out << "Sandbox under load: " << totalConnections << " connections (" << drippers << " dripping a head, "
        << greedy << " pipelining without reading, " << idle.size() << " idle kept-alive; " << refused
        << " not connected, " << idleAnswered << " idle ones answered), " << ms << " ms\n";
    out << QStringLiteral("  GET /v1/wallets, well-behaved client: %1 requests, %2 failed\n")
               .arg(latencies.size())
               .arg(failures);
    out << QStringLiteral("  latency median %1 ms, p95 %2 ms, max %3 ms\n")
               .arg(at(0.5), 0, 'f', 2)
               .arg(at(0.95), 0, 'f', 2)
               .arg(latencies.empty() ? 0.0 : latencies.back(), 0, 'f', 2);
    out << "  pipelined by the greedy clients: " << pipelinedBytes / 1024 << " KiB\n";
    out << "  peak memory (VmHWM, server and clients): " << before << " seeded, " << vmHwm() << " after\n";
    out.flush();

    for (int f : idle)
        ::close(f);
    for (int f : dripping)
        ::close(f);
    for (int f : pipelining)
        ::close(f);
    return 0;
}
