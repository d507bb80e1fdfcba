// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Statements page's "New statement" form: the wallet, the period (ui::PeriodPicker, the same as
// History's: today, the last 7 days, this month, last month, or dates of one's own, with whole hours
// when wanted) and the clock it is read on (the person's zone by its city, or UTC),
// Generate, and under them what is wrong with the period. The service takes whole hours only: a
// period it would refuse is said here (check()) before anything is sent; a half-hour zone starts
// on UTC. What is asked for is the page's (StatementsPage, through its controller).

#include "Style.h"

#include <QTimeZone>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace paydesk::models {
class WalletsModel;
}
namespace paydesk::statements {
class StatementPeriod;
}

namespace paydesk::ui {

class PeriodPicker;

class StatementRequestForm : public QWidget
{
    Q_OBJECT
public:
    explicit StatementRequestForm(QWidget *parent = nullptr);

    // What the form holds, as the service would get it (validationError() says what is wrong).
    statements::StatementPeriod period() const;
    QTimeZone chosenZone() const;
    QString walletId() const; // of the wallet chosen; empty when none
    QString currency() const; // of the wallet chosen
    // Marks what is wrong (no wallet, a period the service would refuse) and says it; false then.
    bool check();
    // The wallets of `wallets` in the list, the one chosen kept when it is still there.
    void showWallets(const models::WalletsModel *wallets);
    // Generate off while a statement is being asked for.
    void setBusy(bool busy);
    // Said under the form (empty: nothing).
    void setMessage(const QString &text, style::Tone tone = style::Tone::Plain);

    QComboBox *walletCombo() const { return m_walletCombo; }
    PeriodPicker *periodPicker() const { return m_period; }
    QComboBox *zoneCombo() const { return m_zoneCombo; }
    QLabel *periodMessage() const { return m_periodMessage; }

Q_SIGNALS:
    void generateClicked();

private:
    QComboBox *m_walletCombo = nullptr;
    PeriodPicker *m_period = nullptr;
    QComboBox *m_zoneCombo = nullptr;
    QPushButton *m_generateButton = nullptr;
    QLabel *m_periodMessage = nullptr;
};

} // namespace paydesk::ui
