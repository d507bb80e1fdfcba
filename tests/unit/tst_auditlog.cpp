// SPDX-License-Identifier: GPL-3.0-or-later
// The audit log read as a long log is read: its search and period in SQL (AuditLog::search(), the
// words a person reads mapped to ids by audit::AuditFilter), the check since the last whole
// verification (AuditLog::verifySinceCheckpoint(): what it reads, what it finds and what is not its
// to find), and the whole verification as a Task (audit::AuditVerifyTask: progress, Cancel, the
// checkpoint). One suite, registered twice, as tst_store:
//   tst_auditlog           (label unit)      a SQLite file for each test
//   tst_auditlog_postgres  (label postgres)  PAYDESK_TEST_STORE=postgres: the server of
//                                            PAYDESK_TEST_PG, a fresh schema for each test

#include "StoreBackend.h"
#include "audit/AuditFilter.h"
#include "audit/AuditIntegrity.h"
#include "audit/AuditVerifyTask.h"
#include "store/AuditEntry.h"
#include "store/AuditLog.h"
#include "store/Store.h"

#include <QJsonObject>
#include <QPointer>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::store;
using namespace Qt::StringLiterals;
using Action = AuditEvent::Action;
using Problem = AuditVerification::Problem;

namespace {

const QDateTime day0(QDate(2026, 3, 1), QTime(0, 0), Qt::UTC);

QList<qint64> seqs(const QList<AuditEntry> &entries)
{
    QList<qint64> out;
    for (const AuditEntry &e : entries)
        out << e.seq;
    return out;
}

} // namespace

class TestAuditLog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QString why;
        QVERIFY2(m_backend.setUp(&why), qPrintable(why));
    }
    void init()
    {
        QString why;
        QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
        m_store = std::make_unique<Store>(m_backend.config());
        m_log = std::make_unique<AuditLog>(m_store.get());
    }
    void cleanup()
    {
        m_log.reset();
        m_store.reset();
        m_backend.endTest();
    }
    void cleanupTestCase() { m_backend.tearDown(); }

    // Words found in what is stored, whatever their case, newest first, a page at a time by the
    // entries' numbers; every word must be found; LIKE's wildcards are letters like others.
    void searchFindsStoredTextNewestFirstInPages()
    {
        for (int i = 1; i <= 30; ++i) {
            const QString ref = i % 3 == 0 ? u"PD-Ref_%1"_s.arg(i) : u"PD-RefX%1"_s.arg(i);
            append(AuditEvent(
                Action::DraftSaved, u"profile-%1"_s.arg(i % 2),
                QJsonObject {{u"custom_id"_s, ref}, {u"note"_s, i == 7 ? u"100% done"_s : u"100 done"_s}}));
        }
        // "pd-ref_" (lower case, with an underscore): only the references with an underscore.
        QList<qint64> found = all(search(u"pd-ref_"_s));
        QCOMPARE(found, (QList<qint64> {30, 27, 24, 21, 18, 15, 12, 9, 6, 3}));
        // A page at a time: two, then from where the first stopped.
        const StoreResult<AuditSearchPage> first = m_log->search(search(u"PD-REF_"_s), 0, 2);
        QVERIFY(first.ok());
        QCOMPARE(seqs(first.value().entries), (QList<qint64> {30, 27}));
        QCOMPARE(first.value().nextBefore, 27);
        const StoreResult<AuditSearchPage> second = m_log->search(search(u"PD-REF_"_s), 27, 2);
        QCOMPARE(seqs(second.value().entries), (QList<qint64> {24, 21}));
        // "%" is a percent sign, not "anything".
        QCOMPARE(all(search(u"100%"_s)), QList<qint64> {7});
        // Every word: a reference and a profile id.
        QCOMPARE(all(search(u"ref_ profile-0"_s)), (QList<qint64> {30, 24, 18, 12, 6}));
        // The action key and the computer's user are text too.
        QCOMPARE(all(search(u"DRAFT.SAVED"_s)).size(), 30);
        QCOMPARE(all(search(Store::osUser().toUpper())).size(), 30);
        QCOMPARE(all(search(u"nothing-like-this"_s)), QList<qint64>());
        // Letters beyond ASCII, in another case than stored.
        append(
            AuditEvent(Action::DraftSaved, u"profile-1"_s, QJsonObject {{u"recipient"_s, u"Émile Zoé"_s}}));
        QCOMPARE(all(search(u"émile ZOÉ"_s)), QList<qint64> {31});
    }

    // A statement reads at most `window` numbers: a short page says where to go on, and going on
    // finds the rest.
    void searchReadsAWindowAtATime()
    {
        for (int i = 1; i <= 40; ++i)
            append(AuditEvent(Action::KeySaved, i == 3 || i == 38 ? u"rare"_s : u"common"_s));
        const AuditSearch rare = search(u"rare"_s);
        const StoreResult<AuditSearchPage> page = m_log->search(rare, 0, 10, 0, 10);
        QVERIFY(page.ok());
        QCOMPARE(seqs(page.value().entries), QList<qint64> {38});
        QCOMPARE(page.value().top, 40);
        QCOMPARE(page.value().nextBefore, 31); // numbers 31 to 40 read
        QList<qint64> found = seqs(page.value().entries);
        qint64 before = page.value().nextBefore;
        int statements = 1;
        while (before > 0) {
            const StoreResult<AuditSearchPage> next = m_log->search(rare, before, 10, 0, 10);
            QVERIFY(next.ok());
            found += seqs(next.value().entries);
            before = next.value().nextBefore;
            QVERIFY(++statements <= 5);
        }
        QCOMPARE(found, (QList<qint64> {38, 3}));
        // Above a number: what was appended since (the model's new entries on top).
        append(AuditEvent(Action::KeySaved, u"rare"_s));
        append(AuditEvent(Action::KeySaved, u"common"_s));
        const StoreResult<AuditSearchPage> newer = m_log->search(rare, 0, 10, 40);
        QCOMPARE(seqs(newer.value().entries), QList<qint64> {41});
        QCOMPARE(newer.value().top, 42);
        QCOMPARE(newer.value().nextBefore, 0);
    }

    // The words a person reads: an action's name, a profile's name, an operator's name.
    void searchFindsWhatAPersonReads()
    {
        append(AuditEvent(Action::ApprovalGranted, u"p-acme"_s, QJsonObject {{u"actor"_s, u"abe"_s}}));
        append(AuditEvent(Action::DraftSaved, u"p-acme"_s, QJsonObject {{u"maker"_s, u"mia"_s}}));
        append(AuditEvent(Action::DraftSaved, u"p-other"_s, QJsonObject {{u"maker"_s, u"abe"_s}}));
        append(AuditEvent(Action::KeySaved, u"p-other"_s, QJsonObject {{u"actor"_s, u"abel"_s}}));
        const QHash<QString, QString> profiles {{u"p-acme"_s, u"Acme Kenya"_s}, {u"p-other"_s, u"Other"_s}};
        const QHash<QString, QString> operators {
            {u"abe"_s, u"Abe Mensah"_s}, {u"mia"_s, u"Mia Wanjiru"_s}, {u"abel"_s, u"Abel Tesfaye"_s}};
        const auto find = [&](const QString &text) {
            audit::AuditFilter filter;
            filter.text = text;
            return all(filter.toSearch(profiles, operators));
        };
        QCOMPARE(find(u"approved"_s), QList<qint64> {1}); // "Payout approved"
        QCOMPARE(find(u"KENYA"_s), (QList<qint64> {2, 1})); // the profile's name
        QCOMPARE(find(u"mensah"_s), (QList<qint64> {3, 1})); // Abe's id, not Abel's
        QCOMPARE(find(u"mensah drafted"_s), QList<qint64> {3}); // "Payout drafted"
        QCOMPARE(find(u"wanjiru"_s), QList<qint64> {2});
    }

    // A period of days: exactly the entries of those days, newest first, though an entry's time
    // may be earlier than an older entry's (clocks of several computers).
    void periodFindsTheEntriesOfItsDays()
    {
        // Six days (1 to 6 March), four entries a day at 01:00, 06:00, 11:00 and 16:00; entry 10
        // written by a computer whose clock says 2 March 23:00 among entries of the 3rd, and entry
        // 17 says 4 March 23:30 among entries of the 5th.
        for (int i = 0; i < 24; ++i) {
            QDateTime t = day0.addDays(i / 4).addSecs(3600 * (1 + 5 * (i % 4)));
            if (i == 9)
                t = day0.addDays(2).addSecs(-3600);
            if (i == 16)
                t = day0.addDays(4).addSecs(-1800);
            append(AuditEvent(Action::KeySaved, u"p-%1"_s.arg(i), {}, t));
        }
        // 3 and 4 March.
        AuditSearch period;
        period.from = day0.addDays(2);
        period.to = day0.addDays(4);
        const QList<qint64> found = all(period);
        QCOMPARE(found, (QList<qint64> {17, 16, 15, 14, 13, 12, 11, 9}));
        // Through the page's filter of local days, here in UTC.
        audit::AuditFilter days;
        days.from = QDate(2026, 3, 3);
        days.to = QDate(2026, 3, 4);
        QCOMPARE(all(days.toSearch({}, {}, QTimeZone::utc())), found);
        // With words, and a page at a time.
        period.words = search(u"P-1"_s).words;
        QCOMPARE(all(period), (QList<qint64> {17, 16, 15, 14, 13, 12, 11}));
        const StoreResult<AuditSearchPage> page = m_log->search(period, 0, 4);
        QCOMPARE(seqs(page.value().entries), (QList<qint64> {17, 16, 15, 14}));
        QCOMPARE(page.value().nextBefore, 14);
        // A period before every entry, and one after.
        AuditSearch before;
        before.to = day0;
        QCOMPARE(all(before), QList<qint64>());
        AuditSearch after;
        after.from = day0.addDays(30);
        QCOMPARE(all(after), QList<qint64>());
    }

    // The check since the last whole verification reads what was written since, not the log.
    void sinceTheCheckpointReadsOnlyWhatCameSince()
    {
        appendMany(50);
        // No checkpoint yet: the whole chain.
        StoreResult<AuditVerification> since = m_log->verifySinceCheckpoint();
        QVERIFY(since.ok());
        QVERIFY(since.value().isIntact());
        QVERIFY(since.value().isWhole());
        QCOMPARE(since.value().entriesRead(), 50);
        QCOMPARE(m_log->checkpointSeq().value(), 0);

        const AuditVerification whole = m_log->verify().value();
        QVERIFY(whole.isIntact());
        QCOMPARE(whole.entriesRead(), 50);
        const StoreResult<std::optional<AuditEntry>> checkpoint = m_log->recordCheckpoint(whole);
        QVERIFY2(checkpoint.ok(), qPrintable(checkpoint.error().toString()));
        QVERIFY(checkpoint.value());
        QCOMPARE(checkpoint.value()->seq, 51);
        QCOMPARE(checkpoint.value()->action, u"audit.verified"_s);
        QCOMPARE(checkpoint.value()->detailObject().value(u"through_seq"_s).toInteger(), 50);
        QCOMPARE(checkpoint.value()->detailObject().value(u"entries"_s).toInteger(), 50);
        QCOMPARE(m_log->checkpointSeq().value(), 51);
        // Nothing written since: no second checkpoint.
        QVERIFY(!m_log->recordCheckpoint(m_log->verify().value()).value());

        appendMany(10);
        since = m_log->verifySinceCheckpoint();
        QVERIFY(since.ok());
        QVERIFY2(since.value().isIntact(), qPrintable(since.value().message()));
        QCOMPARE(since.value().since(), 50);
        QCOMPARE(since.value().entriesChecked(), 61);
        // The checkpoint and the entry it names, then 51 (the checkpoint) to 61: 13, not 61.
        QCOMPARE(since.value().entriesRead(), 13);
        QVERIFY2(since.value().message().contains(u"entries 51 to 61"_s),
                 qPrintable(since.value().message()));
    }

    void sinceTheCheckpointFindsAChangeAfterIt()
    {
        checkpointAfter(20, 10);
        allowTampering();
        QVERIFY(m_backend.exec(u"UPDATE audit_log SET os_user = 'mallory' WHERE seq = 25"_s));
        const AuditVerification v = m_log->verifySinceCheckpoint().value();
        QCOMPARE(v.problem(), Problem::ContentChanged);
        QCOMPARE(v.seq(), 25);
        QVERIFY(v.entriesRead() <= 7);
    }

    // Before the checkpoint is not its to find; the whole verification finds it.
    void aChangeBeforeTheCheckpointIsFoundByTheWholeVerification()
    {
        checkpointAfter(20, 5);
        allowTampering();
        QVERIFY(m_backend.exec(u"UPDATE audit_log SET os_user = 'mallory' WHERE seq = 7"_s));
        QVERIFY(m_log->verifySinceCheckpoint().value().isIntact());
        const AuditVerification whole = m_log->verify().value();
        QCOMPARE(whole.problem(), Problem::ContentChanged);
        QCOMPARE(whole.seq(), 7);
    }

    // The entry a checkpoint names, replaced by one with a hash of its own: the link is gone. The
    // checkpoint itself changed: it no longer gives its hash.
    void aChangedCheckpointTargetIsFound()
    {
        checkpointAfter(20, 5);
        allowTampering();
        const AuditEntry original = m_log->entries(19, 1).value().at(0);
        AuditEntry forged = original;
        forged.osUser = u"mallory"_s;
        forged.hash = forged.computeHash();
        QVERIFY(m_backend.exec(
            u"UPDATE audit_log SET os_user = 'mallory', hash = '%1' WHERE seq = 20"_s.arg(forged.hash)));
        const AuditVerification v = m_log->verifySinceCheckpoint().value();
        QCOMPARE(v.problem(), Problem::CheckpointMismatch);
        QCOMPARE(v.seq(), 20);
        QVERIFY2(v.message().contains(u"entry 20 is not as it was"_s), qPrintable(v.message()));

        QVERIFY(m_backend.exec(u"UPDATE audit_log SET os_user = '%1', hash = '%2' WHERE seq = 20"_s.arg(
            original.osUser, original.hash)));
        QVERIFY(m_log->verifySinceCheckpoint().value().isIntact()); // as it was
        QVERIFY(m_backend.exec(u"UPDATE audit_log SET detail = '{\"entries\":20,\"through_hash\":\"x\","
                               "\"through_seq\":20}' WHERE seq = 21"_s));
        const AuditVerification changed = m_log->verifySinceCheckpoint().value();
        QCOMPARE(changed.problem(), Problem::ContentChanged);
        QCOMPARE(changed.seq(), 21);
    }

    // The whole verification as a Task: progress up to the entries of the log, a checkpoint when
    // whole; cancelled, no checkpoint and no finished().
    void theWholeVerificationIsATask()
    {
        appendMany(95);
        auto *task = new audit::AuditVerifyTask(m_log.get(), nullptr, 10);
        QSignalSpy progress(task, &tasks::Task::progressChanged);
        QSignalSpy finished(task, &tasks::Task::finished);
        QTRY_COMPARE(finished.size(), 1);
        QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(1).toString()));
        QVERIFY(progress.size() >= 10);
        qint64 last = -1;
        for (const QList<QVariant> &p : std::as_const(progress)) {
            QVERIFY(p.at(0).toLongLong() >= last);
            last = p.at(0).toLongLong();
            QCOMPARE(p.at(1).toLongLong(), 95);
        }
        QCOMPARE(last, 95);
        QVERIFY(task->verification()->isIntact());
        QCOMPARE(task->checkpointSeq(), 96);
        QCOMPARE(m_log->checkpointSeq().value(), 96);
    }

    void aCancelledVerificationRecordsNoCheckpoint()
    {
        appendMany(95);
        QPointer<audit::AuditVerifyTask> task = new audit::AuditVerifyTask(m_log.get(), nullptr, 10);
        QSignalSpy finished(task.data(), &tasks::Task::finished);
        connect(task.data(), &tasks::Task::progressChanged, task.data(), [task](qint64 done, qint64) {
            if (done >= 20)
                task->cancel();
        });
        QTRY_VERIFY(!task); // deleted once cancelled
        m_store->waitForPosted();
        QCOMPARE(finished.size(), 0);
        QCOMPARE(m_log->checkpointSeq().value(), 0);
        QCOMPARE(m_log->lastSeq().value(), 95);
    }

    void aBrokenChainRecordsNoCheckpoint()
    {
        appendMany(30);
        allowTampering();
        QVERIFY(m_backend.exec(u"DELETE FROM audit_log WHERE seq = 12"_s));
        auto *task = new audit::AuditVerifyTask(m_log.get(), nullptr, 10);
        QSignalSpy verified(task, &audit::AuditVerifyTask::verified);
        QSignalSpy finished(task, &tasks::Task::finished);
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(verified.size(), 1);
        const auto v = verified.first().at(0).value<AuditVerification>();
        QCOMPARE(v.problem(), Problem::EntryMissing);
        QCOMPARE(v.seq(), 12);
        QCOMPARE(m_log->checkpointSeq().value(), 0);
    }

    // The check after start: since the checkpoint, and a break found in words; a log with many
    // entries since is verified whole in steps, which records a checkpoint.
    void theCheckAfterStartFindsABreak()
    {
        appendMany(30);
        audit::AuditIntegrity integrity(m_log.get());
        integrity.setCheckpointEvery(20);
        QSignalSpy changed(&integrity, &audit::AuditIntegrity::changed);
        integrity.check();
        QTRY_COMPARE(integrity.state(), audit::AuditIntegrity::State::Intact);
        QVERIFY(integrity.verification()->isWhole());
        QCOMPARE(m_log->checkpointSeq().value(), 31); // 30 entries or more: a checkpoint
        QVERIFY(integrity.problem().isEmpty());

        appendMany(5);
        integrity.check();
        QTRY_COMPARE(integrity.state(), audit::AuditIntegrity::State::Intact);
        QCOMPARE(integrity.verification()->since(), 30);
        QCOMPARE(integrity.verification()->entriesRead(), 8); // 31 to 36, and the checkpoint's two
        QCOMPARE(m_log->checkpointSeq().value(), 31); // too few since for another

        allowTampering();
        QVERIFY(m_backend.exec(u"UPDATE audit_log SET os_user = 'mallory' WHERE seq = 34"_s));
        integrity.check();
        QTRY_COMPARE(integrity.state(), audit::AuditIntegrity::State::Broken);
        QVERIFY2(integrity.problem().contains(u"Audit entry 34 was changed"_s),
                 qPrintable(integrity.problem()));
        QVERIFY(changed.size() >= 6);
    }

private:
    void append(const AuditEvent &event)
    {
        const StoreResult<AuditEntry> entry = m_log->append(event);
        QVERIFY2(entry.ok(), qPrintable(entry.error().toString()));
    }
    void appendMany(int n)
    {
        for (int i = 0; i < n; ++i)
            append(AuditEvent(Action::ProfileAdded, u"profile-%1"_s.arg(i),
                              QJsonObject {{u"name"_s, u"P%1"_s.arg(i)}}));
    }
    // `before` entries, a checkpoint through them, `after` entries.
    void checkpointAfter(int before, int after)
    {
        appendMany(before);
        QVERIFY(m_log->recordCheckpoint(m_log->verify().value()).value());
        appendMany(after);
        QVERIFY(m_log->verifySinceCheckpoint().value().isIntact());
    }
    void allowTampering()
    {
        if (m_backend.isPostgres()) {
            QVERIFY(m_backend.exec(u"ALTER TABLE audit_log DISABLE TRIGGER USER"_s));
        } else {
            QVERIFY(m_backend.exec(u"DROP TRIGGER audit_log_append_only_update"_s));
            QVERIFY(m_backend.exec(u"DROP TRIGGER audit_log_append_only_delete"_s));
        }
    }
    static AuditSearch search(const QString &text)
    {
        audit::AuditFilter filter;
        filter.text = text;
        return filter.toSearch({}, {});
    }
    // Every page of a search, newest first.
    QList<qint64> all(const AuditSearch &search)
    {
        QList<qint64> found;
        qint64 before = 0;
        for (int pages = 0; pages < 100; ++pages) {
            const StoreResult<AuditSearchPage> page = m_log->search(search, before, 3);
            if (!page.ok()) {
                qWarning().noquote() << page.error().toString();
                return {-1};
            }
            found += seqs(page.value().entries);
            before = page.value().nextBefore;
            if (before == 0)
                break;
        }
        return found;
    }

    paydesk::test::StoreBackend m_backend;
    std::unique_ptr<Store> m_store;
    std::unique_ptr<AuditLog> m_log;
};

QTEST_GUILESS_MAIN(TestAuditLog)
#include "tst_auditlog.moc"
