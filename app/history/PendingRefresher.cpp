// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/PendingRefresher.h"

#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "core/Logging.h"
#include "history/PayoutsModel.h"
#include "session/Session.h"

#include <QRandomGenerator>

#include <limits>

namespace paydesk::history {

PAYDESK_LOGGING_CATEGORY(lcPending, "history.pending")

using namespace Qt::StringLiterals;

PendingRefresher::PendingRefresher(PayoutsModel *model, QObject *parent)
    : QObject(parent ? parent : model)
    , m_model(model)
{
    m_clock.start();
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &PendingRefresher::tick);
    if (!model)
        return;
    connect(model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &under, int first, int last) {
                if (!under.isValid())
                    onRowsInserted(first, last);
            });
    connect(model, &QAbstractItemModel::modelReset, this, &PendingRefresher::forget);
    if (model->rowCount() > 0)
        onRowsInserted(0, model->rowCount() - 1);
}

PendingRefresher::~PendingRefresher()
{
    for (const QPointer<api::ApiCall> &call : std::as_const(m_calls)) {
        if (call)
            call->cancel();
    }
}

void PendingRefresher::setBackoff(std::chrono::milliseconds first, std::chrono::milliseconds max)
{
    m_first = std::max(first, std::chrono::milliseconds(1));
    m_max = std::max(max, m_first);
    schedule();
}

void PendingRefresher::setMaxInFlight(int calls)
{
    m_maxInFlight = std::max(1, calls);
    schedule();
}

void PendingRefresher::setActive(bool active)
{
    m_active = active;
    if (active)
        schedule();
    else
        m_timer.stop();
}

std::chrono::milliseconds PendingRefresher::backoff(int attempt) const
{
    qint64 delay = m_first.count();
    for (int i = 0; i < attempt && delay < m_max.count(); ++i)
        delay *= 2;
    return std::chrono::milliseconds(std::min(delay, qint64(m_max.count())));
}

qint64 PendingRefresher::delayFor(int attempt) const
{
    const qint64 delay = backoff(attempt).count();
    const qint64 jitter = delay / 4;
    return delay - (jitter > 0 ? QRandomGenerator::global()->bounded(jitter + 1) : 0);
}

void PendingRefresher::onRowsInserted(int first, int last)
{
    for (int row = first; row <= last; ++row) {
        const QModelIndex index = m_model->index(row, 0);
        if (index.data(PayoutsModel::StateRole).toString() == u"PENDING")
            follow(index.data(PayoutsModel::IdRole).toString());
    }
    schedule();
}

void PendingRefresher::follow(const QString &id)
{
    if (id.isEmpty() || m_rows.contains(id))
        return;
    m_rows.insert(id, {0, m_clock.elapsed() + delayFor(0)});
}

void PendingRefresher::forget()
{
    for (const QPointer<api::ApiCall> &call : std::as_const(m_calls)) {
        if (call)
            call->cancel();
    }
    m_calls.clear();
    m_rows.clear();
    m_timer.stop();
}

void PendingRefresher::schedule()
{
    // A call whose client went away (a session closed) ends without an answer: not under way.
    m_calls.removeIf([](const auto &entry) { return entry.value().isNull(); });
    if (!m_active || m_rows.isEmpty() || int(m_calls.size()) >= m_maxInFlight) {
        m_timer.stop();
        return;
    }
    qint64 next = std::numeric_limits<qint64>::max();
    for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it) {
        if (!m_calls.contains(it.key()))
            next = std::min(next, it->due);
    }
    if (next == std::numeric_limits<qint64>::max()) {
        m_timer.stop();
        return;
    }
    const qint64 wait = std::max<qint64>(0, next - m_clock.elapsed());
    m_timer.start(int(std::min<qint64>(wait, std::numeric_limits<int>::max())));
}

void PendingRefresher::tick()
{
    if (!m_active || !m_model)
        return;
    session::Session *session = m_model->session();
    if (!session || !session->isReady()) {
        // Nothing is sent; look again a first delay later (the session may connect meanwhile).
        m_timer.start(int(m_first.count()));
        return;
    }
    const qint64 now = m_clock.elapsed();
    const quint64 generation = m_model->generation();
    // The ids first: an answer may come before getPayout() returns (a call refused at once).
    QStringList due;
    for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it) {
        if (it->due <= now && !m_calls.contains(it.key()))
            due.append(it.key());
    }
    for (const QString &id : std::as_const(due)) {
        if (int(m_calls.size()) >= m_maxInFlight)
            break;
        if (!m_rows.contains(id) || generation != m_model->generation())
            continue;
        api::ApiCall *call = session->client()->getPayout(id);
        m_calls.insert(id, call);
        connect(call, &api::ApiCall::finished, this,
                [this, id, generation](const api::ApiResult &result) { onAnswer(id, generation, result); });
    }
    schedule();
}

void PendingRefresher::onAnswer(const QString &id, quint64 generation, const api::ApiResult &result)
{
    m_calls.remove(id);
    if (!m_model || generation != m_model->generation() || !m_rows.contains(id)) {
        schedule();
        return; // a row of an earlier load
    }
    Followed &f = m_rows[id];
    if (const auto *payout = result.value<api::Payout>()) {
        m_model->updatePayout(*payout);
        Q_EMIT refreshed(id, payout->state.code);
        if (payout->state.code != u"PENDING") {
            m_rows.remove(id);
            schedule();
            return;
        }
    } else if (result.httpStatus() == 404) {
        qCInfo(lcPending) << "a pending payout is no longer found; not asked again";
        m_rows.remove(id);
        schedule();
        return;
    } else {
        qCDebug(lcPending) << "a pending payout could not be asked:" << result.error().kind();
    }
    f.attempt = std::min(f.attempt + 1, 30);
    f.due = m_clock.elapsed() + delayFor(f.attempt);
    schedule();
}

} // namespace paydesk::history
