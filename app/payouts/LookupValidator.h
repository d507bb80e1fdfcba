// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The live check of a payout's account (GET /lookups): whose account it is, and whether that is
// the name typed. No widgets: the New payout page feeds it and shows message(); tests drive it.
//
// - Inputs: the client of the page's session (setClient(); a change cancels everything and checks
//   again through the new one), the account (setAccount(): type, country, number and operator or
//   bank id, as they are sent: PaymentAccountForm::normalized(), or empty while a field is not
//   valid) and the holder name typed (setTypedName()).
// - A change of the account restarts a debounce timer (debounceInterval(), 400 ms by default) and
//   makes the request in flight stale: it is cancelled at once. When the timer fires, GET /lookups
//   is called for the account as it is then. A change of the typed name sends nothing: the verdict
//   is computed again from the name already registered.
// - What the service offers (spec tables): lookups for MOBILE_MONEY with an operator of the lookup
//   list (for the country, when one is given: Ethiopia has SAFARICOM and TELEBIRR) and for
//   BANK_ACCOUNT; BANK_ACCOUNT_ROUTE, ALIAS (UPI) and the other operators (bKash, Nagad) are
//   NotOffered, at once and without a request. An account that is incomplete or malformed (no
//   operator or bank, a number that is not E.164 or not 1 to 34 letters or digits), or no client,
//   is Idle: nothing is sent.
// - A result belongs to the account it was asked for: an answer that comes for an account that is
//   no longer the one shown is dropped (the call is cancelled, and a generation counter guards
//   against anything that still arrives).
//
// result() is the small value saved with the draft and shown to the approver: state, registered
// name, name typed, verdict, checked-at (UTC) and the account checked (toJson()/fromJson()).

#include "api/ApiError.h"
#include "api/Resources.h"
#include "payouts/NameMatch.h"

#include <QDateTime>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <chrono>
#include <optional>

namespace paydesk::api {
class ApiCall;
class ApiClient;
class ApiResult;
} // namespace paydesk::api

namespace paydesk::payouts {

class LookupValidator : public QObject
{
    Q_OBJECT
public:
    enum class State {
        Idle, // nothing to check: the account is incomplete or malformed, or there is no client
        NotOffered, // the service has no lookup for this account type or operator
        Checking, // waiting for the typing to stop, or for the service's answer
        Found, // registeredName(), and the verdict against the name typed
        NotFound, // 404 LOOKUP_ACCOUNT_NOT_FOUND
        Unavailable, // network, timeout, 429, 500, 502, 503, 504 (after the client's retries): retry()
        Failed, // any other error (401, 403, 422, an answer Paydesk cannot read...): lastError()
    };
    Q_ENUM(State)

    // The account to check, as it is sent.
    struct Account
    {
        QString type; // MOBILE_MONEY, BANK_ACCOUNT, BANK_ACCOUNT_ROUTE, ALIAS
        QString country; // ISO 3166 alpha-2; may be empty (the lookup does not send it)
        QString number; // E.164 for mobile money, the account number for a bank account
        QString operatorOrBankId; // mobile_money.operator, or bank_account.bank_id (bnk-...)
        bool operator==(const Account &) const = default;

        // The account of an existing payment account (or of a payout's new one).
        static Account from(const api::PaymentAccountDetails &details);
    };

    // What the check came to, to save with the draft and show to the approver.
    struct Result
    {
        State state = State::Idle;
        Account account; // the account checked
        QString registeredName; // Found
        QString typedName; // the holder name typed when the result was taken
        std::optional<NameVerdict> verdict; // Found, with a name typed
        QDateTime checkedAt; // UTC, when the service answered (Found, NotFound); invalid otherwise
        bool operator==(const Result &) const = default;

        bool isFor(const Account &other) const { return account == other; }
        // The verdict's reasons, computed again from the two names (Found, with a name typed).
        std::optional<NameMatch> match() const;
        // {"state":"FOUND","registered_name":"...","typed_name":"...","verdict":"CLOSE_MATCH",
        //  "checked_at":"2026-11-23T04:31:02.120Z","account":{"type","country","number",
        //  "operator" or "bank_id"}}; members without a value are left out.
        QJsonObject toJson() const;
        // nullopt when `json` is not one of toJson() (unknown state or verdict, a FOUND without a
        // name or a time...).
        static std::optional<Result> fromJson(const QJsonObject &json);
    };

    static constexpr std::chrono::milliseconds defaultDebounce {400};

    explicit LookupValidator(QObject *parent = nullptr);
    ~LookupValidator() override; // cancels the call in flight

    // The client of the session the payout is for; nullptr: nothing is checked (Idle). Another
    // client cancels the call in flight and checks the account again through it.
    void setClient(api::ApiClient *client);
    api::ApiClient *client() const;
    void setDebounceInterval(std::chrono::milliseconds interval);
    std::chrono::milliseconds debounceInterval() const;

    void setAccount(const Account &account);
    void setAccount(const QString &type, const QString &country, const QString &number,
                    const QString &operatorOrBankId);
    Account account() const { return m_account; }
    void setTypedName(const QString &name);
    QString typedName() const { return m_typedName; }

    State state() const { return m_state; }
    // How message() reads, the same wherever it is shown: Good (the name matches), Doubtful (a
    // close match: to be checked), Bad (no match, no such account, or Failed), Neutral otherwise
    // (nothing to check yet, checking, not offered, Unavailable for now, found with no name typed).
    enum class Tone { Neutral, Good, Doubtful, Bad };
    Q_ENUM(Tone)
    Tone tone() const;
    // What to show beside the account, translated (empty when Idle).
    QString message() const;
    bool isRequestInFlight() const { return !m_call.isNull(); }
    QString registeredName() const { return m_registeredName; } // Found; empty otherwise
    // The verdict against the name typed: Found with a name typed; nullopt otherwise.
    std::optional<NameVerdict> verdict() const;
    std::optional<NameMatch> match() const { return m_match; }
    // Unavailable and Failed: why (ApiError::userMessage(), remedy()); no error otherwise.
    api::ApiError lastError() const { return m_error; }
    Result result() const;

    bool canRetry() const { return m_state == State::Unavailable || m_state == State::Failed; }
    // Asks again at once (Unavailable, Failed); false, and nothing is sent, otherwise.
    bool retry();
    // Found: takes the registered name as the name typed (the verdict becomes a match) and emits
    // registeredNameApplied() for the page to put it into the holder name field. false otherwise.
    bool applyRegisteredName();

    // "FOUND", "NOT_FOUND"... as saved; and back (nullopt for another text).
    static QString stateName(State state);
    static std::optional<State> stateFromName(QStringView name);
    // The message of a result, for the person typing or the approver. `error` adds the reason of a
    // Failed result when it is known.
    static QString describe(const Result &result, const api::ApiError &error = {});

Q_SIGNALS:
    void stateChanged(paydesk::payouts::LookupValidator::State state);
    // Anything of result() or message() changed.
    void resultChanged();
    void registeredNameApplied(const QString &name);

private:
    enum class Offer { Incomplete, NotOffered, Offered };
    static Offer offerFor(const Account &account);
    static Account normalized(const Account &account);

    // The account or the client changed: forget the result, cancel, and check again (debounced).
    void restart();
    void startLookup();
    void onFinished(const api::ApiResult &result);
    void cancelCall();
    void recomputeMatch();
    // Emits stateChanged() and resultChanged() for what differs from `before`.
    void publish(const Result &before, const QString &messageBefore);

    QPointer<api::ApiClient> m_client;
    QPointer<api::ApiCall> m_call;
    QTimer m_debounce;
    quint64 m_generation = 0; // of the account and client asked for; an answer of another is dropped
    Account m_account;
    QString m_typedName;
    State m_state = State::Idle;
    QString m_registeredName;
    std::optional<NameMatch> m_match;
    QDateTime m_checkedAt;
    api::ApiError m_error;
};

} // namespace paydesk::payouts
