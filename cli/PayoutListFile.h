// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The file `paydesk-cli payouts list` writes: payouts appended page by page as they come (memory
// stays that of a page however long the period), through a QSaveFile, so that the file appears
// whole on commit() or not at all (an earlier file of that name stays as it was).
//
// CSV (exporting::CsvWriter: RFC 4180, formula-safe), one row a payout, headed in words:
//   Created (UTC),Payout ID,Reference,Amount,Currency,State,State code,Reason,Reason code,
//   Wallet ID,Payment account ID,Purpose code,Receipt,Purpose
// Created in UTC (RFC 3339); Amount as a number ("-1500.00"); State in words (translated) and
// State code as the service names it (PENDING, SENT, FAILED, CANCELLED, REVERSED); Reason: what a
// person should know about a FAILED payout or a context (PayoutStateText::sentence()), and
// Reason code the service's context code; Purpose code the service's, Purpose its words. A new
// column only ever goes at the end: a script reading by position keeps working.
//
// JSON: an array of objects {id, custom_id, created_at, amount {currency, value}, state {code,
// label, context, reason}, wallet_id, payment_account_id, purpose, receipt}.

#include "api/Resources.h"
#include "export/CsvWriter.h"

#include <QCoreApplication>
#include <QSaveFile>
#include <QString>

namespace paydesk::cli {

class PayoutListFile
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::PayoutListFile)
public:
    enum class Format { Csv, Json };

    PayoutListFile(const QString &path, Format format);
    ~PayoutListFile(); // without commit(): nothing of it is left

    // Opens the file to write and writes what comes first; false with *error (one line).
    bool open(QString *error);
    // Appends `payouts`; false with *error when the disk refused.
    bool append(const QList<api::Payout> &payouts, QString *error);
    // Ends the file and puts it in place.
    bool commit(QString *error);

    qint64 count() const { return m_count; }
    QString path() const { return m_path; }

    static QStringList csvHeader();

private:
    bool put(const QByteArray &bytes, QString *error);
    void appendCsv(const api::Payout &payout, QByteArray &out);
    void appendJson(const api::Payout &payout, QByteArray &out);

    QString m_path;
    Format m_format;
    QSaveFile m_file;
    exporting::CsvWriter m_csv;
    qint64 m_count = 0;
};

} // namespace paydesk::cli
