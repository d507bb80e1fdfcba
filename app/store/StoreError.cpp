// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/StoreError.h"

#include "store/StoreConfig.h"

#include <QDir>
#include <QMetaEnum>
#include <QSqlError>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace {

// The driver's words on one line: "database is locked", "canceling statement due to lock timeout".
QString driverWords(const QSqlError &error)
{
    QString text = error.databaseText().trimmed();
    if (text.isEmpty())
        text = error.driverText().trimmed();
    return text.simplified();
}

// The first thing the server said, without libpq's "ERROR:" and "connection to ... failed:"
// prefixes: "Connection refused", "password authentication failed for user \"ana\"".
QString serverReason(const QSqlError &error)
{
    QString line = error.databaseText().trimmed().section(u'\n', 0, 0).trimmed();
    const qsizetype failed = line.lastIndexOf(u"failed: "_s);
    if (failed >= 0)
        line = line.mid(failed + 8);
    for (const QString &prefix : {u"ERROR:"_s, u"FATAL:"_s})
        if (line.startsWith(prefix))
            line = line.mid(prefix.size()).trimmed();
    if (line.isEmpty())
        line = error.driverText().trimmed();
    return line;
}

int seconds(std::chrono::milliseconds ms)
{
    return int(std::max<qint64>(1, (ms.count() + 999) / 1000));
}

} // namespace

StoreError::StoreError(Kind kind, QString message, QString detail)
    : m_kind(kind)
    , m_message(std::move(message))
    , m_detail(std::move(detail))
{ }

StoreError StoreError::fromSql(const QSqlError &error, const StoreConfig &config, const QString &what)
{
    const QString detail = (error.nativeErrorCode().isEmpty() ? QString() : error.nativeErrorCode() + u": "_s)
        + driverWords(error);
    Kind kind = Kind::Failed;
    QString why;
    if (config.backend == StoreConfig::Backend::Sqlite) {
        const QString file = QDir::toNativeSeparators(config.filePath);
        // Qt reports SQLite's extended result codes; the primary code is the low byte.
        switch (error.nativeErrorCode().toInt() & 0xff) {
        case 5: // SQLITE_BUSY
        case 6: // SQLITE_LOCKED
            kind = Kind::Busy;
            why = tr("Another Paydesk window or program was using the database and kept it locked for more "
                     "than %n second(s). Try again in a moment.",
                     nullptr, seconds(config.lockTimeout));
            break;
        case 11: // SQLITE_CORRUPT
        case 26: // SQLITE_NOTADB
            kind = Kind::Corrupt;
            why = tr("The file %1 is damaged or is not a Paydesk database. Restore it from a backup, or move "
                     "it away so that Paydesk starts a new one.")
                      .arg(file);
            break;
        case 3: // SQLITE_PERM
        case 14: // SQLITE_CANTOPEN
        case 23: // SQLITE_AUTH
            kind = Kind::CannotOpen;
            why = tr("The file %1 cannot be opened or created: check that its folder exists and that you may "
                     "write there.")
                      .arg(file);
            break;
        case 8: // SQLITE_READONLY
            kind = Kind::ReadOnly;
            why = tr("The file %1 cannot be written: it is read-only, or you may not write in its folder.")
                      .arg(file);
            break;
        case 13: // SQLITE_FULL
            why = tr("The disk that holds %1 is full.").arg(file);
            break;
        default:
            why = tr("The database reported an error: %1.").arg(driverWords(error));
            break;
        }
        return StoreError(kind, what.isEmpty() ? why : what + u' ' + why, detail);
    }

    const QString state = error.nativeErrorCode();
    const QString server = u"%1:%2"_s.arg(config.host).arg(config.port);
    const QString reason = serverReason(error);
    auto unreachable = [&] {
        kind = Kind::Unreachable;
        why = tr("The PostgreSQL server at %1 cannot be reached (%2). Check the address and your network, or "
                 "try again later.")
                  .arg(server, reason);
    };
    if (state.isEmpty()) {
        // libpq's own errors (no SQLSTATE): connecting failed, or the connection broke.
        const QString text = error.databaseText();
        if (text.contains(u"authentication failed"_s, Qt::CaseInsensitive)
            || text.contains(u"no pg_hba.conf entry"_s, Qt::CaseInsensitive)
            || text.contains(u"password"_s, Qt::CaseInsensitive)) {
            kind = Kind::AccessDenied;
            why = tr("The PostgreSQL server at %1 refused the user name or password (%2).")
                      .arg(server, reason);
        } else if (text.contains(u"does not exist"_s, Qt::CaseInsensitive)) {
            kind = Kind::InvalidConfig;
            why = tr("The PostgreSQL server at %1 says: %2.").arg(server, reason);
        } else {
            unreachable();
        }
    } else if (state.startsWith(u"08"_s) || state.startsWith(u"57P0"_s)) {
        unreachable();
    } else if (state.startsWith(u"28"_s)) {
        kind = Kind::AccessDenied;
        why = tr("The PostgreSQL server at %1 refused the user name or password (%2).").arg(server, reason);
    } else if (state == u"42501"_s) {
        kind = Kind::AccessDenied;
        why = tr("The database user \u201C%1\u201D is not allowed to do this (%2). Ask the database "
                 "administrator for the privilege.")
                  .arg(config.user, reason);
    } else if (state == u"55P03"_s || state == u"40P01"_s || state == u"40001"_s) {
        kind = Kind::Busy;
        why = tr("Another Paydesk was using the team database and kept it locked for more than %n second(s). "
                 "Try again in a moment.",
                 nullptr, seconds(config.lockTimeout));
    } else if (state == u"57014"_s) {
        kind = Kind::Busy;
        why = tr("The team database took too long to answer. Try again in a moment.");
    } else if (state.startsWith(u"PD"_s)) {
        return teamRefusal(state, reason, what);
    } else if (state == u"3D000"_s || state == u"3F000"_s) {
        kind = Kind::InvalidConfig;
        why = tr("The PostgreSQL server at %1 says: %2.").arg(server, reason);
    } else {
        why = tr("The database reported an error: %1.").arg(reason);
    }
    return StoreError(kind, what.isEmpty() ? why : what + u' ' + why, detail);
}

StoreError StoreError::prefixed(const QString &what) const
{
    if (!isError() || what.isEmpty())
        return *this;
    return StoreError(m_kind, what + u' ' + m_message, m_detail);
}

Remedy StoreError::remedy() const
{
    switch (m_kind) {
    case Kind::None:
    case Kind::NotFound:
    case Kind::Conflict:
    case Kind::Duplicate:
    case Kind::NotAllowed:
        return Remedy::None;
    case Kind::Busy:
    case Kind::Unreachable:
        return Remedy::RetryLater;
    case Kind::InvalidConfig:
    case Kind::CannotOpen:
    case Kind::ReadOnly:
    case Kind::AccessDenied:
        return Remedy::OpenSettings;
    case Kind::SchemaTooNew:
        return Remedy::UpdatePaydesk;
    case Kind::Corrupt:
    case Kind::Damaged:
        return Remedy::RestoreBackup;
    case Kind::DriverMissing:
    case Kind::InvalidData:
    case Kind::Failed:
        return Remedy::ContactSupport;
    }
    return Remedy::ContactSupport;
}

QString StoreError::toString() const
{
    if (!isError())
        return u"None"_s;
    QString text
        = QString::fromLatin1(QMetaEnum::fromType<Kind>().valueToKey(int(m_kind))) + u": "_s + m_message;
    if (!m_detail.isEmpty())
        text += u" ["_s + m_detail + u']';
    return text;
}

} // namespace paydesk::store
