// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A line edit for an amount in one currency, as a person types it in their locale. Every keystroke
// is kept: what cannot be an amount ("12a3", a third decimal in KES, a decimal point in UGX) is
// never quietly turned into another number by dropping what was typed; problem() says what is
// wrong, in words, for the message under the field. On leaving the field a valid amount is shown
// as the locale writes it ("1500" becomes "1,500.00": the same number). text() stays what the
// person sees; amount() is the Money it reads as.

#include "domain/Money.h"

#include <QLineEdit>
#include <QLocale>

namespace paydesk::ui {

class MoneyEdit : public QLineEdit
{
    Q_OBJECT
public:
    explicit MoneyEdit(QWidget *parent = nullptr);

    void setCurrency(const QString &currency);
    QString currency() const { return m_currency; }
    QLocale amountLocale() const { return m_locale; }
    void setAmountLocale(const QLocale &locale);
    // The amount typed; invalid while the text is not a whole amount of the currency.
    Money amount() const;
    // What is wrong with the text as an amount of the currency ("“12a3” is not an amount."); empty
    // when it is one, or when nothing is typed.
    QString problem() const;

    // Wide enough for a large amount ("8,888,888,888.88" in the locale).
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void focusOutEvent(QFocusEvent *event) override;

private:
    QString m_currency;
    QLocale m_locale;
};

} // namespace paydesk::ui
