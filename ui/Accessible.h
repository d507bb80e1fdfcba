// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a screen reader says of a control, where Qt cannot work it out by itself (tests/gui/
// tst_accessibility walks every page and dialog and fails on a control without a name).
//
// Qt names a field after the label whose buddy it is only when the label is the field's sibling;
// a field inside a cell of its own (the field and the message under it) is not found, so
// nameByLabel() gives it the label's words as its accessible name. A message under a field is
// read with the field: describeByMessage() puts it in the field's accessible description. The
// clear button of a search field (QLineEdit::setClearButtonEnabled) has no text of its own:
// nameClearButton() names it.

#include <QString>

#include <initializer_list>
#include <utility>

class QLabel;
class QLineEdit;
class QWidget;

namespace paydesk::ui::a11y {

// A label's text as spoken: without its Alt+letter "&", its closing ":" and required " *" (said
// as "required").
QString spokenLabel(const QString &labelText);
// `label` names `field`: its buddy (Alt+letter) and its accessible name. Call again when the
// label's text changes.
void nameByLabel(QLabel *label, QWidget *field);
// The message shown under `field` (empty: none), read with the field.
void describeByMessage(QWidget *field, const QString &message);
// Names each widget, for controls that no label beside them names (one label for two fields, a
// table, a field that says what it is by its placeholder).
void name(std::initializer_list<std::pair<QWidget *, QString>> named);
// The clear button of `edit` (a search field), once it has one: "Clear the search".
void nameClearButton(QLineEdit *edit);

} // namespace paydesk::ui::a11y
