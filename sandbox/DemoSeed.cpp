// SPDX-License-Identifier: GPL-3.0-or-later
#include "DemoSeed.h"

#include "Amount.h"
#include "Ksuid.h"
#include "SandboxEngine.h"
#include "SandboxStore.h"
#include "domain/SpecTables.h"

#include <QJsonArray>
#include <QRandomGenerator>

#include <algorithm>

namespace paydesk::sandbox {

using namespace Qt::StringLiterals;

namespace {

struct BankSeed
{
    const char *country;
    const char *name;
};

constexpr BankSeed kBanks[] = {
    {"KE", "KCB Bank Kenya"},
    {"KE", "Equity Bank Kenya"},
    {"KE", "Co-operative Bank of Kenya"},
    {"KE", "NCBA Bank Kenya"},
    {"TZ", "CRDB Bank"},
    {"TZ", "NMB Bank"},
    {"RW", "Bank of Kigali"},
    {"RW", "I&M Bank Rwanda"},
    {"GH", "GCB Bank"},
    {"GH", "Ecobank Ghana"},
    {"GH", "Fidelity Bank Ghana"},
    {"UG", "Stanbic Bank Uganda"},
    {"UG", "Centenary Bank"},
    {"CI", "Societe Generale Cote d'Ivoire"},
    {"CI", "NSIA Banque"},
    {"SN", "CBAO Groupe Attijariwafa"},
    {"SN", "Banque de l'Habitat du Senegal"},
    {"CM", "Afriland First Bank"},
    {"CM", "BICEC"},
    {"CG", "LCB Bank"},
    {"GA", "BGFIBank Gabon"},
    {"ET", "Commercial Bank of Ethiopia"},
    {"ET", "Dashen Bank"},
    {"ET", "Awash Bank"},
    {"EG", "National Bank of Egypt"},
    {"EG", "Banque Misr"},
    {"EG", "Commercial International Bank"},
    {"NG", "Access Bank Nigeria"},
    {"NG", "Guaranty Trust Bank"},
    {"NG", "Zenith Bank"},
    {"NG", "First Bank of Nigeria"},
    {"BD", "Sonali Bank"},
    {"BD", "BRAC Bank"},
    {"BD", "Dutch-Bangla Bank"},
    {"PH", "BDO Unibank"},
    {"PH", "Bank of the Philippine Islands"},
    {"PH", "Metrobank"},
    {"PK", "Habib Bank Limited"},
    {"PK", "MCB Bank"},
    {"PK", "United Bank Limited"},
    {"IN", "State Bank of India"},
    {"IN", "HDFC Bank"},
    {"IN", "ICICI Bank"},
};

struct WalletSeed
{
    const char *currency;
    qint64 opening; // minor units
    qint64 minPayout;
    qint64 maxPayout;
};

constexpr WalletSeed kWallets[] = {
    {"KES", 2'500'000'00, 500'00, 150'000'00},
    {"UGX", 180'000'000, 20'000, 4'000'000},
    {"GHS", 450'000'00, 50'00, 12'000'00},
    {"XOF", 95'000'000, 5'000, 1'500'000},
    {"INR", 1'800'000'00, 500'00, 90'000'00},
    {"PHP", 1'200'000'00, 300'00, 40'000'00},
    {"BDT", 950'000'00, 500'00, 50'000'00},
    {"USD", 250'000'00, 0, 0},
    // A wallet in every other currency of the countries the specification lists, funded and
    // without payouts yet (after the others, so that the history above stays the same).
    {"TZS", 45'000'000'00, 0, 0},
    {"RWF", 12'000'000, 0, 0},
    {"XAF", 30'000'000, 0, 0},
    {"PKR", 3'500'000'00, 0, 0},
    {"NGN", 18'000'000'00, 0, 0},
    {"EGP", 750'000'00, 0, 0},
};

// The business that pays out in the demo: a sender that meets what every country of
// decisions.md asks of a BUSINESS sender (type, name and a full address).
QJsonObject demoSender()
{
    return {{u"name"_s, u"Paydesk Demo Trading Ltd"_s},
            {u"type"_s, u"BUSINESS"_s},
            {u"address"_s,
             QJsonObject {{u"line_1"_s, u"14 Riverside Drive"_s},
                          {u"city"_s, u"Nairobi"_s},
                          {u"postal_code"_s, u"00100"_s},
                          {u"country"_s, u"KE"_s}}}};
}

QJsonObject holder(const char *name, bool business = false)
{
    return {{u"name"_s, QLatin1StringView(name)}, {u"type"_s, business ? u"BUSINESS"_s : u"INDIVIDUAL"_s}};
}

QJsonObject mobile(const char *country, const char *number, const char *op, const char *name)
{
    return {{u"type"_s, u"MOBILE_MONEY"_s},
            {u"country"_s, QLatin1StringView(country)},
            {u"holder"_s, holder(name)},
            {u"mobile_money"_s,
             QJsonObject {{u"number"_s, QLatin1StringView(number)}, {u"operator"_s, QLatin1StringView(op)}}}};
}

QJsonObject bank(const char *country, const QString &bankId, const char *number, const char *name,
                 bool business)
{
    return {
        {u"type"_s, u"BANK_ACCOUNT"_s},
        {u"country"_s, QLatin1StringView(country)},
        {u"holder"_s, holder(name, business)},
        {u"bank_account"_s, QJsonObject {{u"bank_id"_s, bankId}, {u"number"_s, QLatin1StringView(number)}}}};
}

QString bankIdFor(const SandboxStore &store, const char *country)
{
    for (const Bank &b : store.banks()) {
        if (b.country == QLatin1StringView(country))
            return b.id;
    }
    return {};
}

// The demo's recipients, as the registries of their operators and banks know them: the payment
// accounts of the seed, and the holder names the sandbox's lookups give for their numbers.
struct RecipientSeed
{
    const char *type; // MOBILE_MONEY, BANK_ACCOUNT, ALIAS, BANK_ACCOUNT_ROUTE
    const char *country;
    const char *number; // E.164, account number, or UPI handle
    const char *extra; // the operator; the IFSC code of a route; unused otherwise
    const char *name;
    bool business;
};

constexpr RecipientSeed kRecipients[] = {
    {"MOBILE_MONEY", "KE", "+254712345678", "SAFARICOM", "Wanjiru Kamau", false},
    {"MOBILE_MONEY", "KE", "+254733456789", "AIRTEL", "Otieno Ochieng", false},
    {"BANK_ACCOUNT", "KE", "1180293746", nullptr, "Mwangi Fresh Produce Limited", true},
    {"MOBILE_MONEY", "UG", "+256772123456", "MTN", "Brian Mugisha", false},
    {"MOBILE_MONEY", "GH", "+233244123456", "MTN", "Kwame Mensah", false},
    {"BANK_ACCOUNT", "GH", "0041298765", nullptr, "Asante Cocoa Traders", true},
    {"MOBILE_MONEY", "CI", "+2250707123456", "ORANGE", "Aminata Kone", false},
    {"MOBILE_MONEY", "SN", "+221771234567", "WAVE", "Fatou Ndiaye", false},
    {"ALIAS", "IN", "priya.sharma@okhdfc", nullptr, "Priya Sharma", false},
    {"BANK_ACCOUNT_ROUTE", "IN", "50100234567890", "HDFC0001234", "Raj Textiles", true},
    {"MOBILE_MONEY", "BD", "+8801712345678", "BKASH", "Rahim Hossain", false},
    {"MOBILE_MONEY", "PH", "+639171234567", "GCASH", "Maria Santos", false},
};

QJsonObject accountOf(const SandboxStore &store, const RecipientSeed &r)
{
    const QLatin1StringView type(r.type);
    if (type == QLatin1StringView("MOBILE_MONEY"))
        return mobile(r.country, r.number, r.extra, r.name);
    if (type == QLatin1StringView("BANK_ACCOUNT"))
        return bank(r.country, bankIdFor(store, r.country), r.number, r.name, r.business);
    if (type == QLatin1StringView("ALIAS"))
        return {{u"type"_s, u"ALIAS"_s},
                {u"country"_s, QLatin1StringView(r.country)},
                {u"holder"_s, holder(r.name, r.business)},
                {u"alias"_s,
                 QJsonObject {{u"identifier"_s, QLatin1StringView(r.number)}, {u"network"_s, u"UPI"_s}}}};
    return {
        {u"type"_s, u"BANK_ACCOUNT_ROUTE"_s},
        {u"country"_s, QLatin1StringView(r.country)},
        {u"holder"_s, holder(r.name, r.business)},
        {u"bank_account_route"_s,
         QJsonObject {{u"code"_s, QLatin1StringView(r.extra)}, {u"number"_s, QLatin1StringView(r.number)}}}};
}

// A movement of the demo history, applied in time order.
struct Event
{
    QDateTime at;
    int kind; // 0 funding, 1 payout initiated, 2 payout failed, 3 payout reversed
    qsizetype wallet;
    qint64 amount;
    QString payoutId;
};

} // namespace

std::optional<QString> DemoSeed::registeredName(QStringView number)
{
    const auto digits = [](QStringView n) { return n.startsWith(u'+') ? n.mid(1) : n; };
    for (const RecipientSeed &r : kRecipients)
        if (digits(QString::fromLatin1(r.number)) == digits(number))
            return QString::fromUtf8(r.name);
    return std::nullopt;
}

void DemoSeed::banks(SandboxStore &store)
{
    const QDateTime at = QDateTime(QDate(2024, 1, 15), QTime(9, 0), Qt::UTC);
    for (const BankSeed &b : kBanks)
        store.addBank(Bank {Ksuid::make(spec::prefix::bank, at), QString::fromUtf8(b.name),
                            QLatin1StringView(b.country)});
}

void DemoSeed::demo(SandboxStore &store, SandboxEngine &engine)
{
    QRandomGenerator rng(20261122); // the same history every time, relative to today
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QDateTime start = QDateTime(now.date().addDays(-120), QTime(8, 0), Qt::UTC);

    // Recipients, by currency.
    QList<QJsonObject> accounts;
    for (const RecipientSeed &r : kRecipients)
        accounts.append(accountOf(store, r));
    QHash<QString, QList<QString>> recipientsByCurrency;
    for (qsizetype i = 0; i < accounts.size(); ++i) {
        const QDateTime createdAt = start.addDays(i * 3).addSecs(3600);
        const PaymentAccount a {Ksuid::make(spec::prefix::paymentAccount, createdAt),
                                PaymentAccount::identityOf(accounts[i]), accounts[i], createdAt,
                                store.nextSeq()};
        store.addPaymentAccount(a);
        const QString currency = QLatin1StringView(spec::country(a.country())->currency);
        recipientsByCurrency[currency].append(a.id);
    }

    // Wallets, opened at the start of the history.
    QList<Wallet> wallets;
    for (const WalletSeed &w : kWallets) {
        Wallet wallet;
        wallet.id = Ksuid::make(spec::prefix::wallet, start);
        wallet.currency = QLatin1StringView(w.currency);
        wallet.seq = store.nextSeq();
        wallets.append(wallet);
    }

    // The history as events in time order.
    QList<Event> events;
    QList<Payout> payouts;
    static constexpr const char *kFailures[]
        = {"PAYMENT_ACCOUNT_DAILY_LIMIT_REACHED", "PROVIDER_NETWORK_ISSUE",
           "PAYMENT_ACCOUNT_INVALID_ACCOUNT_NUMBER", ""};
    static constexpr const char *kPurposes[]
        = {"SALARY_AND_WAGES", "INVOICE_PAYMENT", "SERVICES_PAYMENT", "GOODS_PURCHASE"};
    int counter = 0;
    for (qsizetype w = 0; w < wallets.size(); ++w) {
        const WalletSeed &seed = kWallets[w];
        events.append({start, 0, w, seed.opening, {}});
        const QList<QString> recipients = recipientsByCurrency.value(wallets[w].currency);
        if (recipients.isEmpty())
            continue;
        for (QDateTime day = start.addDays(1); day < now.addSecs(-3600); day = day.addDays(1)) {
            const int perDay = int(rng.bounded(3));
            for (int k = 0; k < perDay; ++k) {
                const QDateTime at = day.addSecs(qint64(rng.bounded(9 * 3600)) + 1800);
                if (at >= now.addSecs(-600))
                    continue;
                Payout p;
                p.id = Ksuid::make(spec::prefix::payout, at);
                p.amount = seed.minPayout + qint64(rng.bounded(quint64(seed.maxPayout - seed.minPayout)));
                if (seed.maxPayout >= 100'000)
                    p.amount -= p.amount % 100; // round amounts, like real payroll
                p.currency = wallets[w].currency;
                p.walletId = wallets[w].id;
                p.paymentAccountId = recipients[qsizetype(rng.bounded(int(recipients.size())))];
                p.createdAt = at;
                p.request.insert(u"custom_id"_s, u"demo-%1"_s.arg(++counter, 5, 10, QLatin1Char('0')));
                const QString country = store.paymentAccount(p.paymentAccountId)->country();
                p.request.insert(u"purpose"_s, QLatin1StringView(kPurposes[rng.bounded(4)]));
                if (!spec::purposeRequired(country) && rng.bounded(3) == 0)
                    p.request.remove(u"purpose"_s);
                if (!spec::senderRequirements(country).everySender.isEmpty())
                    p.request.insert(u"sender"_s, demoSender());
                const int roll = int(rng.bounded(100));
                p.plan = u"done"_s;
                events.append({at, 1, w, p.amount, p.id});
                if (roll < 6) {
                    p.state = u"FAILED"_s;
                    p.context = QLatin1StringView(kFailures[rng.bounded(4)]);
                    events.append({at.addSecs(90), 2, w, p.amount, p.id});
                } else if (roll < 8 && at.addDays(2) < now) { // reversed two days later: in the past
                    p.state = u"REVERSED"_s;
                    p.receipt = u"RCP-DEMO%1"_s.arg(counter);
                    events.append({at.addDays(2), 3, w, p.amount, p.id});
                } else {
                    p.state = u"SENT"_s;
                    p.receipt = u"RCP-DEMO%1"_s.arg(counter);
                }
                payouts.append(p);
            }
        }
    }
    std::stable_sort(events.begin(), events.end(),
                     [](const Event &a, const Event &b) { return a.at < b.at; });
    std::stable_sort(payouts.begin(), payouts.end(),
                     [](const Payout &a, const Payout &b) { return a.createdAt < b.createdAt; });

    for (Payout &p : payouts) {
        p.seq = store.nextSeq();
        store.putPayout(p);
    }
    for (const Event &e : events) {
        Wallet &wallet = wallets[e.wallet];
        switch (e.kind) {
        case 0:
            wallet.available += e.amount;
            wallet.balance += e.amount;
            engine.writeLine(wallet, u"COLLECTION_COLLECTED"_s, e.amount, e.at);
            break;
        case 1:
            if (wallet.available - e.amount < kWallets[e.wallet].opening / 5) {
                // Treasury tops the wallet up before it runs dry.
                wallet.available += kWallets[e.wallet].opening;
                wallet.balance += kWallets[e.wallet].opening;
                engine.writeLine(wallet, u"COLLECTION_COLLECTED"_s, kWallets[e.wallet].opening, e.at);
            }
            wallet.available -= e.amount;
            wallet.balance -= e.amount;
            engine.writeLine(wallet, u"PAYOUT_INITIATED"_s, -e.amount, e.at, e.payoutId);
            break;
        case 2:
            wallet.available += e.amount;
            wallet.balance += e.amount;
            engine.writeLine(wallet, u"PAYOUT_FAILED"_s, e.amount, e.at, e.payoutId);
            break;
        case 3:
            wallet.available += e.amount;
            wallet.balance += e.amount;
            engine.writeLine(wallet, u"PAYOUT_REVERSED"_s, e.amount, e.at, e.payoutId);
            break;
        }
    }
    for (const Wallet &w : wallets)
        store.putWallet(w);
}

namespace {

constexpr const char *kBulkFailures[]
    = {"PAYMENT_ACCOUNT_DAILY_LIMIT_REACHED", "PROVIDER_NETWORK_ISSUE",
       "PAYMENT_ACCOUNT_INVALID_ACCOUNT_NUMBER", "PAYMENT_ACCOUNT_BALANCE_MAXED_OUT"};
constexpr const char *kBulkFirstNames[] = {"Amina",   "Kwame",  "Wanjiru", "Ibrahim", "Fatou", "Chinedu",
                                           "Achieng", "Moussa", "Grace",   "Tendai",  "Aisha", "Samuel"};
constexpr const char *kBulkLastNames[] = {"Otieno", "Mensah", "Diallo", "Kamau",   "Okafor", "Traore",
                                          "Mwangi", "Ndiaye", "Banda",  "Mugisha", "Asante", "Abebe"};

QList<const PaymentAccount *> recipientsIn(const SandboxStore &store, const QString &currency)
{
    QList<const PaymentAccount *> out;
    for (const PaymentAccount &a : store.paymentAccounts()) {
        const spec::CountryInfo *c = spec::country(a.country());
        if (c && currency == QLatin1StringView(c->currency))
            out.append(&a);
    }
    return out;
}

// A country of the currency where recipients can be made: mobile money first, else a bank.
const spec::CountryInfo *bulkCountry(const SandboxStore &store, const QString &currency, bool *mobile)
{
    for (bool wantMobile : {true, false}) {
        for (const spec::CountryInfo &c : spec::countries()) {
            if (currency != QLatin1StringView(c.currency))
                continue;
            const QString code = QLatin1StringView(c.code);
            if (wantMobile ? !spec::operatorsForCountry(code).isEmpty()
                           : !bankIdFor(store, c.code).isEmpty()) {
                *mobile = wantMobile;
                return &c;
            }
        }
    }
    return nullptr;
}

// The range of amounts (minor units) a payout to the account may have.
std::pair<qint64, qint64> amountRange(const PaymentAccount &account, const QString &currency)
{
    const int digits = qMax(0, Amount::minorUnits(currency));
    qint64 unit = 1;
    for (int i = 0; i < digits; ++i)
        unit *= 10;
    qint64 lo = 10 * unit;
    qint64 hi = 0;
    const QString op = account.body.value(u"mobile_money"_s).toObject().value(u"operator"_s).toString();
    if (const auto limit = spec::payoutLimit(account.country(), account.type(), op)) {
        if (const auto min = Amount::parse(QLatin1StringView(limit->minimum), currency, nullptr))
            lo = qMax(lo, min->minor);
        if (limit->maximum) {
            if (const auto max = Amount::parse(QLatin1StringView(limit->maximum), currency, nullptr))
                hi = max->minor;
        }
    }
    if (hi <= lo || hi > lo * 500) // payroll and invoices, not the country's largest transfers
        hi = lo * 500;
    return {lo, hi};
}

} // namespace

bool DemoSeed::canBulkPayOut(const SandboxStore &store, const QString &currency)
{
    bool mobile = false;
    return !recipientsIn(store, currency).isEmpty() || bulkCountry(store, currency, &mobile);
}

QString DemoSeed::bulkPayouts(SandboxStore &store, SandboxEngine &engine, const BulkPayouts &request)
{
    const QString currency = request.currency;
    Wallet *wallet = store.walletForCurrency(currency);
    if (!wallet) {
        engine.createWallet(currency, 0);
        wallet = store.walletForCurrency(currency);
    }
    // One number per fill: custom_ids and receipts of two fills never meet.
    const qint64 batch = store.nextSeq();

    QList<const PaymentAccount *> recipients = recipientsIn(store, currency);
    if (recipients.isEmpty()) {
        bool useMobile = false;
        const spec::CountryInfo *country = bulkCountry(store, currency, &useMobile);
        Q_ASSERT(country); // canBulkPayOut()
        const QString code = QLatin1StringView(country->code);
        const QStringList operators = spec::operatorsForCountry(code);
        const QString bankId = bankIdFor(store, country->code);
        const QDateTime at = request.from.addSecs(-3600);
        for (int i = 0; i < 24; ++i) {
            const QByteArray name
                = QByteArray(kBulkFirstNames[i % 12]) + ' ' + kBulkLastNames[(i * 5 + i / 12) % 12];
            // Never a magic value: the last six digits are never 000xxx.
            const QByteArray number = QByteArray::number(51234500 + i * 7);
            const QByteArray e164 = QByteArray("+") + country->callingCode + '7' + number;
            const QJsonObject body = useMobile
                ? mobile(country->code, e164.constData(),
                         operators.at(i % operators.size()).toLatin1().constData(), name.constData())
                : bank(country->code, bankId, QByteArray("40" + number).constData(), name.constData(),
                       i % 3 == 0);
            if (store.paymentAccountByIdentity(PaymentAccount::identityOf(body)))
                continue;
            store.addPaymentAccount(PaymentAccount {Ksuid::make(spec::prefix::paymentAccount, at),
                                                    PaymentAccount::identityOf(body), body, at,
                                                    store.nextSeq()});
        }
        recipients = recipientsIn(store, currency);
    }
    struct Recipient
    {
        QString id;
        qint64 lo;
        qint64 hi;
        bool purposeRequired;
        bool sender;
    };
    QList<Recipient> targets;
    for (const PaymentAccount *a : std::as_const(recipients)) {
        const auto [lo, hi] = amountRange(*a, currency);
        targets.append({a->id, lo, hi, spec::purposeRequired(a->country()),
                        !spec::senderRequirements(a->country()).everySender.isEmpty()});
    }
    qint64 unit = 1; // one major unit in minor units
    for (int i = Amount::minorUnits(currency); i > 0; --i)
        unit *= 10;

    QRandomGenerator rng(quint32(20261122 + request.count));
    const qint64 fromMs = request.from.toMSecsSinceEpoch();
    const qint64 span = qMax<qint64>(1, request.to.toMSecsSinceEpoch() - fromMs);
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    const QJsonObject sender = demoSender();
    static constexpr const char *kPurposes[]
        = {"SALARY_AND_WAGES", "INVOICE_PAYMENT", "SERVICES_PAYMENT", "GOODS_PURCHASE"};

    // Times (in order, one in each equal slice of the period) and amounts first: the top-up of
    // each day is what its payouts take.
    struct Draft
    {
        qint64 ms;
        qint64 amount;
        int recipient;
        int roll;
    };
    std::vector<Draft> drafts(size_t(request.count));
    QHash<qint64, qint64> dayTotal;
    for (qsizetype i = 0; i < request.count; ++i) {
        Draft &d = drafts[size_t(i)];
        const qint64 slot = span / request.count;
        d.ms
            = fromMs + 1 + i * span / request.count + (slot > 1 ? qint64(rng.bounded(quint64(slot - 1))) : 0);
        d.recipient = int(rng.bounded(quint32(targets.size())));
        const Recipient &r = targets[d.recipient];
        d.amount = r.lo + qint64(rng.bounded(quint64(r.hi - r.lo + 1)));
        if (d.amount - d.amount % unit >= r.lo)
            d.amount -= d.amount % unit; // whole units, like real payroll
        d.roll = int(rng.bounded(100));
        dayTotal[d.ms / 86'400'000] += d.amount;
    }

    QList<Payout> payouts;
    payouts.reserve(request.count);
    QList<LedgerLine> lines;
    lines.reserve(request.count + request.count / 10 + dayTotal.size());
    const auto line = [&](const QString &type, qint64 amount, qint64 ms, const QString &payoutId) {
        LedgerLine l;
        const QDateTime at = QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
        l.id = Ksuid::make(spec::prefix::statementLine, at);
        l.walletId = wallet->id;
        l.type = type;
        l.amount = amount;
        l.currency = currency;
        l.createdAt = at;
        l.payoutId = payoutId;
        lines.append(l);
    };
    const QString batchText = QString::number(batch);
    qint64 net = 0;
    qint64 pending = 0;
    qint64 fundedDay = -1;
    for (qsizetype i = 0; i < request.count; ++i) {
        const Draft &d = drafts[size_t(i)];
        const Recipient &r = targets[d.recipient];
        if (d.ms / 86'400'000 != fundedDay) { // treasury tops the wallet up for the day
            fundedDay = d.ms / 86'400'000;
            const qint64 total = dayTotal.value(fundedDay);
            line(u"COLLECTION_COLLECTED"_s, total, d.ms, {});
            net += total;
        }
        Payout p;
        p.createdAt = QDateTime::fromMSecsSinceEpoch(d.ms, Qt::UTC);
        p.id = Ksuid::make(spec::prefix::payout, p.createdAt);
        p.amount = d.amount;
        p.currency = currency;
        p.walletId = wallet->id;
        p.paymentAccountId = r.id;
        const QString number = QString::number(i + 1).rightJustified(6, u'0');
        p.request.insert(u"custom_id"_s, QString(u"bulk-"_s + batchText + u'-' + number));
        if (r.purposeRequired || d.roll % 3 != 0)
            p.request.insert(u"purpose"_s, QLatin1StringView(kPurposes[d.roll % 4]));
        if (r.sender)
            p.request.insert(u"sender"_s, sender);
        p.plan = u"done"_s;
        line(u"PAYOUT_INITIATED"_s, -d.amount, d.ms, p.id);
        net -= d.amount;
        const qint64 failedAt = qMin(d.ms + 90'000, nowMs);
        const qint64 reversedAt = d.ms + 86'400'000;
        if (d.roll < 6) { // about 6% failed, each with its context
            p.state = u"FAILED"_s;
            p.context = QLatin1StringView(kBulkFailures[d.roll % 4]);
            line(u"PAYOUT_FAILED"_s, d.amount, failedAt, p.id);
            net += d.amount;
        } else if (d.roll == 6 && reversedAt < nowMs) { // about 1% reversed a day later
            p.state = u"REVERSED"_s;
            p.receipt = u"RCP-BULK"_s + batchText + u'-' + number;
            line(u"PAYOUT_REVERSED"_s, d.amount, reversedAt, p.id);
            net += d.amount;
        } else if (d.roll == 7) { // about 1% still pending, held until moved by hand
            p.state = u"PENDING"_s;
            p.plan = u"hold"_s;
            pending += d.amount;
        } else {
            p.state = u"SENT"_s;
            p.receipt = u"RCP-BULK"_s + batchText + u'-' + number;
        }
        payouts.append(std::move(p));
    }
    const QString walletId = wallet->id;
    store.mergeHistory(std::move(payouts), std::move(lines));
    Wallet *w = store.wallet(walletId);
    w->available += net;
    w->balance += net + pending;
    store.putWallet(*w);
    return walletId;
}

} // namespace paydesk::sandbox
