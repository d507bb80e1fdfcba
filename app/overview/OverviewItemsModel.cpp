// SPDX-License-Identifier: GPL-3.0-or-later
#include "overview/OverviewItemsModel.h"

#include "payouts/DraftsListModel.h"
#include "payouts/PayoutStateText.h"

using namespace Qt::StringLiterals;

namespace paydesk::overview {

using payouts::PayoutDraft;
using State = PayoutDraft::State;

namespace {

QString when(const QDateTime &utc, const QLocale &locale)
{
    return utc.isValid() ? locale.toString(utc.toLocalTime(), QLocale::ShortFormat) : QString();
}

// The last item of a list that holds `shown` of `total`: "3 more" where they all are.
void addMore(QList<OverviewItem> &items, qint64 shown, qint64 total, OverviewTarget target)
{
    if (total <= shown)
        return;
    OverviewItem more;
    more.text = OverviewItemsModel::tr("%n more\u2026", nullptr, int(total - shown));
    more.target = target;
    items.append(more);
}

} // namespace

OverviewItemsModel::OverviewItemsModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

int OverviewItemsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

QVariant OverviewItemsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const OverviewItem &item = m_items.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return item.detail.isEmpty() ? item.text : item.text + u'\n' + item.detail;
    case Qt::ToolTipRole:
    case Qt::AccessibleDescriptionRole:
        return item.detail;
    case Qt::AccessibleTextRole:
        return item.detail.isEmpty() ? item.text : item.text + u". "_s + item.detail;
    case DetailRole:
        return item.detail;
    case TargetKindRole:
        return int(item.target.kind);
    case TargetIdRole:
        return item.target.id;
    case BadRole:
        return item.bad;
    default:
        return {};
    }
}

void OverviewItemsModel::setItems(const QList<OverviewItem> &items)
{
    if (items == m_items)
        return;
    beginResetModel();
    m_items = items;
    endResetModel();
}

QString OverviewItemsModel::payoutLine(const PayoutDraft &d, const QLocale &locale)
{
    QStringList parts;
    parts << (d.customId().isEmpty() ? tr("Payout without a reference") : d.customId());
    if (const Money amount = d.content.amount(); amount.isValid())
        parts << amount.toDisplayWithCurrency(locale);
    if (!d.content.recipientSummary.isEmpty())
        parts << d.content.recipientSummary;
    return parts.join(u" \u00b7 "_s);
}

QList<OverviewItem> OverviewItemsModel::awaitingItems(const QList<PayoutDraft> &rows, qint64 total,
                                                      const QLocale &locale)
{
    QList<OverviewItem> items;
    for (const PayoutDraft &d : rows) {
        OverviewItem item;
        item.text = payoutLine(d, locale);
        const QString since = when(d.progress.awaitingSince, locale);
        if (d.progress.approvers.isEmpty())
            item.detail = d.content.maker.isEmpty()
                ? tr("Waiting since %1").arg(since)
                : tr("Made by %1, waiting since %2").arg(d.content.maker, since);
        else
            item.detail
                = tr("Approved by %1, waiting for a second approver").arg(d.progress.approvers.join(u", "));
        item.target = {OverviewTarget::Kind::Approval, d.id};
        items.append(item);
    }
    addMore(items, rows.size(), total, {OverviewTarget::Kind::Approval, {}});
    return items;
}

QList<OverviewItem> OverviewItemsModel::returnedItems(const QList<PayoutDraft> &rows, const QLocale &locale)
{
    QList<OverviewItem> items;
    for (const PayoutDraft &d : rows) {
        OverviewItem item;
        item.text = payoutLine(d, locale);
        item.detail = payouts::DraftsListModel::statusText(d);
        item.target = {OverviewTarget::Kind::Draft, d.id};
        item.bad = d.state == State::Rejected || d.progress.isHeld();
        items.append(item);
    }
    return items;
}

QString OverviewItemsModel::inFlightText(const PayoutDraft &d)
{
    switch (d.state) {
    case State::Approved:
        return tr("Approved, about to be sent");
    case State::Submitting:
        return tr("Being sent to the payments service");
    case State::Uncertain:
        return tr("Sent; Paydesk is asking the payments service whether it arrived");
    case State::Accepted:
        return d.progress.payoutState.isEmpty()
            ? tr("Accepted by the payments service")
            : tr("At the payments service: %1").arg(payouts::PayoutStateText::label(d.progress.payoutState));
    default:
        return {};
    }
}

QList<OverviewItem> OverviewItemsModel::inFlightItems(const QList<PayoutDraft> &rows, qint64 total,
                                                      const QLocale &locale)
{
    QList<OverviewItem> items;
    for (const PayoutDraft &d : rows) {
        OverviewItem item;
        item.text = payoutLine(d, locale);
        item.detail = d.progress.isHeld() ? payouts::PayoutStateText::heldText(d.progress.heldReason)
                                          : inFlightText(d);
        item.bad = d.progress.isHeld();
        item.target = d.progress.providerPayoutId.isEmpty()
            ? OverviewTarget {OverviewTarget::Kind::SentList, d.id}
            : OverviewTarget {OverviewTarget::Kind::Payout, d.progress.providerPayoutId};
        items.append(item);
    }
    addMore(items, rows.size(), total, {OverviewTarget::Kind::SentList, {}});
    return items;
}

QList<OverviewItem> OverviewItemsModel::failedItems(const QList<PayoutDraft> &rows, const QLocale &locale)
{
    QList<OverviewItem> items;
    for (const PayoutDraft &d : rows) {
        OverviewItem item;
        item.text = payoutLine(d, locale);
        const QString reason
            = payouts::PayoutStateText::sentence(d.progress.payoutState, d.progress.payoutContext);
        item.detail = tr("%1 on %2: %3")
                          .arg(payouts::PayoutStateText::label(d.progress.payoutState),
                               when(d.progress.settledAt, locale), reason);
        item.bad = true;
        item.target = {OverviewTarget::Kind::Payout,
                       d.progress.providerPayoutId.isEmpty() ? d.customId() : d.progress.providerPayoutId};
        items.append(item);
    }
    return items;
}

QList<OverviewItem> OverviewItemsModel::statementItems(const QList<store::StoredStatement> &rows,
                                                       const QLocale &locale)
{
    QList<OverviewItem> items;
    for (const store::StoredStatement &s : rows) {
        OverviewItem item;
        // The period's last instant is its end, exclusive: the day before it is the last one in it.
        const QDate from = s.periodFrom.toLocalTime().date();
        const QDate to = s.periodTo.toLocalTime().addMSecs(-1).date();
        item.text = tr("%1 statement, %2 to %3")
                        .arg(s.currency, locale.toString(from, QLocale::ShortFormat),
                             locale.toString(to, QLocale::ShortFormat));
        item.detail = tr("Ready since %1").arg(when(s.updatedAt, locale));
        item.target = {OverviewTarget::Kind::Statement, s.id};
        items.append(item);
    }
    return items;
}

} // namespace paydesk::overview
