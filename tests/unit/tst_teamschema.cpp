// SPDX-License-Identifier: GPL-3.0-or-later
// TeamSchema (store/TeamSchema.h) on the PostgreSQL server of scripts/test: `team init` on an empty
// database and again, a newer team layer and another role prefix refused, the SCRAM verifier made
// on the client signing a login in, the owner's administration of operators, the audit chain the
// functions write checked by the C++ verifier, and the canonical JSON of the database equal to
// CanonicalJson's.

#include "TeamDatabase.h"
#include "store/AuditEntry.h"
#include "store/AuditLog.h"
#include "store/CanonicalJson.h"
#include "store/ScramVerifier.h"
#include "store/Store.h"
#include "store/TeamSchema.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using operators::Operator;
using store::StoreError;
using store::TeamSchema;

class TestTeamSchema : public QObject
{
    Q_OBJECT

private:
    test::TeamDatabase m_team;

    bool signsIn(const store::StoreConfig &config)
    {
        QSqlDatabase db = m_team.connect(config);
        const bool open = db.isOpen();
        db.close();
        return open;
    }

    store::AuditVerification verifyChain()
    {
        store::Store store(m_team.ownerConfig());
        store::AuditLog log(&store);
        const auto verification = log.verify();
        if (!verification.ok())
            qWarning() << verification.error().toString();
        return verification.ok() ? verification.value() : store::AuditVerification();
    }

private Q_SLOTS:
    void cleanup() { m_team.tearDown(); }

    void initOnAnEmptyDatabaseSaysWhatItDid()
    {
        QString why;
        QVERIFY2(m_team.setUp(&why, false), qPrintable(why));
        const auto first = TeamSchema::init(m_team.ownerConfig(), m_team.rolePrefix());
        QVERIFY2(first.ok(), qPrintable(first.error().toString()));
        QVERIFY(first.value().changed);
        QCOMPARE(first.value().teamVersion, TeamSchema::version);
        QVERIFY(first.value().schemaVersion >= 12);
        const QString done = first.value().done.join(u'\n');
        QVERIFY2(done.contains(u"Created Paydesk's tables"_s), qPrintable(done));
        QVERIFY2(done.contains(m_team.group(u"approver"_s)), qPrintable(done));
        QVERIFY2(done.contains(u"Installed 34 functions"_s), qPrintable(done));

        QSqlQuery q(m_team.ownerSql());
        QVERIFY(q.exec(u"SELECT count(*) FROM pg_roles WHERE rolname LIKE '%1\\_%' AND NOT rolcanlogin"_s.arg(
            m_team.rolePrefix())));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 5);
        const auto info = TeamSchema::inspect(m_team.ownerSql());
        QVERIFY2(info.ok(), qPrintable(info.error().toString()));
        QVERIFY(info.value().isTeam);
        QCOMPARE(info.value().teamVersion, TeamSchema::version);
        QCOMPARE(info.value().rolePrefix, m_team.rolePrefix());

        const auto again = TeamSchema::init(m_team.ownerConfig(), m_team.rolePrefix());
        QVERIFY2(again.ok(), qPrintable(again.error().toString()));
        QVERIFY(!again.value().changed);
        QVERIFY2(again.value().done.isEmpty(), qPrintable(again.value().done.join(u'\n')));
        QCOMPARE(again.value().teamVersion, TeamSchema::version);
    }

    void aDatabaseThatIsNotATeamOneSaysSo()
    {
        QString why;
        QVERIFY2(m_team.setUp(&why, false), qPrintable(why));
        const auto info = TeamSchema::inspect(m_team.ownerSql());
        QVERIFY2(info.ok(), qPrintable(info.error().toString()));
        QVERIFY(!info.value().isTeam);
        const auto added = TeamSchema::addOperator(m_team.ownerConfig(), m_team.login(u"ana"_s), u"Ana"_s,
                                                   Operator::Role::Maker, true, u"a long password"_s);
        QVERIFY(!added.ok());
        QCOMPARE(added.error().kind(), StoreError::Kind::InvalidConfig);
    }

    void aNewerTeamLayerIsRefused()
    {
        QString why;
        QVERIFY2(m_team.setUp(&why), qPrintable(why));
        QSqlQuery q(m_team.ownerSql());
        QVERIFY(q.exec(u"UPDATE team_settings SET value = '99' WHERE key = 'team_version'"_s));
        const auto refused = TeamSchema::init(m_team.ownerConfig(), m_team.rolePrefix());
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind(), StoreError::Kind::SchemaTooNew);
        QVERIFY2(refused.error().message().contains(u"newer Paydesk"_s),
                 qPrintable(refused.error().message()));
        QVERIFY(q.exec(u"SELECT value FROM team_settings WHERE key = 'team_version'"_s) && q.next());
        QCOMPARE(q.value(0).toString(), u"99"_s);
    }

    void anotherRolePrefixIsRefused()
    {
        QString why;
        QVERIFY2(m_team.setUp(&why), qPrintable(why));
        const auto refused = TeamSchema::init(m_team.ownerConfig(), m_team.rolePrefix() + u"x"_s);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind(), StoreError::Kind::InvalidConfig);
        QVERIFY(!TeamSchema::init(m_team.ownerConfig(), u"Bad-Prefix"_s).ok());
    }

    void theVerifierMadeHereSignsInWithItsPasswordOnly()
    {
        QString why;
        QVERIFY2(m_team.setUp(&why), qPrintable(why));
        const store::StoreConfig ana = m_team.addOperator(u"ana"_s, Operator::Role::Maker, true);
        QVERIFY(!ana.user.isEmpty());
        QVERIFY(signsIn(ana));
        store::StoreConfig wrong = ana;
        wrong.password += u"x"_s;
        QVERIFY(!signsIn(wrong));

        // The server stored the verifier as it was sent: no password reached it.
        QSqlQuery q(m_team.ownerSql());
        QVERIFY(q.exec(u"SELECT rolpassword FROM pg_authid WHERE rolname = '%1'"_s.arg(ana.user))
                && q.next());
        QVERIFY(q.value(0).toString().startsWith(u"SCRAM-SHA-256$4096:"_s));
        const QString verifier = store::ScramVerifier::make(u"pencil"_s);
        QCOMPARE(verifier.count(u'$'), 2);
        QVERIFY(verifier != store::ScramVerifier::make(u"pencil"_s)); // a new salt each time
        QCOMPARE(store::ScramVerifier::make(u"pencil"_s, "salt", 4096),
                 store::ScramVerifier::make(u"pencil"_s, "salt", 4096));
    }

    void theOwnerAddsListsDisablesAndEnablesOperators()
    {
        QString why;
        QVERIFY2(m_team.setUp(&why), qPrintable(why));
        const store::StoreConfig admin = m_team.addOperator(u"ana"_s, Operator::Role::Approver, true);
        const store::StoreConfig maker = m_team.addOperator(u"bo"_s, Operator::Role::Maker);
        QVERIFY(!admin.user.isEmpty() && !maker.user.isEmpty());

        // Refused: the same login again, a login that is not one, a superuser's role adopted.
        const auto twice = TeamSchema::addOperator(m_team.ownerConfig(), maker.user, u"Bo"_s,
                                                   Operator::Role::Maker, false, u"another password"_s);
        QVERIFY(!twice.ok());
        QCOMPARE(twice.error().kind(), StoreError::Kind::InvalidData);
        QVERIFY(!TeamSchema::addOperator(m_team.ownerConfig(), u"Not A Login"_s, u"X"_s,
                                         Operator::Role::Maker, false, u"a long password"_s)
                     .ok());
        const auto superuser
            = TeamSchema::addOperator(m_team.ownerConfig(), m_team.ownerConfig().user, u"X"_s,
                                      Operator::Role::Maker, false, u"a long password"_s);
        QVERIFY(!superuser.ok());
        QVERIFY(!TeamSchema::addOperator(m_team.ownerConfig(), m_team.login(u"cy"_s), u"Cy"_s,
                                         Operator::Role::Maker, false, u"short"_s)
                     .ok());

        auto list = TeamSchema::listOperators(m_team.ownerConfig());
        QVERIFY2(list.ok(), qPrintable(list.error().toString()));
        QCOMPARE(list.value().size(), 2);
        for (const store::TeamOperator &op : list.value())
            QVERIFY(op.canLogIn);

        const auto disabled = TeamSchema::disableOperator(m_team.ownerConfig(), maker.user);
        QVERIFY2(disabled.ok(), qPrintable(disabled.error().toString()));
        QVERIFY(disabled.value().disabled);
        QCOMPARE(disabled.value().revision, 2);
        QVERIFY(!signsIn(maker));
        list = TeamSchema::listOperators(m_team.ownerConfig());
        QVERIFY(list.ok());
        for (const store::TeamOperator &op : list.value())
            QCOMPARE(op.canLogIn, op.op.id == admin.user);

        // The last enabled administrator stays.
        const auto last = TeamSchema::disableOperator(m_team.ownerConfig(), admin.user);
        QVERIFY(!last.ok());
        QCOMPARE(last.error().kind(), StoreError::Kind::Conflict);
        QVERIFY(signsIn(admin));

        const auto enabled = TeamSchema::enableOperator(m_team.ownerConfig(), maker.user);
        QVERIFY2(enabled.ok(), qPrintable(enabled.error().toString()));
        QVERIFY(!enabled.value().disabled);
        QVERIFY(signsIn(maker));

        // Every change wrote its entry, by the owner, in a chain the C++ verifier finds whole.
        QSqlQuery q(m_team.ownerSql());
        QVERIFY(q.exec(u"SELECT action, detail FROM audit_log ORDER BY seq"_s));
        QStringList actions;
        while (q.next()) {
            actions << q.value(0).toString();
            const QJsonObject detail = QJsonDocument::fromJson(q.value(1).toByteArray()).object();
            QCOMPARE(detail.value(u"by"_s).toString(), m_team.ownerConfig().user);
            QCOMPARE(detail.value(u"db_user"_s).toString(), m_team.ownerConfig().user);
        }
        QCOMPARE(actions,
                 (QStringList {u"operator.added"_s, u"operator.added"_s, u"operator.disabled"_s,
                               u"operator.enabled"_s}));
        const store::AuditVerification chain = verifyChain();
        QVERIFY2(chain.isIntact(), qPrintable(chain.message()));
        QCOMPARE(chain.entriesChecked(), 4);
    }

    void anOwnerWithOnlyCreateRoleSetsUpAndRunsATeam()
    {
        QString why;
        QVERIFY2(m_team.setUp(&why, true, test::TeamDatabase::Owner::CreateRole), qPrintable(why));
        QVERIFY(m_team.ownerConfig().user != qEnvironmentVariable("USER"));
        const store::StoreConfig maker = m_team.addOperator(u"mk"_s, Operator::Role::Maker, true);
        const store::StoreConfig approver = m_team.addOperator(u"ap"_s, Operator::Role::Approver);
        QVERIFY(!maker.user.isEmpty() && !approver.user.isEmpty());
        const QString now = store::AuditEntry::timeText(QDateTime::currentDateTimeUtc());

        QSqlDatabase mk = m_team.connect(maker);
        QSqlQuery q(mk);
        QVERIFY(q.prepare(
            u"SELECT revision FROM paydesk_draft_save(?, 'd-1', 'p1', 0, ?, '{}', 'k-1', 'c-1', 'EUR', "
            "100, 'R', NULL, NULL, NULL, NULL, NULL, NULL)"_s));
        q.addBindValue(now);
        q.addBindValue(u"{\"custom_id\":\"c-1\",\"amount\":{\"currency\":\"EUR\",\"value\":\"1.00\"}}"_s);
        QVERIFY2(q.exec() && q.next(), qPrintable(q.lastError().text()));
        QVERIFY2(q.exec(u"SELECT revision FROM paydesk_submit_for_approval('%1', 'd-1', 'p1', 1)"_s.arg(now))
                     && q.next(),
                 qPrintable(q.lastError().text()));

        // The owner's functions see the approver's connection start (pg_stat_activity) without
        // being a superuser: it is a member of each operator's role.
        QSqlQuery a(m_team.connect(approver));
        QVERIFY2(
            a.exec(u"SELECT state FROM paydesk_approve('%1', 'd-1', 'p1', 2, NULL, NULL, NULL)"_s.arg(now))
                && a.next(),
            qPrintable(a.lastError().text()));
        QCOMPARE(a.value(0).toString(), u"APPROVED"_s);

        // Disabled: the maker's session is ended and the login refused.
        m_team.dropAtTheEnd(m_team.login(u"ad"_s));
        QVERIFY(TeamSchema::addOperator(m_team.ownerConfig(), m_team.login(u"ad"_s), u"Ad"_s,
                                        Operator::Role::Viewer, true, u"a long password"_s)
                    .ok());
        const auto disabled = TeamSchema::disableOperator(m_team.ownerConfig(), maker.user);
        QVERIFY2(disabled.ok(), qPrintable(disabled.error().toString()));
        QVERIFY(!q.exec(u"SELECT 1"_s));
        QVERIFY(!signsIn(maker));

        const auto again = TeamSchema::init(m_team.ownerConfig(), m_team.rolePrefix());
        QVERIFY2(again.ok(), qPrintable(again.error().toString()));
        QVERIFY(!again.value().changed);
        const store::AuditVerification chain = verifyChain();
        QVERIFY2(chain.isIntact(), qPrintable(chain.message()));
        QCOMPARE(chain.entriesChecked(), 7);
    }

    void theDatabasesCanonicalJsonIsCanonicalJsons()
    {
        QString why;
        QVERIFY2(m_team.setUp(&why), qPrintable(why));
        const QJsonObject value {
            {u"b"_s, u"quote \" backslash \\ tab \t newline \n bell \u0007 é € 😀"_s},
            {u"a"_s, QJsonArray {1, -2, 9007199254740991LL, true, false, QJsonValue::Null, u""_s}},
            {u"B"_s, QJsonObject {{u"z"_s, 0}, {u"aa"_s, QJsonObject {}}, {u"_"_s, QJsonArray {}}}},
            {u"amount"_s, 1234567},
        };
        const QByteArray expected = *store::CanonicalJson::serialize(value);
        QSqlQuery q(m_team.ownerSql());
        QVERIFY(q.prepare(u"SELECT paydesk_canonical_json(CAST(:v AS jsonb))"_s));
        q.bindValue(u":v"_s, QString::fromUtf8(QJsonDocument(value).toJson(QJsonDocument::Indented)));
        QVERIFY2(q.exec() && q.next(), qPrintable(q.lastError().text()));
        QCOMPARE(q.value(0).toString().toUtf8(), expected);

        // Money::toWire() of the currency's exponent.
        QVERIFY(
            q.exec(u"SELECT paydesk_t_money('UGX', 1234) ->> 'value', paydesk_t_money('EUR', 5) ->> 'value', "
                   "paydesk_t_money('EUR', -123456) ->> 'value'"_s)
            && q.next());
        QCOMPARE(q.value(0).toString(), u"1234"_s);
        QCOMPARE(q.value(1).toString(), u"0.05"_s);
        QCOMPARE(q.value(2).toString(), u"-1234.56"_s);
    }
};

QTEST_GUILESS_MAIN(TestTeamSchema)
#include "tst_teamschema.moc"
