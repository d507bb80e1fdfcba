// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A team of operators in an AppContext's store, for the tests of pages that need people: made
// with cheap scrypt parameters (the cost itself is tst_passphrasehash's).
//   ada   Ada Lovelace   viewer, administrator
//   mia   Mia Wanjiru    maker
//   abe   Abe Mensah     approver
//   cy    Cy Okello      approver
//   vic   Vic Achieng    viewer

#include "AppContext.h"
#include "operators/SignedIn.h"
#include "store/Operators.h"

#include <QString>

namespace paydesk::test {

struct TeamMember
{
    QString id;
    QString name;
    operators::Operator::Role role;
    QString passphrase;
};

inline const QList<TeamMember> &team()
{
    using namespace Qt::StringLiterals;
    using Role = operators::Operator::Role;
    static const QList<TeamMember> people {
        {u"mia"_s, u"Mia Wanjiru"_s, Role::Maker, u"mia-makes-payouts"_s},
        {u"abe"_s, u"Abe Mensah"_s, Role::Approver, u"abe-approves-them"_s},
        {u"cy"_s, u"Cy Okello"_s, Role::Approver, u"cy-second-approver"_s},
        {u"vic"_s, u"Vic Achieng"_s, Role::Viewer, u"vic-only-looks-on"_s},
    };
    return people;
}

inline QString passphraseOf(const QString &id)
{
    using namespace Qt::StringLiterals;
    if (id == u"ada")
        return u"ada-administers-all"_s;
    for (const TeamMember &m : team())
        if (m.id == id)
            return m.passphrase;
    return {};
}

// Blocking: call after the store opened (Store::open(), or QTRY on its state).
inline void addTeam(AppContext &context)
{
    using namespace Qt::StringLiterals;
    store::Operators &ops = context.operators();
    ops.setHashParameters({10, 8, 1});
    const auto first = ops.addFirstAdministrator(
        {u"ada"_s, u"Ada Lovelace"_s, operators::Operator::Role::Viewer, true}, passphraseOf(u"ada"_s));
    if (!first.ok())
        qFatal("the first administrator was not added: %s", qPrintable(first.error().toString()));
    const store::AuthResult ada = ops.authenticate(u"ada"_s, passphraseOf(u"ada"_s));
    if (!ada.ok())
        qFatal("ada cannot sign in");
    for (const TeamMember &m : team())
        if (!ops.add(*ada.authenticated, {m.id, m.name, m.role, false}, m.passphrase).ok())
            qFatal("%s was not added", qPrintable(m.id));
}

inline void signIn(AppContext &context, const QString &id)
{
    const store::AuthResult result = context.operators().authenticate(id, passphraseOf(id));
    if (!result.ok())
        qFatal("%s cannot sign in: %s", qPrintable(id), qPrintable(result.message()));
    context.signedIn().signIn(*result.authenticated);
}

} // namespace paydesk::test
