// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The payouts of GET /payouts in a period (HistoryRange: created_at_from/created_at_to on the
// server), newest first, a page at a time as the view scrolls (PagedTableModel: paging_after,
// one request in flight, a late page of an earlier period dropped). Never all at once.
//
// Memory: a history of 100,000 payouts must stay small, so a row is NOT an api::Payout (a
// QJsonObject sender and a dozen QStrings, about 1.5 kB each). A row is a fixed 64-byte record:
// created_at as milliseconds, the amount as minor units, the ids, custom_id and receipt as
// (offset, size) into a UTF-8 arena shared by all rows, and the currency, state, context,
// purpose and wallet as 16-bit indexes into small interned tables. What is not kept (sender,
// on_behalf_of) is fetched on demand for one payout (requestDetails(): GET /payouts/{id}).
// Records and texts are kept in chunks of 16 KiB that never move, so that a page is appended
// without copying the rows before it. Measured: about 150 bytes a row at 100,000 rows, 50 rows
// appended in about 0.2 ms. approximateBytesPerRow() says what a row costs, for the benchmark.
//
// Texts are made when asked (data()), in the person's locale and time zone. The recipient column
// shows the holder and the account from a RecipientDirectory (setRecipients()), and the
// payment_account_id until it knows them; it is refreshed in place when the directory changes.
// updatePayout() changes one row in place (dataChanged for that row, no reset: the selection and
// the scroll position stay), for PendingRefresher.

#include "api/ApiCall.h"
#include "history/HistoryRange.h"
#include "history/RecipientDirectory.h"
#include "models/PagedTableModel.h"

#include <QByteArray>
#include <QHash>
#include <QLocale>
#include <QPointer>
#include <QStringList>
#include <QTimeZone>

#include <memory>
#include <vector>

namespace paydesk::history {

class PayoutsModel : public models::PagedTableModel
{
    Q_OBJECT
public:
    enum Column {
        CreatedColumn,
        AmountColumn,
        RecipientColumn,
        PurposeColumn,
        StateColumn,
        CustomIdColumn,
        IdColumn,
        ReceiptColumn,
        ColumnCount
    };
    enum Role {
        IdRole = Qt::UserRole + 1, // pyt- id
        CustomIdRole,
        StateRole, // state code: PENDING, SENT, ...
        ContextRole, // context code, may be empty
        CurrencyRole, // ISO 4217
        AmountMinorRole, // qint64, in the currency's minor units
        CreatedAtRole, // QDateTime, UTC
        PaymentAccountIdRole, // pac- id
        SearchRole, // every text of the row, for the free-text filter
        SortRole, // what the column sorts by (time and amount as numbers)
        ToneRole, // Tone of the state (a front end picks its colour); app/ has no QColor
    };
    enum class Tone { Neutral, Good, Bad };
    Q_ENUM(Tone)

    explicit PayoutsModel(QObject *parent = nullptr);
    ~PayoutsModel() override;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Sets the period and loads it again (from the first page); an invalid range clears the rows
    // and asks for nothing.
    void setRange(const HistoryRange &range);
    HistoryRange range() const { return m_range; }

    void setTimeZone(const QTimeZone &zone); // the system's by default
    QTimeZone timeZone() const { return m_zone; }
    void setLocale(const QLocale &locale);
    QLocale locale() const { return m_locale; }
    void setRecipients(RecipientDirectory *recipients); // not owned; nullptr: ids only
    RecipientDirectory *recipients() const { return m_recipients; }

    // The row of a payout by its pyt- id; -1 when not loaded.
    int rowOf(const QString &payoutId) const;
    // The payout of a row as far as the row keeps it: everything but sender and on_behalf_of.
    api::Payout payoutAt(int row) const;
    // Replaces the state, context and receipt of the row of p.id (when loaded), in place.
    void updatePayout(const api::Payout &p);
    // The whole payout (with sender and on_behalf_of), asked of the model's session:
    // GET /payouts/{id}. nullptr when the session is not ready.
    api::ApiCall *requestDetails(const QString &payoutId) const;

    // The recipient as shown: holder and account when the directory knows them, else the id.
    QString recipientText(int row) const;

    // What the rows cost: their records, the shared text arena and the interned tables, divided
    // by the number of rows (0 when empty); memoryBytes() is the total.
    qsizetype approximateBytesPerRow() const;
    qsizetype memoryBytes() const;

protected:
    api::ApiCall *requestPage(api::ApiClient &client, const QString &cursor, int limit) override;
    int rowsIn(const api::ApiResult &result) const override;
    void appendRows(const api::ApiResult &result) override;
    int storedRowCount() const override { return int(m_rows.size()); }
    void clearRows() override;

private:
    // A piece of m_arena (TextArena).
    struct Text
    {
        quint32 offset = 0;
        quint32 size = 0;
    };
    struct Row
    {
        qint64 createdMs = 0; // since the epoch, UTC; LLONG_MIN when the service gave none
        qint64 amountMinor = 0;
        Text id;
        Text paymentAccountId;
        Text customId;
        Text receipt;
        quint16 currency = 0; // index into m_currencies
        quint16 state = 0; // m_states
        quint16 context = 0; // m_contexts
        quint16 purpose = 0; // m_purposes
        quint16 wallet = 0; // m_wallets
    };
    // The rows in chunks of a fixed size: growing never copies the rows already in (no pause of
    // several milliseconds at 100,000 rows) and leaves at most one chunk unused.
    class RowStore
    {
    public:
        static constexpr size_t chunkRows = 256; // 16 KiB
        size_t size() const { return m_size; }
        bool empty() const { return m_size == 0; }
        Row &operator[](size_t i) { return m_chunks[i / chunkRows][i % chunkRows]; }
        const Row &operator[](size_t i) const { return m_chunks[i / chunkRows][i % chunkRows]; }
        void push_back(const Row &row);
        void clear();
        qsizetype bytes() const;

    private:
        std::vector<std::unique_ptr<Row[]>> m_chunks;
        size_t m_size = 0;
    };
    // The texts of every row, UTF-8, in blocks of 16 KiB (never moved once written). A Text's offset
    // is block * blockSize + position; a text longer than a block (no field of a payout is) is cut.
    class TextArena
    {
    public:
        static constexpr quint32 blockSize = 16 * 1024;
        Text store(const QByteArray &utf8);
        const char *data(Text t) const { return m_blocks[t.offset / blockSize].get() + t.offset % blockSize; }
        void clear();
        qsizetype bytes() const { return qsizetype(m_blocks.size()) * blockSize; }

    private:
        std::vector<std::unique_ptr<char[]>> m_blocks;
        quint32 m_used = blockSize; // of the last block
    };
    // Few distinct values, each kept once; index 0 is the empty string.
    class Interned
    {
    public:
        Interned();
        quint16 intern(const QString &value);
        const QString &at(quint16 index) const { return m_values.at(index); }
        void clear();
        qsizetype bytes() const;

    private:
        QStringList m_values;
        QHash<QString, quint16> m_index;
    };

    Text store(const QString &text);
    QString text(Text t) const;
    bool equals(Text t, const QByteArray &utf8) const;
    QString createdText(const Row &row) const;
    QString amountText(const Row &row) const;
    QString searchText(int row) const;
    void onRecipientsChanged();
    void allChanged();

    RowStore m_rows;
    TextArena m_arena;
    Interned m_currencies;
    Interned m_states;
    Interned m_contexts;
    Interned m_purposes;
    Interned m_wallets;
    HistoryRange m_range;
    QTimeZone m_zone;
    QLocale m_locale;
    QPointer<RecipientDirectory> m_recipients;
};

} // namespace paydesk::history
