// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "New recipient": a payment account created with POST /payment-accounts, a thin view over
// recipients::PaymentAccountForm (which holds the fields, their checks and the submission).
//
// Type and country first, then the holder, then only the fields of the type: operator (of the
// country) and phone number with its international form as it is typed; bank (of the country,
// "Loading banks…", or why they could not be loaded with Retry) and account number; routing code
// (IFSC in India, routing number in Bangladesh) and account number; UPI address. A field at fault
// has a red frame and says why below it. Create is enabled only when the form can be sent; while
// it is sent the fields are read-only. The outcome shows in the dialog ("Recipient created",
// "This recipient already existed", or what went wrong) and recipientSaved() tells the rest of
// the window. The dialog stays open, to create another one.
//
// Destroying the dialog cancels a request in flight (close it with WA_DeleteOnClose, or own it).

#include "api/Resources.h"
#include "recipients/PaymentAccountForm.h"

#include <QDialog>

#include <array>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace paydesk::api {
class ApiClient;
}

namespace paydesk::ui {

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
    using Field = recipients::PaymentAccountForm::Field;

    // One row of the form: its label, its editor (a combo box or a line edit) and the line below
    // it that says what is wrong.
    struct Row
    {
        QLabel *label = nullptr;
        QWidget *editor = nullptr;
        QLabel *message = nullptr;
        QWidget *cell = nullptr; // editor, message and any extra line, in the form layout
    };

    void buildUi();
    Row &row(Field field) { return m_rows.at(std::size_t(field)); }
    QComboBox *combo(Field field) const;
    QLineEdit *lineEdit(Field field) const;
    void addRow(Field field, const QString &label, QWidget *editor, const char *name);
    void showField(Field field);
    void showChoices(Field field);
    QString placeholder(Field field) const;
    void showBanks();
    void showStatus();
    void showCreateButton();
    void fitHeight();
    QString fieldLabel(Field field) const;

    recipients::PaymentAccountForm *m_form;
    std::array<Row, recipients::PaymentAccountForm::FieldCount> m_rows;
    QFormLayout *m_layout = nullptr;
    QLabel *m_phoneHintLabel = nullptr;
    QLabel *m_banksStatusLabel = nullptr;
    QPushButton *m_retryBanksButton = nullptr;
    QLabel *m_outcomeLabel = nullptr;
    QPushButton *m_createButton = nullptr;
};

} // namespace paydesk::ui
