// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Strict JSON (RFC 8259) read straight from the answer's bytes, token by token, building nothing:
// for the readers that must not pay for a QJsonDocument (PageCursorScan, DirectDecode). Every
// value it skips is checked as a whole, so a body it walks to the end is one JSON text that
// QJsonDocument accepts too.
//
// It is a reader for the common case, not a replacement of QJsonDocument: what it does not
// take apart itself it notes (unusual()), so that a caller that needs the exact values can leave
// the body to the full decoder:
//  - strings are handed out raw (the bytes between the quotes), with whether they hold an
//    escape; escapes are checked; a \u escape and any byte of 0x80 or more are unusual (text
//    the caller would have to decode and check as UTF-8);
//  - numbers follow the grammar; one with an exponent or of more than 17 characters is unusual
//    (the range of a double is the full decoder's to judge: QJsonDocument refuses 1e400);
//  - nesting deeper than maxDepth is refused.

#include <QByteArrayView>

namespace paydesk::api {

class JsonLexer
{
public:
    static constexpr int maxDepth = 64;

    explicit JsonLexer(QByteArrayView body)
        : m_p(body.data())
        , m_end(body.data() + body.size())
    { }

    bool atEnd() const { return m_p == m_end; }
    // The next byte; only when !atEnd().
    char peek() const { return *m_p; }
    void skipSpace()
    {
        while (m_p != m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }
    // Spaces, then `c`; false (nothing taken but the spaces) when the next byte is another.
    bool take(char c)
    {
        skipSpace();
        if (m_p == m_end || *m_p != c)
            return false;
        ++m_p;
        return true;
    }
    // Spaces, then the end of the body.
    bool end()
    {
        skipSpace();
        return m_p == m_end;
    }

    // A string at the next token: its raw bytes in `text`; `escaped` when it holds a backslash.
    bool string(QByteArrayView &text, bool &escaped);
    // The word true, false or null at the next token.
    bool literal(const char *word);
    // A number at the next token, as its text.
    bool number(QByteArrayView &text);
    // Any value at the next token, skipped; `depth` is the nesting it is at (the root is 1).
    bool skipValue(int depth);

    // Since the lexer started: a \u escape or a byte of 0x80 or more in a string, or a number
    // with an exponent or longer than 17 characters.
    bool unusual() const { return m_unusual; }

private:
    bool skipArray(int depth);
    bool skipObject(int depth);

    const char *m_p;
    const char *m_end;
    bool m_unusual = false;
};

} // namespace paydesk::api
