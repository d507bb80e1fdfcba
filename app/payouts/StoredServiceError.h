// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The service's refusal of a payout as the outbox keeps it, read in one place for every page that
// shows it (New payout puts it back on the form's fields, Approvals and the drafts list say it in a
// line). The outbox stores it as JSON text in PayoutDraft::Progress::lastError when the service
// refused the payout (outbox::OutboxStore::markRejected()):
//   {"status": 422, "code": "...", "reasons": {"message": "...", "fields": {"amount.value": ["..."]}}}
// Anything else there (an uncertain payout's {"reason", "error"}, empty text, text that is not
// JSON) reads as no refusal: isRefusal() false, no message, no fields.
//
// Use:
//   const auto refusal = payouts::StoredServiceError::of(draft);
//   form->applyServiceErrors(refusal.fields);          // the reasons on the fields they name
//   label->setText(refusal.listText());                // "Refused by the service: ..."
//   summary->setText(StoredServiceError::returnedText(draft)); // the service's or an approver's reason

#include "payouts/PayoutDraft.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

namespace paydesk::payouts {

class StoredServiceError
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::payouts::StoredServiceError)
public:
    // Reads the stored JSON text (lastError); never fails: what cannot be read is left empty.
    static StoredServiceError parse(const QString &lastError);
    static StoredServiceError of(const PayoutDraft &draft) { return parse(draft.progress.lastError); }

    int status = 0; // the HTTP status of the refusal (422, 402), 0 when unknown
    QString code; // the service's code, as it gave it
    QString message; // reasons.message: the service's sentence, empty when it gave none
    QMap<QString, QStringList> fields; // reasons.fields: the messages by the path of the field

    // A refusal was stored (a status, a code, a message or a field's reason).
    bool isRefusal() const
    {
        return status != 0 || !code.isEmpty() || !message.isEmpty() || !fields.isEmpty();
    }

    // In a list of payouts: "Refused by the service" and its message when it gave one.
    QString listText() const;
    // Above the form of a draft returned to its maker: the service's message ("The service refused
    // this payout: ..."), else the approver's reason ("Rejected by cy: ...", or the reason alone
    // when nobody is named); empty when the draft was not returned.
    static QString returnedText(const PayoutDraft &draft);
};

} // namespace paydesk::payouts
