// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/DataTable.h"

#include "Style.h"
#include "approvals/CellTone.h"

#include <QBrush>
#include <QItemSelectionModel>
#include <QStyleOptionHeader>
#include <QTableView>

namespace paydesk::ui {

QTableView *makeTable(QAbstractItemModel *model, const QString &objectName)
{
    auto *table = new QTableView;
    table->setObjectName(objectName);
    table->setHorizontalHeader(new RowTableHeader(table));
    table->setTabKeyNavigation(false); // Tab goes on to the next control, the arrows move in it
    table->setModel(model);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setWordWrap(false);
    return table;
}

void fitColumns(QTableView *table)
{
    for (int column = 0; column + 1 < table->model()->columnCount(); ++column)
        table->resizeColumnToContents(column);
}

int selectedRow(const QTableView *table)
{
    if (!table || !table->selectionModel())
        return -1;
    const QModelIndexList rows = table->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

void selectRow(QTableView *table, int row)
{
    if (row < 0 || row >= table->model()->rowCount())
        return;
    table->selectionModel()->select(table->model()->index(row, 0),
                                    QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table->setCurrentIndex(table->model()->index(row, 0));
}

RowTableHeader::RowTableHeader(QWidget *parent)
    : QHeaderView(Qt::Horizontal, parent)
{
    // What QTableView sets on the header it makes, but the highlight.
    setSectionsClickable(true);
    setHighlightSections(false);
}

QSize RowTableHeader::sectionSizeFromContents(int logicalIndex) const
{
    // QHeaderView's own measure, in the font the label is drawn in rather than in bold.
    if (!model() || logicalIndex < 0)
        return {};
    ensurePolished();
    if (const QVariant hint = model()->headerData(logicalIndex, orientation(), Qt::SizeHintRole);
        hint.isValid())
        return hint.toSize();
    QStyleOptionHeader option;
    initStyleOption(&option);
    initStyleOptionForIndex(&option, logicalIndex);
    const QVariant font = model()->headerData(logicalIndex, orientation(), Qt::FontRole);
    option.fontMetrics = QFontMetrics(font.canConvert<QFont>() ? font.value<QFont>() : this->font());
    QSize size = style()->sizeFromContents(QStyle::CT_HeaderSection, &option, QSize(), this);
    if (isSortIndicatorShown()) {
        const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, &option, this);
        if (orientation() == Qt::Horizontal)
            size.rwidth() += size.height() + margin;
        else
            size.rheight() += size.width() + margin;
    }
    return size;
}

ToneProxyModel::ToneProxyModel(int toneRole, QObject *parent)
    : QIdentityProxyModel(parent)
    , m_toneRole(toneRole)
{ }

QVariant ToneProxyModel::data(const QModelIndex &index, int role) const
{
    if (role != Qt::ForegroundRole)
        return QIdentityProxyModel::data(index, role);
    style::Tone tone = style::Tone::Plain;
    switch (approvals::CellTone(QIdentityProxyModel::data(index, m_toneRole).toInt())) {
    case approvals::CellTone::Plain:
        break;
    case approvals::CellTone::Error:
        tone = style::Tone::Error;
        break;
    case approvals::CellTone::Success:
        tone = style::Tone::Success;
        break;
    case approvals::CellTone::Warning:
        tone = style::Tone::Warning;
        break;
    }
    if (tone == style::Tone::Plain)
        return QIdentityProxyModel::data(index, role);
    return QBrush(style::toneColor(tone));
}

} // namespace paydesk::ui
