// SPDX-License-Identifier: GPL-3.0-or-later
// The /v1 endpoints of the payments service.
#include "Amount.h"
#include "DemoSeed.h"
#include "SandboxEngine.h"
#include "SandboxService.h"
#include "SandboxStore.h"

#include <QCryptographicHash>
#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

enum class Pick { Take, Skip, Stop };

// One page of a list kept in seq order, newest first, older than the cursor `after` and than the
// item at `end` (a bound the caller found by binary search): `pick` says for each item whether it
// is in, out, or the end of what matches (the older ones are all out). The page and the cursor of
// the next one (0 on the last page). O(log n + page) when `pick` skips nothing: a page deep in
// 100,000 payouts costs what the first one does.
template<typename T, typename Picker>
std::pair<QByteArray, qint64> newestFirst(const QList<T> &all, std::optional<qint64> after, int limit,
                                          Picker pick, std::optional<qsizetype> end = std::nullopt)
{
    qsizetype start = end.value_or(all.size()) - 1;
    if (after) { // the first item older than the cursor
        const auto it = std::lower_bound(all.cbegin(), all.cend(), *after,
                                         [](const T &item, qint64 seq) { return item.seq < seq; });
        start = std::min(start, (it - all.cbegin()) - 1);
    }
    JsonWriter page;
    page.beginArray();
    int count = 0;
    qint64 lastSeq = 0;
    qint64 nextSeq = 0;
    for (qsizetype i = start; i >= 0; --i) {
        const Pick p = pick(all[i]);
        if (p == Pick::Skip)
            continue;
        if (p == Pick::Stop)
            break;
        if (count == limit) {
            nextSeq = lastSeq;
            break;
        }
        all[i].writeApi(page);
        ++count;
        lastSeq = all[i].seq;
    }
    page.endArray();
    return {page.take(), nextSeq};
}

// {"data": [every record]}.
template<typename T> QByteArray dataArray(const QList<T> &records)
{
    JsonWriter w;
    w.beginObject();
    w.key(QLatin1StringView("data"));
    w.beginArray();
    for (const T &record : records)
        record.writeApi(w);
    w.endArray();
    w.endObject();
    return w.take();
}

QString notFoundMessage(const char *what, const QString &id)
{
    return u"No %1 with id %2."_s.arg(QLatin1StringView(what), id);
}

// A fictitious, stable holder name for an account number (sandbox lookups reach no provider).
QString fictitiousHolder(const QString &number)
{
    static constexpr const char *kFirst[] = {
        "Amina", "Kwame",  "Wanjiru", "Ibrahim", "Fatou", "Chinedu", "Achieng", "Moussa", "Nadia",  "Rahim",
        "Priya", "Joseph", "Grace",   "Tendai",  "Aisha", "Samuel",  "Mariam",  "Kofi",   "Anjali", "Juan"};
    static constexpr const char *kLast[]
        = {"Otieno",     "Mensah",  "Diallo",  "Kamau",  "Okafor", "Traore", "Mwangi",
           "Ndiaye",     "Hossain", "Rahman",  "Sharma", "Santos", "Kiprop", "Asante",
           "Nkurunziza", "Banda",   "Mugisha", "Reyes",  "Khan",   "Abebe"};
    const QByteArray h = QCryptographicHash::hash(number.toUtf8(), QCryptographicHash::Sha256);
    const auto a = quint8(h[0]) % std::size(kFirst);
    const auto b = quint8(h[1]) % std::size(kLast);
    return QLatin1StringView(kFirst[a]) + u' ' + QLatin1StringView(kLast[b]);
}

} // namespace

HttpReply SandboxService::listBanks(Call &)
{
    return HttpReply::jsonBody(200, dataArray(m_store.banks()));
}

HttpReply SandboxService::listWallets(Call &)
{
    return HttpReply::jsonBody(200, dataArray(m_store.wallets()));
}

HttpReply SandboxService::lookup(Call &call)
{
    const QString number = call.segments.at(2);
    const QUrlQuery &q = call.request.query;
    FieldErrors errors;
    validator().lookup(number, q.queryItemValue(u"payment_account_type"_s, QUrl::FullyDecoded),
                       q.queryItemValue(u"operator"_s, QUrl::FullyDecoded),
                       q.queryItemValue(u"bank_id"_s, QUrl::FullyDecoded), errors);
    if (!errors.isEmpty())
        return validationFailed(errors);
    if (number.endsWith(u"000404"))
        return HttpReply::error(404, u"LOOKUP_ACCOUNT_NOT_FOUND"_s,
                                u"No holder information could be retrieved for this account."_s);
    if (number.endsWith(u"000500"))
        return HttpReply::error(500, u"INTERNAL_SERVER_ERROR"_s,
                                u"The provider did not answer; retry in a few minutes."_s);
    QString digits = number;
    if (digits.startsWith(u'+'))
        digits.remove(0, 1);
    return HttpReply::json(
        200,
        {{u"data"_s,
          QJsonObject {
              {u"holder"_s,
               QJsonObject {
                   {u"name"_s, DemoSeed::registeredName(digits).value_or(fictitiousHolder(digits))}}}}}});
}

HttpReply SandboxService::listPaymentAccounts(Call &call)
{
    FieldErrors errors;
    int limit = 10;
    std::optional<qint64> after;
    readPaging(call, &limit, &after, errors);
    if (!errors.isEmpty())
        return validationFailed(errors);

    const auto [page, nextSeq] = newestFirst(m_store.paymentAccounts(), after, limit,
                                             [](const PaymentAccount &) { return Pick::Take; });
    return list(call, page, nextSeq ? encodeCursor(nextSeq) : QString(), limit);
}

HttpReply SandboxService::createPaymentAccount(Call &call)
{
    FieldErrors errors;
    validator().paymentAccount(call.body, QString(), errors);
    if (!errors.isEmpty())
        return validationFailed(errors);
    bool created = false;
    const PaymentAccount &account = m_engine.getOrCreateAccount(call.body, &created);
    return dataReply(created ? 201 : 200, account);
}

HttpReply SandboxService::listPayouts(Call &call)
{
    const QUrlQuery &q = call.request.query;
    FieldErrors errors;
    int limit = 10;
    std::optional<qint64> after;
    readPaging(call, &limit, &after, errors);
    std::optional<QDateTime> from, to;
    const QString fromText = q.queryItemValue(u"created_at_from"_s, QUrl::FullyDecoded);
    const QString toText = q.queryItemValue(u"created_at_to"_s, QUrl::FullyDecoded);
    if (!fromText.isEmpty() && !(from = RequestValidator::parseQueryTime(fromText, false)))
        errors.add(u"created_at_from"_s, u"must be a date (yyyy-mm-dd) or an RFC 3339 time"_s);
    if (!toText.isEmpty() && !(to = RequestValidator::parseQueryTime(toText, true)))
        errors.add(u"created_at_to"_s, u"must be a date (yyyy-mm-dd) or an RFC 3339 time"_s);
    if (!errors.isEmpty())
        return validationFailed(errors);

    // Payouts are in seq order, which is time order (SandboxStore::mergeHistory keeps it so for
    // past payouts), so the newest one in the period is found by binary search instead of
    // skipping every newer payout on every page (a page of a past month after a bulk fill of
    // 100,000 went through all the payouts after it). The check stays in `pick`, in case the
    // clock went back between two payouts.
    const QList<Payout> &all = m_store.payouts();
    std::optional<qsizetype> end;
    if (to)
        end = std::upper_bound(all.cbegin(), all.cend(), *to,
                               [](const QDateTime &t, const Payout &p) { return t < p.createdAt; })
            - all.cbegin();
    const auto [page, nextSeq] = newestFirst(
        all, after, limit,
        [&](const Payout &p) {
            if (to && p.createdAt > *to)
                return Pick::Skip;
            if (from && p.createdAt < *from)
                return Pick::Stop; // older ones are all out of range
            return Pick::Take;
        },
        end);
    return list(call, page, nextSeq ? encodeCursor(nextSeq) : QString(), limit);
}

HttpReply SandboxService::createPayout(Call &call)
{
    FieldErrors errors;
    validator().payout(call.body, errors);
    if (!errors.isEmpty())
        return validationFailed(errors);
    const SandboxEngine::PayoutOutcome out = m_engine.createPayout(call.body);
    if (out.status == 402)
        return HttpReply::error(402, out.errorCode,
                                u"The wallet's available balance does not cover this payout."_s);
    if (out.status == 503)
        return HttpReply::error(503, out.errorCode,
                                u"The receiving side is temporarily unavailable; try again later."_s);
    return dataReply(202, out.payout);
}

HttpReply SandboxService::getPayout(Call &call)
{
    const QString id = call.segments.at(2);
    if (const Payout *p = m_store.payout(id))
        return dataReply(200, *p);
    return HttpReply::error(404, u"NOT_FOUND"_s, notFoundMessage("payout", id));
}

HttpReply SandboxService::createPayin(Call &call)
{
    FieldErrors errors;
    validator().payin(call.body, errors);
    if (!errors.isEmpty())
        return validationFailed(errors);
    return dataReply(202, m_engine.createPayin(call.body));
}

HttpReply SandboxService::getPayin(Call &call)
{
    const QString id = call.segments.at(2);
    if (const Payin *p = m_store.payin(id))
        return dataReply(200, *p);
    return HttpReply::error(404, u"NOT_FOUND"_s, notFoundMessage("payin", id));
}

HttpReply SandboxService::createStatement(Call &call)
{
    FieldErrors errors;
    const std::optional<RequestValidator::Period> period = validator().statement(call.body, errors);
    if (!period)
        return validationFailed(errors);
    const Statement s
        = m_engine.createStatement(call.body.value(u"wallet_id"_s).toString(), period->from, period->to);
    return dataReply(202, s);
}

HttpReply SandboxService::getStatement(Call &call)
{
    const QString id = call.segments.at(2);
    if (const Statement *s = m_store.statement(id))
        return dataReply(200, *s);
    return HttpReply::error(404, u"NOT_FOUND"_s, notFoundMessage("statement", id));
}

HttpReply SandboxService::listStatementLines(Call &call)
{
    const QString id = call.segments.at(2);
    const Statement *s = m_store.statement(id);
    if (!s)
        return HttpReply::error(404, u"NOT_FOUND"_s, notFoundMessage("statement", id));
    FieldErrors errors;
    int limit = 10;
    std::optional<qint64> after;
    readPaging(call, &limit, &after, errors);
    if (!errors.isEmpty())
        return validationFailed(errors);
    if (s->state != u"READY")
        return HttpReply::error(
            409, u"STATEMENT_NOT_READY"_s,
            u"The statement is %1; lines can be listed once it is READY."_s.arg(s->state));
    const auto &seqs = s->lineSeqs; // oldest first
    qsizetype start = 0;
    if (after)
        start = std::upper_bound(seqs.cbegin(), seqs.cend(), *after) - seqs.cbegin();
    JsonWriter page;
    page.beginArray();
    QString next;
    for (qsizetype i = start; i < seqs.size(); ++i) {
        if (i - start == limit) {
            next = encodeCursor(seqs[i - 1]);
            break;
        }
        m_store.lineBySeq(seqs[i])->writeApi(page);
    }
    page.endArray();
    return list(call, page.take(), next, limit);
}

} // namespace paydesk::sandbox
