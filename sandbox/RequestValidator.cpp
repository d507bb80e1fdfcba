// SPDX-License-Identifier: GPL-3.0-or-later
#include "RequestValidator.h"

#include "Amount.h"
#include "FieldReader.h"

#include "domain/SpecTables.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonValue>

#include <algorithm>

namespace paydesk::sandbox {

namespace {

using Need = FieldReader::Need;

constexpr int kNameMaxCharacters = 200;
constexpr int kAccountNumberMaxLength = 34;

// The context's answers, with a missing function taken as "does not exist".
QString ask(const std::function<QString(const QString &)> &question, const QString &argument)
{
    return question ? question(argument) : QString();
}

bool askBool(const std::function<bool(const QString &)> &question, const QString &argument)
{
    return question && question(argument);
}

// The codes of a specification table, made once: every request asks for them.
template<auto table> const QStringList &codesOf()
{
    static const QStringList codes = spec::codes(table());
    return codes;
}

const QStringList &serviceCountries()
{
    static const QStringList codes = [] {
        QStringList out;
        for (const spec::CountryInfo &c : spec::countries())
            out << QString::fromLatin1(c.code);
        return out;
    }();
    return codes;
}

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

const QRegularExpression &e164Pattern()
{
    static const QRegularExpression pattern = FieldReader::anchored(u"\\+[1-9][0-9]{6,14}"_qs);
    return pattern;
}

const QString &e164Message()
{
    static const QString message = u"must be a phone number in E.164 format like +254700000001"_qs;
    return message;
}

bool isGiven(const QJsonObject &body, QStringView name)
{
    const QJsonValue value = body.value(name);
    if (value.isUndefined() || value.isNull())
        return false;
    if (value.isString())
        return !value.toString().isEmpty();
    if (value.isObject())
        return !value.toObject().isEmpty();
    return true;
}

// --- payment accounts -------------------------------------------------------------------------

void holder(const FieldReader &account)
{
    const std::optional<QJsonObject> object = account.object(u"holder", Need::Required);
    if (!object)
        return;
    const FieldReader holder = account.child(u"holder", *object);
    const std::optional<QString> name = holder.text(u"name", Need::Required, kNameMaxCharacters);
    if (name && !RequestValidator::isValidHolderName(*name))
        holder.add(u"name", u"must be words of letters, apostrophes or hyphens separated by spaces"_qs);
    holder.oneOf(u"type", codesOf<spec::holderTypes>(), Need::Required);
}

void accountNumber(const FieldReader &in, QStringView name)
{
    const std::optional<QString> number = in.string(name, Need::Required);
    if (number && !FieldReader::isAsciiAlphanumeric(*number, 1, kAccountNumberMaxLength))
        in.add(name, u"must be 1 to %1 letters or digits"_qs.arg(kAccountNumberMaxLength));
}

void mobileMoney(const FieldReader &account, const spec::CountryInfo *country)
{
    const QString countryCode = country ? QString::fromLatin1(country->code) : QString();
    const QStringList countryOperators = spec::operatorsForCountry(countryCode);
    if (country && countryOperators.isEmpty())
        account.add(u"country",
                    FieldReader::oneOfMessage(spec::mobileMoneyCountries()) + u" for MOBILE_MONEY"_qs);

    const std::optional<QJsonObject> object = account.object(u"mobile_money", Need::Required);
    if (!object)
        return;
    const FieldReader in = account.child(u"mobile_money", *object);
    if (const std::optional<QString> number = in.string(u"number", Need::Required)) {
        const QString callingCode = country ? QString::fromLatin1(country->callingCode) : QString();
        const QString numberPrefix = u"+"_qs + callingCode;
        if (!FieldReader::matches(e164Pattern(), *number))
            in.add(u"number", e164Message());
        else if (country && !number->startsWith(numberPrefix))
            in.add(u"number",
                   u"must start with +%1, the calling code of %2"_qs.arg(callingCode, countryCode));
    }
    const std::optional<QString> op = in.oneOf(u"operator", codesOf<spec::operators>(), Need::Required);
    if (op && !countryOperators.isEmpty() && !countryOperators.contains(*op))
        in.add(u"operator", FieldReader::oneOfMessage(countryOperators) + u" for "_qs + countryCode);
}

void bankAccount(const FieldReader &account, const QString &country, const ValidationContext &ctx)
{
    const std::optional<QJsonObject> object = account.object(u"bank_account", Need::Required);
    if (!object)
        return;
    const FieldReader in = account.child(u"bank_account", *object);
    if (const std::optional<QString> bankId = in.string(u"bank_id", Need::Required)) {
        const QString bankCountry = ask(ctx.bankCountry, *bankId);
        if (bankCountry.isEmpty())
            in.add(u"bank_id", u"must be the id of a bank of the banks list"_qs);
        else if (!country.isEmpty() && bankCountry != country)
            in.add(u"bank_id", u"must be a bank in %1 (this bank is in %2)"_qs.arg(country, bankCountry));
    }
    accountNumber(in, u"number");
}

void bankAccountRoute(const FieldReader &account, const QString &country)
{
    const QStringList routeCountries = spec::routeCountries();
    if (!country.isEmpty() && !routeCountries.contains(country))
        account.add(u"country", FieldReader::oneOfMessage(routeCountries) + u" for BANK_ACCOUNT_ROUTE"_qs);

    const std::optional<QJsonObject> object = account.object(u"bank_account_route", Need::Required);
    if (!object)
        return;
    const FieldReader in = account.child(u"bank_account_route", *object);
    if (const std::optional<QString> code = in.string(u"code", Need::Required)) {
        static const QRegularExpression ifsc = FieldReader::anchored(u"[A-Z]{4}0[A-Z0-9]{6}"_qs);
        static const QRegularExpression routingNumber = FieldReader::anchored(u"[0-9]{9}"_qs);
        const QString kind = routeCountries.contains(country) ? spec::routeCodeKind(country) : QString();
        if (kind == u"IFSC" && !FieldReader::matches(ifsc, *code))
            in.add(u"code", u"must be an IFSC code like HDFC0001234"_qs);
        else if (kind == u"ROUTING_NUMBER" && !FieldReader::matches(routingNumber, *code))
            in.add(u"code", u"must be a 9-digit bank routing number"_qs);
        else if (kind.isEmpty() && !FieldReader::isAsciiAlphanumeric(*code, 1, kAccountNumberMaxLength))
            in.add(u"code", u"must be letters or digits"_qs);
    }
    accountNumber(in, u"number");
}

void alias(const FieldReader &account, const QString &country)
{
    const QStringList aliasCountries = spec::aliasCountries();
    if (!country.isEmpty() && !aliasCountries.contains(country))
        account.add(u"country", FieldReader::oneOfMessage(aliasCountries) + u" for ALIAS"_qs);

    const std::optional<QJsonObject> object = account.object(u"alias", Need::Required);
    if (!object)
        return;
    const FieldReader in = account.child(u"alias", *object);
    in.oneOf(u"network", codesOf<spec::aliasNetworks>(), Need::Required);
    if (const std::optional<QString> identifier = in.string(u"identifier", Need::Required)) {
        static const QRegularExpression upi
            = FieldReader::anchored(u"[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}"_qs);
        if (!FieldReader::matches(upi, *identifier))
            in.add(u"identifier", u"must be a UPI address like name@bank"_qs);
    }
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
        return u"mobile money"_qs;
    if (type == u"BANK_ACCOUNT")
        return u"a bank account"_qs;
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
        body.add(u"amount.value"_qs,
                 u"must be between %1 and %2 %3 for %4 in %5"_qs.arg(
                     grouped(minimum->toWire()), grouped(maximum->toWire()), currency, what, where));
    else
        body.add(u"amount.value"_qs,
                 u"must be at least %1 %2 in %3"_qs.arg(grouped(minimum->toWire()), currency, where));
}

void amountValue(const FieldReader &amount, const QString &value, const QString &currency)
{
    if (currency.isEmpty()) {
        // Without a currency only the shape and the sign can be checked.
        static const QRegularExpression decimal = FieldReader::anchored(u"-?[0-9]+(\\.[0-9]+)?"_qs);
        static const QRegularExpression zero = FieldReader::anchored(u"[0.]*"_qs);
        if (!FieldReader::matches(decimal, value))
            amount.add(u"value", u"must be a decimal number like 1500.50"_qs);
        else if (value.startsWith(u'-') || FieldReader::matches(zero, value))
            amount.add(u"value", u"must be greater than zero"_qs);
        return;
    }
    QString why;
    const std::optional<Amount> parsed = Amount::parse(value, currency, &why);
    if (!parsed)
        amount.add(u"value", why);
    else if (parsed->minor <= 0)
        amount.add(u"value", u"must be greater than zero"_qs);
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
        const QString message = hasId ? u"give either payment_account_id or payment_account, not both"_qs
                                      : u"one of payment_account_id or payment_account is required"_qs;
        in.add(u"payment_account_id", message);
        in.add(u"payment_account", message);
    }
    if (hasId) {
        const std::optional<QString> id = in.string(u"payment_account_id", Need::Required);
        if (id && ask(ctx.paymentAccountCountry, *id).isEmpty())
            in.add(u"payment_account_id", u"must be the id of an existing payment account"_qs);
    }
    if (hasAccount) {
        if (const std::optional<QJsonObject> account = in.object(u"payment_account", Need::Required))
            validator.paymentAccount(*account, u"payment_account."_qs, errors);
    }

    result.recipientCountry = validator.recipientCountry(body);
    const spec::CountryInfo *country = spec::country(result.recipientCountry);
    if (!result.currency.isEmpty() && country && result.currency != QLatin1StringView(country->currency)) {
        const QString who = flow == Flow::Payout ? u"a recipient"_qs : u"a payer"_qs;
        in.add(u"amount.currency",
               u"must be %1 for %2 in %3"_qs.arg(QString::fromLatin1(country->currency), who,
                                                 result.recipientCountry));
    } else if (flow == Flow::Payout && !result.currency.isEmpty() && !errors.has(u"amount.value"_qs)) {
        const QString value = body.value(u"amount").toObject().value(u"value").toString();
        amountLimit(in, validator.recipientAccount(body), value, result.currency);
    }

    if (in.has(u"wallet_id")) {
        if (const std::optional<QString> walletId = in.string(u"wallet_id", Need::Optional)) {
            const QString walletCurrency = ask(ctx.walletCurrency, *walletId);
            if (walletCurrency.isEmpty())
                in.add(u"wallet_id", u"must be the id of an existing wallet"_qs);
            else if (!result.currency.isEmpty() && walletCurrency != result.currency)
                in.add(u"wallet_id",
                       u"must be a wallet in %1 (this one is in %2)"_qs.arg(result.currency, walletCurrency));
        }
    } else if (!result.currency.isEmpty() && !askBool(ctx.hasWalletInCurrency, result.currency)) {
        in.add(u"wallet_id", u"no wallet in %1"_qs.arg(result.currency));
    }

    if (const std::optional<QString> customId = in.string(u"custom_id", Need::Optional)) {
        static const QRegularExpression pattern
            = FieldReader::anchored(QString::fromLatin1(spec::limits::customIdPattern));
        const bool taken = flow == Flow::Payout ? askBool(ctx.payoutCustomIdTaken, *customId)
                                                : askBool(ctx.payinCustomIdTaken, *customId);
        if (!FieldReader::matches(pattern, *customId))
            in.add(u"custom_id",
                   u"must be 1 to %1 letters, digits, '-' or '_'"_qs.arg(spec::limits::customIdMaxLength));
        else if (taken)
            in.add(u"custom_id",
                   flow == Flow::Payout ? u"is already used by another payout"_qs
                                        : u"is already used by another payin"_qs);
    }
    return result;
}

void onBehalfOf(const FieldReader &body)
{
    const QJsonValue value = body.object().value(u"on_behalf_of");
    if (value.isUndefined() || value.isNull())
        return;
    if (!value.isArray()) {
        body.add(u"on_behalf_of", u"must be an array of strings"_qs);
        return;
    }
    const QJsonArray items = value.toArray();
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString name = u"on_behalf_of.%1"_qs.arg(i);
        const QJsonValue item = items.at(i);
        if (!item.isString())
            body.add(name, u"must be a string"_qs);
        else if (item.toString().trimmed().isEmpty()
                 || FieldReader::characterCount(item.toString()) > spec::limits::onBehalfOfMaxLength)
            body.add(name, u"must be 1 to %1 characters"_qs.arg(spec::limits::onBehalfOfMaxLength));
    }
}

void address(const FieldReader &sender)
{
    const std::optional<QJsonObject> object = sender.object(u"address", Need::Optional);
    if (!object)
        return;
    const FieldReader in = sender.child(u"address", *object);
    in.string(u"city", Need::Required);
    const std::optional<QString> country = in.alpha2(u"country", Need::Required);
    in.string(u"line_1", Need::Required);
    const std::optional<QString> postalCode = in.string(u"postal_code", Need::Required);
    in.string(u"line_2", Need::Optional);
    in.string(u"line_3", Need::Optional);
    if (country && postalCode) {
        const QString pattern = spec::postalCodePattern(*country);
        if (!pattern.isEmpty() && !FieldReader::matches(FieldReader::anchored(pattern), *postalCode))
            in.add(u"postal_code", u"is not a valid postal code for %1"_qs.arg(*country));
    }
}

void individual(const FieldReader &sender, QDate today)
{
    const std::optional<QJsonObject> object = sender.object(u"individual", Need::Optional);
    if (!object)
        return;
    const FieldReader in = sender.child(u"individual", *object);
    const std::optional<QDate> dob = in.date(u"dob", Need::Optional);
    if (dob && *dob > today)
        in.add(u"dob", u"must not be in the future"_qs);

    const std::optional<QJsonObject> document = in.object(u"identity_document", Need::Optional);
    if (!document)
        return;
    const FieldReader doc = in.child(u"identity_document", *document);
    doc.alpha2(u"country", Need::Required);
    const std::optional<QDate> expiresOn = doc.date(u"expires_on", Need::Required);
    doc.string(u"number", Need::Required);
    doc.oneOf(u"type", codesOf<spec::identityDocumentTypes>(), Need::Required);
    const std::optional<QDate> issuedOn = doc.date(u"issued_on", Need::Optional);
    if (issuedOn && expiresOn && *issuedOn > *expiresOn)
        doc.add(u"issued_on", u"must not be after expires_on"_qs);
}

// The value at a dotted path ("sender.address.city") given, as isGiven() sees it.
bool isGivenAt(const QJsonObject &root, QStringView path)
{
    QJsonObject object = root;
    qsizetype start = 0;
    for (qsizetype dot = path.indexOf(u'.'); dot >= 0; start = dot + 1, dot = path.indexOf(u'.', start)) {
        const QJsonValue value = object.value(path.sliced(start, dot - start));
        if (!value.isObject())
            return false;
        object = value.toObject();
    }
    return isGiven(object, path.sliced(start));
}

// spec::senderRequirements() of each country, made once: every payout asks.
const spec::SenderRequirements &senderRequirementsOf(const QString &country)
{
    static const QHash<QString, spec::SenderRequirements> byCountry = [] {
        QHash<QString, spec::SenderRequirements> out;
        for (const spec::CountryInfo &c : spec::countries()) {
            const QString code = QString::fromLatin1(c.code);
            out.insert(code, spec::senderRequirements(code));
        }
        return out;
    }();
    static const spec::SenderRequirements none;
    const auto it = byCountry.constFind(country);
    return it == byCountry.cend() ? none : *it;
}

// decisions.md: a payout to one of the listed countries needs a sender with these fields.
void requiredSender(const FieldReader &body, const QString &country, FieldErrors &errors)
{
    const spec::SenderRequirements &needs = senderRequirementsOf(country);
    if (needs.everySender.isEmpty())
        return;
    const auto message = [&] { return u"is required for a recipient in %1"_qs.arg(country); };
    const QJsonObject request = body.object();
    const QJsonValue sender = request.value(u"sender");
    if (sender.isUndefined() || sender.isNull()) {
        body.add(u"sender"_qs, message());
        return;
    }
    if (!sender.isObject() || errors.has(u"sender"_qs))
        return;
    const bool individual = sender.toObject().value(u"type").toString() == u"INDIVIDUAL";
    const auto reported = [&](const QString &path) {
        if (errors.isEmpty())
            return false; // most bodies
        // The field itself (given but wrong, or required inside a block that was used) or a
        // block around it that is not an object.
        for (qsizetype dot = path.indexOf(u'.'); dot > 0; dot = path.indexOf(u'.', dot + 1)) {
            if (errors.has(path.first(dot)))
                return true;
        }
        return errors.has(path);
    };
    for (const QStringList *paths : {&needs.everySender, individual ? &needs.individualSender : nullptr}) {
        for (qsizetype i = 0; paths && i < paths->size(); ++i) {
            const QString &path = paths->at(i);
            if (!reported(path) && !isGivenAt(request, path))
                errors.add(path, message());
        }
    }
}

void sender(const FieldReader &body, QDate today)
{
    const std::optional<QJsonObject> object = body.object(u"sender", Need::Optional);
    if (!object)
        return;
    const FieldReader in = body.child(u"sender", *object);
    in.text(u"name", Need::Required, kNameMaxCharacters);
    in.oneOf(u"type", codesOf<spec::holderTypes>(), Need::Required);
    address(in);
    individual(in, today);
}

// --- time -------------------------------------------------------------------------------------

// yyyy-mm-ddThh:mm:ss[.fraction](Z|+hh:mm|-hh:mm), RFC 3339 section 5.6 ('t' and 'z' too).
struct Timestamp
{
    QDate date;
    int hour = 0;
    int minute = 0;
    int second = 0;
    QStringView fraction; // digits after the point, possibly none
    int offsetSeconds = 0;

    QDateTime toUtc() const
    {
        int ms = 0;
        for (qsizetype i = 0; i < 3; ++i)
            ms = ms * 10 + (i < fraction.size() ? fraction[i].unicode() - u'0' : 0);
        return QDateTime(date, QTime(hour, minute, second, ms), Qt::UTC).addSecs(-offsetSeconds);
    }
};

std::optional<Timestamp> parseTimestamp(QStringView text)
{
    if (text.size() < 20 || (text[10] != u'T' && text[10] != u't') || text[13] != u':' || text[16] != u':')
        return std::nullopt;
    Timestamp t;
    const std::optional<QDate> date = FieldReader::parseDate(text.first(10));
    t.hour = FieldReader::asciiNumber(text.sliced(11, 2));
    t.minute = FieldReader::asciiNumber(text.sliced(14, 2));
    t.second = FieldReader::asciiNumber(text.sliced(17, 2));
    if (!date || t.hour < 0 || t.hour > 23 || t.minute < 0 || t.minute > 59 || t.second < 0 || t.second > 59)
        return std::nullopt;
    t.date = *date;

    qsizetype i = 19;
    if (text[i] == u'.') {
        const qsizetype start = ++i;
        while (i < text.size() && text[i] >= u'0' && text[i] <= u'9')
            ++i;
        if (i == start)
            return std::nullopt;
        t.fraction = text.sliced(start, i - start);
    }
    const QStringView offset = text.sliced(i);
    if (offset == u"Z" || offset == u"z")
        return t;
    if (offset.size() != 6 || (offset[0] != u'+' && offset[0] != u'-') || offset[3] != u':')
        return std::nullopt;
    const int hours = FieldReader::asciiNumber(offset.sliced(1, 2));
    const int minutes = FieldReader::asciiNumber(offset.sliced(4, 2));
    if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59)
        return std::nullopt;
    t.offsetSeconds = (offset[0] == u'-' ? -1 : 1) * (hours * 3600 + minutes * 60);
    return t;
}

} // namespace

RequestValidator::RequestValidator(ValidationContext context)
    : m_ctx(std::move(context))
{ }

void RequestValidator::paymentAccount(const QJsonObject &account, const QString &prefix,
                                      FieldErrors &errors) const
{
    const FieldReader in(account, prefix, errors);
    const std::optional<QString> type
        = in.oneOf(u"type", codesOf<spec::paymentAccountTypes>(), Need::Required);
    const spec::CountryInfo *country = nullptr;
    if (const std::optional<QString> code = in.alpha2(u"country", Need::Required)) {
        country = spec::country(*code);
        if (!country)
            in.add(u"country", FieldReader::oneOfMessage(serviceCountries()));
    }
    const QString countryCode = country ? QString::fromLatin1(country->code) : QString();
    holder(in);
    if (!type)
        return;
    if (*type == u"MOBILE_MONEY")
        mobileMoney(in, country);
    else if (*type == u"BANK_ACCOUNT")
        bankAccount(in, countryCode, m_ctx);
    else if (*type == u"BANK_ACCOUNT_ROUTE")
        bankAccountRoute(in, countryCode);
    else if (*type == u"ALIAS")
        alias(in, countryCode);
}

void RequestValidator::payout(const QJsonObject &body, FieldErrors &errors) const
{
    const Transfer info = transfer(*this, m_ctx, body, Flow::Payout, errors);
    const FieldReader in(body, QString(), errors);
    onBehalfOf(in);
    if (spec::purposeRequired(info.recipientCountry) && !in.has(u"purpose"))
        in.add(u"purpose", u"is required for a recipient in %1"_qs.arg(info.recipientCountry));
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
        in.add(u"wallet_id", u"must be the id of an existing wallet"_qs);

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
        in.add(u"period", u"from must be before to"_qs);
    else if (from->secsTo(*to) > qint64(spec::limits::statementPeriodMaxDays) * 24 * 3600)
        in.add(u"period", u"must span at most %1 days"_qs.arg(spec::limits::statementPeriodMaxDays));
    if (!errors.isEmpty())
        return std::nullopt;
    return Period {*from, *to};
}

void RequestValidator::lookup(const QString &accountNumber, const QString &type, const QString &op,
                              const QString &bankId, FieldErrors &errors) const
{
    const QString mobileMoneyType = u"MOBILE_MONEY"_qs;
    const QString bankAccountType = u"BANK_ACCOUNT"_qs;
    if (type.isEmpty())
        errors.add(u"payment_account_type"_qs, u"is required"_qs);
    else if (type != mobileMoneyType && type != bankAccountType)
        errors.add(u"payment_account_type"_qs, FieldReader::oneOfMessage({mobileMoneyType, bankAccountType}));
    if (accountNumber.isEmpty())
        errors.add(u"accountNumber"_qs, u"is required"_qs);

    if (type == mobileMoneyType) {
        const QStringList operators = spec::lookupOperators();
        if (op.isEmpty())
            errors.add(u"operator"_qs, u"is required"_qs);
        else if (!operators.contains(op))
            errors.add(u"operator"_qs, FieldReader::oneOfMessage(operators));
        const QString number = accountNumber.startsWith(u'+') ? accountNumber : u"+"_qs.append(accountNumber);
        if (!accountNumber.isEmpty() && !FieldReader::matches(e164Pattern(), number))
            errors.add(u"accountNumber"_qs, e164Message());
    } else if (type == bankAccountType) {
        if (bankId.isEmpty())
            errors.add(u"bank_id"_qs, u"is required"_qs);
        else if (ask(m_ctx.bankCountry, bankId).isEmpty())
            errors.add(u"bank_id"_qs, u"must be the id of a bank of the banks list"_qs);
        if (!accountNumber.isEmpty()
            && !FieldReader::isAsciiAlphanumeric(accountNumber, 1, kAccountNumberMaxLength))
            errors.add(u"accountNumber"_qs,
                       u"must be 1 to %1 letters or digits"_qs.arg(kAccountNumberMaxLength));
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
            errors.add(u"paging_limit"_qs,
                       u"must be an integer from %1 to %2"_qs.arg(spec::limits::pagingLimitMin)
                           .arg(spec::limits::pagingLimitMax));
    }
    if (limit)
        *limit = value;
}

std::optional<QDateTime> RequestValidator::parseQueryTime(const QString &text, bool endOfDay)
{
    if (const std::optional<QDate> date = FieldReader::parseDate(text))
        return QDateTime(*date, endOfDay ? QTime(23, 59, 59, 999) : QTime(0, 0), Qt::UTC);
    if (const std::optional<Timestamp> t = parseTimestamp(text))
        return t->toUtc();
    return std::nullopt;
}

std::optional<QDateTime> RequestValidator::parsePeriodBound(const QString &text, QString *why)
{
    if (const std::optional<QDate> date = FieldReader::parseDate(text))
        return QDateTime(*date, QTime(0, 0), Qt::UTC);
    const std::optional<Timestamp> t = parseTimestamp(text);
    static const QRegularExpression zeros = FieldReader::anchored(u"0*"_qs);
    QString message;
    if (!t)
        message = u"must be a date (yyyy-mm-dd) or an RFC 3339 time with offset, on the hour"_qs;
    else if (t->minute != 0 || t->second != 0 || !FieldReader::matches(zeros, t->fraction.toString()))
        message = u"must be on the hour (minutes and seconds 00)"_qs;
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
