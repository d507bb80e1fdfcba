// SPDX-License-Identifier: GPL-3.0-or-later
#include "payouts/SavedLookup.h"

namespace paydesk::payouts {

QString SavedLookup::text(const payouts::PayoutDraft::Content &content)
{
    return text(content.lookup, content.registeredName);
}

QString SavedLookup::text(payouts::PayoutDraft::Lookup lookup, const QString &name)
{
    using Lookup = payouts::PayoutDraft::Lookup;
    switch (lookup) {
    case Lookup::Match:
        return tr("Registered to %1: matches the holder name.").arg(name);
    case Lookup::CloseMatch:
        return tr("Registered to %1: close to the holder name, not the same.").arg(name);
    case Lookup::NoMatch:
        return tr("Registered to %1: does NOT match the holder name.").arg(name);
    case Lookup::NotFound:
        return tr("The service knew no such account.");
    case Lookup::Unavailable:
        return tr("The holder's name could not be checked.");
    case Lookup::NotOffered:
        return tr("No name check exists for this kind of account.");
    case Lookup::None:
        break;
    }
    return tr("No check was made.");
}

} // namespace paydesk::payouts
