// SPDX-License-Identifier: GPL-3.0-or-later
#include "statements/StatementDigest.h"

#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "domain/SpecTables.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::statements {

void TypeTotals::reset(const QString &currency)
{
    m_currency = currency;
    m_totals.clear();
}

void TypeTotals::add(const api::StatementLine &line)
{
    auto it = std::find_if(m_totals.begin(), m_totals.end(),
                           [&](const TypeTotal &t) { return t.type == line.type; });
    if (it == m_totals.end()) {
        m_totals.append({line.type});
        it = m_totals.end() - 1;
    }
    ++it->count;
    const qint64 minor = line.amount.minorUnits();
    if (minor < 0)
        it->debitsMinor += minor;
    else
        it->creditsMinor += minor;
}

QList<TypeTotal> TypeTotals::byType() const
{
    const std::span<const spec::Entry> table = spec::statementLineTypes();
    const auto rank = [table](const QString &type) {
        for (std::size_t i = 0; i < table.size(); ++i)
            if (QLatin1StringView(table[i].code) == type)
                return i;
        return table.size();
    };
    QList<TypeTotal> out = m_totals;
    std::stable_sort(out.begin(), out.end(), [&](const TypeTotal &a, const TypeTotal &b) {
        const std::size_t ra = rank(a.type), rb = rank(b.type);
        return ra != rb ? ra < rb : a.type < b.type;
    });
    return out;
}

TypeTotal TypeTotals::overall() const
{
    TypeTotal all;
    for (const TypeTotal &t : m_totals) {
        all.count += t.count;
        all.debitsMinor += t.debitsMinor;
        all.creditsMinor += t.creditsMinor;
    }
    return all;
}

StatementDigest::StatementDigest(api::ApiClient *client, const api::Statement &statement, QObject *parent)
    : Task(tr("Reading statement %1").arg(statement.id), parent)
    , m_client(client)
    , m_statement(statement)
{
    m_check.reset(statement.openingBalance, statement.closingBalance);
    m_totals.reset(statement.openingBalance.isValid() ? statement.openingBalance.currency()
                                                      : statement.closingBalance.currency());
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
    if (m_totals.currency().isEmpty() && !page->items.isEmpty())
        m_totals.reset(page->items.constFirst().amount.currency());
    for (const api::StatementLine &line : page->items) {
        m_check.addLine(line);
        m_totals.add(line);
        m_series.addLine(line);
    }
    m_lines += page->items.size();
    setProgress(m_lines);
    if (isFinished() || !last)
        return;
    m_check.setComplete();
    succeed();
}

} // namespace paydesk::statements
