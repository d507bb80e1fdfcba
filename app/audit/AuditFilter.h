// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the Audit log page filters the log by: words typed and a period of local days. It becomes
// the store's search (store::AuditSearch) with the words a person reads mapped to what is stored:
// an action whose name in words contains a word ("approved" finds "approval.granted", "Payout
// approved"), a profile whose name contains it (its id), an operator whose name contains it (its
// id, which the entries' detail names). The stored text itself (keys, the computer's user,
// profile ids, references, custom ids, the service's payout ids) is searched as it is.

#include "store/AuditSearch.h"

#include <QDate>
#include <QHash>
#include <QLocale>
#include <QString>
#include <QTimeZone>

namespace paydesk::audit {

struct AuditFilter
{
    QString text; // words, each to be found (AND)
    QDate from; // the first local day shown; invalid: from the start
    QDate to; // the last local day shown (included); invalid: to the newest

    bool hasWords() const { return !store::AuditSearch::wordsOf(text).isEmpty(); }
    bool hasPeriod() const { return from.isValid() || to.isValid(); }
    bool isEmpty() const { return !hasWords() && !hasPeriod(); }
    bool operator==(const AuditFilter &other) const = default;

    // The search: the words with the ids of the actions, profiles (`profiles`: id -> name) and
    // operators (`operators`: id -> name) whose names contain them, the days as UTC times of
    // `zone` (midnight of `from` to midnight after `to`). Names are compared without case.
    store::AuditSearch toSearch(const QHash<QString, QString> &profiles,
                                const QHash<QString, QString> &operators,
                                const QTimeZone &zone = QTimeZone::systemTimeZone()) const;
    // The filter in words, for the page: "“abe”, 1 Nov 2026 to 26 Nov 2026"; empty when none.
    QString description(const QLocale &locale = {}) const;
};

} // namespace paydesk::audit
