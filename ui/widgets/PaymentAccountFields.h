// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fields of a new payment account, bound to a recipients::PaymentAccountForm (which holds the
// values, their checks and the banks): used by "New recipient" and by the New payout page for a
// new recipient.
//
// Type and country first, then the holder, then only the fields of the type: operator (of the
// country) and phone number with its international form as it is typed; bank (of the country,
// "Loading banks…", or why they could not be loaded with Retry) and account number; routing code
// (IFSC in India, routing number in Bangladesh) and account number; UPI address. A field at fault
// has a red frame and says why below it. A required field left empty says so only once
// setShowMissing(true) (the person tried to go on): a fresh form is not a wall of red.

#include "recipients/PaymentAccountForm.h"

#include <QWidget>

#include <array>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace paydesk::ui {

class PaymentAccountFields : public QWidget
{
    Q_OBJECT
public:
    using Field = recipients::PaymentAccountForm::Field;

    explicit PaymentAccountFields(recipients::PaymentAccountForm *form, QWidget *parent = nullptr);
    ~PaymentAccountFields() override;

    recipients::PaymentAccountForm *form() const { return m_form; }
    // The label of a field in words, without the mnemonic or the colon ("Phone number").
    QString fieldLabel(Field field) const;
    QWidget *editor(Field field) const { return m_rows.at(std::size_t(field)).editor; }
    void setEditorsEnabled(bool enabled);
    void setShowMissing(bool show);
    // Every field shown again from the form (after the form was filled by the program).
    void showAll();

Q_SIGNALS:
    // The person changed a field (typed, or chose an item); not when the program filled it.
    void edited();

private:
    struct Row
    {
        QLabel *label = nullptr;
        QWidget *editor = nullptr;
        QLabel *message = nullptr;
        QWidget *cell = nullptr; // editor, message and any extra line, in the form layout
    };

    Row &row(Field field) { return m_rows.at(std::size_t(field)); }
    QComboBox *combo(Field field) const;
    QLineEdit *lineEdit(Field field) const;
    void addRow(Field field, const QString &label, QWidget *editor, const char *name);
    void showField(Field field);
    void showChoices(Field field);
    // The routing code's name and example for the country (IFSC, routing number).
    void showRouteCodeKind();
    QString placeholder(Field field) const;
    void showBanks();

    recipients::PaymentAccountForm *m_form;
    std::array<Row, recipients::PaymentAccountForm::FieldCount> m_rows;
    QFormLayout *m_layout = nullptr;
    QLabel *m_phoneHintLabel = nullptr;
    QLabel *m_banksStatusLabel = nullptr;
    QPushButton *m_retryBanksButton = nullptr;
    bool m_showMissing = false;
    bool m_editorsEnabled = true;
};

} // namespace paydesk::ui
