// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The balance of a wallet over a statement's period (statements::BalanceSeries), drawn with
// QPainter: a step line (a balance holds until the next line moves it), the time axis in the
// person's zone, the amount axis in the wallet's currency (in thousands or millions when large),
// and the lowest balance marked. Colours come from the palette, so a dark or high-contrast system
// palette draws it readably. Amounts are converted to floating point here, for drawing only.
// objectName: balanceChart; its accessible description says the lowest and highest balance.
//
// Drawn here rather than with Qt Charts: Qt Charts (and the OpenGL libraries it brings) cost
// every start of Paydesk a few milliseconds of symbol binding for one chart on one page
// (docs/benchmarks.md, "Start-up").

#include "statements/BalanceSeries.h"

#include <QLocale>
#include <QPointF>
#include <QTimeZone>
#include <QWidget>

namespace paydesk::ui {

class BalanceChart : public QWidget
{
    Q_OBJECT
public:
    explicit BalanceChart(QWidget *parent = nullptr);
    ~BalanceChart() override;

    // Draws `series`; `zone` is the zone of the time axis.
    void showSeries(const statements::BalanceSeries &series, const QTimeZone &zone,
                    const QLocale &locale = QLocale());
    // No curve, only a sentence in the middle (reading the lines, nothing to draw).
    void showMessage(const QString &text);

    // What is drawn, for tests: the number of points of the balance line (0 when a message), the
    // sentence shown instead, the labels of the axes.
    int pointCount() const { return m_points; }
    QString message() const { return m_message; }
    QStringList timeLabels() const;
    QStringList amountLabels() const;
    QString amountTitle() const { return m_amountTitle; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Tick
    {
        double value = 0; // msecs since the epoch (time) or scaled amount
        QString label;
    };

    QString m_message;
    int m_points = 0;
    // The step line, x in msecs since the epoch (UTC), y in the scaled unit of the amount axis.
    QList<QPointF> m_line;
    QPointF m_lowest;
    double m_xMin = 0, m_xMax = 1, m_yMin = 0, m_yMax = 1;
    QList<Tick> m_timeTicks;
    QList<Tick> m_amountTicks;
    QString m_amountTitle;
};

} // namespace paydesk::ui
