// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/RecipientDirectory.h"

#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "api/PageWalker.h"
#include "core/Logging.h"
#include "models/PaymentAccountsModel.h"
#include "session/Session.h"

namespace paydesk::history {

PAYDESK_LOGGING_CATEGORY(lcHistory, "history")

RecipientDirectory::RecipientDirectory(QObject *parent)
    : QObject(parent)
    , m_format(new models::PaymentAccountsModel(this))
{ }

RecipientDirectory::~RecipientDirectory()
{
    if (m_walker)
        m_walker->cancel();
    if (m_banksCall)
        m_banksCall->cancel();
}

void RecipientDirectory::setSession(session::Session *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (session)
        connect(session, &session::Session::stateChanged, this, &RecipientDirectory::onSessionState);
    reload();
}

session::Session *RecipientDirectory::session() const
{
    return m_session;
}

std::optional<RecipientDirectory::Entry> RecipientDirectory::find(const QString &paymentAccountId) const
{
    const auto it = m_entries.constFind(paymentAccountId);
    if (it == m_entries.cend())
        return std::nullopt;
    return *it;
}

void RecipientDirectory::reload()
{
    if (m_walker)
        m_walker->cancel();
    if (m_banksCall)
        m_banksCall->cancel();
    m_walker = nullptr;
    m_banksCall = nullptr;
    m_error = {};
    m_topUp = false;
    m_lookedUp.clear();
    const bool had = !m_entries.isEmpty();
    m_entries.clear();
    if (m_loaded) {
        m_loaded = false;
        Q_EMIT loadedChanged(false);
    }
    if (had)
        Q_EMIT changed();
    m_wanted = m_session != nullptr;
    start();
}

void RecipientDirectory::lookUp(const QString &paymentAccountId)
{
    if (paymentAccountId.isEmpty() || !m_loaded || isLoading() || m_entries.contains(paymentAccountId)
        || m_lookedUp.contains(paymentAccountId) || !m_session || !m_session->isReady())
        return;
    m_lookedUp.insert(paymentAccountId);
    m_topUp = true;
    walk();
}

void RecipientDirectory::onSessionState()
{
    // A session that connects again (another key, another address) may see other accounts.
    if (m_session && m_session->isReady() && !isLoading())
        reload();
}

void RecipientDirectory::start()
{
    if (!m_wanted || !m_session || !m_session->isReady())
        return; // onSessionState() starts it
    m_wanted = false;
    api::ApiClient *client = m_session->client();
    // The bank names first, so that bank accounts are said with their bank; when they cannot be
    // had, the bank's id stays in the text.
    m_banksCall = client->listBanks();
    connect(m_banksCall, &api::ApiCall::finished, this, [this](const api::ApiResult &result) {
        m_banksCall = nullptr;
        if (const auto *banks = result.value<QList<api::Bank>>())
            m_format->setBanks(*banks);
        walk();
    });
}

void RecipientDirectory::walk()
{
    if (!m_session || !m_session->isReady()) {
        m_wanted = true; // onSessionState() starts again
        return;
    }
    api::PageWalker *walker = m_session->client()->walkPaymentAccounts({50, {}});
    m_walker = walker;
    connect(walker, &api::PageWalker::pageReady, this, [this, walker](const api::ApiResult &page) {
        if (m_walker == walker)
            onPage(page);
    });
    connect(walker, &api::PageWalker::finished, this, [this, walker](const api::ApiError &error) {
        if (m_walker == walker)
            onWalkFinished(error);
    });
}

void RecipientDirectory::onPage(const api::ApiResult &page)
{
    const auto *accounts = page.value<api::Page<api::PaymentAccount>>();
    if (!accounts || accounts->items.isEmpty())
        return;
    int added = 0;
    for (const api::PaymentAccount &a : accounts->items) {
        added += m_entries.contains(a.id) ? 0 : 1;
        m_entries.insert(a.id, {a.details.holder.name, m_format->accountText(a.details)});
    }
    if (added > 0)
        Q_EMIT changed();
    if (m_topUp && added == 0) {
        // Newest first: the accounts after this page were all known already.
        m_walker->cancel();
        m_walker = nullptr;
        m_topUp = false;
    }
}

void RecipientDirectory::onWalkFinished(const api::ApiError &error)
{
    m_walker = nullptr;
    if (std::exchange(m_topUp, false)) {
        if (error.isError())
            qCInfo(lcHistory) << "newer recipients not loaded:" << error.kind();
        return;
    }
    if (error.isError()) {
        m_error = error;
        qCInfo(lcHistory) << "recipients not all loaded:" << error.kind();
        return;
    }
    m_loaded = true;
    Q_EMIT loadedChanged(true);
}

} // namespace paydesk::history
