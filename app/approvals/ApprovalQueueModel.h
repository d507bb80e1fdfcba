// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The approval queue of one profile, oldest waiting first (it expires first): how long each has
// waited, its maker, amount, approvals so far of those its currency's rule needs, the warnings
// known without asking the service (PayoutReview::localWarnings(): the lookup saved with the
// draft, earlier payouts of this installation), and its recipient.
//
// The review of one payout knows more (the service's payouts, the balance): setWarnings() puts its
// warnings in that payout's row. Filled by ApprovalsController; read by the Approvals page and
// the command-line tool.

#include "approvals/ReviewWarnings.h"
#include "operators/ApprovalRule.h"
#include "payouts/PayoutDraft.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QLocale>

namespace paydesk::approvals {

class ApprovalQueueModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        WaitingColumn,
        MakerColumn,
        AmountColumn,
        ApprovalsColumn,
        WarningsColumn,
        RecipientColumn,
        ColumnCount
    };
    enum Role {
        IdRole = Qt::UserRole + 1, // the payout's outbox id (every column)
        ToneRole, // a CellTone (int)
    };

    explicit ApprovalQueueModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The queue (oldest first); `sent`: the profile's payouts that went for submission (for the
    // local warnings); `names`: operator id -> name shown; `now`: for how long each has waited.
    void setPayouts(const QList<payouts::PayoutDraft> &queue, const QList<payouts::PayoutDraft> &sent,
                    const QHash<QString, QString> &names, const operators::ApprovalRules &rules,
                    const QDateTime &now);
    void clear();
    // The warnings of one payout's review, in place of the local ones.
    void setWarnings(const QString &id, const QList<ReviewWarning> &warnings);
    void setLocale(const QLocale &locale);

    const QList<payouts::PayoutDraft> &payouts() const { return m_rows; }
    int rowOf(const QString &id) const; // -1 when not in the queue
    QList<ReviewWarning> warnings(int row) const { return m_warnings.value(row); }

    // "just now", "12 min", "5 h", "3 days": how long it has waited.
    static QString age(const QDateTime &since, const QDateTime &now);

private:
    QString nameOf(const QString &id) const { return m_names.value(id, id); }

    QList<payouts::PayoutDraft> m_rows;
    QList<payouts::PayoutDraft> m_sent;
    QList<QList<ReviewWarning>> m_warnings; // per row
    QHash<QString, QString> m_names;
    operators::ApprovalRules m_rules;
    QDateTime m_now;
    QLocale m_locale;
};

} // namespace paydesk::approvals
