// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The people of a desk test that builds its own Store and store::Operators (the New payout
// workflow's and the drafts list's tests): ada, the first administrator (a viewer), then the
// makers and approvers given, each with the passphrase deskPassphrase(id). Blocking: call after
// the store opened; a failure ends the test run (qFatal), as nothing after it could mean anything.

#include "operators/Operator.h"
#include "store/Operators.h"

#include <QList>
#include <QString>

namespace paydesk::test {

inline QString deskPassphrase(const QString &id)
{
    return id + QStringLiteral("-passphrase-long-enough");
}

struct DeskPerson
{
    QString id;
    QString name;
    operators::Operator::Role role;
};

inline void addDeskTeam(store::Operators &operators, const QList<DeskPerson> &people)
{
    const QString admin = QStringLiteral("ada");
    if (!operators
             .addFirstAdministrator(
                 {admin, QStringLiteral("Ada Lovelace"), operators::Operator::Role::Viewer, false},
                 deskPassphrase(admin))
             .ok())
        qFatal("first administrator");
    const store::AuthResult ada = operators.authenticate(admin, deskPassphrase(admin));
    if (!ada.authenticated)
        qFatal("first administrator's sign-in");
    for (const DeskPerson &p : people)
        if (!operators.add(*ada.authenticated, {p.id, p.name, p.role, false}, deskPassphrase(p.id)).ok())
            qFatal("add %s", qPrintable(p.id));
}

} // namespace paydesk::test
