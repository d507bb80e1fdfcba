// SPDX-License-Identifier: GPL-3.0-or-later
#include "Rfc3339Timestamp.h"

#include "FieldReader.h"

namespace paydesk::sandbox {

QDateTime Rfc3339Timestamp::toUtc() const
{
    int ms = 0;
    for (qsizetype i = 0; i < 3; ++i)
        ms = ms * 10 + (i < fraction.size() ? fraction[i].unicode() - u'0' : 0);
    return QDateTime(date, QTime(hour, minute, second, ms), Qt::UTC).addSecs(-offsetSeconds);
}

std::optional<Rfc3339Timestamp> Rfc3339Timestamp::parse(QStringView text)
{
    if (text.size() < 20 || (text[10] != u'T' && text[10] != u't') || text[13] != u':' || text[16] != u':')
        return std::nullopt;
    Rfc3339Timestamp t;
    const std::optional<QDate> date = FieldReader::parseDate(text.first(10));
    t.hour = FieldReader::asciiNumber(text.sliced(11, 2));
    t.minute = FieldReader::asciiNumber(text.sliced(14, 2));
    t.second = FieldReader::asciiNumber(text.sliced(17, 2));
    if (!date || t.hour < 0 || t.hour > 23 || t.minute < 0 || t.minute > 59 || t.second < 0 || t.second > 59)
        return std::nullopt;
    t.date = *date;

    qsizetype i = 19;
    if (text[i] == u'.') {
        const qsizetype start = ++i;
        while (i < text.size() && text[i] >= u'0' && text[i] <= u'9')
            ++i;
        if (i == start)
            return std::nullopt;
        t.fraction = text.sliced(start, i - start);
    }
    const QStringView offset = text.sliced(i);
    if (offset == u"Z" || offset == u"z")
        return t;
    if (offset.size() != 6 || (offset[0] != u'+' && offset[0] != u'-') || offset[3] != u':')
        return std::nullopt;
    const int hours = FieldReader::asciiNumber(offset.sliced(1, 2));
    const int minutes = FieldReader::asciiNumber(offset.sliced(4, 2));
    if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59)
        return std::nullopt;
    t.offsetSeconds = (offset[0] == u'-' ? -1 : 1) * (hours * 3600 + minutes * 60);
    return t;
}

} // namespace paydesk::sandbox
