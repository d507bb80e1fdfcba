// SPDX-License-Identifier: GPL-3.0-or-later
#include "SqliteFile.h"

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

// As long as Qt SQL's SQLite driver waits for a file another connection writes.
constexpr int kBusyTimeoutMs = 5000;

} // namespace

SqliteFile::~SqliteFile()
{
    close();
}

bool SqliteFile::open(const QString &path)
{
    close();
    const QByteArray name = path.toUtf8();
    const int rc
        = sqlite3_open_v2(name.constData(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    if (rc != SQLITE_OK) {
        m_error = m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QString::fromUtf8(sqlite3_errstr(rc));
        close();
        return false;
    }
    sqlite3_extended_result_codes(m_db, 1);
    sqlite3_busy_timeout(m_db, kBusyTimeoutMs);
    return true;
}

void SqliteFile::close()
{
    if (m_db)
        sqlite3_close_v2(m_db);
    m_db = nullptr;
}

bool SqliteFile::fail()
{
    m_error = m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : u"the data file is not open"_s;
    return false;
}

bool SqliteFile::run(const char *sql, const QStringList &texts, const Row &row)
{
    if (!m_db)
        return fail();
    sqlite3_stmt *statement = nullptr;
    if (sqlite3_prepare_v2(m_db, sql, -1, &statement, nullptr) != SQLITE_OK)
        return fail();
    // The bound texts stay alive until the statement is finalised (SQLITE_STATIC).
    QList<QByteArray> bound;
    bound.reserve(texts.size());
    for (const QString &text : texts) {
        bound.append(text.toUtf8());
        if (sqlite3_bind_text(statement, int(bound.size()), bound.constLast().constData(),
                              int(bound.constLast().size()), SQLITE_STATIC)
            != SQLITE_OK) {
            sqlite3_finalize(statement);
            return fail();
        }
    }
    QList<QByteArrayView> columns(sqlite3_column_count(statement));
    int rc = SQLITE_ROW;
    while ((rc = sqlite3_step(statement)) == SQLITE_ROW) {
        if (!row)
            continue;
        for (int c = 0; c < columns.size(); ++c) {
            const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(statement, c));
            columns[c] = QByteArrayView(text, text ? sqlite3_column_bytes(statement, c) : 0);
        }
        row(columns);
    }
    if (rc != SQLITE_DONE) {
        fail();
        sqlite3_finalize(statement);
        return false;
    }
    sqlite3_finalize(statement);
    return true;
}

} // namespace paydesk::sandbox
