// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/PagedTableModel.h"

#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "session/Session.h"
#include "tasks/Task.h"

#include "core/Logging.h"

namespace paydesk::models {

PAYDESK_LOGGING_CATEGORY(lcPaged, "models.paged")

namespace {

// PagedTableModel::fetchAll(): asks for the next page until there is none.
class FetchAllTask : public tasks::Task
{
public:
    // A child of the model: it goes with it.
    explicit FetchAllTask(PagedTableModel *model)
        : Task(PagedTableModel::tr("Loading every row"), model)
        , m_model(model)
        , m_generation(model->generation())
    { }

protected:
    void run() override
    {
        if (m_model->state() == PagedTableModel::State::Idle && m_model->rowCount() == 0)
            m_model->reload(); // a new query, this task's own
        m_generation = m_model->generation();
        connect(m_model, &PagedTableModel::stateChanged, this, &FetchAllTask::step);
        step();
    }

private:
    void step()
    {
        if (isFinished())
            return;
        if (m_model->generation() != m_generation)
            return fail(PagedTableModel::tr("The list was loaded again meanwhile."));
        setProgress(m_model->rowCount());
        if (isFinished())
            return; // cancelled from a slot of progressChanged(): nothing more is asked
        switch (m_model->state()) {
        case PagedTableModel::State::Loading:
        case PagedTableModel::State::LoadingMore:
            return; // the next stateChanged() comes
        case PagedTableModel::State::Failed:
            return fail(m_model->lastError().userMessage());
        case PagedTableModel::State::Idle:
            return fail(PagedTableModel::tr("The list was cleared."));
        case PagedTableModel::State::Loaded:
            if (!m_model->hasMore())
                return succeed();
            if (m_model->canFetchMore())
                m_model->fetchMore();
            else
                fail(PagedTableModel::tr("The profile is not connected."));
            return;
        }
    }

    PagedTableModel *m_model;
    quint64 m_generation;
};

} // namespace

PagedTableModel::PagedTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

PagedTableModel::~PagedTableModel()
{
    if (m_call)
        m_call->cancel();
}

void PagedTableModel::setSession(session::Session *session)
{
    clear();
    m_session = session;
}

session::Session *PagedTableModel::session() const
{
    return m_session;
}

void PagedTableModel::setPageSize(int rows)
{
    m_pageSize = std::clamp(rows, 1, 50);
}

int PagedTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : storedRowCount();
}

bool PagedTableModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_state == State::Loaded && hasMore() && !m_call && m_session
        && m_session->isReady();
}

void PagedTableModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    request(m_nextCursor);
}

void PagedTableModel::reload()
{
    resetRows();
    request({});
}

void PagedTableModel::clear()
{
    resetRows();
    setState(State::Idle);
}

void PagedTableModel::retry()
{
    if (m_state != State::Failed)
        return;
    request(m_failedCursor);
}

void PagedTableModel::resetRows()
{
    ++m_generation; // whatever was asked before is answered to nobody
    if (m_call) {
        m_call->cancel();
        m_call = nullptr;
    }
    m_nextCursor.clear();
    m_failedCursor.clear();
    m_error = {};
    if (storedRowCount() > 0) {
        beginResetModel();
        clearRows();
        endResetModel();
    }
}

void PagedTableModel::request(const QString &cursor)
{
    if (m_call)
        return; // one page at a time
    if (!m_session || !m_session->isReady()) {
        m_error = api::ApiError(api::ApiError::Kind::Refused,
                                m_session ? m_session->message() : tr("No profile is connected."));
        m_failedCursor = cursor;
        return setState(State::Failed);
    }
    const quint64 generation = m_generation;
    m_call = requestPage(*m_session->client(), cursor, m_pageSize);
    m_failedCursor = cursor;
    connect(m_call, &api::ApiCall::finished, this,
            [this, generation](const api::ApiResult &result) { onPage(generation, result); });
    setState(cursor.isEmpty() ? State::Loading : State::LoadingMore);
}

void PagedTableModel::onPage(quint64 generation, const api::ApiResult &result)
{
    if (generation != m_generation) {
        qCDebug(lcPaged) << "dropped a page of an earlier query";
        return;
    }
    m_call = nullptr;
    if (!result.isOk()) {
        m_error = result.error();
        return setState(State::Failed);
    }
    m_error = {};
    m_failedCursor.clear();
    const QString next = result.nextCursor();
    // A service that gives the same cursor again would have the view ask forever.
    m_nextCursor = next == m_nextCursor && !next.isEmpty() ? QString() : next;
    const int rows = rowsIn(result);
    if (rows > 0) {
        const int first = storedRowCount();
        beginInsertRows({}, first, first + rows - 1);
        appendRows(result);
        endInsertRows();
    }
    setState(State::Loaded);
}

void PagedTableModel::setState(State state)
{
    // Loaded -> Loaded (one more page) is news too: the rows and hasMore() changed.
    if (state == m_state && state != State::Loaded && state != State::Failed)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

bool PagedTableModel::isFetching() const
{
    return !m_call.isNull();
}

tasks::Task *PagedTableModel::fetchAll()
{
    return new FetchAllTask(this);
}

} // namespace paydesk::models
