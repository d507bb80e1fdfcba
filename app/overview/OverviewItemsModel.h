// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One list of the Overview page ("Waiting for your approval", "Returned to you", "In flight",
// "Failed in the last 7 days", "Statements ready"): a line per item in a person's words (what, how
// much, to whom; then why or where it is), and where the item is handled (OverviewTarget): the
// page opens it there. The builders below make a list's items from the store's rows
// (OverviewFacts), at most the rows read and, when there are more, one last "N more" item that
// opens the page where they all are.

#include "payouts/PayoutDraft.h"
#include "store/Statements.h"

#include <QAbstractListModel>
#include <QList>
#include <QLocale>

namespace paydesk::overview {

struct OverviewTarget
{
    enum class Kind {
        None,
        Approval, // id: the outbox row, in the Approvals page's queue
        SentList, // the Approvals page's payouts sent and in progress (no pyt- id yet)
        Draft, // id: the maker's outbox row, opened in New payout
        Payout, // id: the pyt- id (or custom_id), opened in History
        Statement, // id: the statement's local id, in Statements
        Wallets, // id: the wlt- id, in Wallets
    };
    Kind kind = Kind::None;
    QString id;

    bool operator==(const OverviewTarget &) const = default;
};

struct OverviewItem
{
    QString text; // the first line
    QString detail; // the second: why, where, since when
    OverviewTarget target;
    bool bad = false; // shown in the error tone (failed, refused)

    bool operator==(const OverviewItem &) const = default;
};

class OverviewItemsModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        DetailRole = Qt::UserRole + 1, // QString
        TargetKindRole, // int (OverviewTarget::Kind)
        TargetIdRole, // QString
        BadRole, // bool
    };

    explicit OverviewItemsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // Replaces the items (a reset only when they changed: a live refresh keeps the selection).
    void setItems(const QList<OverviewItem> &items);
    const QList<OverviewItem> &items() const { return m_items; }
    OverviewItem item(int row) const { return m_items.value(row); }

    // --- the lists' items, from the store's rows ------------------------------------------------
    // "PD-… · KES 1,500.00 · Jane Wanjiku": what every payout line starts with.
    static QString payoutLine(const payouts::PayoutDraft &d, const QLocale &locale);
    static QList<OverviewItem> awaitingItems(const QList<payouts::PayoutDraft> &rows, qint64 total,
                                             const QLocale &locale);
    static QList<OverviewItem> returnedItems(const QList<payouts::PayoutDraft> &rows, const QLocale &locale);
    static QList<OverviewItem> inFlightItems(const QList<payouts::PayoutDraft> &rows, qint64 total,
                                             const QLocale &locale);
    static QList<OverviewItem> failedItems(const QList<payouts::PayoutDraft> &rows, const QLocale &locale);
    static QList<OverviewItem> statementItems(const QList<store::StoredStatement> &rows,
                                              const QLocale &locale);
    // Where a payout on its way is seen: History once the service has its pyt- id, else the list
    // of payouts sent on the Approvals page.
    static QString inFlightText(const payouts::PayoutDraft &d);

private:
    QList<OverviewItem> m_items;
};

} // namespace paydesk::overview
