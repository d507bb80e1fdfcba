// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one administrator key this workstation trusts for a store: the root of every chain of
// vouches (KeyRecord.h). Kept outside the database, in the workstation's settings (group
// "trust", one entry per store: StoreConfig's identity, the SQLite file's path or the team
// database's host, port, database and schema), so that whoever can write the database cannot
// change it. It is kept the first time this workstation sees the store's root (a new single
// workstation when its first administrator is made; a workstation that joins a team, which shows
// the fingerprint to the person), and never replaced silently: a store whose root is another key
// is refused loudly (consider() says Changed; every payout is held until an administrator of this
// workstation decides, forget() being the deliberate way back).

#include "operators/KeyRecord.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace paydesk::operators {

class TrustAnchor
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::operators::TrustAnchor)
public:
    explicit TrustAnchor(QString storeIdentity);

    QString storeIdentity() const { return m_identity; }
    // The kept root key id; empty when none was kept yet.
    QString keptRoot() const;
    // The kept root's fingerprint (SigningKey::fingerprint()) and its operator, as kept with it.
    QString keptFingerprint() const;
    QString keptOperator() const;

    enum class Outcome {
        NoRoot, // the store has no root yet and nothing was kept: nothing kept now either
        Kept, // the store's root is the one kept
        KeptNow, // first sight: kept now (say so: show the fingerprint)
        Changed, // the store's root is another key, or none while one was kept (its keys were
                 // deleted): refused, the kept one stays
    };
    // Compares the store's root (SigningKeys::root()) with the kept one and keeps it at first sight.
    Outcome consider(const std::optional<OperatorKey> &storeRoot);
    // An administrator's deliberate reset on this workstation (the store was rebuilt).
    void forget();

private:
    QString m_identity;
};

} // namespace paydesk::operators
