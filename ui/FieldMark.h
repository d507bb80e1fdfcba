// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one look of a field at fault in Paydesk's forms: a red frame, whatever the style, and the
// property "invalid" set to true (for tests and style sheets).

class QWidget;

namespace paydesk::ui {

class FieldMark
{
public:
    static void setInvalid(QWidget *field, bool invalid);
    static bool isInvalid(const QWidget *field);
};

} // namespace paydesk::ui
