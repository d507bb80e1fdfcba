// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/TeamCall.h"
#include "store/SqlConnection.h"

#include "store/AuditEntry.h"
#include "store/SqlDialect.h"
#include "store/Store.h"
#include "store/StoreLogging.h"

#include <QSqlError>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace teamCall {

QString nowText(const Store *store)
{
    return AuditEntry::timeText(store->now());
}

QVariant text(const QString &value)
{
    return value.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(value);
}

QVariant clearable(const QString &value)
{
    return value.isEmpty() ? QVariant(QString::fromLatin1("")) : QVariant(value);
}

QVariant time(const QDateTime &value)
{
    return value.isValid() ? QVariant(AuditEntry::timeText(value.toUTC()))
                           : QVariant(QMetaType::fromType<QString>());
}

StoreResult<bool> call(QSqlQuery &q, const StoreConfig &config, const QString &function,
                       const QVariantList &args, const QString &columns, const QString &what)
{
    QStringList placeholders;
    for (qsizetype i = 0; i < args.size(); ++i)
        placeholders.append(u":a%1"_s.arg(i));
    q.setForwardOnly(true);
    if (!q.prepare(u"SELECT %1 FROM %2(%3)"_s.arg(columns, function, placeholders.join(u", "_s))))
        return StoreError::fromSql(q.lastError(), config, what);
    for (qsizetype i = 0; i < args.size(); ++i)
        q.bindValue(placeholders.at(i), args.at(i));
    if (!q.exec()) {
        const StoreError error = StoreError::fromSql(q.lastError(), config, what);
        qCInfo(lcStore).noquote() << function << "refused:" << error.detail();
        return error;
    }
    if (!q.next()) {
        if (q.lastError().isValid())
            return StoreError::fromSql(q.lastError(), config, what);
        return false;
    }
    // A function returning one row type returns a row of NULLs for "none".
    return !q.value(0).isNull();
}

} // namespace teamCall

TeamSession::TeamSession(const StoreConfig &config, const QString &login, const QString &password)
    : m_config(config)
    , m_name(u"paydesk-team-session-"_s + QUuid::createUuid().toString(QUuid::Id128))
{
    m_config.user = login;
    m_config.password = password;
}

TeamSession::~TeamSession()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        if (db.isValid())
            db.close();
    }
    if (QSqlDatabase::contains(m_name))
        QSqlDatabase::removeDatabase(m_name);
}

QSqlDatabase TeamSession::db() const
{
    return QSqlDatabase::database(m_name, false);
}

TeamSession::Refusal TeamSession::open()
{
    const QString what = tr("Paydesk could not sign in to the team database.");
    QSqlDatabase db = addConnection(m_config, m_name);
    const bool opened = db.open();
    db.setPassword(QString());
    m_config.password.clear();
    if (!opened) {
        const QSqlError sqlError = db.lastError();
        m_error = StoreError::fromSql(sqlError, m_config, what);
        const QString text = sqlError.databaseText();
        if (text.contains(u"not permitted to log in"_s, Qt::CaseInsensitive))
            return Refusal::Disabled;
        if (m_error.kind() == StoreError::Kind::AccessDenied)
            return Refusal::WrongPassword;
        return Refusal::Other;
    }
    if (const QSqlError error = setUpSession(db, m_config); error.isValid()) {
        m_error = StoreError::fromSql(error, m_config, what);
        return Refusal::Other;
    }
    return Refusal::None;
}

} // namespace paydesk::store
