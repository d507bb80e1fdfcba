// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class QLabel;
class QListWidget;
class QStackedWidget;

namespace paydesk::api {
class ApiClient;
}
namespace paydesk::models {
class WalletsModel;
}

namespace paydesk::ui {

class WalletsPage;

// Navigation between the pages, the environment and connection state in the status bar, and
// the window's geometry and last page remembered.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // environment: what the profile is called for a person, e.g. "Local sandbox".
    MainWindow(api::ApiClient *client, const QString &environment, QWidget *parent = nullptr);
    ~MainWindow() override;

    models::WalletsModel *walletsModel() const { return m_walletsModel; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void addPage(QWidget *page, const QString &title, const QString &shortcut);
    void refreshCurrentPage();
    void updateConnectionState();

    api::ApiClient *m_client;
    models::WalletsModel *m_walletsModel;
    QListWidget *m_navigation;
    QStackedWidget *m_pages;
    WalletsPage *m_walletsPage;
    QLabel *m_environmentLabel;
    QLabel *m_connectionLabel;
};

} // namespace paydesk::ui
