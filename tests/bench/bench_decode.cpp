// SPDX-License-Identifier: GPL-3.0-or-later
// Decoding of a 50-payout page (GET /payouts?paging_limit=50), the largest page of the service:
// bytes -> Page<Payout>, next to a baseline measured in the same run, QJsonDocument::fromJson of
// the same bytes alone. Target: under 1 ms per page. Figures are printed, not asserted; the test
// only checks that the page decodes right.
#include "api/ResourceCodecs.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QTest>

using namespace paydesk;
using namespace paydesk::api;

namespace {

QByteArray payoutPage(int count)
{
    QJsonArray data;
    for (int i = 0; i < count; ++i) {
        const QString n = QString::number(i);
        data.append(QJsonObject {
            {u"id"_qs, QString(u"pyt-2aZ9Qm0Lx7cJ4sVtH1bN8kRfEw"_qs + n)},
            {u"amount"_qs, QJsonObject {{u"currency"_qs, u"KES"_qs}, {u"value"_qs, u"1%1.50"_qs.arg(i)}}},
            {u"created_at"_qs, u"2024-03-01T10:%1:00.123Z"_qs.arg(i % 60, 2, 10, QChar(u'0'))},
            {u"custom_id"_qs, QString(u"invoice-2024-"_qs + n)},
            {u"payment_account_id"_qs, u"pac-2aZ9Qm0Lx7cJ4sVtH1bN8kRfEw"_qs},
            {u"wallet_id"_qs, u"wlt-2aZ9Qm0Lx7cJ4sVtH1bN8kRfEw"_qs},
            {u"purpose"_qs, u"SALARY_AND_WAGES"_qs},
            {u"on_behalf_of"_qs, QJsonArray {u"Acme Holdings Ltd"_qs}},
            {u"sender"_qs,
             QJsonObject {{u"name"_qs, u"Acme Holdings Ltd"_qs},
                          {u"type"_qs, u"BUSINESS"_qs},
                          {u"address"_qs,
                           QJsonObject {{u"city"_qs, u"Nairobi"_qs},
                                        {u"country"_qs, u"KE"_qs},
                                        {u"line_1"_qs, u"1 Kenyatta Ave"_qs},
                                        {u"postal_code"_qs, u"00100"_qs}}}}},
            {u"state"_qs, QJsonObject {{u"code"_qs, u"SENT"_qs}}},
            {u"receipt"_qs, u"SAFA-37YCA39BJB"_qs},
        });
    }
    const QJsonObject root {
        {u"data"_qs, data},
        {u"meta"_qs,
         QJsonObject {{u"paging"_qs,
                       QJsonObject {{u"cursors"_qs, QJsonObject {{u"after"_qs, u"c2VxOjEyMzQ"_qs}}},
                                    {u"next"_qs,
                                     u"https://api.example.com/v1/payouts?paging_after=c2VxOjEyMzQ"_qs}}}}}};
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

template<typename F> double meanMicroseconds(int rounds, F &&work)
{
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < rounds; ++i)
        work();
    return double(timer.nsecsElapsed()) / 1000.0 / rounds;
}

} // namespace

class BenchDecode : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void payoutPage50()
    {
        const QByteArray bytes = payoutPage(50);
        auto decode = [&bytes] {
            JsonReader reader;
            const Page<Payout> page
                = codec::decodePage<Payout>(reader, QJsonDocument::fromJson(bytes).object());
            return std::make_pair(page, reader.isOk());
        };
        const auto [page, ok] = decode();
        QVERIFY(ok);
        QCOMPARE(page.items.size(), 50);
        QCOMPARE(page.items.at(49).amount, Money::fromMinorUnits(14950, u"KES"));
        QCOMPARE(page.nextCursor, u"c2VxOjEyMzQ"_qs);

        const int rounds = 2000;
        volatile qsizetype sink = 0;
        // Warm up, then alternate so that both see the same machine state.
        for (int i = 0; i < 100; ++i)
            sink = sink + decode().first.items.size();
        const double baseline
            = meanMicroseconds(rounds, [&] { sink = sink + QJsonDocument::fromJson(bytes).object().size(); });
        const double full = meanMicroseconds(rounds, [&] { sink = sink + decode().first.items.size(); });
        const double baseline2
            = meanMicroseconds(rounds, [&] { sink = sink + QJsonDocument::fromJson(bytes).object().size(); });
        const double base = std::min(baseline, baseline2);
        qInfo().noquote()
            << QStringLiteral("50-payout page, %1 bytes, %2 rounds").arg(bytes.size()).arg(rounds);
        qInfo().noquote()
            << QStringLiteral("  QJsonDocument::fromJson alone: %1 us per page").arg(base, 0, 'f', 1);
        qInfo().noquote() << QStringLiteral(
                                 "  fromJson + decode to Page<Payout>: %1 us per page (%2x the baseline; "
                                 "target under 1000 us)")
                                 .arg(full, 0, 'f', 1)
                                 .arg(full / base, 0, 'f', 2);
    }

    void emptyItems16MiB()
    {
        // The largest answer ApiClient accepts (maxResponseBytes, 16 MiB), made of empty items:
        // every item misses its required fields. What decoding it costs, once.
        QByteArray bytes = "{\"data\":[{}";
        bytes.reserve(16 * 1024 * 1024);
        while (bytes.size() < 16 * 1024 * 1024 - 4)
            bytes += ",{}";
        bytes += "]}";
        QElapsedTimer timer;
        timer.start();
        const QJsonObject root = QJsonDocument::fromJson(bytes).object();
        const double parsed = double(timer.nsecsElapsed()) / 1e6;
        const qsizetype items = root.value(u"data"_qs).toArray().size();
        timer.restart();
        JsonReader reader;
        const Page<Payout> page = codec::decodePage<Payout>(reader, root);
        const double decoded = double(timer.nsecsElapsed()) / 1e6;
        QVERIFY(!reader.isOk());
        QVERIFY(reader.problems().size() <= JsonReader::maxProblemsKept);
        QVERIFY(page.items.isEmpty());
        qInfo().noquote() << QStringLiteral("16 MiB page of %1 empty payouts").arg(items);
        qInfo().noquote() << QStringLiteral("  QJsonDocument::fromJson: %1 ms").arg(parsed, 0, 'f', 0);
        qInfo().noquote() << QStringLiteral("  decode to Page<Payout> (%1 problems kept, %2 items not "
                                            "checked): %3 ms")
                                 .arg(reader.problems().size())
                                 .arg(reader.uncheckedItems())
                                 .arg(decoded, 0, 'f', 1);
    }
};

QTEST_APPLESS_MAIN(BenchDecode)
#include "bench_decode.moc"
