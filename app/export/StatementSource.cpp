// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/StatementSource.h"

#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "api/PageWalker.h"
#include "statements/StatementLineWalk.h"
#include "tasks/Task.h"

#include <QDir>

namespace paydesk::exporting {

void StatementSource::start(tasks::Task *task, api::ApiClient *client, const api::Statement &statement,
                            bool needsBalances, int pageSize, Handlers handlers)
{
    stop();
    m_task = task;
    m_client = client;
    m_pageSize = pageSize;
    m_handlers = std::make_shared<Handlers>(std::move(handlers));
    if (!m_client)
        return m_handlers->failed(tr("The connection to the service is gone."));
    if (!needsBalances || (statement.openingBalance.isValid() && statement.closingBalance.isValid()))
        return walk(statement);
    m_call = m_client->getStatement(statement.id);
    QObject::connect(
        m_call, &api::ApiCall::finished, task, [this, h = m_handlers](const api::ApiResult &result) {
            m_call = nullptr;
            if (m_task->isFinished() || h != m_handlers)
                return;
            if (!result.isOk())
                return h->failed(
                    tr("The statement could not be exported: %1").arg(result.error().userMessage()));
            const auto *read = result.value<api::Statement>();
            if (!read)
                return h->failed(
                    tr("The statement could not be exported: the service's answer was not a statement."));
            if (!read->openingBalance.isValid() || !read->closingBalance.isValid())
                return h->failed(
                    tr("The statement could not be exported: it is not ready yet (it has no balances)."));
            walk(*read);
        });
}

void StatementSource::walk(const api::Statement &statement)
{
    const std::shared_ptr<Handlers> h = m_handlers;
    h->ready(statement);
    if (m_task->isFinished() || h != m_handlers)
        return; // failed or cancelled in `ready`
    if (!m_client)
        return h->failed(tr("The connection to the service is gone."));
    m_walker = statements::walkStatementLines(
        m_task, m_client, statement.id, m_pageSize,
        {[h](const QList<api::StatementLine> &lines) { h->page(lines); },
         [this, h](const api::ApiError &error) {
             m_walker = nullptr;
             if (error.isError())
                 return h->failed(tr("The statement could not be exported: %1").arg(error.userMessage()));
             h->finished();
         },
         [h] {
             h->failed(
                 tr("The statement could not be exported: the service's answer was not a page of lines."));
         },
         [h] { h->failed(tr("The connection to the service is gone.")); }});
}

void StatementSource::stop()
{
    if (m_call) {
        m_call->disconnect(m_task);
        m_call->cancel();
    }
    m_call = nullptr;
    if (m_walker) {
        m_walker->disconnect(m_task);
        m_walker->cancel();
    }
    m_walker = nullptr;
}

std::unique_ptr<QSaveFile> StatementSource::openExportFile(const QString &fileName, QString *error)
{
    auto file = std::make_unique<QSaveFile>(fileName);
    if (file->open(QIODevice::WriteOnly))
        return file;
    *error = tr("%1 cannot be written: %2").arg(QDir::toNativeSeparators(fileName), file->errorString());
    return nullptr;
}

} // namespace paydesk::exporting
