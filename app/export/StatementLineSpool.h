// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The lines of a statement parked on disk between the walk of its pages and the writing of a
// document that needs to know, before its first line, how many there are and what they add up
// to (StatementPdfExport: the totals are on the first page, and every page says "of m").
//
// A compact record per line in a QTemporaryFile (removed when the spool goes), appended as pages
// arrive, then read back once, in the same order: memory stays the same for ten lines or a
// million. Write errors (a full disk) are reported, never swallowed.

#include "api/Resources.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QString>
#include <QTemporaryFile>

namespace paydesk::exporting {

class StatementLineSpool
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::exporting::StatementLineSpool)
public:
    StatementLineSpool();
    ~StatementLineSpool();

    bool open(); // creates the temporary file; false: errorString() says why
    bool append(const api::StatementLine &line); // false: errorString()
    bool rewind(); // done appending: reading starts at the first line; false: errorString()
    bool readNext(api::StatementLine *line); // false at the end or on an error (errorString())

    qint64 count() const { return m_count; } // lines appended
    qint64 read() const { return m_read; } // lines read back so far
    bool atEnd() const { return m_read >= m_count; }
    QString errorString() const { return m_error; }

private:
    bool failed(const QString &error);

    QTemporaryFile m_file;
    QDataStream m_stream;
    qint64 m_count = 0;
    qint64 m_read = 0;
    QString m_error;
};

} // namespace paydesk::exporting
