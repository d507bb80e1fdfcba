// SPDX-License-Identifier: GPL-3.0-or-later
#include "PaymentAccountForm.h"

#include "AccountRules.h"
#include "BankDirectory.h"
#include "RecipientsLogging.h"
#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "api/ApiResult.h"
#include "domain/SpecTables.h"

#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::recipients {

namespace {

using Field = PaymentAccountForm::Field;

const QString kMobileMoney = u"MOBILE_MONEY"_s;
const QString kBankAccount = u"BANK_ACCOUNT"_s;
const QString kBankAccountRoute = u"BANK_ACCOUNT_ROUTE"_s;
const QString kAlias = u"ALIAS"_s;

QStringList allCountries()
{
    QStringList out;
    for (const spec::CountryInfo &c : spec::countries())
        out << QString::fromLatin1(c.code);
    return out;
}

void sortByLabel(QList<PaymentAccountForm::Choice> &choices)
{
    std::sort(choices.begin(), choices.end(),
              [](const auto &a, const auto &b) { return QString::localeAwareCompare(a.label, b.label) < 0; });
}

} // namespace

PaymentAccountForm::PaymentAccountForm(api::ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_banks(BankDirectory::of(client))
{
    m_values.at(index(Field::Type)) = kMobileMoney; // the service's default type
    m_values.at(index(Field::HolderType)) = u"INDIVIDUAL"_s;
    if (m_banks)
        connect(m_banks, &BankDirectory::stateChanged, this, &PaymentAccountForm::update);
    update();
}

PaymentAccountForm::~PaymentAccountForm()
{
    // No signal from here: whoever listens may be half destroyed already (the dialog that owns us).
    if (m_call) {
        disconnect(m_call, nullptr, this, nullptr);
        m_call->cancel();
    }
}

QList<PaymentAccountForm::Field> PaymentAccountForm::fields()
{
    QList<Field> out;
    for (int i = 0; i < FieldCount; ++i)
        out << Field(i);
    return out;
}

QString PaymentAccountForm::typeLabel(const QString &type)
{
    if (type == kMobileMoney)
        return tr("Mobile money");
    if (type == kBankAccount)
        return tr("Bank account");
    if (type == kBankAccountRoute)
        return tr("Bank account by routing code");
    if (type == kAlias)
        return tr("UPI address");
    return type;
}

BankDirectory *PaymentAccountForm::bankDirectory() const
{
    return m_banks;
}

QString PaymentAccountForm::routeCodeKind() const
{
    return spec::routeCountries().contains(country()) ? spec::routeCodeKind(country()) : QString();
}

QStringList PaymentAccountForm::countriesForType() const
{
    if (type() == kMobileMoney)
        return spec::mobileMoneyCountries();
    if (type() == kBankAccount)
        return allCountries(); // a bank of the banks list in that country
    if (type() == kBankAccountRoute)
        return spec::routeCountries();
    if (type() == kAlias)
        return spec::aliasCountries();
    return {};
}

bool PaymentAccountForm::setValue(Field field, const QString &value)
{
    if (isSubmitting())
        return false;
    const int i = index(field);
    if (m_values.at(i) == value)
        return true;
    m_values.at(i) = value;
    m_serviceErrors.at(i).clear();
    if (field == Field::Type || field == Field::Country)
        typeOrCountryChanged(field);
    if (m_status != Status::Editing)
        setStatus(Status::Editing); // the outcome shown was for other details
    update();
    return true;
}

bool PaymentAccountForm::setDetails(const api::PaymentAccountDetails &details)
{
    if (isSubmitting())
        return false;
    auto set = [this](Field field, const QString &value) { m_values.at(index(field)) = value; };
    set(Field::Type, details.type);
    set(Field::Country, details.country);
    set(Field::HolderName, details.holder.name);
    set(Field::HolderType, details.holder.type);
    if (details.type == kMobileMoney) {
        set(Field::Operator, details.mobileOperator);
        set(Field::PhoneNumber, details.mobileNumber);
    } else if (details.type == kBankAccount) {
        set(Field::Bank, details.bankId);
        set(Field::AccountNumber, details.bankAccountNumber);
    } else if (details.type == kBankAccountRoute) {
        set(Field::RouteCode, details.routeCode);
        set(Field::AccountNumber, details.routeNumber);
    } else if (details.type == kAlias) {
        set(Field::UpiHandle, details.aliasIdentifier);
    }
    m_serviceErrors.fill({});
    if (type() == kBankAccount && m_banks)
        m_banks->load();
    if (m_status != Status::Editing)
        setStatus(Status::Editing);
    update();
    return true;
}

void PaymentAccountForm::typeOrCountryChanged(Field changed)
{
    // A country where the new type does not exist goes; where it exists in one only, that one.
    QString &countryValue = m_values.at(index(Field::Country));
    if (changed == Field::Type) {
        const QStringList countries = countriesForType();
        if (countries.size() == 1)
            countryValue = countries.first();
        else if (!countries.contains(countryValue))
            countryValue.clear();
    }

    // An operator or a bank belongs to a country: one of another country goes with it.
    QString &op = m_values.at(index(Field::Operator));
    if (!op.isEmpty() && !spec::operatorsForCountry(countryValue).contains(op))
        op.clear();
    QString &bankId = m_values.at(index(Field::Bank));
    if (!bankId.isEmpty() && m_banks && m_banks->state() == BankDirectory::State::Loaded) {
        const std::optional<api::Bank> bank = m_banks->bank(bankId);
        if (!bank || bank->country != countryValue)
            bankId.clear();
    }
    // What the service said was about the details as they were.
    m_serviceErrors.fill({});
    if (type() == kBankAccount && m_banks)
        m_banks->load();
}

QList<PaymentAccountForm::Choice> PaymentAccountForm::choicesFor(Field field) const
{
    QList<Choice> out;
    switch (field) {
    case Field::Type:
        for (const spec::Entry &e : spec::paymentAccountTypes()) {
            const QString code = QString::fromLatin1(e.code);
            out << Choice {code, typeLabel(code), spec::tr(e.description)};
        }
        break;
    case Field::Country:
        for (const QString &code : countriesForType())
            out << Choice {code, AccountRules::countryName(code), {}};
        sortByLabel(out);
        break;
    case Field::HolderType:
        out << Choice {u"INDIVIDUAL"_s, tr("Individual"), spec::describe(spec::holderTypes(), u"INDIVIDUAL")}
            << Choice {u"BUSINESS"_s, tr("Business"), spec::describe(spec::holderTypes(), u"BUSINESS")};
        break;
    case Field::Operator:
        for (const QString &code : spec::operatorsForCountry(country()))
            out << Choice {code, spec::describe(spec::operators(), code), {}};
        break;
    case Field::Bank:
        if (m_banks && m_banks->state() == BankDirectory::State::Loaded) {
            for (const api::Bank &b : m_banks->banks(country()))
                out << Choice {b.id, b.name, {}};
        }
        break;
    default:
        break;
    }
    return out;
}

PaymentAccountForm::FieldView PaymentAccountForm::check(Field field) const
{
    bool visible = false;
    switch (field) {
    case Field::Type:
    case Field::Country:
    case Field::HolderName:
    case Field::HolderType:
        visible = true;
        break;
    case Field::Operator:
    case Field::PhoneNumber:
        visible = type() == kMobileMoney;
        break;
    case Field::Bank:
        visible = type() == kBankAccount;
        break;
    case Field::AccountNumber:
        visible = type() == kBankAccount || type() == kBankAccountRoute;
        break;
    case Field::RouteCode:
        visible = type() == kBankAccountRoute;
        break;
    case Field::UpiHandle:
        visible = type() == kAlias;
        break;
    }
    const QString text = value(field);
    FieldView view;
    if (visible && !text.trimmed().isEmpty())
        view = checkValue(field, text);
    view.value = text;
    view.visible = visible;
    view.choices = choicesFor(field);
    const QString &serviceError = m_serviceErrors.at(index(field));
    if (visible && view.state == FieldState::Ok && !serviceError.isEmpty()) {
        view.state = FieldState::Invalid;
        view.message = tr("The payment service refused this: %1").arg(serviceError);
        view.normalized.clear();
    }
    return view;
}

PaymentAccountForm::FieldView PaymentAccountForm::checkValue(Field field, const QString &text) const
{
    FieldView view;
    auto ok = [&view](const QString &normalized) {
        view.state = FieldState::Ok;
        view.normalized = normalized;
        return view;
    };
    auto invalid = [&view](const QString &message) {
        view.state = FieldState::Invalid;
        view.message = message;
        return view;
    };
    auto pending = [&view](const QString &message) {
        view.state = FieldState::Pending;
        view.message = message;
        return view;
    };
    auto rule = [&](const AccountRules::Result &result) {
        return result.ok ? ok(result.value) : invalid(result.message);
    };
    const QString code = text.trimmed();
    const bool countryOk = spec::country(country()) && countriesForType().contains(country());
    const QString countryName = AccountRules::countryName(country());

    switch (field) {
    case Field::Type:
        if (!spec::contains(spec::paymentAccountTypes(), code))
            return invalid(tr("%1 is not a type of payment account.").arg(code));
        return ok(code);
    case Field::Country:
        if (!spec::contains(spec::paymentAccountTypes(), type()))
            return pending(tr("Choose the type of account first."));
        if (!spec::country(code))
            return invalid(
                tr("The payment service has no accounts in %1.").arg(AccountRules::countryName(code)));
        if (!countriesForType().contains(code))
            return invalid(
                tr("This type of account is not available in %1.").arg(AccountRules::countryName(code)));
        return ok(code);
    case Field::HolderName:
        return rule(AccountRules::holderName(text));
    case Field::HolderType:
        if (!spec::contains(spec::holderTypes(), code))
            return invalid(tr("Choose whether the holder is an individual or a business."));
        return ok(code);
    case Field::Operator: {
        if (!spec::contains(spec::operators(), code))
            return invalid(tr("%1 is not a mobile money operator of the payment service.").arg(code));
        if (!countryOk)
            return pending(tr("Choose the country first."));
        const QStringList allowed = spec::operatorsForCountry(country());
        if (!allowed.contains(code)) {
            QStringList names;
            for (const QString &op : allowed)
                names << spec::describe(spec::operators(), op);
            return invalid(
                tr("%1 is not an operator in %2. Choose one of: %3.")
                    .arg(spec::describe(spec::operators(), code), countryName, names.join(u", "_s)));
        }
        return ok(code);
    }
    case Field::PhoneNumber:
        if (!countryOk)
            return pending(tr("Choose the country first."));
        return rule(AccountRules::phoneNumber(text, country()));
    case Field::Bank: {
        if (!countryOk)
            return pending(tr("Choose the country first."));
        if (!m_banks || m_banks->state() != BankDirectory::State::Loaded)
            return pending(tr("The banks list is not loaded yet."));
        const std::optional<api::Bank> bank = m_banks->bank(code);
        if (!bank)
            return invalid(tr("This bank is not in the banks list of the payment service."));
        if (bank->country != country())
            return invalid(tr("%1 is a bank in %2, not in %3.")
                               .arg(bank->name, AccountRules::countryName(bank->country), countryName));
        return ok(code);
    }
    case Field::AccountNumber:
        return rule(AccountRules::accountNumber(text));
    case Field::RouteCode:
        if (!countryOk)
            return pending(tr("Choose the country first."));
        return rule(AccountRules::routeCode(text, routeCodeKind()));
    case Field::UpiHandle:
        return rule(AccountRules::upiHandle(text));
    }
    return view;
}

void PaymentAccountForm::update()
{
    QList<Field> changed;
    for (const Field field : fields()) {
        FieldView view = check(field);
        FieldView &current = m_fields.at(index(field));
        if (view == current)
            continue;
        current = std::move(view);
        changed << field;
    }
    const bool canSubmit = m_client && !isSubmitting() && isValid();
    const bool canSubmitChanged = canSubmit != m_canSubmit;
    m_canSubmit = canSubmit;
    for (const Field field : std::as_const(changed))
        Q_EMIT fieldChanged(field);
    if (canSubmitChanged)
        Q_EMIT this->canSubmitChanged(canSubmit);
}

QList<PaymentAccountForm::Field> PaymentAccountForm::missingFields() const
{
    QList<Field> out;
    for (const Field field : fields()) {
        if (isVisible(field) && state(field) == FieldState::Empty)
            out << field;
    }
    return out;
}

bool PaymentAccountForm::isValid() const
{
    return std::all_of(m_fields.cbegin(), m_fields.cend(),
                       [](const FieldView &f) { return !f.visible || f.state == FieldState::Ok; });
}

api::PaymentAccountDetails PaymentAccountForm::details() const
{
    api::PaymentAccountDetails d;
    d.type = normalized(Field::Type);
    d.country = normalized(Field::Country);
    d.holder = {normalized(Field::HolderName), normalized(Field::HolderType)};
    if (d.type == kMobileMoney) {
        d.mobileOperator = normalized(Field::Operator);
        d.mobileNumber = normalized(Field::PhoneNumber);
    } else if (d.type == kBankAccount) {
        d.bankId = normalized(Field::Bank);
        d.bankAccountNumber = normalized(Field::AccountNumber);
    } else if (d.type == kBankAccountRoute) {
        d.routeCode = normalized(Field::RouteCode);
        d.routeNumber = normalized(Field::AccountNumber);
    } else if (d.type == kAlias) {
        d.aliasIdentifier = normalized(Field::UpiHandle);
        d.aliasNetwork = QString::fromLatin1(spec::aliasNetworks().front().code); // UPI, the only one
    }
    return d;
}

bool PaymentAccountForm::submit()
{
    if (!m_canSubmit)
        return false;
    const api::PaymentAccountDetails account = details();
    m_call = m_client->createPaymentAccount(account);
    connect(m_call, &api::ApiCall::finished, this, &PaymentAccountForm::onSubmitFinished);
    // A call destroyed without an answer (its client went away) leaves no form waiting forever.
    // (A QPointer is cleared before destroyed(): m_call is null only when it was this call.)
    connect(m_call, &QObject::destroyed, this, [this] {
        if (isSubmitting() && !m_call)
            onSubmitFinished(api::ApiResult::failure(
                api::ApiError(api::ApiError::Kind::Network, tr("the profile's connection was closed"))));
    });
    qCInfo(lcRecipients).noquote() << "creating a payment account:" << account.type << account.country;
    m_error = {};
    m_failure.clear();
    setStatus(Status::Submitting);
    update();
    return true;
}

void PaymentAccountForm::onSubmitFinished(const api::ApiResult &result)
{
    m_call = nullptr;
    const auto *account = result.isOk() ? result.value<api::PaymentAccount>() : nullptr;
    if (account) {
        m_saved = *account;
        const bool created = result.httpStatus() == 201;
        qCInfo(lcRecipients).noquote()
            << "payment account" << m_saved.id << (created ? "created" : "already existed");
        setStatus(created ? Status::Created : Status::AlreadyExisted);
        update();
        Q_EMIT saved(m_saved, created);
        return;
    }
    m_error = result.isOk() ? api::ApiError(api::ApiError::Kind::Decode, u"no payment account"_s)
                            : result.error();
    qCInfo(lcRecipients).noquote() << "the payment account was not created:" << m_error.toString();
    const QMap<QString, QStringList> fieldErrors = m_error.fieldErrors();
    if (m_error.httpStatus() != 422 || fieldErrors.isEmpty()) {
        m_failure = m_error.userMessage();
        setStatus(Status::Failed);
        update();
        return;
    }
    m_status = Status::Rejected; // before the fields are checked again: the form is editable
    const QMap<QString, QStringList> others = applyFieldErrors(fieldErrors);
    QStringList parts;
    for (auto it = others.cbegin(); it != others.cend(); ++it)
        parts << tr("%1: %2").arg(it.key(), it.value().join(u"; "_s));
    if (others.size() == fieldErrors.size())
        m_failure = m_error.userMessage(); // none of them is a field of the form
    else if (parts.isEmpty())
        m_failure = tr("The payment service refused the fields marked. Correct them, then try again.");
    else
        m_failure
            = tr("The payment service refused the fields marked, and also: %1").arg(parts.join(u", "_s));
    Q_EMIT statusChanged(m_status);
}

QMap<QString, QStringList> PaymentAccountForm::applyFieldErrors(const QMap<QString, QStringList> &errors,
                                                                QStringView prefix)
{
    QMap<QString, QStringList> others;
    for (auto it = errors.cbegin(); it != errors.cend(); ++it) {
        const std::optional<Field> field = it.key().startsWith(prefix)
            ? fieldForPath(QStringView(it.key()).sliced(prefix.size()))
            : std::nullopt;
        if (!field || !isVisible(*field)) {
            others.insert(it.key(), it.value());
            continue;
        }
        QString &slot = m_serviceErrors.at(index(*field));
        const QString message = it.value().join(u"; "_s);
        slot = slot.isEmpty() ? message : slot + u"; "_s + message;
    }
    update();
    return others;
}

std::optional<PaymentAccountForm::Field> PaymentAccountForm::fieldForPath(QStringView path)
{
    static const QHash<QString, Field> kFields {
        {u"type"_s, Field::Type},
        {u"country"_s, Field::Country},
        {u"holder"_s, Field::HolderName},
        {u"holder.name"_s, Field::HolderName},
        {u"holder.type"_s, Field::HolderType},
        {u"mobile_money"_s, Field::PhoneNumber},
        {u"mobile_money.number"_s, Field::PhoneNumber},
        {u"mobile_money.operator"_s, Field::Operator},
        {u"bank_account"_s, Field::Bank},
        {u"bank_account.bank_id"_s, Field::Bank},
        {u"bank_account.number"_s, Field::AccountNumber},
        {u"bank_account_route"_s, Field::RouteCode},
        {u"bank_account_route.code"_s, Field::RouteCode},
        {u"bank_account_route.number"_s, Field::AccountNumber},
        {u"alias"_s, Field::UpiHandle},
        {u"alias.identifier"_s, Field::UpiHandle},
        {u"alias.network"_s, Field::UpiHandle},
    };
    const auto it = kFields.constFind(path.toString());
    if (it == kFields.cend())
        return std::nullopt;
    return *it;
}

void PaymentAccountForm::setStatus(Status status)
{
    if (status != Status::Rejected && status != Status::Failed)
        m_failure.clear();
    if (m_status == status)
        return;
    m_status = status;
    Q_EMIT statusChanged(status);
}

} // namespace paydesk::recipients
