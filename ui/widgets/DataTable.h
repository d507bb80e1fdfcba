// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The pages' read-only tables, one look: whole rows selected one at a time, no editing, no row
// numbers, the last column taking what is left (the others as wide as their content, and still
// widened by hand), no wrapping. And the few things every such page does with one: fit the
// columns, the row selected, select a row.
//
// ToneProxyModel gives a model's tone role (approvals::CellTone as an int) its colour
// (style::toneColor()) as the foreground, so that a model in app/ says "an error" without colours.

#include <QIdentityProxyModel>

class QTableView;

namespace paydesk::ui {

QTableView *makeTable(QAbstractItemModel *model, const QString &objectName);
// Every column as wide as what it holds now but the last one, which takes the rest.
void fitColumns(QTableView *table);
// The row selected, or -1.
int selectedRow(const QTableView *table);
// Selects `row` (nothing when it is out of range).
void selectRow(QTableView *table, int row);

class ToneProxyModel : public QIdentityProxyModel
{
    Q_OBJECT
public:
    ToneProxyModel(int toneRole, QObject *parent = nullptr);
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    const int m_toneRole;
};

} // namespace paydesk::ui
