// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small line of a series of values in a table's cell (the Overview's 30-day trend of a wallet's
// available balance): the values of `seriesRole` (QList<qint64>, oldest first) from the cell's
// left to its right, scaled to its height, with the last point marked. The cell's text (its
// DisplayRole: the trend in words) is what a screen reader and the tooltip say; it is drawn
// instead of the line when there are fewer than two values. The line is in the palette's
// highlight colour, or the error colour when `alertRole` says so.

#include <QStyledItemDelegate>

namespace paydesk::ui {

class SparklineDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    SparklineDelegate(int seriesRole, int alertRole, QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    int m_seriesRole;
    int m_alertRole;
};

} // namespace paydesk::ui
