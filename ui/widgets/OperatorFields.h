// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fields of an operator, as the first administrator's set-up, "Add operator", "Change
// operator" and the passphrase dialogs ask for them: the id to sign in with, the name shown, the
// role (with what it allows said under it), the administrator flag, the current passphrase, and a
// new passphrase typed twice. Each dialog shows the fields it needs.
//
// Each field is checked against the policy of operators::Operator (isValidId, isValidDisplayName,
// minPassphraseLength) when the person leaves it and again on validate(): a field at fault is
// framed in red (style::markInvalid) with the reason under it, the way the New payout page shows
// its fields; the mark goes as soon as the field is right. Passphrases are never logged, and the
// edits show dots.
//
// objectNames: idEdit, displayNameEdit, roleCombo, administratorCheck, currentPassphraseEdit,
// passphraseEdit, repeatPassphraseEdit, and under each its <stem>MessageLabel (idMessageLabel,
// displayNameMessageLabel, roleMessageLabel, currentPassphraseMessageLabel,
// passphraseMessageLabel, repeatPassphraseMessageLabel).

#include "operators/Operator.h"

#include <QFlags>
#include <QMap>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace paydesk::ui {

class OperatorFields : public QWidget
{
    Q_OBJECT
public:
    enum class Field {
        Id = 0x1,
        DisplayName = 0x2,
        Role = 0x4,
        Administrator = 0x8,
        CurrentPassphrase = 0x10,
        Passphrase = 0x20, // the new passphrase and its repetition
        RepeatPassphrase = 0x40, // shown with Passphrase; named on its own for its message
    };
    Q_DECLARE_FLAGS(Fields, Field)

    explicit OperatorFields(Fields fields, QWidget *parent = nullptr);

    // Fills the fields from an operator being changed; its id is shown but cannot be changed.
    void setOperator(const operators::Operator &op);
    // The administrator flag set and not to be changed (the first administrator), with why.
    void fixAdministrator(const QString &why);

    QString id() const;
    QString displayName() const;
    operators::Operator::Role role() const;
    bool administrator() const;
    QString currentPassphrase() const;
    QString passphrase() const;

    // Checks every field shown: marks those at fault with the reason under them, and gives the
    // focus to the first. True when all are right.
    bool validate();
    // A reason that came from elsewhere (the store: an id taken, a current passphrase refused)
    // shown on `field`; an empty message takes it away.
    void showFieldError(Field field, const QString &message);
    bool hasFieldError(Field field) const;
    QWidget *editor(Field field) const;
    // Empties the passphrase fields (after a failure, or before the dialog closes).
    void clearPassphrases();
    void setEditorsEnabled(bool enabled);

Q_SIGNALS:
    void edited();

private:
    struct Row
    {
        QWidget *editor = nullptr;
        QLabel *message = nullptr;
        bool checked = false; // the person left it once, or validate() ran: errors are shown
    };
    QLineEdit *addLineEdit(Field field, const QString &label, const QString &objectName);
    void addRow(Field field, const QString &label, QWidget *editor, const QString &stem);
    // The reason `field` is not right now; empty when it is.
    QString problem(Field field) const;
    // Shows the field's state: its problem when it was checked, or the hint of the role.
    void showField(Field field);
    void showRoleHint();

    Fields m_fields;
    QFormLayout *m_layout = nullptr;
    QMap<Field, Row> m_rows;
    QLineEdit *m_idEdit = nullptr;
    QLineEdit *m_nameEdit = nullptr;
    QComboBox *m_roleCombo = nullptr;
    QCheckBox *m_administratorCheck = nullptr;
    QLineEdit *m_currentEdit = nullptr;
    QLineEdit *m_passphraseEdit = nullptr;
    QLineEdit *m_repeatEdit = nullptr;
    QMap<Field, QString> m_externalErrors;
    bool m_administratorFixed = false;
};

} // namespace paydesk::ui

Q_DECLARE_OPERATORS_FOR_FLAGS(paydesk::ui::OperatorFields::Fields)
