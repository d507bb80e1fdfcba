// SPDX-License-Identifier: GPL-3.0-or-later
#include "BankDirectory.h"

#include "RecipientsLogging.h"
#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "api/ApiResult.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::recipients {

BankDirectory *BankDirectory::of(api::ApiClient *client)
{
    if (!client)
        return nullptr;
    if (auto *existing = client->findChild<BankDirectory *>(QString(), Qt::FindDirectChildrenOnly))
        return existing;
    return new BankDirectory(client, client);
}

BankDirectory::BankDirectory(api::ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{ }

BankDirectory::~BankDirectory()
{
    if (m_call) {
        disconnect(m_call, nullptr, this, nullptr);
        m_call->cancel();
    }
}

QList<api::Bank> BankDirectory::banks(QStringView country) const
{
    QList<api::Bank> out;
    for (const api::Bank &b : m_banks) {
        if (b.country == country)
            out << b;
    }
    return out;
}

std::optional<api::Bank> BankDirectory::bank(QStringView id) const
{
    for (const api::Bank &b : m_banks) {
        if (b.id == id)
            return b;
    }
    return std::nullopt;
}

void BankDirectory::load()
{
    if (!m_client || m_call)
        return;
    if (m_state == State::Loaded && m_loadedFrom == m_client->baseUrl())
        return;
    if (m_state == State::Loaded) { // the client serves another address now: not its banks
        m_banks.clear();
        m_loadedFrom.clear();
    }
    m_call = m_client->listBanks();
    connect(m_call, &api::ApiCall::finished, this, &BankDirectory::onFinished);
    m_loadedFrom = m_client->baseUrl();
    setState(State::Loading);
}

void BankDirectory::onFinished(const api::ApiResult &result)
{
    m_call = nullptr;
    const auto *banks = result.value<QList<api::Bank>>();
    if (!result.isOk() || !banks) {
        m_error
            = result.isOk() ? api::ApiError(api::ApiError::Kind::Decode, u"no banks list"_s) : result.error();
        m_loadedFrom.clear();
        qCInfo(lcRecipients).noquote() << "the banks list could not be loaded:" << m_error.toString();
        setState(State::Failed);
        return;
    }
    m_banks = *banks;
    std::sort(m_banks.begin(), m_banks.end(), [](const api::Bank &a, const api::Bank &b) {
        return QString::localeAwareCompare(a.name, b.name) < 0;
    });
    m_error = {};
    qCDebug(lcRecipients) << "banks list loaded:" << m_banks.size() << "banks";
    setState(State::Loaded);
}

void BankDirectory::setState(State state)
{
    m_state = state;
    Q_EMIT stateChanged(state);
}

} // namespace paydesk::recipients
