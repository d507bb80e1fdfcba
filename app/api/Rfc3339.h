// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The service's timestamps (RFC 3339 section 5.6, "date-time"), read by hand: the JSON of a list
// page holds one or more per item, and QDateTime::fromString(Qt::ISODateWithMs) costs several
// microseconds each (it was the largest part of decoding a page of statement lines).
//
// Accepted, and only this: YYYY-MM-DD "T" HH:MM:SS [ "." 1*DIGIT ] ( "Z" | ("+"|"-") HH:MM ),
// with "t" and "z" in lower case too (RFC 3339 5.6, note), a real calendar date (29 February in
// leap years only), hours 00-23, minutes and seconds 00-59 (a leap second, :60, cannot be held by
// QDateTime and is refused, as it was before), offset hours 00-23 and minutes 00-59. Fractions
// past the millisecond are cut (QDateTime holds milliseconds). Refused: no offset (a local time
// of some unknown place), a date alone, a space for the "T", missing or extra digits, any other
// character before, inside or after.

#include <QDateTime>
#include <QLatin1StringView>
#include <QStringView>

#include <array>

namespace paydesk::api {

class Rfc3339
{
public:
    // The instant in UTC (Qt::UTC), or an invalid QDateTime when `text` is not such a timestamp.
    static QDateTime parse(QStringView text);
    static QDateTime parse(QLatin1StringView text);

    // The instant in UTC to the second, as QDateTime::toString(Qt::ISODate) writes it for UTC
    // ("2026-08-01T12:42:50Z", milliseconds dropped), written into `buffer` without allocating:
    // a statement export writes one per line. Empty when `time` is invalid or its UTC year is
    // outside 1-9999 (QDateTime then says what it would write).
    static QLatin1StringView formatUtc(const QDateTime &time, std::array<char, 20> &buffer);
};

} // namespace paydesk::api
