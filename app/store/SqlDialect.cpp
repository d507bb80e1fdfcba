// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/SqlDialect.h"

#include <QCryptographicHash>
#include <QtEndian>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace {

QString quoteIdentifier(const QString &name)
{
    QString quoted = name;
    quoted.replace(u'"', u"\"\""_s);
    return u'"' + quoted + u'"';
}

} // namespace

SqlDialect::SqlDialect(const StoreConfig &config)
    : m_backend(config.backend)
    , m_lockScope(config.database + u'/' + config.schema)
{ }

QString SqlDialect::driverName() const
{
    return isPostgres() ? u"QPSQL"_s : u"QSQLITE"_s;
}

QString SqlDialect::connectOptions(const StoreConfig &config) const
{
    if (!isPostgres())
        return u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(config.lockTimeout.count());
    QStringList options {u"connect_timeout=%1"_s.arg(config.connectTimeout.count()),
                         u"application_name=Paydesk"_s};
    if (!config.sslMode.isEmpty())
        options << u"sslmode="_s + config.sslMode;
    return options.join(u';');
}

QStringList SqlDialect::sessionSetup(const StoreConfig &config) const
{
    if (!isPostgres())
        return {};
    QStringList statements {
        u"SET client_min_messages = warning"_s,
        u"SET lock_timeout = %1"_s.arg(config.lockTimeout.count()),
        u"SET statement_timeout = %1"_s.arg(statementTimeoutSeconds * 1000),
    };
    if (!config.schema.isEmpty())
        statements << u"SET search_path TO "_s + quoteIdentifier(config.schema);
    return statements;
}

QString SqlDialect::expand(QString sql) const
{
    sql.replace(u"{bigint}"_s, isPostgres() ? u"BIGINT"_s : u"INTEGER"_s);
    return sql;
}

QStringList SqlDialect::beginWrite(Lock lock) const
{
    if (!isPostgres())
        return {u"BEGIN IMMEDIATE"_s};
    return {u"BEGIN"_s, u"SELECT pg_advisory_xact_lock(%1)"_s.arg(lockKey(lock))};
}

QString SqlDialect::beginSnapshot() const
{
    return isPostgres() ? u"BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"_s : u"BEGIN"_s;
}

QString SqlDialect::tableExistsQuery() const
{
    if (!isPostgres())
        return u"SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = :name"_s;
    return u"SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() "
           "AND table_name = :name"_s;
}

QStringList SqlDialect::appendOnly(const QString &table) const
{
    const QString t = quoteIdentifier(table);
    if (!isPostgres()) {
        return {
            u"CREATE TRIGGER %1 BEFORE UPDATE ON %2 BEGIN SELECT RAISE(ABORT, 'the table %3 is append-only'); END"_s
                .arg(quoteIdentifier(table + u"_append_only_update"_s), t, table),
            u"CREATE TRIGGER %1 BEFORE DELETE ON %2 BEGIN SELECT RAISE(ABORT, 'the table %3 is append-only'); END"_s
                .arg(quoteIdentifier(table + u"_append_only_delete"_s), t, table),
        };
    }
    return {
        u"CREATE OR REPLACE FUNCTION paydesk_append_only() RETURNS trigger LANGUAGE plpgsql AS "
        "$$ BEGIN RAISE EXCEPTION 'the table % is append-only', TG_TABLE_NAME; END $$"_s,
        u"CREATE TRIGGER %1 BEFORE UPDATE OR DELETE ON %2 FOR EACH ROW EXECUTE FUNCTION paydesk_append_only()"_s
            .arg(quoteIdentifier(table + u"_append_only"_s), t),
        u"CREATE TRIGGER %1 BEFORE TRUNCATE ON %2 FOR EACH STATEMENT EXECUTE FUNCTION paydesk_append_only()"_s
            .arg(quoteIdentifier(table + u"_append_only_truncate"_s), t),
    };
}

QString SqlDialect::jsonMember(const QString &column, const QString &key) const
{
    if (!isPostgres())
        return u"(CASE WHEN json_valid(%1) THEN json_extract(%1, '$.%2') END)"_s.arg(column, key);
    return u"paydesk_json_member(%1, '%2')"_s.arg(column, key);
}

QString SqlDialect::throughIndex(const QString &table, const QString &index) const
{
    return isPostgres() ? table : u"%1 INDEXED BY %2"_s.arg(table, index);
}

QStringList SqlDialect::jsonMemberSetup() const
{
    if (!isPostgres())
        return {};
    return {
        u"CREATE OR REPLACE FUNCTION paydesk_json_member(document text, member text) RETURNS text "
        "LANGUAGE plpgsql IMMUTABLE STRICT AS "
        "$$ BEGIN RETURN document::jsonb ->> member; EXCEPTION WHEN others THEN RETURN NULL; END $$"_s,
    };
}

QString SqlDialect::containsText(const QString &column, const QString &placeholder) const
{
    return u"%1 %2 %3 ESCAPE '\\'"_s.arg(column, isPostgres() ? u"ILIKE"_s : u"LIKE"_s, placeholder);
}

QString SqlDialect::containsPattern(const QString &text)
{
    QString escaped;
    escaped.reserve(text.size() + 2);
    escaped += u'%';
    for (const QChar c : text) {
        if (c == u'\\' || c == u'%' || c == u'_')
            escaped += u'\\';
        escaped += c;
    }
    escaped += u'%';
    return escaped;
}

QStringList SqlDialect::caseForms(const QString &word)
{
    QStringList forms {word};
    const bool beyondAscii
        = std::any_of(word.cbegin(), word.cend(), [](QChar c) { return c.unicode() > 0x7f && c.isLetter(); });
    if (!beyondAscii)
        return forms;
    const QString lower = word.toLower();
    forms << lower << word.toUpper() << (lower.left(1).toUpper() + lower.mid(1));
    forms.removeDuplicates();
    return forms;
}

QString SqlDialect::changeChannel(const QString &schema)
{
    static const QString base = u"paydesk_changes"_s;
    if (schema.isEmpty() || schema == u"public")
        return base;
    const bool plain = schema.size() <= 47 && std::all_of(schema.cbegin(), schema.cend(), [](QChar c) {
                           return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'_';
                       });
    if (plain)
        return base + u'_' + schema;
    return base + u'_'
        + QString::fromLatin1(QCryptographicHash::hash(schema.toUtf8(), QCryptographicHash::Md5).toHex());
}

QString SqlDialect::changeChannelSql(const QString &schemaExpression)
{
    return u"(CASE WHEN %1 IN ('', 'public') THEN 'paydesk_changes' "
           "WHEN %1 ~ '^[a-z0-9_]{1,47}$' THEN 'paydesk_changes_' || %1 "
           "ELSE 'paydesk_changes_' || md5(%1) END)"_s.arg(schemaExpression);
}

QStringList SqlDialect::changeNotificationSetup() const
{
    if (!isPostgres())
        return {};
    return {
        u"CREATE OR REPLACE FUNCTION paydesk_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$ "
        "DECLARE r jsonb; before_state text; "
        "BEGIN "
        "IF TG_OP = 'DELETE' THEN r := to_jsonb(OLD); ELSE r := to_jsonb(NEW); END IF; "
        "IF TG_OP = 'UPDATE' THEN before_state := to_jsonb(OLD) ->> 'state'; END IF; "
        "PERFORM pg_notify(%1, json_build_object("
        "'table', TG_TABLE_NAME, 'op', TG_OP, 'id', COALESCE(r ->> 'id', r ->> 'currency'), "
        "'profile_id', r ->> 'profile_id', 'state', r ->> 'state', 'old_state', before_state, "
        "'revision', (r ->> 'revision')::bigint, 'maker', r ->> 'maker')::text); "
        "RETURN NULL; "
        "END $$"_s.arg(changeChannelSql(u"TG_TABLE_SCHEMA"_s)),
    };
}

QStringList SqlDialect::changeNotifications(const QString &table) const
{
    if (!isPostgres())
        return {};
    return {
        u"CREATE TRIGGER %1 AFTER INSERT OR UPDATE OR DELETE ON %2 FOR EACH ROW "
        "EXECUTE FUNCTION paydesk_notify_change()"_s.arg(quoteIdentifier(table + u"_notify_change"_s),
                                                         quoteIdentifier(table)),
    };
}

qint64 SqlDialect::lockKey(Lock lock) const
{
    // 64 bits of SHA-256("paydesk:<lock>:<database>/<schema>"): stable across runs and versions.
    const char *name = lock == Lock::Schema ? "schema" : "audit";
    const QByteArray scope = QByteArray("paydesk:") + name + ':' + m_lockScope.toUtf8();
    const QByteArray digest = QCryptographicHash::hash(scope, QCryptographicHash::Sha256);
    return qFromBigEndian<qint64>(digest.constData());
}

} // namespace paydesk::store
