// SPDX-License-Identifier: GPL-3.0-or-later
#include "PageCursorScan.h"

#include "JsonLexer.h"

#include <array>
#include <span>

namespace paydesk::api {

namespace {

// What the scan found at the end of the path.
struct Found
{
    bool present = false; // a string was found (else: absent or null)
    QByteArrayView text;
};

// The object at the next token. With a path, its key path[0] is followed (to the end of the
// path) and every other value skipped.
bool object(JsonLexer &lexer, std::span<const QByteArrayView> path, Found &found, int depth);

// The value of key path[0].
bool follow(JsonLexer &lexer, std::span<const QByteArrayView> path, Found &found, int depth)
{
    lexer.skipSpace();
    if (lexer.atEnd())
        return false;
    if (lexer.peek() == 'n')
        return lexer.literal("null"); // null: as absent
    if (path.size() == 1) {
        bool escaped = false;
        if (lexer.peek() != '"' || !lexer.string(found.text, escaped) || escaped)
            return false;
        found.present = true;
        return true;
    }
    if (lexer.peek() != '{')
        return false; // the decoder reports a mistyped field: let it
    return object(lexer, path.subspan(1), found, depth + 1);
}

bool object(JsonLexer &lexer, std::span<const QByteArrayView> path, Found &found, int depth)
{
    if (depth > JsonLexer::maxDepth || !lexer.take('{'))
        return false;
    if (lexer.take('}'))
        return true;
    bool seen = false;
    for (;;) {
        QByteArrayView key;
        bool escaped = false;
        if (!lexer.string(key, escaped) || !lexer.take(':'))
            return false;
        if (escaped) {
            return false; // it might be path[0] written otherwise
        } else if (key == path.front()) {
            if (seen)
                return false; // which of the two the decoder takes is not this scan's to say
            seen = true;
            if (!follow(lexer, path, found, depth))
                return false;
        } else if (!lexer.skipValue(depth)) {
            return false;
        }
        if (lexer.take('}'))
            return true;
        if (!lexer.take(','))
            return false;
    }
}

// The root object's members read from its end backwards, for the one named "meta": the service
// writes it last, after the lines, so the lines are never walked. Backwards, a string ends at its
// last quote and begins at the first quote before that is not escaped (preceded by an even run of
// backslashes: in JSON no string begins right after a backslash); a nested object or array is
// passed by matching its brackets, the strings in it passed as strings.
class BackwardRoot
{
public:
    explicit BackwardRoot(QByteArrayView body)
        : m_begin(body.data())
        , m_p(body.data() + body.size())
    { }

    // The value of the last member named "meta" (the one a JSON object keeps), or an empty view
    // when the object has none; false when the bytes are not read as one object so far.
    bool meta(QByteArrayView &value, bool &present)
    {
        present = false;
        if (!take('}'))
            return false;
        for (bool afterComma = false;; afterComma = true) {
            skipSpace();
            if (!afterComma && m_p != m_begin && m_p[-1] == '{') { // no member (left)
                --m_p;
                skipSpace();
                return m_p == m_begin; // and nothing before the object
            }
            const char *valueEnd = m_p;
            if (!this->value())
                return false;
            value = QByteArrayView(m_p, valueEnd - m_p);
            QByteArrayView key;
            bool escaped = false;
            if (!take(':') || !string(key, escaped) || escaped)
                return false; // an escaped key might be "meta" written otherwise
            if (key == "meta") {
                present = true;
                return true;
            }
            skipSpace();
            if (m_p != m_begin && m_p[-1] == '{') {
                --m_p;
                skipSpace();
                return m_p == m_begin;
            }
            if (!take(','))
                return false;
        }
    }

private:
    void skipSpace()
    {
        while (m_p != m_begin && (m_p[-1] == ' ' || m_p[-1] == '\n' || m_p[-1] == '\r' || m_p[-1] == '\t'))
            --m_p;
    }

    bool take(char c)
    {
        skipSpace();
        if (m_p == m_begin || m_p[-1] != c)
            return false;
        --m_p;
        return true;
    }

    bool string(QByteArrayView &text, bool &escaped)
    {
        if (!take('"'))
            return false;
        const char *end = m_p;
        escaped = false;
        while (m_p != m_begin) {
            const char c = *--m_p;
            if (static_cast<unsigned char>(c) < 0x20)
                return false;
            if (c == '\\')
                escaped = true;
            if (c != '"')
                continue;
            const char *q = m_p;
            while (q != m_begin && q[-1] == '\\')
                --q;
            if ((m_p - q) % 2 == 0) { // not escaped: the opening quote
                text = QByteArrayView(m_p + 1, end - m_p - 1);
                return true;
            }
        }
        return false;
    }

    // Any value ending at m_p, passed.
    bool value()
    {
        skipSpace();
        if (m_p == m_begin)
            return false;
        const char last = m_p[-1];
        if (last == '"') {
            QByteArrayView text;
            bool escaped = false;
            return string(text, escaped);
        }
        if (last == '}' || last == ']')
            return container();
        const char *end = m_p; // a number, true, false or null
        while (m_p != m_begin
               && ((m_p[-1] >= '0' && m_p[-1] <= '9') || (m_p[-1] >= 'a' && m_p[-1] <= 'z') || m_p[-1] == '.'
                   || m_p[-1] == '-' || m_p[-1] == '+' || m_p[-1] == 'E'))
            --m_p;
        return m_p != end;
    }

    bool container()
    {
        std::array<char, JsonLexer::maxDepth> open {}; // the closing brackets met, innermost last
        int depth = 0;
        while (m_p != m_begin) {
            const char c = m_p[-1];
            if (c == '"') {
                QByteArrayView text;
                bool escaped = false;
                if (!string(text, escaped))
                    return false;
                continue;
            }
            --m_p;
            if (c == '}' || c == ']') {
                if (depth == JsonLexer::maxDepth)
                    return false;
                open[size_t(depth++)] = c;
            } else if (c == '{' || c == '[') {
                if (depth == 0 || open[size_t(depth - 1)] != (c == '{' ? '}' : ']'))
                    return false;
                if (--depth == 0)
                    return true;
            }
        }
        return false;
    }

    const char *m_begin;
    const char *m_p;
};

} // namespace

std::optional<QString> PageCursorScan::nextCursor(QByteArrayView body)
{
    static constexpr std::array<QByteArrayView, 4> path {QByteArrayView("meta"), QByteArrayView("paging"),
                                                         QByteArrayView("cursors"), QByteArrayView("after")};
    QByteArrayView meta;
    bool present = false;
    if (!BackwardRoot(body).meta(meta, present))
        return std::nullopt;
    if (!present)
        return QString(); // no meta: no next page
    Found found;
    JsonLexer lexer(meta);
    if (!follow(lexer, path, found, 1) || !lexer.end())
        return std::nullopt;
    if (!found.present)
        return QString();
    return QString::fromUtf8(found.text);
}

} // namespace paydesk::api
