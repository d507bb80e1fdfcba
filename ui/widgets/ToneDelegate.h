// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A column's text in the colour of its tone: app/ has no colours, so a model says a tone in a role
// of its own (history::PayoutsModel::ToneRole: a state that paid nobody, or one that reached the
// recipient; statements::StatementLinesModel::ToneRole: a debit or a credit), and the view maps it
// to the error or success colour with this delegate. One delegate for every such column.

#include "Style.h"

#include <QStyledItemDelegate>

#include <functional>

namespace paydesk::ui {

class ToneDelegate : public QStyledItemDelegate
{
public:
    // The tone of a cell; Tone::Plain keeps the view's own colour.
    using ToneOf = std::function<style::Tone(const QModelIndex &index)>;

    ToneDelegate(ToneOf toneOf, QObject *parent);

    // For a model whose `role` holds a Q_ENUM value: `error` in the error colour, `success` in the
    // success colour, anything else (or nothing) as the view has it.
    template<typename Enum> static ToneDelegate *forRole(int role, Enum error, Enum success, QObject *parent)
    {
        return new ToneDelegate(
            [role, error, success](const QModelIndex &index) {
                const QVariant tone = index.data(role);
                if (!tone.isValid())
                    return style::Tone::Plain;
                const Enum t = tone.value<Enum>();
                return t == error  ? style::Tone::Error
                    : t == success ? style::Tone::Success
                                   : style::Tone::Plain;
            },
            parent);
    }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    ToneOf m_toneOf;
};

} // namespace paydesk::ui
