// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "New recipient": a payment account created with POST /payment-accounts, a thin view over
// recipients::PaymentAccountForm (which holds the fields, their checks and the submission) with
// its fields shown by PaymentAccountFields. Create is enabled only when the form can be sent; while
// it is sent the fields are read-only. The outcome shows in the dialog ("Recipient created",
// "This recipient already existed", or what went wrong) and recipientSaved() tells the rest of
// the window. The dialog stays open, to create another one.
//
// Destroying the dialog cancels a request in flight (close it with WA_DeleteOnClose, or own it).

#include "api/Resources.h"
#include "recipients/PaymentAccountForm.h"

#include <QDialog>

class QLabel;
class QPushButton;

namespace paydesk::api {
class ApiClient;
}

namespace paydesk::ui {

class PaymentAccountFields;

class NewRecipientDialog : public QDialog
{
    Q_OBJECT
public:
    // `client`: the one of the profile session the recipient is for.
    explicit NewRecipientDialog(api::ApiClient *client, QWidget *parent = nullptr);
    ~NewRecipientDialog() override;

    recipients::PaymentAccountForm *form() const { return m_form; }

Q_SIGNALS:
    // The account was created (created true) or already existed (false).
    void recipientSaved(const paydesk::api::PaymentAccount &account, bool created);

protected:
    bool event(QEvent *event) override;

private:
    void buildUi();
    void showStatus();
    void showCreateButton();
    void fitHeight();

    recipients::PaymentAccountForm *m_form;
    PaymentAccountFields *m_fields = nullptr;
    QLabel *m_outcomeLabel = nullptr;
    QPushButton *m_createButton = nullptr;
};

} // namespace paydesk::ui
