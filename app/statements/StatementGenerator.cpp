// SPDX-License-Identifier: GPL-3.0-or-later
#include "statements/StatementGenerator.h"

#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "api/ApiResult.h"
#include "api/Resources.h"
#include "core/Logging.h"
#include "session/Session.h"

#include <QRandomGenerator>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;

namespace paydesk::statements {

PAYDESK_LOGGING_CATEGORY(lcStatements, "statements")

namespace {

using State = store::StoredStatement::State;

std::optional<State> stateOf(const QString &code)
{
    return store::StoredStatement::stateFromKey(code);
}

QString wire(const Money &money)
{
    return money.isValid() ? money.toWire() : QString();
}

} // namespace

StatementGenerator::StatementGenerator(store::Statements *statements, session::Session *session,
                                       Options options, QObject *parent)
    : QObject(parent)
    , m_statements(statements)
    , m_session(session)
    , m_options(options)
{
    Q_ASSERT(statements && session);
}

StatementGenerator::StatementGenerator(store::Statements *statements, session::Session *session,
                                       QObject *parent)
    : StatementGenerator(statements, session, Options {}, parent)
{ }

StatementGenerator::~StatementGenerator() = default;

void StatementGenerator::start()
{
    if (!m_session)
        return;
    m_statements->postPending(m_session->profileId(), this,
                              [this](const store::StoreResult<QList<store::StoredStatement>> &result) {
                                  if (!result.ok()) {
                                      qCWarning(lcStatements).noquote()
                                          << "pending statements not read:" << result.error().toString();
                                      Q_EMIT storeError(result.error().message());
                                      return;
                                  }
                                  qCInfo(lcStatements)
                                      << "following" << result.value().size() << "pending statement(s) again";
                                  for (const store::StoredStatement &statement : result.value())
                                      follow(statement);
                              });
}

void StatementGenerator::generate(const QString &walletId, const QString &currency,
                                  const StatementPeriod &period)
{
    if (const QString why = period.validationError(); !why.isEmpty()) {
        Q_EMIT requestFailed(why);
        return;
    }
    if (!m_session || !m_session->isReady()) {
        Q_EMIT requestFailed(tr("This profile is not connected to the service yet: try again in a moment."));
        return;
    }
    const QString profileId = m_session->profileId();
    api::ApiCall *call = m_session->client()->createStatement(walletId, period.from(), period.to());
    connect(
        call, &api::ApiCall::finished, this,
        [this, profileId, walletId, currency, period](const api::ApiResult &result) {
            const auto *created = result.value<api::Statement>();
            if (!result.isOk() || !created) {
                qCWarning(lcStatements).noquote() << "statement request failed:" << result.error().toString();
                Q_EMIT requestFailed(result.isOk() ? tr("The service's answer held no statement.")
                                                   : result.error().userMessage());
                return;
            }
            store::StoredStatement statement;
            statement.walletId = created->walletId.isEmpty() ? walletId : created->walletId;
            statement.currency = currency;
            statement.periodFrom = created->from.isValid() ? created->from : period.from();
            statement.periodTo = created->to.isValid() ? created->to : period.to();
            statement.statementId = created->id;
            // A state the service might add later is followed as PENDING.
            statement.state = stateOf(created->state.code).value_or(State::Pending);
            statement.context = created->state.context;
            statement.openingBalance = wire(created->openingBalance);
            statement.closingBalance = wire(created->closingBalance);
            qCInfo(lcStatements) << "statement" << created->id << "requested";
            m_statements->postSave(
                profileId, statement, this, [this](const store::StoreResult<store::StoredStatement> &saved) {
                    if (!saved.ok()) {
                        qCWarning(lcStatements).noquote()
                            << "statement not recorded:" << saved.error().toString();
                        Q_EMIT storeError(saved.error().message());
                        return;
                    }
                    Q_EMIT requested(saved.value());
                    switch (saved.value().state) {
                    case State::Pending:
                        follow(saved.value());
                        break;
                    case State::Ready:
                        Q_EMIT ready(saved.value());
                        break;
                    case State::Failed:
                        Q_EMIT failed(saved.value(), tr("The service could not generate this statement."));
                        break;
                    }
                });
        });
}

void StatementGenerator::follow(const store::StoredStatement &statement)
{
    if (m_followed.contains(statement.id))
        return;
    Followed &followed = m_followed[statement.id];
    followed.statement = statement;
    followed.timer = new QTimer(this);
    followed.timer->setSingleShot(true);
    connect(followed.timer, &QTimer::timeout, this, [this, id = statement.id] { look(id); });
    schedule(statement.id, 0ms);
}

void StatementGenerator::schedule(const QString &id, std::chrono::milliseconds wait)
{
    const auto it = m_followed.find(id);
    if (it != m_followed.end())
        it->timer->start(wait);
}

std::chrono::milliseconds StatementGenerator::backoff(std::chrono::milliseconds base,
                                                      std::chrono::milliseconds max, int count) const
{
    qint64 wait = base.count();
    for (int i = 0; i < count && wait < max.count(); ++i)
        wait *= 2;
    wait = std::min<qint64>(wait, max.count());
    if (m_options.jitter && wait > 1)
        wait = wait / 2 + QRandomGenerator::global()->bounded(wait / 2 + 1);
    return std::chrono::milliseconds(wait);
}

void StatementGenerator::look(const QString &id)
{
    const auto it = m_followed.find(id);
    if (it == m_followed.end() || it->inFlight)
        return;
    if (!m_session || !m_session->isReady()) {
        schedule(id, m_options.notReadyWait);
        return;
    }
    it->inFlight = true;
    api::ApiCall *call = m_session->client()->getStatement(it->statement.statementId);
    connect(call, &api::ApiCall::finished, this,
            [this, id](const api::ApiResult &result) { onLooked(id, result); });
}

void StatementGenerator::onLooked(const QString &id, const api::ApiResult &result)
{
    const auto it = m_followed.find(id);
    if (it == m_followed.end())
        return;
    it->inFlight = false;
    const auto *statement = result.value<api::Statement>();
    if (!result.isOk() || !statement) {
        qCInfo(lcStatements).noquote() << "statement" << it->statement.statementId
                                       << "not read, looked at again later:" << result.error().toString();
        schedule(id, backoff(m_options.errorBase, m_options.errorMax, it->errors++));
        return;
    }
    it->errors = 0;
    const State state = stateOf(statement->state.code).value_or(State::Pending);
    if (state == State::Pending) {
        schedule(id, backoff(m_options.pendingBase, m_options.pendingMax, it->pendingLooks++));
        return;
    }
    settle(id, state, statement->state.context, wire(statement->openingBalance),
           wire(statement->closingBalance));
}

void StatementGenerator::settle(const QString &id, State state, const QString &context,
                                const QString &opening, const QString &closing)
{
    const auto it = m_followed.find(id);
    Q_ASSERT(it != m_followed.end());
    const QString profileId = it->statement.profileId;
    m_statements->postUpdateState(
        profileId, id, state, context, opening, closing, this,
        [this, id](const store::StoreResult<store::StoredStatement> &result) {
            const auto followed = m_followed.find(id);
            if (followed == m_followed.end())
                return;
            if (!result.ok()) {
                // Written by another window meanwhile (Conflict), or the store is away: look again.
                qCWarning(lcStatements).noquote()
                    << "statement state not recorded:" << result.error().toString();
                Q_EMIT storeError(result.error().message());
                schedule(id, backoff(m_options.errorBase, m_options.errorMax, followed->errors++));
                return;
            }
            followed->timer->deleteLater();
            m_followed.erase(followed);
            const store::StoredStatement &statement = result.value();
            qCInfo(lcStatements) << "statement" << statement.statementId << "is"
                                 << store::StoredStatement::stateKey(statement.state);
            if (statement.state == State::Ready) {
                Q_EMIT ready(statement);
            } else {
                Q_EMIT failed(
                    statement,
                    statement.context.isEmpty()
                        ? tr("The service could not generate this statement. Contact support if it "
                             "happens again.")
                        : tr("The service could not generate this statement (%1).").arg(statement.context));
            }
        });
}

} // namespace paydesk::statements
