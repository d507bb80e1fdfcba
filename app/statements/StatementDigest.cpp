// SPDX-License-Identifier: GPL-3.0-or-later
#include "statements/StatementDigest.h"

#include "api/ApiCall.h"
#include "api/ApiClient.h"

using namespace Qt::StringLiterals;

namespace paydesk::statements {

StatementDigest::StatementDigest(api::ApiClient *client, const api::Statement &statement, QObject *parent)
    : Task(tr("Reading statement %1").arg(statement.id), parent)
    , m_client(client)
    , m_statement(statement)
    , m_totals(statement.openingBalance, statement.closingBalance)
{
    m_series.reset(statement.from, statement.to, statement.openingBalance);
}

StatementDigest::~StatementDigest()
{
    if (m_call)
        m_call->cancel();
}

void StatementDigest::run()
{
    setProgress(0);
    request({});
}

void StatementDigest::onCancel()
{
    if (m_call)
        m_call->cancel();
    m_call = nullptr;
}

void StatementDigest::request(const QString &cursor)
{
    if (!m_client)
        return fail(tr("The connection to the service is gone."));
    m_call = m_client->listStatementLines(m_statement.id, {pageSize, cursor});
    connect(m_call, &api::ApiCall::finished, this, &StatementDigest::onPage);
}

void StatementDigest::onPage(const api::ApiResult &result)
{
    m_call = nullptr;
    if (isFinished())
        return;
    if (!result.isOk()) {
        m_notReady = result.error().httpStatus() == 409 && result.error().code() == u"STATEMENT_NOT_READY"_s;
        return fail(m_notReady ? tr("The statement is not ready yet.")
                               : tr("The lines could not be read: %1").arg(result.error().userMessage()));
    }
    const auto *page = result.value<api::Page<api::StatementLine>>();
    if (!page)
        return fail(tr("The lines could not be read: the service's answer was not a page of lines."));
    const bool last = !page->hasNext();
    if (!last)
        request(page->nextCursor); // on its way while this page is added up
    for (const api::StatementLine &line : page->items) {
        m_totals.add(line);
        m_series.addLine(line);
    }
    m_lines += page->items.size();
    setProgress(m_lines);
    if (isFinished() || !last)
        return;
    m_totals.setComplete();
    succeed();
}

} // namespace paydesk::statements
