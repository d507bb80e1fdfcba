// SPDX-License-Identifier: GPL-3.0-or-later
#include "Rfc3339.h"

namespace paydesk::api {

namespace {

// Days from 1970-01-01 to y-m-d of the proleptic Gregorian calendar (the civil-from-days
// arithmetic on eras of 400 years; valid for every year the text can hold, 0000-9999).
constexpr qint64 daysFromCivil(int y, int m, int d)
{
    y -= m <= 2 ? 1 : 0;
    const int era = (y >= 0 ? y : y - 399) / 400;
    const int yoe = y - era * 400; // [0, 399]
    const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1; // [0, 365]
    const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy; // [0, 146096]
    return qint64(era) * 146097 + doe - 719468;
}

// y-m-d of the day `days` after 1970-01-01: daysFromCivil() the other way.
constexpr void civilFromDays(qint64 days, int &y, int &m, int &d)
{
    days += 719468;
    const qint64 era = (days >= 0 ? days : days - 146096) / 146097;
    const int doe = int(days - era * 146097); // [0, 146096]
    const int yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365; // [0, 399]
    const int doy = doe - (365 * yoe + yoe / 4 - yoe / 100); // [0, 365]
    const int mp = (5 * doy + 2) / 153; // [0, 11], from March
    d = doy - (153 * mp + 2) / 5 + 1;
    m = mp < 10 ? mp + 3 : mp - 9;
    y = int(yoe + era * 400) + (m <= 2 ? 1 : 0);
}

constexpr bool isLeap(int y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

constexpr int daysInMonth(int y, int m)
{
    constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && isLeap(y) ? 29 : days[m - 1];
}

template<typename Char> class Cursor
{
public:
    Cursor(const Char *begin, qsizetype size)
        : m_p(begin)
        , m_end(begin + size)
    { }

    bool atEnd() const { return m_p == m_end; }
    // `count` digits as a number, or -1.
    int digits(int count)
    {
        if (m_end - m_p < count)
            return -1;
        int value = 0;
        for (int i = 0; i < count; ++i) {
            const auto c = char16_t(m_p[i]);
            if (c < u'0' || c > u'9')
                return -1;
            value = value * 10 + (c - u'0');
        }
        m_p += count;
        return value;
    }
    bool take(char16_t c)
    {
        if (m_p == m_end || char16_t(m_p[0]) != c)
            return false;
        ++m_p;
        return true;
    }
    bool takeEither(char16_t a, char16_t b) { return take(a) || take(b); }
    bool peekDigit() const { return m_p != m_end && char16_t(*m_p) >= u'0' && char16_t(*m_p) <= u'9'; }

private:
    const Char *m_p;
    const Char *m_end;
};

template<typename Char> QDateTime parseText(const Char *begin, qsizetype size)
{
    Cursor<Char> in(begin, size);
    const int year = in.digits(4);
    if (year < 0 || !in.take(u'-'))
        return {};
    const int month = in.digits(2);
    if (month < 1 || month > 12 || !in.take(u'-'))
        return {};
    const int day = in.digits(2);
    if (day < 1 || day > daysInMonth(year, month) || !in.takeEither(u'T', u't'))
        return {};
    const int hour = in.digits(2);
    if (hour < 0 || hour > 23 || !in.take(u':'))
        return {};
    const int minute = in.digits(2);
    if (minute < 0 || minute > 59 || !in.take(u':'))
        return {};
    const int second = in.digits(2);
    if (second < 0 || second > 59)
        return {};
    int msec = 0;
    if (in.take(u'.')) {
        if (!in.peekDigit())
            return {};
        for (int scale = 100; in.peekDigit(); scale /= 10)
            msec += in.digits(1) * scale; // scale reaches 0 past the third digit: cut, not rounded
    }
    int offsetSeconds = 0;
    if (!in.takeEither(u'Z', u'z')) {
        int sign = 0;
        if (in.take(u'+'))
            sign = 1;
        else if (in.take(u'-'))
            sign = -1;
        else
            return {};
        const int oh = in.digits(2);
        if (oh < 0 || oh > 23 || !in.take(u':'))
            return {};
        const int om = in.digits(2);
        if (om < 0 || om > 59)
            return {};
        offsetSeconds = sign * (oh * 3600 + om * 60);
    }
    if (!in.atEnd())
        return {};
    // Year 0000 is valid RFC 3339 text but not a QDate (which has no year 0): refused, as before.
    if (year == 0)
        return {};
    const qint64 seconds
        = daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offsetSeconds;
    return QDateTime::fromMSecsSinceEpoch(seconds * 1000 + msec, Qt::UTC);
}

} // namespace

QDateTime Rfc3339::parse(QStringView text)
{
    return parseText(text.utf16(), text.size());
}

QDateTime Rfc3339::parse(QLatin1StringView text)
{
    return parseText(text.data(), text.size());
}

QLatin1StringView Rfc3339::formatUtc(const QDateTime &time, std::array<char, 20> &buffer)
{
    if (!time.isValid())
        return {};
    const qint64 ms = time.toMSecsSinceEpoch();
    const qint64 seconds = ms / 1000 - (ms % 1000 < 0 ? 1 : 0);
    const qint64 days = seconds / 86400 - (seconds % 86400 < 0 ? 1 : 0);
    const int secondOfDay = int(seconds - days * 86400);
    int y = 0, m = 0, d = 0;
    civilFromDays(days, y, m, d);
    if (y < 1 || y > 9999)
        return {};
    const auto put = [&buffer](int at, int value, int width) {
        for (int i = width - 1; i >= 0; --i, value /= 10)
            buffer[size_t(at + i)] = char('0' + value % 10);
    };
    put(0, y, 4);
    buffer[4] = '-';
    put(5, m, 2);
    buffer[7] = '-';
    put(8, d, 2);
    buffer[10] = 'T';
    put(11, secondOfDay / 3600, 2);
    buffer[13] = ':';
    put(14, secondOfDay / 60 % 60, 2);
    buffer[16] = ':';
    put(17, secondOfDay % 60, 2);
    buffer[19] = 'Z';
    return QLatin1StringView(buffer.data(), 20);
}

} // namespace paydesk::api
