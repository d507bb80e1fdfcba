// SPDX-License-Identifier: GPL-3.0-or-later
#include "PageWalker.h"

#include "ApiCall.h"

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
    if (m_call) {
        m_call->disconnect(this);
        m_call->cancel();
    }
}

void PageWalker::fetch(const QString &cursor)
{
    if (m_finished)
        return;
    m_call = m_fetch(cursor);
    if (!m_call) // the caller has had enough pages (or lost its client)
        return finish({});
    connect(m_call, &ApiCall::finished, this, &PageWalker::onPage);
}

void PageWalker::onPage(const ApiResult &result)
{
    m_call = nullptr;
    if (m_finished)
        return;
    if (!result.isOk())
        return finish(result.error());
    Q_EMIT pageReady(result);
    if (m_finished) // cancelled from a slot of pageReady
        return;
    const QString next = result.nextCursor();
    if (next.isEmpty())
        return finish({});
    if (m_seen.contains(next))
        return finish(
            ApiError(ApiError::Kind::Decode, tr("the service repeated the page cursor %1").arg(next)));
    m_seen.insert(next);
    fetch(next);
}

void PageWalker::cancel()
{
    if (m_finished)
        return;
    m_finished = true; // nothing is emitted after cancel()
    if (ApiCall *call = m_call) {
        m_call = nullptr;
        call->disconnect(this);
        call->cancel();
    }
    deleteLater();
}

void PageWalker::finish(const ApiError &error)
{
    if (m_finished)
        return;
    m_finished = true;
    Q_EMIT finished(error);
    deleteLater();
}

} // namespace paydesk::api
