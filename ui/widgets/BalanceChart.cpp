// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/BalanceChart.h"

#include "Style.h"

#include <QEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

// A "nice" step for about `count` intervals over `span`: 1, 2 or 5 times a power of ten.
double niceStep(double span, int count)
{
    const double raw = span / std::max(1, count);
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    const double fraction = raw / power;
    const double nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
    return nice * power;
}

} // namespace

BalanceChart::BalanceChart(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"balanceChart"_s);
    setAccessibleName(tr("Balance over the period"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(260, 200);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

BalanceChart::~BalanceChart() = default;

QSize BalanceChart::sizeHint() const
{
    return {420, 260};
}

QSize BalanceChart::minimumSizeHint() const
{
    return {260, 200};
}

QStringList BalanceChart::timeLabels() const
{
    QStringList out;
    for (const Tick &t : m_timeTicks)
        out << t.label;
    return out;
}

QStringList BalanceChart::amountLabels() const
{
    QStringList out;
    for (const Tick &t : m_amountTicks)
        out << t.label;
    return out;
}

void BalanceChart::showMessage(const QString &text)
{
    m_message = text;
    m_points = 0;
    m_line.clear();
    m_timeTicks.clear();
    m_amountTicks.clear();
    m_amountTitle.clear();
    setToolTip({});
    setAccessibleDescription(text);
    update();
}

void BalanceChart::showSeries(const statements::BalanceSeries &series, const QTimeZone &zone,
                              const QLocale &locale)
{
    const QList<statements::BalanceSeries::Point> points = series.points();
    if (points.isEmpty()) {
        showMessage(tr("No movement to draw."));
        return;
    }
    showMessage({});
    const Money lowest = series.lowest();
    const int exponent = std::max(0, lowest.currencyMinorUnits());
    // Large balances are read in thousands or millions: "2.35" (millions) is read at a glance,
    // "2350000" is not.
    const qint64 largest
        = std::max(std::abs(series.lowest().minorUnits()), std::abs(series.highest().minorUnits()));
    const double units = double(largest) / std::pow(10.0, exponent);
    const int magnitude = units >= 1e6 ? 6 : units >= 1e4 ? 3 : 0;
    const double scale = std::pow(10.0, exponent + magnitude);

    qint64 previous = points.constFirst().balanceMinor;
    bool first = true;
    bool lowestFound = false;
    for (const auto &p : points) {
        const double x = double(p.time.toMSecsSinceEpoch());
        if (!first) // a step: the balance holds until this point moves it
            m_line.append({x, double(previous) / scale});
        m_line.append({x, double(p.balanceMinor) / scale});
        if (!lowestFound && p.balanceMinor == lowest.minorUnits()) {
            m_lowest = {x, double(p.balanceMinor) / scale};
            lowestFound = true;
        }
        previous = p.balanceMinor;
        first = false;
    }
    m_points = int(points.size());

    // The time axis: the period, four labels in the person's zone (with the hour when short).
    m_xMin = double(series.from().toMSecsSinceEpoch());
    m_xMax = double(series.to().toMSecsSinceEpoch());
    if (m_xMax - m_xMin < 1)
        m_xMax = m_xMin + 1;
    const qint64 span = series.from().msecsTo(series.to());
    const QString format = span <= 3LL * 24 * 3600 * 1000 ? u"d MMM HH:mm"_s : u"d MMM"_s;
    for (int i = 0; i < 4; ++i) {
        const double x = m_xMin + (m_xMax - m_xMin) * i / 3.0;
        const QDateTime when = QDateTime::fromMSecsSinceEpoch(qint64(x), QTimeZone::utc()).toTimeZone(zone);
        m_timeTicks.append({x, locale.toString(when, format)});
    }

    // The amount axis: a little room above and below, from zero when the balance stays near it.
    double lo = double(series.lowest().minorUnits()) / scale;
    double hi = double(series.highest().minorUnits()) / scale;
    if (hi - lo < 1e-9)
        hi = lo + 1.0;
    const double pad = (hi - lo) * 0.08;
    lo = lo >= 0 && lo - pad < 0 ? 0.0 : lo - pad;
    hi += pad;
    const double step = niceStep(hi - lo, 4);
    m_yMin = std::floor(lo / step) * step;
    m_yMax = std::ceil(hi / step) * step;
    const int decimals = step >= 1 ? 0 : int(std::ceil(-std::log10(step)));
    for (double v = m_yMin; v <= m_yMax + step / 2; v += step)
        m_amountTicks.append({v, locale.toString(v, 'f', decimals)});
    m_amountTitle = magnitude == 6 ? tr("%1 (millions)").arg(series.currency())
        : magnitude == 3           ? tr("%1 (thousands)").arg(series.currency())
                                   : series.currency();
    const QString summary
        = tr("Lowest balance %1, highest %2")
              .arg(lowest.toDisplayWithCurrency(locale), series.highest().toDisplayWithCurrency(locale));
    setToolTip(summary);
    setAccessibleDescription(summary);
    update();
}

void BalanceChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        update();
    QWidget::changeEvent(event);
}

void BalanceChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const QFontMetrics fm = fontMetrics();
    if (m_line.isEmpty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap, m_message);
        return;
    }
    p.setRenderHint(QPainter::Antialiasing);

    // The plot: room on the left for the widest amount, below for the dates, above for the title.
    int labelWidth = 0;
    for (const Tick &t : std::as_const(m_amountTicks))
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(t.label));
    const int gap = fm.height() / 2;
    const QRect plot = rect().adjusted(labelWidth + 2 * gap, fm.height() + gap,
                                       -(fm.horizontalAdvance(m_timeTicks.constLast().label) / 2 + gap),
                                       -(fm.height() + gap));
    if (plot.width() < 20 || plot.height() < 20)
        return;
    auto px = [&](double x) { return plot.left() + (x - m_xMin) / (m_xMax - m_xMin) * plot.width(); };
    auto py = [&](double y) { return plot.bottom() - (y - m_yMin) / (m_yMax - m_yMin) * plot.height(); };

    QColor grid = pal.color(QPalette::WindowText);
    grid.setAlphaF(0.15);
    const QColor text = pal.color(QPalette::WindowText);
    p.setPen(text);
    p.drawText(QRect(0, 0, width(), fm.height()), Qt::AlignLeft | Qt::AlignVCenter, m_amountTitle);
    for (const Tick &t : std::as_const(m_amountTicks)) {
        const double y = py(t.value);
        p.setPen(QPen(grid, 1));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(text);
        p.drawText(QRectF(0, y - fm.height() / 2.0, labelWidth + gap, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, t.label);
    }
    for (int i = 0; i < m_timeTicks.size(); ++i) {
        const Tick &t = m_timeTicks.at(i);
        const double x = px(t.value);
        const int w = fm.horizontalAdvance(t.label);
        const Qt::Alignment align = i == 0 ? Qt::AlignLeft : Qt::AlignHCenter;
        const double left = i == 0 ? x : x - w / 2.0;
        p.setPen(text);
        p.drawText(QRectF(left, plot.bottom() + gap / 2.0, w + 1, fm.height()), align | Qt::AlignTop,
                   t.label);
    }

    QPainterPath path;
    path.moveTo(px(m_line.constFirst().x()), py(m_line.constFirst().y()));
    for (qsizetype i = 1; i < m_line.size(); ++i)
        path.lineTo(px(m_line.at(i).x()), py(m_line.at(i).y()));
    p.setPen(QPen(pal.color(QPalette::Highlight), 2));
    p.drawPath(path);

    const QPointF low(px(m_lowest.x()), py(m_lowest.y()));
    p.setPen(Qt::NoPen);
    p.setBrush(style::toneColor(style::Tone::Error));
    p.drawEllipse(low, 4.5, 4.5);
}

} // namespace paydesk::ui
