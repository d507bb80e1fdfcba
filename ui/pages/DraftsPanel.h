// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// New payout's "Your payouts in progress": the list of payouts::DraftsListModel (the rule of whose
// they are lives there) with Open, Delete… and Withdraw for the one selected. The panel only asks:
// the page opens, deletes or withdraws through payouts::PayoutWorkflow. Hidden while the list is
// empty.

#include "payouts/PayoutDraft.h"

#include <QGroupBox>

#include <optional>

class QListWidget;
class QPushButton;

namespace paydesk::payouts {
class DraftsListModel;
}

namespace paydesk::ui {

class DraftsPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit DraftsPanel(payouts::DraftsListModel *model, QWidget *parent = nullptr);

    // The draft selected in the list, if it is still listed.
    std::optional<payouts::PayoutDraft> selectedDraft() const;

Q_SIGNALS:
    void openRequested(const paydesk::payouts::PayoutDraft &draft);
    void deleteRequested(const paydesk::payouts::PayoutDraft &draft);
    void withdrawRequested(const paydesk::payouts::PayoutDraft &draft);

private:
    void showDrafts();
    void updateButtons();

    payouts::DraftsListModel *const m_model;
    QListWidget *m_list = nullptr;
    QPushButton *m_openButton = nullptr;
    QPushButton *m_deleteButton = nullptr;
    QPushButton *m_withdrawButton = nullptr;
};

} // namespace paydesk::ui
