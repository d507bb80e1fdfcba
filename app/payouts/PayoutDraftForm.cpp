// SPDX-License-Identifier: GPL-3.0-or-later
#include "PayoutDraftForm.h"

#include "PayoutDraftCodec.h"
#include "PayoutRules.h"
#include "domain/SpecTables.h"
#include "recipients/AccountRules.h"
#include "recipients/PaymentAccountForm.h"

#include <QDateTime>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace paydesk::payouts {

namespace {

using recipients::AccountRules;
using recipients::PaymentAccountForm;
using AccountField = PaymentAccountForm::Field;
using AccountState = PaymentAccountForm::FieldState;

const QString kAmount = u"amount"_s;
const QString kCurrency = u"amount.currency"_s;
const QString kValue = u"amount.value"_s;
const QString kWalletId = u"wallet_id"_s;
const QString kAccountId = u"payment_account_id"_s;
const QString kAccount = u"payment_account"_s;
const QString kAccountPrefix = u"payment_account."_s;
const QString kPurpose = u"purpose"_s;
const QString kCustomId = u"custom_id"_s;
const QString kOnBehalfOf = u"on_behalf_of"_s;
const QString kSender = u"sender"_s;
const QString kSenderType = u"sender.type"_s;
const QString kSenderName = u"sender.name"_s;
const QString kAddress = u"sender.address"_s;
const QString kAddressCountry = u"sender.address.country"_s;
const QString kPostalCode = u"sender.address.postal_code"_s;
const QString kIndividual = u"sender.individual"_s;
const QString kDob = u"sender.individual.dob"_s;
const QString kDocument = u"sender.individual.identity_document"_s;
const QString kDocumentType = u"sender.individual.identity_document.type"_s;
const QString kDocumentCountry = u"sender.individual.identity_document.country"_s;
const QString kIssuedOn = u"sender.individual.identity_document.issued_on"_s;
const QString kExpiresOn = u"sender.individual.identity_document.expires_on"_s;

// The order of the page.
const QStringList &allValuePaths()
{
    static const QStringList paths {
        kCurrency,
        kValue,
        kWalletId,
        kPurpose,
        kCustomId,
        kSenderType,
        kSenderName,
        u"sender.address.line_1"_s,
        u"sender.address.line_2"_s,
        u"sender.address.line_3"_s,
        u"sender.address.city"_s,
        kPostalCode,
        kAddressCountry,
        kDob,
        kDocumentType,
        u"sender.individual.identity_document.number"_s,
        kDocumentCountry,
        kIssuedOn,
        kExpiresOn,
    };
    return paths;
}

// The specification's payout table: the fields required once their object is given at all
// ("yes if sender is given", "yes if address is given", "yes if identity_document is given").
struct BlockRequirement
{
    const QString &block; // its fields are "<block>.<name>"
    QStringList fields;
};

const std::array<BlockRequirement, 3> &blockRequirements()
{
    static const std::array<BlockRequirement, 3> table {
        BlockRequirement {kSender, {kSenderName, kSenderType}},
        BlockRequirement {
            kAddress, {u"sender.address.city"_s, kAddressCountry, u"sender.address.line_1"_s, kPostalCode}},
        BlockRequirement {
            kDocument,
            {kDocumentCountry, kExpiresOn, u"sender.individual.identity_document.number"_s, kDocumentType}},
    };
    return table;
}

// The blocks a service error may name instead of one of their fields.
const QStringList &blockPaths()
{
    static const QStringList paths {kAmount,   kSender,     kAddress, kIndividual,
                                    kDocument, kOnBehalfOf, kAccount};
    return paths;
}

// "payment_account.<path>" of a field of the new payment account (the account number's depends on
// the type).
QString accountPath(AccountField field, const QString &type)
{
    switch (field) {
    case AccountField::Type:
        return u"type"_s;
    case AccountField::Country:
        return u"country"_s;
    case AccountField::HolderName:
        return u"holder.name"_s;
    case AccountField::HolderType:
        return u"holder.type"_s;
    case AccountField::Operator:
        return u"mobile_money.operator"_s;
    case AccountField::PhoneNumber:
        return u"mobile_money.number"_s;
    case AccountField::Bank:
        return u"bank_account.bank_id"_s;
    case AccountField::AccountNumber:
        return type == u"BANK_ACCOUNT_ROUTE" ? u"bank_account_route.number"_s : u"bank_account.number"_s;
    case AccountField::RouteCode:
        return u"bank_account_route.code"_s;
    case AccountField::UpiHandle:
        return u"alias.identifier"_s;
    }
    return {};
}

} // namespace

PayoutDraftForm::PayoutDraftForm(api::ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_newAccount(new PaymentAccountForm(client, this))
{
    m_existing.details.type.clear(); // nothing known until an account is chosen
    m_values.insert(kCustomId, proposeCustomId());
    connect(m_newAccount, &PaymentAccountForm::fieldChanged, this, &PayoutDraftForm::update);
    update();
}

PayoutDraftForm::~PayoutDraftForm() = default;

QStringList PayoutDraftForm::valuePaths()
{
    return allValuePaths();
}

QString PayoutDraftForm::proposeCustomId()
{
    // Crockford's base 32: no I, L, O or U to misread when it is read out or typed again.
    static constexpr char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    QString out = u"PD-"_s + QDateTime::currentDateTimeUtc().date().toString(u"yyyyMMdd"_s) + u'-';
    QRandomGenerator *random = QRandomGenerator::system();
    for (int i = 0; i < 8; ++i)
        out += QLatin1Char(alphabet[random->bounded(32)]);
    return out;
}

void PayoutDraftForm::setLocale(const QLocale &locale)
{
    m_locale = locale;
    update();
}

// --- values -----------------------------------------------------------------------------------

bool PayoutDraftForm::setValue(const QString &path, const QString &value)
{
    if (!allValuePaths().contains(path))
        return false;
    if (m_values.value(path) == value)
        return true;
    if (value.isEmpty())
        m_values.remove(path);
    else
        m_values.insert(path, value);
    valueEdited(path);
    return true;
}

void PayoutDraftForm::setWallet(const api::Wallet &wallet)
{
    const bool batch = std::exchange(m_batch, true);
    setValue(kCurrency, wallet.currency);
    setValue(kWalletId, wallet.id);
    m_batch = batch;
    update();
}

void PayoutDraftForm::setOnBehalfOf(const QStringList &entries)
{
    if (m_onBehalfOf == entries)
        return;
    m_onBehalfOf = entries;
    valueEdited(kOnBehalfOf);
}

void PayoutDraftForm::setRecipientMode(Recipient mode)
{
    if (m_mode == mode)
        return;
    m_mode = mode;
    m_formErrors.clear();
    update();
    Q_EMIT recipientModeChanged(mode);
}

void PayoutDraftForm::setExistingAccount(const api::PaymentAccount &account)
{
    m_existing = account;
    valueEdited(kAccountId);
}

void PayoutDraftForm::valueEdited(const QString &path)
{
    // What the service said about this field, and about the blocks around it, was about another
    // value; a path the form does not show may be about anything.
    for (auto it = m_serviceErrors.begin(); it != m_serviceErrors.end();) {
        const QString &key = it.key();
        const bool around
            = path.startsWith(key) && (path.size() == key.size() || path.at(key.size()) == u'.');
        const bool inside = key.startsWith(path) && key.size() > path.size() && key.at(path.size()) == u'.';
        if (around || inside)
            it = m_serviceErrors.erase(it);
        else
            ++it;
    }
    m_formErrors.clear();
    update();
}

QString PayoutDraftForm::recipientCountry() const
{
    if (m_mode == Recipient::Existing)
        return m_existing.id.isEmpty() ? QString() : m_existing.details.country;
    return m_newAccount->normalized(AccountField::Country);
}

QString PayoutDraftForm::recipientAccountType() const
{
    if (m_mode == Recipient::Existing)
        return m_existing.id.isEmpty() ? QString() : m_existing.details.type;
    return m_newAccount->normalized(AccountField::Type);
}

QString PayoutDraftForm::recipientOperator() const
{
    if (m_mode == Recipient::Existing)
        return m_existing.id.isEmpty() ? QString() : m_existing.details.mobileOperator;
    return m_newAccount->normalized(AccountField::Operator);
}

PayoutRules::Recipient PayoutDraftForm::recipient() const
{
    return {recipientCountry(), recipientAccountType(), recipientOperator()};
}

std::optional<PayoutRules::AmountRange> PayoutDraftForm::amountRange() const
{
    const PayoutRules::Result currency = PayoutRules::currency(m_values.value(kCurrency), recipientCountry());
    if (!currency.ok)
        return std::nullopt;
    return PayoutRules::amountRange(recipient(), currency.value, m_locale);
}

Money PayoutDraftForm::amount() const
{
    const QString wire = normalized(kValue);
    return wire.isEmpty() ? Money() : Money::parse(wire, normalized(kCurrency)).money;
}

// --- what to show -----------------------------------------------------------------------------

bool PayoutDraftForm::isVisible(const QString &path) const
{
    const auto it = m_views.constFind(path);
    return it != m_views.cend() && it->visible;
}

bool PayoutDraftForm::isRequired(const QString &path) const
{
    const auto it = m_views.constFind(path);
    return it != m_views.cend() && it->visible && it->required;
}

PayoutDraftForm::FieldState PayoutDraftForm::state(const QString &path) const
{
    return m_views.value(path).state;
}

QString PayoutDraftForm::message(const QString &path) const
{
    return m_views.value(path).message;
}

QString PayoutDraftForm::errorFor(const QString &path) const
{
    return m_errors.value(path);
}

QString PayoutDraftForm::normalized(const QString &path) const
{
    const auto it = m_views.constFind(path);
    if (it == m_views.cend() || !it->visible || it->state != FieldState::Ok)
        return {};
    return it->normalized;
}

bool PayoutDraftForm::isIndividualSender() const
{
    return m_values.value(kSenderType).trimmed() == u"INDIVIDUAL";
}

bool PayoutDraftForm::blockUsed(const QString &prefix) const
{
    const bool business = m_values.value(kSenderType).trimmed() == u"BUSINESS";
    for (auto it = m_values.cbegin(); it != m_values.cend(); ++it) {
        if (!it.key().startsWith(prefix) || it.value().trimmed().isEmpty())
            continue;
        if (business && it.key().startsWith(kIndividual))
            continue; // kept, but not part of a business sender
        return true;
    }
    return false;
}

QString PayoutDraftForm::requiredReason(const QString &path) const
{
    if (path == kCurrency)
        return tr("Choose the wallet to pay from.");
    if (path == kValue)
        return tr("Enter the amount.");
    if (path == kCustomId)
        return tr("Enter a reference for this payout, or keep the one proposed: Paydesk uses it to find "
                  "the payout again.");
    const QString country = recipientCountry();
    const QString countryName = AccountRules::countryName(country);
    if (path == kPurpose)
        return spec::purposeRequired(country)
            ? tr("A purpose is required for payouts to %1.").arg(countryName)
            : QString();
    if (!path.startsWith(kSender + u'.'))
        return {};

    const spec::SenderRequirements needs = spec::senderRequirements(country);
    if (needs.everySender.contains(path) || (isIndividualSender() && needs.individualSender.contains(path)))
        return tr("Required for payouts to %1.").arg(countryName);
    for (const BlockRequirement &r : blockRequirements()) {
        if (!r.fields.contains(path) || !blockUsed(r.block + u'.'))
            continue;
        if (r.block == kSender)
            return tr("Required once any detail of the sender is given.");
        if (r.block == kAddress)
            return tr("Required once any part of the sender's address is given.");
        return tr("Required once any detail of the identity document is given.");
    }
    return {};
}

PayoutDraftForm::FieldView PayoutDraftForm::checkValue(const QString &path, const QString &text) const
{
    FieldView view;
    PayoutRules::Result result;
    if (path == kCurrency) {
        result = PayoutRules::currency(text, recipientCountry());
    } else if (path == kValue) {
        const QString currency = m_values.value(kCurrency).trimmed().toUpper();
        if (!spec::currency(currency)) {
            view.state = FieldState::Pending;
            view.message = tr("Choose the wallet first: the amount is in its currency.");
            return view;
        }
        result = PayoutRules::amount(text, currency, recipient(), m_locale);
    } else if (path == kWalletId) {
        result = text.trimmed().startsWith(QLatin1StringView(spec::prefix::wallet))
            ? PayoutRules::Result {true, text.trimmed(), {}}
            : PayoutRules::Result {false, {}, tr("This is not the id of a wallet.")};
    } else if (path == kPurpose) {
        result = PayoutRules::purpose(text);
    } else if (path == kCustomId) {
        result = PayoutRules::customId(text);
    } else if (path == kSenderType) {
        result = PayoutRules::senderType(text);
    } else if (path == kAddressCountry || path == kDocumentCountry) {
        result = PayoutRules::countryCode(text);
    } else if (path == kPostalCode) {
        const PayoutRules::Result country = PayoutRules::countryCode(m_values.value(kAddressCountry));
        result = PayoutRules::postalCode(text, country.value);
    } else if (path == kDob) {
        result = PayoutRules::birthDate(text, QDate::currentDate());
    } else if (path == kIssuedOn) {
        result = PayoutRules::issuedOn(text, m_values.value(kExpiresOn));
    } else if (path == kExpiresOn) {
        result = PayoutRules::date(text);
    } else if (path == kDocumentType) {
        result = PayoutRules::identityDocumentType(text);
    } else {
        result = PayoutRules::text(text);
    }
    view.state = result.ok ? FieldState::Ok : FieldState::Invalid;
    view.normalized = result.value;
    view.message = result.message;
    return view;
}

void PayoutDraftForm::addAccountViews(QMap<QString, FieldView> &views) const
{
    const QString type = m_newAccount->value(AccountField::Type).trimmed();
    for (const AccountField field : PaymentAccountForm::fields()) {
        if (!m_newAccount->isVisible(field))
            continue;
        FieldView view;
        view.value = m_newAccount->value(field);
        view.required = m_newAccount->isRequired(field);
        view.normalized = m_newAccount->normalized(field);
        view.message = m_newAccount->message(field);
        switch (m_newAccount->state(field)) {
        case AccountState::Empty:
            view.state = FieldState::Missing;
            view.message = tr("Required for a new recipient.");
            break;
        case AccountState::Pending:
            view.state = FieldState::Pending;
            break;
        case AccountState::Ok:
            view.state = FieldState::Ok;
            break;
        case AccountState::Invalid:
            view.state = FieldState::Invalid;
            break;
        }
        views.insert(kAccountPrefix + accountPath(field, type), view);
    }
}

QMap<QString, PayoutDraftForm::FieldView> PayoutDraftForm::computeViews() const
{
    QMap<QString, FieldView> views;
    const bool business = m_values.value(kSenderType).trimmed() == u"BUSINESS";

    for (const QString &path : allValuePaths()) {
        FieldView view;
        view.value = m_values.value(path);
        view.visible = !(business && path.startsWith(kIndividual));
        if (view.visible) {
            const QString reason = requiredReason(path);
            view.required = !reason.isEmpty();
            if (view.value.trimmed().isEmpty()) {
                view.state = view.required ? FieldState::Missing : FieldState::Empty;
                view.message = reason;
            } else {
                const FieldView result = checkValue(path, view.value);
                view.state = result.state;
                view.message = result.message;
                view.normalized = result.normalized;
            }
        }
        views.insert(path, view);
    }

    // The recipient.
    {
        FieldView view;
        view.value = m_existing.id;
        view.visible = m_mode == Recipient::Existing;
        view.required = view.visible;
        if (m_existing.id.trimmed().isEmpty()) {
            view.state = FieldState::Missing;
            view.message = tr("Choose the recipient.");
        } else if (!m_existing.id.startsWith(QLatin1StringView(spec::prefix::paymentAccount))) {
            view.state = FieldState::Invalid;
            view.message = tr("This is not the id of a payment account.");
        } else if (!spec::country(m_existing.details.country)) {
            view.state = FieldState::Pending;
            view.message = tr("Paydesk does not know the country of this recipient: choose it again from the "
                              "list of recipients.");
        } else {
            view.state = FieldState::Ok;
            view.normalized = m_existing.id;
        }
        if (!view.visible) {
            view.state = FieldState::Empty;
            view.message.clear();
        }
        views.insert(kAccountId, view);
    }
    if (m_mode == Recipient::New)
        addAccountViews(views);

    for (qsizetype i = 0; i < m_onBehalfOf.size(); ++i) {
        FieldView view;
        view.value = m_onBehalfOf.at(i);
        view.required = true;
        const PayoutRules::Result result = PayoutRules::onBehalfOf(view.value);
        view.state = result.ok ? FieldState::Ok : FieldState::Invalid;
        view.normalized = result.value;
        view.message = result.message;
        views.insert(kOnBehalfOf + u'.' + QString::number(i), view);
    }

    for (const QString &block : blockPaths()) {
        FieldView view;
        view.visible = block == kAccount ? m_mode == Recipient::New
                                         : !(business && (block == kIndividual || block == kDocument));
        views.insert(block, view);
    }

    // What the service said, on the fields (and blocks) it named, until they are edited.
    for (auto it = m_serviceErrors.cbegin(); it != m_serviceErrors.cend(); ++it) {
        const auto view = views.find(it.key());
        if (view == views.end() || !view->visible || view->state == FieldState::Invalid)
            continue;
        view->state = FieldState::Invalid;
        view->message = tr("The payment service refused this: %1").arg(it.value());
        view->normalized.clear();
    }
    return views;
}

void PayoutDraftForm::update()
{
    if (m_batch)
        return;
    const QMap<QString, FieldView> views = computeViews();

    QStringList changed;
    for (auto it = views.cbegin(); it != views.cend(); ++it) {
        const auto old = m_views.constFind(it.key());
        if (old == m_views.cend() || *old != *it)
            changed << it.key();
    }
    for (auto it = m_views.cbegin(); it != m_views.cend(); ++it) {
        if (!views.contains(it.key()))
            changed << it.key();
    }
    m_views = views;

    QMap<QString, QString> errors;
    for (auto it = m_views.cbegin(); it != m_views.cend(); ++it) {
        const FieldState s = it->state;
        if (it->visible && (s == FieldState::Missing || s == FieldState::Pending || s == FieldState::Invalid))
            errors.insert(it.key(), it->message);
    }
    for (auto it = m_formErrors.cbegin(); it != m_formErrors.cend(); ++it)
        errors.insert(it.key(),
                      tr("The payment service refused %1: %2").arg(it.key(), it.value().join(u"; "_s)));
    const bool errorsChanged = errors != m_errors;
    m_errors = errors;
    const bool valid = m_errors.isEmpty();
    const bool validChanged = valid != m_valid;
    m_valid = valid;

    for (const QString &path : std::as_const(changed))
        Q_EMIT fieldChanged(path);
    if (errorsChanged)
        Q_EMIT this->errorsChanged();
    if (validChanged)
        Q_EMIT this->validChanged(valid);
}

} // namespace paydesk::payouts
