// SPDX-License-Identifier: GPL-3.0-or-later
#include "payouts/SavedSender.h"

using namespace Qt::StringLiterals;

namespace paydesk::payouts {

namespace {

void flatten(const QJsonObject &object, const QString &prefix, QHash<QString, QString> &into)
{
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        const QString path = prefix + u'.' + it.key();
        if (it.value().isObject())
            flatten(it.value().toObject(), path, into);
        else if (it.value().isString())
            into.insert(path, it.value().toString());
    }
}

} // namespace

QString SavedSender::label(const QJsonObject &sender)
{
    const QJsonObject address = sender.value(u"address"_s).toObject();
    QStringList where {address.value(u"city"_s).toString(), address.value(u"country"_s).toString()};
    where.removeAll(QString());
    const QString name = sender.value(u"name"_s).toString();
    return where.isEmpty() ? name : tr("%1 (%2)").arg(name, where.join(u", "_s));
}

QHash<QString, QString> SavedSender::formValues(const QJsonObject &sender)
{
    QHash<QString, QString> values;
    flatten(sender, u"sender"_s, values);
    return values;
}

bool SavedSender::wanted(const PayoutDraftForm &form, const QStringList &paths)
{
    if (!form.isRequired(u"sender.name"_s))
        return false;
    for (const QString &path : paths) {
        if (path.startsWith(u"sender.") && !form.value(path).isEmpty())
            return false;
    }
    return true;
}

} // namespace paydesk::payouts
