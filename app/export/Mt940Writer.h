// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A wallet statement as SWIFT MT940 (customer statement message), written line by line into a
// caller's buffer, in constant memory (StatementMt940Export streams it to a file).
//
// File layout: plain MT940 messages one after the other, each message's text block (SWIFT block
// 4's content, without the {1:}{2:} envelope a bank's SWIFT interface adds) ended by a line of
// one "-". Lines end in CRLF. This is the "MT940 file" that banks' portals offer for download and
// that ERPs (SAP's FF_5, Dynamics, Odoo, Sage, Xero) and parsers such as mt940js read: a new
// message starts at its :20:.
//
//   :20:<statement reference, 16x: the last 16 characters of the statement id>
//   :25:<account, 35x: the wallet id>
//   :28C:<statement number>/<sequence: 1 for the first message, 2, 3 ... for continuations>
//   :60F:<D/C><YYMMDD><currency><opening balance>       (:60M: in a continuation: running balance)
//   per line:
//   :61:<value date YYMMDD><entry date MMDD><D/C><amount><N + type><customer ref>//<bank ref>
//   <supplementary details, 34x: the payout or payin id>
//   :86:<up to 6 lines of 65x: the line type in words, the payout/payin id, the counterparty
//       (recipient, when the local store knows it), the custom_id>
//   :62F:<D/C><YYMMDD><currency><closing balance>       (:62M: before a continuation: running balance)
//   :64:<D/C><YYMMDD><currency><closing available balance = closing>   (last message only)
//   -
//
// - Amounts: digits with a decimal comma, the currency's minor digits (KES "1234,50"), and a
//   comma alone after a currency without minor units (UGX "1500000,"); at most 15 characters;
//   the sign is the D/C mark. The opening balance plus the lines equals the closing balance in
//   every message (a continuation carries the running balance across); finish() refuses a
//   statement that does not add up.
// - The transaction type is N + the code of StatementLineText.h (NTRF, NCOL, NRTI, NFEX, NMSC).
//   The customer reference is the payout's custom_id when it fits 16x in the character set
//   without '/', else NONREF; the bank reference is the last 16 characters of the line id (its
//   random part: the service's ids are a prefix and 27 characters).
// - Text is SWIFT's x character set only (swift::appendText(): transliterated, never dropped); no
//   line of :86: starts with ':' or '-'; each field within its length.
// - A message is at most 2,000 characters (from :20: to its last field's CRLF): a line that would
//   not fit with the closing fields starts the next message. :28C:'s sequence has 5 digits: a
//   statement of more than 99,999 messages (some 800,000 lines with references, 1,200,000
//   without) is refused, asking for a shorter period. Dates are UTC.

#include "api/Resources.h"
#include "domain/Money.h"
#include "export/StatementLineText.h"
#include "export/StatementLineWriter.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QString>

namespace paydesk::exporting {

class Mt940Writer : public StatementLineWriter
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::exporting::Mt940Writer)
public:
    static constexpr int messageLimit = 2000; // characters of a message's text
    static constexpr int maxSequence = 99999; // :28C:'s 5n

    struct Statement
    {
        QString reference; // :20: (the last 16 characters are kept)
        QString account; // :25: (35 characters at most)
        int number = 1; // :28C: 1..99999
        Money opening;
        Money closing;
        QDate openingDate; // :60F:
        QDate closingDate; // :62F:, :64:
    };

    explicit Mt940Writer(Statement statement);

    // Each appends to `out` and gives the error in words, or an empty string.
    QString start(QByteArray &out) override;
    QString add(const api::StatementLine &line, const PayoutReference *reference, QByteArray &out) override;
    QString finish(QByteArray &out) override;

    int messageCount() const { return m_sequence; }
    qint64 runningBalance() const { return m_running; } // minor units

    // Amount as MT940 writes it: "1234,50", "1500000,"; false when longer than 15 characters.
    static bool appendAmount(QByteArray &out, qint64 absMinor, int minorDigits);

private:
    void appendBalance(QByteArray &out, const char *tag, qint64 minor, const Ymd &date) const;
    void openMessage(QByteArray &out, bool first);
    void appendEntry(const api::StatementLine &line, const PayoutReference *reference);
    void appendDetails(QLatin1StringView prefix, QStringView text, int &lines);

    Statement m_s;
    QByteArray m_reference; // :20:, :25: as written
    QByteArray m_account;
    QByteArray m_currency;
    int m_digits = 2;
    qint64 m_running = 0;
    int m_sequence = 0;
    int m_entriesInMessage = 0;
    qsizetype m_messageChars = 0;
    Ymd m_lastDate; // of the last line written (or the opening)
    QByteArray m_entry; // one line's :61: and :86:, reused
    QByteArray m_text; // scratch, reused
    bool m_amountTooLong = false;
};

} // namespace paydesk::exporting
