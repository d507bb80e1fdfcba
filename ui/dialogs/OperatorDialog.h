// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Operators page's dialogs for one operator, each a thin view over one call of
// store::Operators run on the store's thread (operators::OperatorDirectory), fields and buttons
// off while it runs (a new passphrase is hashed: a fraction of a second):
//
//   Add                  sign-in name, name shown, role, administrator flag, first passphrase
//                        twice                                          -> Operators::add()
//   Change               name shown, role, administrator flag (the sign-in name is fixed)
//                                                                       -> Operators::change()
//   ResetPassphrase      an administrator sets a new passphrase for someone who forgot theirs
//                                                                       -> changePassphrase()
//   ChangeOwnPassphrase  the current passphrase (checked again with authenticate(), as the store
//                        wants a proven person), then the new one twice -> changePassphrase()
//
// Fields at fault are marked with the reason under them (widgets/OperatorFields.h); what the store
// refuses is said in the dialog (errorLabel), and for a sign-in name that is taken, under that
// field. A row changed meanwhile (Conflict) or gone (NotFound) is said too, and storeChanged()
// lets the page read the operators again. On success saved() carries the operator as stored and
// a sentence for the page, and the dialog closes.

#include "operators/Operator.h"
#include "operators/OperatorDirectory.h"

#include <QDialog>

class QLabel;
class QPushButton;

namespace paydesk::ui {

class OperatorFields;

class OperatorDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Mode { Add, Change, ResetPassphrase, ChangeOwnPassphrase };
    Q_ENUM(Mode)

    // `actor`: the operator signed in, who makes the change; `target`: the operator changed
    // (unused by Add).
    OperatorDialog(Mode mode, const operators::OperatorDirectory &directory,
                   const store::AuthenticatedOperator &actor, const operators::Operator &target = {},
                   QWidget *parent = nullptr);
    ~OperatorDialog() override;

    Mode mode() const { return m_mode; }
    OperatorFields *fields() const { return m_fields; }
    bool isBusy() const { return m_busy; }

public Q_SLOTS:
    void reject() override; // not while the change is being written

Q_SIGNALS:
    void saved(const paydesk::operators::Operator &op, const QString &message);
    // The store refused because the operators changed meanwhile: read them again.
    void storeChanged();

protected:
    bool event(QEvent *event) override;

private:
    void submit();
    void setBusy(bool busy);
    void showError(const QString &text);
    void finish(const store::StoreResult<operators::Operator> &result);

    const Mode m_mode;
    operators::OperatorDirectory m_directory;
    store::AuthenticatedOperator m_actor;
    operators::Operator m_target;
    bool m_busy = false;
    OperatorFields *m_fields = nullptr;
    QLabel *m_errorLabel = nullptr;
    QPushButton *m_okButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
};

} // namespace paydesk::ui
