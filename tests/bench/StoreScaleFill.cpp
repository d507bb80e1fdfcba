// SPDX-License-Identifier: GPL-3.0-or-later
#include "StoreScaleFill.h"

#include "ApprovalSupport.h"
#include "Ksuid.h"
#include "SandboxFixture.h" // test::kenyaPayout()
#include "outbox/OutboxProcessor.h"
#include "outbox/OutboxStore.h"
#include "outbox/PayoutFollowStore.h"
#include "payouts/PayoutDraftForm.h"
#include "profiles/Profile.h"
#include "store/AuditEntry.h"
#include "store/AuditLog.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlField>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTimeZone>
#include <QUuid>

#include <algorithm>
#include <array>
#include <vector>

using namespace Qt::StringLiterals;

namespace paydesk::bench {

namespace {

using payouts::PayoutDraft;
using State = PayoutDraft::State;

// The kinds of row, each made once through Paydesk's code.
enum Kind {
    SentSettled,
    FailedSettled,
    AcceptedPending,
    Rejected,
    Uncertain,
    Submitting,
    Expired,
    Approved,
    Awaiting,
    Draft,
    KindCount
};

// The texts of a template that a copy replaces (each unique in what Paydesk wrote).
enum Token {
    TokId,
    TokKey,
    TokCustom,
    TokPhone,
    TokAmount,
    TokAmountMinor,
    TokPayout,
    TokBodySha,
    TokenCount
};

struct Segment
{
    int token = -1; // -1: literal; TokenCount: a time to move
    QString literal;
    QDateTime time;
};

// A text of a template (a column, an entry's detail) cut where a copy differs.
struct Pattern
{
    QList<Segment> segments;
    bool isNull = false;
    QVariant plain; // a non-text value, copied as it is

    QString render(const std::array<QString, TokenCount> &values, qint64 shiftMs) const
    {
        QString out;
        for (const Segment &s : segments) {
            if (s.token < 0)
                out += s.literal;
            else if (s.token == TokenCount)
                out += store::AuditEntry::timeText(s.time.addMSecs(shiftMs));
            else
                out += values[size_t(s.token)];
        }
        return out;
    }
};

Pattern cut(const QString &text, const std::array<QString, TokenCount> &tokens)
{
    static const QRegularExpression time(u"\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z"_s);
    struct Hit
    {
        qsizetype at, length;
        int token;
        QDateTime time;
    };
    QList<Hit> hits;
    for (int t = 0; t < TokenCount; ++t) {
        if (tokens[size_t(t)].isEmpty())
            continue;
        for (qsizetype at = text.indexOf(tokens[size_t(t)]); at >= 0;
             at = text.indexOf(tokens[size_t(t)], at + 1))
            hits.append({at, tokens[size_t(t)].size(), t, {}});
    }
    for (auto it = time.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        hits.append({m.capturedStart(), m.capturedLength(), TokenCount,
                     store::AuditEntry::timeFromText(m.captured())});
    }
    std::sort(hits.begin(), hits.end(), [](const Hit &a, const Hit &b) { return a.at < b.at; });
    Pattern p;
    qsizetype from = 0;
    for (const Hit &h : std::as_const(hits)) {
        if (h.at < from)
            continue; // inside a longer token
        if (h.at > from)
            p.segments.append({-1, text.mid(from, h.at - from), {}});
        p.segments.append({h.token, {}, h.time});
        from = h.at + h.length;
    }
    if (from < text.size())
        p.segments.append({-1, text.mid(from), {}});
    return p;
}

struct EntryTemplate
{
    qint64 offsetMs = 0; // after the row's created_at
    QString osUser;
    QString profileId;
    QString action;
    Pattern detail;
};

struct RowTemplate
{
    QDateTime created;
    QStringList columns;
    QList<Pattern> values;
    QList<EntryTemplate> entries;
    std::array<QString, TokenCount> tokens;
};

QString sha256Hex(const QString &text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex());
}

QString uuid()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

// The template's tokens: its own texts, each distinctive.
constexpr int kTemplateMinor = 432109; // 4321.09: no other text of a row has these digits
QString templatePhone(int kind)
{
    return u"+25471399%1"_s.arg(kind, 4, 10, QChar(u'0'));
}

struct Maker
{
    store::Store &db;
    store::AuditLog &log;
    store::PayoutDrafts &drafts;
    outbox::OutboxStore &outbox;
    test::TestApprovals &team;
    outbox::PayoutFollowStore follow;
    QDateTime &clock;
    QString error;
    std::optional<store::AuthenticatedOperator> maker;

    void step(qint64 ms) { clock = clock.addMSecs(ms); }

    template<typename T> bool check(const store::StoreResult<T> &r, const char *what)
    {
        if (!r.ok() && error.isEmpty())
            error = QString::fromLatin1(what) + u": "_s + r.error().toString();
        return r.ok();
    }
    bool checkOutcome(const approvals::ApprovalDesk::Outcome &o, const char *what)
    {
        if (!o.ok() && error.isEmpty())
            error = QString::fromLatin1(what) + u": "_s + o.message + o.storeError.toString();
        return o.ok();
    }

    PayoutDraft::Content content(int kind) const
    {
        QJsonObject body = test::kenyaPayout(u"4321.09"_s, templatePhone(kind));
        body.insert(u"custom_id"_s, u"TPLCUSTOM%1"_s.arg(kind, 2, 10, QChar(u'0')));
        body.insert(u"purpose"_s, u"SALARY"_s);
        PayoutDraft::Content c;
        // The form's own reading of the body, as New payout saves it.
        payouts::PayoutDraftForm form(nullptr);
        form.fromRequestJson(body);
        c.requestBody = body;
        c.formSnapshot = form.snapshot();
        c.recipientSummary = u"Jane Wanjiku, %1 (MOBILE_MONEY, KE)"_s.arg(templatePhone(kind));
        c.lookup = PayoutDraft::Lookup::Match;
        c.registeredName = u"JANE WANJIKU"_s;
        c.maker = test::TestApprovals::maker();
        return c;
    }

    // The row of `kind` as Paydesk makes it; its id, or empty.
    QString make(int kind, const QString &owner)
    {
        const QString profile = scaleProfileId();
        const auto saved = drafts.save(profile, content(kind));
        if (!check(saved, "draft"))
            return {};
        PayoutDraft row = saved.value();
        if (kind == Draft) {
            step(60000);
            drafts.recordOpened(profile, row); // a padding entry's template
            db.waitForPosted();
            return row.id;
        }
        step(10 * 60000);
        if (!maker) {
            (void)team.approve(profile, u"-"_s, 0); // adds the team and signs the maker in (refused row)
            error.clear();
            store::AuthResult a = team.operators().authenticate(
                test::TestApprovals::maker(),
                test::TestApprovals::passphraseOf(test::TestApprovals::maker()));
            if (!a.ok()) {
                error = u"maker: "_s + a.message();
                return {};
            }
            maker = std::move(a.authenticated);
        }
        const auto submitted = team.desk().submit(*maker, profile, row.id, row.revision);
        if (!checkOutcome(submitted, "submit"))
            return {};
        row = submitted.row;
        if (kind == Awaiting)
            return row.id;
        if (kind == Expired) {
            step(8LL * 24 * 3600 * 1000);
            if (!check(team.desk().expireDue(), "expire"))
                return {};
            return row.id;
        }
        step(2 * 3600 * 1000);
        const auto approved
            = team.desk().approve(profile, row.id, row.revision, test::TestApprovals::approver(),
                                  test::TestApprovals::passphraseOf(test::TestApprovals::approver()));
        if (!checkOutcome(approved, "approve"))
            return {};
        if (kind == Approved)
            return row.id;
        step(5000);
        const auto claimed = outbox.claim(owner, outbox::OutboxStore::Claim::Due, std::chrono::seconds(60));
        if (!check(claimed, "claim"))
            return {};
        if (!claimed.value() || claimed.value()->id != row.id) {
            error = u"claim: not the row made"_s;
            return {};
        }
        const auto sending = outbox.markSubmitting(*claimed.value(), owner);
        if (!check(sending, "submitting"))
            return {};
        if (kind == Submitting)
            return row.id;
        step(800);
        if (kind == Rejected) {
            const QJsonObject reasons {{u"message"_s, u"The recipient's account cannot receive payouts."_s},
                                       {u"fields"_s, QJsonObject()}};
            return check(outbox.markRejected(sending.value(), owner, 422, u"ACCOUNT_INVALID"_s, reasons),
                         "reject")
                ? row.id
                : QString();
        }
        if (kind == Uncertain) {
            return check(outbox.markUncertain(sending.value(), owner, u"no_answer"_s,
                                              u"Operation timed out"_s, clock.addSecs(6 * 3600)),
                         "uncertain")
                ? row.id
                : QString();
        }
        const QString payoutId = sandbox::Ksuid::make("pyt-", clock);
        const auto accepted = outbox.markAccepted(sending.value(), owner, payoutId, u"created"_s);
        if (!check(accepted, "accept"))
            return {};
        step(2000);
        auto look = [&](const PayoutDraft &before, const QString &state, bool settle,
                        qint64 nextMs) -> std::optional<PayoutDraft> {
            outbox::FollowLook l;
            l.state = state;
            l.settle = settle;
            l.followRetries = state == before.progress.payoutState ? before.submission.followRetries + 1 : 0;
            if (!settle)
                l.nextFollowAt = clock.addMSecs(nextMs);
            const auto written = follow.record(before, l, clock);
            if (!check(written, "follow") || !written.value()) {
                if (error.isEmpty())
                    error = u"follow: not written"_s;
                return std::nullopt;
            }
            return *written.value();
        };
        auto pending = look(accepted.value(), u"PENDING"_s, false, 2000);
        if (!pending)
            return {};
        if (kind == AcceptedPending)
            return row.id;
        step(30000);
        if (kind == FailedSettled)
            return look(*pending, u"FAILED"_s, true, 0) ? row.id : QString();
        auto sent = look(*pending, u"SENT"_s, false, 60000);
        if (!sent)
            return {};
        step(3LL * 24 * 3600 * 1000 + 60000);
        return look(*sent, u"SENT"_s, true, 0) ? row.id : QString();
    }
};

std::optional<RowTemplate> readTemplate(store::Store &db, store::AuditLog &log, const QString &id,
                                        QString *why)
{
    const auto connection = db.connection();
    QSqlQuery q(connection.value());
    if (!q.prepare(u"SELECT * FROM payout_outbox WHERE id = :id"_s)) {
        *why = q.lastError().text();
        return std::nullopt;
    }
    q.bindValue(u":id"_s, id);
    if (!q.exec() || !q.next()) {
        *why = u"template row %1: "_s.arg(id) + q.lastError().text();
        return std::nullopt;
    }
    const QSqlRecord record = q.record();
    RowTemplate t;
    auto text = [&](const char *column) { return record.value(QLatin1String(column)).toString(); };
    t.created = store::AuditEntry::timeFromText(text("created_at"));
    const QJsonObject body = QJsonDocument::fromJson(text("request_body").toUtf8()).object();
    t.tokens[TokId] = id;
    t.tokens[TokKey] = text("idempotency_key");
    t.tokens[TokCustom] = text("custom_id");
    t.tokens[TokPhone] = body.value(u"payment_account"_s)
                             .toObject()
                             .value(u"mobile_money"_s)
                             .toObject()
                             .value(u"number"_s)
                             .toString();
    t.tokens[TokAmount] = u"4321.09"_s;
    t.tokens[TokAmountMinor] = QString::number(kTemplateMinor);
    t.tokens[TokPayout] = text("provider_payout_id");
    t.tokens[TokBodySha] = sha256Hex(text("request_body"));
    for (int i = 0; i < record.count(); ++i) {
        t.columns.append(record.fieldName(i));
        const QVariant v = record.value(i);
        Pattern p;
        if (v.isNull()) {
            p.isNull = true;
            p.plain = QVariant(record.field(i).metaType());
        } else if (v.typeId() == QMetaType::QString) {
            p = cut(v.toString(), t.tokens);
        } else if (v.toLongLong() == kTemplateMinor) {
            p = cut(v.toString(), t.tokens);
            p.plain = v; // re-read as a number
        } else {
            p.plain = v;
        }
        t.values.append(p);
    }
    const auto entries = log.entriesOfOutboxRow(id);
    if (!entries.ok()) {
        *why = entries.error().toString();
        return std::nullopt;
    }
    for (const store::AuditEntry &e : entries.value())
        t.entries.append(
            {t.created.msecsTo(e.time), e.osUser, e.profileId, e.action, cut(e.detail, t.tokens)});
    return t;
}

// A bulk row: its kind, time and texts.
struct Copy
{
    quint8 kind = 0;
    qint64 createdMs = 0; // since the epoch
    int padding = 0; // draft.opened entries
    std::array<QString, TokenCount> values;
};

// An entry to write: whose, which of its template's (>= 1000: a padding entry), when.
struct Pending
{
    qint64 timeMs;
    int row;
    int which;
};

} // namespace

QString scaleProfileId()
{
    return profiles::Profile::localSandboxId();
}

FillResult fillStore(const FillOptions &options)
{
    FillResult result;
    QElapsedTimer elapsed;
    elapsed.start();
    const auto say = [&](const QString &line) {
        if (options.progress)
            options.progress(u"[fill %1 s] "_s.arg(elapsed.elapsed() / 1000.0, 0, 'f', 1) + line);
    };
    store::Store db(store::StoreConfig::sqlite(options.file));
    if (const auto opened = db.open(); !opened.ok()) {
        result.error = opened.error().toString();
        return result;
    }
    store::AuditLog log(&db);
    store::PayoutDrafts drafts(&db, &log);
    outbox::OutboxStore outbox(&db, &log);
    test::TestApprovals team(&db, &log, &outbox);

    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QDateTime oldest = now.addYears(-3);
    QDateTime clock = oldest.addDays(-30);
    db.setClock([&clock] { return clock; });

    // One row of each kind through Paydesk's code.
    Maker maker {db, log, drafts, outbox, team, outbox::PayoutFollowStore(&db, &log), clock, {}, {}};
    const QString owner = outbox::OutboxProcessor::processOwner();
    std::array<RowTemplate, KindCount> templates;
    std::optional<EntryTemplate> opened;
    for (int kind = 0; kind < KindCount; ++kind) {
        const QString id = maker.make(kind, owner);
        if (id.isEmpty()) {
            result.error = u"template %1: "_s.arg(kind) + maker.error;
            return result;
        }
        QString why;
        std::optional<RowTemplate> t = readTemplate(db, log, id, &why);
        if (!t) {
            result.error = why;
            return result;
        }
        templates[size_t(kind)] = *t;
        maker.step(60000);
    }
    for (const EntryTemplate &e : templates[Draft].entries)
        if (e.action == u"draft.opened")
            opened = e;
    db.setClock({});
    if (!opened) {
        result.error = u"no draft.opened entry"_s;
        return result;
    }
    say(u"one row of each kind made through Paydesk's code"_s);

    // The mix.
    const int n = std::max(options.outbox - int(KindCount), 100);
    std::array<int, KindCount> count {};
    const auto share = [n](double fraction) { return std::max(1, int(n * fraction)); };
    count[Awaiting] = share(0.10);
    count[Draft] = share(0.04);
    count[Expired] = share(0.02);
    count[Approved] = share(0.005);
    count[Submitting] = share(0.001);
    count[Uncertain] = share(0.10);
    count[Rejected] = share(0.02);
    count[AcceptedPending] = share(0.03);
    count[FailedSettled] = share(0.034);
    int used = 0;
    for (int k = 0; k < KindCount; ++k)
        used += count[size_t(k)];
    count[SentSettled] = n - used;
    const auto recent = [](int kind) {
        return kind == Awaiting || kind == Draft || kind == Approved || kind == Submitting
            || kind == AcceptedPending;
    };
    QRandomGenerator random(24);
    std::vector<quint8> oldKinds, newKinds;
    for (int k = 0; k < KindCount; ++k)
        for (int i = 0; i < count[size_t(k)]; ++i)
            (recent(k) ? newKinds : oldKinds).push_back(quint8(k));
    std::shuffle(oldKinds.begin(), oldKinds.end(), random);
    std::shuffle(newKinds.begin(), newKinds.end(), random);
    // Awaiting: the last 3 days, so that none is past its expiry (7 days).
    std::stable_partition(newKinds.begin(), newKinds.end(), [](quint8 k) { return k != Awaiting; });

    std::vector<Copy> copies(static_cast<size_t>(n));
    const qint64 oldFrom = oldest.toMSecsSinceEpoch();
    const qint64 oldTo = now.addDays(-14).toMSecsSinceEpoch();
    const qint64 newFrom = oldTo;
    const qint64 awaitingFrom = now.addDays(-3).toMSecsSinceEpoch();
    const qint64 newTo = now.addSecs(-3600).toMSecsSinceEpoch();
    const int awaitingCount = count[Awaiting];
    const int otherNew = int(newKinds.size()) - awaitingCount;
    for (int i = 0; i < n; ++i) {
        Copy &c = copies[size_t(i)];
        if (i < int(oldKinds.size())) {
            c.kind = oldKinds[size_t(i)];
            c.createdMs = oldFrom + (oldTo - oldFrom) * i / std::max<qint64>(1, qint64(oldKinds.size()));
        } else {
            const int j = i - int(oldKinds.size());
            c.kind = newKinds[size_t(j)];
            c.createdMs = j < otherNew
                ? newFrom + (awaitingFrom - newFrom) * j / std::max(1, otherNew)
                : awaitingFrom + (newTo - awaitingFrom) * (j - otherNew) / std::max(1, awaitingCount);
        }
        const qint64 minor = 5000 + qint64(random.bounded(2000000)); // 50.00 .. 20,050.00 KES
        c.values[TokId] = uuid();
        c.values[TokKey] = uuid();
        c.values[TokCustom]
            = u"PD-%1-%2"_s.arg(QDateTime::fromMSecsSinceEpoch(c.createdMs, Qt::UTC).toString(u"yyyyMMdd"_s))
                  .arg(i, 7, 10, QChar(u'0'));
        c.values[TokPhone] = u"+2547131%1"_s.arg(i % 5000, 5, 10, QChar(u'0')); // 5,000 recipients
        c.values[TokAmount] = u"%1.%2"_s.arg(minor / 100).arg(minor % 100, 2, 10, QChar(u'0'));
        c.values[TokAmountMinor] = QString::number(minor);
        c.values[TokPayout]
            = sandbox::Ksuid::make("pyt-", QDateTime::fromMSecsSinceEpoch(c.createdMs, Qt::UTC));
    }

    // The audit entries: the rows' own, padding, or the newest only.
    const auto existing = [&]() -> qint64 {
        QSqlQuery q(db.connection().value());
        q.exec(u"SELECT last_seq FROM audit_head WHERE id = 1"_s);
        return q.next() ? q.value(0).toLongLong() : 0;
    }();
    qint64 natural = 0;
    for (const Copy &c : copies)
        natural += templates[c.kind].entries.size();
    const qint64 budget = std::max<qint64>(0, options.audit - existing);
    if (budget > natural) {
        const qint64 extra = budget - natural;
        for (int i = 0; i < n; ++i)
            copies[size_t(i)].padding = int(extra / n + (i < extra % n ? 1 : 0));
    }
    std::vector<Pending> pending;
    pending.reserve(size_t(std::max(budget, natural)));
    for (int i = 0; i < n; ++i) {
        const Copy &c = copies[size_t(i)];
        const RowTemplate &t = templates[c.kind];
        for (int e = 0; e < t.entries.size(); ++e)
            pending.push_back({c.createdMs + t.entries.at(e).offsetMs, i, e});
        for (int p = 0; p < c.padding; ++p) // reopened before it was submitted (10 min later)
            pending.push_back({c.createdMs + 1000 + (p % 500) * 1000, i, 1000 + p});
    }
    std::sort(pending.begin(), pending.end(), [](const Pending &a, const Pending &b) {
        return a.timeMs != b.timeMs ? a.timeMs < b.timeMs
            : a.row != b.row        ? a.row < b.row
                                    : a.which < b.which;
    });
    const size_t skip = pending.size() > size_t(budget) ? pending.size() - size_t(budget) : 0;
    say(u"%1 rows planned, %2 audit entries (%3 of the rows' own, %4 left out: the oldest)"_s.arg(n)
            .arg(qint64(pending.size() - skip))
            .arg(natural)
            .arg(qint64(skip)));

    // Written in one transaction, by prepared statements.
    const QSqlDatabase connection = db.connection().value();
    QSqlQuery begin(connection);
    if (!begin.exec(u"BEGIN IMMEDIATE"_s)) {
        result.error = begin.lastError().text();
        return result;
    }
    const QStringList columns = templates[0].columns;
    QStringList marks;
    for (qsizetype i = 0; i < columns.size(); ++i)
        marks.append(u"?"_s);
    QSqlQuery insertRow(connection);
    if (!insertRow.prepare(u"INSERT INTO payout_outbox (%1) VALUES (%2)"_s.arg(columns.join(u", "_s),
                                                                               marks.join(u", "_s)))) {
        result.error = insertRow.lastError().text();
        return result;
    }
    std::vector<qint64> shift(static_cast<size_t>(n));
    int due = 0;
    for (int i = 0; i < n; ++i) {
        Copy &c = copies[size_t(i)];
        const RowTemplate &t = templates[c.kind];
        if (t.columns != columns) {
            result.error = u"templates with other columns"_s;
            return result;
        }
        shift[size_t(i)] = c.createdMs - t.created.toMSecsSinceEpoch();
        const int bodyAt = int(columns.indexOf(u"request_body"_s));
        c.values[TokBodySha] = sha256Hex(t.values.at(bodyAt).render(c.values, shift[size_t(i)]));
        for (qsizetype col = 0; col < columns.size(); ++col) {
            const Pattern &p = t.values.at(col);
            QVariant v;
            if (p.isNull)
                v = p.plain;
            else if (p.plain.isValid() && p.segments.isEmpty())
                v = p.plain;
            else if (p.plain.isValid())
                v = p.render(c.values, 0).toLongLong();
            else
                v = p.render(c.values, shift[size_t(i)]);
            insertRow.bindValue(int(col), v);
        }
        if (c.kind == AcceptedPending) {
            // At most 200 due now; the others in 10 to 60 minutes.
            const qint64 next = due++ < 200 ? now.toMSecsSinceEpoch() - 60000
                                            : now.toMSecsSinceEpoch() + 600000 + random.bounded(3000000);
            insertRow.bindValue(int(columns.indexOf(u"next_follow_at"_s)),
                                store::AuditEntry::timeText(QDateTime::fromMSecsSinceEpoch(next, Qt::UTC)));
        }
        if (!insertRow.exec()) {
            result.error = u"row %1: "_s.arg(i) + insertRow.lastError().text();
            return result;
        }
        if ((i + 1) % 20000 == 0)
            say(u"%1 rows"_s.arg(i + 1));
    }

    QSqlQuery head(connection);
    head.exec(u"SELECT last_seq, last_hash FROM audit_head WHERE id = 1"_s);
    if (!head.next()) {
        result.error = u"no audit head"_s;
        return result;
    }
    qint64 seq = head.value(0).toLongLong();
    QString previous = head.value(1).toString();
    head.finish();
    QSqlQuery insertEntry(connection);
    if (!insertEntry.prepare(u"INSERT INTO audit_log (seq, recorded_at, os_user, profile_id, action, detail, "
                             "prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s)) {
        result.error = insertEntry.lastError().text();
        return result;
    }
    for (size_t k = skip; k < pending.size(); ++k) {
        const Pending &p = pending[k];
        const Copy &c = copies[size_t(p.row)];
        const EntryTemplate &t = p.which >= 1000 ? *opened : templates[c.kind].entries.at(p.which);
        store::AuditEntry e;
        e.seq = ++seq;
        e.time = QDateTime::fromMSecsSinceEpoch(p.timeMs, Qt::UTC);
        e.osUser = t.osUser;
        e.profileId = t.profileId;
        e.action = t.action;
        // A padding entry is the draft template's; rendered with this row's texts and times.
        e.detail
            = t.detail.render(c.values,
                              p.which >= 1000 ? c.createdMs - templates[Draft].created.toMSecsSinceEpoch()
                                              : shift[size_t(p.row)]);
        e.previousHash = previous;
        e.hash = e.computeHash();
        previous = e.hash;
        insertEntry.bindValue(0, e.seq);
        insertEntry.bindValue(1, store::AuditEntry::timeText(e.time));
        insertEntry.bindValue(2, e.osUser);
        insertEntry.bindValue(3, e.profileId);
        insertEntry.bindValue(4, e.action);
        insertEntry.bindValue(5, e.detail);
        insertEntry.bindValue(6, e.previousHash);
        insertEntry.bindValue(7, e.hash);
        if (!insertEntry.exec()) {
            result.error = u"entry %1: "_s.arg(e.seq) + insertEntry.lastError().text();
            return result;
        }
        if ((k - skip + 1) % 100000 == 0)
            say(u"%1 audit entries"_s.arg(qint64(k - skip + 1)));
    }
    QSqlQuery update(connection);
    update.prepare(u"UPDATE audit_head SET last_seq = ?, last_hash = ? WHERE id = 1"_s);
    update.bindValue(0, seq);
    update.bindValue(1, previous);
    if (!update.exec() || !QSqlQuery(connection).exec(u"COMMIT"_s)) {
        result.error = u"commit: "_s + update.lastError().text();
        return result;
    }
    // No ANALYZE: Paydesk never runs one, so the planner has no statistics here either.
    QSqlQuery rows(connection);
    rows.exec(u"SELECT COUNT(*) FROM payout_outbox"_s);
    result.rows = rows.next() ? rows.value(0).toInt() : 0;
    result.entries = seq;
    result.seconds = elapsed.elapsed() / 1000.0;
    result.ok = true;
    say(u"done: %1 rows, %2 audit entries"_s.arg(result.rows).arg(result.entries));
    return result;
}

} // namespace paydesk::bench
