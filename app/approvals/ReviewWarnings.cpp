// SPDX-License-Identifier: GPL-3.0-or-later
#include "approvals/ReviewWarnings.h"

#include <algorithm>

namespace paydesk::approvals {

namespace {

constexpr qint64 kDuplicateWindowSecs = 24 * 3600;
constexpr int kUsualMinimumCount = 3;
constexpr qint64 kWellAboveFactor = 3;

// The median of `values` (not empty), rounded down to a whole minor unit.
qint64 medianOf(QList<qint64> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype mid = values.size() / 2;
    return values.size() % 2 == 1 ? values.at(mid) : (values.at(mid - 1) + values.at(mid)) / 2;
}

} // namespace

RecipientHistory RecipientHistory::of(const ReviewFacts &facts)
{
    RecipientHistory history;
    QList<qint64> usual; // earlier amounts to this recipient in this currency
    for (const EarlierPayout &e : facts.earlier) {
        if (e.recipientKey.isEmpty() || e.recipientKey != facts.recipientKey)
            continue;
        history.known = true;
        if (!e.amount.isValid() || e.amount.currency() != facts.amount.currency())
            continue;
        usual.append(e.amount.minorUnits());
        if (e.amount == facts.amount && facts.createdAt.isValid() && e.createdAt.isValid()
            && qAbs(e.createdAt.secsTo(facts.createdAt)) < kDuplicateWindowSecs)
            history.duplicate = true;
    }
    history.sameCurrency = usual.size();
    if (!usual.isEmpty())
        history.median = medianOf(usual);
    return history;
}

QList<ReviewWarning> ReviewWarning::of(const ReviewFacts &facts, const QLocale &locale)
{
    QList<ReviewWarning> out;
    const auto add = [&out](Kind kind, const QString &text) { out.append(ReviewWarning {kind, text}); };

    // A new account that the service has already: it is paid under the saved name.
    if (!facts.savedName.isEmpty()
        && facts.savedName.simplified().compare(facts.typedName.simplified(), Qt::CaseInsensitive) != 0)
        add(Kind::SavedUnderAnotherName,
            tr("This account is already saved as %1: the payout goes to that recipient, under that name, "
               "not \u201C%2\u201D.")
                .arg(facts.savedName, facts.typedName));

    // The lookup made now says more than the one saved with the draft, when it could be made.
    LookupOutcome lookup = facts.savedLookup;
    if (facts.freshLookup && *facts.freshLookup != LookupOutcome::NotMade)
        lookup = *facts.freshLookup;
    switch (lookup) {
    case LookupOutcome::NoMatch:
        add(Kind::NameMismatch,
            tr("The account is registered to %1, not to the holder name of this payout.")
                .arg(facts.registeredName.isEmpty() ? tr("someone else") : facts.registeredName));
        break;
    case LookupOutcome::CloseMatch:
        add(Kind::NameCloseMatch,
            tr("The account is registered to %1: close to the holder name of this payout, not the same.")
                .arg(facts.registeredName));
        break;
    case LookupOutcome::NotFound:
        add(Kind::AccountNotFound, tr("The payment service knows no such account: check the number."));
        break;
    case LookupOutcome::NotMade:
        add(Kind::LookupNotMade, tr("The holder's name could not be checked."));
        break;
    case LookupOutcome::Match:
    case LookupOutcome::NotOffered:
        break;
    }

    const RecipientHistory history = facts.history ? *facts.history : RecipientHistory::of(facts);
    if (!history.known && facts.earlierComplete)
        add(Kind::FirstPayout,
            facts.earlierDays > 0
                ? tr("No payout to this recipient in the last %n day(s), by Paydesk or otherwise.", nullptr,
                     facts.earlierDays)
                : tr("No earlier payout to this recipient is known."));
    if (history.duplicate)
        add(Kind::Duplicate,
            tr("A payout of the same amount to the same recipient was made within 24 hours of this one."));
    if (history.sameCurrency >= kUsualMinimumCount && facts.amount.isValid()) {
        const qint64 typical = history.median;
        if (typical > 0 && facts.amount.minorUnits() > typical * kWellAboveFactor)
            add(Kind::WellAboveUsual,
                tr("%1 is more than three times what this recipient is usually paid (%2).")
                    .arg(facts.amount.toDisplayWithCurrency(locale),
                         Money::fromMinorUnits(typical, facts.amount.currency())
                             .toDisplayWithCurrency(locale)));
    }
    if (facts.available && facts.available->isValid() && facts.amount.isValid()
        && facts.available->currency() == facts.amount.currency()
        && facts.available->minorUnits() < facts.amount.minorUnits())
        add(Kind::InsufficientBalance,
            tr("The wallet has %1 available, less than this payout.")
                .arg(facts.available->toDisplayWithCurrency(locale)));
    if (facts.walletUnknown)
        add(Kind::WalletUnknown,
            tr("The payment service has no such wallet now: it would refuse this payout. Its maker "
               "should choose the wallet again."));
    return out;
}

} // namespace paydesk::approvals
