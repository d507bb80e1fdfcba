// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/BalanceChart.h"

#include "Style.h"

#include <QChart>
#include <QDateTimeAxis>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

// A date (and the hour when the period is short) as the axis shows it in `zone`. Qt Charts
// draws times in the system's zone: the points are shifted so that the system's clock reads the
// wall time of `zone`.
qint64 axisMsecs(const QDateTime &utc, const QTimeZone &zone)
{
    const QDateTime wall = utc.toTimeZone(zone);
    return QDateTime(wall.date(), wall.time()).toMSecsSinceEpoch();
}

} // namespace

BalanceChart::BalanceChart(QWidget *parent)
    : QChartView(parent)
{
    setObjectName(u"balanceChart"_s);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(260, 200);
    chart()->legend()->hide();
    chart()->setMargins(QMargins(4, 4, 4, 4));
    chart()->setBackgroundRoundness(0);
}

BalanceChart::~BalanceChart() = default;

void BalanceChart::showMessage(const QString &text)
{
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes())
        c->removeAxis(axis);
    c->setTitle(text);
    m_points = 0;
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
    QChart *c = chart();
    const Money lowest = series.lowest();
    const int exponent = std::max(0, lowest.currencyMinorUnits());
    // Large balances are read in thousands or millions: "2.35" (millions) is read at a glance,
    // "2350000" is not.
    const qint64 largest
        = std::max(std::abs(series.lowest().minorUnits()), std::abs(series.highest().minorUnits()));
    const double units = double(largest) / std::pow(10.0, exponent);
    const int magnitude = units >= 1e6 ? 6 : units >= 1e4 ? 3 : 0;
    const double scale = std::pow(10.0, exponent + magnitude);

    auto *line = new QLineSeries(c);
    line->setColor(palette().color(QPalette::Highlight));
    qint64 previous = points.constFirst().balanceMinor;
    bool first = true;
    for (const auto &p : points) {
        const qint64 x = axisMsecs(p.time, zone);
        if (!first) // a step: the balance holds until this point moves it
            line->append(double(x), double(previous) / scale);
        line->append(double(x), double(p.balanceMinor) / scale);
        previous = p.balanceMinor;
        first = false;
    }
    m_points = int(points.size());

    auto *low = new QScatterSeries(c);
    low->setMarkerSize(9);
    low->setColor(style::toneColor(style::Tone::Error));
    for (const auto &p : points) {
        if (p.balanceMinor == lowest.minorUnits()) {
            low->append(double(axisMsecs(p.time, zone)), double(p.balanceMinor) / scale);
            break;
        }
    }
    c->addSeries(line);
    c->addSeries(low);

    auto *time = new QDateTimeAxis(c);
    const qint64 span = series.from().msecsTo(series.to());
    time->setFormat(span <= 3LL * 24 * 3600 * 1000 ? u"d MMM HH:mm"_s : u"d MMM"_s);
    time->setRange(QDateTime::fromMSecsSinceEpoch(axisMsecs(series.from(), zone)),
                   QDateTime::fromMSecsSinceEpoch(axisMsecs(series.to(), zone)));
    time->setTickCount(4);
    auto *amount = new QValueAxis(c);
    amount->setLabelFormat(magnitude == 6 ? u"%.1f"_s : u"%.0f"_s);
    amount->setTitleText(magnitude == 6       ? tr("%1 (millions)").arg(series.currency())
                             : magnitude == 3 ? tr("%1 (thousands)").arg(series.currency())
                                              : series.currency());
    double lo = double(series.lowest().minorUnits()) / scale;
    double hi = double(series.highest().minorUnits()) / scale;
    if (hi - lo < 1e-9)
        hi = lo + 1.0;
    const double pad = (hi - lo) * 0.08;
    const double bottom = lo >= 0 && lo - pad < 0 ? 0.0 : lo - pad;
    amount->setRange(bottom, hi + pad);
    amount->applyNiceNumbers();
    c->addAxis(time, Qt::AlignBottom);
    c->addAxis(amount, Qt::AlignLeft);
    for (QAbstractSeries *s : {static_cast<QAbstractSeries *>(line), static_cast<QAbstractSeries *>(low)}) {
        s->attachAxis(time);
        s->attachAxis(amount);
    }
    low->setName(tr("Lowest: %1").arg(lowest.toDisplayWithCurrency(locale)));
    c->setToolTip(
        tr("Lowest balance %1, highest %2")
            .arg(lowest.toDisplayWithCurrency(locale), series.highest().toDisplayWithCurrency(locale)));
}

} // namespace paydesk::ui
