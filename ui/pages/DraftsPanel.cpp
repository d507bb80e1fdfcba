// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/DraftsPanel.h"

#include "Style.h"
#include "payouts/DraftsListModel.h"

#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using payouts::DraftsListModel;
using State = payouts::PayoutDraft::State;

DraftsPanel::DraftsPanel(DraftsListModel *model, QWidget *parent)
    : QGroupBox(tr("Your payouts in progress"), parent)
    , m_model(model)
{
    setObjectName(u"draftsBox"_s);
    auto *layout = new QVBoxLayout(this);
    m_list = new QListWidget;
    m_list->setObjectName(u"draftsList"_s);
    m_list->setAccessibleName(title());
    m_list->setMaximumHeight(m_list->fontMetrics().lineSpacing() * 7);
    layout->addWidget(m_list);
    m_openButton = new QPushButton(tr("Open"));
    m_openButton->setObjectName(u"openDraftButton"_s);
    m_openButton->setToolTip(tr("Open the draft in the form to change it"));
    m_deleteButton = new QPushButton(tr("Delete\u2026"));
    m_deleteButton->setObjectName(u"deleteDraftButton"_s);
    m_withdrawButton = new QPushButton(tr("Withdraw"));
    m_withdrawButton->setObjectName(u"withdrawDraftButton"_s);
    m_withdrawButton->setToolTip(tr("Take the payout back from the approval queue to change it"));
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_withdrawButton);
    buttons->addWidget(m_openButton);
    buttons->addWidget(m_deleteButton);
    layout->addLayout(buttons);

    const auto ask = [this](void (DraftsPanel::*signal)(const payouts::PayoutDraft &)) {
        return [this, signal] {
            if (const std::optional<payouts::PayoutDraft> d = selectedDraft())
                Q_EMIT(this->*signal)(*d);
        };
    };
    connect(m_openButton, &QPushButton::clicked, this, ask(&DraftsPanel::openRequested));
    connect(m_deleteButton, &QPushButton::clicked, this, ask(&DraftsPanel::deleteRequested));
    connect(m_withdrawButton, &QPushButton::clicked, this, ask(&DraftsPanel::withdrawRequested));
    connect(m_list, &QListWidget::itemActivated, this, ask(&DraftsPanel::openRequested));
    connect(m_list, &QListWidget::currentRowChanged, this, &DraftsPanel::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &DraftsPanel::showDrafts);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &DraftsPanel::showDrafts);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &DraftsPanel::showDrafts);
    // The next page of the list once its end is scrolled to.
    connect(m_list->verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        if (value == m_list->verticalScrollBar()->maximum() && m_model->canFetchMore())
            m_model->fetchMore();
    });
    showDrafts();
}

void DraftsPanel::showDrafts()
{
    const QString current
        = m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toString() : QString();
    const int scrolled = m_list->verticalScrollBar()->value();
    m_list->clear();
    const int count = m_model->rowCount();
    for (int row = 0; row < count; ++row) {
        const QModelIndex index = m_model->index(row);
        auto *item = new QListWidgetItem(index.data(Qt::DisplayRole).toString());
        const QString id = index.data(DraftsListModel::IdRole).toString();
        item->setData(Qt::UserRole, id);
        if (index.data(DraftsListModel::AttentionRole).toBool())
            item->setForeground(style::toneColor(style::Tone::Error));
        item->setToolTip(index.data(Qt::ToolTipRole).toString());
        m_list->addItem(item);
        if (id == current)
            m_list->setCurrentItem(item);
    }
    m_list->verticalScrollBar()->setValue(scrolled);
    // "100+" while more follow the rows read.
    const QString shown = m_model->hasMore() ? u"%1+"_s.arg(count) : QString::number(count);
    setTitle(m_model->isSignedIn() ? tr("Your payouts in progress (%1)").arg(shown)
                                   : tr("Payouts in progress (%1)").arg(shown));
    setVisible(count > 0);
    updateButtons();
}

std::optional<payouts::PayoutDraft> DraftsPanel::selectedDraft() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? m_model->draft(item->data(Qt::UserRole).toString()) : std::nullopt;
}

void DraftsPanel::updateButtons()
{
    const std::optional<payouts::PayoutDraft> d = selectedDraft();
    const bool mine = d && m_model->isMine(*d);
    m_openButton->setEnabled(d && d->state != State::AwaitingApproval);
    // A held one goes back to a draft as it opens, to be approved again (as a refused or expired one).
    m_openButton->setToolTip(d && d->state != State::Draft
                                 ? tr("Return it to a draft and open it in the form")
                                 : tr("Open the draft in the form to change it"));
    m_deleteButton->setEnabled(d && d->state == State::Draft);
    m_withdrawButton->setVisible(d && d->state == State::AwaitingApproval);
    m_withdrawButton->setEnabled(mine && m_model->isSignedIn());
    m_withdrawButton->setToolTip(mine ? tr("Take the payout back from the approval queue to change it")
                                      : tr("Only its maker withdraws a payout, signed in."));
}

} // namespace paydesk::ui
