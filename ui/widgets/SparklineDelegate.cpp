// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/SparklineDelegate.h"

#include "Style.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace paydesk::ui {

SparklineDelegate::SparklineDelegate(int seriesRole, int alertRole, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_seriesRole(seriesRole)
    , m_alertRole(alertRole)
{ }

void SparklineDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    const QList<qint64> series = index.data(m_seriesRole).value<QList<qint64>>();
    if (series.size() < 2)
        return QStyledItemDelegate::paint(painter, option, index);
    // The cell's background and selection as any other cell, without its text.
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);

    const QRectF area = QRectF(option.rect).adjusted(6, 5, -10, -5);
    if (area.width() < 4 || area.height() < 4)
        return;
    const auto [low, high] = std::minmax_element(series.cbegin(), series.cend());
    const double span = double(*high - *low);
    const auto pointAt = [&](qsizetype i) {
        const double x = area.left() + area.width() * double(i) / double(series.size() - 1);
        const double y = span > 0 ? area.bottom() - area.height() * double(series.at(i) - *low) / span
                                  : area.center().y();
        return QPointF(x, y);
    };
    QPainterPath path(pointAt(0));
    for (qsizetype i = 1; i < series.size(); ++i)
        path.lineTo(pointAt(i));
    const bool alert = m_alertRole >= 0 && index.data(m_alertRole).toBool();
    QColor colour = alert                         ? style::errorColor()
        : (option.state & QStyle::State_Selected) ? option.palette.highlightedText().color()
                                                  : option.palette.highlight().color();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(colour, 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path);
    painter->setBrush(colour);
    painter->drawEllipse(pointAt(series.size() - 1), 2.5, 2.5);
    painter->restore();
}

QSize SparklineDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setWidth(std::max(size.width(), option.fontMetrics.averageCharWidth() * 24));
    size.setHeight(std::max(size.height(), option.fontMetrics.height() * 2));
    return size;
}

} // namespace paydesk::ui
