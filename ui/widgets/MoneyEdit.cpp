// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/MoneyEdit.h"

#include <QFocusEvent>
#include <QStyle>

#include <algorithm>

namespace paydesk::ui {

MoneyEdit::MoneyEdit(QWidget *parent)
    : QLineEdit(parent)
{
    setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setInputMethodHints(Qt::ImhFormattedNumbersOnly);
}

void MoneyEdit::setCurrency(const QString &currency)
{
    m_currency = currency;
    const int units = Money::zero(currency).currencyMinorUnits();
    setPlaceholderText(units > 0 ? Money::zero(currency).toDisplay(m_locale) : QStringLiteral("0"));
}

void MoneyEdit::setAmountLocale(const QLocale &locale)
{
    m_locale = locale;
    setLocale(locale);
    setCurrency(m_currency);
}

Money MoneyEdit::amount() const
{
    const MoneyParseResult parsed = Money::parseUserInput(text(), m_currency, m_locale);
    return parsed.isOk() ? parsed.money : Money();
}

QString MoneyEdit::problem() const
{
    if (text().trimmed().isEmpty() || m_currency.isEmpty())
        return {};
    return Money::parseUserInput(text(), m_currency, m_locale).errorString;
}

QSize MoneyEdit::minimumSizeHint() const
{
    // Room for a large amount as the locale writes it, so that a note beside the field does not
    // squeeze it to a few digits.
    QSize size = QLineEdit::minimumSizeHint();
    const QMargins margins = textMargins();
    const int width = fontMetrics().horizontalAdvance(m_locale.toString(8888888888.88, 'f', 2))
        + margins.left() + margins.right()
        + 2 * style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, this)
        + 8; // a little room around the text, as QLineEdit leaves
    size.setWidth(std::max(size.width(), width));
    return size;
}

QSize MoneyEdit::sizeHint() const
{
    QSize size = QLineEdit::sizeHint();
    size.setWidth(std::max(size.width(), minimumSizeHint().width()));
    return size;
}

void MoneyEdit::focusOutEvent(QFocusEvent *event)
{
    QLineEdit::focusOutEvent(event);
    // Written as the locale writes amounts once the person has moved on; not when another window
    // or a menu took the focus for a moment, in the middle of typing. The amount is the same, so
    // nothing is said to the form.
    if (event->reason() == Qt::ActiveWindowFocusReason || event->reason() == Qt::PopupFocusReason)
        return;
    const Money money = amount();
    if (money.isValid() && money.toDisplay(m_locale) != text())
        setText(money.toDisplay(m_locale));
}

} // namespace paydesk::ui
