// SPDX-License-Identifier: GPL-3.0-or-later
#include "statements/StatementDigest.h"

#include "api/ApiClient.h"
#include "api/PageWalker.h"
#include "statements/StatementLineWalk.h"

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
    if (m_walker)
        m_walker->cancel();
}

void StatementDigest::run()
{
    if (!m_client)
        return fail(tr("The connection to the service is gone."));
    setProgress(0);
    m_walker = walkStatementLines(
        this, m_client, m_statement.id, pageSize,
        {[this](const QList<api::StatementLine> &lines) { onLines(lines); },
         [this](const api::ApiError &error) { onWalkFinished(error); },
         [this] {
             onCancel();
             fail(tr("The lines could not be read: the service's answer was not a page of lines."));
         },
         [this] { fail(tr("The connection to the service is gone.")); }});
}

void StatementDigest::onCancel()
{
    if (m_walker)
        m_walker->cancel();
    m_walker = nullptr;
}

void StatementDigest::onLines(const QList<api::StatementLine> &lines)
{
    for (const api::StatementLine &line : lines) {
        m_totals.add(line);
        m_series.addLine(line);
    }
    m_lines += lines.size();
    setProgress(m_lines); // a slot may cancel: the walker then stops (onCancel())
}

void StatementDigest::onWalkFinished(const api::ApiError &error)
{
    m_walker = nullptr;
    if (error.isError()) {
        m_notReady = error.httpStatus() == 409 && error.code() == u"STATEMENT_NOT_READY"_s;
        return fail(m_notReady ? tr("The statement is not ready yet.")
                               : tr("The lines could not be read: %1").arg(error.userMessage()));
    }
    m_totals.setComplete();
    succeed();
}

} // namespace paydesk::statements
