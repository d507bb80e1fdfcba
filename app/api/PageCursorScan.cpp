// SPDX-License-Identifier: GPL-3.0-or-later
#include "PageCursorScan.h"

#include <array>
#include <cstring>
#include <span>

namespace paydesk::api {

namespace {

constexpr int maxDepth = 64;

// What the scan found at the end of the path.
struct Found
{
    bool present = false; // a string was found (else: absent or null)
    QByteArrayView text;
};

class Scanner
{
public:
    explicit Scanner(QByteArrayView body)
        : m_p(body.data())
        , m_end(body.data() + body.size())
    { }

    // The root object, following `path`; false when the scan cannot tell.
    bool root(std::span<const QByteArrayView> path, Found &found)
    {
        skipSpace();
        if (!object(path, found, 1))
            return false;
        skipSpace();
        return m_p == m_end;
    }

private:
    bool atEnd() const { return m_p == m_end; }
    char peek() const { return *m_p; }

    void skipSpace()
    {
        while (m_p != m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }

    bool take(char c)
    {
        if (m_p == m_end || *m_p != c)
            return false;
        ++m_p;
        return true;
    }

    // A string at m_p ('"'); its raw text in *text, *escaped when it holds a backslash.
    bool string(QByteArrayView *text, bool *escaped)
    {
        if (!take('"'))
            return false;
        const char *start = m_p;
        bool sawEscape = false;
        while (m_p != m_end) {
            const auto c = static_cast<unsigned char>(*m_p);
            if (c == '"') {
                if (text)
                    *text = QByteArrayView(start, m_p - start);
                if (escaped)
                    *escaped = sawEscape;
                ++m_p;
                return true;
            }
            if (c < 0x20)
                return false; // a control character is not allowed in a JSON string
            if (c == '\\') {
                sawEscape = true;
                if (++m_p == m_end)
                    return false;
            }
            ++m_p;
        }
        return false;
    }

    bool literal(const char *word)
    {
        const auto size = qsizetype(std::strlen(word));
        if (m_end - m_p < size || std::memcmp(m_p, word, size_t(size)) != 0)
            return false;
        m_p += size;
        return true;
    }

    bool number()
    {
        const char *start = m_p;
        while (m_p != m_end
               && ((*m_p >= '0' && *m_p <= '9') || *m_p == '-' || *m_p == '+' || *m_p == '.' || *m_p == 'e'
                   || *m_p == 'E'))
            ++m_p;
        return m_p != start;
    }

    // Any value, skipped.
    bool value(int depth)
    {
        if (atEnd())
            return false;
        switch (peek()) {
        case '{': {
            Found unused;
            return object({}, unused, depth + 1);
        }
        case '[':
            return array(depth + 1);
        case '"':
            return string(nullptr, nullptr);
        case 't':
            return literal("true");
        case 'f':
            return literal("false");
        case 'n':
            return literal("null");
        default:
            return number();
        }
    }

    bool array(int depth)
    {
        if (depth > maxDepth || !take('['))
            return false;
        skipSpace();
        if (take(']'))
            return true;
        for (;;) {
            skipSpace();
            if (!value(depth))
                return false;
            skipSpace();
            if (take(']'))
                return true;
            if (!take(','))
                return false;
        }
    }

    // An object at m_p. With a path, its key path[0] is followed (to the end of the path).
    bool object(std::span<const QByteArrayView> path, Found &found, int depth)
    {
        if (depth > maxDepth || !take('{'))
            return false;
        skipSpace();
        if (take('}'))
            return true;
        bool seen = false;
        for (;;) {
            skipSpace();
            QByteArrayView key;
            bool escaped = false;
            if (!string(&key, &escaped))
                return false;
            skipSpace();
            if (!take(':'))
                return false;
            skipSpace();
            if (path.empty()) {
                if (!value(depth))
                    return false;
            } else if (escaped) {
                return false; // it might be path[0] written otherwise
            } else if (key == path.front()) {
                if (seen)
                    return false; // which of the two the decoder takes is not this scan's to say
                seen = true;
                if (!follow(path, found, depth))
                    return false;
            } else if (!value(depth)) {
                return false;
            }
            skipSpace();
            if (take('}'))
                return true;
            if (!take(','))
                return false;
        }
    }

    // The value of key path[0].
    bool follow(std::span<const QByteArrayView> path, Found &found, int depth)
    {
        if (atEnd())
            return false;
        if (peek() == 'n')
            return literal("null"); // null: as absent
        if (path.size() == 1) {
            bool escaped = false;
            if (peek() != '"' || !string(&found.text, &escaped) || escaped)
                return false;
            found.present = true;
            return true;
        }
        if (peek() != '{')
            return false; // the decoder reports a mistyped field: let it
        return object(path.subspan(1), found, depth + 1);
    }

    const char *m_p;
    const char *m_end;
};

} // namespace

std::optional<QString> PageCursorScan::nextCursor(QByteArrayView body)
{
    static constexpr std::array<QByteArrayView, 4> path {QByteArrayView("meta"), QByteArrayView("paging"),
                                                         QByteArrayView("cursors"), QByteArrayView("after")};
    Found found;
    Scanner scanner(body);
    if (!scanner.root(path, found))
        return std::nullopt;
    if (!found.present)
        return QString();
    return QString::fromUtf8(found.text);
}

} // namespace paydesk::api
