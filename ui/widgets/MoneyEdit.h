// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A line edit for an amount in one currency, as a person types it in their locale: only what the
// currency allows can be typed (no third decimal in KES, no decimal point at all in UGX, no
// letters, no sign), and on leaving the field the amount is shown as the locale writes it
// ("1,500.00"). text() stays what the person sees; amount() is the Money it reads as.

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
