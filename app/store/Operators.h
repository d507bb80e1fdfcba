// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The people who use Paydesk (table operators, operators/Operator.h), with their passphrases as
// slow salted hashes (operators/PassphraseHash.h), and the one way to prove who is at the keyboard:
// authenticate().
//
// Who may change what. The first operator of an empty store is made by addFirstAdministrator(),
// with the administrator flag; after that only an authenticated administrator adds, changes,
// disables or enables operators, or resets another's passphrase; every operator may change their
// own passphrase once authenticated. The acting operator is re-read inside each write transaction:
// one disabled or demoted meanwhile (another window, another workstation) is refused
// (Kind::NotAllowed). At least one active administrator always remains (Kind::Conflict otherwise).
// Writes name the revision the caller read (Kind::Conflict when the row moved on meanwhile).
//
// Authentication. authenticate(id, passphrase) gives an AuthenticatedOperator, which only this
// class makes: the calls that need a proven person take one. Against guessing at the keyboard, an
// operator with 5 failed attempts in a row is refused for 30 seconds without the passphrase even
// being checked, doubled after every further failure up to 15 minutes; a success starts again from
// zero. The count lives in this process only: on a local desktop it slows a person guessing at the
// keyboard, while the slow hash (~0.3 s, 128 MiB each) is what protects a copied database file.
// An unknown id costs a hash too, so that the time taken does not tell which ids exist.
//
// Audit. Each write appends its entry in the SAME transaction as the row (AuditLog::appendWithin()):
//   operator.added               {operator_id, display_name, role, administrator, disabled,
//                                 revision, by, first?}
//   operator.changed             {operator_id, before {...}, after {...}, by}
//   operator.disabled / .enabled the operator's detail, and by
//   operator.passphrase_changed  {operator_id, revision, by, reset (true when set by an
//                                 administrator for someone else)}
//   operator.passphrase_rehashed {operator_id, from {ln, r, p}, to {ln, r, p}, by}: at a sign-in,
//                                 a hash made with weaker parameters than this Paydesk's is made
//                                 again from the passphrase just checked (PassphraseHash::
//                                 needsRehash()); the revision does not change, nor anything else
//   operator.key_made            {operator_id, key_id, fingerprint, vouched_by (null: not vouched),
//                                 root}: a new signing key (below)
//   operator.key_vouched         {operator_id, key_id, by, by_key}: an administrator's key signed its
//                                 record (vouch(), or change() re-vouching with the new role)
//   operator.key_revoked         {operator_id, key_id, why: "disabled" or "reset"}
//   operator.key_rewrapped       {operator_id, key_id}: the same key under the new passphrase
// The profile id of these entries is empty: operators belong to the installation, not to a profile.
//
// Signing keys (issue 27; operators/SigningKey.h, operators/KeyRecord.h, store/SigningKeys.h). Every
// operator has one key in force (operator_keys: the newest not revoked), its private half wrapped
// under their passphrase with m_hashParameters. Made, each with its entry in the write's
// transaction: by addFirstAdministrator() (self-vouched: the store's ROOT), by add() (vouched by
// the actor's key when actor.signingKey() is set, else left for vouch()), by an administrator's
// reset (changePassphrase() without the old passphrase: the old key revoked, "reset"), and by a
// sign-in of an operator who has none (authenticate(), unlockSigningKey(): unvouched, or the root
// when an administrator and the store has none). change() vouches again with the new record when
// the actor has a key (else the old vouch stays, with the old role). setDisabled(true) revokes
// every key of the operator (approvals signed before stay valid); enabling revokes nothing back.
// A record's valid_from is its key's created_at. Nobody vouches for their own key but the root.
// The slow parts (making, wrapping, rewrapping) run before the transaction.
// No entry, no log line, no error ever holds a passphrase or a hash.
//
// Team mode (Store::isTeam()): an operator is the database's login role of the same name and
// their passphrase is its password. authenticate() opens a short-lived connection with that login
// and password (store::TeamSession) and reads the operator from paydesk_me() there: the database
// checks the password, Paydesk keeps no hash of it; a wrong one reads as a wrong passphrase here.
// A refusal is not an entry (the database's own log has it). The writes are the team's functions:
// add() paydesk_operator_add (the new login's password as a SCRAM verifier made here, never the
// password itself), change() paydesk_operator_update, setDisabled() paydesk_operator_set_disabled,
// changePassphrase() paydesk_operator_set_password; addFirstAdministrator() is refused (the team's
// owner adds operators: `paydesk-cli team add-operator`). The person signed in to this window is the
// store's own login: sessionOperator() reads it once the store has opened (AppContext signs it in),
// no password asked again; approving still asks it (authenticate(): a fresh connection).
// The signing keys go through the team's functions of 70-keys.sql in the same transaction as the
// operator's change (TeamKeys.cpp): paydesk_key_replace (a new operator's key, a reset),
// paydesk_key_vouch (change(), vouch()), paydesk_key_rewrap (one's own change with the old
// password); paydesk_operator_set_disabled revokes; a key made at a sign-in is put with
// paydesk_key_put on the operator's own fresh connection. sessionOperator() holds no key (no
// password was typed): vouching needs an authenticate() with the password.
//
// Threads: blocking calls, safe from any thread, on the calling thread's connection (hashing takes
// a noticeable fraction of a second: not on the UI thread).

#include "operators/ApprovalRule.h"
#include "operators/KeyRecord.h"
#include "operators/Operator.h"
#include "operators/PassphraseHash.h"
#include "operators/Permissions.h"
#include "operators/SigningKey.h"
#include "store/AuditLog.h"
#include "store/StoreResult.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QMutex>
#include <QObject>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

namespace paydesk::store {

class Store;

// An operator whose passphrase was checked by Operators::authenticate() in this process.
class AuthenticatedOperator
{
public:
    const operators::Operator &op() const { return m_op; }
    QString id() const { return m_op.id; }
    // The operator's signing key, unlocked with the passphrase just checked: set for an
    // administrator by authenticate() (so that their later writes vouch for the keys they make or
    // change) and for anyone by unlockSigningKey(); null otherwise. Shared, never copied: the seed
    // is wiped when the last AuthenticatedOperator holding it goes.
    std::shared_ptr<const operators::SigningKey> signingKey() const { return m_signingKey; }

private:
    friend class Operators;
    explicit AuthenticatedOperator(operators::Operator op,
                                   std::shared_ptr<const operators::SigningKey> signingKey = {})
        : m_op(std::move(op))
        , m_signingKey(std::move(signingKey))
    { }
    operators::Operator m_op;
    std::shared_ptr<const operators::SigningKey> m_signingKey;
};

class AuthResult
{
    Q_GADGET
    Q_DECLARE_TR_FUNCTIONS(paydesk::store::AuthResult)
public:
    enum class Outcome {
        SignedIn,
        UnknownOperator, // no operator has this id
        Disabled, // the operator is disabled
        WrongPassphrase,
        TooManyAttempts, // refused without checking: try again after retryAfter
        StoreFailed, // the store could not be read (storeError)
    };
    Q_ENUM(Outcome)

    Outcome outcome = Outcome::StoreFailed;
    std::optional<AuthenticatedOperator> authenticated; // when SignedIn
    StoreError storeError; // when StoreFailed
    std::chrono::seconds retryAfter {0}; // when TooManyAttempts
    int failuresInARow = 0; // WrongPassphrase: this one included

    bool ok() const { return outcome == Outcome::SignedIn; }
    // For a person (translated). An unknown id and a wrong passphrase read the same.
    QString message() const;
};

class Operators : public QObject
{
    Q_OBJECT
public:
    struct NewOperator
    {
        QString id;
        QString displayName;
        operators::Operator::Role role = operators::Operator::Role::Viewer;
        bool administrator = false;
    };

    // A check of an approver at the moment of approving: the passphrase, then Permissions::canApprove().
    struct ApprovalCheck
    {
        AuthResult auth;
        operators::Permissions::Decision decision; // meaningful when auth.ok()
        bool ok() const { return auth.ok() && decision.allowed(); }
        QString message() const { return auth.ok() ? decision.message() : auth.message(); }
    };

    static constexpr int freeAttempts = 5;
    static constexpr std::chrono::seconds firstLockout {30};
    static constexpr std::chrono::seconds longestLockout {15 * 60};

    // `store` and `log` (a log of that store) must outlive this object.
    Operators(Store *store, AuditLog *log, QObject *parent = nullptr);

    // The store it reads and writes: where store::postCall() (StoreCall.h) runs its calls.
    Store *store() const { return m_store; }

    // Only while the store has no operator at all (Kind::Conflict otherwise); the administrator
    // flag is set whatever `spec` says.
    StoreResult<operators::Operator> addFirstAdministrator(NewOperator spec, const QString &passphrase);
    StoreResult<operators::Operator> add(const AuthenticatedOperator &actor, const NewOperator &spec,
                                         const QString &passphrase);
    // Display name, role and administrator flag (the id never changes).
    StoreResult<operators::Operator> change(const AuthenticatedOperator &actor, const QString &id,
                                            qint64 expectedRevision, const QString &displayName,
                                            operators::Operator::Role role, bool administrator);
    StoreResult<operators::Operator> setDisabled(const AuthenticatedOperator &actor, const QString &id,
                                                 qint64 expectedRevision, bool disabled);
    // The actor's own passphrase, or (administrator) another's: a reset. With the operator's own
    // `oldPassphrase` (a change by the person), their key in force is rewrapped under the new one
    // (the same key id; Kind::NotAllowed when the old passphrase does not open it); without it (a
    // reset) they get a NEW key, the old one revoked ("reset"), vouched by the actor's key.
    StoreResult<operators::Operator> changePassphrase(const AuthenticatedOperator &actor, const QString &id,
                                                      const QString &newPassphrase,
                                                      const QString &oldPassphrase = {});
    // An administrator vouches for another operator's key (one made at a sign-in, or left
    // unvouched by an administrator who had no unlocked key): the record is built from the
    // operator as they are now, signed with actor.signingKey(). Refused: the actor has no
    // unlocked key or it is not their key in force (Kind::NotAllowed), the key is revoked or
    // unknown (Kind::NotFound), already vouched with the same record (Kind::Conflict).
    StoreResult<operators::OperatorKey> vouch(const AuthenticatedOperator &actor, const QString &keyId);

    StoreResult<operators::Operator> load(const QString &id) const;
    StoreResult<QList<operators::Operator>> list() const; // by id
    StoreResult<bool> isEmpty() const;

    // What a passphrase is asked for; a refusal is an audit entry (operator.sign_in_refused) that
    // says so, never with what was typed.
    enum class Purpose { SignIn, Approval, PassphraseChange };
    AuthResult authenticate(const QString &id, const QString &passphrase, Purpose purpose = Purpose::SignIn);
    // Team mode: the operator of the login the store itself connected with (paydesk_me() on the
    // calling thread's connection, the store's thread), without asking a password again: the
    // database checked it when the store connected. Kind::NotAllowed when that login is not an
    // active operator of the team; Kind::InvalidConfig when the store is not a team database.
    StoreResult<AuthenticatedOperator> sessionOperator();
    // The approval path: the operator's key in force unlocked with the passphrase typed now. In
    // SQLite the unwrap IS the proof (the AEAD tag; one scrypt, not two): a wrong passphrase counts
    // towards the lockout and is refused and recorded as authenticate() does; an operator with no
    // key in force is checked by their passphrase hash, then gets a key (unvouched; the root when
    // an administrator and the store has none). Team mode: a fresh connection proves the password
    // (as authenticate()), then the key is unwrapped (made through paydesk_key_put when missing).
    // On success auth.authenticated holds the key too (signingKey()).
    struct UnlockedKey
    {
        AuthResult auth;
        std::shared_ptr<const operators::SigningKey> key; // when auth.ok()
        operators::OperatorKey row; // the key's row, when auth.ok()
        bool ok() const { return auth.ok() && key != nullptr; }
    };
    UnlockedKey unlockSigningKey(const QString &id, const QString &passphrase,
                                 Purpose purpose = Purpose::Approval);
    // The approver's passphrase checked now, then whether they may approve this payout.
    ApprovalCheck checkApproval(const QString &approverId, const QString &passphrase, const QString &makerId,
                                const Money &amount, const operators::ApprovalRules &rules,
                                const QStringList &approvedBy);

    // Test hook, set before any use: the scrypt parameters of new hashes. (The clock of rows,
    // entries and lockouts is the store's: Store::setClock().)
    void setHashParameters(const operators::PassphraseHash::Parameters &parameters)
    {
        m_hashParameters = parameters;
    }

private:
    AuthResult checkPassphrase(const QString &id, const QString &passphrase);
    // The lockout of `id` at `time`: true (and `result` says TooManyAttempts) while locked.
    bool lockedOut(const QString &id, const QDateTime &time, AuthResult &result);
    // A wrong passphrase or an unknown id: one more failure in a row, the lockout it earns.
    void countFailure(const QString &id, const QDateTime &time, AuthResult &result);
    // A key for `op`, wrapped under `passphrase` (before any transaction: scrypt is slow).
    struct FreshKey
    {
        std::shared_ptr<const operators::SigningKey> key;
        operators::OperatorKey row;
        bool isNull() const { return key == nullptr; }
    };
    FreshKey makeKey(const QString &operatorId, const QString &passphrase) const;
    // After a successful sign-in: the operator's key made when missing, and unwrapped for an
    // administrator (`always`: for anyone); the result's AuthenticatedOperator then holds it.
    void attachKey(AuthResult &result, const QString &passphrase, bool always, operators::OperatorKey *row);
    AuthResult teamAuthenticate(const QString &id, const QString &passphrase, bool withKey,
                                operators::OperatorKey *row);
    // Team mode: a connection of its own with `id` as the login and `passphrase` as its password;
    // the database says whether they are right (TeamSignIn.cpp); then the key (TeamKeys.cpp).
    void auditRefusal(const QString &id, const AuthResult &result, Purpose purpose);
    enum class Write { AddFirst, Add, Change, Disable, Enable, Passphrase };
    struct Request
    {
        Write kind = Write::Add;
        const AuthenticatedOperator *actor = nullptr;
        NewOperator spec; // Add, AddFirst; Change: the new name, role and flag
        QString id;
        qint64 expectedRevision = 0;
        const QString *passphrase = nullptr; // Add, AddFirst, Passphrase
        const QString *oldPassphrase = nullptr; // Passphrase: the operator's own, typed (may be empty)
    };
    // The key's part of a write (OperatorKeys.cpp): prepared before the transaction (scrypt), then
    // written inside it with its audit entries.
    struct KeyPlan
    {
        FreshKey fresh; // AddFirst, Add, a reset: the new key
        operators::OperatorKey rewrapped; // an own change: the key in force, wrapped anew
        QString rewrappedFrom; // its wrapped text before (the write checks it did not move)
    };
    StoreResult<KeyPlan> planKey(const Request &request, const QString &what);
    StoreResult<void> writeKey(class AuditedWrite &audited, const Request &request, const KeyPlan &plan,
                               const operators::Operator &before, const operators::Operator &after,
                               const QDateTime &time);
    // Team mode (TeamKeys.cpp): attachKey() on the operator's own connection `db`, and the key's
    // part of a write through the team's functions, in the write's transaction.
    void teamAttachKey(const QSqlDatabase &db, const StoreConfig &config, AuthResult &result,
                       const QString &passphrase, bool always, operators::OperatorKey *row);
    StoreResult<void> teamWriteKey(QSqlQuery &q, const Request &request, const KeyPlan &plan,
                                   const operators::Operator &after, const QString &now, const QString &what);
    StoreResult<operators::OperatorKey> teamVouch(const AuthenticatedOperator &actor, const QString &keyId,
                                                  const QString &what);
    StoreResult<operators::Operator> write(const Request &request);
    // Team mode: the write through the team's administration functions (TeamSignIn.cpp).
    StoreResult<operators::Operator> teamWrite(const Request &request, const QString &what);
    void rehash(const QString &id, const QString &passphrase, const QString &oldHash);
    QDateTime now() const;

    Store *const m_store;
    AuditLog *const m_log;
    operators::PassphraseHash::Parameters m_hashParameters;

    struct Attempts
    {
        int failures = 0;
        QDateTime lockedUntil;
    };
    QMutex m_attemptsMutex;
    QHash<QString, Attempts> m_attempts;
};

} // namespace paydesk::store
