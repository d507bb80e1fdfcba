// SPDX-License-Identifier: GPL-3.0-or-later
#include "FieldErrors.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

QJsonObject FieldErrors::toJson() const
{
    QJsonObject fields;
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it)
        fields.insert(it.key(), QJsonArray::fromStringList(it.value()));
    return QJsonObject {{u"fields"_s, fields}};
}

} // namespace paydesk::sandbox
