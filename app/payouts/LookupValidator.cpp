// SPDX-License-Identifier: GPL-3.0-or-later
#include "LookupValidator.h"

#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "api/ApiResult.h"
#include "core/Logging.h"
#include "domain/SpecTables.h"
#include "recipients/PaymentAccountForm.h"

#include <QRegularExpression>

using namespace Qt::Literals::StringLiterals;

namespace paydesk::payouts {

// Each lookup's account type and outcome; never a number, an operator's customer or a name.
PAYDESK_LOGGING_CATEGORY(lcLookup, "lookup")

namespace {

const QString kMobileMoney = u"MOBILE_MONEY"_s;
const QString kBankAccount = u"BANK_ACCOUNT"_s;
const QString kBankAccountRoute = u"BANK_ACCOUNT_ROUTE"_s;
const QString kAlias = u"ALIAS"_s;
const QString kNotFoundCode = u"LOOKUP_ACCOUNT_NOT_FOUND"_s;

struct VerdictName
{
    NameVerdict verdict;
    const char16_t *name;
};
constexpr VerdictName kVerdictNames[] = {
    {NameVerdict::Match, u"MATCH"},
    {NameVerdict::CloseMatch, u"CLOSE_MATCH"},
    {NameVerdict::NoMatch, u"NO_MATCH"},
};

QString verdictName(NameVerdict verdict)
{
    for (const VerdictName &v : kVerdictNames) {
        if (v.verdict == verdict)
            return QString::fromUtf16(v.name);
    }
    return {};
}

std::optional<NameVerdict> verdictFromName(QStringView name)
{
    for (const VerdictName &v : kVerdictNames) {
        if (name == QStringView(v.name))
            return v.verdict;
    }
    return std::nullopt;
}

bool isBlank(const QString &text)
{
    return text.trimmed().isEmpty();
}

// As the service takes them (spec: mobile_money.number E.164; bank_account.number 1 to 34
// letters or digits).
bool isMobileNumber(const QString &number)
{
    static const QRegularExpression e164(u"\\A\\+?[1-9][0-9]{6,14}\\z"_s);
    return e164.match(number).hasMatch();
}

bool isBankAccountNumber(const QString &number)
{
    if (number.isEmpty() || number.size() > 34)
        return false;
    for (const QChar c : number) {
        if (c.unicode() > 0x7f || !c.isLetterOrNumber())
            return false;
    }
    return true;
}

} // namespace

// --- Account and Result --------------------------------------------------------------------------

LookupValidator::Account LookupValidator::Account::from(const api::PaymentAccountDetails &details)
{
    Account a;
    a.type = details.type;
    a.country = details.country;
    if (details.type == kMobileMoney) {
        a.number = details.mobileNumber;
        a.operatorOrBankId = details.mobileOperator;
    } else if (details.type == kBankAccount) {
        a.number = details.bankAccountNumber;
        a.operatorOrBankId = details.bankId;
    } else if (details.type == kBankAccountRoute) {
        a.number = details.routeNumber;
        a.operatorOrBankId = details.routeCode;
    } else if (details.type == kAlias) {
        a.number = details.aliasIdentifier;
        a.operatorOrBankId = details.aliasNetwork;
    }
    return a;
}

std::optional<NameMatch> LookupValidator::Result::match() const
{
    if (state != State::Found || isBlank(typedName))
        return std::nullopt;
    return compareNames(typedName, registeredName);
}

QJsonObject LookupValidator::Result::toJson() const
{
    QJsonObject json {{u"state"_s, stateName(state)}};
    if (!registeredName.isEmpty())
        json.insert(u"registered_name"_s, registeredName);
    if (!typedName.isEmpty())
        json.insert(u"typed_name"_s, typedName);
    if (verdict)
        json.insert(u"verdict"_s, verdictName(*verdict));
    if (checkedAt.isValid())
        json.insert(u"checked_at"_s, checkedAt.toUTC().toString(Qt::ISODateWithMs));
    QJsonObject a;
    const auto put = [&a](const QString &key, const QString &value) {
        if (!value.isEmpty())
            a.insert(key, value);
    };
    put(u"type"_s, account.type);
    put(u"country"_s, account.country);
    put(u"number"_s, account.number);
    put(account.type == kBankAccount ? u"bank_id"_s : u"operator"_s, account.operatorOrBankId);
    if (!a.isEmpty())
        json.insert(u"account"_s, a);
    return json;
}

std::optional<LookupValidator::Result> LookupValidator::Result::fromJson(const QJsonObject &json)
{
    const std::optional<State> state = stateFromName(json.value(u"state"_s).toString());
    if (!state)
        return std::nullopt;
    Result r;
    r.state = *state;
    r.registeredName = json.value(u"registered_name"_s).toString();
    r.typedName = json.value(u"typed_name"_s).toString();
    if (json.contains(u"verdict"_s)) {
        r.verdict = verdictFromName(json.value(u"verdict"_s).toString());
        if (!r.verdict)
            return std::nullopt;
    }
    if (json.contains(u"checked_at"_s)) {
        r.checkedAt = QDateTime::fromString(json.value(u"checked_at"_s).toString(), Qt::ISODateWithMs);
        if (!r.checkedAt.isValid())
            return std::nullopt;
        r.checkedAt = r.checkedAt.toUTC();
    }
    const QJsonObject a = json.value(u"account"_s).toObject();
    r.account.type = a.value(u"type"_s).toString();
    r.account.country = a.value(u"country"_s).toString();
    r.account.number = a.value(u"number"_s).toString();
    r.account.operatorOrBankId
        = a.value(r.account.type == kBankAccount ? u"bank_id"_s : u"operator"_s).toString();
    const bool answered = r.state == State::Found || r.state == State::NotFound;
    if ((r.state == State::Found && r.registeredName.isEmpty()) || answered != r.checkedAt.isValid()
        || (r.verdict && r.state != State::Found))
        return std::nullopt;
    return r;
}

// --- LookupValidator -----------------------------------------------------------------------------

LookupValidator::LookupValidator(QObject *parent)
    : QObject(parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(defaultDebounce);
    connect(&m_debounce, &QTimer::timeout, this, &LookupValidator::startLookup);
}

LookupValidator::~LookupValidator()
{
    cancelCall();
}

api::ApiClient *LookupValidator::client() const
{
    return m_client;
}

void LookupValidator::setClient(api::ApiClient *client)
{
    if (client == m_client)
        return;
    if (m_client)
        disconnect(m_client, nullptr, this, nullptr);
    m_client = client;
    if (client) {
        // Its unfinished calls go with it, without an answer: nothing is in flight any more.
        connect(client, &QObject::destroyed, this, [this] {
            m_client = nullptr;
            restart();
        });
    }
    restart();
}

void LookupValidator::setDebounceInterval(std::chrono::milliseconds interval)
{
    m_debounce.setInterval(interval);
}

std::chrono::milliseconds LookupValidator::debounceInterval() const
{
    return m_debounce.intervalAsDuration();
}

void LookupValidator::setAccount(const Account &account)
{
    const Account next = normalized(account);
    if (next == m_account)
        return;
    m_account = next;
    restart();
}

void LookupValidator::setAccount(const QString &type, const QString &country, const QString &number,
                                 const QString &operatorOrBankId)
{
    setAccount(Account {type, country, number, operatorOrBankId});
}

void LookupValidator::setTypedName(const QString &name)
{
    if (name == m_typedName)
        return;
    const Result before = result();
    const QString messageBefore = message();
    m_typedName = name;
    recomputeMatch();
    publish(before, messageBefore);
}

std::optional<NameVerdict> LookupValidator::verdict() const
{
    if (!m_match)
        return std::nullopt;
    return m_match->verdict;
}

LookupValidator::Tone LookupValidator::tone() const
{
    switch (m_state) {
    case State::Found:
        if (const std::optional<NameVerdict> v = verdict()) {
            switch (*v) {
            case NameVerdict::Match:
                return Tone::Good;
            case NameVerdict::CloseMatch:
                return Tone::Doubtful;
            case NameVerdict::NoMatch:
                return Tone::Bad;
            }
        }
        return Tone::Neutral;
    case State::NotFound:
    case State::Failed:
        return Tone::Bad;
    default:
        return Tone::Neutral;
    }
}

LookupValidator::Result LookupValidator::result() const
{
    Result r;
    r.state = m_state;
    r.account = m_account;
    r.registeredName = m_registeredName;
    r.typedName = m_typedName;
    r.verdict = verdict();
    r.checkedAt = m_checkedAt;
    return r;
}

QString LookupValidator::message() const
{
    return describe(result(), m_error);
}

bool LookupValidator::retry()
{
    if (!canRetry() || !m_client)
        return false;
    startLookup();
    return true;
}

bool LookupValidator::applyRegisteredName()
{
    if (m_state != State::Found)
        return false;
    const QString name = m_registeredName;
    setTypedName(name);
    Q_EMIT registeredNameApplied(name);
    return true;
}

QString LookupValidator::stateName(State state)
{
    switch (state) {
    case State::Idle:
        return u"IDLE"_s;
    case State::NotOffered:
        return u"NOT_OFFERED"_s;
    case State::Checking:
        return u"CHECKING"_s;
    case State::Found:
        return u"FOUND"_s;
    case State::NotFound:
        return u"NOT_FOUND"_s;
    case State::Unavailable:
        return u"UNAVAILABLE"_s;
    case State::Failed:
        return u"FAILED"_s;
    }
    return {};
}

std::optional<LookupValidator::State> LookupValidator::stateFromName(QStringView name)
{
    for (int i = int(State::Idle); i <= int(State::Failed); ++i) {
        if (name == stateName(State(i)))
            return State(i);
    }
    return std::nullopt;
}

QString LookupValidator::describe(const Result &result, const api::ApiError &error)
{
    switch (result.state) {
    case State::Idle:
        return {};
    case State::NotOffered:
        if (result.account.type == kMobileMoney)
            return tr("The holder's name cannot be checked for %1 accounts.")
                .arg(spec::describe(spec::operators(), result.account.operatorOrBankId));
        return tr("The holder's name cannot be checked for this type of account (%1).")
            .arg(recipients::PaymentAccountForm::typeLabel(result.account.type));
    case State::Checking:
        return tr("Checking the account holder\u2026");
    case State::Found:
        if (!result.verdict)
            return tr("Registered to %1.").arg(result.registeredName);
        switch (*result.verdict) {
        case NameVerdict::Match:
            return tr("Registered to %1: the name typed matches.").arg(result.registeredName);
        case NameVerdict::CloseMatch:
            return tr("Registered to %1: close to the name typed; check it.").arg(result.registeredName);
        case NameVerdict::NoMatch:
            return tr("Registered to %1: the name typed does not match.").arg(result.registeredName);
        }
        break;
    case State::NotFound:
        if (result.account.type == kBankAccount)
            return tr("No account was found with this number at this bank; check both.");
        return tr("No account was found with this number at this operator; check both.");
    case State::Unavailable:
        return tr("The holder's name cannot be checked at the moment; try again.");
    case State::Failed:
        if (error.isError())
            return tr("The holder's name could not be checked: %1").arg(error.userMessage());
        return tr("The holder's name could not be checked.");
    }
    return {};
}

LookupValidator::Offer LookupValidator::offerFor(const Account &account)
{
    if (account.type == kBankAccountRoute || account.type == kAlias)
        return Offer::NotOffered;
    if (account.type == kMobileMoney) {
        const QString &op = account.operatorOrBankId;
        if (op.isEmpty())
            return Offer::Incomplete;
        const QStringList offered = account.country.isEmpty()
            ? spec::lookupOperators()
            : spec::lookupOperatorsForCountry(account.country);
        if (!offered.contains(op)) {
            // An operator of the country (or of the service) that has no lookup; another is a mistake.
            const bool known = account.country.isEmpty()
                ? spec::contains(spec::operators(), op)
                : spec::operatorsForCountry(account.country).contains(op);
            return known ? Offer::NotOffered : Offer::Incomplete;
        }
        return isMobileNumber(account.number) ? Offer::Offered : Offer::Incomplete;
    }
    if (account.type == kBankAccount) {
        if (account.operatorOrBankId.isEmpty())
            return Offer::Incomplete;
        return isBankAccountNumber(account.number) ? Offer::Offered : Offer::Incomplete;
    }
    return Offer::Incomplete; // no type yet, or one the service does not have
}

LookupValidator::Account LookupValidator::normalized(const Account &account)
{
    Account a = account;
    a.type = a.type.trimmed();
    a.country = a.country.trimmed();
    a.operatorOrBankId = a.operatorOrBankId.trimmed();
    a.number = a.number.trimmed();
    if (a.type == kMobileMoney || a.type == kBankAccount) {
        // Grouping typed into the number is not part of it.
        a.number.remove(u' ');
        a.number.remove(u'-');
    }
    return a;
}

void LookupValidator::restart()
{
    const Result before = result();
    const QString messageBefore = message();
    cancelCall();
    m_debounce.stop();
    ++m_generation;
    m_registeredName.clear();
    m_checkedAt = {};
    m_error = {};
    switch (offerFor(m_account)) {
    case Offer::Incomplete:
        m_state = State::Idle;
        break;
    case Offer::NotOffered:
        m_state = State::NotOffered;
        break;
    case Offer::Offered:
        if (m_client) {
            m_state = State::Checking;
            m_debounce.start();
        } else {
            m_state = State::Idle;
        }
        break;
    }
    recomputeMatch();
    publish(before, messageBefore);
}

void LookupValidator::startLookup()
{
    m_debounce.stop();
    cancelCall();
    if (!m_client || offerFor(m_account) != Offer::Offered)
        return;
    const Result before = result();
    const QString messageBefore = message();
    const quint64 generation = ++m_generation;
    m_registeredName.clear();
    m_checkedAt = {};
    m_error = {};
    m_state = State::Checking;
    recomputeMatch();
    qCDebug(lcLookup) << "lookup" << m_account.type;
    m_call = m_client->lookup(m_account.number, m_account.type, m_account.operatorOrBankId);
    connect(m_call, &api::ApiCall::finished, this, [this, generation](const api::ApiResult &answer) {
        if (generation != m_generation)
            return; // asked for an account (or through a client) that is no longer the one
        m_call = nullptr;
        onFinished(answer);
    });
    publish(before, messageBefore);
}

void LookupValidator::onFinished(const api::ApiResult &answer)
{
    const Result before = result();
    const QString messageBefore = message();
    const api::ApiError &error = answer.error();
    if (answer.isOk()) {
        const api::LookupResult *found = answer.value<api::LookupResult>();
        m_registeredName = found ? found->holderName.trimmed() : QString();
        m_state = m_registeredName.isEmpty() ? State::NotFound : State::Found;
        m_checkedAt = QDateTime::currentDateTimeUtc();
    } else if (error.httpStatus() == 404 && error.code() == kNotFoundCode) {
        m_state = State::NotFound;
        m_checkedAt = QDateTime::currentDateTimeUtc();
    } else {
        m_error = error;
        m_state = error.isTransient() ? State::Unavailable : State::Failed;
        qCInfo(lcLookup).noquote() << "lookup of a" << m_account.type << "account:" << error.toString();
    }
    qCDebug(lcLookup) << "lookup" << m_account.type << "->" << m_state;
    recomputeMatch();
    publish(before, messageBefore);
}

void LookupValidator::cancelCall()
{
    if (m_call)
        m_call->cancel();
    m_call = nullptr;
}

void LookupValidator::recomputeMatch()
{
    if (m_state == State::Found && !isBlank(m_typedName))
        m_match = compareNames(m_typedName, m_registeredName);
    else
        m_match.reset();
}

void LookupValidator::publish(const Result &before, const QString &messageBefore)
{
    const Result now = result();
    if (now.state != before.state)
        Q_EMIT stateChanged(now.state);
    if (now != before || message() != messageBefore)
        Q_EMIT resultChanged();
}

} // namespace paydesk::payouts
