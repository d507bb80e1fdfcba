// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SandboxRecords.h"

#include <QHash>
#include <QList>
#include <QString>

#include <memory>

namespace paydesk::core {
class ProcessLock;
}

namespace paydesk::sandbox {

class SqliteFile;

// Everything the sandbox service knows, in memory, with each list in creation order (seq).
// With open(FILE) every change is also written through to a SQLite file, and load() reads it back
// on the next start, so that the state survives restarts. The two are apart so that a service can
// take its file (and say at once when another program holds it), start listening, and only then
// read its records: SandboxServer::start() does, and the first requests wait in the listen backlog
// meanwhile, off the critical path of a window that waits for the service to listen. The file is one
// service's: open() takes a lock beside it (FILE.lock) for the store's life, and refuses a file that another
// process serves (the app and paydesk-cli share the Local sandbox's file; two services on it would each keep
// their own memory of it and overwrite each other's records).
class SandboxStore
{
public:
    SandboxStore();
    ~SandboxStore();
    SandboxStore(const SandboxStore &) = delete;
    SandboxStore &operator=(const SandboxStore &) = delete;

    bool open(const QString &file, QString *error);
    // open() in two steps: the lock beside FILE (cheap: what another program's use is found by),
    // then the SQLite file itself (SqliteFile: SQLite's own start and the schema's first read).
    bool lock(const QString &file, QString *error);
    bool openLocked(QString *error);
    // The records of the file open() took, into memory, in two steps. load() reads the wallets
    // (once, before the first request is served): enough for the first screen's GET /wallets.
    // loadHistory() reads the rest (banks, payment accounts, payouts, payins, statements, ledger
    // lines, idempotency keys: years of them on a busy sandbox) and returns whether it did just
    // now; the service calls it before any other request is served
    // (SandboxService::setHistoryLoader()), and the server soon after it starts, in any case.
    // Until then nextSeq(), the history's reads and every write but seeding's must not be used.
    void load();
    bool loadHistory();
    bool isHistoryLoaded() const { return !m_historyPending; }
    bool isPersistent() const { return m_data != nullptr; }
    bool hasData() const { return !m_banks.isEmpty() || !m_wallets.isEmpty(); }
    qint64 nextSeq()
    {
        Q_ASSERT(!m_historyPending);
        return ++m_seq;
    }

    // Reads.
    const QList<Bank> &banks() const { return m_banks; }
    const Bank *bank(const QString &id) const;
    const QList<Wallet> &wallets() const { return m_wallets; }
    Wallet *wallet(const QString &id);
    Wallet *walletForCurrency(const QString &currency);
    const QList<PaymentAccount> &paymentAccounts() const { return m_accounts; }
    const PaymentAccount *paymentAccount(const QString &id) const;
    const PaymentAccount *paymentAccountByIdentity(const QString &identity) const;
    const QList<Payout> &payouts() const { return m_payouts; }
    Payout *payout(const QString &idOrCustomId);
    const QList<Payin> &payins() const { return m_payins; }
    Payin *payin(const QString &idOrCustomId);
    Statement *statement(const QString &id);
    QList<Statement *> statements();
    const QList<LedgerLine> &lines() const { return m_lines; }
    const LedgerLine *lineBySeq(qint64 seq) const;
    IdempotencyEntry *idempotency(const QString &slot);

    // Writes (each also persisted when the store is open on a file).
    void addBank(const Bank &bank);
    void putWallet(const Wallet &wallet); // insert or replace
    void addPaymentAccount(const PaymentAccount &account);
    void putPayout(const Payout &payout);
    void putPayin(const Payin &payin);
    void putStatement(const Statement &statement);
    void addLine(const LedgerLine &line);
    // Past payouts and their ledger lines (seq and balanceAfter not set), merged into the history
    // in time order (the bulk fill of the control surface). Payouts and lines are numbered again
    // (seq) so that seq order stays time order: pages of GET /payouts (newest first, cursor by
    // seq) and statements (lines in list order) rely on it. Each line of a wallet after a merged
    // one has its running balance moved by what the merged lines before it added; the wallets
    // themselves are the caller's. A cursor handed out before the merge is no longer valid; the
    // lines of a statement already READY stay the same lines.
    void mergeHistory(QList<Payout> payouts, QList<LedgerLine> lines);
    void putIdempotency(const QString &slot, const IdempotencyEntry &entry);
    // An entry changed in place (through idempotency()): written to the data file when settled.
    void storeIdempotency(const QString &slot, const IdempotencyEntry &entry);
    void removeIdempotency(const QString &slot);
    void purgeExpiredIdempotency(const QDateTime &now);

    // Group many writes in one SQLite transaction (seeding); no-op in memory.
    void beginBatch();
    void endBatch();

private:
    // The stored form is built only when there is a file to write it to: in memory (the local
    // sandbox, the tests) a write costs no JSON at all.
    template<typename StoredForm> void persist(const char *kind, const QString &id, StoredForm &&storedForm)
    {
        if (m_data)
            write(kind, id, storedForm());
    }
    void write(const char *kind, const QString &id, const QJsonObject &json);
    void unpersist(const char *kind, const QString &id);

    std::unique_ptr<SqliteFile> m_data; // the data file, once openLocked()
    std::unique_ptr<core::ProcessLock> m_lock;
    QString m_file; // the file lock() took
    qint64 m_seq = 0;
    bool m_historyPending = false; // load() has run, loadHistory() not yet
    QList<Bank> m_banks;
    QList<Wallet> m_wallets;
    QList<PaymentAccount> m_accounts;
    QHash<QString, qsizetype> m_accountById;
    QHash<QString, qsizetype> m_accountByIdentity;
    QList<Payout> m_payouts;
    QHash<QString, qsizetype> m_payoutById;
    QHash<QString, qsizetype> m_payoutByCustomId;
    QList<Payin> m_payins;
    QHash<QString, qsizetype> m_payinById;
    QHash<QString, qsizetype> m_payinByCustomId;
    QHash<QString, Statement> m_statements;
    QList<LedgerLine> m_lines;
    QHash<qint64, qsizetype> m_lineBySeq;
    QHash<QString, IdempotencyEntry> m_idempotency;
    QDateTime m_lastPurge;
};

} // namespace paydesk::sandbox
