// SPDX-License-Identifier: GPL-3.0-or-later
#include "OutboxCommands.h"

#include "AppContext.h"
#include "CliDispatcher.h"
#include "CliWorkspace.h"
#include "JournalLog.h"
#include "KeyFile.h"
#include "StopSignals.h"
#include "core/Logging.h"
#include "outbox/OutboxProcessor.h"
#include "outbox/OutboxStore.h"
#include "outbox/PayoutFollower.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"
#include "session/Sessions.h"
#include "store/Store.h"

#include <QEventLoop>
#include <QSet>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

// The command's own lines go with the processor's (outbox/OutboxProcessor.cpp): one name in the log.
PAYDESK_LOGGING_CATEGORY(lcRun, "outbox")

using payouts::PayoutDraft;
using session::Session;

// How long the sessions of the profiles with work may take to connect before the loops start
// without them (their rows wait; a session ready later wakes the loops).
constexpr std::chrono::seconds kConnectWait {30};
// How long --once follows the payouts it had accepted while they are PENDING (the service moves
// most on within seconds); one still PENDING then is followed at the next run.
constexpr std::chrono::seconds kOncePendingWait {60};

class OutboxRun : public QObject
{
public:
    OutboxRun(CliWorkspace &workspace, StopSignals &stopSignals, bool once)
        : m_context(workspace.context())
        , m_signals(stopSignals)
        , m_once(once)
    { }

    int exec()
    {
        outbox::OutboxProcessor &processor = m_context.outboxProcessor();
        outbox::PayoutFollower &follower = m_context.payoutFollower();
        connect(&m_signals, &StopSignals::requested, this,
                [this](int signal) { stop(StopSignals::signalName(signal)); });
        connect(&processor, &outbox::OutboxProcessor::idle, this, [this] {
            m_processorIdle = true;
            checkOnce();
        });
        connect(&follower, &outbox::PayoutFollower::idle, this, [this] {
            m_followerIdle = true;
            checkOnce();
        });
        connect(&processor, &outbox::OutboxProcessor::rowFinished, this,
                [this](const QString &id, PayoutDraft::State state) {
                    m_processorIdle = false; // it looks again
                    if (state != PayoutDraft::State::Accepted)
                        return;
                    m_followerIdle = false; // woken to look at it (AppContext)
                    if (m_once) {
                        m_pending.insert(id);
                        m_pendingUntil.start(kOncePendingWait);
                    }
                });
        connect(&follower, &outbox::PayoutFollower::stateChanged, this,
                [this](const QString &, const QString &id, const QString &state) {
                    if (state != u"PENDING" && m_pending.remove(id))
                        checkOnce();
                });
        m_pendingUntil.setSingleShot(true);
        connect(&m_pendingUntil, &QTimer::timeout, this, [this] {
            if (!m_pending.isEmpty())
                qCInfo(lcRun) << m_pending.size() << "payout(s) still PENDING: followed at the next run";
            m_pending.clear();
            checkOnce();
        });
        connect(&processor, &outbox::OutboxProcessor::profilesWaiting, this, [this](const QStringList &ids) {
            for (const QString &id : ids)
                watch(id);
        });
        connect(&processor, &outbox::OutboxProcessor::stopped, &m_loop, &QEventLoop::quit);

        readKeyFiles();
        listWork();
        m_loop.exec();
        if (m_started)
            qCInfo(lcRun) << "outbox run stopped";
        return Success;
    }

private:
    QString nameOf(const QString &profileId) const
    {
        const std::optional<profiles::Profile> profile = m_context.profiles().profile(profileId);
        return profile ? u"\"%1\""_s.arg(profile->name) : profileId;
    }

    // A scheduled service has no keychain: the key file a profile keeps is its session key.
    void readKeyFiles()
    {
        profiles::ProfileStore &profiles = m_context.profiles();
        for (const profiles::Profile &profile : profiles.profiles()) {
            const QString file = profile.isLocalSandbox() ? QString() : profiles.keyFile(profile.id);
            if (file.isEmpty())
                continue;
            const KeyFile::Read read = KeyFile::read(file);
            if (!read.key) {
                qCWarning(lcRun).noquote()
                    << "profile" << nameOf(profile.id) << "key file not used:" << read.error;
                continue;
            }
            m_context.keys().setSessionKey(profile.id, *read.key);
        }
    }

    // The profiles with rows to send or to follow, connected before the loops start, so that their
    // first look sees which may work.
    void listWork()
    {
        auto follow = m_context.payoutFollower().followStore();
        m_context.outbox().post<QStringList>(
            this,
            [outbox = &m_context.outbox(), follow] {
                store::StoreResult<QStringList> sending = outbox->profilesWithWork();
                if (!sending.ok())
                    return sending;
                const store::StoreResult<QStringList> following = follow.profiles();
                if (!following.ok())
                    return following;
                QStringList all = sending.value();
                for (const QString &id : following.value()) {
                    if (!all.contains(id))
                        all.append(id);
                }
                return store::StoreResult<QStringList>(all);
            },
            [this](const store::StoreResult<QStringList> &result) {
                if (!result.ok()) {
                    qCWarning(lcRun).noquote()
                        << "the profiles with work could not be read:" << result.error().toString();
                }
                const QStringList ids = result.ok() ? result.value() : QStringList();
                QStringList names;
                for (const QString &id : ids)
                    names << nameOf(id);
                qCInfo(lcRun).noquote() << u"outbox run started on %1 as %2%3; %4"_s.arg(
                    m_context.store().config().describe(), m_context.outboxProcessor().owner(),
                    m_once ? u" (--once)"_s : QString(),
                    ids.isEmpty()
                        ? u"no payout to send or follow now"_s
                        : u"profiles with payouts to send or follow: %1"_s.arg(names.join(u", "_s)));
                for (const QString &id : ids)
                    watch(id);
                m_listed = true;
                QTimer::singleShot(kConnectWait, this, [this] { start(); });
                startWhenConnected();
            });
    }

    void watch(const QString &profileId)
    {
        if (m_watched.contains(profileId))
            return onSessionState(profileId);
        m_watched.insert(profileId);
        Session *session = m_context.sessions().session(profileId);
        if (session) {
            connect(session, &Session::stateChanged, this, [this, profileId] { onSessionState(profileId); });
            if (session->state() == Session::State::Connecting)
                m_connecting.insert(profileId);
        }
        onSessionState(profileId);
    }

    void onSessionState(const QString &profileId)
    {
        Session *session = m_context.sessions().session(profileId);
        if (!session) {
            if (!m_warned.contains(profileId)) {
                m_warned.insert(profileId);
                qCWarning(lcRun).noquote()
                    << "payouts of profile" << profileId << "wait: there is no such profile here";
            }
            return;
        }
        switch (session->state()) {
        case Session::State::Connecting:
            return;
        case Session::State::Ready:
            if (m_warned.remove(profileId))
                qCInfo(lcRun).noquote() << "profile" << nameOf(profileId) << "is ready: its payouts go on";
            if (m_started && !m_stopping) {
                // A fresh look for --once (the loops are woken by the session too).
                m_processorIdle = m_followerIdle = false;
                m_context.outboxProcessor().wake();
                m_context.payoutFollower().wake();
            }
            break;
        case Session::State::NoKey:
        case Session::State::KeychainFailed:
        case Session::State::Failed:
        case Session::State::Closed:
            if (!m_warned.contains(profileId)) {
                m_warned.insert(profileId);
                qCWarning(lcRun).noquote()
                    << "payouts of profile" << nameOf(profileId)
                    << "wait:" << (session->message().isEmpty() ? u"it has no API key"_s : session->message())
                    << "- give the profile a key file (paydesk-cli profile add --key-file FILE) or save its "
                       "key in Paydesk";
            }
            break;
        }
        m_connecting.remove(profileId);
        startWhenConnected();
    }

    void startWhenConnected()
    {
        if (m_listed && m_connecting.isEmpty())
            start();
    }

    void start()
    {
        if (m_started || m_stopping)
            return;
        m_started = true;
        for (const QString &id : std::as_const(m_connecting))
            qCWarning(lcRun).noquote()
                << "profile" << nameOf(id) << "is still connecting: its payouts wait until it is ready";
        m_context.outboxProcessor().start();
        m_context.payoutFollower().start();
    }

    // --once: done when both loops found nothing due with nothing in flight.
    void checkOnce()
    {
        if (!m_once || !m_started || m_stopping)
            return;
        const outbox::OutboxProcessor &processor = m_context.outboxProcessor();
        const outbox::PayoutFollower &follower = m_context.payoutFollower();
        if (m_processorIdle && m_followerIdle && m_pending.isEmpty() && processor.inFlight() == 0
            && follower.inFlight() == 0 && !processor.isRecovering())
            stop(u"--once: nothing more is due"_s);
    }

    void stop(const QString &why)
    {
        if (m_stopping)
            return;
        m_stopping = true;
        outbox::OutboxProcessor &processor = m_context.outboxProcessor();
        m_context.payoutFollower().stop(); // a look cut short is simply made again next time
        if (!processor.isRunning()) {
            qCInfo(lcRun).noquote() << u"stopping (%1)"_s.arg(why);
            m_loop.quit();
            return;
        }
        qCInfo(lcRun).noquote() << u"stopping (%1):"_s.arg(why) << processor.inFlight()
                                << "payout(s) in flight finish first";
        processor.stop(); // stopped() quits the loop
    }

    AppContext &m_context;
    StopSignals &m_signals;
    const bool m_once;
    QEventLoop m_loop;
    QSet<QString> m_watched; // profiles whose session's state is followed
    QSet<QString> m_connecting; // of those, not settled yet before the start
    QSet<QString> m_warned; // said to wait (once, until ready again)
    QSet<QString> m_pending; // --once: rows accepted by this run, not seen past PENDING yet
    QTimer m_pendingUntil; // --once: how long those are waited for
    bool m_listed = false; // the profiles with work are watched
    bool m_started = false;
    bool m_stopping = false;
    bool m_processorIdle = false;
    bool m_followerIdle = false;
};

int run(const Invocation &invocation)
{
    JournalLog::install(invocation.has(u"json-log"_s) ? JournalLog::Format::Json
                                                      : JournalLog::Format::Journal);
    // The outbox's own lines at info, every category's warnings (main.cpp turns them off).
    QLoggingCategory::setFilterRules(u"paydesk.*.info=false\npaydesk.*.warning=true\n"
                                     "paydesk.outbox.info=true\npaydesk.outbox.follow.info=true"_s);
    StopSignals stopSignals;
    if (!stopSignals.isInstalled())
        qCWarning(lcRun)
            << "SIGTERM and SIGINT cannot be caught: a stop does not wait for the payout in flight";
    CliWorkspace::Options options;
    // Started here once the keys of the profiles' key files are in (OutboxRun::start()), not as the
    // store opens: a session made before would ask the keychain first.
    options.backgroundWork = false;
    CliWorkspace workspace(options);
    QString error;
    if (!workspace.open(&error)) {
        qCCritical(lcRun).noquote() << error;
        return Failure;
    }
    if (stopSignals.wasRequested()) {
        qCInfo(lcRun).noquote() << u"stopped (%1) before anything was sent"_s.arg(
            StopSignals::signalName(stopSignals.signalNumber()));
        return Success;
    }
    OutboxRun outboxRun(workspace, stopSignals, invocation.has(u"once"_s));
    return outboxRun.exec();
}

} // namespace

void OutboxCommands::registerWith(CliDispatcher &dispatcher)
{
    dispatcher.add(
        {u"outbox"_s,
         u"run"_s,
         tr("Sends approved payouts and follows them to SENT or FAILED until stopped (SIGTERM "
            "finishes the payout in flight)."),
         {{u"once"_s, {}, tr("Sends and looks at what is due now, then exits."), false},
          {u"json-log"_s, {}, tr("Logs one JSON object per line instead of the journal's format."), false}},
         run});
}

} // namespace paydesk::cli
