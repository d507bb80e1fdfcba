// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/Statements.h"

#include "store/AuditEntry.h"
#include "store/AuditedWrite.h"
#include "store/Store.h"
#include "store/StoreCall.h"
#include "store/StoreLogging.h"
#include "store/StoreTransaction.h"
#include "store/TeamCall.h"
#include "store/TeamWrites.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace {

using State = StoredStatement::State;
using Action = AuditEvent::Action;

const QString &rowColumns()
{
    static const QString columns = u"id, profile_id, wallet_id, currency, period_from, period_to, "
                                   "statement_id, state, state_context, opening_balance, closing_balance, "
                                   "created_at, updated_at, revision"_s;
    return columns;
}

QVariant nullable(const QString &text)
{
    return text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

StoreError damaged(const QString &what, const QString &why)
{
    return StoreError(
        StoreError::Kind::Damaged,
        what + u' '
            + Statements::tr("A statement of this installation is not as Paydesk wrote it: the database "
                             "was changed outside Paydesk."),
        why);
}

StoreResult<StoredStatement> readRow(const QSqlQuery &q, const QString &what)
{
    StoredStatement s;
    s.id = q.value(0).toString();
    s.profileId = q.value(1).toString();
    s.walletId = q.value(2).toString();
    s.currency = q.value(3).toString();
    s.periodFrom = AuditEntry::timeFromText(q.value(4).toString());
    s.periodTo = AuditEntry::timeFromText(q.value(5).toString());
    s.statementId = q.value(6).toString();
    const std::optional<State> state = StoredStatement::stateFromKey(q.value(7).toString());
    if (!state)
        return damaged(what, u"statement row %1: state %2"_s.arg(s.id, q.value(7).toString()));
    s.state = *state;
    s.context = q.value(8).toString();
    s.openingBalance = q.value(9).toString();
    s.closingBalance = q.value(10).toString();
    s.createdAt = AuditEntry::timeFromText(q.value(11).toString());
    s.updatedAt = AuditEntry::timeFromText(q.value(12).toString());
    s.revision = q.value(13).toLongLong();
    if (!s.periodFrom.isValid() || !s.periodTo.isValid() || !s.createdAt.isValid() || !s.updatedAt.isValid())
        return damaged(what, u"statement row %1: times"_s.arg(s.id));
    return s;
}

StoreResult<StoredStatement> selectRow(QSqlQuery &q, const StoreConfig &config, const QString &profileId,
                                       const QString &id, const QString &what)
{
    if (!q.prepare(
            u"SELECT %1 FROM wallet_statements WHERE id = :id AND profile_id = :profile"_s.arg(rowColumns())))
        return StoreError::fromSql(q.lastError(), config, what);
    q.bindValue(u":id"_s, id);
    q.bindValue(u":profile"_s, profileId);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), config, what);
    if (!q.next()) {
        if (q.lastError().isValid())
            return StoreError::fromSql(q.lastError(), config, what);
        return StoreError(StoreError::Kind::NotFound,
                          what + u' ' + Statements::tr("This statement is not among those of this profile."),
                          u"no statement row %1 for profile %2"_s.arg(id, profileId));
    }
    StoreResult<StoredStatement> row = readRow(q, what);
    q.finish();
    return row;
}

QJsonObject money(const QString &currency, const QString &value)
{
    return QJsonObject {{u"currency"_s, currency}, {u"value"_s, value}};
}

QJsonObject detailOf(const StoredStatement &s)
{
    QJsonObject detail {
        {u"statement_local_id"_s, s.id},
        {u"statement_id"_s, s.statementId},
        {u"wallet_id"_s, s.walletId},
        {u"currency"_s, s.currency},
        {u"from"_s, AuditEntry::timeText(s.periodFrom)},
        {u"to"_s, AuditEntry::timeText(s.periodTo)},
    };
    if (s.state == State::Ready) {
        detail.insert(u"opening_balance"_s, money(s.currency, s.openingBalance));
        detail.insert(u"closing_balance"_s, money(s.currency, s.closingBalance));
    }
    if (s.state == State::Failed && !s.context.isEmpty())
        detail.insert(u"context"_s, s.context);
    return detail;
}

Action actionOf(State state)
{
    switch (state) {
    case State::Pending:
        return Action::StatementRequested;
    case State::Ready:
        return Action::StatementReady;
    case State::Failed:
        return Action::StatementFailed;
    }
    Q_UNREACHABLE();
    return Action::StatementRequested;
}

} // namespace

QString StoredStatement::stateKey(State state)
{
    switch (state) {
    case State::Pending:
        return u"PENDING"_s;
    case State::Ready:
        return u"READY"_s;
    case State::Failed:
        return u"FAILED"_s;
    }
    Q_UNREACHABLE();
    return {};
}

std::optional<StoredStatement::State> StoredStatement::stateFromKey(const QString &key)
{
    for (const State state : {State::Pending, State::Ready, State::Failed}) {
        if (stateKey(state) == key)
            return state;
    }
    return std::nullopt;
}

Statements::Statements(Store *store, AuditLog *log, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_log(log)
{
    Q_ASSERT(store && log && log->store() == store);
    qRegisterMetaType<StoredStatement>();
    qRegisterMetaType<StoreError>();
}

Statements::~Statements()
{
    if (m_store->pendingJobs() > 0)
        m_store->waitForPosted();
}

QDateTime Statements::now() const
{
    return m_store->now();
}

StoreResult<StoredStatement> Statements::load(const QString &profileId, const QString &id) const
{
    const QString what = tr("The statement could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    return selectRow(q, m_store->config(), profileId, id, what);
}

StoreResult<QList<StoredStatement>> Statements::list(const QString &profileId) const
{
    return select(profileId, false);
}

StoreResult<QList<StoredStatement>> Statements::pending(const QString &profileId) const
{
    return select(profileId, true);
}

StoreResult<QList<StoredStatement>> Statements::select(const QString &profileId, bool pendingOnly) const
{
    const QString what = tr("The statements could not be read.");
    const StoreConfig &config = m_store->config();
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    const QString sql = pendingOnly
        ? u"SELECT %1 FROM wallet_statements WHERE profile_id = :profile AND state = 'PENDING' "
          "ORDER BY created_at ASC, id ASC"_s
        : u"SELECT %1 FROM wallet_statements WHERE profile_id = :profile "
          "ORDER BY created_at DESC, id DESC"_s;
    if (!q.prepare(sql.arg(rowColumns())))
        return StoreError::fromSql(q.lastError(), config, what);
    q.bindValue(u":profile"_s, profileId);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), config, what);
    QList<StoredStatement> rows;
    while (q.next()) {
        StoreResult<StoredStatement> row = readRow(q, what);
        if (!row.ok())
            return row.error();
        rows.append(std::move(row).value());
    }
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), config, what);
    return rows;
}

StoreResult<StoredStatement> Statements::save(const QString &profileId, const StoredStatement &statement)
{
    const QString what = tr("The statement was not recorded.");
    const StoreConfig &config = m_store->config();
    if (profileId.isEmpty() || statement.statementId.isEmpty() || statement.walletId.isEmpty()
        || !statement.periodFrom.isValid() || !statement.periodTo.isValid()) {
        return StoreError(StoreError::Kind::InvalidData,
                          what + u' '
                              + tr("It lacks its profile, its wallet, its period or the service's ID."),
                          u"incomplete statement"_s);
    }
    if (teamWrites::isTeam(m_store)) {
        // paydesk_statement_save writes the row and its entries (TeamWrites.h).
        const StoreResult<QSqlDatabase> connection = m_store->connection();
        if (!connection.ok())
            return connection.error().prefixed(what);
        QSqlQuery q(connection.value());
        const StoreResult<bool> called = teamCall::call(
            q, config, u"paydesk_statement_save"_s,
            {teamCall::nowText(m_store), QUuid::createUuid().toString(QUuid::WithoutBraces), profileId,
             statement.walletId, statement.currency, AuditEntry::timeText(statement.periodFrom.toUTC()),
             AuditEntry::timeText(statement.periodTo.toUTC()), statement.statementId,
             StoredStatement::stateKey(statement.state), teamCall::text(statement.context),
             teamCall::text(statement.openingBalance), teamCall::text(statement.closingBalance)},
            rowColumns(), what);
        if (!called.ok())
            return called.error();
        StoreResult<StoredStatement> row = called.value()
            ? readRow(q, what)
            : StoreResult<StoredStatement>(StoreError(StoreError::Kind::Failed, what, u"no statement row"_s));
        if (row.ok())
            Q_EMIT changed(profileId, row.value().id);
        return row;
    }
    AuditedWrite audited(m_store, m_log, what);
    if (const StoreResult<void> begun = audited.begin(); !begun.ok())
        return begun.error();
    QSqlQuery &insert = audited.query();

    const QDateTime time = now();
    StoredStatement row = statement;
    row.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    row.profileId = profileId;
    row.periodFrom = statement.periodFrom.toUTC();
    row.periodTo = statement.periodTo.toUTC();
    row.createdAt = time;
    row.updatedAt = time;
    row.revision = 1;
    if (!insert.prepare(u"INSERT INTO wallet_statements (%1) VALUES (:id, :profile, :wallet, :currency, "
                        ":from, :to, :statement, :state, :context, :opening, :closing, :created, :updated, "
                        ":revision)"_s.arg(rowColumns())))
        return StoreError::fromSql(insert.lastError(), config, what);
    insert.bindValue(u":id"_s, row.id);
    insert.bindValue(u":profile"_s, profileId);
    insert.bindValue(u":wallet"_s, row.walletId);
    insert.bindValue(u":currency"_s, row.currency);
    insert.bindValue(u":from"_s, AuditEntry::timeText(row.periodFrom));
    insert.bindValue(u":to"_s, AuditEntry::timeText(row.periodTo));
    insert.bindValue(u":statement"_s, row.statementId);
    insert.bindValue(u":state"_s, StoredStatement::stateKey(row.state));
    insert.bindValue(u":context"_s, nullable(row.context));
    insert.bindValue(u":opening"_s, nullable(row.openingBalance));
    insert.bindValue(u":closing"_s, nullable(row.closingBalance));
    insert.bindValue(u":created"_s, AuditEntry::timeText(row.createdAt));
    insert.bindValue(u":updated"_s, AuditEntry::timeText(row.updatedAt));
    insert.bindValue(u":revision"_s, row.revision);
    if (!insert.exec())
        return StoreError::fromSql(insert.lastError(), config, what);
    insert.finish();

    // The request is its own entry; a statement already settled when recorded has its outcome too.
    StoredStatement requested = row;
    requested.state = State::Pending;
    StoreResult<AuditEntry> entry
        = audited.append(AuditEvent(Action::StatementRequested, profileId, detailOf(requested), time));
    if (entry.ok() && row.state != State::Pending)
        entry = audited.append(AuditEvent(actionOf(row.state), profileId, detailOf(row), time));
    if (!entry.ok())
        return entry.error();
    if (const StoreResult<void> committed = audited.commit(); !committed.ok())
        return committed.error();
    qCInfo(lcStore).noquote() << "statement" << row.statementId << "recorded as" << row.id << "for profile"
                              << profileId;
    Q_EMIT changed(profileId, row.id);
    return row;
}

StoreResult<StoredStatement> Statements::updateState(const QString &profileId, const QString &id, State state,
                                                     const QString &context, const QString &openingBalance,
                                                     const QString &closingBalance)
{
    const QString what = tr("The state of the statement was not recorded.");
    const StoreConfig &config = m_store->config();
    if (teamWrites::isTeam(m_store))
        return teamUpdateState(profileId, id, state, context, openingBalance, closingBalance, what);
    AuditedWrite audited(m_store, m_log, what);
    if (const StoreResult<void> begun = audited.begin(); !begun.ok())
        return begun.error();
    QSqlQuery &select = audited.query();
    QSqlQuery &change = audited.query();

    StoreResult<StoredStatement> current = selectRow(select, config, profileId, id, what);
    if (!current.ok())
        return current.error();
    const StoredStatement before = std::move(current).value();
    StoredStatement after = before;
    after.state = state;
    after.context = context;
    if (!openingBalance.isEmpty())
        after.openingBalance = openingBalance;
    if (!closingBalance.isEmpty())
        after.closingBalance = closingBalance;
    if (after == before)
        return before; // nothing new: no revision, no entry
    if (before.state != State::Pending) {
        return StoreError(
            StoreError::Kind::Conflict,
            what + u' '
                + tr("This statement was already settled (%1).").arg(StoredStatement::stateKey(before.state)),
            u"statement row %1 is %2"_s.arg(id, StoredStatement::stateKey(before.state)));
    }
    after.updatedAt = now();
    after.revision = before.revision + 1;
    if (!change.prepare(
            u"UPDATE wallet_statements SET state = :state, state_context = :context, "
            "opening_balance = :opening, closing_balance = :closing, updated_at = :updated, "
            "revision = :revision WHERE id = :id AND profile_id = :profile AND revision = :expected"_s))
        return StoreError::fromSql(change.lastError(), config, what);
    change.bindValue(u":state"_s, StoredStatement::stateKey(after.state));
    change.bindValue(u":context"_s, nullable(after.context));
    change.bindValue(u":opening"_s, nullable(after.openingBalance));
    change.bindValue(u":closing"_s, nullable(after.closingBalance));
    change.bindValue(u":updated"_s, AuditEntry::timeText(after.updatedAt));
    change.bindValue(u":revision"_s, after.revision);
    change.bindValue(u":id"_s, id);
    change.bindValue(u":profile"_s, profileId);
    change.bindValue(u":expected"_s, before.revision);
    if (!change.exec())
        return StoreError::fromSql(change.lastError(), config, what);
    if (change.numRowsAffected() != 1)
        return StoreError(StoreError::Kind::Conflict, what,
                          u"statement row %1 changed during the write"_s.arg(id));
    change.finish();

    if (after.state != before.state) {
        const StoreResult<AuditEntry> entry
            = audited.append(AuditEvent(actionOf(after.state), profileId, detailOf(after), after.updatedAt));
        if (!entry.ok())
            return entry.error();
    }
    if (const StoreResult<void> committed = audited.commit(); !committed.ok())
        return committed.error();
    qCInfo(lcStore).noquote() << "statement" << after.statementId << "is"
                              << StoredStatement::stateKey(after.state) << "for profile" << profileId;
    Q_EMIT changed(profileId, after.id);
    return after;
}

StoreResult<StoredStatement> Statements::teamUpdateState(const QString &profileId, const QString &id,
                                                         State state, const QString &context,
                                                         const QString &openingBalance,
                                                         const QString &closingBalance, const QString &what)
{
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery select(connection.value());
    StoreResult<StoredStatement> current = selectRow(select, m_store->config(), profileId, id, what);
    if (!current.ok())
        return current.error();
    select.finish();
    QSqlQuery q(connection.value());
    const StoreResult<bool> called
        = teamCall::call(q, m_store->config(), u"paydesk_statement_update"_s,
                         {teamCall::nowText(m_store), id, profileId, current.value().revision,
                          StoredStatement::stateKey(state), teamCall::text(context),
                          teamCall::text(openingBalance), teamCall::text(closingBalance)},
                         rowColumns(), what);
    if (!called.ok())
        return called.error();
    if (!called.value())
        return StoreError(StoreError::Kind::Failed, what, u"no statement row"_s);
    StoreResult<StoredStatement> after = readRow(q, what);
    if (after.ok() && after.value().revision != current.value().revision)
        Q_EMIT changed(profileId, after.value().id);
    return after;
}

void Statements::postSave(const QString &profileId, const StoredStatement &statement, QObject *context,
                          Callback<StoredStatement> done)
{
    postCall(
        m_store, context, [this, profileId, statement] { return save(profileId, statement); },
        std::move(done));
}

void Statements::postUpdateState(const QString &profileId, const QString &id, State state,
                                 const QString &stateContext, const QString &openingBalance,
                                 const QString &closingBalance, QObject *context,
                                 Callback<StoredStatement> done)
{
    postCall(
        m_store, context,
        [this, profileId, id, state, stateContext, openingBalance, closingBalance] {
            return updateState(profileId, id, state, stateContext, openingBalance, closingBalance);
        },
        std::move(done));
}

void Statements::postList(const QString &profileId, QObject *context, Callback<QList<StoredStatement>> done)
{
    postCall(
        m_store, context, [this, profileId] { return list(profileId); }, std::move(done));
}

void Statements::postPending(const QString &profileId, QObject *context,
                             Callback<QList<StoredStatement>> done)
{
    postCall(
        m_store, context, [this, profileId] { return pending(profileId); }, std::move(done));
}

} // namespace paydesk::store
