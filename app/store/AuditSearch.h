// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the Audit log page's search asks of the log (AuditLog::search()): words, and a period.
//
// Words. Every word must match an entry (AND); a word matches when it is found in what is stored
// (the action key, the computer's user, the profile id, the detail's JSON text: references,
// custom ids, the service's payout ids, operator ids), or when the entry is about what a person
// reads for it: an action whose name in words contains the word (actionKeys), a profile whose
// name contains it (profileIds), an operator whose name contains it (operatorIds: found as a JSON
// string in the detail, "actor", "by", "maker", "operator_id"). The caller maps the words to those
// ids before the query (audit::AuditFilter), so that the statement compares ids and stored text
// only. Text is found case-insensitively (SqlDialect::containsText(): LIKE on SQLite, ILIKE on
// PostgreSQL), the LIKE wildcards of a word taken literally (SqlDialect::containsPattern()).
//
// Period. [from, to) in UTC (the page turns local days into it). An entry's time is the clock of
// the workstation that wrote it: in team mode the clocks of several computers, and an entry posted
// a moment before it is written, so times are not always in the order of the entries' numbers.
// The search finds the numbers of the period through the index on recorded_at (schema step 12)
// with a margin of `periodMargin` on each side: the first entry at or after `to + margin`
// bounds the numbers from above, and the last entry before `from - margin` from below. Every entry
// of the period lies between, provided no entry's time is earlier than an older entry's by more
// than the margin (a clock wrong by more than a day); within those numbers each entry's time is
// compared exactly. A clock wrong by more than that can hide an entry from a search by date (it
// stays in the list without a date, in the export, and in verification).
//
// Each statement walks the primary key down from a number (seq < :before ORDER BY seq DESC
// LIMIT n), bounded below too (seq > :floor): never a scan without that bound.

#include "store/AuditEntry.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <chrono>

namespace paydesk::store {

struct AuditSearch
{
    struct Word
    {
        QString text; // as typed
        QStringList actionKeys; // actions whose name in words contains it
        QStringList profileIds; // profiles whose name contains it
        QStringList operatorIds; // operators whose name contains it
    };

    QList<Word> words;
    QDateTime from; // UTC, included; invalid: no lower bound
    QDateTime to; // UTC, excluded; invalid: no upper bound

    bool hasPeriod() const { return from.isValid() || to.isValid(); }
    bool isEmpty() const { return words.isEmpty() && !hasPeriod(); }

    // How far entries' times may be out of the order of their numbers (see above).
    static constexpr std::chrono::hours periodMargin {24};
    // The most numbers of the log one statement of a search reads (AuditLog::search()).
    static constexpr qint64 window = 20000;
    // Words of a search text: split at spaces, each at most 100 characters, at most 8 words.
    static QStringList wordsOf(const QString &text);
};

// A page of a search: its entries, newest first, and where the next page starts.
struct AuditSearchPage
{
    QList<AuditEntry> entries;
    qint64 nextBefore = 0; // entries below this number may match still; 0: none are left
    qint64 top = 0; // the newest number the statement looked at (entries above it came later)
};

} // namespace paydesk::store
