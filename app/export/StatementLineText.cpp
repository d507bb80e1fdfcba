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
    const qsizetype before = out.size();
    for (int i = n - 1; i >= 0; --i) {
        out.append(digits[i]);
        if (i == minorDigits && (minorDigits > 0 || separatorWithoutDigits))
            out.append(separator);
    }
    return out.size() - before;
}

void appendIsoDate(QByteArray &out, const QDate &date)
{
    const int y = date.year();
    const char text[] = {char('0' + y / 1000 % 10),
                         char('0' + y / 100 % 10),
                         char('0' + y / 10 % 10),
                         char('0' + y % 10),
                         '-',
                         char('0' + date.month() / 10),
                         char('0' + date.month() % 10),
                         '-',
                         char('0' + date.day() / 10),
                         char('0' + date.day() % 10)};
    out.append(text, sizeof text);
}

} // namespace paydesk::exporting
