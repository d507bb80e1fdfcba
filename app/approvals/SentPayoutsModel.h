// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The payouts of one profile approved here, newest first, from APPROVED to the service's state:
// reference, amount, what became of it in words (payouts::PayoutStateText; a refusal with the
// service's message), who approved it, and the recipient. A payout refused, or that paid nobody,
// has its state in the error tone; one paid, in the success tone. Filled by ApprovalsController a
// page at a time: the first by setPayouts(), the next ones by appendPayouts() when the view asks
// for more (canFetchMore()/fetchMore() say moreWanted() once until the page comes). The rows are
// the store's summary rows (store::outboxColumns::readSummary(): no request body but its
// custom_id and amount).

#include "payouts/PayoutDraft.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QLocale>

namespace paydesk::approvals {

class SentPayoutsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        ReferenceColumn,
        AmountColumn,
        StateColumn,
        ApprovedByColumn,
        RecipientColumn,
        ColumnCount
    };
    enum Role {
        IdRole = Qt::UserRole + 1, // the payout's outbox id (every column)
        ToneRole, // a CellTone (int)
    };

    explicit SentPayoutsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    bool canFetchMore(const QModelIndex &parent = {}) const override;
    void fetchMore(const QModelIndex &parent = {}) override;

    // The first page, newest first; `more`: rows follow; `names`: operator id -> name shown.
    void setPayouts(const QList<payouts::PayoutDraft> &sent, bool more, const QHash<QString, QString> &names);
    void appendPayouts(const QList<payouts::PayoutDraft> &sent, bool more);
    void morePageFailed() { m_fetching = false; }
    // The view asked for the next page and it has not come yet.
    bool isFetchingMore() const { return m_fetching; }
    void clear() { setPayouts({}, false, {}); }
    bool hasMore() const { return m_more; }
    void setLocale(const QLocale &locale);
    const QList<payouts::PayoutDraft> &payouts() const { return m_rows; }

    // What became of a payout approved here, in words.
    static QString progressText(const payouts::PayoutDraft &payout);

Q_SIGNALS:
    void moreWanted();

private:
    QList<payouts::PayoutDraft> m_rows;
    bool m_more = false;
    bool m_fetching = false;
    QHash<QString, QString> m_names;
    QLocale m_locale;
};

} // namespace paydesk::approvals
