// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppContext.h"

#include "approvals/ApprovalDesk.h"
#include "audit/AuditIntegrity.h"
#include "core/Logging.h"
#include "operators/SignedIn.h"
#include "operators/TrustCheck.h"
#include "outbox/OutboxProcessor.h"
#include "outbox/OutboxStore.h"
#include "outbox/PayoutFollower.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"
#include "session/Sessions.h"
#include "settings/StorePlace.h"
#include "store/ApprovalRuleStore.h"
#include "store/AuditLog.h"
#include "store/AuditRecorder.h"
#include "store/ChangeListener.h"
#include "store/Operators.h"
#include "store/PayoutDrafts.h"
#include "store/Statements.h"
#include "store/Store.h"
#include "store/StoreCall.h"
#include "wallets/WalletSettingsStore.h"

#include <QMutex>
#include <QNetworkAccessManager>
#include <QNetworkCookie>
#include <QNetworkCookieJar>
#include <QSettings>
#include <QTimer>

#include <utility>

namespace paydesk {

namespace {

PAYDESK_LOGGING_CATEGORY(lcContext, "context")

// The service speaks with keys, not cookies; and the one network manager is shared by every
// profile's session, so a cookie of one profile's service would go with another's requests to
// the same host. None is kept, none is sent.
class NoCookies : public QNetworkCookieJar
{
public:
    using QNetworkCookieJar::QNetworkCookieJar;
    QList<QNetworkCookie> cookiesForUrl(const QUrl &) const override { return {}; }
    bool setCookiesFromUrl(const QList<QNetworkCookie> &, const QUrl &) override { return false; }
};

// The profiles as the window last knew them, for the store's thread.
struct ProfileCopy
{
    QMutex mutex;
    QHash<QString, profiles::Profile> byId;
};

} // namespace

AppContext::AppContext()
    : AppContext(Options {})
{ }

AppContext::AppContext(Options options)
    : m_profiles(options.settings ? std::make_unique<profiles::ProfileStore>(std::move(options.settings))
                                  : std::make_unique<profiles::ProfileStore>())
    , m_keys(std::make_unique<secrets::KeyStore>())
    , m_store(std::make_unique<store::Store>(options.store.value_or(store::StoreConfig::sqlite())))
    , m_auditLog(std::make_unique<store::AuditLog>(m_store.get()))
    , m_auditRecorder(
          std::make_unique<store::AuditRecorder>(m_profiles.get(), m_keys.get(), m_auditLog.get()))
    , m_auditIntegrity(std::make_unique<audit::AuditIntegrity>(m_auditLog.get()))
    , m_payoutDrafts(std::make_unique<store::PayoutDrafts>(m_store.get(), m_auditLog.get()))
    , m_statements(std::make_unique<store::Statements>(m_store.get(), m_auditLog.get()))
    , m_walletSettings(std::make_unique<wallets::WalletSettingsStore>(m_store.get(), m_auditLog.get()))
    , m_operators(std::make_unique<store::Operators>(m_store.get(), m_auditLog.get()))
    , m_approvalRules(std::make_unique<store::ApprovalRuleStore>(m_store.get(), m_auditLog.get()))
    , m_signedIn(std::make_unique<operators::SignedIn>())
    , m_trustCheck(std::make_unique<operators::TrustCheck>(m_store.get(), m_operators.get()))
    , m_network(std::make_unique<QNetworkAccessManager>())
    , m_sessions(std::make_unique<session::Sessions>(m_profiles.get(), m_keys.get(), m_network.get()))
    , m_outbox(std::make_unique<outbox::OutboxStore>(m_store.get(), m_auditLog.get()))
    , m_approvalDesk(
          std::make_unique<approvals::ApprovalDesk>(m_outbox.get(), m_operators.get(), m_approvalRules.get()))
    , m_outboxProcessor(std::make_unique<outbox::OutboxProcessor>(
          m_outbox.get(),
          [sessions = m_sessions.get()](const QString &profileId) { return sessions->session(profileId); }))
    , m_payoutFollower(std::make_unique<outbox::PayoutFollower>(
          m_outbox.get(),
          [sessions = m_sessions.get()](const QString &profileId) { return sessions->session(profileId); }))
{
    // The key goes to the address of its profile only: never follow a redirect elsewhere.
    m_network->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    // Profiles and keys are changed by the operator at the keyboard: their entries say who.
    m_auditRecorder->setActor([signedIn = m_signedIn.get()] { return signedIn->id(); });
    m_network->setCookieJar(new NoCookies(m_network.get()));
    // Opened on the store's own thread once the event loop runs (after the window is built), or
    // when the front end says so (Options::storeOpensWhenAsked: the app, once its window has been
    // painted): a database on a server never holds up the window, and what is recorded or read
    // meanwhile waits in the store's queue, its thread not yet started (on a machine of two cores
    // the second is seldom free: its work would be taken from the window's).
    m_store->holdJobsUntilOpening();
    if (!options.storeOpensWhenAsked)
        QTimer::singleShot(0, m_store.get(), [this] { openStore(); });
    // A team database has the team's profiles (read on the store's thread once it has opened).
    if (m_store->config().isPostgres())
        QObject::connect(
            m_store.get(), &store::Store::opened, m_profiles.get(),
            [profiles = m_profiles.get(), store = m_store.get()] { profiles->followTeamDatabase(store); },
            Qt::SingleShotConnection);
    // The administrator key this workstation trusts: kept at first sight of it, compared after. First
    // of what the store's opening starts (its job goes first on the store's thread): this check, not
    // the outbox processor's, keeps a new root, and the window hears of it. Again when someone signs
    // in (the first administrator just set up has the store's first key).
    QObject::connect(m_store.get(), &store::Store::opened, m_trustCheck.get(), &operators::TrustCheck::check);
    QObject::connect(m_signedIn.get(), &operators::SignedIn::changed, m_trustCheck.get(), [this] {
        if (m_store->state() == store::Store::State::Open)
            m_trustCheck->check();
    });
    if (options.backgroundWork) {
        QObject::connect(m_store.get(), &store::Store::opened, m_outboxProcessor.get(),
                         &outbox::OutboxProcessor::start);
        QObject::connect(m_store.get(), &store::Store::opened, m_payoutFollower.get(),
                         &outbox::PayoutFollower::start);
        // The audit chain checked since its last whole verification, in the background.
        QObject::connect(m_store.get(), &store::Store::opened, m_auditIntegrity.get(),
                         &audit::AuditIntegrity::check);
    }
    // In team mode the person at the keyboard is the login the store connected with.
    if (m_store->config().isPostgres())
        QObject::connect(m_store.get(), &store::Store::opened, m_signedIn.get(),
                         [this] { signInTeamLogin(); });
    // Another workstation's changes, heard once the schema has its triggers (step 13).
    if (m_store->config().isPostgres()) {
        m_changeListener = std::make_unique<store::ChangeListener>(m_store->config());
        QObject::connect(m_store.get(), &store::Store::opened, m_changeListener.get(),
                         &store::ChangeListener::start);
        // The team's profiles changed on a workstation (this one too): read again.
        QObject::connect(m_changeListener.get(), &store::ChangeListener::changed, m_profiles.get(),
                         [profiles = m_profiles.get()](const store::TableChange &change) {
                             if (change.table == u"team_profiles" && profiles->isTeam())
                                 profiles->reload();
                         });
        // A key made, vouched or revoked on any workstation: the root may be another now.
        QObject::connect(m_changeListener.get(), &store::ChangeListener::changed, m_trustCheck.get(),
                         [check = m_trustCheck.get()](const store::TableChange &change) {
                             if (change.table == u"operator_keys")
                                 check->check();
                         });
    }
    // The approval desk signs on the store's thread: it reads the profiles (the statement's
    // service) from a copy kept here, made again whenever the list changes.
    auto profileCopy = std::make_shared<ProfileCopy>();
    auto copyProfiles = [profileCopy, profiles = m_profiles.get()] {
        QHash<QString, profiles::Profile> byId;
        for (const profiles::Profile &profile : profiles->profiles())
            byId.insert(profile.id, profile);
        const QMutexLocker lock(&profileCopy->mutex);
        profileCopy->byId = std::move(byId);
    };
    copyProfiles();
    QObject::connect(m_profiles.get(), &profiles::ProfileStore::profilesChanged, m_profiles.get(),
                     copyProfiles);
    QObject::connect(m_profiles.get(), &profiles::ProfileStore::teamLoaded, m_profiles.get(), copyProfiles);
    m_approvalDesk->setProfileOf([profileCopy](const QString &id) -> std::optional<profiles::Profile> {
        const QMutexLocker lock(&profileCopy->mutex);
        const auto it = profileCopy->byId.constFind(id);
        if (it == profileCopy->byId.cend())
            return std::nullopt;
        return *it;
    });
    // A payout just accepted is looked at soon (its first state comes within seconds).
    QObject::connect(m_outboxProcessor.get(), &outbox::OutboxProcessor::rowFinished, m_payoutFollower.get(),
                     [follower = m_payoutFollower.get()](const QString &, payouts::PayoutDraft::State state) {
                         if (state == payouts::PayoutDraft::State::Accepted)
                             follower->wake();
                     });
}

bool AppContext::isTeam() const
{
    return m_store->isTeam();
}

void AppContext::signInTeamLogin()
{
    if (!m_store->isTeam() || m_signedIn->isSignedIn())
        return;
    store::postCall(
        m_store.get(), m_signedIn.get(),
        [operators = m_operators.get(),
         password = m_store->config().password]() -> store::StoreResult<store::AuthenticatedOperator> {
            store::StoreResult<store::AuthenticatedOperator> op = operators->sessionOperator();
            if (!op.ok() || password.isEmpty())
                return op;
            // The password the store connected with (typed at start, or from the keychain) also
            // gives the person their signing key when they have none yet (to be vouched for by an
            // administrator), and unlocks an administrator's, who vouches with it.
            store::AuthResult keyed = operators->authenticate(op.value().id(), password);
            if (keyed.ok())
                return std::move(*keyed.authenticated);
            return op;
        },
        [signedIn = m_signedIn.get()](const store::StoreResult<store::AuthenticatedOperator> &op) {
            if (op.ok())
                signedIn->signIn(op.value());
            else
                qCWarning(lcContext).noquote() << "the team login is not signed in:" << op.error().toString();
        });
}

QSettings &AppContext::settings() const
{
    return m_profiles->settings();
}

settings::StorePlace AppContext::storeInUse() const
{
    settings::StorePlace c;
    const store::StoreConfig &config = m_store->config();
    if (!config.isPostgres())
        return c; // this computer only
    c.mode = settings::StorePlace::Mode::Team;
    c.host = config.host;
    c.port = config.port;
    c.database = config.database;
    c.sslMode = config.sslMode;
    c.login = config.user;
    return c;
}

void AppContext::openStore()
{
    if (std::exchange(m_storeOpenAsked, true))
        return;
    m_store->openInBackground();
}

AppContext::~AppContext()
{
    m_changeListener.reset();
    m_payoutFollower.reset();
    m_outboxProcessor.reset();
    // Every job posted to the store's thread (approvals through the desk, calls for the front end
    // through store::postCall(), drafts, statements, audit entries) goes through the one queue:
    // one wait lets them all run before what they use goes. Nothing below posts.
    m_auditIntegrity.reset(); // a verification in steps stops between two
    m_store->waitForPosted();
    m_approvalDesk.reset();
    m_outbox.reset();
    // Sessions' calls are children of their clients; they go before the manager they use.
    m_sessions.reset();
    m_auditRecorder.reset();
    m_trustCheck.reset();
    m_signedIn.reset();
    m_approvalRules.reset();
    m_operators.reset();
    m_walletSettings.reset();
    m_statements.reset();
    m_payoutDrafts.reset();
    m_auditLog.reset();
    m_store.reset();
}

} // namespace paydesk
