// SPDX-License-Identifier: GPL-3.0-or-later
#include "approvals/PayoutReview.h"

#include "recipients/AccountIdentity.h"

#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "api/PageWalker.h"
#include "payouts/PayoutDraftForm.h"
#include "payouts/PayoutStateText.h"
#include "payouts/RecipientKey.h"
#include "recipients/PaymentAccountForm.h"

using namespace Qt::StringLiterals;

namespace paydesk::approvals {

using payouts::LookupValidator;
using Saved = payouts::PayoutDraft::Lookup;

PayoutReview::PayoutReview(const payouts::PayoutDraft &draft, api::ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_draft(draft)
    , m_client(client)
    , m_lookup(new LookupValidator(this))
{
    m_lookup->setDebounceInterval(std::chrono::milliseconds(0)); // nothing is being typed
    connect(m_lookup, &LookupValidator::resultChanged, this, &PayoutReview::changed);
}

PayoutReview::~PayoutReview()
{
    if (m_walker)
        m_walker->cancel();
}

LookupOutcome PayoutReview::outcomeOf(Saved saved)
{
    switch (saved) {
    case Saved::Match:
        return LookupOutcome::Match;
    case Saved::CloseMatch:
        return LookupOutcome::CloseMatch;
    case Saved::NoMatch:
        return LookupOutcome::NoMatch;
    case Saved::NotFound:
        return LookupOutcome::NotFound;
    case Saved::NotOffered:
        return LookupOutcome::NotOffered;
    case Saved::None:
    case Saved::Unavailable:
        break;
    }
    return LookupOutcome::NotMade;
}

bool PayoutReview::paidOrPaying(const QString &serviceState)
{
    return !payouts::PayoutStateText::paidNobody(serviceState);
}

bool PayoutReview::paidOrPaying(const payouts::PayoutDraft &row)
{
    using State = payouts::PayoutDraft::State;
    switch (row.state) {
    case State::Approved:
    case State::Submitting:
    case State::Uncertain:
        return true;
    case State::Accepted:
        return paidOrPaying(row.progress.payoutState);
    default:
        return false;
    }
}

QString PayoutReview::keyOf(const QJsonObject &body) const
{
    // A new account the service has already is that account: its pac- id.
    if (body.value(u"payment_account_id"_s).toString().isEmpty()) {
        const QString identity = recipients::accountIdentity(body.value(u"payment_account"_s).toObject());
        if (const QString id = m_savedIds.value(identity); !identity.isEmpty() && !id.isEmpty())
            return id;
    }
    return payouts::recipientKeyOf(body);
}

QStringList PayoutReview::localKeys() const
{
    QStringList keys {payouts::recipientKeyOf(m_draft.content.requestBody)};
    if (m_savedAccount && !m_savedAccount->id.isEmpty() && !keys.contains(m_savedAccount->id))
        keys.append(m_savedAccount->id);
    return keys;
}

void PayoutReview::setLocalPayouts(const QList<payouts::PayoutDraft> &rows)
{
    m_localRows = rows;
    m_local.clear();
    m_localPayoutIds.clear();
    for (const payouts::PayoutDraft &row : rows) {
        if (row.id == m_draft.id || !row.amount().isValid() || !paidOrPaying(row))
            continue;
        m_local.append({keyOf(row.content.requestBody), row.amount(), row.createdAt});
        if (!row.progress.providerPayoutId.isEmpty())
            m_localPayoutIds.insert(row.progress.providerPayoutId);
    }
    Q_EMIT changed();
}

QString PayoutReview::recipientName() const
{
    return m_savedAccount ? m_savedAccount->details.holder.name : m_typedName;
}

void PayoutReview::start()
{
    // The account and name as the maker left them, from the draft's form.
    payouts::PayoutDraftForm form(nullptr);
    if (!form.restore(m_draft.content.formSnapshot))
        form.fromRequestJson(m_draft.content.requestBody);
    if (form.recipientMode() == payouts::PayoutDraftForm::Recipient::Existing) {
        const api::PaymentAccount account = form.existingAccount();
        if (!account.id.isEmpty())
            m_lookup->setAccount(LookupValidator::Account::from(account.details));
        m_lookup->setTypedName(account.details.holder.name);
        m_typedName = account.details.holder.name;
    } else {
        recipients::PaymentAccountForm *account = form.newAccount();
        using Field = recipients::PaymentAccountForm::Field;
        m_lookup->setAccount(LookupValidator::Account::from(account->details()));
        m_typedName = account->normalized(Field::HolderName).isEmpty()
            ? account->value(Field::HolderName)
            : account->normalized(Field::HolderName);
        m_lookup->setTypedName(m_typedName);
    }
    m_lookup->setClient(m_client);
    readWallets();
    // A new account is first found among the saved ones (its earlier payouts name it by pac- id).
    if (m_draft.content.requestBody.value(u"payment_account_id"_s).toString().isEmpty())
        readAccounts();
    else
        readEarlier();
}

void PayoutReview::readAccounts()
{
    if (!m_client)
        return;
    // Every saved recipient, the client's one walk over them, at most maxAccountPages pages.
    m_walker = m_client->walkPaymentAccounts({50, {}});
    m_walker->setPageLimit(maxAccountPages);
    const QString wanted
        = recipients::accountIdentity(m_draft.content.requestBody.value(u"payment_account"_s).toObject());
    connect(m_walker, &api::PageWalker::pageReady, this, [this, wanted](const api::ApiResult &page) {
        const auto *accounts = page.value<api::Page<api::PaymentAccount>>();
        if (!accounts)
            return;
        for (const api::PaymentAccount &a : accounts->items) {
            const QString identity = recipients::accountIdentity(a.details);
            if (identity.isEmpty())
                continue;
            m_savedIds.insert(identity, a.id);
            if (identity == wanted && !m_savedAccount)
                m_savedAccount = a;
        }
    });
    connect(m_walker, &api::PageWalker::finished, this, [this] {
        m_walker = nullptr;
        setLocalPayouts(m_localRows); // re-keyed by the accounts now known; says changed()
        if (m_savedAccount)
            Q_EMIT localKeysChanged(); // the saved account's rows too
        readEarlier();
    });
}

void PayoutReview::readWallets()
{
    if (!m_client)
        return;
    api::ApiCall *call = m_client->listWallets();
    connect(call, &api::ApiCall::finished, this, [this](const api::ApiResult &result) {
        const auto *wallets = result.value<QList<api::Wallet>>();
        if (!result.isOk() || !wallets)
            return;
        const QString walletId = m_draft.content.requestBody.value(u"wallet_id"_s).toString();
        for (const api::Wallet &w : *wallets) {
            if (walletId.isEmpty() ? w.currency == m_draft.amount().currency() : w.id == walletId) {
                m_available = w.available;
                Q_EMIT changed();
                return;
            }
        }
        m_walletUnknown = true;
        Q_EMIT changed();
    });
}

void PayoutReview::readEarlier()
{
    if (!m_client)
        return;
    api::PayoutQuery query;
    query.from = QDateTime::currentDateTimeUtc().addDays(-earlierDays).toString(Qt::ISODate);
    query.limit = 50;
    // The client's walk over the payouts of the period, at most maxServicePages pages: a walk
    // stopped there (reachedPageLimit()) leaves the earliest days unread.
    m_walker = m_client->walkPayouts(query);
    m_walker->setPageLimit(maxServicePages);
    const QString recipient = keyOf(m_draft.content.requestBody);
    const QDateTime dayBefore
        = (m_draft.createdAt.isValid() ? m_draft.createdAt : QDateTime::currentDateTimeUtc())
              .addSecs(-24 * 3600);
    connect(m_walker, &api::PageWalker::pageReady, this,
            [this, recipient, dayBefore](const api::ApiResult &page) {
                const auto *payouts = page.value<api::Page<api::Payout>>();
                if (!payouts)
                    return;
                for (const api::Payout &p : payouts->items)
                    if (!m_localPayoutIds.contains(p.id) && p.customId != m_draft.customId()
                        && paidOrPaying(p.state.code))
                        m_service.append({p.paymentAccountId, p.amount, p.createdAt});
                Q_EMIT changed();
                // Newest first: once past the day before this payout with enough of the recipient's
                // payouts, older pages change no warning.
                const qsizetype theirs
                    = std::count_if(m_service.cbegin(), m_service.cend(),
                                    [&](const EarlierPayout &e) { return e.recipientKey == recipient; });
                if (theirs >= enoughEarlier && !payouts->items.isEmpty()
                    && payouts->items.last().createdAt < dayBefore && m_walker) {
                    m_earlierComplete = true; // settled: the recipient was paid before
                    m_walker->cancel(); // nothing more comes from it
                    m_walker = nullptr;
                    Q_EMIT changed();
                }
            });
    api::PageWalker *walker = m_walker; // alive while it says finished()
    connect(m_walker, &api::PageWalker::finished, this, [this, walker](const api::ApiError &error) {
        m_walker = nullptr;
        if (!error.isError() && !walker->reachedPageLimit())
            m_earlierComplete = true;
        Q_EMIT changed();
    });
}

bool PayoutReview::isReadingEarlier() const
{
    return !m_walker.isNull();
}

ReviewFacts PayoutReview::savedFacts(const payouts::PayoutDraft &draft)
{
    ReviewFacts f;
    f.amount = draft.amount();
    f.recipientKey = payouts::recipientKeyOf(draft.content.requestBody);
    f.createdAt = draft.createdAt;
    f.savedLookup = outcomeOf(draft.content.lookup);
    f.registeredName = draft.content.registeredName;
    return f;
}

QList<ReviewWarning> PayoutReview::localWarnings(const payouts::PayoutDraft &draft,
                                                 const RecipientHistory &history, const QLocale &locale)
{
    ReviewFacts facts = savedFacts(draft);
    facts.earlierComplete = false; // the service's payouts are not read here
    facts.history = history;
    QList<ReviewWarning> warnings;
    for (const ReviewWarning &w : ReviewWarning::of(facts, locale))
        if (w.kind != ReviewWarning::Kind::FirstPayout && w.kind != ReviewWarning::Kind::LookupNotMade
            && w.kind != ReviewWarning::Kind::InsufficientBalance)
            warnings.append(w);
    return warnings;
}

ReviewFacts PayoutReview::facts() const
{
    ReviewFacts f = savedFacts(m_draft);
    switch (m_lookup->state()) {
    case LookupValidator::State::Checking:
        f.freshLookup = std::nullopt;
        break;
    case LookupValidator::State::Found:
        f.registeredName = m_lookup->registeredName();
        if (const std::optional<payouts::NameVerdict> v = m_lookup->verdict())
            f.freshLookup = *v == payouts::NameVerdict::Match
                ? LookupOutcome::Match
                : (*v == payouts::NameVerdict::CloseMatch ? LookupOutcome::CloseMatch
                                                          : LookupOutcome::NoMatch);
        else
            f.freshLookup = LookupOutcome::NotMade;
        break;
    case LookupValidator::State::NotFound:
        f.freshLookup = LookupOutcome::NotFound;
        break;
    case LookupValidator::State::NotOffered:
        f.freshLookup = LookupOutcome::NotOffered;
        break;
    case LookupValidator::State::Idle:
    case LookupValidator::State::Unavailable:
    case LookupValidator::State::Failed:
        f.freshLookup = LookupOutcome::NotMade;
        break;
    }
    f.recipientKey = keyOf(m_draft.content.requestBody);
    f.earlier = m_local + m_service;
    f.earlierComplete = m_earlierComplete;
    f.earlierDays = earlierDays;
    f.typedName = m_typedName;
    if (m_savedAccount)
        f.savedName = m_savedAccount->details.holder.name;
    f.available = m_available;
    f.walletUnknown = m_walletUnknown;
    return f;
}

QList<ReviewWarning> PayoutReview::warnings(const QLocale &locale) const
{
    return ReviewWarning::of(facts(), locale);
}

} // namespace paydesk::approvals
