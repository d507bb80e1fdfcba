// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The payouts of one profile that Paydesk held and did not send (outbox/OutboxStore.h hold(): their
// approvals' signatures did not hold before the POST; approvals/SignatureVerifier.h), newest held
// first, for the approvers and administrators who must see them on the Approvals page: when it
// was held, reference, amount, maker, recipient, and why ("Held: not sent: <reason>",
// payouts::PayoutStateText::heldText(), the words every page uses). Every row
// is in the error tone. Its maker returns one to a draft from New payout's list of their payouts.
// Filled by ApprovalsController with the queue (store::OutboxLists::held(): at most
// ApprovalsController::heldLimit rows; total() counts them).

#include "payouts/PayoutDraft.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QLocale>

namespace paydesk::approvals {

class HeldPayoutsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        HeldAtColumn,
        ReferenceColumn,
        AmountColumn,
        MakerColumn,
        RecipientColumn,
        ReasonColumn, // last: it takes the width left, and wraps
        ColumnCount
    };
    enum Role {
        IdRole = Qt::UserRole + 1, // the payout's outbox id (every column)
        ToneRole, // a CellTone (int)
    };

    explicit HeldPayoutsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The held rows, newest held first; `names`: operator id -> name shown.
    void setPayouts(const QList<payouts::PayoutDraft> &held, const QHash<QString, QString> &names);
    void clear() { setPayouts({}, {}); }
    void setLocale(const QLocale &locale);
    const QList<payouts::PayoutDraft> &payouts() const { return m_rows; }

private:
    QList<payouts::PayoutDraft> m_rows;
    QHash<QString, QString> m_names;
    QLocale m_locale;
};

} // namespace paydesk::approvals
