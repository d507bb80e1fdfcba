// SPDX-License-Identifier: GPL-3.0-or-later
#include "FieldMark.h"

#include <QByteArrayView>
#include <QVariant>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

void FieldMark::setInvalid(QWidget *field, bool invalid)
{
    if (isInvalid(field) == invalid)
        return;
    // The style sheet names the Qt class of the field, so that its children (a combo box's list)
    // keep their own look.
    const QMetaObject *qtClass = field->metaObject();
    while (qtClass->superClass() && QByteArrayView(qtClass->className()).contains("::"))
        qtClass = qtClass->superClass();
    const QString selector = QString::fromLatin1(qtClass->className());
    field->setStyleSheet(invalid ? selector + u" { border: 2px solid #c62828; border-radius: 3px; }"_s
                                 : QString());
    field->setProperty("invalid", invalid);
}

bool FieldMark::isInvalid(const QWidget *field)
{
    return field->property("invalid").toBool();
}

} // namespace paydesk::ui
