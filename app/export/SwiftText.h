// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Text as SWIFT's "x" character set allows it (MT940, exporting::Mt940Writer):
//
//     a-z A-Z 0-9 / - ? : ( ) . , ' + space
//
// Everything else is TRANSLITERATED, never silently dropped: letters with accents lose them
// (é -> e, Ł -> L, ß -> ss, Æ -> AE, Ø -> O), a few signs have a readable stand-in (& -> +,
// _ -> -, @ -> (at), ; -> ,, " -> ', [ { -> (, ] } -> ), # -> No., % -> pct, = -> -, ! -> .),
// white space of any kind (tabs, line breaks) becomes one space, and a character with no
// transliteration becomes '.', so that a reader sees that something was there.
//
// The result is plain ASCII (one byte a character). A text already in the set is copied as it is
// (the common case, with no allocation beyond the output's).

#include <QByteArray>
#include <QStringView>

#include <array>

namespace paydesk::exporting::swift {

// Appends `text` to `out`, transliterated.
void appendText(QByteArray &out, QStringView text);
QByteArray text(QStringView text);
// Whether each character of `text` is in the set already (nothing would change).
bool isSwiftText(QStringView text);
namespace detail {
constexpr std::array<bool, 128> swiftChars()
{
    std::array<bool, 128> in {};
    for (char c = 'a'; c <= 'z'; ++c)
        in[size_t(c)] = true;
    for (char c = 'A'; c <= 'Z'; ++c)
        in[size_t(c)] = true;
    for (char c = '0'; c <= '9'; ++c)
        in[size_t(c)] = true;
    for (const char c : {'/', '-', '?', ':', '(', ')', '.', ',', '\'', '+', ' '})
        in[size_t(c)] = true;
    return in;
}
inline constexpr std::array<bool, 128> kSwiftChars = swiftChars();
} // namespace detail

inline bool isSwiftChar(char16_t c)
{
    return c < 128 && detail::kSwiftChars[c];
}

} // namespace paydesk::exporting::swift
