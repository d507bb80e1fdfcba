// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads every line of a READY statement once, in constant memory, and keeps what a person needs
// to trust it without scrolling through it (issue 12):
// - the balance check over ALL lines (BalanceCheck: opening + lines == closing, or by how much not);
// - the totals by line type: how many lines, their debits and their credits (TypeTotals);
// - the balance over the period for the chart (BalanceSeries, a bounded number of points).
//
// A Task: it starts at the next turn of the event loop, says the lines read as its progress,
// can be cancelled, and deletes itself when it ends; read its results in the slot of finished()
// (or keep a copy). The pages of GET /wallet-statements/{id}/lines are asked one after the other
// through the profile's ApiClient (retries, timeouts and keys as for every call); the next page is
// asked for as soon as a page arrives, before that page is added up.
//
// A 409 STATEMENT_NOT_READY fails the task with "not ready yet" words, isNotReady() true.

#include "api/Resources.h"
#include "statements/BalanceCheck.h"
#include "statements/BalanceSeries.h"
#include "tasks/Task.h"

#include <QList>
#include <QPointer>

namespace paydesk::api {
class ApiCall;
class ApiClient;
class ApiResult;
} // namespace paydesk::api

namespace paydesk::statements {

// The lines of one type: how many, and the sum of their debits and of their credits.
struct TypeTotal
{
    QString type; // as the service spells it
    qint64 count = 0;
    qint64 debitsMinor = 0; // <= 0
    qint64 creditsMinor = 0; // >= 0
};

class TypeTotals
{
public:
    void reset(const QString &currency);
    void add(const api::StatementLine &line);
    // The types met, in the order of the specification's table (an unknown type after them).
    QList<TypeTotal> byType() const;
    TypeTotal overall() const; // every type together (type empty)
    QString currency() const { return m_currency; }
    Money money(qint64 minor) const { return Money::fromMinorUnits(minor, m_currency); }

private:
    QString m_currency;
    QList<TypeTotal> m_totals; // few: one per type met
};

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
    const BalanceCheck &balanceCheck() const { return m_check; }
    const TypeTotals &totals() const { return m_totals; }
    const BalanceSeries &series() const { return m_series; }
    qint64 linesRead() const { return m_lines; }
    bool isNotReady() const { return m_notReady; }

protected:
    void run() override;
    void onCancel() override;

private:
    void request(const QString &cursor);
    void onPage(const api::ApiResult &result);

    QPointer<api::ApiClient> m_client;
    api::Statement m_statement;
    BalanceCheck m_check;
    TypeTotals m_totals;
    BalanceSeries m_series;
    QPointer<api::ApiCall> m_call;
    qint64 m_lines = 0;
    bool m_notReady = false;
};

} // namespace paydesk::statements
