// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SandboxStore.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <map>

namespace paydesk::sandbox {

class WebhookDispatcher;

// What the service does once a request is valid: get-or-create payment accounts, move money
// between available and balance, write the wallet's ledger lines, and carry payouts, payins and
// statements through their states in the background (delays scaled by speed). It also emits
// the webhook events.
class SandboxEngine : public QObject
{
    Q_OBJECT
public:
    SandboxEngine(SandboxStore &store, WebhookDispatcher *webhooks, QObject *parent = nullptr);

    void setSpeed(double speed) { m_speed = speed; }
    double speed() const { return m_speed; }

    // Schedules the next step of every unfinished payout, payin and statement (after a restart).
    void resume();

    const PaymentAccount &getOrCreateAccount(const QJsonObject &body, bool *created);

    struct PayoutOutcome
    {
        int status = 202; // 202, 402 or 503
        QString errorCode; // for 402/503
        Payout payout;
    };
    // The body is valid. Resolves recipient and wallet, checks funds, records and schedules.
    PayoutOutcome createPayout(const QJsonObject &body);
    Payin createPayin(const QJsonObject &body);
    Statement createStatement(const QString &walletId, const QDateTime &from, const QDateTime &to);

    // Control surface.
    Wallet createWallet(const QString &currency, qint64 amount);
    void fund(Wallet &wallet, qint64 amount); // a COLLECTION_COLLECTED line
    // action: reverse, cancel, sent-to-failed, failed-to-sent. Empty string on success, else an
    // error message (the transition is not allowed from the payout's state, or funds lack).
    QString transition(Payout &payout, const QString &action, const QString &context);

    // Records a ledger line and updates nothing else; the wallet's available must already be
    // the balance after the line. Used by the seed with a time in the past.
    void writeLine(const Wallet &wallet, const QString &type, qint64 amount, const QDateTime &at,
                   const QString &payoutId = {}, const QString &payinId = {});

    static QString planForPayout(const PaymentAccount &account, const QJsonObject &body);
    // 503 code when the magic values of the recipient make the operation unavailable, else empty.
    static QString unavailableCode(const QJsonObject &accountBody);

private:
    void schedulePayout(const QString &id, qint64 baseDelayMs);
    void runPayoutStep(const QString &id);
    void schedulePayin(const QString &id);
    void runPayinStep(const QString &id);
    void scheduleStatement(const QString &id);
    void generateStatement(const QString &id);
    void setPayoutState(Payout &payout, const QString &state, const QString &context);
    void emitEvent(const QString &type, const std::function<QJsonObject()> &data);
    int scaled(qint64 ms) const;
    // Runs `step` after `ms` milliseconds (never before this returns). Every background step
    // shares one timer: a timer per payout made thousands of live timers under load, and Qt
    // walks its list of timers each time one is stopped (the cost of every request).
    void after(int ms, std::function<void()> step);
    void runDueSteps();

    SandboxStore &m_store;
    QPointer<WebhookDispatcher> m_webhooks;
    double m_speed = 1.0;
    QTimer m_stepTimer;
    QElapsedTimer m_clock;
    std::multimap<qint64, std::function<void()>> m_steps; // due (m_clock ms) -> step, in order
};

} // namespace paydesk::sandbox
