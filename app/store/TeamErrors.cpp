// SPDX-License-Identifier: GPL-3.0-or-later
// StoreError::teamRefusal(): the refusals of a team database's functions (SQLSTATE PD0xx, raised by
// the functions that `paydesk-cli team init` makes), each a kind and a sentence for a person.
#include "store/StoreError.h"

using namespace Qt::StringLiterals;

namespace paydesk::store {

StoreError StoreError::teamRefusal(const QString &code, const QString &reason, const QString &what)
{
    Kind kind = Kind::NotAllowed;
    QString why;
    const int number = code.mid(2).toInt();
    switch (number) {
    case 1:
        why = tr("You are not an operator of this team, or your operator is disabled. Ask an administrator "
                 "of the team.");
        break;
    case 2:
        why = tr("Your role in the team does not allow this.");
        break;
    case 3:
        why = tr("Only the operator who drafted a payout changes, submits or withdraws it.");
        break;
    case 4:
        why = tr("You drafted this payout or approved it already: this approval must be someone else's.");
        break;
    case 5:
        kind = Kind::Conflict;
        why = tr("This is not in a state that allows this step any more (another window or workstation "
                 "moved it on): look at it again.");
        break;
    case 6:
        kind = Kind::Conflict;
        why = tr("This was changed meanwhile (another window or workstation): look at it again.");
        break;
    case 7:
        kind = Kind::NotFound;
        why = tr("It is no longer in the team database.");
        break;
    case 8:
        why = tr("An approval is taken with the password typed for it: type your password again to approve.");
        break;
    case 9:
        kind = Kind::Conflict;
        why = tr("Another Paydesk is working on this payout now.");
        break;
    case 10:
        kind = Kind::Conflict;
        why = tr("The team's last active administrator cannot be disabled or lose the administrator role.");
        break;
    case 11:
        kind = Kind::InvalidData;
        why = tr("The team database refused a value (%1).").arg(reason);
        break;
    default:
        kind = Kind::Failed;
        why = tr("The team database refused this (%1).").arg(reason);
        break;
    }
    return StoreError(kind, what.isEmpty() ? why : what + u' ' + why, code + u": "_s + reason);
}

} // namespace paydesk::store
