// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// bench_store_scale's store: years of a treasury team's payouts in Paydesk's own canonical form.
//
// One row of each kind is made through Paydesk's code (PayoutDrafts, ApprovalDesk, OutboxStore's
// claim and marks, PayoutFollowStore::record), the store's clock set years back: its columns and
// its audit entries are what Paydesk writes. Every other row is a copy of one of them, with its
// own id, idempotency key, custom_id, recipient, amount, pyt- id and times (every time in a column
// or an entry moved by the same amount), and so is each of its audit entries: the detail's texts
// replaced the same way, so the detail stays canonical JSON (CanonicalJson) and body_sha256 is the
// copy's body's. The entries of all rows are put in time order, numbered on from the log's head
// and chained with AuditEntry::computeHash(); the head is written with them, in one transaction
// with the rows: the chain verifies whole (checked by --self-test with AuditLog::verify()).
//
// The mix, for N rows: 10% AWAITING_APPROVAL (the last 3 days), 4% DRAFT, 2% EXPIRED, and sent:
// 0.5% APPROVED, 0.1% SUBMITTING (a lease long expired), 10% UNCERTAIN, 2% REJECTED, 3% ACCEPTED
// and not settled (PENDING: at most 200 due now, the others in 10-60 min), and the rest ACCEPTED
// and settled (95% SENT, 5% FAILED). Waiting, drafts, APPROVED, SUBMITTING and unsettled rows are
// of the last 14 days; the rest are spread over the three years before. Audit entries past the
// rows' own (about 6 a row) are "draft.opened" entries of the rows (a draft reopened before it was
// submitted); when the rows' own are more than asked, the oldest are left out (the log holds the
// newest).

#include <QString>

#include <functional>

namespace paydesk::bench {

struct FillOptions
{
    QString file; // the SQLite file to fill (made)
    int outbox = 100000;
    int audit = 1000000;
    std::function<void(const QString &)> progress; // a line for stderr
};

struct FillResult
{
    bool ok = false;
    QString error;
    int rows = 0; // outbox rows in the store
    qint64 entries = 0; // audit entries in the store
    double seconds = 0;
};

// The profile every row belongs to (the Local sandbox profile: F's session is one of it).
QString scaleProfileId();

FillResult fillStore(const FillOptions &options);

} // namespace paydesk::bench
