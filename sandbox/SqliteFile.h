// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sandbox's data file through SQLite's own interface: one connection, used by one thread at a
// time. The app's store goes through Qt SQL and its driver plug-in; the sandbox, a server of its
// own, does not need one: its first answer (the wallets, in the window's first screen) does not
// wait for a plug-in to be found and loaded, and the library is loaded with the program.

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

struct sqlite3;

namespace paydesk::sandbox {

class SqliteFile
{
public:
    SqliteFile() = default;
    ~SqliteFile();
    SqliteFile(const SqliteFile &) = delete;
    SqliteFile &operator=(const SqliteFile &) = delete;

    // Opens `path`, made if it is not there. SQLite reads the file only at the first statement: a
    // file that is not a database is found then. False: lastError() says why.
    bool open(const QString &path);
    bool isOpen() const { return m_db != nullptr; }
    void close();

    // Runs one statement with `texts` bound to its parameters in order; `row`, when given, sees
    // each row's columns as UTF-8 text (valid during the call). False: lastError() says why.
    using Row = std::function<void(const QList<QByteArrayView> &columns)>;
    bool run(const char *sql, const QStringList &texts = {}, const Row &row = {});
    QString lastError() const { return m_error; }

private:
    bool fail();

    sqlite3 *m_db = nullptr;
    QString m_error;
};

} // namespace paydesk::sandbox
