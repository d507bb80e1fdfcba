// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Signing in to the team database at start (ui/main.cpp), a thin view over settings::TeamDatabaseSignIn.
// run() tries the password remembered in the keychain first and shows nothing when it works;
// otherwise the dialog shows the login, a password field and "Remember the password on this
// computer". A refused password says so and asks again; a problem a password does not mend
// (server unreachable, not a team database ...) is said with Try again. Cancel offers to work on
// this computer only for this run (the team settings stay as saved), or to quit.

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace paydesk::settings {
class TeamDatabaseSignIn;
struct TeamCheck;
} // namespace paydesk::settings

namespace paydesk::ui {

class TeamSignInDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Outcome {
        Team, // signed in: TeamDatabaseSignIn::config()
        LocalForThisRun, // Cancel, then "This computer only"
        Quit, // Cancel, then Quit
    };

    explicit TeamSignInDialog(settings::TeamDatabaseSignIn *signIn, QWidget *parent = nullptr);

    // Runs the sign-in to its end (a local event loop; the dialog shows itself only when it needs
    // the person).
    Outcome run();
    // What to tell once the window is up (a password that could not be remembered).
    QString notice() const { return m_notice; }

    void reject() override; // Cancel, Escape, closing the dialog

Q_SIGNALS:
    void finishedWith(paydesk::ui::TeamSignInDialog::Outcome outcome);

private:
    void askPassword(const QString &why);
    void showFailure(const settings::TeamCheck &check);
    void signIn();
    void setBusy(bool busy);
    void finish(Outcome outcome);

    settings::TeamDatabaseSignIn *m_signIn;
    QLabel *m_introLabel = nullptr;
    QLabel *m_loginLabel = nullptr;
    QLineEdit *m_passwordEdit = nullptr;
    QCheckBox *m_rememberCheck = nullptr;
    QLabel *m_messageLabel = nullptr;
    QPushButton *m_signInButton = nullptr;
    QPushButton *m_retryButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QString m_notice;
    bool m_failure = false; // showing a problem a password does not mend
};

} // namespace paydesk::ui
