// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxStore.h"

#include "SqliteFile.h"
#include "core/ProcessLock.h"

#include <QFile>
#include <QJsonDocument>

#include <algorithm>
#include <iterator>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

SandboxStore::SandboxStore() = default;

SandboxStore::~SandboxStore() = default;

bool SandboxStore::open(const QString &file, QString *error)
{
    if (!lock(file, error))
        return false;
    if (openLocked(error))
        return true;
    m_lock.reset(); // as if never tried: another process may use the file
    m_file.clear();
    return false;
}

bool SandboxStore::lock(const QString &file, QString *error)
{
    // Held for the store's life, and let go by the system when its process ends however it ends.
    auto lock = std::make_unique<core::ProcessLock>(file + u".lock"_s);
    switch (lock->tryLock()) {
    case core::ProcessLock::Result::Locked:
        break;
    case core::ProcessLock::Result::HeldElsewhere:
        *error = u"it is in use by another program on this computer (%1, process %2): close it, or use "
                 u"the Local sandbox from there"_s
                     .arg(lock->holderApplication().isEmpty() ? u"Paydesk"_s : lock->holderApplication())
                     .arg(lock->holderPid());
        return false;
    case core::ProcessLock::Result::Failed:
        *error = u"its lock file %1 cannot be made: %2"_s.arg(lock->fileName(), lock->errorString());
        return false;
    }
    // A file that is there and is not a SQLite database is refused now, with the lock, rather
    // than once the service listens (openLocked()): the start then fails and says why.
    if (QFile existing(file); existing.size() > 0) {
        if (!existing.open(QIODevice::ReadOnly)) {
            *error = existing.errorString();
            return false;
        }
        if (!existing.read(16).startsWith("SQLite format 3")) {
            *error = u"it is not a SQLite database"_s;
            return false;
        }
    }
    m_lock = std::move(lock);
    m_file = file;
    return true;
}

bool SandboxStore::openLocked(QString *error)
{
    Q_ASSERT(m_lock && !m_data);
    auto data = std::make_unique<SqliteFile>();
    if (!data->open(m_file)) {
        *error = data->lastError();
        return false;
    }
    for (const char *sql : {"PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL",
                            "CREATE TABLE IF NOT EXISTS records (kind TEXT NOT NULL, id TEXT NOT NULL, "
                            "json TEXT NOT NULL, PRIMARY KEY (kind, id))"}) {
        if (!data->run(sql)) {
            *error = data->lastError();
            return false;
        }
    }
    m_data = std::move(data);
    return true;
}

void SandboxStore::load()
{
    // The wallets: what the first screen asks for (GET /wallets, a dozen records); the banks, the
    // payment accounts and the history wait for loadHistory().
    const bool read = m_data->run(
        "SELECT kind, json FROM records WHERE kind = 'wallet'", {}, [this](const QList<QByteArrayView> &row) {
            m_wallets.append(Wallet::fromStored(QJsonDocument::fromJson(row.at(1).toByteArray()).object()));
        });
    if (!read)
        qWarning("paydesk-sandbox: cannot read the data file: %s", qPrintable(m_data->lastError()));
    std::sort(m_wallets.begin(), m_wallets.end(), [](const auto &a, const auto &b) { return a.seq < b.seq; });
    for (const auto &x : m_wallets)
        m_seq = std::max(m_seq, x.seq);
    m_historyPending = true;
}

bool SandboxStore::loadHistory()
{
    if (!m_historyPending)
        return false;
    m_historyPending = false;
    const bool read = m_data->run(
        "SELECT kind, json FROM records "
        "WHERE kind IN ('bank', 'account', 'payout', 'payin', 'statement', 'line', 'idem')",
        {}, [this](const QList<QByteArrayView> &row) {
            const QByteArrayView kind = row.at(0);
            const QJsonObject o = QJsonDocument::fromJson(row.at(1).toByteArray()).object();
            if (kind == "bank")
                m_banks.append(Bank {o.value(u"id"_s).toString(), o.value(u"name"_s).toString(),
                                     o.value(u"country"_s).toString()});
            else if (kind == "account")
                m_accounts.append(PaymentAccount::fromStored(o));
            else if (kind == "payout")
                m_payouts.append(Payout::fromStored(o));
            else if (kind == "payin")
                m_payins.append(Payin::fromStored(o));
            else if (kind == "statement") {
                const Statement s = Statement::fromStored(o);
                m_statements.insert(s.id, s);
            } else if (kind == "line")
                m_lines.append(LedgerLine::fromStored(o));
            else if (kind == "idem")
                m_idempotency.insert(o.value(u"slot"_s).toString(), IdempotencyEntry::fromStored(o));
        });
    if (!read)
        qWarning("paydesk-sandbox: cannot read the data file's history: %s", qPrintable(m_data->lastError()));
    auto bySeq = [](const auto &a, const auto &b) { return a.seq < b.seq; };
    std::sort(m_accounts.begin(), m_accounts.end(), bySeq);
    std::sort(m_banks.begin(), m_banks.end(), [](const Bank &a, const Bank &b) {
        return std::tie(a.country, a.name) < std::tie(b.country, b.name);
    });
    for (qsizetype i = 0; i < m_accounts.size(); ++i) {
        m_accountById.insert(m_accounts[i].id, i);
        m_accountByIdentity.insert(m_accounts[i].identity, i);
    }
    std::sort(m_payouts.begin(), m_payouts.end(), bySeq);
    std::sort(m_payins.begin(), m_payins.end(), bySeq);
    std::sort(m_lines.begin(), m_lines.end(), bySeq);
    for (qsizetype i = 0; i < m_payouts.size(); ++i) {
        m_payoutById.insert(m_payouts[i].id, i);
        const QString custom = m_payouts[i].request.value(u"custom_id"_s).toString();
        if (!custom.isEmpty())
            m_payoutByCustomId.insert(custom, i);
    }
    for (qsizetype i = 0; i < m_payins.size(); ++i) {
        m_payinById.insert(m_payins[i].id, i);
        if (!m_payins[i].customId.isEmpty())
            m_payinByCustomId.insert(m_payins[i].customId, i);
    }
    for (qsizetype i = 0; i < m_lines.size(); ++i)
        m_lineBySeq.insert(m_lines[i].seq, i);
    auto maxSeq = [this](qint64 s) { m_seq = std::max(m_seq, s); };
    for (const auto &x : m_accounts)
        maxSeq(x.seq);
    for (const auto &x : m_payouts)
        maxSeq(x.seq);
    for (const auto &x : m_payins)
        maxSeq(x.seq);
    for (const auto &x : m_lines)
        maxSeq(x.seq);
    for (const auto &x : m_statements)
        maxSeq(x.seq);
    return true;
}

void SandboxStore::write(const char *kind, const QString &id, const QJsonObject &json)
{
    if (!m_data->run("INSERT OR REPLACE INTO records (kind, id, json) VALUES (?, ?, ?)",
                     {QString::fromLatin1(kind), id,
                      QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact))}))
        qWarning("paydesk-sandbox: cannot write to the data file: %s", qPrintable(m_data->lastError()));
}

void SandboxStore::unpersist(const char *kind, const QString &id)
{
    if (!m_data)
        return;
    if (!m_data->run("DELETE FROM records WHERE kind = ? AND id = ?", {QString::fromLatin1(kind), id}))
        qWarning("paydesk-sandbox: cannot write to the data file: %s", qPrintable(m_data->lastError()));
}

void SandboxStore::beginBatch()
{
    if (m_data)
        m_data->run("BEGIN");
}

void SandboxStore::endBatch()
{
    if (m_data && !m_data->run("COMMIT"))
        qWarning("paydesk-sandbox: cannot write to the data file: %s", qPrintable(m_data->lastError()));
}

const Bank *SandboxStore::bank(const QString &id) const
{
    for (const Bank &b : m_banks) {
        if (b.id == id)
            return &b;
    }
    return nullptr;
}

Wallet *SandboxStore::wallet(const QString &id)
{
    for (Wallet &w : m_wallets) {
        if (w.id == id)
            return &w;
    }
    return nullptr;
}

Wallet *SandboxStore::walletForCurrency(const QString &currency)
{
    for (Wallet &w : m_wallets) {
        if (w.currency == currency)
            return &w;
    }
    return nullptr;
}

const PaymentAccount *SandboxStore::paymentAccount(const QString &id) const
{
    const auto it = m_accountById.constFind(id);
    return it == m_accountById.cend() ? nullptr : &m_accounts[*it];
}

const PaymentAccount *SandboxStore::paymentAccountByIdentity(const QString &identity) const
{
    const auto it = m_accountByIdentity.constFind(identity);
    return it == m_accountByIdentity.cend() ? nullptr : &m_accounts[*it];
}

Payout *SandboxStore::payout(const QString &idOrCustomId)
{
    auto it = m_payoutById.constFind(idOrCustomId);
    if (it == m_payoutById.cend()) {
        it = m_payoutByCustomId.constFind(idOrCustomId);
        if (it == m_payoutByCustomId.cend())
            return nullptr;
    }
    return &m_payouts[*it];
}

Payin *SandboxStore::payin(const QString &idOrCustomId)
{
    auto it = m_payinById.constFind(idOrCustomId);
    if (it == m_payinById.cend()) {
        it = m_payinByCustomId.constFind(idOrCustomId);
        if (it == m_payinByCustomId.cend())
            return nullptr;
    }
    return &m_payins[*it];
}

Statement *SandboxStore::statement(const QString &id)
{
    auto it = m_statements.find(id);
    return it == m_statements.end() ? nullptr : &it.value();
}

QList<Statement *> SandboxStore::statements()
{
    QList<Statement *> out;
    for (auto it = m_statements.begin(); it != m_statements.end(); ++it)
        out.append(&it.value());
    return out;
}

const LedgerLine *SandboxStore::lineBySeq(qint64 seq) const
{
    const auto it = m_lineBySeq.constFind(seq);
    return it == m_lineBySeq.cend() ? nullptr : &m_lines[*it];
}

IdempotencyEntry *SandboxStore::idempotency(const QString &slot)
{
    auto it = m_idempotency.find(slot);
    return it == m_idempotency.end() ? nullptr : &it.value();
}

void SandboxStore::addBank(const Bank &bank)
{
    m_banks.append(bank);
    persist("bank", bank.id, [&] { return bank.toApi(); });
}

void SandboxStore::putWallet(const Wallet &wallet)
{
    if (Wallet *w = this->wallet(wallet.id))
        *w = wallet;
    else
        m_wallets.append(wallet);
    persist("wallet", wallet.id, [&] { return wallet.toStored(); });
}

void SandboxStore::addPaymentAccount(const PaymentAccount &account)
{
    m_accounts.append(account);
    m_accountById.insert(account.id, m_accounts.size() - 1);
    m_accountByIdentity.insert(account.identity, m_accounts.size() - 1);
    persist("account", account.id, [&] { return account.toStored(); });
}

void SandboxStore::putPayout(const Payout &payout)
{
    const auto it = m_payoutById.constFind(payout.id);
    if (it != m_payoutById.cend()) {
        m_payouts[*it] = payout;
    } else {
        m_payouts.append(payout);
        m_payoutById.insert(payout.id, m_payouts.size() - 1);
        const QString custom = payout.request.value(u"custom_id"_s).toString();
        if (!custom.isEmpty())
            m_payoutByCustomId.insert(custom, m_payouts.size() - 1);
    }
    persist("payout", payout.id, [&] { return payout.toStored(); });
}

void SandboxStore::putPayin(const Payin &payin)
{
    const auto it = m_payinById.constFind(payin.id);
    if (it != m_payinById.cend()) {
        m_payins[*it] = payin;
    } else {
        m_payins.append(payin);
        m_payinById.insert(payin.id, m_payins.size() - 1);
        if (!payin.customId.isEmpty())
            m_payinByCustomId.insert(payin.customId, m_payins.size() - 1);
    }
    persist("payin", payin.id, [&] { return payin.toStored(); });
}

void SandboxStore::putStatement(const Statement &statement)
{
    m_statements.insert(statement.id, statement);
    persist("statement", statement.id, [&] { return statement.toStored(); });
}

void SandboxStore::addLine(const LedgerLine &line)
{
    m_lines.append(line);
    m_lineBySeq.insert(line.seq, m_lines.size() - 1);
    persist("line", line.id, [&] { return line.toStored(); });
}

void SandboxStore::mergeHistory(QList<Payout> payouts, QList<LedgerLine> lines)
{
    const auto byTime = [](const auto &a, const auto &b) { return a.createdAt < b.createdAt; };
    std::stable_sort(payouts.begin(), payouts.end(), byTime);
    std::stable_sort(lines.begin(), lines.end(), byTime);

    // Payouts: merged (on equal times, the ones already there first), numbered again, indexed.
    QList<Payout> allPayouts;
    allPayouts.reserve(m_payouts.size() + payouts.size());
    std::merge(std::make_move_iterator(m_payouts.begin()), std::make_move_iterator(m_payouts.end()),
               std::make_move_iterator(payouts.begin()), std::make_move_iterator(payouts.end()),
               std::back_inserter(allPayouts), byTime);
    m_payouts = std::move(allPayouts);
    m_payoutById.clear();
    m_payoutByCustomId.clear();
    m_payoutById.reserve(m_payouts.size());
    m_payoutByCustomId.reserve(m_payouts.size());
    for (qsizetype i = 0; i < m_payouts.size(); ++i) {
        Payout &p = m_payouts[i];
        p.seq = nextSeq();
        m_payoutById.insert(p.id, i);
        const QString custom = p.request.value(u"custom_id"_s).toString();
        if (!custom.isEmpty())
            m_payoutByCustomId.insert(custom, i);
        persist("payout", p.id, [&] { return p.toStored(); });
    }

    // Lines: where each wallet's ledger starts (the balance before its first line), then merged;
    // the new ones are those without a seq yet.
    QHash<QString, qint64> running;
    for (const LedgerLine &line : std::as_const(m_lines)) {
        if (!running.contains(line.walletId))
            running.insert(line.walletId, line.balanceAfter - line.amount);
    }
    QList<LedgerLine> allLines;
    allLines.reserve(m_lines.size() + lines.size());
    std::merge(std::make_move_iterator(m_lines.begin()), std::make_move_iterator(m_lines.end()),
               std::make_move_iterator(lines.begin()), std::make_move_iterator(lines.end()),
               std::back_inserter(allLines), byTime);
    m_lines = std::move(allLines);
    QHash<qint64, qint64> renumbered; // old seq -> new seq, for the statements
    renumbered.reserve(m_lineBySeq.size());
    m_lineBySeq.clear();
    m_lineBySeq.reserve(m_lines.size());
    QHash<QString, qint64> moved; // by wallet: what the merged lines so far added
    for (qsizetype i = 0; i < m_lines.size(); ++i) {
        LedgerLine &line = m_lines[i];
        qint64 &balance = running[line.walletId]; // 0 for a wallet without lines before
        if (line.seq == 0) {
            balance += line.amount;
            line.balanceAfter = balance;
            moved[line.walletId] += line.amount;
        } else {
            line.balanceAfter += moved.value(line.walletId);
            balance = line.balanceAfter;
        }
        const qint64 seq = nextSeq();
        if (line.seq != 0)
            renumbered.insert(line.seq, seq);
        line.seq = seq;
        m_lineBySeq.insert(seq, i);
        persist("line", line.id, [&] { return line.toStored(); });
    }
    for (auto it = m_statements.begin(); it != m_statements.end(); ++it) {
        if (it->lineSeqs.isEmpty())
            continue;
        for (qint64 &seq : it->lineSeqs)
            seq = renumbered.value(seq, seq);
        persist("statement", it->id, [&] { return it->toStored(); });
    }
}

void SandboxStore::putIdempotency(const QString &slot, const IdempotencyEntry &entry)
{
    m_idempotency.insert(slot, entry);
    storeIdempotency(slot, entry);
}

void SandboxStore::storeIdempotency(const QString &slot, const IdempotencyEntry &entry)
{
    if (!entry.inFlight) {
        persist("idem", slot, [&] {
            QJsonObject stored = entry.toStored();
            stored.insert(u"slot"_s, slot);
            return stored;
        });
    }
}

void SandboxStore::removeIdempotency(const QString &slot)
{
    m_idempotency.remove(slot);
    unpersist("idem", slot);
}

void SandboxStore::purgeExpiredIdempotency(const QDateTime &now)
{
    // A sweep at most once a minute keeps this O(1) per request on average.
    if (m_lastPurge.isValid() && m_lastPurge.secsTo(now) < 60)
        return;
    m_lastPurge = now;
    for (auto it = m_idempotency.begin(); it != m_idempotency.end();) {
        if (!it->inFlight && it->expiresAt < now) {
            unpersist("idem", it.key());
            it = m_idempotency.erase(it);
        } else {
            ++it;
        }
    }
}

} // namespace paydesk::sandbox
