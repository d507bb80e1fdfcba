// SPDX-License-Identifier: GPL-3.0-or-later
#include "PageIcons.h"

#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmap>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace paydesk::ui::icons {

namespace {

// Each icon is drawn on a 24 x 24 grid with a 1.75-unit round pen (scaled to the size asked for),
// without fill except for small dots.
constexpr qreal grid = 24;
constexpr qreal penWidth = 1.75;

// A chevron whose point is `tip`, pointing along `angleDegrees` (screen coordinates: 0 is to the
// right, 90 downwards), with wings `length` long.
void addArrowHead(QPainterPath &path, QPointF tip, qreal angleDegrees, qreal length)
{
    for (qreal wing : {150.0, -150.0}) {
        const qreal a = qDegreesToRadians(angleDegrees + wing);
        path.moveTo(tip);
        path.lineTo(tip + QPointF(std::cos(a), std::sin(a)) * length);
    }
}

// The upper half of the ellipse in `rect`, from its right end to its left end (shoulders).
void addUpperHalf(QPainterPath &path, const QRectF &rect)
{
    path.arcMoveTo(rect, 0);
    path.arcTo(rect, 0, 180);
}

void drawOverview(QPainter *p)
{
    // A dashboard: four tiles of different heights, the two small ones filled (what needs you).
    QPainterPath outlined;
    outlined.addRoundedRect(3.5, 3.5, 7.5, 9, 1.5, 1.5);
    outlined.addRoundedRect(13, 11, 7.5, 9.5, 1.5, 1.5);
    p->drawPath(outlined);
    QPainterPath filled;
    filled.addRoundedRect(13, 3.5, 7.5, 5.5, 1.5, 1.5);
    filled.addRoundedRect(3.5, 14.5, 7.5, 6, 1.5, 1.5);
    p->setBrush(p->pen().color());
    p->drawPath(filled);
}

void drawWallets(QPainter *p)
{
    // A wallet with a note showing above it and its clasp on the right.
    QPainterPath path;
    path.addRoundedRect(3, 6.5, 18, 13.5, 2.5, 2.5);
    path.moveTo(5.5, 6.5);
    path.lineTo(15.5, 3.6);
    path.lineTo(16.5, 6.5);
    path.addRoundedRect(14.5, 11, 6.5, 5, 1.5, 1.5);
    p->drawPath(path);
    p->setBrush(p->pen().color());
    p->drawEllipse(QPointF(17.3, 13.5), 0.9, 0.9);
}

void drawNewPayout(QPainter *p)
{
    // A paper plane: money sent on its way.
    QPainterPath path;
    path.moveTo(21, 3);
    path.lineTo(3, 10.5);
    path.lineTo(10.5, 13.5);
    path.lineTo(13.5, 21);
    path.closeSubpath();
    path.moveTo(21, 3);
    path.lineTo(10.5, 13.5);
    p->drawPath(path);
}

void drawApprovals(QPainter *p)
{
    // A clipboard with a tick: the board's top edge gives way to the clip.
    const QRectF clip(8.5, 2.5, 7, 4);
    QPainterPath outside;
    outside.addRect(0, 0, grid, grid);
    QPainterPath clipArea;
    clipArea.addRect(clip.adjusted(-0.5, -0.5, 0.5, 0.5));
    p->save();
    p->setClipPath(outside.subtracted(clipArea), Qt::IntersectClip);
    p->drawRoundedRect(QRectF(5, 4.5, 14, 16.5), 2, 2);
    p->restore();
    QPainterPath path;
    path.addRoundedRect(clip, 1.2, 1.2);
    path.moveTo(8.5, 13.5);
    path.lineTo(11, 16);
    path.lineTo(15.5, 11);
    p->drawPath(path);
}

void drawHistory(QPainter *p)
{
    // A clock whose rim turns back (anticlockwise), its hands at twenty past.
    const QRectF rim(3.5, 3.5, 17, 17);
    QPainterPath path;
    path.arcMoveTo(rim, 140);
    path.arcTo(rim, 140, -310); // clockwise round to the left side, leaving a gap up left
    const QPointF start = rim.center()
        + QPointF(std::cos(qDegreesToRadians(140.0)), -std::sin(qDegreesToRadians(140.0))) * 8.5;
    // Going back along the rim from its start: downwards to the left, where the gap is.
    addArrowHead(path, start, 230, 3.2);
    path.moveTo(12, 7.5);
    path.lineTo(12, 12);
    path.lineTo(15, 14);
    p->drawPath(path);
}

void drawStatements(QPainter *p)
{
    // A page with a folded corner and lines of text.
    QPainterPath path;
    path.moveTo(6, 3);
    path.lineTo(14, 3);
    path.lineTo(19, 8);
    path.lineTo(19, 21);
    path.lineTo(6, 21);
    path.closeSubpath();
    path.moveTo(14, 3);
    path.lineTo(14, 8);
    path.lineTo(19, 8);
    for (auto [y, end] : {std::pair {12.0, 16.0}, {15.0, 16.0}, {18.0, 13.0}}) {
        path.moveTo(9, y);
        path.lineTo(end, y);
    }
    p->drawPath(path);
}

void drawRecipients(QPainter *p)
{
    // Two people, one behind the other.
    QPainterPath path;
    path.addEllipse(QPointF(9, 8.5), 3.25, 3.25);
    addUpperHalf(path, QRectF(2.5, 14.5, 13, 12));
    path.addEllipse(QPointF(16.5, 7.5), 2.75, 2.75);
    path.moveTo(21, 20.5);
    path.lineTo(21, 18);
    path.arcTo(QRectF(13, 13.5, 8, 9), 0, 110);
    p->drawPath(path);
}

void drawOperators(QPainter *p)
{
    // An identity badge: a face and two lines of text.
    QPainterPath path;
    path.addRoundedRect(3, 5, 18, 14, 2, 2);
    path.addEllipse(QPointF(8.5, 10.2), 2, 2);
    addUpperHalf(path, QRectF(5, 13.8, 7, 5.4));
    path.moveTo(13.5, 10);
    path.lineTo(18, 10);
    path.moveTo(13.5, 14);
    path.lineTo(16.5, 14);
    p->drawPath(path);
}

void drawAudit(QPainter *p)
{
    // A shield with a tick: the record that is checked.
    QPainterPath path;
    path.moveTo(12, 2.8);
    path.lineTo(19.5, 5.8);
    path.lineTo(19.5, 11.5);
    path.cubicTo(19.5, 16, 16.2, 19.5, 12, 21.2);
    path.cubicTo(7.8, 19.5, 4.5, 16, 4.5, 11.5);
    path.lineTo(4.5, 5.8);
    path.closeSubpath();
    path.moveTo(8.8, 12);
    path.lineTo(11.2, 14.4);
    path.lineTo(15.4, 9.8);
    p->drawPath(path);
}

using Draw = void (*)(QPainter *);

struct Entry
{
    QString name;
    Draw draw;
};

const QList<Entry> &entries()
{
    static const QList<Entry> list {
        {u"overview"_s, drawOverview},     {u"wallets"_s, drawWallets},     {u"new-payout"_s, drawNewPayout},
        {u"approvals"_s, drawApprovals},   {u"history"_s, drawHistory},     {u"statements"_s, drawStatements},
        {u"recipients"_s, drawRecipients}, {u"operators"_s, drawOperators}, {u"audit"_s, drawAudit},
    };
    return list;
}

Draw drawerOf(const QString &name)
{
    for (const Entry &e : entries())
        if (e.name == name)
            return e.draw;
    return nullptr;
}

// The icon as QIcon asks for it: painted at each size and scale in the palette's colours of the
// moment (a change to dark mode shows at the next paint).
class PageIconEngine final : public QIconEngine
{
public:
    explicit PageIconEngine(QString name)
        : m_name(std::move(name))
    { }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        const QPalette palette = QGuiApplication::palette();
        QColor colour = palette.color(QPalette::Active, QPalette::Text);
        if (mode == QIcon::Selected)
            colour = palette.color(QPalette::Active, QPalette::HighlightedText);
        else if (mode == QIcon::Disabled)
            colour = palette.color(QPalette::Disabled, QPalette::Text);
        painter->save();
        painter->setPen(colour);
        drawPageIcon(painter, m_name, rect);
        painter->restore();
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap pixmap(size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paint(&painter, QRect(QPoint(), size), mode, state);
        return pixmap;
    }

    // QIcon asks for `size` in device pixels already (the size it wants times `scale`) and sets
    // the pixmap's device pixel ratio itself.
    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal) override
    {
        return pixmap(size, mode, state);
    }

    QIconEngine *clone() const override { return new PageIconEngine(m_name); }
    QString key() const override { return u"PaydeskPageIcon"_s; }
    QString iconName() override { return m_name; }
    bool isNull() override { return drawerOf(m_name) == nullptr; }

private:
    QString m_name;
};

} // namespace

QStringList pageIconNames()
{
    QStringList names;
    for (const Entry &e : entries())
        names << e.name;
    return names;
}

QIcon pageIcon(const QString &name)
{
    if (!drawerOf(name))
        return {};
    return QIcon(new PageIconEngine(name));
}

bool drawPageIcon(QPainter *painter, const QString &name, const QRectF &rect)
{
    const Draw draw = drawerOf(name);
    if (!draw)
        return false;
    const qreal side = std::min(rect.width(), rect.height());
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(rect.center() - QPointF(side, side) / 2);
    painter->scale(side / grid, side / grid);
    QPen pen(painter->pen().color(), penWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    draw(painter);
    painter->restore();
    return true;
}

} // namespace paydesk::ui::icons
