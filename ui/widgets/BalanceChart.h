// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The balance of a wallet over a statement's period (statements::BalanceSeries), drawn with Qt
// Charts: a step line (a balance holds until the next line moves it), the time axis in the
// person's zone, the amount axis in the wallet's currency, and the lowest balance marked.
// Amounts are converted to floating point here, for drawing only. objectName: balanceChart.

#include "statements/BalanceSeries.h"

#include <QChartView>
#include <QLocale>
#include <QTimeZone>

namespace paydesk::ui {

class BalanceChart : public QChartView
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

    // What is drawn, for tests: the number of points of the balance line (0 when a message).
    int pointCount() const { return m_points; }

private:
    int m_points = 0;
};

} // namespace paydesk::ui
