// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Overview page's logic without widgets: for the profile in view and the operator signed in,
// what needs them today, as models the page shows.
//
// - wallets(): each wallet's available balance with its 30-day trend and the low-balance mark
//   (WalletTrendModel over the window's WalletsModel). Whenever the wallets are fetched (every
//   minute while connected, and on Refresh) their balances are kept as today's samples
//   (BalanceSamples::record()) and the trends read again, both on the store's thread.
// - waiting(): payouts waiting for approval (an approver, or nobody signed in), returned(): the
//   maker's payouts sent back, refused, expired or held (a maker, or nobody signed in); inFlight(),
//   failed() (the last 7 days, with the reason in words) and statementsReady() (the last 7 days)
//   for everyone. Read by OverviewFacts::read() in one job on the store's thread.
//
// Live: read again (throttled) when a draft, an outbox row or a statement changes in this process
// (PayoutDrafts, OutboxStore, Statements, PayoutFollower), when another workstation changes one in
// a team database (ChangeListener; everything after a catch-up), and when someone signs in or out.
// Nothing is read until start() (the page's first load): a page never opened costs nothing.

#include "models/WalletsModel.h"
#include "overview/OverviewFacts.h"
#include "overview/OverviewItemsModel.h"
#include "overview/WalletTrendModel.h"
#include "store/StoreError.h"

#include <QLocale>
#include <QObject>
#include <QPointer>

#include <optional>

namespace paydesk {
class Throttle;
}
namespace paydesk::operators {
class SignedIn;
}
namespace paydesk::outbox {
class OutboxStore;
class PayoutFollower;
} // namespace paydesk::outbox
namespace paydesk::store {
class ChangeListener;
class PayoutDrafts;
class Statements;
struct TableChange;
} // namespace paydesk::store

namespace paydesk::overview {

class OverviewController : public QObject
{
    Q_OBJECT
public:
    // Each must outlive this object; drafts, statements, follower and changes may be null (tests).
    struct Deps
    {
        outbox::OutboxStore *outbox = nullptr; // and its store
        operators::SignedIn *signedIn = nullptr;
        store::PayoutDrafts *drafts = nullptr;
        store::Statements *statements = nullptr;
        outbox::PayoutFollower *follower = nullptr;
        store::ChangeListener *changes = nullptr;
    };
    enum class State { Idle, Loading, Loaded, Failed };
    Q_ENUM(State)
    using Audience = OverviewFacts::Audience;

    explicit OverviewController(Deps deps, QObject *parent = nullptr);
    ~OverviewController() override;

    // The profile in view (empty: none): what was shown of the previous one goes at once.
    void setProfileId(const QString &profileId);
    QString profileId() const { return m_profileId; }
    // The window's wallets of the profile in view (the Wallets page's model).
    void setWalletsModel(models::WalletsModel *wallets);
    void setLocale(const QLocale &locale);
    // Rows of each list (default 5).
    void setLimit(int limit) { m_limit = limit; }

    // Reads from now on, at once, and again on every change.
    void start();
    bool isStarted() const { return m_started; }
    // Reads again now (F5).
    void reload();

    State state() const { return m_state; }
    store::StoreError lastError() const { return m_error; }
    Audience audience() const;

    WalletTrendModel *wallets() const { return m_wallets; }
    OverviewItemsModel *waiting() const { return m_waiting; }
    OverviewItemsModel *returned() const { return m_returned; }
    OverviewItemsModel *inFlight() const { return m_inFlight; }
    OverviewItemsModel *failed() const { return m_failed; }
    OverviewItemsModel *statementsReady() const { return m_statementsReady; }
    // The maker's payout of the list "Returned to you" with this outbox id (what New payout opens).
    std::optional<payouts::PayoutDraft> returnedPayout(const QString &id) const;

Q_SIGNALS:
    void stateChanged(paydesk::overview::OverviewController::State state);
    // The lists were read again (also when nothing in them changed).
    void loaded();
    // The wallets' samples were kept and their trends read again.
    void trendsLoaded();

private:
    void read();
    void onFacts(quint64 generation, const store::StoreResult<OverviewFacts> &facts);
    void onWalletsState();
    void onTableChange(const store::TableChange &change);
    void setState(State state);

    Deps m_deps;
    QString m_profileId;
    QPointer<models::WalletsModel> m_walletsSource;
    QLocale m_locale;
    int m_limit = 5;
    bool m_started = false;
    quint64 m_generation = 0; // a read's answer for another profile or operator is dropped
    Throttle *m_throttle;
    State m_state = State::Idle;
    store::StoreError m_error;
    OverviewFacts m_facts;
    WalletTrendModel *m_wallets;
    OverviewItemsModel *m_waiting;
    OverviewItemsModel *m_returned;
    OverviewItemsModel *m_inFlight;
    OverviewItemsModel *m_failed;
    OverviewItemsModel *m_statementsReady;
};

} // namespace paydesk::overview
