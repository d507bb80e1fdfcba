// SPDX-License-Identifier: GPL-3.0-or-later
// A Paydesk process reduced to its outbox, for tst_outbox_sigkill: opens the SQLite store given,
// connects one profile's session to the sandbox given, and runs an OutboxProcessor (lease 1 s)
// until the row given is ACCEPTED (exit 0) or 30 s pass (exit 1). The test kills it with SIGKILL
// while it submits, and starts it again.
//
//   outbox_helper STORE_FILE BASE_URL API_KEY PROFILE_ID ROW_ID

#include "SessionSupport.h"
#include "outbox/OutboxProcessor.h"
#include "outbox/OutboxStore.h"
#include "store/AuditLog.h"
#include "store/Store.h"

#include <QCoreApplication>
#include <QTextStream>

using namespace paydesk;
using namespace Qt::StringLiterals;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    QTextStream err(stderr);
    if (args.size() != 6) {
        err << "usage: outbox_helper STORE_FILE BASE_URL API_KEY PROFILE_ID ROW_ID" << Qt::endl;
        return 2;
    }
    store::Store db(store::StoreConfig::sqlite(args.at(1)));
    if (const auto opened = db.open(); !opened.ok()) {
        err << opened.error().toString() << Qt::endl;
        return 1;
    }
    store::AuditLog log(&db);
    outbox::OutboxStore outbox(&db, &log);

    profiles::Profile profile = profiles::Profile::localSandbox();
    profile.id = args.at(4);
    session::Session session(profile, nullptr, nullptr, test::starterFor(QUrl(args.at(2)), args.at(3)));
    api::RetryPolicy policy;
    policy.maxRetries = 1;
    policy.baseDelay = std::chrono::milliseconds(10);
    policy.maxDelay = std::chrono::milliseconds(50);
    session.client()->setRetryPolicy(policy);
    session.client()->setTimeout(std::chrono::milliseconds(10000));
    session.reconnect();

    outbox::OutboxProcessor::Options options;
    options.lease = std::chrono::seconds(1);
    options.retryBase = std::chrono::milliseconds(200);
    options.retryMax = std::chrono::milliseconds(1000);
    options.idlePoll = std::chrono::milliseconds(200);
    options.notReadyWait = std::chrono::milliseconds(100);
    outbox::OutboxProcessor processor(
        &outbox, [&](const QString &) { return &session; }, options);
    const QString rowId = args.at(5);
    QObject::connect(&processor, &outbox::OutboxProcessor::rowFinished, &app,
                     [&](const QString &id, payouts::PayoutDraft::State state) {
                         if (id == rowId && state == payouts::PayoutDraft::State::Accepted)
                             app.exit(0);
                     });
    QTimer::singleShot(30000, &app, [&] { app.exit(1); });
    processor.start();
    return app.exec();
}
