// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A wallet statement as ISO 20022 CAMT.053 (BankToCustomerStatement), written line by line into a
// caller's buffer in constant memory (StatementCamtExport streams it to a file): the balances are
// known up front from the READY statement, so the XML is written as the lines arrive.
//
// Versions: camt.053.001.02 (the one most ERPs import) and camt.053.001.08. Both validate against
// the ISO 20022 schemas (tests/data/iso20022/). The document, UTF-8:
//
//   Document (xmlns urn:iso:std:iso:20022:tech:xsd:camt.053.001.02 | .08)
//    BkToCstmrStmt
//     GrpHdr: MsgId (the statement id), CreDtTm (when written), MsgPgntn (PgNb 1, LastPgInd true)
//     Stmt: Id (the statement id), [08: StmtPgntn], ElctrncSeqNb (the statement number), CreDtTm,
//           FrToDt (the period: from, and to less one second: the period is [from, to)),
//           Acct (Id/Othr/Id = the wallet id, Ccy, Nm = the wallet's name when known),
//           Bal OPBD and CLBD (Tp/CdOrPrtry/Cd, Amt Ccy, CdtDbtInd, Dt/Dt),
//           one Ntry per line:
//             Amt Ccy (always positive), CdtDbtInd (CRDT|DBIT), Sts BOOK (08: Sts/Cd), BookgDt/DtTm,
//             ValDt/Dt, AcctSvcrRef (the line id),
//             BkTxCd: Domn/Cd, Fmly/Cd, SubFmlyCd (StatementLineText.h) and Prtry/Cd (the
//             service's line type),
//             NtryDtls/TxDtls: Refs (EndToEndId = the custom_id, or NOTPROVIDED; TxId = the payout
//             or payin id), [08: Amt, CdtDbtInd], RltdPties/Cdtr/Nm (08: Cdtr/Pty/Nm) = the
//             recipient when the local store knows it,
//             AddtlNtryInf: the line type in words.
//
// - Amounts: the currency's minor digits and a '.' (KES "1234.50", UGX "1500000"); the sign is
//   CdtDbtInd.
// - Text: escaped (& < > "), characters XML 1.0 does not allow replaced by '.', and cut to the
//   element's length in characters (Max35Text, Max70Text, Max140Text); a custom_id longer than
//   35 characters is not cut (an EndToEndId must match): NOTPROVIDED, and it is in AddtlNtryInf.
// - finish() refuses a statement whose opening balance plus the lines is not its closing balance.

#include "api/Resources.h"
#include "domain/Money.h"
#include "export/StatementLineWriter.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>

namespace paydesk::exporting {

class CamtWriter : public StatementLineWriter
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::exporting::CamtWriter)
public:
    enum class Version { V02, V08 };

    struct Statement
    {
        Version version = Version::V02;
        QString id; // the statement id: MsgId and Stmt/Id
        qint64 number = 1; // ElctrncSeqNb
        QString account; // the wallet id
        QString accountName; // may be empty
        Money opening;
        Money closing;
        QDateTime from; // the period, [from, to)
        QDateTime to;
        QDateTime createdAt; // when written
    };

    explicit CamtWriter(Statement statement);

    static QLatin1StringView namespaceUri(Version version);

    // Each appends to `out` and gives the error in words, or an empty string.
    QString start(QByteArray &out) override;
    QString add(const api::StatementLine &line, const PayoutReference *reference, QByteArray &out) override;
    QString finish(QByteArray &out) override;

    // `text` escaped for XML, cut to `maxChars` characters (code points).
    static void appendText(QByteArray &out, QStringView text, qsizetype maxChars);

private:
    void appendAmount(QByteArray &out, qint64 minor) const;
    void appendBalance(QByteArray &out, const char *code, qint64 minor, const QDate &date) const;

    Statement m_s;
    QByteArray m_currency;
    int m_digits = 2;
    qint64 m_running = 0;
};

} // namespace paydesk::exporting
