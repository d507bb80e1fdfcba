// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/TeamSignInDialog.h"

#include "MessageBox.h"
#include "Style.h"
#include "settings/TeamDatabaseSignIn.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEventLoop>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace paydesk::ui {

using settings::TeamCheck;
using settings::TeamDatabaseSignIn;

TeamSignInDialog::TeamSignInDialog(TeamDatabaseSignIn *signIn, QWidget *parent)
    : QDialog(parent)
    , m_signIn(signIn)
{
    setObjectName(QStringLiteral("teamSignInDialog"));
    setWindowTitle(tr("Sign in to the team database"));
    m_introLabel = new QLabel(tr("Paydesk works on the team database %1 at %2:%3.")
                                  .arg(signIn->connection().database, signIn->connection().host)
                                  .arg(signIn->connection().port),
                              this);
    m_introLabel->setWordWrap(true);
    m_loginLabel = new QLabel(signIn->connection().login, this);
    m_loginLabel->setObjectName(QStringLiteral("loginLabel"));
    m_passwordEdit = new QLineEdit(this);
    m_passwordEdit->setObjectName(QStringLiteral("passwordEdit"));
    m_passwordEdit->setEchoMode(QLineEdit::Password);
    m_passwordEdit->setInputMethodHints(Qt::ImhHiddenText | Qt::ImhNoPredictiveText | Qt::ImhNoAutoUppercase);
    m_rememberCheck = new QCheckBox(tr("&Remember the password on this computer"), this);
    m_rememberCheck->setObjectName(QStringLiteral("rememberCheck"));
    m_rememberCheck->setToolTip(
        tr("In the system keychain only; otherwise Paydesk asks for it at each start."));
    m_messageLabel = new QLabel(this);
    m_messageLabel->setObjectName(QStringLiteral("messageLabel"));
    m_messageLabel->setWordWrap(true);
    m_messageLabel->hide();

    auto *form = new QFormLayout;
    form->addRow(tr("Login:"), m_loginLabel);
    form->addRow(tr("&Password:"), m_passwordEdit);
    form->addRow(m_rememberCheck);

    auto *buttons = new QDialogButtonBox(this);
    m_signInButton = buttons->addButton(tr("&Sign in"), QDialogButtonBox::AcceptRole);
    m_signInButton->setObjectName(QStringLiteral("signInButton"));
    m_signInButton->setDefault(true);
    m_retryButton = buttons->addButton(tr("&Try again"), QDialogButtonBox::ActionRole);
    m_retryButton->setObjectName(QStringLiteral("retryButton"));
    m_retryButton->hide();
    m_cancelButton = buttons->addButton(QDialogButtonBox::Cancel);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_introLabel);
    layout->addLayout(form);
    layout->addWidget(m_messageLabel);
    layout->addWidget(buttons);

    connect(m_signInButton, &QPushButton::clicked, this, &TeamSignInDialog::signIn);
    connect(m_retryButton, &QPushButton::clicked, m_signIn, &TeamDatabaseSignIn::retry);
    connect(m_cancelButton, &QPushButton::clicked, this, &TeamSignInDialog::reject);
    connect(m_passwordEdit, &QLineEdit::textEdited, this,
            [this] { style::markInvalid(m_passwordEdit, false); });
    connect(m_signIn, &TeamDatabaseSignIn::busyChanged, this, &TeamSignInDialog::setBusy);
    connect(m_signIn, &TeamDatabaseSignIn::passwordNeeded, this, &TeamSignInDialog::askPassword);
    connect(m_signIn, &TeamDatabaseSignIn::failed, this, &TeamSignInDialog::showFailure);
    connect(m_signIn, &TeamDatabaseSignIn::notice, this, [this](const QString &text) { m_notice = text; });
    connect(m_signIn, &TeamDatabaseSignIn::ready, this, [this] { finish(Outcome::Team); });
}

TeamSignInDialog::Outcome TeamSignInDialog::run()
{
    QEventLoop loop;
    Outcome outcome = Outcome::Quit;
    connect(this, &TeamSignInDialog::finishedWith, &loop, [&loop, &outcome](Outcome o) {
        outcome = o;
        loop.quit();
    });
    m_signIn->start();
    loop.exec();
    hide();
    return outcome;
}

void TeamSignInDialog::finish(Outcome outcome)
{
    m_passwordEdit->clear();
    Q_EMIT finishedWith(outcome);
}

void TeamSignInDialog::askPassword(const QString &why)
{
    m_failure = false;
    m_retryButton->hide();
    m_signInButton->show();
    m_passwordEdit->setEnabled(true);
    m_rememberCheck->setEnabled(true);
    m_messageLabel->setVisible(!why.isEmpty());
    m_messageLabel->setText(why);
    style::setErrorText(m_messageLabel, true);
    style::markInvalid(m_passwordEdit, !why.isEmpty());
    m_passwordEdit->selectAll();
    show();
    m_passwordEdit->setFocus();
}

void TeamSignInDialog::showFailure(const TeamCheck &check)
{
    m_failure = true;
    m_retryButton->show();
    m_messageLabel->setText(check.message);
    m_messageLabel->show();
    style::setErrorText(m_messageLabel, true);
    show();
}

void TeamSignInDialog::signIn()
{
    m_signIn->submit(m_passwordEdit->text(), m_rememberCheck->isChecked());
}

void TeamSignInDialog::setBusy(bool busy)
{
    for (QWidget *w :
         std::initializer_list<QWidget *> {m_passwordEdit, m_rememberCheck, m_signInButton, m_retryButton})
        w->setEnabled(!busy);
    if (busy && isVisible()) {
        m_messageLabel->setText(tr("Signing in\u2026"));
        style::setErrorText(m_messageLabel, false);
        m_messageLabel->show();
    }
}

void TeamSignInDialog::reject()
{
    const auto answer = MessageBox::question(
        this, tr("Not signed in"),
        tr("Without signing in, Paydesk cannot open the team database. Work on this computer only for "
           "this run (its own data, not the team's)? No quits Paydesk. Settings keep the team database "
           "for the next start."),
        QMessageBox::Yes | QMessageBox::No | QMessageBox::Cancel, QMessageBox::Yes);
    if (answer == QMessageBox::Cancel)
        return; // back to signing in
    finish(answer == QMessageBox::Yes ? Outcome::LocalForThisRun : Outcome::Quit);
}

} // namespace paydesk::ui
