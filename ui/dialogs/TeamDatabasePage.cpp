// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/TeamDatabasePage.h"

#include "MessageBox.h"
#include "Style.h"
#include "settings/TeamConnectionCheck.h"
#include "settings/TeamDatabaseSettings.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace paydesk::ui {

using settings::StorePlace;
using settings::TeamCheck;

TeamDatabasePage::TeamDatabasePage(settings::TeamDatabaseSettings *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("teamDatabasePage"));
    m_localRadio = new QRadioButton(tr("This &computer only"), this);
    m_localRadio->setObjectName(QStringLiteral("localRadio"));
    m_teamRadio = new QRadioButton(tr("&Team database (PostgreSQL)"), this);
    m_teamRadio->setObjectName(QStringLiteral("teamRadio"));
    auto *group = new QButtonGroup(this);
    group->addButton(m_localRadio);
    group->addButton(m_teamRadio);
    auto *intro = new QLabel(tr("On this computer only, Paydesk keeps its data in a file here. In a team "
                                "database, every member works on the same payouts from their own "
                                "computer, signed in with their own database login, and the database "
                                "checks who may do what."),
                             this);
    intro->setWordWrap(true);

    m_hostEdit = new QLineEdit(this);
    m_hostEdit->setObjectName(QStringLiteral("hostEdit"));
    m_hostEdit->setPlaceholderText(QStringLiteral("db.example.com"));
    m_portSpin = new QSpinBox(this);
    m_portSpin->setObjectName(QStringLiteral("portSpin"));
    m_portSpin->setRange(0, 65535);
    m_databaseEdit = new QLineEdit(this);
    m_databaseEdit->setObjectName(QStringLiteral("databaseEdit"));
    m_sslModeCombo = new QComboBox(this);
    m_sslModeCombo->setObjectName(QStringLiteral("sslModeCombo"));
    for (const QString &mode : StorePlace::sslModes())
        m_sslModeCombo->addItem(mode, mode);
    m_sslHintLabel = new QLabel(this);
    m_sslHintLabel->setObjectName(QStringLiteral("sslHintLabel"));
    m_sslHintLabel->setWordWrap(true);
    m_loginEdit = new QLineEdit(this);
    m_loginEdit->setObjectName(QStringLiteral("loginEdit"));
    m_passwordEdit = new QLineEdit(this);
    m_passwordEdit->setObjectName(QStringLiteral("passwordEdit"));
    m_passwordEdit->setEchoMode(QLineEdit::Password);
    m_passwordEdit->setInputMethodHints(Qt::ImhHiddenText | Qt::ImhNoPredictiveText | Qt::ImhNoAutoUppercase);
    m_rememberCheck = new QCheckBox(tr("&Remember the password on this computer"), this);
    m_rememberCheck->setObjectName(QStringLiteral("rememberCheck"));
    m_rememberCheck->setToolTip(tr("In the system keychain only; otherwise Paydesk asks for it at start."));
    m_rememberedLabel = new QLabel(this);
    m_rememberedLabel->setObjectName(QStringLiteral("rememberedLabel"));
    m_rememberedLabel->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&Server:"), m_hostEdit);
    form->addRow(tr("&Port:"), m_portSpin);
    form->addRow(tr("&Database:"), m_databaseEdit);
    form->addRow(tr("T&LS mode:"), m_sslModeCombo);
    form->addRow(m_sslHintLabel);
    form->addRow(tr("Your database &login:"), m_loginEdit);
    form->addRow(tr("Pass&word:"), m_passwordEdit);
    form->addRow(m_rememberCheck);
    form->addRow(m_rememberedLabel);

    m_testButton = new QPushButton(tr("T&est connection"), this);
    m_testButton->setObjectName(QStringLiteral("testButton"));
    m_testResultLabel = new QLabel(this);
    m_testResultLabel->setObjectName(QStringLiteral("testResultLabel"));
    m_testResultLabel->setWordWrap(true);
    m_testResultLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(QStringLiteral("teamStatusLabel"));
    m_statusLabel->setWordWrap(true);
    m_saveButton = new QPushButton(tr("Save"), this);
    m_saveButton->setObjectName(QStringLiteral("teamSaveButton"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_testButton);
    buttons->addStretch(1);
    buttons->addWidget(m_saveButton);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_localRadio);
    layout->addWidget(m_teamRadio);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_testResultLabel);
    layout->addWidget(m_statusLabel);
    layout->addStretch(1);

    m_teamFields = {m_hostEdit,  m_portSpin,     m_databaseEdit,  m_sslModeCombo,
                    m_loginEdit, m_passwordEdit, m_rememberCheck, m_testButton};

    connect(m_teamRadio, &QRadioButton::toggled, this, &TeamDatabasePage::updateEnabled);
    connect(m_sslModeCombo, &QComboBox::currentIndexChanged, this, &TeamDatabasePage::updateSslHint);
    connect(m_testButton, &QPushButton::clicked, this, &TeamDatabasePage::testConnection);
    connect(m_saveButton, &QPushButton::clicked, this, &TeamDatabasePage::save);
    connect(m_controller, &settings::TeamDatabaseSettings::testFinished, this,
            &TeamDatabasePage::showTestResult);
    connect(m_controller, &settings::TeamDatabaseSettings::saveFinished, this, &TeamDatabasePage::onSaved);
    connect(m_controller, &settings::TeamDatabaseSettings::rememberedChanged, this, [this](bool remembered) {
        m_rememberedLabel->setText(remembered
                                       ? tr("A password is remembered for this login on this computer: "
                                            "leave the field empty to keep it.")
                                       : QString());
        if (remembered)
            m_rememberCheck->setChecked(true);
    });
    for (QLineEdit *edit : {m_hostEdit, m_databaseEdit, m_loginEdit, m_passwordEdit}) {
        connect(edit, &QLineEdit::textEdited, this, [this, edit] {
            style::markInvalid(edit, false);
            m_testResultLabel->clear();
        });
    }
    connect(m_portSpin, &QSpinBox::valueChanged, this, [this] { style::markInvalid(m_portSpin, false); });
    showConnection(m_controller->saved());
}

void TeamDatabasePage::showConnection(const StorePlace &connection)
{
    (connection.isTeam() ? m_teamRadio : m_localRadio)->setChecked(true);
    m_hostEdit->setText(connection.host);
    m_portSpin->setValue(connection.port);
    m_databaseEdit->setText(connection.database);
    m_sslModeCombo->setCurrentIndex(std::max(0, m_sslModeCombo->findData(connection.sslMode)));
    m_loginEdit->setText(connection.login);
    updateEnabled();
    updateSslHint();
    if (connection.isTeam())
        m_controller->lookUpRemembered(connection);
}

StorePlace TeamDatabasePage::connection() const
{
    StorePlace c;
    c.mode = m_teamRadio->isChecked() ? StorePlace::Mode::Team : StorePlace::Mode::Local;
    c.host = m_hostEdit->text().trimmed();
    c.port = m_portSpin->value();
    c.database = m_databaseEdit->text().trimmed();
    c.sslMode = m_sslModeCombo->currentData().toString();
    c.login = m_loginEdit->text().trimmed();
    return c;
}

void TeamDatabasePage::updateEnabled()
{
    const bool team = m_teamRadio->isChecked();
    for (QWidget *field : std::as_const(m_teamFields))
        field->setEnabled(team && !(field == m_testButton && m_controller->isTesting()));
}

void TeamDatabasePage::updateSslHint()
{
    m_sslHintLabel->setText(StorePlace::sslModeExplanation(m_sslModeCombo->currentData().toString()));
}

void TeamDatabasePage::markField(StorePlace::Field field)
{
    for (QWidget *w : std::initializer_list<QWidget *> {m_hostEdit, m_portSpin, m_databaseEdit,
                                                        m_sslModeCombo, m_loginEdit})
        style::markInvalid(w, false);
    QWidget *at = nullptr;
    switch (field) {
    case StorePlace::Field::Host:
        at = m_hostEdit;
        break;
    case StorePlace::Field::Port:
        at = m_portSpin;
        break;
    case StorePlace::Field::Database:
        at = m_databaseEdit;
        break;
    case StorePlace::Field::SslMode:
        at = m_sslModeCombo;
        break;
    case StorePlace::Field::Login:
        at = m_loginEdit;
        break;
    case StorePlace::Field::None:
        break;
    }
    if (at) {
        style::markInvalid(at, true);
        at->setFocus();
    }
}

void TeamDatabasePage::setStatus(const QString &text, bool error)
{
    m_statusLabel->setText(text);
    style::setErrorText(m_statusLabel, error);
}

void TeamDatabasePage::testConnection()
{
    StorePlace c = connection();
    c.mode = StorePlace::Mode::Team;
    QString why;
    StorePlace::Field field = StorePlace::Field::None;
    if (!m_controller->validate(c, &why, &field)) {
        markField(field);
        setStatus(why, true);
        return;
    }
    markField(StorePlace::Field::None);
    setStatus({}, false);
    m_testResultLabel->setText(tr("Connecting to %1\u2026").arg(c.describe()));
    style::setToneText(m_testResultLabel, style::Tone::Plain);
    m_testResultLabel->setProperty("outcome", QVariant());
    m_controller->testConnection(c, m_passwordEdit->text());
    updateEnabled();
}

void TeamDatabasePage::showTestResult(const TeamCheck &result)
{
    m_testResultLabel->setText(result.message);
    m_testResultLabel->setProperty("outcome", int(result.outcome)); // for tests
    style::setToneText(m_testResultLabel, result.ok() ? style::Tone::Success : style::Tone::Error);
    if (result.outcome == TeamCheck::Outcome::WrongPassword) {
        style::markInvalid(m_passwordEdit, true);
        m_passwordEdit->setFocus();
    }
    updateEnabled();
}

void TeamDatabasePage::save()
{
    const StorePlace c = connection();
    QString why;
    StorePlace::Field field = StorePlace::Field::None;
    m_saveButton->setEnabled(false);
    setStatus(tr("Saving\u2026"), false);
    const QString password = m_passwordEdit->text();
    m_passwordEdit->clear();
    if (!m_controller->save(c, password, m_rememberCheck->isChecked(), &why, &field)) {
        m_saveButton->setEnabled(true);
        m_passwordEdit->setText(password);
        markField(field);
        setStatus(why, true);
        return;
    }
    markField(StorePlace::Field::None);
}

void TeamDatabasePage::onSaved(bool restartNeeded, const QString &notice)
{
    m_saveButton->setEnabled(true);
    const StorePlace saved = m_controller->saved();
    QString text = saved.isTeam() ? tr("Saved: the team database %1.").arg(saved.describe())
                                  : tr("Saved: this computer only.");
    if (!notice.isEmpty())
        text += u' ' + notice;
    setStatus(text, !notice.isEmpty());
    if (!restartNeeded)
        return;
    const QString question = saved.isTeam()
        ? tr("Paydesk works on one database at a time: to use the team database %1, it closes its window "
             "and opens again, signed in to the team. Restart Paydesk now?")
              .arg(saved.describe())
        : tr("Paydesk works on one database at a time: to use the file on this computer, it closes its "
             "window and opens again. Restart Paydesk now?");
    if (MessageBox::question(this, tr("Restart Paydesk"), question, QMessageBox::Yes | QMessageBox::No,
                             QMessageBox::Yes)
        == QMessageBox::Yes)
        Q_EMIT restartRequested();
    else
        setStatus(text + u' ' + tr("Paydesk uses it from its next start."), !notice.isEmpty());
}

} // namespace paydesk::ui
