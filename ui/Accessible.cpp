// SPDX-License-Identifier: GPL-3.0-or-later
#include "Accessible.h"

#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace paydesk::ui::a11y {

QString spokenLabel(const QString &labelText)
{
    QString text = labelText.trimmed();
    bool required = false;
    if (text.endsWith(u'*')) {
        required = true;
        text.chop(1);
        text = text.trimmed();
    }
    if (text.endsWith(u':'))
        text.chop(1);
    QString spoken;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == u'&' && i + 1 < text.size())
            ++i; // "&&" is one ampersand, "&A" the letter
        spoken += text.at(i);
    }
    if (required)
        return QCoreApplication::translate("paydesk::ui::a11y", "%1 (required)").arg(spoken.trimmed());
    return spoken.trimmed();
}

void nameByLabel(QLabel *label, QWidget *field)
{
    label->setBuddy(field);
    field->setAccessibleName(spokenLabel(label->text()));
}

void describeByMessage(QWidget *field, const QString &message)
{
    if (field->accessibleDescription() != message)
        field->setAccessibleDescription(message);
}

void name(std::initializer_list<std::pair<QWidget *, QString>> named)
{
    for (const auto &[widget, text] : named)
        widget->setAccessibleName(text);
}

void nameClearButton(QLineEdit *edit)
{
    for (QToolButton *button : edit->findChildren<QToolButton *>(Qt::FindDirectChildrenOnly)) {
        if (button->accessibleName().isEmpty())
            button->setAccessibleName(QCoreApplication::translate("paydesk::ui::a11y", "Clear the search"));
    }
}

} // namespace paydesk::ui::a11y
