// SPDX-License-Identifier: GPL-3.0-or-later
#include "payouts/PayoutDraft.h"

#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace paydesk::payouts {

namespace {

using State = PayoutDraft::State;
using Lookup = PayoutDraft::Lookup;

constexpr std::array<std::pair<State, QStringView>, 8> stateKeys {{
    {State::Draft, u"DRAFT"},
    {State::AwaitingApproval, u"AWAITING_APPROVAL"},
    {State::Approved, u"APPROVED"},
    {State::Submitting, u"SUBMITTING"},
    {State::Accepted, u"ACCEPTED"},
    {State::Rejected, u"REJECTED"},
    {State::Uncertain, u"UNCERTAIN"},
    {State::Expired, u"EXPIRED"},
}};

constexpr std::array<std::pair<Lookup, QStringView>, 6> lookupKeys {{
    {Lookup::Match, u"MATCH"},
    {Lookup::CloseMatch, u"CLOSE_MATCH"},
    {Lookup::NoMatch, u"NO_MATCH"},
    {Lookup::NotFound, u"NOT_FOUND"},
    {Lookup::Unavailable, u"UNAVAILABLE"},
    {Lookup::NotOffered, u"NOT_OFFERED"},
}};

} // namespace

QString PayoutDraft::stateKey(State state)
{
    for (const auto &[s, key] : stateKeys) {
        if (s == state)
            return key.toString();
    }
    Q_UNREACHABLE();
    return {};
}

std::optional<PayoutDraft::State> PayoutDraft::stateFromKey(QStringView key)
{
    for (const auto &[s, k] : stateKeys) {
        if (k == key)
            return s;
    }
    return std::nullopt;
}

QString PayoutDraft::lookupKey(Lookup lookup)
{
    for (const auto &[l, key] : lookupKeys) {
        if (l == lookup)
            return key.toString();
    }
    return {};
}

std::optional<PayoutDraft::Lookup> PayoutDraft::lookupFromKey(QStringView key)
{
    if (key.isEmpty())
        return Lookup::None;
    for (const auto &[l, k] : lookupKeys) {
        if (k == key)
            return l;
    }
    return std::nullopt;
}

QString PayoutDraft::Content::customId() const
{
    return requestBody.value(u"custom_id"_s).toString();
}

Money PayoutDraft::Content::amount() const
{
    const QJsonObject amount = requestBody.value(u"amount"_s).toObject();
    const QJsonValue value = amount.value(u"value"_s);
    const QJsonValue currency = amount.value(u"currency"_s);
    if (!value.isString() || !currency.isString())
        return {};
    return Money::parse(value.toString(), currency.toString()).money;
}

} // namespace paydesk::payouts
