// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Keeps the PENDING rows of a PayoutsModel up to date while the History page shows them: each
// loaded PENDING payout is asked again (GET /payouts/{id}, through the model's own session) after
// a backoff that starts at 2 s and doubles up to 5 min, each wait shortened by a random part of up
// to a quarter (jitter: many rows loaded together do not ask together), and the answer goes into
// the row in place (PayoutsModel::updatePayout(): no reset, the selection stays). A row stops
// being asked once it is settled (any state but PENDING) or the service says it does not exist.
//
// - At most maxInFlight() calls at a time (3 by default); the others wait their turn.
// - Nothing is asked while the model's session is not ready; the rows are asked when it is again.
// - A reload or a new period (the model's reset) forgets everything and cancels the calls under
//   way; an answer for a row of an earlier load is dropped; the new PENDING rows start again.
// - setActive(false) pauses (a page not in view); the rows keep their turn.
//
// Webhooks would say it sooner; a desktop has no public address to receive them, hence polling.

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <chrono>

namespace paydesk::api {
class ApiCall;
class ApiResult;
} // namespace paydesk::api

namespace paydesk::history {

class PayoutsModel;

class PendingRefresher : public QObject
{
    Q_OBJECT
public:
    static constexpr std::chrono::milliseconds defaultFirstDelay {2000};
    static constexpr std::chrono::milliseconds defaultMaxDelay {5 * 60 * 1000};
    static constexpr int defaultMaxInFlight = 3;

    // Follows `model` (not owned; a child of it by default) from now on.
    explicit PendingRefresher(PayoutsModel *model, QObject *parent = nullptr);
    ~PendingRefresher() override;

    void setBackoff(std::chrono::milliseconds first, std::chrono::milliseconds max);
    std::chrono::milliseconds firstDelay() const { return m_first; }
    std::chrono::milliseconds maxDelay() const { return m_max; }
    void setMaxInFlight(int calls); // at least 1
    int maxInFlight() const { return m_maxInFlight; }
    void setActive(bool active);
    bool isActive() const { return m_active; }

    int pendingCount() const { return int(m_rows.size()); } // PENDING rows followed
    int inFlight() const { return int(m_calls.size()); }

    // The wait before the attempt-th call (0: the first) without jitter: first * 2^attempt, at
    // most max.
    std::chrono::milliseconds backoff(int attempt) const;

Q_SIGNALS:
    // A followed payout was asked again and answered; `state` is its state now.
    void refreshed(const QString &payoutId, const QString &state);

private:
    struct Followed
    {
        int attempt = 0;
        qint64 due = 0; // m_clock time of the next call
    };

    void onRowsInserted(int first, int last);
    void forget();
    void follow(const QString &id);
    void schedule();
    void tick();
    void onAnswer(const QString &id, quint64 generation, const api::ApiResult &result);
    qint64 delayFor(int attempt) const; // with jitter

    QPointer<PayoutsModel> m_model;
    QHash<QString, Followed> m_rows; // pyt- id -> its turn
    QHash<QString, QPointer<api::ApiCall>> m_calls; // under way
    QTimer m_timer;
    QElapsedTimer m_clock;
    std::chrono::milliseconds m_first = defaultFirstDelay;
    std::chrono::milliseconds m_max = defaultMaxDelay;
    int m_maxInFlight = defaultMaxInFlight;
    bool m_active = true;
};

} // namespace paydesk::history
