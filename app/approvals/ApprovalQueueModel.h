// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The approval queue of one profile, oldest waiting first (it expires first): how long each has
// waited, its maker, amount, approvals so far of those its currency's rule needs, the warnings
// known without asking the service (PayoutReview::localWarnings(): the lookup saved with the
// draft, and what the store counted of the earlier payouts of this installation to the same
// recipient, RecipientHistory), and its recipient.
//
// Paged: ApprovalsController fills the first page (setPayouts()) and appends the next ones
// (appendPayouts()) when the view asks for more (canFetchMore()/fetchMore() say moreWanted() once
// until the page comes). The review of one payout knows more (the service's payouts, the
// balance): setWarnings() puts its warnings in that payout's row. Read by the Approvals page and
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

    // A payout waiting, with what the store counted of its recipient's earlier payouts.
    struct Row
    {
        payouts::PayoutDraft payout;
        RecipientHistory history;
    };

    explicit ApprovalQueueModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    bool canFetchMore(const QModelIndex &parent = {}) const override;
    void fetchMore(const QModelIndex &parent = {}) override;

    // The queue's first rows (oldest first); `more`: rows follow them; `total`: how many wait in
    // all; `names`: operator id -> name shown; `now`: for how long each has waited.
    void setPayouts(const QList<Row> &rows, bool more, int total, const QHash<QString, QString> &names,
                    const operators::ApprovalRules &rules, const QDateTime &now);
    // The next page, after those in.
    void appendPayouts(const QList<Row> &rows, bool more);
    // A payout that came into the queue (submitted on another workstation), in its place (oldest
    // first: created_at, then id), or in place of its row when it is there; false when its place is
    // after the rows loaded while more follow (that page brings it).
    bool insertPayout(const Row &row);
    // A payout that left the queue (on another workstation): its row taken out when it is loaded.
    void removePayout(const QString &id);
    // The page asked by moreWanted() did not come (the read failed): it may be asked again.
    void morePageFailed() { m_fetching = false; }
    // The view asked for the next page and it has not come yet.
    bool isFetchingMore() const { return m_fetching; }
    void clear();
    bool hasMore() const { return m_more; }
    int total() const { return m_total; } // waiting in all, loaded or not
    // The warnings of one payout's review, in place of the local ones.
    void setWarnings(const QString &id, const QList<ReviewWarning> &warnings);
    void setLocale(const QLocale &locale);

    const QList<payouts::PayoutDraft> &payouts() const { return m_rows; }
    int rowOf(const QString &id) const; // -1 when not in the queue
    QList<ReviewWarning> warnings(int row) const { return m_warnings.value(row); }

    // "just now", "12 min", "5 h", "3 days": how long it has waited.
    static QString age(const QDateTime &since, const QDateTime &now);

Q_SIGNALS:
    // The view wants the next page (once until appendPayouts() or morePageFailed()).
    void moreWanted();

private:
    void computeWarnings();

    QString nameOf(const QString &id) const { return m_names.value(id, id); }

    QList<payouts::PayoutDraft> m_rows;
    QList<RecipientHistory> m_histories; // per row
    QList<QList<ReviewWarning>> m_warnings; // per row
    bool m_more = false;
    bool m_fetching = false;
    int m_total = 0;
    QHash<QString, QString> m_names;
    operators::ApprovalRules m_rules;
    QDateTime m_now;
    QLocale m_locale;
};

} // namespace paydesk::approvals
