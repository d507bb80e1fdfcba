// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the statement export tests (CSV, PDF, MT940 and CAMT.053) share: the demo sandbox over HTTP
// with a client, its KES wallet, statements made READY through the test's own HTTP client, their
// lines as the service lists them, a bulk fill for many pages, an export run to its end, a file's
// bytes.

#include "ApiClientSupport.h"
#include "tasks/Task.h"

#include <QFile>
#include <QJsonArray>
#include <QUrlQuery>

#include <optional>

namespace paydesk::test {

class StatementExportSandbox
{
public:
    // The demo sandbox and a client to it; `walletId` its KES wallet. An error in words, or empty.
    QString start()
    {
        sandbox = std::make_unique<SandboxFixture>(QStringLiteral("demo"), 0.0);
        if (!sandbox->started())
            return sandbox->error();
        client = makeClient(*sandbox);
        walletId = walletOf(QStringLiteral("KES"));
        return walletId.startsWith(u"wlt-") ? QString() : QStringLiteral("no KES wallet");
    }
    void stop()
    {
        client.reset();
        sandbox.reset();
    }

    HttpClient &http() { return sandbox->http(); }

    // The sandbox's wallet in `currency`, made when there is none.
    QString walletOf(const QString &currency)
    {
        for (const QJsonValue &w : http().get(QStringLiteral("/wallets")).dataArray()) {
            if (w[u"currency"].toString() == currency)
                return w[u"id"].toString();
        }
        return sandbox->createWallet(currency, QStringLiteral("1500000")).value(u"id").toString();
    }

    // A statement of `wallet` over [from, to) once READY, as GET gives it; empty when it is not.
    QJsonObject readyStatement(const QString &wallet, const QDateTime &from, const QDateTime &to)
    {
        const QJsonObject body {{QStringLiteral("wallet_id"), wallet},
                                {QStringLiteral("period"),
                                 QJsonObject {{QStringLiteral("from"), from.toString(Qt::ISODate)},
                                              {QStringLiteral("to"), to.toString(Qt::ISODate)}}}};
        const HttpResult created = http().post(QStringLiteral("/wallet-statements"), body);
        if (created.status != 202)
            return {};
        return sandbox->waitForState(QStringLiteral("/wallet-statements/")
                                         + created.data().value(u"id").toString(),
                                     QStringLiteral("READY"));
    }
    // The last 365 days to the next hour.
    QJsonObject lastYearStatement(const QString &wallet)
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const QDateTime hour(now.date(), QTime(now.time().hour(), 0), Qt::UTC);
        return readyStatement(wallet, hour.addDays(-365), hour.addSecs(3600));
    }

    // Every line of a statement as the service lists it, through the test's own client.
    QJsonArray lines(const QString &statementId)
    {
        QJsonArray lines;
        QString after;
        for (int page = 0; page < 100000; ++page) {
            QUrlQuery q;
            q.addQueryItem(QStringLiteral("paging_limit"), QStringLiteral("50"));
            if (!after.isEmpty())
                q.addQueryItem(QStringLiteral("paging_after"), after);
            const HttpResult r
                = http().get(QStringLiteral("/wallet-statements/%1/lines").arg(statementId), q);
            if (r.status != 200)
                return {};
            for (const QJsonValue &l : r.dataArray())
                lines.append(l);
            after = r.json()[u"meta"][u"paging"][u"cursors"][u"after"].toString();
            if (after.isEmpty())
                break;
        }
        return lines;
    }

    // `count` payouts more (pages of lines); the sandbox's answer when it refused, else empty.
    QByteArray bulkFill(int count, const QString &currency = QStringLiteral("KES"))
    {
        const HttpResult filled = http().post(
            QStringLiteral("/_sandbox/payouts/bulk"),
            QJsonObject {{QStringLiteral("count"), count}, {QStringLiteral("currency"), currency}});
        return filled.status == 201 ? QByteArray() : filled.body + ' ';
    }

    // Runs an export to its end: its error, or an empty string when it succeeded; `progress` the
    // last lines done it said.
    static QString runToEnd(tasks::Task *task, qint64 *progress = nullptr, int timeoutMs = 120000)
    {
        std::optional<std::pair<bool, QString>> end;
        QObject::connect(task, &tasks::Task::progressChanged, task, [&](qint64 done, qint64) {
            if (progress)
                *progress = done;
        });
        QObject::connect(task, &tasks::Task::finished, task, [&](bool ok, const QString &error) {
            end = {ok, error};
        });
        if (!QTest::qWaitFor([&] { return end.has_value(); }, timeoutMs))
            return QStringLiteral("no end");
        return end->first ? QString()
                          : (end->second.isEmpty() ? QStringLiteral("failed without words") : end->second);
    }

    static QByteArray fileBytes(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    std::unique_ptr<SandboxFixture> sandbox;
    std::unique_ptr<api::ApiClient> client;
    QString walletId;
};

} // namespace paydesk::test
