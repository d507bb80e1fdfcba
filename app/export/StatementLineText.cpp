// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/StatementLineText.h"

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

namespace {

struct Entry
{
    QLatin1StringView type;
    LineTypeCodes codes;
};

const Entry kTable[] = {
    {"COLLECTION_COLLECTED"_L1, {"Collection collected"_L1, "NCOL"_L1, "PMNT"_L1, "RCDT"_L1, "OTHR"_L1}},
    {"COLLECTION_CONVERTED"_L1, {"Collection converted"_L1, "NFEX"_L1, "FORX"_L1, "SPOT"_L1, "OTHR"_L1}},
    {"CONVERSION_INITIATED"_L1, {"Conversion initiated"_L1, "NFEX"_L1, "FORX"_L1, "SPOT"_L1, "OTHR"_L1}},
    {"CONVERSION_CONVERTED"_L1, {"Conversion completed"_L1, "NFEX"_L1, "FORX"_L1, "SPOT"_L1, "OTHR"_L1}},
    {"PAYOUT_INITIATED"_L1, {"Payout initiated"_L1, "NTRF"_L1, "PMNT"_L1, "ICDT"_L1, "OTHR"_L1}},
    {"PAYOUT_FAILED"_L1, {"Payout failed, funds returned"_L1, "NRTI"_L1, "PMNT"_L1, "ICDT"_L1, "RRTN"_L1}},
    {"PAYOUT_REVERSED"_L1,
     {"Payout reversed, funds returned"_L1, "NRTI"_L1, "PMNT"_L1, "ICDT"_L1, "RRTN"_L1}},
    {"PAYOUT_SENT_TO_FAILED"_L1,
     {"Sent payout moved to failed"_L1, "NRTI"_L1, "PMNT"_L1, "ICDT"_L1, "RRTN"_L1}},
    {"PAYOUT_FAILED_TO_SENT"_L1,
     {"Failed payout moved to sent"_L1, "NTRF"_L1, "PMNT"_L1, "ICDT"_L1, "OTHR"_L1}},
};

const LineTypeCodes kOther {"Other movement"_L1, "NMSC"_L1, "XTND"_L1, "NTAV"_L1, "NTAV"_L1};

} // namespace

const LineTypeCodes &lineTypeCodes(QStringView lineType)
{
    for (const Entry &entry : kTable) {
        if (lineType == entry.type)
            return entry.codes;
    }
    return kOther;
}

qsizetype appendAmount(QByteArray &out, qint64 absMinor, int minorDigits, char separator,
                       bool separatorWithoutDigits)
{
    char digits[24];
    int n = 0;
    quint64 v = absMinor < 0 ? quint64(-(absMinor + 1)) + 1 : quint64(absMinor);
    do {
        digits[n++] = char('0' + v % 10);
        v /= 10;
    } while (v > 0);
    while (n <= minorDigits) // at least one digit before the separator
        digits[n++] = '0';
    char text[32];
    int k = 0;
    for (int i = n - 1; i >= 0; --i) {
        text[k++] = digits[i];
        if (i == minorDigits && (minorDigits > 0 || separatorWithoutDigits))
            text[k++] = separator;
    }
    put(out, text, k);
    return k;
}

Ymd utcDay(const QDateTime &time)
{
    if (!time.isValid())
        return {};
    constexpr qint64 kDayMs = 24 * 3600 * 1000;
    const qint64 ms = time.toMSecsSinceEpoch();
    // Days since 1970-01-01 to the civil date (H. Hinnant's days_from_civil, inverted).
    const qint64 z = (ms >= 0 ? ms / kDayMs : -((-ms + kDayMs - 1) / kDayMs)) + 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const qint64 doe = z - era * 146097;
    const qint64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const qint64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const qint64 mp = (5 * doy + 2) / 153;
    const int day = int(doy - (153 * mp + 2) / 5 + 1);
    const int month = int(mp < 10 ? mp + 3 : mp - 9);
    return {int(yoe + era * 400 + (month <= 2 ? 1 : 0)), month, day};
}

Ymd ymd(const QDate &date)
{
    Ymd d;
    if (date.isValid())
        date.getDate(&d.year, &d.month, &d.day);
    return d;
}

void appendIsoDate(QByteArray &out, const Ymd &d)
{
    const int y = std::clamp(d.year, 0, 9999);
    const char text[] = {char('0' + y / 1000),
                         char('0' + y / 100 % 10),
                         char('0' + y / 10 % 10),
                         char('0' + y % 10),
                         '-',
                         char('0' + d.month / 10),
                         char('0' + d.month % 10),
                         '-',
                         char('0' + d.day / 10),
                         char('0' + d.day % 10)};
    put(out, text, sizeof text);
}

} // namespace paydesk::exporting
