// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QDateTime>
#include <QStringView>

#include <optional>

namespace paydesk::sandbox {

// yyyy-mm-ddThh:mm:ss[.fraction](Z|+hh:mm|-hh:mm), RFC 3339 section 5.6 ('t' and 'z' too).
struct Rfc3339Timestamp
{
    QDate date;
    int hour = 0;
    int minute = 0;
    int second = 0;
    QStringView fraction; // digits after the point, possibly none (a view of the parsed text)
    int offsetSeconds = 0;

    // The instant in UTC, to the millisecond (further digits of the fraction are dropped).
    QDateTime toUtc() const;
    // nullopt when `text` is not such a timestamp (or names a day or time that does not exist).
    static std::optional<Rfc3339Timestamp> parse(QStringView text);
};

} // namespace paydesk::sandbox
