// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the accounting formats (MT940, CAMT.053) say of a statement line beside its amount: the
// service's line type in words as a person reads it ("Payout initiated"), and the codes the
// formats classify it with. One table, so that both formats agree (docs/architecture.md,
// "Statement formats"):
//
//   line type                MT940 :61:  CAMT.053 BkTxCd (Domn/Fmly/SubFmly)
//   COLLECTION_COLLECTED     NCOL        PMNT/RCDT/OTHR   funds received
//   COLLECTION_CONVERTED     NFEX        FORX/SPOT/OTHR   conversion of collected funds
//   CONVERSION_INITIATED     NFEX        FORX/SPOT/OTHR
//   CONVERSION_CONVERTED     NFEX        FORX/SPOT/OTHR
//   PAYOUT_INITIATED         NTRF        PMNT/ICDT/OTHR   a credit transfer issued
//   PAYOUT_FAILED            NRTI        PMNT/ICDT/RRTN   returned: the funds come back
//   PAYOUT_REVERSED          NRTI        PMNT/ICDT/RRTN
//   PAYOUT_SENT_TO_FAILED    NRTI        PMNT/ICDT/RRTN
//   PAYOUT_FAILED_TO_SENT    NTRF        PMNT/ICDT/OTHR
//   anything else            NMSC        XTND/NTAV/NTAV   not available
//
// The words are the files' own, in English like the formats' field names: a file is read by an
// accounting system and its people whatever the language of the desktop that wrote it.

#include <QByteArray>
#include <QDate>
#include <QDateTime>
#include <QLatin1StringView>
#include <QStringView>

#include <cstring>

namespace paydesk::exporting {

struct LineTypeCodes
{
    QLatin1StringView words; // "Payout initiated"
    QLatin1StringView mt940; // "NTRF": 1!a3!c
    QLatin1StringView domain; // "PMNT"
    QLatin1StringView family; // "ICDT"
    QLatin1StringView subFamily; // "OTHR"
};

const LineTypeCodes &lineTypeCodes(QStringView lineType);

// An amount without its sign, `absMinor` minor units with `minorDigits` of them after
// `separator`: "1234,50" (MT940), "1234.50" (CAMT.053). With no minor digits, the separator is
// written at the end when `separatorWithoutDigits` (MT940's "1500000,"), else left out.
// The number of characters written.
qsizetype appendAmount(QByteArray &out, qint64 absMinor, int minorDigits, char separator,
                       bool separatorWithoutDigits);
// A day as the formats write it.
struct Ymd
{
    int year = 0;
    int month = 0;
    int day = 0;
};
// The day of `time` in UTC, computed from its milliseconds since the epoch (neither a UTC copy
// of the QDateTime nor QDate's calendar, which a statement's export would ask of every line).
Ymd utcDay(const QDateTime &time);
Ymd ymd(const QDate &date);
// YYYY-MM-DD (years 0..9999).
void appendIsoDate(QByteArray &out, const Ymd &day);

// Bytes copied into place at the end of `out` (QByteArray::append(const char *) goes through
// insert(): measurably slower for the many short pieces of a statement line).
inline void put(QByteArray &out, const char *bytes, qsizetype size)
{
    const qsizetype at = out.size();
    out.resize(at + size);
    std::memcpy(out.data() + at, bytes, size_t(size));
}
template<qsizetype N> inline void put(QByteArray &out, const char (&literal)[N])
{
    put(out, literal, N - 1);
}
inline void put(QByteArray &out, QLatin1StringView text)
{
    put(out, text.data(), text.size());
}
// The first `count` characters of `text`, each ASCII (the caller checked), one byte each.
inline void putAscii(QByteArray &out, QStringView text, qsizetype count)
{
    if (count <= 0)
        return;
    const qsizetype at = out.size();
    out.resize(at + count);
    char *to = out.data() + at;
    for (qsizetype i = 0; i < count; ++i)
        to[i] = char(text[i].unicode());
}

} // namespace paydesk::exporting
