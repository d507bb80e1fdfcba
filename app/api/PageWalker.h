// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Walks a cursor-paginated list page by page (meta.paging.cursors.after -> paging_after), every
// request through the client's request path (its key, retries, timeouts, logging). Made by
// ApiClient::walk...(); it starts at the next turn of the event loop, so connecting (and
// setDecodeOffThread()) right after the walk...() call is always in time.
//
// Signals, in this order:
// - pageReady(result) for each page, in the order of the list (result.value<Page<T>>(),
//   result.nextCursor()); every page once, none skipped;
// - then finished(error) exactly once: no error after the last page, or the error that stopped
//   the walk (a page that failed after the client's retries, or did not decode). The pages
//   before a failed one have all been given; none after it is.
// Nothing is emitted after cancel(). The walker deletes itself after finished() or cancel().
//
// Pipelined: the next page is asked for as soon as the answer of a page has arrived and its
// cursor was read from its bytes (PageCursorScan: a scan of the JSON structure), before the page
// is decoded; the next page travels while this one is decoded and handed out. At most
// maxPagesAhead pages are held (received or asked for, not yet given): memory stays that of a
// few pages however long the list, and a slow receiver holds the walk back instead of piling
// pages up. When the scan cannot tell (see PageCursorScan), or the decoder reads another cursor
// than the scan did (which would be a bug of the scan: it is logged, the request made on the
// scan's word is cancelled), the next page is asked for once the page is decoded, as before.
//
// A cursor seen twice ends the walk with a Decode error instead of looping.

#include "ApiResult.h"

#include <QObject>
#include <QPointer>
#include <QSet>

#include <deque>
#include <functional>
#include <optional>

namespace paydesk::api {

class ApiCall;

class PageWalker : public QObject
{
    Q_OBJECT
public:
    // The call for the page at `cursor`; nullptr ends the walk there (finished() without an
    // error once the pages asked for before are given).
    using Fetch = std::function<ApiCall *(const QString &cursor)>;

    // Pages held at most: received or asked for, not yet given to pageReady().
    static constexpr int maxPagesAhead = 2;

    PageWalker(QString firstCursor, Fetch fetch, QObject *parent = nullptr);
    ~PageWalker() override;

    // Cancels the pages in flight; nothing is emitted afterwards and the walker deletes itself.
    // Pages already given stay given.
    void cancel();
    bool isFinished() const { return m_finished; } // finished or cancelled

    // Pages decoded on a pool thread (ApiCall::setDecodeOffThread()) rather than on this
    // object's thread; false by default. Set it right after the walker was made.
    void setDecodeOffThread(bool offThread) { m_decodeOffThread = offThread; }

    // Requests sent so far (each page once; a retry of the client is not counted).
    int pagesRequested() const { return m_requested; }

    // At most `pages` pages are asked for (0: no limit, the default); the walk then finishes
    // without an error after the last of them, and reachedPageLimit() says it stopped there,
    // with more of the list on the service. Set it right after the walker was made.
    void setPageLimit(int pages) { m_pageLimit = pages; }
    bool reachedPageLimit() const { return m_reachedLimit; }

Q_SIGNALS:
    void pageReady(const paydesk::api::ApiResult &page);
    void finished(const paydesk::api::ApiError &error);

private:
    struct Pending
    {
        QPointer<ApiCall> call;
        std::optional<QString> scanned; // the next cursor read from the answer's bytes
        std::optional<ApiResult> result; // the decoded page, or its error
        bool followed = false; // the next page was asked for on the scan's word
    };

    void fetch(const QString &cursor);
    Pending *pendingOf(const ApiCall *call);
    void onCursorKnown(const ApiCall *call, const QString &cursor);
    void onPage(const ApiCall *call, const ApiResult &result);
    void pump(); // gives what can be given, asks for what can be asked
    void dropPending(); // cancels every call in flight
    void finish(const ApiError &error);

    Fetch m_fetch;
    QString m_firstCursor;
    std::deque<Pending> m_pending; // in the order of the list
    QSet<QString> m_seen;
    int m_requested = 0;
    int m_pageLimit = 0;
    bool m_reachedLimit = false;
    bool m_decodeOffThread = false;
    bool m_noMore = false; // the fetch function ended the walk
    bool m_pumping = false;
    bool m_finished = false;
};

} // namespace paydesk::api
