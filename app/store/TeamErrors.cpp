// SPDX-License-Identifier: GPL-3.0-or-later
// StoreError::teamRefusal() and teamKind(): the refusals of a team database's functions (SQLSTATE
// PD0xx, raised by the functions that `paydesk-cli team init` makes), each a kind and a sentence
// for a person, in one table (TeamSchema::kindOf() reads it too).
#include "store/StoreError.h"

#include <iterator>

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace {

struct Refusal
{
    const char16_t *code;
    StoreError::Kind kind;
    const char *sentence; // translated in StoreError's context; PD011's takes the server's words
};

using Kind = StoreError::Kind;
constexpr Refusal refusals[] = {
    {u"PD001", Kind::NotAllowed,
     QT_TRANSLATE_NOOP("paydesk::store::StoreError",
                       "You are not an operator of this team, or your operator is "
                       "disabled. Ask an administrator of the team.")},
    {u"PD002", Kind::NotAllowed,
     QT_TRANSLATE_NOOP("paydesk::store::StoreError", "Your role in the team does not allow this.")},
    {u"PD003", Kind::NotAllowed,
     QT_TRANSLATE_NOOP("paydesk::store::StoreError",
                       "Only the operator who drafted a payout changes, submits or withdraws it.")},
    {u"PD004", Kind::NotAllowed,
     QT_TRANSLATE_NOOP(
         "paydesk::store::StoreError",
         "You drafted this payout or approved it already: this approval must be someone else's.")},
    {u"PD005", Kind::Conflict,
     QT_TRANSLATE_NOOP("paydesk::store::StoreError",
                       "This is not in a state that allows this step any more (another window or workstation "
                       "moved it on): look at it again.")},
    {u"PD006", Kind::Conflict,
     QT_TRANSLATE_NOOP("paydesk::store::StoreError",
                       "This was changed meanwhile (another window or workstation): look at it again.")},
    {u"PD007", Kind::NotFound,
     QT_TRANSLATE_NOOP("paydesk::store::StoreError", "It is no longer in the team database.")},
    {u"PD008", Kind::NotAllowed,
     QT_TRANSLATE_NOOP(
         "paydesk::store::StoreError",
         "An approval is taken with the password typed for it: type your password again to approve.")},
    {u"PD009", Kind::Conflict,
     QT_TRANSLATE_NOOP("paydesk::store::StoreError", "Another Paydesk is working on this payout now.")},
    {u"PD010", Kind::Conflict,
     QT_TRANSLATE_NOOP(
         "paydesk::store::StoreError",
         "The team's last active administrator cannot be disabled or lose the administrator role.")},
    {u"PD011", Kind::InvalidData,
     QT_TRANSLATE_NOOP("paydesk::store::StoreError", "The team database refused a value (%1).")},
};

const Refusal *refusalOf(const QString &code)
{
    for (const Refusal &r : refusals) {
        if (code == QStringView(r.code))
            return &r;
    }
    return nullptr;
}

} // namespace

StoreError::Kind StoreError::teamKind(const QString &code)
{
    const Refusal *r = refusalOf(code);
    return r ? r->kind : Kind::None;
}

StoreError StoreError::teamRefusal(const QString &code, const QString &reason, const QString &what)
{
    Kind kind = Kind::Failed;
    QString why;
    if (const Refusal *r = refusalOf(code)) {
        kind = r->kind;
        why = tr(r->sentence);
        if (kind == Kind::InvalidData)
            why = why.arg(reason);
    } else {
        why = tr("The team database refused this (%1).").arg(reason);
    }
    return StoreError(kind, what.isEmpty() ? why : what + u' ' + why, code + u": "_s + reason);
}

} // namespace paydesk::store
