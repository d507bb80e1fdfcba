// SPDX-License-Identifier: GPL-3.0-or-later
#include "DirectDecode.h"

#include "JsonLexer.h"
#include "Rfc3339.h"

#include <QVarLengthArray>

#include <algorithm>
#include <array>

namespace paydesk::api::direct {

namespace {

using Keys = std::initializer_list<QByteArrayView>;

// Reads one page; every method is false when it declines.
class PageReader
{
public:
    explicit PageReader(QByteArrayView body)
        : m_lexer(body)
    { }

    bool page(Page<StatementLine> &out)
    {
        bool haveData = false;
        const bool read = object(1, {"data", "meta"}, [&](int key, int depth) {
            if (key == 0) {
                haveData = true;
                return lines(depth, out.items);
            }
            return meta(depth, out.nextCursor);
        });
        // The full decoder checks the whole text before reading any of it: so must this.
        return read && haveData && m_lexer.end() && !m_lexer.unusual();
    }

private:
    // An object at the next token; onKey(index in `keys`, depth) reads the value of a key of
    // `keys`, every other value is skipped. A key met twice or written with escapes declines.
    template<typename OnKey> bool object(int depth, Keys keys, OnKey &&onKey)
    {
        if (depth > JsonLexer::maxDepth || !m_lexer.take('{'))
            return false;
        if (m_lexer.take('}'))
            return true;
        unsigned seen = 0;
        for (;;) {
            QByteArrayView key;
            bool escaped = false;
            if (!m_lexer.string(key, escaped) || escaped || !m_lexer.take(':'))
                return false;
            int index = 0;
            for (const QByteArrayView known : keys) {
                if (known == key)
                    break;
                ++index;
            }
            if (index < int(keys.size())) {
                if (seen & (1u << index))
                    return false;
                seen |= 1u << index;
                if (!onKey(index, depth))
                    return false;
            } else if (!m_lexer.skipValue(depth)) {
                return false;
            }
            if (m_lexer.take('}'))
                return true;
            if (!m_lexer.take(','))
                return false;
        }
    }

    // null at the next token (taken).
    bool null()
    {
        m_lexer.skipSpace();
        return !m_lexer.atEnd() && m_lexer.peek() == 'n' && m_lexer.literal("null");
    }

    // A string without escapes (ASCII: unusual() is checked at the end).
    bool text(QString &out)
    {
        QByteArrayView bytes;
        bool escaped = false;
        if (!m_lexer.string(bytes, escaped) || escaped)
            return false;
        out = QString::fromLatin1(bytes.data(), bytes.size());
        return true;
    }

    // A line's type: a handful of words over a page, one QString each.
    bool typeText(QString &out)
    {
        QByteArrayView bytes;
        bool escaped = false;
        if (!m_lexer.string(bytes, escaped) || escaped)
            return false;
        for (const auto &[known, text] : m_types) {
            if (known == bytes) {
                out = text;
                return true;
            }
        }
        out = QString::fromLatin1(bytes.data(), bytes.size());
        if (m_types.size() < 8)
            m_types.append({bytes, out});
        return true;
    }

    // An optional string: absent or null is empty.
    bool optionalText(QString &out) { return null() || text(out); }

    bool lines(int depth, QList<StatementLine> &out)
    {
        if (depth + 1 > JsonLexer::maxDepth || !m_lexer.take('['))
            return false;
        out.reserve(50);
        if (m_lexer.take(']'))
            return true;
        for (;;) {
            StatementLine line;
            if (!this->line(depth + 1, line))
                return false;
            out.append(std::move(line));
            if (m_lexer.take(']'))
                return true;
            if (!m_lexer.take(','))
                return false;
        }
    }

    bool line(int depth, StatementLine &out)
    {
        unsigned required = 0;
        const bool read = object(
            depth + 1, {"id", "type", "amount", "balance", "created_at", "resource"}, [&](int key, int at) {
                switch (key) {
                case 0:
                    required |= 1;
                    return text(out.id);
                case 1:
                    required |= 2;
                    return typeText(out.type);
                case 2:
                    required |= 4;
                    return amount(at, out.amount);
                case 3:
                    return null() || amount(at, out.balance);
                case 4:
                    return null() || time(out.createdAt);
                default:
                    return null() || object(at + 1, {"payout_id", "payin_id"}, [&](int idKey, int) {
                               return optionalText(idKey == 0 ? out.payoutId : out.payinId);
                           });
                }
            });
        return read && required == 7;
    }

    bool amount(int depth, Money &out)
    {
        QByteArrayView value;
        bool haveCurrency = false;
        const bool read = object(depth + 1, {"currency", "value"}, [&](int key, int) {
            bool escaped = false;
            if (key == 1)
                return m_lexer.string(value, escaped) && !escaped && !value.isNull();
            QByteArrayView code;
            if (!m_lexer.string(code, escaped) || escaped || code.isEmpty())
                return false;
            haveCurrency = true;
            if (code != m_currencyBytes) { // the same currency line after line: one QString for all
                m_currencyBytes = code;
                m_currency = QString::fromLatin1(code.data(), code.size());
            }
            return true;
        });
        // The value as UTF-16 on the stack: Money::parse() reads a view. No amount of qint64 minor
        // units is that long but with leading zeros: the full decoder may judge those.
        std::array<char16_t, 32> units;
        if (!read || !haveCurrency || value.isNull() || value.size() > qsizetype(units.size()))
            return false;
        std::copy(value.begin(), value.end(), units.begin());
        const MoneyParseResult parsed = Money::parse(QStringView(units.data(), value.size()), m_currency);
        if (!parsed)
            return false;
        out = parsed.money;
        return true;
    }

    bool time(QDateTime &out)
    {
        QByteArrayView bytes;
        bool escaped = false;
        if (!m_lexer.string(bytes, escaped) || escaped)
            return false;
        out = Rfc3339::parse(QLatin1StringView(bytes.data(), bytes.size()));
        return out.isValid();
    }

    // meta.paging.cursors.after: absent or null at any step is no cursor.
    bool meta(int depth, QString &cursor)
    {
        return null() || object(depth + 1, {"paging"}, [&](int, int paging) {
                   return null() || object(paging + 1, {"cursors"}, [&](int, int cursors) {
                              return null() || object(cursors + 1, {"after"}, [&](int, int) {
                                         return optionalText(cursor);
                                     });
                          });
               });
    }

    JsonLexer m_lexer;
    QByteArrayView m_currencyBytes;
    QString m_currency;
    QVarLengthArray<std::pair<QByteArrayView, QString>, 8> m_types;
};

} // namespace

bool decode(QByteArrayView body, Page<StatementLine> &page)
{
    return PageReader(body).page(page);
}

} // namespace paydesk::api::direct
