// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The base of the models bound to a cursor-paged list of the service (GET /payment-accounts,
// GET /payouts, statement lines): rows arrive a page at a time, as the view scrolls.
//
// - reload() asks for the first page; canFetchMore()/fetchMore() for the next while the service
//   says there is one (meta.paging.cursors.after). One request is in flight at a time.
// - Every query has a generation: clear(), reload() and a new session start a new one, and a page
//   of an older one (a late answer) is dropped, whatever the network does.
// - A failed page keeps the rows already in; retry() asks for that page again.
// - The model calls through the session it was given (setSession()), never another: a page asked
//   of one profile's service is never asked of another's.
//
// A subclass says how to ask for a page (requestPage()) and stores its rows (PagedListModel<T>
// below does that for a list of one resource type).

#include "api/ApiError.h"
#include "api/ApiResult.h"
#include "api/Resources.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace paydesk::api {
class ApiCall;
class ApiClient;
} // namespace paydesk::api
namespace paydesk::session {
class Session;
}
namespace paydesk::tasks {
class Task;
}

namespace paydesk::models {

class PagedTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum class State {
        Idle, // nothing asked yet (or cleared)
        Loading, // the first page is on its way
        Loaded, // the rows are in; more may follow (hasMore())
        LoadingMore, // a further page is on its way
        Failed, // the last page asked failed (lastError()); the rows already in stay
    };
    Q_ENUM(State)

    static constexpr int defaultPageSize = 25;

    explicit PagedTableModel(QObject *parent = nullptr);
    ~PagedTableModel() override;

    // Binds the model to `session` (nullptr: none) and forgets everything of the previous one.
    // Asks for nothing: reload() does.
    void setSession(session::Session *session);
    session::Session *session() const;
    void setPageSize(int rows); // 1..50 (the service's range)
    int pageSize() const { return m_pageSize; }

    State state() const { return m_state; }
    api::ApiError lastError() const { return m_error; }
    bool hasMore() const { return !m_nextCursor.isEmpty(); }
    bool isFetching() const;
    quint64 generation() const { return m_generation; }

    bool canFetchMore(const QModelIndex &parent = {}) const override;
    void fetchMore(const QModelIndex &parent = {}) override;
    int rowCount(const QModelIndex &parent = {}) const override;

    // Loads the remaining pages, one after another, as a Task (progress: rows loaded; the total
    // is not known ahead). Cancelling it stops asking for more; the rows in stay. Asks for the
    // first page too when nothing is loaded yet.
    tasks::Task *fetchAll();

public Q_SLOTS:
    void reload(); // forgets the rows and asks for the first page again
    void clear(); // forgets the rows and stops the page in flight (its answer is dropped)
    void retry(); // asks again for the page that failed

Q_SIGNALS:
    void stateChanged(paydesk::models::PagedTableModel::State state);

protected:
    // Asks `client` for the page after `cursor` (empty: the first) of at most `limit` rows.
    virtual api::ApiCall *requestPage(api::ApiClient &client, const QString &cursor, int limit) = 0;
    // How many rows the page of `result` holds, then appends them (between begin/endInsertRows).
    virtual int rowsIn(const api::ApiResult &result) const = 0;
    virtual void appendRows(const api::ApiResult &result) = 0;
    virtual int storedRowCount() const = 0;
    virtual void clearRows() = 0; // between begin/endResetModel

private:
    void request(const QString &cursor);
    void onPage(quint64 generation, const api::ApiResult &result);
    void setState(State state);
    void resetRows();

    QPointer<session::Session> m_session;
    QPointer<api::ApiCall> m_call;
    int m_pageSize = defaultPageSize;
    State m_state = State::Idle;
    api::ApiError m_error;
    QString m_nextCursor; // of the next page; empty when there is none (or nothing asked)
    QString m_failedCursor; // the cursor of the page that failed, for retry()
    quint64 m_generation = 0;
};

// A PagedTableModel over the items of Page<T>.
template<typename T> class PagedListModel : public PagedTableModel
{
public:
    using PagedTableModel::PagedTableModel;

    const T &item(int row) const { return m_items.at(row); }
    const QList<T> &items() const { return m_items; }

protected:
    int rowsIn(const api::ApiResult &result) const override
    {
        const auto *page = result.value<api::Page<T>>();
        return page ? int(page->items.size()) : 0;
    }
    void appendRows(const api::ApiResult &result) override
    {
        if (const auto *page = result.value<api::Page<T>>())
            m_items.append(page->items);
    }
    int storedRowCount() const override { return int(m_items.size()); }
    void clearRows() override { m_items.clear(); }

private:
    QList<T> m_items;
};

} // namespace paydesk::models
