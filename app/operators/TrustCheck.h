// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Whether this workstation trusts the administrator key of the store it opened (the root of
// every chain of vouches, operators/TrustAnchor.h), for the window to say so.
//
// check() reads the store's root (store::SigningKeys::root()) and its operator's name on the
// store's thread, and there asks the TrustAnchor of the store (StoreConfig::identity()) to
// consider it: kept at first sight, compared after. checked() then says the outcome on this
// object's thread, with the root's fingerprint (SigningKey::fingerprint(): the one a person
// compares with the one the administrator gave) and the name of the operator it belongs to:
//
//   NoRoot   the store has no administrator key yet (a new single workstation before its first
//            administrator): nothing kept, nothing to say
//   Kept     the root is the one this workstation kept: nothing to say
//   KeptNow  first sight: kept now. In a team the window names the administrator and the
//            fingerprint to compare ("This computer now trusts ...")
//   Changed  the store's root is not the one kept (or is gone): the window says so in a band that
//            stays, and the outbox processor holds every payout (its own check; SendCheck)
//
// AppContext calls check() once the store has opened (before the outbox processor starts, so that
// this check is the one that keeps a new root and the window hears KeptNow), and again when keys
// may have changed: someone signed in (the first administrator just set up), or in a team a key
// changed on any workstation (store::ChangeListener, table operator_keys). A check asked while
// one runs runs once more when it is done, and only its answer is said (a KeptNow of the first
// is said by it: never lost). Changed stays Changed until a check says otherwise:
// the window's band goes only when the store's root is the kept one again.

#include "core/ReadGuard.h"
#include "operators/TrustAnchor.h"

#include <QObject>
#include <QString>

namespace paydesk::store {
class Operators;
class Store;
} // namespace paydesk::store

namespace paydesk::operators {

class TrustCheck : public QObject
{
    Q_OBJECT
public:
    using Outcome = TrustAnchor::Outcome;

    // What one check found.
    struct Result
    {
        Outcome outcome = Outcome::NoRoot;
        QString fingerprint; // the store's root's (empty without one)
        QString operatorId; // its operator's login
        QString operatorName; // their name shown (the login when the name cannot be read)
        QString keptFingerprint; // the one this workstation kept (Changed: the other one)
        QString error; // the store could not be read (translated); the outcome is then NoRoot
    };

    // Both must outlive the checks posted (AppContext waits for the store's jobs).
    TrustCheck(store::Store *store, store::Operators *operators, QObject *parent = nullptr);

    void check();
    bool isChecking() const { return m_reads.isReading(); }
    // Whether a check ever came back, and what the last one found.
    bool hasChecked() const { return m_checked; }
    const Result &result() const { return m_result; }
    Outcome outcome() const { return m_result.outcome; }
    bool isChanged() const { return m_checked && m_result.outcome == Outcome::Changed; }

    // The words of the window (one place, so that the band, the message and the tests agree).
    static QString changedMessage();
    static QString keptNowMessage(const Result &result);

Q_SIGNALS:
    void checked(paydesk::operators::TrustAnchor::Outcome outcome, const QString &fingerprint,
                 const QString &operatorName);

private:
    store::Store *const m_store;
    store::Operators *const m_operators;
    ReadGuard m_reads;
    Result m_result;
    bool m_checked = false;
    bool m_keptNow = false; // a check whose answer was dropped kept the root now
};

} // namespace paydesk::operators
