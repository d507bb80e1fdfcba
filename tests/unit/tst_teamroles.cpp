// SPDX-License-Identifier: GPL-3.0-or-later
// The separation of duties enforced by a team database (store/TeamSchema.h, app/store/team/*.sql),
// tried with plain SQL as each operator on the PostgreSQL server of scripts/test:
// - every direct INSERT, UPDATE, DELETE and TRUNCATE on every table of the schema (listed from
//   information_schema, so that a table added later is tried too) refused to every group;
// - every function with someone else's row, the wrong group or the wrong state refused with the
//   contract's SQLSTATE; the happy paths of makers, approvers (a second one above the threshold),
//   the processor, the follower and administrators;
// - at the end, the audit chain the functions wrote found whole by the C++ AuditLog::verify().

#include "TeamDatabase.h"
#include "overview/BalanceSamples.h"
#include "store/AuditEntry.h"
#include "store/AuditLog.h"
#include "store/ScramVerifier.h"
#include "store/Store.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace paydesk;
using operators::Operator;

namespace {

QVariant null() // a NULL of type text
{
    return QVariant(QMetaType::fromType<QString>());
}

QString uuid()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QString timeText(qint64 addSeconds = 0)
{
    return store::AuditEntry::timeText(QDateTime::currentDateTimeUtc().addSecs(addSeconds));
}

struct Result
{
    QString state; // SQLSTATE; empty: it worked
    QString message;
    QVariantMap row; // the first row returned
    int rows = 0;
};

} // namespace

class TestTeamRoles : public QObject
{
    Q_OBJECT

private:
    test::TeamDatabase m_team;
    QHash<QString, store::StoreConfig> m_ops; // by short name
    QHash<QString, QString> m_roles; // short name -> group

    QString login(const QString &name) const { return m_ops.value(name).user; }

    // A new connection as `name` (a fresh sign-in, as an approval needs).
    QSqlDatabase as(const QString &name) { return m_team.connect(m_ops.value(name)); }

    static Result run(QSqlDatabase db, const QString &sql, const QVariantList &values = {})
    {
        Result result;
        QSqlQuery q(db);
        if (values.isEmpty()) {
            if (!q.exec(sql)) {
                result.state = q.lastError().nativeErrorCode();
                result.message = q.lastError().text();
                return result;
            }
        } else if (!q.prepare(sql)) {
            result.state = q.lastError().nativeErrorCode();
            result.message = q.lastError().text();
            return result;
        }
        for (const QVariant &value : values)
            q.addBindValue(value);
        if (!values.isEmpty() && !q.exec()) {
            result.state = q.lastError().nativeErrorCode();
            result.message = q.lastError().text();
            if (result.state.isEmpty())
                result.state = u"?"_s;
            return result;
        }
        while (q.next()) {
            if (result.rows++ == 0) {
                const QSqlRecord record = q.record();
                for (int i = 0; i < record.count(); ++i)
                    result.row.insert(record.fieldName(i), q.value(i));
            }
        }
        return result;
    }

    static QString body(const QString &customId, const QString &value = u"10.00"_s)
    {
        return QString::fromUtf8(
            QJsonDocument(
                QJsonObject {{u"custom_id"_s, customId},
                             {u"amount"_s, QJsonObject {{u"currency"_s, u"EUR"_s}, {u"value"_s, value}}},
                             {u"sender"_s, QJsonObject {{u"name"_s, u"ACME"_s}}}})
                .toJson(QJsonDocument::Compact));
    }

    // A draft of `maker` (new: revision 0), amount in cents.
    Result saveDraft(QSqlDatabase db, const QString &id, qint64 revision, const QString &customId,
                     qint64 cents = 1000, const QString &key = uuid())
    {
        const QString value = u"%1.%2"_s.arg(cents / 100).arg(cents % 100, 2, 10, QChar(u'0'));
        return run(
            db,
            u"SELECT * FROM paydesk_draft_save(?, ?, 'p1', ?, ?, '{}', ?, ?, 'EUR', ?, 'Ana Pereira', NULL, "
            "NULL, 'rk-1', ?, NULL, 'ACME')"_s,
            {timeText(), id, revision, body(customId, value), key, customId, cents,
             u"{\"name\":\"ACME\"}"_s});
    }

    // A payout of `maker` waiting for approval; its revision.
    qint64 awaiting(const QString &maker, const QString &id, qint64 cents = 1000)
    {
        QSqlDatabase db = as(maker);
        const Result saved = saveDraft(db, id, 0, u"c-"_s + id.left(8), cents);
        if (!saved.state.isEmpty()) {
            qWarning() << saved.message;
            return 0;
        }
        const Result submitted
            = run(db, u"SELECT * FROM paydesk_submit_for_approval(?, ?, 'p1', ?)"_s, {timeText(), id, 1});
        if (!submitted.state.isEmpty())
            qWarning() << submitted.message;
        return submitted.row.value(u"revision"_s).toLongLong();
    }

    Result approve(const QString &approver, const QString &id, qint64 revision)
    {
        return run(as(approver), u"SELECT * FROM paydesk_approve(?, ?, 'p1', ?, NULL, NULL, NULL)"_s,
                   {timeText(), id, revision});
    }

    // An APPROVED payout of "mk"; its revision.
    qint64 approved(const QString &id)
    {
        const qint64 revision = awaiting(u"mk"_s, id);
        const Result done = approve(u"ap"_s, id, revision);
        if (!done.state.isEmpty())
            qWarning() << done.message;
        return done.row.value(u"revision"_s).toLongLong();
    }

    void owner(const QString &sql)
    {
        QSqlQuery q(m_team.ownerSql());
        QVERIFY2(q.exec(sql), qPrintable(q.lastError().text()));
    }

#define REFUSED(result, code)                                                                                \
    do {                                                                                                     \
        const Result r_ = (result);                                                                          \
        QVERIFY2(                                                                                            \
            r_.state == QLatin1StringView(code),                                                             \
            qPrintable(u"expected %1, got '%2' %3"_s.arg(QLatin1StringView(code), r_.state, r_.message)));   \
    } while (false)
#define WORKS(result)                                                                                        \
    [&] {                                                                                                    \
        const Result r_ = (result);                                                                          \
        if (!r_.state.isEmpty())                                                                             \
            qWarning() << r_.state << r_.message;                                                            \
        return r_;                                                                                           \
    }()

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        QVERIFY2(m_team.setUp(&why), qPrintable(why));
        const QList<std::tuple<QString, Operator::Role, bool>> people {
            {u"ad"_s, Operator::Role::Approver, true},   {u"mk"_s, Operator::Role::Maker, false},
            {u"mk2"_s, Operator::Role::Maker, false},    {u"ap"_s, Operator::Role::Approver, false},
            {u"ap2"_s, Operator::Role::Approver, false}, {u"vw"_s, Operator::Role::Viewer, false},
            {u"sw"_s, Operator::Role::Maker, false},
        };
        for (const auto &[name, role, admin] : people) {
            const store::StoreConfig config = m_team.addOperator(name, role, admin);
            QVERIFY2(!config.user.isEmpty(), qPrintable(name));
            m_ops.insert(name, config);
        }
    }

    void cleanupTestCase()
    {
        m_team.tearDown();
    }

    void everyDirectWriteOnEveryTableIsRefused()
    {
        QSqlQuery tables(m_team.ownerSql());
        QVERIFY(tables.exec(u"SELECT t.table_name, (SELECT column_name FROM information_schema.columns c "
                            "WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name "
                            "ORDER BY ordinal_position LIMIT 1) FROM information_schema.tables t "
                            "WHERE t.table_schema = current_schema() AND t.table_type = 'BASE TABLE' "
                            "ORDER BY 1"_s));
        QList<std::pair<QString, QString>> list;
        while (tables.next())
            list.append({tables.value(0).toString(), tables.value(1).toString()});
        QVERIFY2(list.size() >= 11, qPrintable(QString::number(list.size()))); // 8 of Paydesk, 3 of the team
        for (const QString &name : {u"ad"_s, u"mk"_s, u"ap"_s, u"vw"_s}) {
            QSqlDatabase db = as(name);
            QVERIFY2(db.isOpen(), qPrintable(db.lastError().text()));
            for (const auto &[table, column] : std::as_const(list)) {
                const QStringList writes {
                    u"INSERT INTO %1 DEFAULT VALUES"_s.arg(table),
                    u"INSERT INTO %1 (%2) SELECT %2 FROM %1"_s.arg(table, column),
                    u"UPDATE %1 SET %2 = %2"_s.arg(table, column),
                    u"DELETE FROM %1"_s.arg(table),
                    u"TRUNCATE %1"_s.arg(table),
                };
                for (const QString &write : writes) {
                    const Result r = run(db, write);
                    QVERIFY2(r.state == u"42501"_s,
                             qPrintable(u"%1 as %2: '%3' %4"_s.arg(write, name, r.state, r.message)));
                }
                QVERIFY2(run(db, u"SELECT count(*) FROM %1"_s.arg(table)).state.isEmpty(), qPrintable(table));
            }
            // Nor the internal functions, nor a function or table of their own in the schema.
            REFUSED(run(db, u"SELECT paydesk_audit_append(?, '', 'draft.saved', '{}')"_s, {timeText()}),
                    "42501");
            REFUSED(run(db, u"SELECT paydesk_t_operator_create(?, 'x1', 'X', 'MAKER', true, NULL)"_s,
                        {timeText()}),
                    "42501");
            REFUSED(run(db, u"SELECT paydesk_t_operator_change(?, ?, NULL, NULL, NULL, true, NULL)"_s,
                        {timeText(), login(name)}),
                    "42501");
            REFUSED(run(db, u"CREATE TABLE mine (x int)"_s), "42501");
        }
    }

    void makersDraftEditSubmitAndWithdrawOnlyTheirOwn()
    {
        QSqlDatabase mk = as(u"mk"_s);
        QSqlDatabase mk2 = as(u"mk2"_s);
        const QString id = uuid();
        Result saved = WORKS(saveDraft(mk, id, 0, u"c-own-1"_s));
        QCOMPARE(saved.row.value(u"maker"_s).toString(), login(u"mk"_s));
        QCOMPARE(saved.row.value(u"state"_s).toString(), u"DRAFT"_s);
        QCOMPARE(saved.row.value(u"revision"_s).toLongLong(), 1);

        // Not a maker: PD002. Another maker: PD003. A stale revision: PD006. No such row: PD007.
        for (const QString &other : {u"vw"_s, u"ap"_s, u"ad"_s})
            REFUSED(saveDraft(as(other), uuid(), 0, u"c-"_s + other), "PD002");
        REFUSED(saveDraft(mk2, id, 1, u"c-own-1"_s), "PD003");
        REFUSED(run(mk2, u"SELECT * FROM paydesk_draft_delete(?, ?, 'p1', 1)"_s, {timeText(), id}), "PD003");
        REFUSED(run(mk2, u"SELECT * FROM paydesk_submit_for_approval(?, ?, 'p1', 1)"_s, {timeText(), id}),
                "PD003");
        REFUSED(saveDraft(mk, id, 7, u"c-own-1"_s), "PD006");
        REFUSED(saveDraft(mk, uuid(), 3, u"c-own-1"_s), "PD007");
        REFUSED(run(mk, u"SELECT * FROM paydesk_submit_for_approval(?, ?, 'p2', 1)"_s, {timeText(), id}),
                "PD007");
        // The clock of the workstation far from the server's: PD011.
        REFUSED(run(mk, u"SELECT * FROM paydesk_submit_for_approval(?, ?, 'p1', 1)"_s, {timeText(3600), id}),
                "PD011");

        // Edited: a changed body takes the new key; the entry says so.
        const QString oldKey = saved.row.value(u"idempotency_key"_s).toString();
        saved = WORKS(saveDraft(mk, id, 1, u"c-own-1"_s, 2500));
        QCOMPARE(saved.row.value(u"revision"_s).toLongLong(), 2);
        QVERIFY(saved.row.value(u"idempotency_key"_s).toString() != oldKey);
        QCOMPARE(saved.row.value(u"amount_minor"_s).toLongLong(), 2500);

        const Result submitted
            = WORKS(run(mk, u"SELECT * FROM paydesk_submit_for_approval(?, ?, 'p1', 2)"_s, {timeText(), id}));
        QCOMPARE(submitted.row.value(u"state"_s).toString(), u"AWAITING_APPROVAL"_s);
        REFUSED(saveDraft(mk, id, 3, u"c-own-1"_s), "PD005");
        REFUSED(run(mk2, u"SELECT * FROM paydesk_withdraw(?, ?, 'p1', 3)"_s, {timeText(), id}), "PD003");
        REFUSED(run(as(u"ap"_s), u"SELECT * FROM paydesk_withdraw(?, ?, 'p1', 3)"_s, {timeText(), id}),
                "PD002");
        const Result withdrawn
            = WORKS(run(mk, u"SELECT * FROM paydesk_withdraw(?, ?, 'p1', 3)"_s, {timeText(), id}));
        QCOMPARE(withdrawn.row.value(u"state"_s).toString(), u"DRAFT"_s);
        WORKS(run(mk, u"SELECT * FROM paydesk_draft_delete(?, ?, 'p1', 4)"_s, {timeText(), id}));
        QCOMPARE(run(mk, u"SELECT 1 FROM payout_outbox WHERE id = ?"_s, {id}).rows, 0);

        // The entries, as PayoutDrafts and the approval flow write them, with the database user.
        QSqlQuery q(m_team.ownerSql());
        q.prepare(
            u"SELECT action, detail FROM audit_log WHERE detail::jsonb ->> 'outbox_id' = ? ORDER BY seq"_s);
        q.addBindValue(id);
        QVERIFY(q.exec());
        QStringList actions;
        QList<QJsonObject> details;
        while (q.next()) {
            actions << q.value(0).toString();
            details << QJsonDocument::fromJson(q.value(1).toByteArray()).object();
        }
        QCOMPARE(actions,
                 (QStringList {u"draft.saved"_s, u"draft.edited"_s, u"approval.requested"_s,
                               u"approval.withdrawn"_s, u"draft.deleted"_s}));
        QCOMPARE(details.at(0).value(u"maker"_s).toString(), login(u"mk"_s));
        QCOMPARE(details.at(0).value(u"db_user"_s).toString(), login(u"mk"_s));
        QCOMPARE(details.at(0).value(u"amount"_s).toObject().value(u"value"_s).toString(), u"10.00"_s);
        QCOMPARE(details.at(0).value(u"recipient"_s).toString(), u"Ana Pereira"_s);
        QCOMPARE(details.at(1).value(u"body_changed"_s).toBool(), true);
        QCOMPARE(details.at(1).value(u"previous_idempotency_key"_s).toString(), oldKey);
        QCOMPARE(details.at(2).value(u"actor"_s).toString(), login(u"mk"_s));
        QCOMPARE(details.at(2).value(u"revision"_s).toInt(), 3);
        QCOMPARE(run(mk, u"SELECT uses FROM payout_senders WHERE profile_id = 'p1'"_s)
                     .row.value(u"uses"_s)
                     .toInt(),
                 2);
    }

    void approversApproveOnlyOthersPayoutsOnAFreshSignIn()
    {
        // One approval below the threshold.
        QString id = uuid();
        qint64 revision = awaiting(u"mk"_s, id);
        REFUSED(approve(u"mk"_s, id, revision), "PD002");
        REFUSED(approve(u"vw"_s, id, revision), "PD002");
        REFUSED(approve(u"ap"_s, id, revision + 1), "PD006");
        Result done = WORKS(approve(u"ap"_s, id, revision));
        QCOMPARE(done.row.value(u"state"_s).toString(), u"APPROVED"_s);
        QCOMPARE(done.row.value(u"first_approver"_s).toString(), login(u"ap"_s));
        REFUSED(approve(u"ap2"_s, id, revision + 1), "PD005");

        // Above the threshold: a second, different approver.
        WORKS(run(as(u"ad"_s), u"SELECT * FROM paydesk_rule_set(?, 'EUR', 0, 5000, 7)"_s, {timeText()}));
        id = uuid();
        revision = awaiting(u"mk"_s, id, 10000);
        done = WORKS(approve(u"ap"_s, id, revision));
        QCOMPARE(done.row.value(u"state"_s).toString(), u"AWAITING_APPROVAL"_s);
        REFUSED(approve(u"ap"_s, id, revision + 1), "PD004");
        done = WORKS(approve(u"ad"_s, id, revision + 1));
        QCOMPARE(done.row.value(u"state"_s).toString(), u"APPROVED"_s);
        QCOMPARE(done.row.value(u"second_approver"_s).toString(), login(u"ad"_s));
        QSqlQuery q(m_team.ownerSql());
        QVERIFY(
            q.exec(
                u"SELECT detail FROM audit_log WHERE action = 'approval.granted' ORDER BY seq DESC LIMIT 1"_s)
            && q.next());
        const QJsonObject granted = QJsonDocument::fromJson(q.value(0).toByteArray()).object();
        QCOMPARE(granted.value(u"approvals"_s).toInt(), 2);
        QCOMPARE(granted.value(u"needed"_s).toInt(), 2);
        QCOMPARE(granted.value(u"complete"_s).toBool(), true);
        QCOMPARE(granted.value(u"actor"_s).toString(), login(u"ad"_s));

        // A maker who became an approver never approves their own payout.
        id = uuid();
        revision = awaiting(u"sw"_s, id);
        const Result sw
            = WORKS(run(as(u"ad"_s), u"SELECT * FROM operators WHERE id = ?"_s, {login(u"sw"_s)}));
        WORKS(run(as(u"ad"_s), u"SELECT * FROM paydesk_operator_update(?, ?, ?, 'sw', 'APPROVER', false)"_s,
                  {timeText(), login(u"sw"_s), sw.row.value(u"revision"_s)}));
        REFUSED(approve(u"sw"_s, id, revision), "PD004");

        // A connection older than the fresh sign-in's window (0 s here).
        owner(u"INSERT INTO team_settings VALUES ('fresh_sign_in_seconds', '0')"_s);
        REFUSED(approve(u"ap"_s, id, revision), "PD008");
        REFUSED(run(as(u"ap"_s), u"SELECT * FROM paydesk_send_back(?, ?, 'p1', ?, 'no', NULL, NULL, NULL)"_s,
                    {timeText(), id, revision}),
                "PD008");
        owner(u"DELETE FROM team_settings WHERE key = 'fresh_sign_in_seconds'"_s);

        // Sent back: a reason, never by the maker.
        REFUSED(run(as(u"ap"_s), u"SELECT * FROM paydesk_send_back(?, ?, 'p1', ?, '  ', NULL, NULL, NULL)"_s,
                    {timeText(), id, revision}),
                "PD011");
        REFUSED(run(as(u"mk"_s), u"SELECT * FROM paydesk_send_back(?, ?, 'p1', ?, 'no', NULL, NULL, NULL)"_s,
                    {timeText(), id, revision}),
                "PD002");
        REFUSED(run(as(u"sw"_s), u"SELECT * FROM paydesk_send_back(?, ?, 'p1', ?, 'no', NULL, NULL, NULL)"_s,
                    {timeText(), id, revision}),
                "PD004");
        done
            = WORKS(run(as(u"ap"_s),
                        u"SELECT * FROM paydesk_send_back(?, ?, 'p1', ?, ' wrong IBAN ', NULL, NULL, NULL)"_s,
                        {timeText(), id, revision}));
        QCOMPARE(done.row.value(u"state"_s).toString(), u"DRAFT"_s);
        QCOMPARE(done.row.value(u"returned_reason"_s).toString(), u"wrong IBAN"_s);
        QCOMPARE(done.row.value(u"returned_by"_s).toString(), login(u"ap"_s));
    }

    void expiryAndTheReturnToItsMaker()
    {
        const QString id = uuid();
        const qint64 revision = awaiting(u"mk"_s, id);
        REFUSED(run(as(u"vw"_s), u"SELECT * FROM paydesk_expire(?, ?, ?)"_s, {timeText(), id, revision}),
                "PD005");
        // Eight days later (the workstation's clock allowed that far for this test).
        owner(u"INSERT INTO team_settings VALUES ('clock_tolerance_seconds', '1000000')"_s);
        const QString later = timeText(8 * 86400);
        REFUSED(run(as(u"ap"_s), u"SELECT * FROM paydesk_approve(?, ?, 'p1', ?, NULL, NULL, NULL)"_s,
                    {later, id, revision}),
                "PD005");
        const Result expired
            = WORKS(run(as(u"vw"_s), u"SELECT * FROM paydesk_expire(?, ?, ?)"_s, {later, id, revision}));
        owner(u"DELETE FROM team_settings WHERE key = 'clock_tolerance_seconds'"_s);
        QCOMPARE(expired.row.value(u"state"_s).toString(), u"EXPIRED"_s);
        QCOMPARE(expired.row.value(u"returned_reason"_s).toString(),
                 u"Not approved within 7 days: it expired."_s);
        REFUSED(run(as(u"mk2"_s), u"SELECT * FROM paydesk_return_to_draft(?, ?, 'p1', ?, NULL)"_s,
                    {timeText(), id, revision + 1}),
                "PD003");
        const Result back
            = WORKS(run(as(u"mk"_s), u"SELECT * FROM paydesk_return_to_draft(?, ?, 'p1', ?, NULL)"_s,
                        {timeText(), id, revision + 1}));
        QCOMPARE(back.row.value(u"state"_s).toString(), u"DRAFT"_s);
        QCOMPARE(back.row.value(u"idempotency_key"_s), expired.row.value(u"idempotency_key"_s));
    }

    void theProcessorWorksOnlyOnApprovedRows()
    {
        // A draft and a payout waiting for approval: nothing of the processor's.
        const QString draft = uuid();
        WORKS(saveDraft(as(u"mk"_s), draft, 0, u"c-"_s + draft.left(8)));
        const QString waiting = uuid();
        const qint64 waitingRevision = awaiting(u"mk"_s, waiting);
        QSqlDatabase vw = as(u"vw"_s);
        const QString until = timeText(60);
        for (const auto &[id, revision] :
             {std::pair {draft, qint64(1)}, std::pair {waiting, waitingRevision}}) {
            QCOMPARE(run(vw, u"SELECT * FROM paydesk_outbox_claim(?, ?, ?, 'proc-a', ?)"_s,
                         {timeText(), id, revision, until})
                         .rows,
                     0);
            QCOMPARE(
                run(vw, u"SELECT paydesk_outbox_renew(?, ?, 'proc-a', ?) AS r"_s, {timeText(), id, until})
                    .row.value(u"r"_s)
                    .toBool(),
                false);
            REFUSED(run(vw, u"SELECT * FROM paydesk_outbox_release(?, ?, ?, 'proc-a', NULL)"_s,
                        {timeText(), id, revision}),
                    "PD005");
            for (const QString &to : {u"SUBMITTING"_s, u"ACCEPTED"_s, u"REJECTED"_s, u"UNCERTAIN"_s}) {
                REFUSED(
                    run(vw,
                        u"SELECT * FROM paydesk_outbox_mark(?, ?, ?, 'proc-a', ?, 'pyt-1', NULL, 1, 0, NULL, "
                        "'{}')"_s,
                        {timeText(), id, revision, to}),
                    "PD005");
            }
            QCOMPARE(run(vw, u"SELECT paydesk_follow_put_off(?, ?, ?, ?) AS r"_s,
                         {timeText(), id, revision, until})
                         .row.value(u"r"_s)
                         .toBool(),
                     false);
            REFUSED(
                run(vw,
                    u"SELECT * FROM paydesk_follow_record(?, ?, ?, 'SENT', NULL, NULL, 0, NULL, NULL, NULL)"_s,
                    {timeText(), id, revision}),
                "PD005");
        }

        // Approved: claimed once, marked by its lease's owner only, accepted, followed.
        const QString id = uuid();
        qint64 revision = approved(id);
        Result claimed = WORKS(run(vw, u"SELECT * FROM paydesk_outbox_claim(?, ?, ?, 'proc-a', ?)"_s,
                                   {timeText(), id, revision, until}));
        QCOMPARE(claimed.rows, 1);
        QCOMPARE(claimed.row.value(u"lease_owner"_s).toString(), u"proc-a"_s);
        revision = claimed.row.value(u"revision"_s).toLongLong();
        QCOMPARE(run(as(u"mk"_s), u"SELECT * FROM paydesk_outbox_claim(?, ?, ?, 'proc-b', ?)"_s,
                     {timeText(), id, revision, until})
                     .rows,
                 0);
        const QString mark = u"SELECT * FROM paydesk_outbox_mark(?, ?, ?, ?, ?, ?, NULL, ?, 0, NULL, ?)"_s;
        REFUSED(run(vw, mark, {timeText(), id, revision, u"proc-b"_s, u"SUBMITTING"_s, null(), 1, u"{}"_s}),
                "PD009");
        REFUSED(run(vw, mark, {timeText(), id, revision, u"proc-a"_s, u"SENT"_s, null(), 1, u"{}"_s}),
                "PD011");
        Result marked = WORKS(run(vw, mark,
                                  {timeText(), id, revision, u"proc-a"_s, u"SUBMITTING"_s, null(), 1,
                                   u"{\"attempt\":1,\"owner\":\"proc-a\"}"_s}));
        QCOMPARE(marked.row.value(u"state"_s).toString(), u"SUBMITTING"_s);
        QCOMPARE(marked.row.value(u"lease_owner"_s).toString(), u"proc-a"_s);
        revision = marked.row.value(u"revision"_s).toLongLong();
        QVERIFY(
            run(vw, u"SELECT paydesk_outbox_renew(?, ?, 'proc-a', ?) AS r"_s, {timeText(), id, timeText(90)})
                .row.value(u"r"_s)
                .toBool());
        marked = WORKS(run(vw, mark,
                           {timeText(), id, revision, u"proc-a"_s, u"ACCEPTED"_s, u"pyt-42"_s, 1,
                            u"{\"payout_id\":\"pyt-42\",\"via\":\"answer\",\"owner\":\"proc-a\"}"_s}));
        QCOMPARE(marked.row.value(u"state"_s).toString(), u"ACCEPTED"_s);
        QVERIFY(marked.row.value(u"lease_owner"_s).isNull());
        QCOMPARE(marked.row.value(u"provider_payout_id"_s).toString(), u"pyt-42"_s);
        QCOMPARE(marked.row.value(u"first_approver"_s).toString(), login(u"ap"_s)); // untouched
        revision = marked.row.value(u"revision"_s).toLongLong();

        QVERIFY(
            run(vw, u"SELECT paydesk_follow_put_off(?, ?, ?, ?) AS r"_s, {timeText(), id, revision, until})
                .row.value(u"r"_s)
                .toBool());
        REFUSED(
            run(vw,
                u"SELECT * FROM paydesk_follow_record(?, ?, ?, 'SENT', NULL, ?, 0, NULL, 'draft.saved', '{}')"_s,
                {timeText(), id, revision, timeText()}),
            "PD011");
        const Result followed = WORKS(run(
            vw,
            u"SELECT * FROM paydesk_follow_record(?, ?, ?, 'SENT', NULL, ?, 0, NULL, 'payout.state_changed', ?)"_s,
            {timeText(), id, revision, timeText(), u"{\"outbox_id\":\"%1\",\"state\":\"SENT\"}"_s.arg(id)}));
        QCOMPARE(followed.row.value(u"payout_state"_s).toString(), u"SENT"_s);
        QVERIFY(!followed.row.value(u"settled_at"_s).isNull());
        REFUSED(
            run(vw,
                u"SELECT * FROM paydesk_follow_record(?, ?, ?, 'SENT', NULL, NULL, 0, NULL, NULL, NULL)"_s,
                {timeText(), id, revision}),
            "PD006");

        // Refused by the service; released by its owner only.
        const QString other = uuid();
        revision = approved(other);
        claimed = WORKS(run(vw, u"SELECT * FROM paydesk_outbox_claim(?, ?, ?, 'proc-a', ?)"_s,
                            {timeText(), other, revision, until}));
        revision = claimed.row.value(u"revision"_s).toLongLong();
        REFUSED(run(vw, u"SELECT * FROM paydesk_outbox_release(?, ?, ?, 'proc-b', NULL)"_s,
                    {timeText(), other, revision}),
                "PD009");
        WORKS(run(vw, u"SELECT * FROM paydesk_outbox_release(?, ?, ?, 'proc-a', NULL)"_s,
                  {timeText(), other, revision}));
        claimed = WORKS(run(vw, u"SELECT * FROM paydesk_outbox_claim(?, ?, ?, 'proc-a', ?)"_s,
                            {timeText(), other, revision, until}));
        revision = claimed.row.value(u"revision"_s).toLongLong();
        marked = WORKS(
            run(vw, mark, {timeText(), other, revision, u"proc-a"_s, u"SUBMITTING"_s, null(), 1, u"{}"_s}));
        marked = WORKS(run(
            vw, u"SELECT * FROM paydesk_outbox_mark(?, ?, ?, 'proc-a', 'REJECTED', NULL, ?, 1, 0, NULL, ?)"_s,
            {timeText(), other, revision + 1, u"{\"status\":422}"_s, u"{\"status\":422}"_s}));
        QCOMPARE(marked.row.value(u"state"_s).toString(), u"REJECTED"_s);
        REFUSED(run(as(u"mk"_s), u"SELECT * FROM paydesk_return_to_draft(?, ?, 'p1', ?, NULL)"_s,
                    {timeText(), other, revision + 2}),
                "PD011");
        const Result back
            = WORKS(run(as(u"mk"_s), u"SELECT * FROM paydesk_return_to_draft(?, ?, 'p1', ?, ?)"_s,
                        {timeText(), other, revision + 2, uuid()}));
        QCOMPARE(back.row.value(u"state"_s).toString(), u"DRAFT"_s);
    }

    void statementsAreEveryOperatorsButOnlyForward()
    {
        QSqlDatabase vw = as(u"vw"_s);
        const QString id = uuid();
        const Result saved
            = WORKS(run(vw,
                        u"SELECT * FROM paydesk_statement_save(?, ?, 'p1', 'wal-1', 'EUR', "
                        "'2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', 'stm-1', 'PENDING')"_s,
                        {timeText(), id}));
        QCOMPARE(saved.row.value(u"revision"_s).toLongLong(), 1);
        const QString update = u"SELECT * FROM paydesk_statement_update(?, ?, 'p1', ?, ?, NULL, ?, ?)"_s;
        REFUSED(run(vw, update, {timeText(), id, 5, u"READY"_s, u"1.00"_s, u"2.00"_s}), "PD006");
        REFUSED(run(vw, update, {timeText(), uuid(), 1, u"READY"_s, u"1.00"_s, u"2.00"_s}), "PD007");
        WORKS(run(vw, update, {timeText(), id, 1, u"READY"_s, u"1.00"_s, u"2.00"_s}));
        REFUSED(run(vw, update, {timeText(), id, 2, u"FAILED"_s, null(), null()}), "PD005");
    }

    // The Overview's daily balances: every enabled operator keeps them through the function (the
    // table itself refuses them, as every table), one row per wallet and day, the last one winning.
    void balanceSamplesAreEveryOperatorsThroughTheFunction()
    {
        const QString put = u"SELECT * FROM paydesk_balance_sample_put(?, 'p1', 'wlt-1', 'KES', ?)"_s;
        const Result first = WORKS(run(as(u"vw"_s), put, {timeText(), 1000}));
        QCOMPARE(first.row.value(u"day"_s).toString(), timeText().left(10));
        WORKS(run(as(u"mk"_s), put, {timeText(), 1500}));
        QSqlQuery q(m_team.ownerSql());
        QVERIFY(q.exec(u"SELECT available_minor FROM wallet_balance_samples WHERE wallet_id = 'wlt-1'"_s));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toLongLong(), 1500);
        QVERIFY(!q.next());
        REFUSED(run(as(u"ap"_s), u"SELECT * FROM paydesk_balance_sample_put(?, 'p1', '', 'KES', 1)"_s,
                    {timeText()}),
                "PD011");
        REFUSED(run(as(u"ap"_s), put, {u"yesterday"_s, 1}), "PD011");

        // The app's way to it: BalanceSamples on a team store calls the function.
        store::Store viewerStore(m_ops.value(u"vw"_s));
        QVERIFY(viewerStore.open().ok());
        QVERIFY(viewerStore.isTeam());
        const overview::BalanceSamples samples(&viewerStore);
        const auto recorded = samples.record(u"p1"_s, {{u"wlt-2"_s, u"UGX"_s, 700, {}}});
        QVERIFY2(recorded.ok(), qPrintable(recorded.error().toString()));
        const auto trend = samples.trend(u"p1"_s, {u"wlt-2"_s}, QDate::currentDate().addDays(-30));
        QVERIFY(trend.ok());
        QCOMPARE(trend.value().value(u"wlt-2"_s).size(), 1);
        QCOMPARE(trend.value().value(u"wlt-2"_s).at(0).availableMinor, 700);
    }

    void onlyAdministratorsManageOperatorsRulesAndProfiles()
    {
        for (const QString &name : {u"mk"_s, u"ap"_s, u"vw"_s}) {
            QSqlDatabase db = as(name);
            REFUSED(run(db, u"SELECT * FROM paydesk_operator_add(?, 'zz-new', 'Z', 'MAKER', true, NULL)"_s,
                        {timeText()}),
                    "PD002");
            REFUSED(run(db, u"SELECT * FROM paydesk_operator_update(?, ?, 1, 'X', 'APPROVER', true)"_s,
                        {timeText(), login(name)}),
                    "PD002");
            REFUSED(run(db, u"SELECT * FROM paydesk_operator_set_disabled(?, ?, 1, true)"_s,
                        {timeText(), login(u"ad"_s)}),
                    "PD002");
            REFUSED(run(db,
                        u"SELECT * FROM paydesk_operator_set_password(?, ?, 'SCRAM-SHA-256$4096:x$y:z')"_s,
                        {timeText(), login(u"ad"_s)}),
                    "PD002");
            REFUSED(run(db, u"SELECT * FROM paydesk_rule_set(?, 'USD', 0, 100, 3)"_s, {timeText()}), "PD002");
            REFUSED(run(db, u"SELECT * FROM paydesk_rule_remove(?, 'EUR', 1)"_s, {timeText()}), "PD002");
            REFUSED(run(db,
                        u"SELECT * FROM paydesk_profile_set(?, 'pr-1', 0, 'Team', 'SANDBOX', 'https://x')"_s,
                        {timeText()}),
                    "PD002");
            REFUSED(run(db, u"SELECT * FROM paydesk_profile_remove(?, 'pr-1', 1)"_s, {timeText()}), "PD002");
        }
        QSqlDatabase ad = as(u"ad"_s);
        const QString newLogin = m_team.login(u"cy"_s);
        m_team.dropAtTheEnd(newLogin);
        const Result added
            = WORKS(run(ad, u"SELECT * FROM paydesk_operator_add(?, ?, 'Cy', 'VIEWER', false, ?)"_s,
                        {timeText(), newLogin, null()}));
        QCOMPARE(added.row.value(u"passphrase_hash"_s).toString(), u"$pg-login$"_s);
        REFUSED(run(ad, u"SELECT * FROM paydesk_operator_add(?, ?, 'Cy', 'VIEWER', false, NULL)"_s,
                    {timeText(), newLogin}),
                "PD011");
        REFUSED(run(ad, u"SELECT * FROM paydesk_operator_add(?, 'postgres', 'P', 'VIEWER', false, NULL)"_s,
                    {timeText()}),
                "PD011");
        const Result admin = run(ad, u"SELECT * FROM operators WHERE id = ?"_s, {login(u"ad"_s)});
        REFUSED(run(ad, u"SELECT * FROM paydesk_operator_set_disabled(?, ?, ?, true)"_s,
                    {timeText(), login(u"ad"_s), admin.row.value(u"revision"_s)}),
                "PD010");
        REFUSED(run(ad, u"SELECT * FROM paydesk_operator_update(?, ?, ?, 'ad', 'APPROVER', false)"_s,
                    {timeText(), login(u"ad"_s), admin.row.value(u"revision"_s)}),
                "PD010");
        WORKS(run(ad, u"SELECT * FROM paydesk_rule_set(?, 'USD', 0, 100, 3)"_s, {timeText()}));
        REFUSED(run(ad, u"SELECT * FROM paydesk_rule_set(?, 'USD', 0, 100, 3)"_s, {timeText()}), "PD006");
        WORKS(run(ad, u"SELECT * FROM paydesk_rule_remove(?, 'USD', 1)"_s, {timeText()}));
        WORKS(run(ad, u"SELECT * FROM paydesk_profile_set(?, 'pr-1', 0, 'Team', 'SANDBOX', 'https://x')"_s,
                  {timeText()}));
        WORKS(run(ad, u"SELECT * FROM paydesk_profile_set(?, 'pr-1', 1, 'Team', 'PRODUCTION', 'https://x')"_s,
                  {timeText()}));
        WORKS(run(ad, u"SELECT * FROM paydesk_profile_remove(?, 'pr-1', 2)"_s, {timeText()}));

        // A password: one's own, or anyone's for an administrator; then it signs in.
        store::StoreConfig mk2 = m_ops.value(u"mk2"_s);
        mk2.password = u"a new password of mk2"_s;
        WORKS(run(as(u"mk2"_s), u"SELECT * FROM paydesk_operator_set_password(?, ?, ?)"_s,
                  {timeText(), mk2.user, store::ScramVerifier::make(mk2.password)}));
        QVERIFY(m_team.connect(mk2).isOpen());
        m_ops.insert(u"mk2"_s, mk2);
        REFUSED(run(as(u"mk2"_s), u"SELECT * FROM paydesk_operator_set_password(?, ?, 'plain text')"_s,
                    {timeText(), mk2.user}),
                "PD011");
    }

    void appEntriesNeverTakeTheFunctionsActions()
    {
        QSqlDatabase vw = as(u"vw"_s);
        for (const QString &action : {u"approval.granted"_s, u"outbox.accepted"_s, u"operator.added"_s,
                                      u"rules.changed"_s, u"rule.x"_s, u"draft.saved"_s, u"team.joined"_s,
                                      u"payout.state_changed"_s, u"statement.ready"_s, u"audit.imported"_s}) {
            REFUSED(run(vw, u"SELECT paydesk_record(?, 'p1', ?, '{}')"_s, {timeText(), action}), "PD002");
        }
        REFUSED(run(vw, u"SELECT paydesk_record(?, 'p1', 'Not An Action', '{}')"_s, {timeText()}), "PD011");
        const Result recorded = WORKS(run(vw, u"SELECT paydesk_record(?, 'p1', 'audit.verified', ?) AS seq"_s,
                                          {timeText(), u"{\"entries\":3}"_s}));
        QVERIFY(recorded.row.value(u"seq"_s).toLongLong() > 0);
        QCOMPARE(run(vw, u"SELECT (paydesk_me()).role"_s).row.value(u"role"_s).toString(), u"VIEWER"_s);
        // Not an operator (the owner): PD001.
        REFUSED(run(m_team.ownerSql(), u"SELECT * FROM paydesk_me()"_s), "PD001");
        REFUSED(
            run(m_team.ownerSql(), u"SELECT paydesk_record(?, 'p1', 'audit.verified', '{}')"_s, {timeText()}),
            "PD001");
    }

    void theAuditChainIsStillWhole()
    {
        QSqlQuery q(m_team.ownerSql());
        QVERIFY(q.exec(u"SELECT count(*), count(*) FILTER (WHERE detail::jsonb ->> 'db_user' = os_user) "
                       "FROM audit_log"_s)
                && q.next());
        const qint64 entries = q.value(0).toLongLong();
        QVERIFY(entries > 30);
        QCOMPARE(q.value(1).toLongLong(), entries);
        // Read by the C++ of a workstation, as the owner and as an operator (who may only read).
        for (const store::StoreConfig &config : {m_team.ownerConfig(), m_ops.value(u"vw"_s)}) {
            store::Store store(config);
            QVERIFY2(store.open().ok(), qPrintable(store.lastError().toString()));
            store::AuditLog log(&store);
            const auto verification = log.verify();
            QVERIFY2(verification.ok(), qPrintable(verification.error().toString()));
            QVERIFY2(verification.value().isIntact(), qPrintable(verification.value().message()));
            QCOMPARE(verification.value().entriesChecked(), entries);
            QVERIFY(
                q.exec(
                    u"SELECT detail::jsonb ->> 'outbox_id' FROM audit_log WHERE action = 'outbox.accepted'"_s)
                && q.next());
            const auto ofRow = log.entriesOfOutboxRow(q.value(0).toString());
            QVERIFY2(ofRow.ok(), qPrintable(ofRow.error().toString()));
            QVERIFY(ofRow.value().size() >= 6); // saved, requested, granted, attempt, accepted, state_changed
        }
    }
};

QTEST_GUILESS_MAIN(TestTeamRoles)
#include "tst_teamroles.moc"
