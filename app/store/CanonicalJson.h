// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One text for one JSON value, so that a hash over it means one thing (the audit log's detail).
//
// The form is that of RFC 8785 (JSON Canonicalization Scheme) for the values Paydesk writes: no
// white space; object members sorted by their names' UTF-16 code units; strings in UTF-8 with
// only '"', '\' and the control characters escaped (\b \f \n \r \t, else \u00xx in lower-case
// hex); true, false, null; numbers only as integers within ±(2^53 − 1), written in decimal
// without a sign for zero. A number with a fraction is refused: amounts are decimal strings in
// Paydesk, and a double has no one text.

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace paydesk::store {

class CanonicalJson
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::store::CanonicalJson)
public:
    static constexpr qint64 maxSafeInteger = (qint64(1) << 53) - 1;

    // nullopt with *why (translated) for a value that has no canonical form.
    static std::optional<QByteArray> serialize(const QJsonValue &value, QString *why = nullptr);
    static std::optional<QByteArray> serialize(const QJsonObject &object, QString *why = nullptr)
    {
        return serialize(QJsonValue(object), why);
    }
};

} // namespace paydesk::store
