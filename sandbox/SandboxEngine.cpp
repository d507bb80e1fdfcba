// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxEngine.h"

#include "Amount.h"
#include "Ksuid.h"
#include "WebhookDispatcher.h"
#include "domain/SpecTables.h"

#include <QRandomGenerator>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

// Base delays at speed 1.
constexpr qint64 kPayoutStepMs = 2000;
constexpr qint64 kReviewMs = 20000;
constexpr qint64 kLaterChangeMs = 5000;
constexpr qint64 kPayinStepMs = 2000;
constexpr qint64 kStatementMs = 1500;

// Suffixes of mobile money and bank account numbers and what the payout does (decisions.md,
// then our own additions documented in sandbox/README.md).
struct Magic
{
    const char *suffix;
    const char *plan;
};

constexpr Magic kNumberMagic[] = {
    {"000100", "fail:"},
    {"000101", "fail:PAYMENT_ACCOUNT_INVALID_ACCOUNT_NUMBER"},
    {"000102", "fail:PAYMENT_ACCOUNT_BALANCE_MAXED_OUT"},
    {"000103", "fail:PAYMENT_ACCOUNT_PER_TRANSACTION_LIMIT_REACHED"},
    {"000104", "fail:PAYMENT_ACCOUNT_DAILY_LIMIT_REACHED"},
    {"000105", "fail:PAYMENT_ACCOUNT_MONTHLY_LIMIT_REACHED"},
    {"000106", "fail:PAYMENT_ACCOUNT_LIMIT_REACHED"},
    {"000107", "fail:PAYMENT_ACCOUNT_WEEKLY_LIMIT_REACHED"},
    {"000108", "fail:ENTITY_PAYMENT_ACCOUNT_KYC_SANCTIONS_HIT"},
    {"000109", "fail:PROVIDER_NETWORK_ISSUE"},
    {"000110", "fail:RECIPIENT_ACCOUNT_NOT_SUPPORTED_FOR_REMITTANCE"},
    {"000111", "fail:ENTITY_KYC_SANCTIONS_HIT_EXPIRED"},
    {"000200", "review"},
    {"000201", "send-then-fail"},
    {"000202", "send-then-reverse"},
    {"000203", "hold"},
};

constexpr Magic kUpiMagic[] = {
    {"generic.failure@upi", "fail:"},
    {"account.limit@upi", "fail:PAYMENT_ACCOUNT_LIMIT_REACHED"},
    {"daily.limit@upi", "fail:PAYMENT_ACCOUNT_DAILY_LIMIT_REACHED"},
    {"monthly.limit@upi", "fail:PAYMENT_ACCOUNT_MONTHLY_LIMIT_REACHED"},
    {"review@upi", "review"},
    {"hold@upi", "hold"},
};

QString coordinateOf(const QJsonObject &body)
{
    PaymentAccount a;
    a.body = body;
    return a.coordinate();
}

QString receiptFor(const PaymentAccount *account)
{
    QString prefix = u"BNK"_s;
    if (account && account->type() == u"MOBILE_MONEY")
        prefix = account->body.value(u"mobile_money"_s).toObject().value(u"operator"_s).toString().left(4);
    else if (account && account->type() == u"ALIAS")
        prefix = u"UPI"_s;
    static constexpr char kChars[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    QString out = prefix + u'-';
    for (int i = 0; i < 10; ++i)
        out += QLatin1Char(kChars[QRandomGenerator::global()->bounded(int(sizeof kChars - 1))]);
    return out;
}

} // namespace

SandboxEngine::SandboxEngine(SandboxStore &store, WebhookDispatcher *webhooks, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_webhooks(webhooks)
{
    m_stepTimer.setSingleShot(true);
    m_stepTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_stepTimer, &QTimer::timeout, this, &SandboxEngine::runDueSteps);
    m_clock.start();
}

int SandboxEngine::scaled(qint64 ms) const
{
    return int(qBound<qint64>(0, qint64(double(ms) * m_speed), 24LL * 3600 * 1000));
}

void SandboxEngine::after(int ms, std::function<void()> step)
{
    const qint64 due = m_clock.elapsed() + ms;
    const bool first = m_steps.empty() || due < m_steps.begin()->first;
    m_steps.emplace(due, std::move(step)); // after those due at the same time: they run in order
    if (first)
        m_stepTimer.start(int(qMax<qint64>(0, due - m_clock.elapsed())));
}

void SandboxEngine::runDueSteps()
{
    // The steps due now, taken first: one that a step schedules for 0 ms runs at the next turn.
    std::vector<std::function<void()>> due;
    const qint64 now = m_clock.elapsed();
    while (!m_steps.empty() && m_steps.begin()->first <= now) {
        due.push_back(std::move(m_steps.begin()->second));
        m_steps.erase(m_steps.begin());
    }
    if (!m_steps.empty())
        m_stepTimer.start(int(qMax<qint64>(0, m_steps.begin()->first - now)));
    for (const std::function<void()> &step : due)
        step();
}

QString SandboxEngine::planForPayout(const PaymentAccount &account, const QJsonObject &body)
{
    const QJsonObject sender = body.value(u"sender"_s).toObject();
    if (sender.value(u"name"_s).toString().compare(u"Blocked Sender", Qt::CaseInsensitive) == 0)
        return u"fail:ENTITY_SENDER_KYC_SANCTIONS_HIT"_s;
    const QString number = account.coordinate();
    if (account.type() == u"ALIAS") {
        for (const Magic &m : kUpiMagic) {
            if (number.compare(QLatin1StringView(m.suffix), Qt::CaseInsensitive) == 0)
                return QString::fromLatin1(m.plan);
        }
        return u"send"_s;
    }
    if (number == u"0390195016650")
        return u"fail:"_s;
    for (const Magic &m : kNumberMagic) {
        if (number.endsWith(QLatin1StringView(m.suffix)))
            return QString::fromLatin1(m.plan);
    }
    return u"send"_s;
}

QString SandboxEngine::unavailableCode(const QJsonObject &accountBody)
{
    const QString type = accountBody.value(u"type"_s).toString();
    const QString number = coordinateOf(accountBody);
    if (type == u"ALIAS")
        return number.compare(u"unavailable@upi", Qt::CaseInsensitive) == 0
            ? u"PAYOUT_ALIAS_NETWORK_TEMPORARILY_UNAVAILABLE"_s
            : QString();
    if (!number.endsWith(u"000503"))
        return {};
    return type == u"MOBILE_MONEY" ? u"PAYOUT_MOBILE_MONEY_TEMPORARILY_UNAVAILABLE"_s
                                   : u"PAYOUT_BANK_TEMPORARILY_UNAVAILABLE"_s;
}

const PaymentAccount &SandboxEngine::getOrCreateAccount(const QJsonObject &body, bool *created)
{
    const QString identity = PaymentAccount::identityOf(body);
    if (const PaymentAccount *existing = m_store.paymentAccountByIdentity(identity)) {
        *created = false;
        return *existing;
    }
    QJsonObject clean;
    for (const char *key :
         {"type", "country", "holder", "mobile_money", "bank_account", "bank_account_route", "alias"}) {
        const QJsonValue v = body.value(QLatin1StringView(key));
        if (v.isObject() || v.isString())
            clean.insert(QLatin1StringView(key), v);
    }
    PaymentAccount account {Ksuid::make(spec::prefix::paymentAccount), identity, clean,
                            QDateTime::currentDateTimeUtc(), m_store.nextSeq()};
    m_store.addPaymentAccount(account);
    *created = true;
    return *m_store.paymentAccount(account.id);
}

void SandboxEngine::writeLine(const Wallet &wallet, const QString &type, qint64 amount, const QDateTime &at,
                              const QString &payoutId, const QString &payinId)
{
    LedgerLine line;
    line.id = Ksuid::make(spec::prefix::statementLine, at);
    line.walletId = wallet.id;
    line.type = type;
    line.amount = amount;
    line.balanceAfter = wallet.available;
    line.currency = wallet.currency;
    line.createdAt = at;
    line.payoutId = payoutId;
    line.payinId = payinId;
    line.seq = m_store.nextSeq();
    m_store.addLine(line);
}

SandboxEngine::PayoutOutcome SandboxEngine::createPayout(const QJsonObject &body)
{
    PayoutOutcome out;
    const QString accountId = body.value(u"payment_account_id"_s).toString();
    const QJsonObject embedded = body.value(u"payment_account"_s).toObject();
    const PaymentAccount *stored = accountId.isEmpty() ? nullptr : m_store.paymentAccount(accountId);
    const QJsonObject accountBody = stored ? stored->body : embedded;

    out.errorCode = unavailableCode(accountBody);
    if (!out.errorCode.isEmpty()) {
        out.status = 503;
        return out;
    }

    const QJsonObject amount = body.value(u"amount"_s).toObject();
    const QString currency = amount.value(u"currency"_s).toString();
    const auto value = Amount::parse(amount.value(u"value"_s).toString(), currency, nullptr);
    const QString walletId = body.value(u"wallet_id"_s).toString();
    Wallet *wallet = walletId.isEmpty() ? m_store.walletForCurrency(currency) : m_store.wallet(walletId);
    Q_ASSERT(value && wallet); // validated before
    if (wallet->available < value->minor) {
        out.status = 402;
        out.errorCode = u"WALLET_INSUFFICIENT_BALANCE"_s;
        return out;
    }

    bool created = false;
    const PaymentAccount &account = stored ? *stored : getOrCreateAccount(embedded, &created);

    Payout payout;
    payout.id = Ksuid::make(spec::prefix::payout);
    for (const char *key : {"custom_id", "on_behalf_of", "purpose", "sender"}) {
        const QJsonValue v = body.value(QLatin1StringView(key));
        if (!v.isUndefined() && !v.isNull())
            payout.request.insert(QLatin1StringView(key), v);
    }
    payout.amount = value->minor;
    payout.currency = currency;
    payout.walletId = wallet->id;
    payout.paymentAccountId = account.id;
    payout.createdAt = QDateTime::currentDateTimeUtc();
    payout.seq = m_store.nextSeq();
    payout.plan = planForPayout(account, body);
    if (payout.plan == u"review")
        payout.context = u"COMPLIANCE_REVIEW"_s;

    wallet->available -= payout.amount;
    m_store.putWallet(*wallet);
    writeLine(*wallet, u"PAYOUT_INITIATED"_s, -payout.amount, payout.createdAt, payout.id);
    m_store.putPayout(payout);
    schedulePayout(payout.id, payout.plan == u"review" ? kReviewMs : kPayoutStepMs);
    out.payout = payout;
    return out;
}

void SandboxEngine::schedulePayout(const QString &id, qint64 baseDelayMs)
{
    after(scaled(baseDelayMs), [this, id] { runPayoutStep(id); });
}

void SandboxEngine::setPayoutState(Payout &payout, const QString &state, const QString &context)
{
    payout.state = state;
    payout.context = context;
    if (state == u"SENT" && payout.receipt.isEmpty())
        payout.receipt = receiptFor(m_store.paymentAccount(payout.paymentAccountId));
    m_store.putPayout(payout);
    emitEvent(u"payout.state-updated"_s, [&] { return payout.toApi(); });
}

void SandboxEngine::runPayoutStep(const QString &id)
{
    Payout *payout = m_store.payout(id);
    if (!payout)
        return;
    Wallet *wallet = m_store.wallet(payout->walletId);
    if (!wallet)
        return;
    const QString plan = payout->plan;
    const QDateTime now = QDateTime::currentDateTimeUtc();

    if (payout->state == u"PENDING" && plan.startsWith(u"fail:")) {
        wallet->available += payout->amount;
        m_store.putWallet(*wallet);
        writeLine(*wallet, u"PAYOUT_FAILED"_s, payout->amount, now, payout->id);
        payout->plan = u"done"_s;
        setPayoutState(*payout, u"FAILED"_s, plan.mid(5));
    } else if (payout->state == u"PENDING"
               && (plan == u"send" || plan == u"review" || plan == u"send-then-fail"
                   || plan == u"send-then-reverse")) {
        wallet->balance -= payout->amount;
        m_store.putWallet(*wallet);
        payout->plan = plan == u"send-then-fail" ? u"sent-to-failed"_s
            : plan == u"send-then-reverse"       ? u"reverse"_s
                                                 : u"done"_s;
        setPayoutState(*payout, u"SENT"_s, QString());
        if (payout->plan != u"done")
            schedulePayout(id, kLaterChangeMs);
    } else if (payout->state == u"SENT" && plan == u"sent-to-failed") {
        payout->plan = u"done"_s;
        transition(*payout, u"sent-to-failed"_s, u"PROVIDER_NETWORK_ISSUE"_s);
    } else if (payout->state == u"SENT" && plan == u"reverse") {
        payout->plan = u"done"_s;
        transition(*payout, u"reverse"_s, QString());
    }
}

QString SandboxEngine::transition(Payout &payout, const QString &action, const QString &context)
{
    Wallet *wallet = m_store.wallet(payout.walletId);
    if (!wallet)
        return u"the payout's wallet no longer exists"_s;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    auto notFrom = [&](const char *expected) {
        return u"a payout can be %1 only from %2; this one is %3"_s.arg(action, QLatin1StringView(expected),
                                                                        payout.state);
    };
    if (action == u"reverse") {
        if (payout.state != u"SENT")
            return notFrom("SENT");
        wallet->available += payout.amount;
        wallet->balance += payout.amount;
        m_store.putWallet(*wallet);
        writeLine(*wallet, u"PAYOUT_REVERSED"_s, payout.amount, now, payout.id);
        setPayoutState(payout, u"REVERSED"_s, context);
    } else if (action == u"cancel") {
        if (payout.state != u"PENDING")
            return notFrom("PENDING");
        wallet->available += payout.amount;
        m_store.putWallet(*wallet);
        writeLine(*wallet, u"PAYOUT_FAILED"_s, payout.amount, now, payout.id);
        payout.plan = u"done"_s;
        setPayoutState(payout, u"CANCELLED"_s, context);
    } else if (action == u"sent-to-failed") {
        if (payout.state != u"SENT")
            return notFrom("SENT");
        wallet->available += payout.amount;
        wallet->balance += payout.amount;
        m_store.putWallet(*wallet);
        writeLine(*wallet, u"PAYOUT_SENT_TO_FAILED"_s, payout.amount, now, payout.id);
        setPayoutState(payout, u"FAILED"_s, context);
    } else if (action == u"failed-to-sent") {
        if (payout.state != u"FAILED")
            return notFrom("FAILED");
        if (wallet->available < payout.amount)
            return u"the wallet's available funds do not cover the payout"_s;
        wallet->available -= payout.amount;
        wallet->balance -= payout.amount;
        m_store.putWallet(*wallet);
        writeLine(*wallet, u"PAYOUT_FAILED_TO_SENT"_s, -payout.amount, now, payout.id);
        setPayoutState(payout, u"SENT"_s, QString());
    } else {
        return u"unknown action %1: use reverse, cancel, sent-to-failed or failed-to-sent"_s.arg(action);
    }
    return {};
}

Payin SandboxEngine::createPayin(const QJsonObject &body)
{
    const QString accountId = body.value(u"payment_account_id"_s).toString();
    bool created = false;
    const PaymentAccount &account = accountId.isEmpty()
        ? getOrCreateAccount(body.value(u"payment_account"_s).toObject(), &created)
        : *m_store.paymentAccount(accountId);
    const QJsonObject amount = body.value(u"amount"_s).toObject();
    const QString currency = amount.value(u"currency"_s).toString();
    const QString walletId = body.value(u"wallet_id"_s).toString();
    const Wallet *wallet
        = walletId.isEmpty() ? m_store.walletForCurrency(currency) : m_store.wallet(walletId);

    Payin payin;
    payin.id = Ksuid::make(spec::prefix::payin);
    payin.customId = body.value(u"custom_id"_s).toString();
    payin.amount = Amount::parse(amount.value(u"value"_s).toString(), currency, nullptr)->minor;
    payin.currency = currency;
    payin.walletId = wallet->id;
    payin.paymentAccountId = account.id;
    payin.createdAt = QDateTime::currentDateTimeUtc();
    payin.seq = m_store.nextSeq();
    const QString number = account.coordinate();
    payin.plan = number.endsWith(u"000100") ? u"fail:PAYMENT_ACCOUNT_INSUFFICIENT_BALANCE"_s
        : number.endsWith(u"000101")        ? u"fail:PAYMENT_ACCOUNT_HOLDER_REJECTED"_s
        : number.endsWith(u"000102")        ? u"fail:EXPIRED"_s
        : number.endsWith(u"000103")        ? u"fail:"_s
                                            : u"settle"_s;
    m_store.putPayin(payin);
    schedulePayin(payin.id);
    return payin;
}

void SandboxEngine::schedulePayin(const QString &id)
{
    after(scaled(kPayinStepMs), [this, id] { runPayinStep(id); });
}

void SandboxEngine::runPayinStep(const QString &id)
{
    Payin *payin = m_store.payin(id);
    if (!payin)
        return;
    Wallet *wallet = m_store.wallet(payin->walletId);
    if (!wallet)
        return;
    if (payin->state == u"PENDING" && payin->plan.startsWith(u"fail:")) {
        payin->state = u"FAILED"_s;
        payin->context = payin->plan.mid(5);
        payin->plan = u"done"_s;
        m_store.putPayin(*payin);
        emitEvent(u"payin.state-updated"_s, [&] { return payin->toApi(); });
    } else if (payin->state == u"PENDING") {
        payin->state = u"COLLECTED"_s;
        wallet->balance += payin->amount;
        m_store.putWallet(*wallet);
        m_store.putPayin(*payin);
        schedulePayin(id);
    } else if (payin->state == u"COLLECTED") {
        payin->state = u"SETTLED"_s;
        payin->plan = u"done"_s;
        wallet->available += payin->amount;
        m_store.putWallet(*wallet);
        writeLine(*wallet, u"COLLECTION_COLLECTED"_s, payin->amount, QDateTime::currentDateTimeUtc(), {},
                  payin->id);
        m_store.putPayin(*payin);
        emitEvent(u"payin.state-updated"_s, [&] { return payin->toApi(); });
    }
}

Statement SandboxEngine::createStatement(const QString &walletId, const QDateTime &from, const QDateTime &to)
{
    Statement s;
    s.id = Ksuid::make(spec::prefix::statement);
    s.walletId = walletId;
    s.currency = m_store.wallet(walletId)->currency;
    s.from = from;
    s.to = to;
    s.createdAt = QDateTime::currentDateTimeUtc();
    s.seq = m_store.nextSeq();
    m_store.putStatement(s);
    scheduleStatement(s.id);
    return s;
}

void SandboxEngine::scheduleStatement(const QString &id)
{
    after(scaled(kStatementMs), [this, id] { generateStatement(id); });
}

void SandboxEngine::generateStatement(const QString &id)
{
    Statement *s = m_store.statement(id);
    if (!s || s->state != u"PENDING")
        return;
    if (s->from.date().year() < 2001) {
        // Our magic value: periods that start before 2001 fail to generate.
        s->state = u"FAILED"_s;
    } else {
        qint64 opening = 0;
        s->lineSeqs.clear();
        for (const LedgerLine &line : m_store.lines()) {
            if (line.walletId != s->walletId)
                continue;
            if (line.createdAt < s->from)
                opening = line.balanceAfter;
            else if (line.createdAt < s->to)
                s->lineSeqs.append(line.seq);
        }
        s->opening = opening;
        s->closing = s->lineSeqs.isEmpty() ? opening : m_store.lineBySeq(s->lineSeqs.last())->balanceAfter;
        s->state = u"READY"_s;
    }
    m_store.putStatement(*s);
    emitEvent(u"wallet-statement.state-updated"_s, [&] { return s->toApi(); });
}

Wallet SandboxEngine::createWallet(const QString &currency, qint64 amount)
{
    Wallet w;
    w.id = Ksuid::make(spec::prefix::wallet);
    w.currency = currency;
    w.seq = m_store.nextSeq();
    m_store.putWallet(w);
    if (amount != 0)
        fund(*m_store.wallet(w.id), amount);
    return *m_store.wallet(w.id);
}

void SandboxEngine::fund(Wallet &wallet, qint64 amount)
{
    wallet.available += amount;
    wallet.balance += amount;
    m_store.putWallet(wallet);
    writeLine(wallet, u"COLLECTION_COLLECTED"_s, amount, QDateTime::currentDateTimeUtc());
}

void SandboxEngine::resume()
{
    for (const Payout &p : m_store.payouts()) {
        if ((p.state == u"PENDING" && p.plan != u"hold" && p.plan != u"done")
            || (p.state == u"SENT" && (p.plan == u"sent-to-failed" || p.plan == u"reverse")))
            schedulePayout(p.id, kPayoutStepMs);
    }
    for (const Payin &p : m_store.payins()) {
        if (p.state == u"PENDING" || p.state == u"COLLECTED")
            schedulePayin(p.id);
    }
    for (Statement *s : m_store.statements()) {
        if (s->state == u"PENDING")
            scheduleStatement(s->id);
    }
}

void SandboxEngine::emitEvent(const QString &type, const std::function<QJsonObject()> &data)
{
    // The event's data is made only when there is somewhere to send it (a payout's API form costs
    // about as much as the rest of its state change).
    if (m_webhooks && !m_webhooks->url().isEmpty())
        m_webhooks->dispatch(type, data());
}

} // namespace paydesk::sandbox
