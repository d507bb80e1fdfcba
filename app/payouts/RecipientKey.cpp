// SPDX-License-Identifier: GPL-3.0-or-later
#include "payouts/RecipientKey.h"

using namespace Qt::StringLiterals;

namespace paydesk::payouts {

QString recipientKeyOf(const QJsonObject &body)
{
    if (const QString id = body.value(u"payment_account_id"_s).toString(); !id.isEmpty())
        return id;
    const QJsonObject account = body.value(u"payment_account"_s).toObject();
    if (account.isEmpty())
        return {};
    const QString type = account.value(u"type"_s).toString();
    // The number of whichever kind of account it is.
    for (const QString &kind : {u"mobile_money"_s, u"bank_account"_s, u"bank_account_route"_s, u"alias"_s}) {
        const QJsonObject inner = account.value(kind).toObject();
        for (const QString &field : {u"number"_s, u"identifier"_s})
            if (const QString number = inner.value(field).toString(); !number.isEmpty())
                return u"new:%1:%2"_s.arg(type, number);
    }
    return {};
}

} // namespace paydesk::payouts
