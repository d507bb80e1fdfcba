// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

namespace paydesk::sandbox {

// The failing fields of a request, by dotted path ("amount.value", "payment_account.holder.name"),
// each with its messages. Becomes errors.fields of a 422 VALIDATION_FAILED answer.
class FieldErrors
{
public:
    void add(const QString &path, const QString &message) { m_fields[path].append(message); }
    bool isEmpty() const { return m_fields.isEmpty(); }
    bool has(const QString &path) const { return m_fields.contains(path); }
    QStringList paths() const { return m_fields.keys(); }
    QStringList messages(const QString &path) const { return m_fields.value(path); }
    // {"fields": {"a.b": ["..."]}}
    QJsonObject toJson() const;

private:
    QMap<QString, QStringList> m_fields;
};

} // namespace paydesk::sandbox
