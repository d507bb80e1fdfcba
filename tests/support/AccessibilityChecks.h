// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test support: what a screen reader finds in a window, read through QAccessible as an assistive
// technology reads it (QAccessible::queryAccessibleInterface(), then the children, recursively).
//
// unnamedControls(root) lists every interactive control under `root` (buttons, fields, combo
// boxes, check and radio boxes, spin boxes, sliders, tables, lists, trees, tabs) that a screen
// reader could not name, shown now or not (a control hidden in one state is shown in another),
// and every column of a table or tree without a header to announce. A control's name is its
// accessible name (QWidget::accessibleName(), else the text of the label whose buddy it is, else
// a button's or tab's own text); a combo box counts as named only by its accessible name or a
// label (on Linux Qt gives its current text as its name: that says what is chosen, not what the
// choice is about). A table that keeps Tab to itself (QTableView's tabKeyNavigation: Tab goes from
// cell to cell) is listed too: someone without a mouse would never get past it.
//
// mnemonicClashes(root) lists the Alt+letters given twice among what `root` shows now.

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAccessible>
#include <QComboBox>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QString>
#include <QStringList>
#include <QTableView>
#include <QTreeView>
#include <QWidget>

namespace paydesk::test {

inline QString describeForTest(const QAccessibleInterface *iface)
{
    QStringList path;
    for (const QObject *o = iface->object(); o; o = o->parent()) {
        if (!o->objectName().isEmpty())
            path.prepend(o->objectName());
        if (const auto *w = qobject_cast<const QWidget *>(o); w && w->isWindow())
            break;
    }
    const QObject *object = iface->object();
    const QString className = object ? QString::fromLatin1(object->metaObject()->className()) : QString();
    return QStringLiteral("%1 %2 (%3)")
        .arg(className, path.join(u'/'), QString::number(int(iface->role()), 16));
}

inline bool isInteractiveRole(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::ButtonDropGrid:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::EditableText:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::Dial:
    case QAccessible::Table:
    case QAccessible::List:
    case QAccessible::Tree:
    case QAccessible::PageTab:
        return true;
    default:
        return false;
    }
}

// The name a screen reader says for `iface` (see above).
inline QString accessibleNameForTest(QAccessibleInterface *iface)
{
    if (iface->role() == QAccessible::ComboBox) {
        if (const auto *w = qobject_cast<const QWidget *>(iface->object());
            w && !w->accessibleName().isEmpty())
            return w->accessibleName();
        for (const auto &[label, relation] : iface->relations(QAccessible::Label)) {
            Q_UNUSED(relation)
            if (!label->text(QAccessible::Name).trimmed().isEmpty())
                return label->text(QAccessible::Name);
        }
        return {};
    }
    return iface->text(QAccessible::Name).trimmed();
}

// The columns of a table or tree shown without a header text.
inline QStringList unnamedColumns(const QAbstractItemView *view)
{
    QStringList problems;
    const QAbstractItemModel *model = view->model();
    if (!model)
        return problems;
    const QHeaderView *header = nullptr;
    if (const auto *table = qobject_cast<const QTableView *>(view))
        header = table->horizontalHeader();
    else if (const auto *tree = qobject_cast<const QTreeView *>(view))
        header = tree->header();
    if (!header)
        return problems;
    for (int column = 0; column < model->columnCount(); ++column) {
        if (header->isSectionHidden(column))
            continue;
        if (model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString().trimmed().isEmpty()
            && model->headerData(column, Qt::Horizontal, Qt::AccessibleTextRole)
                   .toString()
                   .trimmed()
                   .isEmpty())
            problems << QStringLiteral("column %1 has no header").arg(column);
    }
    return problems;
}

inline void collectUnnamed(QAccessibleInterface *iface, QStringList &problems, int depth = 0)
{
    if (!iface || !iface->isValid() || depth > 64)
        return;
    const QAccessible::Role role = iface->role();
    if (isInteractiveRole(role) && accessibleNameForTest(iface).isEmpty())
        problems << describeForTest(iface);
    if (const auto *view = qobject_cast<const QAbstractItemView *>(iface->object())) {
        for (const QString &column : unnamedColumns(view))
            problems << describeForTest(iface) + QStringLiteral(": ") + column;
        if (view->tabKeyNavigation()) // a keyboard trap: Tab goes from cell to cell, never out
            problems << describeForTest(iface) + QStringLiteral(": Tab does not leave it");
        return; // its cells are the model's data, not controls
    }
    if (role == QAccessible::ComboBox)
        return; // its popup list is the combo box itself
    for (int i = 0; i < iface->childCount(); ++i)
        collectUnnamed(iface->child(i), problems, depth + 1);
}

// The Alt+letter of a label or button text ("&Amount:" gives A), or a null QChar.
inline QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) == u'&') {
            ++i; // "&&" is an ampersand
            continue;
        }
        return text.at(i + 1).isLetterOrNumber() ? text.at(i + 1).toUpper() : QChar();
    }
    return {};
}

// The Alt+letters given twice among the labels and buttons shown now under `root` (pressed, Qt
// moves the focus between them instead of doing what either says).
inline QStringList mnemonicClashes(const QWidget *root)
{
    QStringList clashes;
    QHash<QChar, QString> byKey;
    const auto add = [&](const QString &text) {
        const QChar key = mnemonicOf(text);
        if (key.isNull())
            return;
        if (byKey.contains(key))
            clashes << QStringLiteral("Alt+%1 is both \u201C%2\u201D and \u201C%3\u201D")
                           .arg(key, byKey.value(key), text);
        byKey.insert(key, text);
    };
    for (const QLabel *label : root->findChildren<QLabel *>())
        if (label->isVisible() && label->buddy() && label->textFormat() != Qt::RichText
            && !Qt::mightBeRichText(label->text()))
            add(label->text());
    for (const QAbstractButton *button : root->findChildren<QAbstractButton *>())
        if (button->isVisible())
            add(button->text());
    return clashes;
}

// Every interactive control under `root` without a name, and every table column without a header.
inline QStringList unnamedControls(QWidget *root)
{
    QStringList problems;
    collectUnnamed(QAccessible::queryAccessibleInterface(root), problems);
    problems.removeDuplicates();
    return problems;
}

} // namespace paydesk::test
