// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An audit entry in words for a person: a sentence that names people by their names and payouts
// by their amount, recipient and reference ("Ben Okello approved KES 1,500.50 to Wanjiru Kamau
// (PD-20261126-PGZ7J0RQ)"), and the entry's fields for a detail panel ("Reason", "Amount",
// "Service's id"...). What the log stores is unchanged (its stable action keys and JSON detail,
// which the CSV export keeps): these are readings of it, made with what the reader knows of the
// names (AuditNames), and made again when a name changes.
//
// A key of a newer Paydesk, or a detail this one does not know, still reads: its description as
// the key, and the detail's own fields.

#include "domain/Money.h"
#include "store/AuditEntry.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QLocale>
#include <QString>

#include <utility>

namespace paydesk::audit {

// A payout an entry is about, as the outbox has it (by its outbox id).
struct AuditSubject
{
    Money amount;
    QString recipient; // the holder's name
    QString customId;
    QString maker; // operator id
};

// What a reader knows of the names an entry refers to by id.
struct AuditNames
{
    QHash<QString, QString> operators; // operator id -> display name
    QHash<QString, QString> profiles; // profile id -> name
    QHash<QString, AuditSubject> payouts; // outbox id -> the payout

    QString operatorName(const QString &id) const; // the id itself when unknown
};

class AuditText
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::audit::AuditText)
public:
    // The operator the entry names as having done it (detail "actor", "by", or the maker of a
    // draft), as an id; empty for what Paydesk did by itself (a submission, a state followed).
    static QString actorId(const store::AuditEntry &entry);
    // Who did it, in words: the operator's name, or "Paydesk" for what it did by itself, or the
    // computer's user for an entry made before there were operators.
    static QString who(const store::AuditEntry &entry, const AuditNames &names);
    // The outbox id of the payout the entry is about; empty when none.
    static QString subjectId(const store::AuditEntry &entry);

    static QString sentence(const store::AuditEntry &entry, const AuditNames &names, const QLocale &locale);
    // Label and value, in the order a person reads them; the stable key and the hashes last.
    static QList<std::pair<QString, QString>> fields(const store::AuditEntry &entry, const AuditNames &names,
                                                     const QLocale &locale);

    // The recipient's name out of a draft's request body or list summary.
    static QString recipientName(const QJsonObject &requestBody, const QString &summary);
};

} // namespace paydesk::audit
