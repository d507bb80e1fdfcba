// SPDX-License-Identifier: GPL-3.0-or-later
#include "PageWalker.h"

#include "ApiCall.h"
#include "ApiLogging.h"

#include <QScopeGuard>

namespace paydesk::api {

PageWalker::PageWalker(QString firstCursor, Fetch fetch, QObject *parent)
    : QObject(parent)
    , m_fetch(std::move(fetch))
    , m_firstCursor(std::move(firstCursor))
{
    QMetaObject::invokeMethod(
        this, [this] { this->fetch(m_firstCursor); }, Qt::QueuedConnection);
}

PageWalker::~PageWalker()
{
    dropPending();
}

void PageWalker::fetch(const QString &cursor)
{
    if (m_finished || m_noMore)
        return;
    if (!cursor.isEmpty()) {
        if (m_seen.contains(cursor))
            return finish(
                ApiError(ApiError::Kind::Decode, tr("the service repeated the page cursor %1").arg(cursor)));
        m_seen.insert(cursor);
    }
    if (m_pageLimit > 0 && m_requested >= m_pageLimit) { // a next page exists: its cursor is here
        m_reachedLimit = true;
        m_noMore = true;
        return pump();
    }
    ApiCall *call = m_fetch(cursor);
    if (!call) { // the caller has had enough pages (or lost its client)
        m_noMore = true;
        return pump();
    }
    ++m_requested;
    call->setDecodeOffThread(m_decodeOffThread);
    m_pending.push_back(Pending {call, std::nullopt, std::nullopt, false});
    connect(call, &ApiCall::nextCursorKnown, this,
            [this, call](const QString &next) { onCursorKnown(call, next); });
    connect(call, &ApiCall::finished, this, [this, call](const ApiResult &result) { onPage(call, result); });
}

PageWalker::Pending *PageWalker::pendingOf(const ApiCall *call)
{
    for (Pending &p : m_pending) {
        if (p.call == call)
            return &p;
    }
    return nullptr;
}

void PageWalker::onCursorKnown(const ApiCall *call, const QString &cursor)
{
    if (Pending *p = pendingOf(call)) {
        p->scanned = cursor;
        pump();
    }
}

void PageWalker::onPage(const ApiCall *call, const ApiResult &result)
{
    if (Pending *p = pendingOf(call)) {
        p->call = nullptr; // finished: it deletes itself
        p->result = result;
        pump();
    }
}

void PageWalker::pump()
{
    if (m_pumping) // from a slot of pageReady(): the loop below goes on once it returns
        return;
    m_pumping = true;
    const auto done = qScopeGuard([this] { m_pumping = false; });
    bool moved = true;
    while (moved && !m_finished) {
        moved = false;
        // Give the decoded pages at the front, in order.
        if (!m_pending.empty() && m_pending.front().result) {
            moved = true;
            Pending page = std::move(m_pending.front());
            m_pending.pop_front();
            const ApiResult &result = *page.result;
            if (!result.isOk())
                return finish(result.error());
            const QString next = result.nextCursor();
            if (page.followed && page.scanned != next) {
                // The decoder has the last word; the request made on the scan's word goes.
                qCWarning(lcApi).noquote() << "page cursor read as" << page.scanned.value_or(QString())
                                           << "before decoding and" << next << "after: asking again";
                dropPending();
                m_seen.remove(*page.scanned);
                page.followed = false;
            }
            Q_EMIT pageReady(result);
            if (m_finished) // cancelled from a slot of pageReady
                return;
            if (!page.followed) {
                if (next.isEmpty())
                    m_noMore = true;
                else
                    fetch(next);
            }
            continue;
        }
        // Ask for the page after the last one asked for, as soon as its cursor is known.
        if (!m_pending.empty() && !m_noMore && int(m_pending.size()) < maxPagesAhead) {
            Pending &last = m_pending.back();
            if (!last.followed && last.scanned && !last.scanned->isEmpty()) {
                moved = true;
                last.followed = true;
                fetch(*last.scanned);
                continue;
            }
        }
        if (m_pending.empty() && m_noMore)
            return finish({});
    }
}

void PageWalker::dropPending()
{
    for (Pending &p : m_pending) {
        if (ApiCall *call = p.call) {
            call->disconnect(this);
            call->cancel();
        }
    }
    m_pending.clear();
}

void PageWalker::cancel()
{
    if (m_finished)
        return;
    m_finished = true; // nothing is emitted after cancel()
    dropPending();
    deleteLater();
}

void PageWalker::finish(const ApiError &error)
{
    if (m_finished)
        return;
    m_finished = true;
    dropPending();
    Q_EMIT finished(error);
    deleteLater();
}

} // namespace paydesk::api
