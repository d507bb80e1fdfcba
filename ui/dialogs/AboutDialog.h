// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// About Paydesk: its name, version and purpose; its copyright and licence (GPL-3.0-or-later,
// with a link to the text); the libraries it is made with, their licences and versions
// (core::SupportInfo); and where it keeps its data, settings and log, each with Open folder and
// Copy. Copy details puts what support asks for first (versions, system, folders) in the
// clipboard, and no secret: the dialog is given no profile, no key, no settings' contents.
// User guide opens docs/user-guide.md (French: user-guide.fr.md): the copy installed with
// Paydesk when there is one (packaging/linux), else the project's online copy.
// objectName: aboutDialog. MainWindow opens it from the navigation column ("About Paydesk").

#include <QDialog>
#include <QUrl>

class QGridLayout;
class QLabel;
class QWidget;

namespace paydesk::ui {

class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);

    // What Copy details puts in the clipboard.
    QString details() const;

    // Where the package installs the user guide (may not exist: a build tree, Windows, macOS).
    static QString installedGuideFolder();
    // What User guide opens: the guide in `installedFolder` when it is there, else online; in
    // French when the application's locale is French.
    static QUrl userGuideUrl(const QString &installedFolder = installedGuideFolder());

private:
    QWidget *buildAboutTab();
    QWidget *buildLibrariesTab();
    QWidget *buildFoldersTab();
    // A row of the Folders tab: the path, Open folder (opens `folder`, made if it is ours and
    // missing; none when empty) and Copy. `name` prefixes the objectNames ("dataFolder").
    void addPlaceRow(QGridLayout *grid, const QString &label, const QString &name, const QString &path,
                     const QString &folder);
    void openFolder(const QString &folder);
    void copyToClipboard(const QString &text, const QString &said);

    QLabel *m_statusLabel = nullptr;
};

} // namespace paydesk::ui
