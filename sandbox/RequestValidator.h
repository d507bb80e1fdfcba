// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FieldErrors.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <functional>
#include <optional>

namespace paydesk::sandbox {

// What the validator needs to know of the service's state. Each function answers an empty
// string when the thing does not exist.
struct ValidationContext
{
    std::function<QString(const QString &bankId)> bankCountry;
    std::function<QString(const QString &paymentAccountId)> paymentAccountCountry;
    // The stored account as it was created (type, country, mobile_money.operator, ...).
    std::function<QJsonObject(const QString &paymentAccountId)> paymentAccount;
    std::function<QString(const QString &walletId)> walletCurrency;
    std::function<bool(const QString &currency)> hasWalletInCurrency;
    std::function<bool(const QString &customId)> payoutCustomIdTaken;
    std::function<bool(const QString &customId)> payinCustomIdTaken;
    QDate today = QDateTime::currentDateTimeUtc().date(); // the service's day
};

// Validation of every rule of the specification and decisions.md. Each function adds every
// failing field at once to `errors`, by dotted path (with `prefix` in front for an embedded
// object, e.g. "payment_account.").
class RequestValidator
{
public:
    explicit RequestValidator(ValidationContext context);

    void paymentAccount(const QJsonObject &account, const QString &prefix, FieldErrors &errors) const;
    void payout(const QJsonObject &body, FieldErrors &errors) const;
    void payin(const QJsonObject &body, FieldErrors &errors) const;
    struct Period
    {
        QDateTime from;
        QDateTime to;
    };
    // The period read once: what the statement is made for when the body is valid.
    std::optional<Period> statement(const QJsonObject &body, FieldErrors &errors) const;
    // GET /lookups/{accountNumber}?payment_account_type=&operator=&bank_id=
    void lookup(const QString &accountNumber, const QString &type, const QString &op, const QString &bankId,
                FieldErrors &errors) const;
    // paging_limit (default 10 when empty) into *limit; errors on "paging_limit".
    static void pagingLimit(const QString &text, int *limit, FieldErrors &errors);
    // created_at_from / created_at_to: a yyyy-mm-dd date (from: 00:00:00 UTC, to: 23:59:59 UTC)
    // or an RFC 3339 timestamp with offset. nullopt when malformed.
    static std::optional<QDateTime> parseQueryTime(const QString &text, bool endOfDay);
    // Statement period bound: a date (midnight UTC) or RFC 3339 with minutes and seconds 00.
    static std::optional<QDateTime> parsePeriodBound(const QString &text, QString *why);
    static bool isValidIdempotencyKey(const QByteArray &key);
    // The pattern of holder.name, checked in linear time; the 200-character limit is separate.
    static bool isValidHolderName(const QString &name);

    // The country of the recipient of a payout/payin body (embedded account or stored one).
    QString recipientCountry(const QJsonObject &body) const;
    // The recipient's account of a payout/payin body (embedded or stored); empty when unknown.
    QJsonObject recipientAccount(const QJsonObject &body) const;

private:
    ValidationContext m_ctx;
};

} // namespace paydesk::sandbox
