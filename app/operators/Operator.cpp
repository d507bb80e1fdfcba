// SPDX-License-Identifier: GPL-3.0-or-later
#include "operators/Operator.h"

using namespace Qt::StringLiterals;

namespace paydesk::operators {

QString Operator::roleKey(Role role)
{
    switch (role) {
    case Role::Maker:
        return u"MAKER"_s;
    case Role::Approver:
        return u"APPROVER"_s;
    case Role::Viewer:
        return u"VIEWER"_s;
    }
    Q_UNREACHABLE();
    return {};
}

std::optional<Operator::Role> Operator::roleFromKey(QStringView key)
{
    for (const Role role : {Role::Maker, Role::Approver, Role::Viewer}) {
        if (key == roleKey(role))
            return role;
    }
    return std::nullopt;
}

QString Operator::roleName(Role role)
{
    switch (role) {
    case Role::Maker:
        return tr("Maker");
    case Role::Approver:
        return tr("Approver");
    case Role::Viewer:
        return tr("Viewer");
    }
    Q_UNREACHABLE();
    return {};
}

bool Operator::isValidId(QStringView id)
{
    if (id.isEmpty() || id.size() > 32)
        return false;
    auto alnum = [](QChar c) { return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'); };
    if (!alnum(id.front()))
        return false;
    for (const QChar c : id) {
        if (!alnum(c) && c != u'.' && c != u'_' && c != u'-')
            return false;
    }
    return true;
}

bool Operator::isValidDisplayName(QStringView name)
{
    const QStringView trimmed = name.trimmed();
    if (trimmed.isEmpty() || trimmed.size() != name.size() || name.size() > 100)
        return false;
    for (const QChar c : name) {
        if (c.category() == QChar::Other_Control)
            return false;
    }
    return true;
}

bool Operator::isAcceptablePassphrase(const QString &passphrase)
{
    // Characters as a person counts them (code points, not UTF-16 units), without a copy.
    qsizetype length = 0;
    for (const QChar c : passphrase) {
        if (!c.isLowSurrogate())
            ++length;
    }
    return length >= minPassphraseLength && length <= maxPassphraseLength;
}

QJsonObject Operator::auditDetail() const
{
    return QJsonObject {
        {u"operator_id"_s, id},     {u"display_name"_s, displayName},
        {u"role"_s, roleKey(role)}, {u"administrator"_s, administrator},
        {u"disabled"_s, disabled},  {u"revision"_s, revision},
    };
}

} // namespace paydesk::operators
