// SPDX-License-Identifier: GPL-3.0-or-later
#include "JsonLexer.h"

#include <array>
#include <cstring>

namespace paydesk::api {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isHex(char c)
{
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// The bytes a string holds as they are: printable ASCII but the quote and the backslash.
constexpr std::array<bool, 256> plainBytes = [] {
    std::array<bool, 256> plain {};
    for (int c = 0x20; c < 0x80; ++c)
        plain[size_t(c)] = c != '"' && c != '\\';
    return plain;
}();

} // namespace

bool JsonLexer::string(QByteArrayView &text, bool &escaped)
{
    skipSpace();
    if (m_p == m_end || *m_p != '"')
        return false;
    const char *start = ++m_p;
    escaped = false;
    while (m_p != m_end) {
        if (plainBytes[static_cast<unsigned char>(*m_p)]) {
            ++m_p;
            continue;
        }
        const auto c = static_cast<unsigned char>(*m_p);
        if (c == '"') {
            text = QByteArrayView(start, m_p - start);
            ++m_p;
            return true;
        }
        if (c < 0x20)
            return false; // a control character is not allowed in a JSON string
        if (c >= 0x80)
            m_unusual = true;
        if (c == '\\') {
            escaped = true;
            if (++m_p == m_end)
                return false;
            switch (*m_p) {
            case '"':
            case '\\':
            case '/':
            case 'b':
            case 'f':
            case 'n':
            case 'r':
            case 't':
                break;
            case 'u':
                m_unusual = true;
                if (m_end - m_p < 5 || !isHex(m_p[1]) || !isHex(m_p[2]) || !isHex(m_p[3]) || !isHex(m_p[4]))
                    return false;
                m_p += 4;
                break;
            default:
                return false;
            }
        }
        ++m_p;
    }
    return false;
}

bool JsonLexer::literal(const char *word)
{
    skipSpace();
    const auto size = qsizetype(std::strlen(word));
    if (m_end - m_p < size || std::memcmp(m_p, word, size_t(size)) != 0)
        return false;
    m_p += size;
    return true;
}

bool JsonLexer::number(QByteArrayView &text)
{
    skipSpace();
    const char *start = m_p;
    const auto digits = [this] {
        const char *from = m_p;
        while (m_p != m_end && isDigit(*m_p))
            ++m_p;
        return m_p != from;
    };
    if (m_p != m_end && *m_p == '-')
        ++m_p;
    if (m_p != m_end && *m_p == '0')
        ++m_p; // no digit may follow a leading zero: the caller's next token check refuses one
    else if (!digits())
        return false;
    if (m_p != m_end && *m_p == '.') {
        ++m_p;
        if (!digits())
            return false;
    }
    if (m_p != m_end && (*m_p == 'e' || *m_p == 'E')) {
        ++m_p;
        if (m_p != m_end && (*m_p == '+' || *m_p == '-'))
            ++m_p;
        if (!digits())
            return false;
        m_unusual = true; // a double's range is the full decoder's to judge
    }
    if (m_p - start > 17)
        m_unusual = true;
    text = QByteArrayView(start, m_p - start);
    return true;
}

bool JsonLexer::skipValue(int depth)
{
    skipSpace();
    if (m_p == m_end)
        return false;
    switch (*m_p) {
    case '{':
        return skipObject(depth + 1);
    case '[':
        return skipArray(depth + 1);
    case '"': {
        QByteArrayView text;
        bool escaped = false;
        return string(text, escaped);
    }
    case 't':
        return literal("true");
    case 'f':
        return literal("false");
    case 'n':
        return literal("null");
    default: {
        QByteArrayView text;
        return number(text);
    }
    }
}

bool JsonLexer::skipArray(int depth)
{
    if (depth > maxDepth || !take('['))
        return false;
    if (take(']'))
        return true;
    for (;;) {
        if (!skipValue(depth))
            return false;
        if (take(']'))
            return true;
        if (!take(','))
            return false;
    }
}

bool JsonLexer::skipObject(int depth)
{
    if (depth > maxDepth || !take('{'))
        return false;
    if (take('}'))
        return true;
    for (;;) {
        QByteArrayView key;
        bool escaped = false;
        if (!string(key, escaped) || !take(':') || !skipValue(depth))
            return false;
        if (take('}'))
            return true;
        if (!take(','))
            return false;
    }
}

} // namespace paydesk::api
