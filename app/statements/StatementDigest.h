// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads every line of a READY statement once, in constant memory, and keeps what a person needs
// to trust it without scrolling through it (issue 12):
// - the balance check over ALL lines (BalanceCheck: opening + lines == closing, or by how much not);
// - the totals by line type: how many lines, their debits and their credits
//   (exporting::StatementTotals, the figures the PDF export prints too);
// - the balance over the period for the chart (BalanceSeries, a bounded number of points).
//
// A Task: it starts at the next turn of the event loop, says the lines read as its progress,
// can be cancelled, and deletes itself when it ends; read its results in the slot of finished()
// (or keep a copy). The pages of GET /wallet-statements/{id}/lines come through the client's
// PageWalker (ApiClient::walkStatementLines(): the next page asked for before this one is
// decoded, retries, timeouts and keys as for every call), the same walk the exports use.
//
// A 409 STATEMENT_NOT_READY fails the task with "not ready yet" words, isNotReady() true.

#include "api/Resources.h"
#include "export/StatementTotals.h"
#include "statements/BalanceSeries.h"
#include "tasks/Task.h"

#include <QList>
#include <QPointer>

namespace paydesk::api {
class ApiClient;
class ApiError;
class ApiResult;
class PageWalker;
} // namespace paydesk::api

namespace paydesk::statements {

class StatementDigest : public tasks::Task
{
    Q_OBJECT
public:
    static constexpr int pageSize = 50;

    // `client` must outlive the task (it fails when it is gone). `statement` must be READY, with
    // its period and balances.
    StatementDigest(api::ApiClient *client, const api::Statement &statement, QObject *parent = nullptr);
    ~StatementDigest() override;

    const api::Statement &statement() const { return m_statement; }
    const BalanceCheck &balanceCheck() const { return m_totals.check(); }
    const exporting::StatementTotals &totals() const { return m_totals; }
    const BalanceSeries &series() const { return m_series; }
    qint64 linesRead() const { return m_lines; }
    bool isNotReady() const { return m_notReady; }

protected:
    void run() override;
    void onCancel() override;

private:
    void onLines(const QList<api::StatementLine> &lines);
    void onWalkFinished(const api::ApiError &error);

    QPointer<api::ApiClient> m_client;
    api::Statement m_statement;
    exporting::StatementTotals m_totals;
    BalanceSeries m_series;
    QPointer<api::PageWalker> m_walker;
    qint64 m_lines = 0;
    bool m_notReady = false;
};

} // namespace paydesk::statements
