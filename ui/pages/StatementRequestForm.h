// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Statements page's "New statement" form: the wallet, the period (this month, last month, the
// last 7 days, dates, or dates and hours) and the clock it is read on (the person's zone or UTC),
// Generate, and under them what is wrong with the period. The service takes whole hours only: a
// period it would refuse is said here (check()) before anything is sent; a half-hour zone starts
// on UTC. What is asked for is the page's (StatementsPage, through its controller).

#include "Style.h"

#include <QTimeZone>
#include <QWidget>

class QComboBox;
class QDateEdit;
class QDateTimeEdit;
class QLabel;
class QPushButton;

namespace paydesk::models {
class WalletsModel;
}
namespace paydesk::statements {
class StatementPeriod;
}

namespace paydesk::ui {

class StatementRequestForm : public QWidget
{
    Q_OBJECT
public:
    enum class PeriodChoice { ThisMonth, LastMonth, LastSevenDays, Dates, DatesAndHours };
    Q_ENUM(PeriodChoice)

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
    QComboBox *periodCombo() const { return m_periodCombo; }
    QComboBox *zoneCombo() const { return m_zoneCombo; }
    QDateEdit *fromDate() const { return m_fromDate; }
    QDateEdit *toDate() const { return m_toDate; }
    QDateTimeEdit *fromTime() const { return m_fromTime; }
    QDateTimeEdit *toTime() const { return m_toTime; }
    QLabel *periodMessage() const { return m_periodMessage; }

Q_SIGNALS:
    void generateClicked();

private:
    void showPeriodEditors();
    void fillPeriodFromChoice();

    QComboBox *m_walletCombo = nullptr;
    QComboBox *m_periodCombo = nullptr;
    QComboBox *m_zoneCombo = nullptr;
    QDateEdit *m_fromDate = nullptr;
    QDateEdit *m_toDate = nullptr;
    QDateTimeEdit *m_fromTime = nullptr;
    QDateTimeEdit *m_toTime = nullptr;
    QPushButton *m_generateButton = nullptr;
    QLabel *m_periodMessage = nullptr;
};

} // namespace paydesk::ui
