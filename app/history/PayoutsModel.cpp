// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/PayoutsModel.h"

#include "api/ApiClient.h"
#include "core/DateText.h"
#include "domain/Money.h"
#include "domain/SpecTables.h"
#include "history/RecipientDirectory.h"
#include "payouts/PayoutStateText.h"
#include "session/Session.h"

#include <cstring>
#include <limits>

namespace paydesk::history {

using namespace Qt::StringLiterals;
using payouts::PayoutStateText;

namespace {

constexpr qint64 noTime = std::numeric_limits<qint64>::min();

} // namespace

PayoutsModel::Interned::Interned()
{
    clear();
}

quint16 PayoutsModel::Interned::intern(const QString &value)
{
    if (value.isEmpty())
        return 0;
    const auto it = m_index.constFind(value);
    if (it != m_index.cend())
        return *it;
    if (m_values.size() > std::numeric_limits<quint16>::max())
        return 0; // more distinct codes than any service has: shown as none rather than wrong
    const auto index = quint16(m_values.size());
    m_values.append(value);
    m_index.insert(value, index);
    return index;
}

void PayoutsModel::Interned::clear()
{
    m_values = QStringList {QString()};
    m_index.clear();
}

qsizetype PayoutsModel::Interned::bytes() const
{
    qsizetype total = m_values.capacity() * qsizetype(sizeof(QString));
    for (const QString &v : m_values)
        total += v.capacity() * 2 + 2 * qsizetype(sizeof(void *)) + qsizetype(sizeof(QString));
    return total;
}

PayoutsModel::PayoutsModel(QObject *parent)
    : models::PagedTableModel(parent)
    , m_zone(QTimeZone::systemTimeZone())
{ }

PayoutsModel::~PayoutsModel() = default;

int PayoutsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void PayoutsModel::setRange(const HistoryRange &range)
{
    m_range = range;
    if (range.isValid())
        reload();
    else
        clear();
}

void PayoutsModel::setTimeZone(const QTimeZone &zone)
{
    m_zone = zone.isValid() ? zone : QTimeZone::systemTimeZone();
    allChanged();
}

void PayoutsModel::setLocale(const QLocale &locale)
{
    m_locale = locale;
    allChanged();
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void PayoutsModel::setRecipients(RecipientDirectory *recipients)
{
    if (m_recipients == recipients)
        return;
    if (m_recipients)
        disconnect(m_recipients, nullptr, this, nullptr);
    m_recipients = recipients;
    if (recipients)
        connect(recipients, &RecipientDirectory::changed, this, &PayoutsModel::onRecipientsChanged);
    onRecipientsChanged();
}

void PayoutsModel::onRecipientsChanged()
{
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, RecipientColumn), index(rowCount() - 1, RecipientColumn));
}

void PayoutsModel::allChanged()
{
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

api::ApiCall *PayoutsModel::requestPage(api::ApiClient &client, const QString &cursor, int limit)
{
    api::PayoutQuery query = m_range.query();
    query.limit = limit;
    query.after = cursor;
    return client.listPayouts(query);
}

int PayoutsModel::rowsIn(const api::ApiResult &result) const
{
    const auto *page = result.value<api::Page<api::Payout>>();
    return page ? int(page->items.size()) : 0;
}

void PayoutsModel::RowStore::push_back(const Row &row)
{
    if (m_size == m_chunks.size() * chunkRows)
        m_chunks.push_back(std::make_unique<Row[]>(chunkRows));
    (*this)[m_size++] = row;
}

void PayoutsModel::RowStore::clear()
{
    std::vector<std::unique_ptr<Row[]>>().swap(m_chunks);
    m_size = 0;
}

qsizetype PayoutsModel::RowStore::bytes() const
{
    return qsizetype(m_chunks.size() * chunkRows * sizeof(Row) + m_chunks.capacity() * sizeof(void *));
}

PayoutsModel::Text PayoutsModel::TextArena::store(const QByteArray &utf8)
{
    const auto size = quint32(std::min<qsizetype>(utf8.size(), blockSize));
    if (size == 0)
        return {};
    if (m_used + size > blockSize) {
        m_blocks.push_back(std::make_unique_for_overwrite<char[]>(blockSize));
        m_used = 0;
    }
    Text t;
    t.offset = quint32(m_blocks.size() - 1) * blockSize + m_used;
    t.size = size;
    std::memcpy(m_blocks.back().get() + m_used, utf8.constData(), size);
    m_used += size;
    return t;
}

void PayoutsModel::TextArena::clear()
{
    std::vector<std::unique_ptr<char[]>>().swap(m_blocks);
    m_used = blockSize;
}

PayoutsModel::Text PayoutsModel::store(const QString &text)
{
    return text.isEmpty() ? Text() : m_arena.store(text.toUtf8());
}

QString PayoutsModel::text(Text t) const
{
    return t.size == 0 ? QString() : QString::fromUtf8(m_arena.data(t), t.size);
}

bool PayoutsModel::equals(Text t, const QByteArray &utf8) const
{
    return t.size == quint32(utf8.size())
        && (t.size == 0 || std::memcmp(m_arena.data(t), utf8.constData(), t.size) == 0);
}

void PayoutsModel::appendRows(const api::ApiResult &result)
{
    const auto *page = result.value<api::Page<api::Payout>>();
    if (!page)
        return;
    for (const api::Payout &p : page->items) {
        Row row;
        row.createdMs = p.createdAt.isValid() ? p.createdAt.toMSecsSinceEpoch() : noTime;
        row.amountMinor = p.amount.minorUnits();
        row.id = store(p.id);
        row.paymentAccountId = store(p.paymentAccountId);
        row.customId = store(p.customId);
        row.receipt = store(p.receipt);
        row.currency = m_currencies.intern(p.amount.currency());
        row.state = m_states.intern(p.state.code);
        row.context = m_contexts.intern(p.state.context);
        row.purpose = m_purposes.intern(p.purpose);
        row.wallet = m_wallets.intern(p.walletId);
        m_rows.push_back(row);
        if (m_recipients && !p.paymentAccountId.isEmpty() && !m_recipients->find(p.paymentAccountId))
            m_recipients->lookUp(p.paymentAccountId); // a recipient newer than the directory
    }
}

void PayoutsModel::clearRows()
{
    m_rows.clear();
    m_arena.clear();
    m_currencies.clear();
    m_states.clear();
    m_contexts.clear();
    m_purposes.clear();
    m_wallets.clear();
}

int PayoutsModel::rowOf(const QString &payoutId) const
{
    if (payoutId.isEmpty())
        return -1;
    // A scan of fixed records (100,000 rows: well under a millisecond) rather than an index that
    // would cost as much memory as the ids themselves.
    const QByteArray utf8 = payoutId.toUtf8();
    for (size_t i = 0; i < m_rows.size(); ++i) {
        if (equals(m_rows[i].id, utf8))
            return int(i);
    }
    return -1;
}

api::Payout PayoutsModel::payoutAt(int row) const
{
    if (row < 0 || size_t(row) >= m_rows.size())
        return {};
    const Row &r = m_rows[size_t(row)];
    api::Payout p;
    p.id = text(r.id);
    p.amount = Money::fromMinorUnits(r.amountMinor, m_currencies.at(r.currency));
    p.state = {m_states.at(r.state), m_contexts.at(r.context)};
    p.customId = text(r.customId);
    p.paymentAccountId = text(r.paymentAccountId);
    p.walletId = m_wallets.at(r.wallet);
    p.purpose = m_purposes.at(r.purpose);
    p.receipt = text(r.receipt);
    if (r.createdMs != noTime)
        p.createdAt = QDateTime::fromMSecsSinceEpoch(r.createdMs, QTimeZone::utc());
    return p;
}

void PayoutsModel::updatePayout(const api::Payout &p)
{
    const int row = rowOf(p.id);
    if (row < 0)
        return;
    Row &r = m_rows[size_t(row)];
    const quint16 state = m_states.intern(p.state.code);
    const quint16 context = m_contexts.intern(p.state.context);
    const bool receiptSame
        = p.receipt.isEmpty() ? r.receipt.size == 0 : equals(r.receipt, p.receipt.toUtf8());
    if (state == r.state && context == r.context && receiptSame)
        return;
    r.state = state;
    r.context = context;
    if (!receiptSame)
        r.receipt = store(p.receipt); // the old text stays in the arena until the next load
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

api::ApiCall *PayoutsModel::requestDetails(const QString &payoutId) const
{
    session::Session *s = session();
    if (!s || !s->isReady() || payoutId.isEmpty())
        return nullptr;
    return s->client()->getPayout(payoutId);
}

QString PayoutsModel::recipientText(int row) const
{
    if (row < 0 || size_t(row) >= m_rows.size())
        return {};
    const QString id = text(m_rows[size_t(row)].paymentAccountId);
    if (m_recipients) {
        if (const std::optional<RecipientDirectory::Entry> e = m_recipients->find(id))
            return e->holderName.isEmpty() ? e->account : e->holderName + u" \u00B7 "_s + e->account;
    }
    return id;
}

QString PayoutsModel::createdText(const Row &row) const
{
    if (row.createdMs == noTime)
        return {};
    const QDateTime local
        = QDateTime::fromMSecsSinceEpoch(row.createdMs, QTimeZone::utc()).toTimeZone(m_zone);
    return core::dates::dateTime(local, m_locale);
}

QString PayoutsModel::amountText(const Row &row) const
{
    const QString &currency = m_currencies.at(row.currency);
    const Money money = Money::fromMinorUnits(row.amountMinor, currency);
    if (money.isValid())
        return money.toDisplayWithCurrency(m_locale);
    // A currency Paydesk does not know: its minor units are not known either.
    return currency.isEmpty() ? QString() : currency + u'\u00A0' + QString::number(row.amountMinor);
}

QString PayoutsModel::searchText(int row) const
{
    const Row &r = m_rows[size_t(row)];
    QStringList parts {recipientText(row),
                       text(r.paymentAccountId),
                       text(r.customId),
                       text(r.id),
                       text(r.receipt),
                       amountText(r),
                       PayoutStateText::label(m_states.at(r.state))};
    if (m_recipients) {
        // The holder and the account alone too, so that a search for a number finds its rows.
        if (const auto e = m_recipients->find(text(r.paymentAccountId)))
            parts << e->holderName << e->account;
    }
    if (r.purpose != 0)
        parts << spec::describe(spec::purposes(), m_purposes.at(r.purpose));
    return parts.join(u'\n');
}

QVariant PayoutsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const Row &r = m_rows[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case CreatedColumn:
            return createdText(r);
        case AmountColumn:
            return amountText(r);
        case RecipientColumn:
            return recipientText(index.row());
        case PurposeColumn:
            return r.purpose == 0 ? QString() : spec::describe(spec::purposes(), m_purposes.at(r.purpose));
        case StateColumn:
            return PayoutStateText::label(m_states.at(r.state));
        case CustomIdColumn:
            return text(r.customId);
        case IdColumn:
            return text(r.id);
        case ReceiptColumn:
            return text(r.receipt);
        }
        return {};
    case Qt::ToolTipRole:
        switch (index.column()) {
        case StateColumn:
            return PayoutStateText::sentence(m_states.at(r.state), m_contexts.at(r.context));
        case CreatedColumn:
            return r.createdMs == noTime
                ? QVariant()
                : QVariant(QDateTime::fromMSecsSinceEpoch(r.createdMs, QTimeZone::utc())
                               .toTimeZone(m_zone)
                               .toString(Qt::ISODate));
        case RecipientColumn:
            return text(r.paymentAccountId);
        case PurposeColumn:
            return m_purposes.at(r.purpose);
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == AmountColumn)
            return QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case IdRole:
        return text(r.id);
    case CustomIdRole:
        return text(r.customId);
    case StateRole:
        return m_states.at(r.state);
    case ContextRole:
        return m_contexts.at(r.context);
    case CurrencyRole:
        return m_currencies.at(r.currency);
    case AmountMinorRole:
        return r.amountMinor;
    case CreatedAtRole:
        return r.createdMs == noTime ? QDateTime()
                                     : QDateTime::fromMSecsSinceEpoch(r.createdMs, QTimeZone::utc());
    case PaymentAccountIdRole:
        return text(r.paymentAccountId);
    case SearchRole:
        return searchText(index.row());
    case SortRole:
        switch (index.column()) {
        case CreatedColumn:
            return r.createdMs;
        case AmountColumn:
            return r.amountMinor;
        }
        return data(index, Qt::DisplayRole);
    case ToneRole:
        switch (payouts::PayoutStateText::tone(m_states.at(r.state))) {
        case payouts::PayoutStateText::Tone::Bad:
            return QVariant::fromValue(Tone::Bad);
        case payouts::PayoutStateText::Tone::Good:
            return QVariant::fromValue(Tone::Good);
        case payouts::PayoutStateText::Tone::Neutral:
            break;
        }
        return QVariant::fromValue(Tone::Neutral);
    }
    return {};
}

QVariant PayoutsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::TextAlignmentRole && section == AmountColumn)
        return QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case CreatedColumn:
        return tr("Created");
    case AmountColumn:
        return tr("Amount");
    case RecipientColumn:
        return tr("Recipient");
    case PurposeColumn:
        return tr("Purpose");
    case StateColumn:
        return tr("State");
    case CustomIdColumn:
        return tr("Reference");
    case IdColumn:
        return tr("Payout id");
    case ReceiptColumn:
        return tr("Receipt");
    }
    return {};
}

qsizetype PayoutsModel::memoryBytes() const
{
    return m_rows.bytes() + m_arena.bytes() + m_currencies.bytes() + m_states.bytes() + m_contexts.bytes()
        + m_purposes.bytes() + m_wallets.bytes();
}

qsizetype PayoutsModel::approximateBytesPerRow() const
{
    return m_rows.empty() ? 0 : memoryBytes() / qsizetype(m_rows.size());
}

} // namespace paydesk::history
