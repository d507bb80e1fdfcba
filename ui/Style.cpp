// SPDX-License-Identifier: GPL-3.0-or-later
#include "Style.h"

#include <QLabel>
#include <QWidget>

using namespace Qt::Literals::StringLiterals;

namespace paydesk::ui::style {

namespace {

// The Qt class a widget is, for a style sheet selector that applies to it (not to its children):
// "QLineEdit" for a QLineEdit or a class of ours derived from it.
QString qtClassName(const QWidget *widget)
{
    const QMetaObject *meta = widget->metaObject();
    auto isQtClass = [](const char *name) { return name[0] == 'Q' && !QByteArrayView(name).contains(':'); };
    while (meta->superClass() && !isQtClass(meta->className()))
        meta = meta->superClass();
    return QString::fromLatin1(meta->className());
}

} // namespace

QColor errorColor()
{
    return QColor(0xc6, 0x28, 0x28);
}

QColor productionColor()
{
    return QColor(0xc6, 0x28, 0x28);
}

QColor successColor()
{
    return QColor(0x2e, 0x7d, 0x32);
}

QColor warningColor()
{
    return QColor(0xb2, 0x6a, 0x00);
}

void markInvalid(QWidget *field, bool invalid)
{
    const QString frame = u"%1 { border: 2px solid %2; border-radius: 3px; }"_s;
    field->setStyleSheet(invalid ? frame.arg(qtClassName(field), errorColor().name()) : QString());
    field->setProperty("invalid", invalid);
}

bool isMarkedInvalid(const QWidget *field)
{
    return field->property("invalid").toBool();
}

void setErrorText(QWidget *widget, bool error)
{
    setToneText(widget, error ? Tone::Error : Tone::Plain);
}

QColor toneColor(Tone tone)
{
    switch (tone) {
    case Tone::Plain:
        break;
    case Tone::Error:
        return errorColor();
    case Tone::Success:
        return successColor();
    case Tone::Warning:
        return warningColor();
    }
    return {};
}

void setToneText(QWidget *widget, Tone tone)
{
    if (tone == Tone::Plain)
        return widget->setStyleSheet({});
    widget->setStyleSheet(u"color: %1;"_s.arg(toneColor(tone).name()));
}

void setProductionText(QWidget *widget, bool production)
{
    widget->setStyleSheet(production ? u"color: %1; font-weight: bold;"_s.arg(productionColor().name())
                                     : QString());
}

void setProductionBadge(QLabel *badge)
{
    badge->setStyleSheet(u"QLabel { background-color: %1; color: white; font-weight: bold; "
                         u"padding: 3px 10px; border-radius: 3px; }"_s.arg(productionColor().name()));
}

} // namespace paydesk::ui::style
