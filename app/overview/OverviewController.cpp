// SPDX-License-Identifier: GPL-3.0-or-later
#include "overview/OverviewController.h"

#include "core/Logging.h"
#include "core/Throttle.h"
#include "models/WalletsModel.h"
#include "operators/SignedIn.h"
#include "outbox/OutboxStore.h"
#include "outbox/PayoutFollower.h"
#include "store/ChangeListener.h"
#include "store/PayoutDrafts.h"
#include "store/Statements.h"
#include "store/Store.h"
#include "store/StoreCall.h"

using namespace Qt::StringLiterals;

namespace paydesk::overview {

PAYDESK_LOGGING_CATEGORY(lcOverview, "overview")

using store::StoreResult;

OverviewController::OverviewController(Deps deps, QObject *parent)
    : QObject(parent)
    , m_deps(deps)
    , m_throttle(new Throttle(this, std::chrono::milliseconds(250)))
    , m_wallets(new WalletTrendModel(this))
    , m_waiting(new OverviewItemsModel(this))
    , m_returned(new OverviewItemsModel(this))
    , m_inFlight(new OverviewItemsModel(this))
    , m_failed(new OverviewItemsModel(this))
    , m_statementsReady(new OverviewItemsModel(this))
{
    Q_ASSERT(m_deps.outbox && m_deps.signedIn);
    connect(m_throttle, &Throttle::fired, this, &OverviewController::read);
    const auto poke = [this] {
        if (m_started)
            m_throttle->poke();
    };
    // Here: this window's pages, the outbox processor and the payout follower.
    connect(m_deps.outbox, &outbox::OutboxStore::changed, this, poke);
    if (m_deps.drafts)
        connect(m_deps.drafts, &store::PayoutDrafts::changed, this, poke);
    if (m_deps.statements)
        connect(m_deps.statements, &store::Statements::changed, this, poke);
    if (m_deps.follower)
        connect(m_deps.follower, &outbox::PayoutFollower::stateChanged, this, poke);
    // Another workstation of the team.
    if (m_deps.changes) {
        connect(m_deps.changes, &store::ChangeListener::changed, this, &OverviewController::onTableChange);
        connect(m_deps.changes, &store::ChangeListener::catchUp, this, poke);
    }
    // Who is signed in decides the lists: the previous person's go at once.
    connect(m_deps.signedIn, &operators::SignedIn::changed, this, [this] {
        ++m_generation;
        m_waiting->setItems({});
        m_returned->setItems({});
        if (m_started)
            read();
    });
}

OverviewController::~OverviewController() = default;

void OverviewController::setProfileId(const QString &profileId)
{
    if (profileId == m_profileId)
        return;
    m_profileId = profileId;
    ++m_generation;
    m_facts = {};
    for (OverviewItemsModel *model : {m_waiting, m_returned, m_inFlight, m_failed, m_statementsReady})
        model->setItems({});
    m_wallets->setSamples({}, QDate());
    setState(State::Idle);
    if (m_started)
        read();
}

void OverviewController::setWalletsModel(models::WalletsModel *wallets)
{
    if (m_walletsSource)
        disconnect(m_walletsSource, nullptr, this, nullptr);
    m_walletsSource = wallets;
    m_wallets->setWallets(wallets);
    if (wallets)
        connect(wallets, &models::WalletsModel::stateChanged, this, &OverviewController::onWalletsState);
}

void OverviewController::setLocale(const QLocale &locale)
{
    m_locale = locale;
    m_wallets->setLocale(locale);
}

void OverviewController::start()
{
    const bool first = !m_started;
    m_started = true;
    read();
    if (first && m_walletsSource && m_walletsSource->state() == models::WalletsModel::State::Loaded)
        onWalletsState(); // the balances fetched before the page was first opened
}

void OverviewController::reload()
{
    if (m_started)
        read();
}

OverviewController::Audience OverviewController::audience() const
{
    const std::optional<operators::Operator> op = m_deps.signedIn->current();
    if (!op)
        return Audience::Nobody;
    switch (op->role) {
    case operators::Operator::Role::Maker:
        return Audience::Maker;
    case operators::Operator::Role::Approver:
        return Audience::Approver;
    case operators::Operator::Role::Viewer:
        return Audience::Viewer;
    }
    return Audience::Viewer;
}

std::optional<payouts::PayoutDraft> OverviewController::returnedPayout(const QString &id) const
{
    for (const payouts::PayoutDraft &d : m_facts.returned) {
        if (d.id == id)
            return d;
    }
    return std::nullopt;
}

void OverviewController::read()
{
    if (m_profileId.isEmpty())
        return;
    store::Store *store = m_deps.outbox->store();
    OverviewFacts::Query query;
    query.profileId = m_profileId;
    query.audience = audience();
    query.operatorId = m_deps.signedIn->id();
    query.now = store->now();
    query.limit = m_limit;
    const quint64 generation = m_generation;
    if (m_state != State::Loaded)
        setState(State::Loading);
    store::postCall(
        store, this, [store, query] { return OverviewFacts::read(store, query); },
        [this, generation](const StoreResult<OverviewFacts> &facts) { onFacts(generation, facts); });
}

void OverviewController::onFacts(quint64 generation, const StoreResult<OverviewFacts> &facts)
{
    if (generation != m_generation)
        return; // of another profile or person
    if (!facts.ok()) {
        m_error = facts.error();
        setState(State::Failed);
        return;
    }
    m_facts = facts.value();
    m_waiting->setItems(OverviewItemsModel::awaitingItems(m_facts.awaiting, m_facts.awaitingCount, m_locale));
    m_returned->setItems(OverviewItemsModel::returnedItems(m_facts.returned, m_locale));
    m_inFlight->setItems(
        OverviewItemsModel::inFlightItems(m_facts.inFlight, m_facts.inFlightCount, m_locale));
    m_failed->setItems(OverviewItemsModel::failedItems(m_facts.failed, m_locale));
    m_statementsReady->setItems(OverviewItemsModel::statementItems(m_facts.statementsReady, m_locale));
    m_error = {};
    setState(State::Loaded);
    Q_EMIT loaded();
}

void OverviewController::onWalletsState()
{
    // Fetched: today's balances kept, and the trends read with them. Kept whether or not the page
    // is open (the trend is of every day Paydesk ran), read only once it was.
    if (!m_walletsSource || m_walletsSource->state() != models::WalletsModel::State::Loaded
        || m_profileId.isEmpty())
        return;
    QList<BalanceSample> samples;
    QStringList ids;
    for (int row = 0; row < m_walletsSource->rowCount(); ++row) {
        const api::Wallet w = m_walletsSource->wallet(row);
        if (!w.available.isValid())
            continue;
        samples.append(BalanceSample {w.id, w.currency, w.available.minorUnits(), {}});
        ids.append(w.id);
    }
    store::Store *store = m_deps.outbox->store();
    const quint64 generation = m_generation;
    const QString profileId = m_profileId;
    const bool readTrends = m_started;
    using Trends = QHash<QString, QList<BalanceSample>>;
    store::postCall(
        store, this,
        [store, profileId, samples, ids, readTrends]() -> std::pair<StoreResult<Trends>, QDate> {
            const BalanceSamples kept(store);
            const QDate today = store->now().toUTC().date();
            // A sample that could not be kept costs a point of the trend, nothing else: the trend
            // is read all the same.
            if (const StoreResult<void> r = kept.record(profileId, samples); !r.ok())
                qCWarning(lcOverview) << "balances not kept for the trends:" << r.error().message();
            if (!readTrends)
                return {Trends(), today};
            return {kept.trend(profileId, ids, today.addDays(-BalanceSamples::trendDays)), today};
        },
        [this, generation](const std::pair<StoreResult<Trends>, QDate> &result) {
            if (generation != m_generation || !result.first.ok())
                return;
            m_wallets->setSamples(result.first.value(), result.second);
            Q_EMIT trendsLoaded();
        });
}

void OverviewController::onTableChange(const store::TableChange &change)
{
    if (!m_started || m_profileId.isEmpty())
        return;
    if (change.table != u"payout_outbox" && change.table != u"wallet_statements")
        return;
    if (!change.profileId.isEmpty() && change.profileId != m_profileId)
        return;
    m_throttle->poke();
}

void OverviewController::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

} // namespace paydesk::overview
