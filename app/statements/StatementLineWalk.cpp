// SPDX-License-Identifier: GPL-3.0-or-later
#include "statements/StatementLineWalk.h"

#include "api/ApiClient.h"
#include "api/PageWalker.h"
#include "tasks/Task.h"

#include <memory>

namespace paydesk::statements {

api::PageWalker *walkStatementLines(tasks::Task *task, api::ApiClient *client, const QString &statementId,
                                    int pageSize, StatementLineHandlers handlers)
{
    Q_ASSERT(task && client);
    const auto h = std::make_shared<const StatementLineHandlers>(std::move(handlers));
    api::PageWalker *walker = client->walkStatementLines(statementId, {pageSize, {}});
    QObject::connect(walker, &api::PageWalker::pageReady, task, [task, h](const api::ApiResult &result) {
        if (task->isFinished())
            return;
        const auto *page = result.value<api::Page<api::StatementLine>>();
        if (!page)
            return h->notAPage();
        h->page(page->items);
    });
    // The walker goes with its client: without finished() when the client is destroyed mid-walk.
    const QMetaObject::Connection gone = QObject::connect(walker, &QObject::destroyed, task, [task, h] {
        if (!task->isFinished())
            h->gone();
    });
    QObject::connect(walker, &api::PageWalker::finished, task, [task, h, gone](const api::ApiError &error) {
        QObject::disconnect(gone); // ended: the walker going afterwards is no loss
        if (!task->isFinished())
            h->finished(error);
    });
    return walker;
}

} // namespace paydesk::statements
