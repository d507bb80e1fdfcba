// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The pages' read-only tables, one look: whole rows selected one at a time, no editing, no row
// numbers, the last column taking what is left (the others as wide as their content, and still
// widened by hand), no wrapping. And the few things every such page does with one: fit the
// columns, the row selected, select a row.
//
// RowTableHeader is their column header: the selected row does not turn its labels bold (Qt's
// header highlights the columns of a selection, and a whole row selected is every column), so a
// label is measured in the font it is drawn in. (Qt measures every header label bold to leave room
// for that highlight: a second font to load for each table's first show.)
//
// ToneProxyModel gives a model's tone role (approvals::CellTone as an int) its colour
// (style::toneColor()) as the foreground, so that a model in app/ says "an error" without colours.

#include <QHeaderView>
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

class RowTableHeader : public QHeaderView
{
    Q_OBJECT
public:
    explicit RowTableHeader(QWidget *parent = nullptr);

protected:
    QSize sectionSizeFromContents(int logicalIndex) const override;
};

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
