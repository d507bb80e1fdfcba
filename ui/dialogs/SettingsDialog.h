// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Settings: the profiles (add, rename, remove; the Local sandbox is built in), each one's kind,
// service address and API key. The key goes to the OS keychain (KeyStore) when saved and is never
// shown back in full: the key field stays empty, with the saved key's masked form
// (KeyStore::masked()) as its placeholder; typing a new key replaces the saved one on Save. When
// the keychain cannot be reached the dialog says so in plain words and offers to use the key for
// this session only. "Check key" shows which scopes the key has (KeyScopeChecker).

#include "profiles/Profile.h"

#include <QDialog>
#include <QPointer>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QTabWidget;

namespace paydesk::profiles {
class KeyScopeChecker;
class ProfileStore;
} // namespace paydesk::profiles
namespace paydesk::secrets {
class KeyStore;
class KeyStoreOp;
class KeyStoreResult;
} // namespace paydesk::secrets

namespace paydesk::ui {

class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    SettingsDialog(profiles::ProfileStore *profiles, secrets::KeyStore *keys, QWidget *parent = nullptr);
    ~SettingsDialog() override;

    // Shows this profile (the current one when the dialog opens).
    void selectProfile(const QString &profileId);
    // Profiles and keys shown but not changed (no Add, Remove, Save, key or session key), with
    // `why` said at the top; an empty `why` makes them editable again. Only an administrator
    // changes them (MainWindow decides).
    void setReadOnly(const QString &why);
    bool isReadOnly() const { return !m_readOnlyWhy.isEmpty(); }
    QString selectedProfileId() const { return m_editingId; } // empty for a new profile not yet saved
    // Its pages: Profiles, and those the window adds (Team database).
    QTabWidget *pages() const { return m_pages; }

Q_SIGNALS:
    // A profile's key was saved, kept for the session or removed.
    void keyChanged(const QString &profileId);

private:
    void buildUi();
    void applyAccess(); // the editors enabled as the profile and setReadOnly() allow
    void rebuildList(const QString &selectId);
    void onRowChanged(int row);
    void showProfile(const profiles::Profile &profile, bool isNew);
    void readStoredKey(const QString &profileId);
    void updateKeyPlaceholder();
    void updateKindHint();
    void addProfile();
    void removeProfile();
    void save();
    void onKeyWritten(const QString &profileId, const QString &key, const secrets::KeyStoreResult &result);
    void useForThisSessionOnly();
    void checkKey();
    void showScopes();
    void setStatus(const QString &text, bool error = false);
    profiles::Profile::Kind selectedKind() const;

    profiles::ProfileStore *m_profiles;
    secrets::KeyStore *m_keys;
    profiles::KeyScopeChecker *m_checker;

    QTabWidget *m_pages = nullptr;
    QListWidget *m_profileList = nullptr;
    QPushButton *m_addButton = nullptr;
    QPushButton *m_removeButton = nullptr;
    QLabel *m_localSandboxLabel = nullptr;
    QLineEdit *m_nameEdit = nullptr;
    QComboBox *m_kindCombo = nullptr;
    QLabel *m_kindHintLabel = nullptr;
    QLineEdit *m_baseUrlEdit = nullptr;
    QLineEdit *m_apiKeyEdit = nullptr;
    QLabel *m_keyStateLabel = nullptr;
    QPushButton *m_checkKeyButton = nullptr;
    QListWidget *m_scopeList = nullptr;
    QLabel *m_checkSummaryLabel = nullptr;
    QLabel *m_statusLabel = nullptr;
    QPushButton *m_sessionKeyButton = nullptr;
    QPushButton *m_saveButton = nullptr;
    QList<QWidget *> m_editors; // disabled for the Local sandbox

    QString m_editingId; // empty: a new profile not saved yet
    bool m_editingLocal = false;
    QString m_readOnlyWhy;
    QLabel *m_readOnlyLabel = nullptr;
    bool m_drafting = false; // the list shows a "New profile" row
    // The saved (or session) key of the profile shown, in memory only while the dialog is open,
    // for "Check key" without typing it again. Never put in a widget.
    QString m_storedKey;
    bool m_storedKeyIsSessionOnly = false;
    QPointer<secrets::KeyStoreOp> m_read;
    bool m_statusIsError = false;
};

} // namespace paydesk::ui
