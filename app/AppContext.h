// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the composition root builds once and hands down by constructors: the profiles, the keys,
// the local store with its audit log (every change of a profile or a key is recorded), its
// payout drafts, operators and approval rules, the network access manager every session shares,
// and the sessions. Each front end builds one (the app's main(), the tests, and a command-line front end when
// there is one); no class looks its dependencies up elsewhere.
//
// Destroyed in the reverse order of construction: the change listener first (its thread stops),
// the payout follower (a look in flight is
// simply made again at the next start), the outbox processor (a row in flight
// keeps its lease until it expires and is resolved at the next start), the audit log's check (a
// whole verification in steps stops between two; it records nothing); then every job posted to the
// store's thread is let finish, with one Store::waitForPosted() (approvals, sign-ins, drafts,
// statements, audit entries: they all go through the store's one queue); then the approval desk,
// the outbox, sessions (their calls stop), the recorder, the approval rules and operators, the
// trust check, the drafts and statements, the audit log and the store (it closes its connections), the keys
// (session keys go with them, from memory), the profiles last.

#include "store/StoreConfig.h"

#include <QSettings>
#include <QString>

#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
class QNetworkAccessManager;
QT_END_NAMESPACE

namespace paydesk::audit {
class AuditIntegrity;
}
namespace paydesk::profiles {
class ProfileStore;
}
namespace paydesk::secrets {
class KeyStore;
}
namespace paydesk::settings {
class StorePlace;
}
namespace paydesk::session {
class Sessions;
}
namespace paydesk::approvals {
class ApprovalDesk;
}
namespace paydesk::wallets {
class WalletSettingsStore;
}
namespace paydesk::operators {
class SignedIn;
class TrustCheck;
} // namespace paydesk::operators
namespace paydesk::outbox {
class OutboxProcessor;
class OutboxStore;
class PayoutFollower;
} // namespace paydesk::outbox
namespace paydesk::store {
class AuditLog;
class AuditRecorder;
class ApprovalRuleStore;
class ChangeListener;
class Operators;
class PayoutDrafts;
class Statements;
class Store;
} // namespace paydesk::store

namespace paydesk {

class AppContext
{
public:
    struct Options
    {
        // The preferences and profiles; the application's QSettings when empty.
        std::unique_ptr<QSettings> settings;
        // The local database; the SQLite file in the app data directory when not set.
        std::optional<store::StoreConfig> store;
        // Whether the work that goes on in the background once the store has opened is started
        // then: the outbox processor, the payout follower and the audit chain's check. The app
        // and `paydesk-cli outbox run` do; a command of paydesk-cli that only reads or exports
        // (a statement, the wallets) does not send payouts as a side effect.
        bool backgroundWork = true;
        // Whether the store opens by itself once the event loop runs (the default), or only when
        // openStore() is called: the app opens it once its window has been painted the first time,
        // so that the first screen does not share the processor with the database's opening.
        bool storeOpensWhenAsked = false;
    };

    AppContext();
    explicit AppContext(Options options);
    ~AppContext();
    AppContext(const AppContext &) = delete;
    AppContext &operator=(const AppContext &) = delete;

    profiles::ProfileStore &profiles() const { return *m_profiles; }
    // The preferences (the profiles' settings file): Settings > Team database keeps its choice there.
    QSettings &settings() const;
    // Where this context's store is, as Settings > Team database says it: this computer only, or
    // the team database and login it signed in to (never the password).
    settings::StorePlace storeInUse() const;
    secrets::KeyStore &keys() const { return *m_keys; }
    QNetworkAccessManager &network() const { return *m_network; }
    session::Sessions &sessions() const { return *m_sessions; }
    store::Store &store() const { return *m_store; }
    // Opens the store on its own thread, once (later calls do nothing). What was recorded or read
    // before waits in its queue until then.
    void openStore();
    store::AuditLog &auditLog() const { return *m_auditLog; }
    // Whether the audit log is as it was written: checked since the last whole verification once
    // the store has opened, on the store's thread (audit::AuditIntegrity).
    audit::AuditIntegrity &auditIntegrity() const { return *m_auditIntegrity; }
    store::PayoutDrafts &payoutDrafts() const { return *m_payoutDrafts; }
    // The wallet statements asked for here (the service has no call that lists them).
    store::Statements &statements() const { return *m_statements; }
    // The wallets' names and low-balance alert levels, and whether each was last under its level.
    wallets::WalletSettingsStore &walletSettings() const { return *m_walletSettings; }
    // One for the installation: its count of wrong passphrases is shared by every window.
    store::Operators &operators() const { return *m_operators; }
    store::ApprovalRuleStore &approvalRules() const { return *m_approvalRules; }
    // The operator at the keyboard (nobody at start): the maker of what is drafted. In team mode
    // it is the login the store connected with, signed in once the store has opened
    // (signInTeamLogin()): the person typed that password before the context was built.
    operators::SignedIn &signedIn() const { return *m_signedIn; }
    // Whether the store turned out to be a team database (known once it has opened).
    bool isTeam() const;
    // Team mode: signs in the operator of the store's own login (Operators::sessionOperator(), read
    // on the store's thread), without asking a password; nothing outside team mode or when someone
    // is signed in already.
    void signInTeamLogin();
    outbox::OutboxStore &outbox() const { return *m_outbox; }
    // Who may submit, approve, reject, withdraw (blocking: post it through outbox().post()).
    approvals::ApprovalDesk &approvalDesk() const { return *m_approvalDesk; }
    // Started once the store has opened: it resolves earlier submissions, then sends approved
    // payouts, each through its own profile's session (Sessions::session()).
    outbox::OutboxProcessor &outboxProcessor() const { return *m_outboxProcessor; }
    // Started once the store has opened: follows every accepted payout to SENT, FAILED,
    // CANCELLED or REVERSED through its own profile's session; woken when the processor has a
    // row accepted. Its failed() is what the tray notification shows.
    outbox::PayoutFollower &payoutFollower() const { return *m_payoutFollower; }
    // What other workstations change in a team database (PostgreSQL), started once the store has
    // opened; nullptr for a SQLite store (one workstation: the store's own signals suffice).
    store::ChangeListener *changeListener() const { return m_changeListener.get(); }
    // Whether this workstation trusts the store's administrator key (operators::TrustCheck):
    // checked once the store has opened (before the outbox processor starts), again when someone
    // signs in and, in a team, when a key changes on any workstation. The window says what it found.
    operators::TrustCheck &trustCheck() const { return *m_trustCheck; }

private:
    std::unique_ptr<profiles::ProfileStore> m_profiles;
    std::unique_ptr<secrets::KeyStore> m_keys;
    std::unique_ptr<store::Store> m_store;
    std::unique_ptr<store::AuditLog> m_auditLog;
    std::unique_ptr<store::AuditRecorder> m_auditRecorder;
    std::unique_ptr<audit::AuditIntegrity> m_auditIntegrity;
    std::unique_ptr<store::PayoutDrafts> m_payoutDrafts;
    std::unique_ptr<store::Statements> m_statements;
    std::unique_ptr<wallets::WalletSettingsStore> m_walletSettings;
    std::unique_ptr<store::Operators> m_operators;
    std::unique_ptr<store::ApprovalRuleStore> m_approvalRules;
    std::unique_ptr<operators::SignedIn> m_signedIn;
    std::unique_ptr<operators::TrustCheck> m_trustCheck;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<session::Sessions> m_sessions;
    std::unique_ptr<outbox::OutboxStore> m_outbox;
    std::unique_ptr<approvals::ApprovalDesk> m_approvalDesk;
    std::unique_ptr<outbox::OutboxProcessor> m_outboxProcessor;
    std::unique_ptr<outbox::PayoutFollower> m_payoutFollower;
    std::unique_ptr<store::ChangeListener> m_changeListener;
    bool m_storeOpenAsked = false;
};

} // namespace paydesk
