// SPDX-License-Identifier: GPL-3.0-or-later
#include "DemoSeed.h"

#include "Ksuid.h"
#include "SandboxEngine.h"
#include "SandboxStore.h"
#include "domain/SpecTables.h"

#include <QJsonArray>
#include <QRandomGenerator>

#include <algorithm>

namespace paydesk::sandbox {

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
    return {{QStringLiteral("name"), QStringLiteral("Paydesk Demo Trading Ltd")},
            {QStringLiteral("type"), QStringLiteral("BUSINESS")},
            {QStringLiteral("address"),
             QJsonObject {{QStringLiteral("line_1"), QStringLiteral("14 Riverside Drive")},
                          {QStringLiteral("city"), QStringLiteral("Nairobi")},
                          {QStringLiteral("postal_code"), QStringLiteral("00100")},
                          {QStringLiteral("country"), QStringLiteral("KE")}}}};
}

QJsonObject holder(const char *name, bool business = false)
{
    return {{QStringLiteral("name"), QLatin1StringView(name)},
            {QStringLiteral("type"), business ? QStringLiteral("BUSINESS") : QStringLiteral("INDIVIDUAL")}};
}

QJsonObject mobile(const char *country, const char *number, const char *op, const char *name)
{
    return {{QStringLiteral("type"), QStringLiteral("MOBILE_MONEY")},
            {QStringLiteral("country"), QLatin1StringView(country)},
            {QStringLiteral("holder"), holder(name)},
            {QStringLiteral("mobile_money"),
             QJsonObject {{QStringLiteral("number"), QLatin1StringView(number)},
                          {QStringLiteral("operator"), QLatin1StringView(op)}}}};
}

QJsonObject bank(const char *country, const QString &bankId, const char *number, const char *name,
                 bool business)
{
    return {{QStringLiteral("type"), QStringLiteral("BANK_ACCOUNT")},
            {QStringLiteral("country"), QLatin1StringView(country)},
            {QStringLiteral("holder"), holder(name, business)},
            {QStringLiteral("bank_account"),
             QJsonObject {{QStringLiteral("bank_id"), bankId},
                          {QStringLiteral("number"), QLatin1StringView(number)}}}};
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
        return {{QStringLiteral("type"), QStringLiteral("ALIAS")},
                {QStringLiteral("country"), QLatin1StringView(r.country)},
                {QStringLiteral("holder"), holder(r.name, r.business)},
                {QStringLiteral("alias"),
                 QJsonObject {{QStringLiteral("identifier"), QLatin1StringView(r.number)},
                              {QStringLiteral("network"), QStringLiteral("UPI")}}}};
    return {{QStringLiteral("type"), QStringLiteral("BANK_ACCOUNT_ROUTE")},
            {QStringLiteral("country"), QLatin1StringView(r.country)},
            {QStringLiteral("holder"), holder(r.name, r.business)},
            {QStringLiteral("bank_account_route"),
             QJsonObject {{QStringLiteral("code"), QLatin1StringView(r.extra)},
                          {QStringLiteral("number"), QLatin1StringView(r.number)}}}};
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
                p.request.insert(QStringLiteral("custom_id"),
                                 QStringLiteral("demo-%1").arg(++counter, 5, 10, QLatin1Char('0')));
                const QString country = store.paymentAccount(p.paymentAccountId)->country();
                p.request.insert(QStringLiteral("purpose"), QLatin1StringView(kPurposes[rng.bounded(4)]));
                if (!spec::purposeRequired(country) && rng.bounded(3) == 0)
                    p.request.remove(QStringLiteral("purpose"));
                if (!spec::senderRequirements(country).everySender.isEmpty())
                    p.request.insert(QStringLiteral("sender"), demoSender());
                const int roll = int(rng.bounded(100));
                p.plan = QStringLiteral("done");
                events.append({at, 1, w, p.amount, p.id});
                if (roll < 6) {
                    p.state = QStringLiteral("FAILED");
                    p.context = QLatin1StringView(kFailures[rng.bounded(4)]);
                    events.append({at.addSecs(90), 2, w, p.amount, p.id});
                } else if (roll < 8 && at.addDays(2) < now) { // reversed two days later: in the past
                    p.state = QStringLiteral("REVERSED");
                    p.receipt = QStringLiteral("RCP-DEMO%1").arg(counter);
                    events.append({at.addDays(2), 3, w, p.amount, p.id});
                } else {
                    p.state = QStringLiteral("SENT");
                    p.receipt = QStringLiteral("RCP-DEMO%1").arg(counter);
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
            engine.writeLine(wallet, QStringLiteral("COLLECTION_COLLECTED"), e.amount, e.at);
            break;
        case 1:
            if (wallet.available - e.amount < kWallets[e.wallet].opening / 5) {
                // Treasury tops the wallet up before it runs dry.
                wallet.available += kWallets[e.wallet].opening;
                wallet.balance += kWallets[e.wallet].opening;
                engine.writeLine(wallet, QStringLiteral("COLLECTION_COLLECTED"), kWallets[e.wallet].opening,
                                 e.at);
            }
            wallet.available -= e.amount;
            wallet.balance -= e.amount;
            engine.writeLine(wallet, QStringLiteral("PAYOUT_INITIATED"), -e.amount, e.at, e.payoutId);
            break;
        case 2:
            wallet.available += e.amount;
            wallet.balance += e.amount;
            engine.writeLine(wallet, QStringLiteral("PAYOUT_FAILED"), e.amount, e.at, e.payoutId);
            break;
        case 3:
            wallet.available += e.amount;
            wallet.balance += e.amount;
            engine.writeLine(wallet, QStringLiteral("PAYOUT_REVERSED"), e.amount, e.at, e.payoutId);
            break;
        }
    }
    for (const Wallet &w : wallets)
        store.putWallet(w);
}

} // namespace paydesk::sandbox
