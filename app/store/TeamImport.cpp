// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/TeamImport.h"

#include "profiles/ProfileStore.h"
#include "store/AuditChainWalk.h"
#include "store/AuditRows.h"
#include "store/CanonicalJson.h"
#include "store/Store.h"
#include "store/StoreLogging.h"
#include "store/TeamConnection.h"
#include "store/TeamSchema.h"

#include <QFileInfo>
#include <QJsonObject>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QSysInfo>
#include <QUuid>

#include <memory>

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace {

QString inList(const QStringList &states)
{
    QStringList quotedStates;
    for (const QString &state : states)
        quotedStates.append(u'\'' + state + u'\'');
    return quotedStates.join(u", "_s);
}

// The workstation's file, read through a connection of its own, removed with this object.
class WorkstationConnection
{
public:
    WorkstationConnection()
        : m_name(u"paydesk-import-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces))
    {
        QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
    }
    ~WorkstationConnection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            if (db.isOpen())
                db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    WorkstationConnection(const WorkstationConnection &) = delete;
    WorkstationConnection &operator=(const WorkstationConnection &) = delete;
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }

private:
    QString m_name;
};

class Importer
{
public:
    Importer(const StoreConfig &owner, const TeamImportSource &source, const QDateTime &now)
        : m_owner(owner)
        , m_wsConfig(StoreConfig::sqlite(source.sqlitePath))
        , m_settingsPath(source.settingsPath)
        , m_now(AuditEntry::timeText(now))
        , m_team(owner)
    { }

    StoreResult<TeamImportSummary> run();

private:
    // The error of a statement on the team database. Inside the import's transaction, the
    // transaction is rolled back here, while the failed statement still exists: the driver frees
    // a prepared statement when its query goes, which an aborted transaction refuses (and warns).
    StoreError teamError(const QSqlQuery &q, const QString &what)
    {
        const StoreError error = TeamSchema::errorOf(q.lastError(), m_owner, what);
        rollback();
        return error;
    }
    void rollback()
    {
        if (m_inTransaction)
            m_team.db().rollback();
        m_inTransaction = false;
    }
    StoreError wsError(const QSqlQuery &q, const QString &what) const
    {
        return StoreError::fromSql(q.lastError(), m_wsConfig, what);
    }
    StoreError openBoth();
    StoreError readTeam();
    StoreError verifyWorkstationLog();
    StoreError moveOperators();
    StoreError moveDrafts();
    StoreError moveSenders();
    StoreError moveRules();
    StoreError moveProfiles();
    StoreError moveAuditLog();

    const StoreConfig m_owner;
    const StoreConfig m_wsConfig;
    const QString m_settingsPath;
    const QString m_now;
    TeamConnection m_team;
    WorkstationConnection m_ws;
    bool m_inTransaction = false;
    TeamImportSummary m_summary;
};

StoreError Importer::openBoth()
{
    const QString path = m_wsConfig.filePath;
    if (path.isEmpty() || !QFileInfo(path).isFile()) {
        return StoreError(
            StoreError::Kind::CannotOpen,
            TeamImport::tr("There is no Paydesk data to move at %1.").arg(path.isEmpty() ? u"?"_s : path));
    }
    m_summary.source
        = u"%1@%2:%3"_s.arg(Store::osUser(), QSysInfo::machineHostName(), QFileInfo(path).absoluteFilePath());
    QSqlDatabase ws = m_ws.db();
    ws.setDatabaseName(path);
    // Read-only: the workstation's file is left exactly as it was.
    ws.setConnectOptions(
        u"QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=%1"_s.arg(m_wsConfig.lockTimeout.count()));
    if (!ws.open()) {
        return StoreError::fromSql(ws.lastError(), m_wsConfig,
                                   TeamImport::tr("This workstation's data could not be read."));
    }
    // One read transaction: every table is read as of one moment, even while a Paydesk of this
    // workstation is still writing to it (WAL readers see a snapshot).
    if (!ws.transaction()) {
        return StoreError::fromSql(ws.lastError(), m_wsConfig,
                                   TeamImport::tr("This workstation's data could not be read."));
    }
    if (const StoreResult<void> opened
        = m_team.open(TeamImport::tr("The team database could not be reached."));
        !opened.ok())
        return opened.error();
    return {};
}

StoreError Importer::readTeam()
{
    const StoreResult<TeamInfo> info = TeamSchema::inspect(m_team.db());
    if (!info.ok())
        return info.error();
    if (!info.value().isTeam) {
        return StoreError(
            StoreError::Kind::InvalidConfig,
            TeamImport::tr("%1 is not a Paydesk team database: run \u201Cpaydesk-cli team init\u201D "
                           "on it first.")
                .arg(m_owner.location()),
            u"no team_settings"_s);
    }
    if (info.value().teamVersion > TeamSchema::version) {
        return StoreError(
            StoreError::Kind::SchemaTooNew,
            TeamImport::tr("%1 was set up by a newer Paydesk (team version %2): import with that "
                           "Paydesk.")
                .arg(m_owner.location())
                .arg(info.value().teamVersion),
            u"team version"_s);
    }
    QSqlQuery q(m_team.db());
    qint64 teamVersion = 0;
    if (q.exec(u"SELECT MAX(version) FROM schema_version"_s) && q.next())
        teamVersion = q.value(0).toLongLong();
    QSqlQuery w(m_ws.db());
    if (!w.exec(u"SELECT MAX(version) FROM schema_version"_s) || !w.next())
        return wsError(w, TeamImport::tr("This workstation's data is not a Paydesk store."));
    const qint64 wsVersion = w.value(0).toLongLong();
    if (wsVersion > teamVersion) {
        return StoreError(
            StoreError::Kind::SchemaTooNew,
            TeamImport::tr("This workstation's data was last opened by a newer Paydesk (schema %1) "
                           "than the one that made the team database (schema %2): run "
                           "\u201Cpaydesk-cli team init\u201D of that Paydesk on it first.")
                .arg(wsVersion)
                .arg(teamVersion));
    }
    QSqlQuery done(m_team.db());
    done.prepare(u"SELECT 1 FROM imported_audit_log WHERE source = :source LIMIT 1"_s);
    done.bindValue(u":source"_s, m_summary.source);
    if (!done.exec())
        return teamError(done, TeamImport::tr("The team database could not be read."));
    if (done.next()) {
        return StoreError(StoreError::Kind::Duplicate,
                          TeamImport::tr("The data of %1 was imported into this team database already.")
                              .arg(m_summary.source));
    }
    return {};
}

StoreError Importer::verifyWorkstationLog()
{
    const QString what = TeamImport::tr("This workstation's audit log could not be read.");
    AuditChainWalk walk = AuditChainWalk::fromStart();
    QSqlQuery q(m_ws.db());
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT %1 FROM audit_log ORDER BY seq"_s.arg(auditRows::columns())))
        return wsError(q, what);
    while (q.next() && walk.check(auditRows::readEntry(q))) { }
    if (q.lastError().isValid())
        return wsError(q, what);
    q.finish();
    QSqlQuery head(m_ws.db());
    if (!head.exec(u"SELECT last_seq, last_hash FROM audit_head WHERE id = 1"_s))
        return wsError(head, what);
    const bool hasHead = head.next();
    const AuditVerification verdict = walk.finish(hasHead, hasHead ? head.value(0).toLongLong() : 0,
                                                  hasHead ? head.value(1).toString() : QString());
    if (!verdict.isIntact()) {
        return StoreError(
            StoreError::Kind::Damaged,
            TeamImport::tr("This workstation's audit log is not whole, so it cannot be moved: %1")
                .arg(verdict.message()));
    }
    m_summary.auditEntries = walk.entriesRead();
    m_summary.auditLastSeq = walk.lastSeq();
    m_summary.auditLastHash = walk.lastHash();
    return {};
}

StoreError Importer::moveOperators()
{
    const QString what = TeamImport::tr("The operators could not be moved.");
    QSqlQuery read(m_ws.db());
    read.setForwardOnly(true);
    // The enabled first: a team keeps one enabled administrator (PD010) while the others are disabled.
    if (!read.exec(
            u"SELECT id, display_name, role, administrator, disabled FROM operators ORDER BY disabled, id"_s))
        return wsError(read, what);
    QSqlDatabase team = m_team.db();
    while (read.next()) {
        const QString id = read.value(0).toString();
        QSqlQuery known(team);
        known.prepare(u"SELECT 1 FROM operators WHERE id = :id"_s);
        known.bindValue(u":id"_s, id);
        if (!known.exec())
            return teamError(known, what);
        if (known.next()) {
            m_summary.operatorsKept.append(id);
            continue;
        }
        // The team layer's own making of an operator (as `team add-operator`): the login role in
        // the groups, NOLOGIN without a password verifier, the row and its operator.added entry.
        QSqlQuery create(team);
        create.prepare(u"SELECT revision FROM paydesk_t_operator_create(?, ?, ?, ?, ?, NULL)"_s);
        create.addBindValue(m_now);
        create.addBindValue(id);
        create.addBindValue(read.value(1).toString());
        create.addBindValue(read.value(2).toString());
        create.addBindValue(read.value(3).toInt() == 1);
        if (!create.exec() || !create.next())
            return teamError(create, what + u' ' + TeamImport::tr("(the operator %1)").arg(id));
        if (read.value(4).toInt() == 1) {
            QSqlQuery disable(team);
            disable.prepare(u"SELECT 1 FROM paydesk_t_operator_change(?, ?, ?, NULL, NULL, NULL, true)"_s);
            disable.addBindValue(m_now);
            disable.addBindValue(id);
            disable.addBindValue(create.value(0).toLongLong());
            if (!disable.exec() || !disable.next())
                return teamError(disable, what + u' ' + TeamImport::tr("(the operator %1)").arg(id));
        }
        m_summary.operatorsAdded.append(id);
    }
    return read.lastError().isValid() ? wsError(read, what) : StoreError();
}

StoreError Importer::moveDrafts()
{
    const QString what = TeamImport::tr("The payouts not yet sent could not be moved.");
    const QString moved = inList(TeamImport::movedStates());
    QSqlQuery count(m_ws.db());
    if (!count.exec(u"SELECT COUNT(*) FROM payout_outbox WHERE state NOT IN (%1)"_s.arg(moved))
        || !count.next())
        return wsError(count, what);
    m_summary.sentNotMoved = count.value(0).toInt();

    QSqlQuery teamColumns(m_team.db());
    if (!teamColumns.exec(u"SELECT * FROM payout_outbox WHERE false"_s))
        return teamError(teamColumns, what);
    const QSqlRecord teamRecord = teamColumns.record();
    QSqlQuery read(m_ws.db());
    read.setForwardOnly(true);
    if (!read.exec(u"SELECT * FROM payout_outbox WHERE state IN (%1) ORDER BY created_at, id"_s.arg(moved)))
        return wsError(read, what);
    const QSqlRecord wsRecord = read.record();
    QList<int> columns; // of the workstation's record, that the team's table has
    QStringList names;
    for (int i = 0; i < wsRecord.count(); ++i) {
        if (teamRecord.indexOf(wsRecord.fieldName(i)) >= 0) {
            columns.append(i);
            names.append(wsRecord.fieldName(i));
        }
    }
    const QString sql = u"INSERT INTO payout_outbox (%1) VALUES (%2)"_s.arg(
        names.join(u", "_s), QStringList(names.size(), u"?"_s).join(u", "_s));
    while (read.next()) {
        QSqlQuery insert(m_team.db());
        insert.prepare(sql);
        for (int column : std::as_const(columns))
            insert.addBindValue(read.value(column));
        if (!insert.exec()) {
            return teamError(insert,
                             what + u' '
                                 + TeamImport::tr("(the payout %1 of this workstation)")
                                       .arg(read.value(u"custom_id"_s).toString()));
        }
        ++m_summary.drafts;
    }
    return read.lastError().isValid() ? wsError(read, what) : StoreError();
}

StoreError Importer::moveSenders()
{
    const QString what = TeamImport::tr("The saved senders could not be moved.");
    QSqlQuery read(m_ws.db());
    read.setForwardOnly(true);
    if (!read.exec(u"SELECT profile_id, sender_key, sender, name, last_used_at, uses FROM payout_senders"_s))
        return wsError(read, what);
    while (read.next()) {
        QSqlQuery insert(m_team.db());
        insert.prepare(
            u"INSERT INTO payout_senders (profile_id, sender_key, sender, name, last_used_at, uses) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (profile_id, sender_key) DO NOTHING"_s);
        for (int i = 0; i < 6; ++i)
            insert.addBindValue(read.value(i));
        if (!insert.exec())
            return teamError(insert, what);
        m_summary.senders += insert.numRowsAffected() > 0 ? 1 : 0;
    }
    return read.lastError().isValid() ? wsError(read, what) : StoreError();
}

StoreError Importer::moveRules()
{
    const QString what = TeamImport::tr("The approval rules could not be moved.");
    QSqlQuery read(m_ws.db());
    read.setForwardOnly(true);
    if (!read.exec(
            u"SELECT currency, second_approver_above_minor, expiry_days, revision, updated_at, updated_by "
            "FROM approval_rules ORDER BY currency"_s))
        return wsError(read, what);
    while (read.next()) {
        QSqlQuery insert(m_team.db());
        insert.prepare(
            u"INSERT INTO approval_rules (currency, second_approver_above_minor, expiry_days, revision, "
            "updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (currency) DO NOTHING"_s);
        for (int i = 0; i < 6; ++i)
            insert.addBindValue(read.value(i));
        if (!insert.exec())
            return teamError(insert, what);
        if (insert.numRowsAffected() > 0)
            ++m_summary.rules;
        else
            m_summary.rulesKept.append(read.value(0).toString());
    }
    return read.lastError().isValid() ? wsError(read, what) : StoreError();
}

StoreError Importer::moveProfiles()
{
    const QString what = TeamImport::tr("The profiles could not be moved.");
    std::unique_ptr<QSettings> settings = m_settingsPath.isEmpty()
        ? std::make_unique<QSettings>()
        : std::make_unique<QSettings>(m_settingsPath, QSettings::IniFormat);
    const profiles::ProfileStore store(std::move(settings));
    for (const profiles::Profile &profile : store.profiles()) {
        if (profile.isLocalSandbox())
            continue; // built into every Paydesk
        QSqlQuery insert(m_team.db());
        insert.prepare(
            u"INSERT INTO team_profiles (id, name, kind, base_url, revision, updated_at, updated_by) "
            "VALUES (?, ?, ?, ?, 1, ?, session_user) ON CONFLICT DO NOTHING"_s);
        insert.addBindValue(profile.id);
        insert.addBindValue(profile.name);
        insert.addBindValue(profile.isProduction() ? u"PRODUCTION"_s : u"SANDBOX"_s);
        insert.addBindValue(profile.baseUrl.toString());
        insert.addBindValue(m_now);
        if (!insert.exec())
            return teamError(insert, what);
        if (insert.numRowsAffected() > 0)
            ++m_summary.profiles;
        else
            m_summary.profilesKept.append(profile.name);
    }
    return {};
}

StoreError Importer::moveAuditLog()
{
    const QString what = TeamImport::tr("The audit log could not be moved.");
    QSqlQuery read(m_ws.db());
    read.setForwardOnly(true);
    if (!read.exec(u"SELECT %1 FROM audit_log ORDER BY seq"_s.arg(auditRows::columns())))
        return wsError(read, what);
    QSqlQuery insert(m_team.db());
    if (!insert.prepare(
            u"INSERT INTO imported_audit_log (source, seq, recorded_at, os_user, profile_id, action, "
            "detail, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s))
        return teamError(insert, what);
    qint64 copied = 0;
    while (read.next()) {
        insert.addBindValue(m_summary.source);
        for (int i = 0; i < 8; ++i)
            insert.addBindValue(read.value(i));
        if (!insert.exec())
            return teamError(insert, what);
        ++copied;
    }
    if (read.lastError().isValid())
        return wsError(read, what);
    if (copied != m_summary.auditEntries) {
        return StoreError(StoreError::Kind::Conflict,
                          what + u' '
                              + TeamImport::tr("The workstation's audit log changed while it was moved."));
    }
    const QJsonObject detail {{u"source"_s, m_summary.source},
                              {u"entries"_s, m_summary.auditEntries},
                              {u"last_seq"_s, m_summary.auditLastSeq},
                              {u"last_hash"_s, m_summary.auditLastHash}};
    QString why;
    const std::optional<QByteArray> canonical = CanonicalJson::serialize(detail, &why);
    if (!canonical)
        return StoreError(StoreError::Kind::InvalidData, what, why);
    QSqlQuery append(m_team.db());
    append.prepare(u"SELECT paydesk_audit_append(?, ?, 'audit.imported', CAST(? AS jsonb))"_s);
    append.addBindValue(m_now);
    append.addBindValue(QString());
    append.addBindValue(QString::fromUtf8(*canonical));
    if (!append.exec() || !append.next())
        return teamError(append, what);
    m_summary.importedEntrySeq = append.value(0).toLongLong();
    return {};
}

StoreResult<TeamImportSummary> Importer::run()
{
    if (StoreError error = openBoth(); error.isError())
        return error;
    if (StoreError error = readTeam(); error.isError())
        return error;
    if (StoreError error = verifyWorkstationLog(); error.isError())
        return error;
    QSqlDatabase team = m_team.db();
    if (!team.transaction()) {
        return StoreError::fromSql(team.lastError(), m_owner,
                                   TeamImport::tr("The team database could not start the import."));
    }
    m_inTransaction = true;
    for (StoreError (Importer::*step)() :
         {&Importer::moveOperators, &Importer::moveDrafts, &Importer::moveSenders, &Importer::moveRules,
          &Importer::moveProfiles, &Importer::moveAuditLog}) {
        if (StoreError error = (this->*step)(); error.isError()) {
            rollback();
            qCWarning(lcStore).noquote()
                << "team import from" << m_summary.source << "rolled back:" << error.toString();
            return error.prefixed(TeamImport::tr("Nothing was imported."));
        }
    }
    if (!team.commit()) {
        const StoreError error = StoreError::fromSql(team.lastError(), m_owner,
                                                     TeamImport::tr("The import could not be committed."));
        rollback();
        return error.prefixed(TeamImport::tr("Nothing was imported."));
    }
    m_inTransaction = false;
    qCInfo(lcStore).noquote() << "team import from" << m_summary.source
                              << "committed:" << m_summary.operatorsAdded.size() << "operators,"
                              << m_summary.drafts << "payouts," << m_summary.auditEntries << "audit entries";
    return m_summary;
}

} // namespace

QStringList TeamImport::movedStates()
{
    return {u"DRAFT"_s, u"AWAITING_APPROVAL"_s, u"REJECTED"_s, u"EXPIRED"_s};
}

StoreResult<TeamImportSummary> TeamImport::run(const StoreConfig &ownerConfig, const TeamImportSource &source,
                                               const QDateTime &now)
{
    Importer importer(ownerConfig, source, now);
    return importer.run();
}

QStringList TeamImportSummary::sentences() const
{
    QStringList lines;
    lines << TeamImport::tr("Imported from %1.").arg(source);
    lines << TeamImport::tr(
                 "Operators added: %n (each can sign in once an administrator sets their password: "
                 "their login is NOLOGIN until then).",
                 nullptr, int(operatorsAdded.size()))
            + (operatorsAdded.isEmpty() ? QString() : u' ' + operatorsAdded.join(u", "_s));
    if (!operatorsKept.isEmpty()) {
        lines << TeamImport::tr("Operators the team already had, kept as they are: %1.")
                     .arg(operatorsKept.join(u", "_s));
    }
    lines << TeamImport::tr("Payouts not yet sent, moved: %n.", nullptr, drafts);
    if (sentNotMoved > 0) {
        lines << TeamImport::tr("Payouts already sent, not moved (their history stays at the service): %n.",
                                nullptr, sentNotMoved);
    }
    lines << TeamImport::tr("Saved senders: %n.", nullptr, senders);
    lines << TeamImport::tr("Approval rules: %n.", nullptr, rules);
    if (!rulesKept.isEmpty())
        lines << TeamImport::tr("Rules the team already had, kept: %1.").arg(rulesKept.join(u", "_s));
    lines << TeamImport::tr("Profiles: %n (API keys stay in each workstation's keychain).", nullptr,
                            profiles);
    if (!profilesKept.isEmpty())
        lines << TeamImport::tr("Profiles the team already had, kept: %1.").arg(profilesKept.join(u", "_s));
    lines << TeamImport::tr(
                 "Audit entries: %n, chain verified, last entry %1 with hash %2; closed by the team's "
                 "audit entry %3.",
                 nullptr, int(auditEntries))
                 .arg(auditLastSeq)
                 .arg(auditLastHash)
                 .arg(importedEntrySeq);
    return lines;
}

} // namespace paydesk::store
