// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/ToneDelegate.h"

namespace paydesk::ui {

ToneDelegate::ToneDelegate(ToneOf toneOf, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_toneOf(std::move(toneOf))
{ }

void ToneDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (const style::Tone tone = m_toneOf(index); tone != style::Tone::Plain)
        option->palette.setColor(QPalette::Text, style::toneColor(tone));
}

} // namespace paydesk::ui
