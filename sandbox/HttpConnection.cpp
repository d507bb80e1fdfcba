// SPDX-License-Identifier: GPL-3.0-or-later
#include "HttpConnection.h"

#include "SandboxService.h"

#include <QPointer>
#include <QTcpSocket>
#include <QUrl>

namespace paydesk::sandbox {

using namespace http;

HttpConnection::HttpConnection(QTcpSocket *socket, SandboxService &service, const HttpLimits &limits,
                               HttpAdapter::Stats &stats)
    : QObject(socket)
    , m_socket(socket)
    , m_service(service)
    , m_limits(limits)
    , m_stats(stats)
{
    ++m_stats.openConnections;
    // Qt holds at most this much of what the client sent; beyond it the kernel's buffers fill,
    // and TCP holds the client back (see pull()).
    socket->setReadBufferSize(64 * 1024);
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &HttpConnection::onTimeout);
    connect(socket, &QTcpSocket::readyRead, this, &HttpConnection::onReadyRead);
    connect(socket, &QTcpSocket::bytesWritten, this, &HttpConnection::onBytesWritten);
    updateWait();
}

HttpConnection::~HttpConnection()
{
    --m_stats.openConnections;
}

// Takes from the socket at most what the next request needs beyond what is buffered, and nothing
// while the client does not take its answers: what it sends then waits in the socket's bounded
// buffer, then in the kernel's, and TCP holds the client back. So a client pipelining
// thousands of requests without reading an answer costs about one request and maxUnsentBytes.
void HttpConnection::pull()
{
    if (m_drainLeft > 0)
        return drain();
    if (m_closing || backedUp())
        return;
    // A head (at most 64 KiB and its blank line), or the rest of the body being read; the
    // requests pipelined after it stay in the socket until it is answered.
    const qint64 need = m_pending ? m_pending->bodyLength : HttpAdapter::maxHeadBytes + 4;
    const qint64 room = need - m_buffer.size();
    if (room > 0 && m_socket->bytesAvailable() > 0) {
        const qsizetype had = m_buffer.size();
        m_buffer.resize(had + qMin(room, m_socket->bytesAvailable()));
        const qint64 got = m_socket->read(m_buffer.data() + had, m_buffer.size() - had);
        m_buffer.truncate(had + qMax<qint64>(0, got));
        m_stats.peakBufferedBytes = qMax(m_stats.peakBufferedBytes, qint64(m_buffer.size()));
    }
}

// One request at most, then back to the event loop, where other connections have their turn;
// the next one is read in a later turn (queueStep()).
void HttpConnection::step()
{
    m_stepQueued = false;
    pull();
    // Backed up: neither read nor answered until the client takes its answers (bytesWritten).
    if (!backedUp() && readOneRequest() && !m_busy && !m_closing && !backedUp()
        && (!m_buffer.isEmpty() || m_socket->bytesAvailable() > 0))
        queueStep();
    updateWait();
}

void HttpConnection::queueStep()
{
    if (m_stepQueued)
        return;
    m_stepQueued = true;
    QMetaObject::invokeMethod(this, &HttpConnection::step, Qt::QueuedConnection);
}

// Reads and dispatches the next request when it is all there; true when one was dispatched.
bool HttpConnection::readOneRequest()
{
    if (!m_busy && !m_closing) {
        if (!m_pending) {
            while (m_buffer.startsWith("\r\n")) { // empty lines before a request line are allowed
                m_buffer.remove(0, 2);
                m_headScanned = 0;
            }
            const qsizetype end = m_buffer.indexOf("\r\n\r\n");
            if (hasBareLineFeed(end < 0 ? m_buffer.size() : end)) {
                fail(400, "BAD_REQUEST", "Lines of the head must end with CR LF.");
                return false;
            }
            if (end < 0 ? m_buffer.size() > HttpAdapter::maxHeadBytes : end > HttpAdapter::maxHeadBytes) {
                fail(431, "HEADERS_TOO_LARGE", "The request line and headers exceed 64 KiB.");
                return false;
            }
            if (end < 0)
                return false; // the rest of the head is still to come
            m_pending = readHead(QByteArrayView(m_buffer).first(end));
            m_buffer.remove(0, end + 4);
            m_headScanned = 0;
            m_fresh = false;
            if (!m_pending)
                return false; // readHead() answered and closes
            if (m_pending->expectContinue && m_buffer.size() < m_pending->bodyLength)
                m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
        }
        if (m_buffer.size() < m_pending->bodyLength)
            return false; // the rest of the body is still to come
        if (m_pending->bodyLength > 0 && m_buffer.size() == m_pending->bodyLength) { // nothing after it
            m_pending->request.body = std::move(m_buffer);
            m_buffer = QByteArray();
        } else {
            m_pending->request.body = m_buffer.left(m_pending->bodyLength);
            m_buffer.remove(0, m_pending->bodyLength);
        }
        Pending pending = std::move(*m_pending);
        m_pending.reset();
        dispatch(std::move(pending));
        return true;
    }
    return false;
}

// A line of the head ended by LF alone, among its first `headSize` bytes. RFC 9112 lets a
// server accept those, but their head would never end in CR LF CR LF here: refusing them at
// once beats waiting for 64 KiB. Each byte is looked at once, however the head trickles in.
bool HttpConnection::hasBareLineFeed(qsizetype headSize)
{
    headSize = qMin(headSize, HttpAdapter::maxHeadBytes);
    for (; m_headScanned < headSize; ++m_headScanned) {
        if (m_buffer.at(m_headScanned) == '\n'
            && (m_headScanned == 0 || m_buffer.at(m_headScanned - 1) != '\r'))
            return true;
    }
    return false;
}

// The request line and headers, without the blank line; nullopt after answering when they are
// not acceptable.
std::optional<HttpConnection::Pending> HttpConnection::readHead(QByteArrayView head)
{
    const qsizetype headSize = head.size();
    // The head's lines, one at a time, without copying them (lines end in CR LF here).
    const auto nextLine = [&head]() {
        const qsizetype lf = head.indexOf('\n');
        QByteArrayView line = lf < 0 ? head : head.first(lf);
        head = lf < 0 ? QByteArrayView() : head.sliced(lf + 1);
        if (line.endsWith('\r'))
            line.chop(1);
        return line;
    };
    const QByteArrayView requestLine = nextLine();
    const qsizetype space1 = requestLine.indexOf(' ');
    const qsizetype space2 = space1 < 0 ? -1 : requestLine.indexOf(' ', space1 + 1);
    const QByteArrayView method = space1 < 0 ? QByteArrayView() : requestLine.first(space1);
    const QByteArrayView target
        = space2 < 0 ? QByteArrayView() : requestLine.sliced(space1 + 1, space2 - space1 - 1);
    const QByteArrayView version = space2 < 0 ? QByteArrayView() : requestLine.sliced(space2 + 1);
    if (space2 < 0 || version.contains(' ') || !isToken(method) || !target.startsWith('/')) {
        fail(400, "BAD_REQUEST", "The request line is not \"METHOD /path HTTP/1.1\".");
        return std::nullopt;
    }
    if (version != "HTTP/1.1" && version != "HTTP/1.0") {
        if (version.startsWith("HTTP/"))
            fail(505, "HTTP_VERSION_NOT_SUPPORTED", "Only HTTP/1.1 and HTTP/1.0 are spoken here.");
        else
            fail(400, "BAD_REQUEST", "The request line is not \"METHOD /path HTTP/1.1\".");
        return std::nullopt;
    }

    Pending p;
    p.request.method = method.toByteArray();
    const qsizetype question = target.indexOf('?');
    const QByteArrayView pathPart = question < 0 ? target : target.first(question);
    if (question < 0 && isPlainPath(pathPart)) {
        p.request.path = QString::fromLatin1(pathPart); // nothing to decode: most requests
    } else {
        QUrl url;
        url.setPath(QString::fromLatin1(pathPart), QUrl::TolerantMode);
        if (question >= 0)
            url.setQuery(QString::fromLatin1(target.sliced(question + 1)), QUrl::TolerantMode);
        p.request.path = url.path(QUrl::FullyDecoded);
        p.request.query = QUrlQuery(url);
    }

    std::optional<qint64> contentLength;
    while (!head.isEmpty()) {
        const QByteArrayView line = nextLine();
        const qsizetype colon = line.indexOf(':');
        // No folded lines (obsolete), no space before the colon.
        if (colon <= 0 || !isToken(line.first(colon))) {
            fail(400, "BAD_REQUEST", "A header line is malformed.");
            return std::nullopt;
        }
        const QByteArrayView name = line.first(colon);
        const QByteArrayView value = line.sliced(colon + 1).trimmed();
        if (name.compare("Content-Length", Qt::CaseInsensitive) == 0) {
            bool ok = value.size() <= 18 && !value.isEmpty()
                && std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; });
            const qint64 length = ok ? value.toLongLong() : -1;
            if (!ok || (contentLength && *contentLength != length)) {
                fail(400, "BAD_REQUEST", "Content-Length is not one number.");
                return std::nullopt;
            }
            contentLength = length;
        } else if (name.compare("Transfer-Encoding", Qt::CaseInsensitive) == 0) {
            fail(501, "NOT_IMPLEMENTED", "Send the request body with Content-Length, not chunked.");
            return std::nullopt;
        }
        p.request.headers.append(qMakePair(name.toByteArray(), value.toByteArray()));
    }
    if (version == "HTTP/1.1" && p.request.header("Host").isEmpty()) {
        fail(400, "BAD_REQUEST", "An HTTP/1.1 request needs a Host header.");
        return std::nullopt;
    }
    p.bodyLength = contentLength.value_or(0);
    if (p.bodyLength > HttpAdapter::maxBodyBytes) {
        // Refused before it is read. What the client sends of it is read and dropped (up to
        // maxDrainBytes) before the connection closes: closing on unread bytes would reset the
        // connection, and a client still sending would lose this answer.
        if (p.bodyLength <= maxDrainBytes)
            m_drainLeft = qMax<qint64>(0, p.bodyLength - (m_buffer.size() - headSize - 4));
        fail(413, "PAYLOAD_TOO_LARGE", "The request body is larger than 1 MiB.");
        return std::nullopt;
    }
    const QByteArray connection = p.request.header("Connection");
    p.keepAlive
        = version == "HTTP/1.1" ? !hasListToken(connection, "close") : hasListToken(connection, "keep-alive");
    p.http10 = version == "HTTP/1.0";
    p.expectContinue = !p.http10 && hasListToken(p.request.header("Expect"), "100-continue");
    return p;
}

void HttpConnection::dispatch(Pending pending)
{
    m_busy = true;
    updateWait(); // no deadline while the service has it (without touching the timer)
    const Framing framing {pending.request.method != "HEAD", pending.keepAlive, pending.http10};
    QPointer<HttpConnection> self(this);
    m_service.handle(pending.request, [self, framing](const HttpReply &reply) {
        if (self)
            self->answer(reply, framing);
    });
}

void HttpConnection::answer(const HttpReply &reply, const Framing &framing)
{
    m_busy = false;
    if (m_socket->state() != QAbstractSocket::ConnectedState)
        return;
    if (reply.disposition == HttpReply::Disposition::DropConnection)
        return abort();
    write(reply, framing);
    m_stats.peakUnsentBytes = qMax(m_stats.peakUnsentBytes, m_socket->bytesToWrite());
    if (!framing.keepAlive)
        close(); // after what is written has gone
    else if (!m_buffer.isEmpty() || m_socket->bytesAvailable() > 0)
        queueStep(); // what the client sent meanwhile, in a later turn of the event loop
    // (else its next request comes with readyRead)
}

int HttpConnection::timeoutOf(Wait wait) const
{
    switch (wait) {
    case Wait::Nothing:
        return -1;
    case Wait::Head:
        return m_limits.headerTimeoutMs;
    case Wait::Body:
        return m_limits.bodyTimeoutMs;
    case Wait::Idle:
    case Wait::Closing:
        return m_limits.idleTimeoutMs;
    }
    return -1;
}

void HttpConnection::updateWait()
{
    Wait wait = Wait::Idle;
    if (m_closing)
        wait = Wait::Closing;
    else if (m_busy)
        wait = Wait::Nothing; // the service has the request (a delay fault may hold it)
    else if (backedUp())
        wait = Wait::Idle; // for the client to take its answers, not for its next request
    else if (m_pending)
        wait = Wait::Body;
    else if (m_fresh || !m_buffer.isEmpty())
        wait = Wait::Head;
    if (wait == m_wait)
        return;
    m_wait = wait;
    const int timeout = timeoutOf(wait);
    if (timeout >= 0)
        setDeadline(timeout);
}

void HttpConnection::setDeadline(int timeoutMs)
{
    m_deadline = QDeadlineTimer(timeoutMs);
    if (!m_timer.isActive() || m_deadline < m_timerDue) {
        m_timer.start(timeoutMs);
        m_timerDue = m_deadline;
    }
}

void HttpConnection::onBytesWritten()
{
    if (!m_busy && !m_closing && !backedUp() && (!m_buffer.isEmpty() || m_socket->bytesAvailable() > 0))
        queueStep(); // the client took its answers: read it again
    if (m_wait == Wait::Idle || m_wait == Wait::Closing)
        setDeadline(timeoutOf(m_wait)); // the client takes its answers: not idle
}

void HttpConnection::onTimeout()
{
    if (m_wait == Wait::Nothing)
        return; // set again when there is something to wait for
    if (const qint64 left = m_deadline.remainingTime(); left > 0) {
        m_timer.start(int(left)); // the deadline moved on since the timer was set
        m_timerDue = m_deadline;
        return;
    }
    switch (m_wait) {
    case Wait::Head:
        if (m_buffer.isEmpty())
            return abort(); // not a byte of a request: nobody to answer
        return fail(408, "REQUEST_TIMEOUT", "The request head did not arrive in time.");
    case Wait::Body:
        return fail(408, "REQUEST_TIMEOUT", "The request body did not arrive in time.");
    case Wait::Idle:
    case Wait::Closing: // answers the client does not take
        return abort();
    case Wait::Nothing:
        return;
    }
}

void HttpConnection::close()
{
    m_closing = true;
    updateWait();
    if (m_drainLeft > 0)
        return drain();
    m_socket->disconnectFromHost(); // after what is written has gone (or the Closing deadline)
}

// Drops what comes of a refused body, then closes (within the Closing deadline).
void HttpConnection::drain()
{
    m_drainLeft -= qMax<qint64>(0, m_socket->skip(m_drainLeft));
    if (m_drainLeft == 0)
        m_socket->disconnectFromHost();
}

void HttpConnection::abort()
{
    m_closing = true;
    m_timer.stop();
    m_socket->abort();
}

// A client that waits for this answer (nothing more of it is buffered) gets it at once
// (flush), not at the next turn of the event loop: one turn less per request, and the write
// notifier is not switched on and off around it. Answers to pipelined requests go in later
// turns, together, as the socket can take them: a client that sends without reading gets no
// more of the server's time than one request per turn.
void HttpConnection::write(const HttpReply &reply, const Framing &framing)
{
    m_socket->write(serialise(reply, framing));
    if (m_buffer.isEmpty() && m_socket->bytesAvailable() == 0)
        m_socket->flush();
}

// The request cannot be read: answer, and close the connection (where the next request would
// begin is not known).
void HttpConnection::fail(int status, const char *code, const char *message)
{
    m_buffer.clear();
    m_headScanned = 0;
    m_pending.reset();
    write(HttpReply::error(status, QString::fromLatin1(code), QString::fromLatin1(message)), Framing {});
    close();
}

} // namespace paydesk::sandbox
