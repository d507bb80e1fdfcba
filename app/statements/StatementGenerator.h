// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Makes wallet statements and follows them until the service has generated them
// (shared/DESIGN.md, "Statements"): POST /wallet-statements through the profile's session, the
// answer (PENDING) recorded in the store (store/Statements.h, "statement.requested"), then GET
// /wallet-statements/{id} until READY (balances recorded, "statement.ready") or FAILED
// ("statement.failed").
//
// When to look again, each wait with up to half of it random so that several windows spread out:
//   PENDING:            pendingBase doubling, at most pendingMax (1 s .. 1 min)
//   no answer, 5xx...:  errorBase doubling, at most errorMax (2 s .. 5 min); never given up
//   session not Ready:  notReadyWait, then again
// The service made a statement for every accepted POST, so a statement is never given up: the
// store keeps it PENDING, and start() (at every start of Paydesk) follows every PENDING statement
// of the profile again. A POST that got no answer is NOT retried (each POST makes a new statement:
// ApiClient never retries it either): requestFailed() says so, and the person asks again.
//
// Nothing blocks: store work is posted to the store's worker thread, calls are ApiCalls. The
// object lives on the thread of the session's client (the UI thread in the app).

#include "statements/StatementPeriod.h"
#include "store/Statements.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <chrono>

namespace paydesk::api {
class ApiResult;
}
namespace paydesk::session {
class Session;
}

namespace paydesk::statements {

class StatementGenerator : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        std::chrono::milliseconds pendingBase {1000};
        std::chrono::milliseconds pendingMax {60'000};
        std::chrono::milliseconds errorBase {2000};
        std::chrono::milliseconds errorMax {300'000};
        std::chrono::milliseconds notReadyWait {5000};
        bool jitter = true; // tests turn it off
    };

    // `statements` and `session` must outlive this object; the session is the profile's.
    StatementGenerator(store::Statements *statements, session::Session *session, Options options,
                       QObject *parent = nullptr);
    StatementGenerator(store::Statements *statements, session::Session *session, QObject *parent = nullptr);
    ~StatementGenerator() override;

    // Follows again the profile's statements still PENDING in the store.
    void start();
    // Asks the service for a statement of `walletId` (in `currency`) over `period`. A period the
    // service would refuse is refused here at once (requestFailed(), nothing sent).
    void generate(const QString &walletId, const QString &currency, const StatementPeriod &period);

    int followedCount() const { return int(m_followed.size()); }

Q_SIGNALS:
    // Recorded in the store, PENDING (or already settled when the service was that quick).
    void requested(const paydesk::store::StoredStatement &statement);
    // The request did not give a statement: the sentence says why. Nothing was recorded.
    void requestFailed(const QString &message);
    void ready(const paydesk::store::StoredStatement &statement);
    void failed(const paydesk::store::StoredStatement &statement, const QString &reason);
    // A read of the store or a write to it failed; following goes on for what was known.
    void storeError(const QString &message);

private:
    struct Followed
    {
        store::StoredStatement statement;
        int pendingLooks = 0;
        int errors = 0;
        QTimer *timer = nullptr;
        bool inFlight = false;
    };
    void follow(const store::StoredStatement &statement);
    void schedule(const QString &id, std::chrono::milliseconds wait);
    void look(const QString &id);
    void onLooked(const QString &id, const api::ApiResult &result);
    void settle(const QString &id, store::StoredStatement::State state, const QString &context,
                const QString &opening, const QString &closing);
    std::chrono::milliseconds backoff(std::chrono::milliseconds base, std::chrono::milliseconds max,
                                      int count) const;

    store::Statements *const m_statements;
    QPointer<session::Session> m_session;
    const Options m_options;
    QHash<QString, Followed> m_followed; // by local id
};

} // namespace paydesk::statements
