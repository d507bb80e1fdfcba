// SPDX-License-Identifier: GPL-3.0-or-later
#include "payouts/StoredServiceError.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace paydesk::payouts {

StoredServiceError StoredServiceError::parse(const QString &lastError)
{
    StoredServiceError e;
    if (lastError.isEmpty())
        return e;
    const QJsonObject error = QJsonDocument::fromJson(lastError.toUtf8()).object();
    e.status = error.value(u"status"_s).toInt();
    e.code = error.value(u"code"_s).toString();
    const QJsonObject reasons = error.value(u"reasons"_s).toObject();
    e.message = reasons.value(u"message"_s).toString();
    const QJsonObject fields = reasons.value(u"fields"_s).toObject();
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        QStringList messages;
        for (const QJsonValue &m : it.value().toArray())
            messages.append(m.toString());
        e.fields.insert(it.key(), messages);
    }
    return e;
}

QString StoredServiceError::listText() const
{
    return message.isEmpty() ? tr("Refused by the service") : tr("Refused by the service: %1").arg(message);
}

QString StoredServiceError::returnedText(const PayoutDraft &draft)
{
    const StoredServiceError refusal = of(draft);
    if (!refusal.message.isEmpty())
        return tr("The service refused this payout: %1").arg(refusal.message);
    if (draft.progress.returnedReason.isEmpty())
        return {};
    return draft.progress.returnedBy.isEmpty()
        ? draft.progress.returnedReason
        : tr("Rejected by %1: %2").arg(draft.progress.returnedBy, draft.progress.returnedReason);
}

} // namespace paydesk::payouts
