// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Walks a cursor-paginated list page by page (meta.paging.cursors.after -> paging_after), one
// request at a time, each with the client's retries and timeout. Made by ApiClient::walk...();
// it starts at the next turn of the event loop.
//
// pageReady(result) for each page (result.value<Page<T>>()), then finished(error) exactly once:
// no error after the last page, or the error that stopped the walk; nothing after cancel(). A
// cursor seen twice ends the walk with a Decode error instead of looping. The walker deletes
// itself after finished().

#include "ApiResult.h"

#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>

namespace paydesk::api {

class ApiCall;

class PageWalker : public QObject
{
    Q_OBJECT
public:
    // The call for the page at `cursor`; nullptr ends the walk there (finished() without an error).
    using Fetch = std::function<ApiCall *(const QString &cursor)>;

    PageWalker(QString firstCursor, Fetch fetch, QObject *parent = nullptr);
    ~PageWalker() override;

    // Cancels the page in flight; nothing is emitted afterwards and the walker deletes itself.
    // Pages already given stay given.
    void cancel();
    bool isFinished() const { return m_finished; } // finished or cancelled

Q_SIGNALS:
    void pageReady(const paydesk::api::ApiResult &page);
    void finished(const paydesk::api::ApiError &error);

private:
    void fetch(const QString &cursor);
    void onPage(const ApiResult &result);
    void finish(const ApiError &error);

    Fetch m_fetch;
    QString m_firstCursor;
    QPointer<ApiCall> m_call;
    QSet<QString> m_seen;
    bool m_finished = false;
};

} // namespace paydesk::api
