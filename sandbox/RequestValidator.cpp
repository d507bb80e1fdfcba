// SPDX-License-Identifier: GPL-3.0-or-later
// The request validator: a payout's and a payin's amount, recipient, wallet and custom_id, a
// statement's period, a lookup's parameters, and the small checks of the HTTP layer (paging limit,
// query times, idempotency keys). The rules of a payment account are in AccountRules, those of a
// payout's sender in SenderRules, the timestamps of RFC 3339 in Rfc3339Timestamp.
#include "RequestValidator.h"

#include "AccountRules.h"
#include "Amount.h"
#include "Rfc3339Timestamp.h"
#include "SenderRules.h"
#include "ValidationSupport.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

using namespace validation;

namespace {

const QStringList &currencyCodes()
{
    static const QStringList codes = [] {
        QStringList out;
        for (const spec::CurrencyInfo &c : spec::currencies())
            out << QString::fromLatin1(c.code);
        return out;
    }();
    return codes;
}

// --- payouts and payins -----------------------------------------------------------------------

enum class Flow { Payout, Payin };

struct Transfer
{
    QString currency; // empty unless a known currency
    QString recipientCountry; // as recipientCountry() answers
};

// "250000.00" -> "250,000.00"
QString grouped(const QString &wire)
{
    QString out = wire;
    qsizetype point = out.indexOf(u'.');
    if (point < 0)
        point = out.size();
    for (qsizetype i = point - 3; i > 0; i -= 3)
        out.insert(i, u',');
    return out;
}

QString accountTypeWords(QStringView type)
{
    if (type == u"MOBILE_MONEY")
        return u"mobile money"_s;
    if (type == u"BANK_ACCOUNT")
        return u"a bank account"_s;
    return type.toString();
}

// decisions.md: the minimum of the country and the maximum of its account type (and operator).
void amountLimit(const FieldReader &body, const QJsonObject &account, const QString &value,
                 const QString &currency)
{
    const QString country = account.value(u"country").toString();
    const QString type = account.value(u"type").toString();
    const QString op = account.value(u"mobile_money").toObject().value(u"operator").toString();
    const std::optional<spec::PayoutLimit> limit = spec::payoutLimit(country, type, op);
    if (!limit || currency != QLatin1StringView(limit->currency))
        return;
    const std::optional<Amount> amount = Amount::parse(value, currency, nullptr);
    const std::optional<Amount> minimum
        = Amount::parse(QString::fromLatin1(limit->minimum), currency, nullptr);
    std::optional<Amount> maximum;
    if (limit->maximum)
        maximum = Amount::parse(QString::fromLatin1(limit->maximum), currency, nullptr);
    if (!amount || !minimum || (limit->maximum && !maximum))
        return;
    if (amount->minor >= minimum->minor && (!maximum || amount->minor <= maximum->minor))
        return;
    const spec::CountryInfo *info = spec::country(country);
    const QString where = info ? QString::fromUtf8(info->name) : country;
    QString what = accountTypeWords(type);
    if (maximum && type == u"MOBILE_MONEY" && !op.isEmpty() && country == u"RW")
        what = op + u' ' + what;
    if (maximum)
        body.add(u"amount.value"_s,
                 u"must be between %1 and %2 %3 for %4 in %5"_s.arg(
                     grouped(minimum->toWire()), grouped(maximum->toWire()), currency, what, where));
    else
        body.add(u"amount.value"_s,
                 u"must be at least %1 %2 in %3"_s.arg(grouped(minimum->toWire()), currency, where));
}

void amountValue(const FieldReader &amount, const QString &value, const QString &currency)
{
    if (currency.isEmpty()) {
        // Without a currency only the shape and the sign can be checked.
        static const QRegularExpression decimal = FieldReader::anchored(u"-?[0-9]+(\\.[0-9]+)?"_s);
        static const QRegularExpression zero = FieldReader::anchored(u"[0.]*"_s);
        if (!FieldReader::matches(decimal, value))
            amount.add(u"value", u"must be a decimal number like 1500.50"_s);
        else if (value.startsWith(u'-') || FieldReader::matches(zero, value))
            amount.add(u"value", u"must be greater than zero"_s);
        return;
    }
    QString why;
    const std::optional<Amount> parsed = Amount::parse(value, currency, &why);
    if (!parsed)
        amount.add(u"value", why);
    else if (parsed->minor <= 0)
        amount.add(u"value", u"must be greater than zero"_s);
}

// amount, payment_account_id / payment_account, wallet_id and custom_id.
Transfer transfer(const RequestValidator &validator, const ValidationContext &ctx, const QJsonObject &body,
                  Flow flow, FieldErrors &errors)
{
    const FieldReader in(body, QString(), errors);
    Transfer result;

    if (const std::optional<QJsonObject> object = in.object(u"amount", Need::Required)) {
        const FieldReader amount = in.child(u"amount", *object);
        if (const std::optional<QString> currency = amount.string(u"currency", Need::Required)) {
            if (spec::currency(*currency))
                result.currency = *currency;
            else
                amount.add(u"currency", FieldReader::oneOfMessage(currencyCodes()));
        }
        if (const std::optional<QString> value = amount.string(u"value", Need::Required))
            amountValue(amount, *value, result.currency);
    }

    const bool hasId = isGiven(body, u"payment_account_id");
    const bool hasAccount = isGiven(body, u"payment_account");
    if (hasId == hasAccount) {
        const QString message = hasId ? u"give either payment_account_id or payment_account, not both"_s
                                      : u"one of payment_account_id or payment_account is required"_s;
        in.add(u"payment_account_id", message);
        in.add(u"payment_account", message);
    }
    if (hasId) {
        const std::optional<QString> id = in.string(u"payment_account_id", Need::Required);
        if (id && ask(ctx.paymentAccountCountry, *id).isEmpty())
            in.add(u"payment_account_id", u"must be the id of an existing payment account"_s);
    }
    if (hasAccount) {
        if (const std::optional<QJsonObject> account = in.object(u"payment_account", Need::Required))
            validator.paymentAccount(*account, u"payment_account."_s, errors);
    }

    result.recipientCountry = validator.recipientCountry(body);
    const spec::CountryInfo *country = spec::country(result.recipientCountry);
    if (!result.currency.isEmpty() && country && result.currency != QLatin1StringView(country->currency)) {
        const QString who = flow == Flow::Payout ? u"a recipient"_s : u"a payer"_s;
        in.add(u"amount.currency",
               u"must be %1 for %2 in %3"_s.arg(QString::fromLatin1(country->currency), who,
                                                result.recipientCountry));
    } else if (flow == Flow::Payout && !result.currency.isEmpty() && !errors.has(u"amount.value"_s)) {
        const QString value = body.value(u"amount").toObject().value(u"value").toString();
        amountLimit(in, validator.recipientAccount(body), value, result.currency);
    }

    if (in.has(u"wallet_id")) {
        if (const std::optional<QString> walletId = in.string(u"wallet_id", Need::Optional)) {
            const QString walletCurrency = ask(ctx.walletCurrency, *walletId);
            if (walletCurrency.isEmpty())
                in.add(u"wallet_id", u"must be the id of an existing wallet"_s);
            else if (!result.currency.isEmpty() && walletCurrency != result.currency)
                in.add(u"wallet_id",
                       u"must be a wallet in %1 (this one is in %2)"_s.arg(result.currency, walletCurrency));
        }
    } else if (!result.currency.isEmpty() && !askBool(ctx.hasWalletInCurrency, result.currency)) {
        in.add(u"wallet_id", u"no wallet in %1"_s.arg(result.currency));
    }

    if (const std::optional<QString> customId = in.string(u"custom_id", Need::Optional)) {
        static const QRegularExpression pattern
            = FieldReader::anchored(QString::fromLatin1(spec::limits::customIdPattern));
        const bool taken = flow == Flow::Payout ? askBool(ctx.payoutCustomIdTaken, *customId)
                                                : askBool(ctx.payinCustomIdTaken, *customId);
        if (!FieldReader::matches(pattern, *customId))
            in.add(u"custom_id",
                   u"must be 1 to %1 letters, digits, '-' or '_'"_s.arg(spec::limits::customIdMaxLength));
        else if (taken)
            in.add(u"custom_id",
                   flow == Flow::Payout ? u"is already used by another payout"_s
                                        : u"is already used by another payin"_s);
    }
    return result;
}

} // namespace

RequestValidator::RequestValidator(ValidationContext context)
    : m_ctx(std::move(context))
{ }
void RequestValidator::paymentAccount(const QJsonObject &account, const QString &prefix,
                                      FieldErrors &errors) const
{
    validation::paymentAccount(FieldReader(account, prefix, errors), m_ctx);
}

void RequestValidator::payout(const QJsonObject &body, FieldErrors &errors) const
{
    const Transfer info = transfer(*this, m_ctx, body, Flow::Payout, errors);
    const FieldReader in(body, QString(), errors);
    onBehalfOf(in);
    if (spec::purposeRequired(info.recipientCountry) && !in.has(u"purpose"))
        in.add(u"purpose", u"is required for a recipient in %1"_s.arg(info.recipientCountry));
    else
        in.oneOf(u"purpose", codesOf<spec::purposes>(), Need::Optional);
    sender(in, m_ctx.today);
    requiredSender(in, info.recipientCountry, errors);
}

void RequestValidator::payin(const QJsonObject &body, FieldErrors &errors) const
{
    transfer(*this, m_ctx, body, Flow::Payin, errors);
}

std::optional<RequestValidator::Period> RequestValidator::statement(const QJsonObject &body,
                                                                    FieldErrors &errors) const
{
    const FieldReader in(body, QString(), errors);
    const std::optional<QString> walletId = in.string(u"wallet_id", Need::Required);
    if (walletId && ask(m_ctx.walletCurrency, *walletId).isEmpty())
        in.add(u"wallet_id", u"must be the id of an existing wallet"_s);

    const std::optional<QJsonObject> object = in.object(u"period", Need::Required);
    if (!object)
        return std::nullopt;
    const FieldReader period = in.child(u"period", *object);
    const auto bound = [&](QStringView name) -> std::optional<QDateTime> {
        const std::optional<QString> text = period.string(name, Need::Required);
        if (!text)
            return std::nullopt;
        QString why;
        std::optional<QDateTime> result = parsePeriodBound(*text, &why);
        if (!result)
            period.add(name, why);
        return result;
    };
    const std::optional<QDateTime> from = bound(u"from");
    const std::optional<QDateTime> to = bound(u"to");
    if (!from || !to)
        return std::nullopt;
    if (*from >= *to)
        in.add(u"period", u"from must be before to"_s);
    else if (from->secsTo(*to) > qint64(spec::limits::statementPeriodMaxDays) * 24 * 3600)
        in.add(u"period", u"must span at most %1 days"_s.arg(spec::limits::statementPeriodMaxDays));
    if (!errors.isEmpty())
        return std::nullopt;
    return Period {*from, *to};
}

void RequestValidator::lookup(const QString &accountNumber, const QString &type, const QString &op,
                              const QString &bankId, FieldErrors &errors) const
{
    const QString mobileMoneyType = u"MOBILE_MONEY"_s;
    const QString bankAccountType = u"BANK_ACCOUNT"_s;
    if (type.isEmpty())
        errors.add(u"payment_account_type"_s, u"is required"_s);
    else if (type != mobileMoneyType && type != bankAccountType)
        errors.add(u"payment_account_type"_s, FieldReader::oneOfMessage({mobileMoneyType, bankAccountType}));
    if (accountNumber.isEmpty())
        errors.add(u"accountNumber"_s, u"is required"_s);

    if (type == mobileMoneyType) {
        const QStringList operators = spec::lookupOperators();
        if (op.isEmpty())
            errors.add(u"operator"_s, u"is required"_s);
        else if (!operators.contains(op))
            errors.add(u"operator"_s, FieldReader::oneOfMessage(operators));
        const QString number = accountNumber.startsWith(u'+') ? accountNumber : u"+"_s.append(accountNumber);
        if (!accountNumber.isEmpty() && !FieldReader::matches(e164Pattern(), number))
            errors.add(u"accountNumber"_s, e164Message());
    } else if (type == bankAccountType) {
        if (bankId.isEmpty())
            errors.add(u"bank_id"_s, u"is required"_s);
        else if (ask(m_ctx.bankCountry, bankId).isEmpty())
            errors.add(u"bank_id"_s, u"must be the id of a bank of the banks list"_s);
        if (!accountNumber.isEmpty()
            && !FieldReader::isAsciiAlphanumeric(accountNumber, 1, kAccountNumberMaxLength))
            errors.add(u"accountNumber"_s,
                       u"must be 1 to %1 letters or digits"_s.arg(kAccountNumberMaxLength));
    }
}

void RequestValidator::pagingLimit(const QString &text, int *limit, FieldErrors &errors)
{
    int value = spec::limits::pagingLimitDefault;
    if (!text.isEmpty()) {
        const int parsed = FieldReader::asciiNumber(text);
        if (parsed >= spec::limits::pagingLimitMin && parsed <= spec::limits::pagingLimitMax)
            value = parsed;
        else
            errors.add(u"paging_limit"_s,
                       u"must be an integer from %1 to %2"_s.arg(spec::limits::pagingLimitMin)
                           .arg(spec::limits::pagingLimitMax));
    }
    if (limit)
        *limit = value;
}

std::optional<QDateTime> RequestValidator::parseQueryTime(const QString &text, bool endOfDay)
{
    if (const std::optional<QDate> date = FieldReader::parseDate(text))
        return QDateTime(*date, endOfDay ? QTime(23, 59, 59, 999) : QTime(0, 0), Qt::UTC);
    if (const std::optional<Rfc3339Timestamp> t = Rfc3339Timestamp::parse(text))
        return t->toUtc();
    return std::nullopt;
}

std::optional<QDateTime> RequestValidator::parsePeriodBound(const QString &text, QString *why)
{
    if (const std::optional<QDate> date = FieldReader::parseDate(text))
        return QDateTime(*date, QTime(0, 0), Qt::UTC);
    const std::optional<Rfc3339Timestamp> t = Rfc3339Timestamp::parse(text);
    static const QRegularExpression zeros = FieldReader::anchored(u"0*"_s);
    QString message;
    if (!t)
        message = u"must be a date (yyyy-mm-dd) or an RFC 3339 time with offset, on the hour"_s;
    else if (t->minute != 0 || t->second != 0 || !FieldReader::matches(zeros, t->fraction.toString()))
        message = u"must be on the hour (minutes and seconds 00)"_s;
    else
        return t->toUtc();
    if (why)
        *why = message;
    return std::nullopt;
}

bool RequestValidator::isValidIdempotencyKey(const QByteArray &key)
{
    if (key.isEmpty() || key.size() > spec::limits::idempotencyKeyMaxLength)
        return false;
    return std::all_of(key.cbegin(), key.cend(), [](char c) { return c >= 0x20 && c <= 0x7E; });
}

bool RequestValidator::isValidHolderName(const QString &name)
{
    // The language of ^[\p{L}\p{M}'-]+(?:\s+[\p{L}\p{M}'-]+)*\s*$ in one linear pass, with no
    // backtracking: a name character first, then any mix of name characters and white space.
    const QList<uint> codePoints = name.toUcs4(); // an unpaired surrogate becomes U+FFFD: refused
    if (codePoints.isEmpty())
        return false;
    for (qsizetype i = 0; i < codePoints.size(); ++i) {
        const char32_t c = codePoints.at(i);
        const bool nameCharacter = QChar::isLetter(c) || QChar::isMark(c) || c == U'\'' || c == U'-';
        if (!nameCharacter && (i == 0 || !QChar::isSpace(c)))
            return false;
    }
    return true;
}

QJsonObject RequestValidator::recipientAccount(const QJsonObject &body) const
{
    const QJsonValue account = body.value(u"payment_account");
    if (account.isObject() && !account.toObject().isEmpty())
        return account.toObject();
    const QJsonValue id = body.value(u"payment_account_id");
    if (id.isString() && !id.toString().isEmpty() && m_ctx.paymentAccount)
        return m_ctx.paymentAccount(id.toString());
    return {};
}

QString RequestValidator::recipientCountry(const QJsonObject &body) const
{
    const QJsonValue account = body.value(u"payment_account");
    if (account.isObject() && !account.toObject().isEmpty())
        return account.toObject().value(u"country").toString();
    const QJsonValue id = body.value(u"payment_account_id");
    if (id.isString() && !id.toString().isEmpty())
        return ask(m_ctx.paymentAccountCountry, id.toString());
    return {};
}

} // namespace paydesk::sandbox
