// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Settings > Team database: a thin view over settings::TeamDatabaseSettings. "This computer only"
// or "Team database" (host, port, database, TLS mode with what each does, the person's database
// login, the password and "Remember the password on this computer"), Test connection (in the
// background: its outcome in testResultLabel), Save. A field at fault is framed in red with the
// reason under the fields. When the place of the data changes, Save asks to restart Paydesk and
// emits restartRequested() when the person agrees.

#include "settings/StorePlace.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace paydesk::settings {
class TeamDatabaseSettings;
struct TeamCheck;
} // namespace paydesk::settings

namespace paydesk::ui {

class TeamDatabasePage : public QWidget
{
    Q_OBJECT
public:
    explicit TeamDatabasePage(settings::TeamDatabaseSettings *controller, QWidget *parent = nullptr);

    settings::StorePlace connection() const; // as shown

Q_SIGNALS:
    void restartRequested();

private:
    void showConnection(const settings::StorePlace &connection);
    void updateEnabled();
    void updateSslHint();
    void testConnection();
    void showTestResult(const settings::TeamCheck &result);
    void save();
    void onSaved(bool restartNeeded, const QString &notice);
    void markField(settings::StorePlace::Field field);
    void setStatus(const QString &text, bool error);

    settings::TeamDatabaseSettings *m_controller;
    QRadioButton *m_localRadio = nullptr;
    QRadioButton *m_teamRadio = nullptr;
    QLineEdit *m_hostEdit = nullptr;
    QSpinBox *m_portSpin = nullptr;
    QLineEdit *m_databaseEdit = nullptr;
    QComboBox *m_sslModeCombo = nullptr;
    QLabel *m_sslHintLabel = nullptr;
    QLineEdit *m_loginEdit = nullptr;
    QLineEdit *m_passwordEdit = nullptr;
    QCheckBox *m_rememberCheck = nullptr;
    QLabel *m_rememberedLabel = nullptr;
    QPushButton *m_testButton = nullptr;
    QLabel *m_testResultLabel = nullptr;
    QLabel *m_statusLabel = nullptr;
    QPushButton *m_saveButton = nullptr;
    QList<QWidget *> m_teamFields;
};

} // namespace paydesk::ui
