// SPDX-License-Identifier: GPL-3.0-or-later
// A Paydesk workstation of a team, reduced to what tst_team_twoprocesses needs: it signs in to the
// team database as one operator (the password from PAYDESK_TEAM_PASSWORD, never an argument),
// does that operator's part, and runs an OutboxProcessor (lease 1 s) until the payout is ACCEPTED
// (exit 0; 1 after 60 s or on a failure). What it did is printed on stdout, one line each.
//
//   team_helper maker    CONNECTION BASE_URL API_KEY PROFILE_ID CUSTOM_ID OWNER
//       drafts the payout CUSTOM_ID and submits it for approval: "submitted <id>"
//   team_helper approver CONNECTION BASE_URL API_KEY PROFILE_ID CUSTOM_ID OWNER
//       keeps its approval queue (approvals::ApprovalsController, the Approvals page's) live as the
//       app does: a store::ChangeListener on the team database (Services::changes) makes it
//       outdated() when another workstation submits, and it reads again then (no polling):
//       "listening" once it LISTENs; once
//       the payout is in its model: "seen <id>"; approves it with the password: "approved <id>"
//
// CONNECTION is a libpq-style string without a password (host, port, dbname, user).

#include "SandboxFixture.h"
#include "SessionSupport.h"
#include "approvals/ApprovalDesk.h"
#include "approvals/ApprovalQueueModel.h"
#include "approvals/ApprovalsController.h"
#include "outbox/OutboxProcessor.h"
#include "outbox/OutboxStore.h"
#include "store/ApprovalRuleStore.h"
#include "store/AuditLog.h"
#include "store/ChangeListener.h"
#include "store/Operators.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QCoreApplication>
#include <QTextStream>
#include <QTimer>

using namespace paydesk;
using namespace Qt::StringLiterals;
using State = payouts::PayoutDraft::State;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    QTextStream err(stderr);
    QTextStream out(stdout);
    if (args.size() != 8 || (args.at(1) != u"maker"_s && args.at(1) != u"approver"_s)) {
        err << "usage: team_helper maker|approver CONNECTION BASE_URL API_KEY PROFILE_ID CUSTOM_ID OWNER"
            << Qt::endl;
        return 2;
    }
    const bool maker = args.at(1) == u"maker"_s;
    QString why;
    std::optional<store::StoreConfig> config = store::StoreConfig::fromConnectionString(args.at(2), &why);
    if (!config) {
        err << why << Qt::endl;
        return 2;
    }
    config->password = qEnvironmentVariable("PAYDESK_TEAM_PASSWORD");
    const QString profileId = args.at(5);
    const QString customId = args.at(6);

    store::Store db(*config);
    if (const auto opened = db.open(); !opened.ok() || !db.isTeam()) {
        err << (opened.ok() ? u"not a team database"_s : opened.error().toString()) << Qt::endl;
        return 1;
    }
    store::AuditLog log(&db);
    store::PayoutDrafts drafts(&db, &log);
    outbox::OutboxStore outbox(&db, &log);
    store::Operators operators(&db, &log);
    store::ApprovalRuleStore rules(&db, &log);
    approvals::ApprovalDesk desk(&outbox, &operators, &rules);

    profiles::Profile profile = profiles::Profile::localSandbox();
    profile.id = profileId;
    session::Session session(profile, nullptr, nullptr, test::starterFor(QUrl(args.at(3)), args.at(4)));
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
        &outbox, [&](const QString &) { return &session; }, options, args.at(7));

    QString rowId;
    // Done once the payout is ACCEPTED, whichever workstation sent it.
    QTimer accepted;
    accepted.setInterval(200);
    QObject::connect(&accepted, &QTimer::timeout, &app, [&] {
        if (rowId.isEmpty())
            return;
        const auto row = outbox.load(rowId);
        if (row.ok() && row.value().state == State::Accepted) {
            out << "accepted " << rowId << Qt::endl;
            app.exit(0);
        }
    });
    QTimer::singleShot(60000, &app, [&] {
        err << "team_helper: the payout was not accepted within 60 s" << Qt::endl;
        app.exit(1);
    });

    const store::AuthResult signedIn = operators.authenticate(config->user, config->password);
    if (!signedIn.ok()) {
        err << "team_helper: " << signedIn.message() << Qt::endl;
        return 1;
    }

    // The approver's workstation hears the others' changes, as AppContext's listener does.
    std::unique_ptr<store::ChangeListener> listener;
    if (!maker)
        listener = std::make_unique<store::ChangeListener>(db.config());
    approvals::ApprovalsController controller({&drafts, &outbox, &desk, &operators, nullptr, listener.get()});
    if (maker) {
        payouts::PayoutDraft::Content content;
        content.requestBody = test::kenyaPayout(u"150.00"_s);
        content.requestBody.insert(u"custom_id"_s, customId);
        content.recipientSummary = u"Jane Wanjiku, +254712000001 (MOBILE_MONEY, KE)"_s;
        const auto saved = drafts.save(profileId, content);
        if (!saved.ok()) {
            err << saved.error().toString() << Qt::endl;
            return 1;
        }
        const auto submitted
            = desk.submit(*signedIn.authenticated, profileId, saved.value().id, saved.value().revision);
        if (!submitted.ok()) {
            err << submitted.message << Qt::endl;
            return 1;
        }
        rowId = saved.value().id;
        out << "submitted " << rowId << Qt::endl;
    } else {
        // The approver's queue, read again until the payout is in its model.
        controller.setProfile(profileId);
        // The payout is looked for in the model whenever rows come into it: a whole read
        // (loaded()) or the one row a notification of its submission brought (rowsInserted()).
        const auto look = [&] {
            if (!rowId.isEmpty())
                return;
            for (const payouts::PayoutDraft &row : controller.queueModel()->payouts()) {
                if (row.customId() != customId)
                    continue;
                rowId = row.id;
                out << "seen " << rowId << Qt::endl;
                approvals::ApprovalsController::Decision decision;
                decision.payout = row;
                decision.approverId = config->user;
                decision.passphrase = config->password;
                controller.decide(decision, &app, [&](const approvals::ApprovalDesk::Outcome &outcome) {
                    if (!outcome.ok()) {
                        err << "team_helper: " << outcome.message << Qt::endl;
                        app.exit(1);
                        return;
                    }
                    out << "approved " << rowId << Qt::endl;
                });
                return;
            }
        };
        QObject::connect(&controller, &approvals::ApprovalsController::loaded, &app, look);
        QObject::connect(controller.queueModel(), &QAbstractItemModel::rowsInserted, &app, look,
                         Qt::QueuedConnection);
        // Read again only when outdated(): another workstation's change heard by the listener (or
        // the listener's catchUp()), as the Approvals page does.
        QObject::connect(&controller, &approvals::ApprovalsController::outdated, &controller,
                         &approvals::ApprovalsController::reload);
        // Once it LISTENs, one read: what was submitted before that was not heard.
        QObject::connect(listener.get(), &store::ChangeListener::listening, &controller,
                         &approvals::ApprovalsController::reload);
        // "listening" the first time: a payout submitted after it reaches this queue only as
        // a notification (tst_team_twoprocesses starts the maker then).
        bool saidListening = false;
        QObject::connect(listener.get(), &store::ChangeListener::listening, &app, [&] {
            if (!saidListening)
                out << "listening" << Qt::endl;
            saidListening = true;
        });
        listener->start();
    }
    processor.start();
    accepted.start();
    const int code = app.exec();
    processor.stop();
    return code;
}
