// SPDX-License-Identifier: GPL-3.0-or-later
#include "Style.h"

#include <QApplication>
#include <QFont>
#include <QLabel>
#include <QListWidget>
#include <QPalette>
#include <QScrollBar>
#include <QWidget>

#include <algorithm>
#include <cmath>

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

// The tones as designed for a light window, and lighter ones for a dark window.
QColor designedTone(Tone tone, bool dark)
{
    switch (tone) {
    case Tone::Plain:
        break;
    case Tone::Error:
        return dark ? QColor(0xef, 0x9a, 0x9a) : QColor(0xc6, 0x28, 0x28);
    case Tone::Success:
        return dark ? QColor(0x81, 0xc7, 0x84) : QColor(0x2e, 0x7d, 0x32);
    case Tone::Warning:
        return dark ? QColor(0xff, 0xb7, 0x4d) : QColor(0xa3, 0x5c, 0x00);
    }
    return {};
}

double relativeLuminance(const QColor &colour)
{
    auto channel = [](double c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    const QColor rgb = colour.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) + 0.0722 * channel(rgb.blueF());
}

// `colour`, made lighter (on a dark palette) or darker until it reads on the palette's window and
// base colours; the palette's text colour if no shade of it does.
QColor readableOn(QColor colour, const QPalette &palette, bool dark)
{
    constexpr double wanted = 4.5;
    const QColor window = palette.color(QPalette::Active, QPalette::Window);
    const QColor base = palette.color(QPalette::Active, QPalette::Base);
    auto reads = [&](const QColor &c) {
        return contrastRatio(c, window) >= wanted && contrastRatio(c, base) >= wanted;
    };
    for (int step = 0; step < 40 && !reads(colour); ++step) {
        float h, s, l, a;
        colour.getHslF(&h, &s, &l, &a);
        colour = QColor::fromHslF(h, s, std::clamp(l + (dark ? 0.025f : -0.025f), 0.0f, 1.0f), a);
    }
    return reads(colour) ? colour : palette.color(QPalette::Active, QPalette::WindowText);
}

} // namespace

QFont pageHeadingFont(const QFont &base)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * 1.4);
    font.setBold(true);
    return font;
}

QFont sectionHeadingFont(const QFont &base)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * 1.15);
    font.setBold(true);
    return font;
}

void setPageHeading(QLabel *label)
{
    label->setFont(pageHeadingFont(label->font()));
}

void setSectionHeading(QLabel *label)
{
    label->setFont(sectionHeadingFont(label->font()));
}

void setUpNavigation(QListWidget *navigation)
{
    navigation->setFrameShape(QFrame::NoFrame);
    const int side = navigation->fontMetrics().height() * 5 / 4; // 20 at 100 % with a 10-point font
    navigation->setIconSize(QSize(side, side));
    navigation->setSpacing(2);
    // Never narrower than its widest row: a page's name is not cut when the window is narrow.
    navigation->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    navigation->setMinimumWidth(navigation->sizeHintForColumn(0) + 2 * navigation->spacing()
                                + navigation->verticalScrollBar()->sizeHint().width());
    navigation->setMaximumWidth(
        std::max(navigation->maximumWidth(), navigation->minimumWidth())); // long names
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Active, QPalette::Window).lightnessF()
        < palette.color(QPalette::Active, QPalette::WindowText).lightnessF();
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor errorColor()
{
    return toneColor(Tone::Error);
}

QColor productionColor()
{
    return toneColor(Tone::Error);
}

QColor successColor()
{
    return toneColor(Tone::Success);
}

QColor warningColor()
{
    return toneColor(Tone::Warning);
}

void markInvalid(QWidget *field, bool invalid)
{
    const QString frame = u"%1 { border: 2px solid %2; border-radius: 3px; }"_s;
    field->setStyleSheet(
        invalid ? frame.arg(qtClassName(field), toneColor(Tone::Error, field->palette()).name()) : QString());
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
    return toneColor(tone, QApplication::palette());
}

QColor toneColor(Tone tone, const QPalette &palette)
{
    if (tone == Tone::Plain)
        return {};
    const bool dark = isDark(palette);
    return readableOn(designedTone(tone, dark), palette, dark);
}

void setToneText(QWidget *widget, Tone tone)
{
    if (tone == Tone::Plain)
        return widget->setStyleSheet({});
    widget->setStyleSheet(u"color: %1;"_s.arg(toneColor(tone, widget->palette()).name()));
}

void setProductionText(QWidget *widget, bool production)
{
    widget->setStyleSheet(
        production ? u"color: %1; font-weight: bold;"_s.arg(toneColor(Tone::Error, widget->palette()).name())
                   : QString());
}

void setProductionBadge(QLabel *badge)
{
    // The same red in light and dark mode: white on it reads (5.6:1) on any window.
    badge->setStyleSheet(u"QLabel { background-color: %1; color: white; font-weight: bold; "
                         u"padding: 3px 10px; border-radius: 3px; }"_s.arg(QColor(0xc6, 0x28, 0x28).name()));
}

} // namespace paydesk::ui::style
