// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>
#include <QPointer>

class QAction;
class QComboBox;
class QLabel;
class QListWidget;
class QStackedWidget;
class QFrame;

namespace paydesk::api {
class ApiClient;
}
namespace paydesk::models {
class WalletsModel;
}
namespace paydesk::profiles {
class Profile;
class ProfileConnector;
} // namespace paydesk::profiles

namespace paydesk::ui {

class SettingsDialog;
class WalletsPage;

// Navigation between the pages, the profile switcher (profileCombo) and Settings (Ctrl+,), the
// environment and connection state in the status bar, a red PRODUCTION badge (productionBadge)
// and "PRODUCTION" in the title whenever a production profile is in use, and the window's
// geometry and last page remembered.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // With profiles: the switcher lists them, and switching points the connector's client at
    // another profile (its address and its key) and refreshes.
    explicit MainWindow(profiles::ProfileConnector *connector, QWidget *parent = nullptr);
    // One fixed environment, no switcher and no settings; environment: what it is called for a
    // person, e.g. "Local sandbox".
    MainWindow(api::ApiClient *client, const QString &environment, QWidget *parent = nullptr);
    ~MainWindow() override;

    models::WalletsModel *walletsModel() const { return m_walletsModel; }
    SettingsDialog *settingsDialog() const; // while it is open

public Q_SLOTS:
    void openSettings();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void setUpWindow();
    void setUpProfiles();
    void addPage(QWidget *page, const QString &title, const QString &shortcut);
    void refreshCurrentPage();
    void refreshWallets();
    void updateConnectionState();
    void fillProfileCombo();
    void onProfileChosen(int index);
    void showEnvironment(const QString &name, bool production);
    void onActivating(const profiles::Profile &profile);
    void onActivated(); // the connector's state is the active profile's
    void showConnectionProblem(); // the connector is not Ready: the page says why

    api::ApiClient *m_client;
    profiles::ProfileConnector *m_connector = nullptr;
    models::WalletsModel *m_walletsModel;
    QListWidget *m_navigation = nullptr;
    QStackedWidget *m_pages = nullptr;
    WalletsPage *m_walletsPage = nullptr;
    QLabel *m_environmentLabel = nullptr;
    QLabel *m_connectionLabel = nullptr;
    QFrame *m_profileBar = nullptr;
    QComboBox *m_profileCombo = nullptr;
    QLabel *m_productionBadge = nullptr;
    QPointer<SettingsDialog> m_settingsDialog;
};

} // namespace paydesk::ui
