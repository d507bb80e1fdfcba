// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/AboutDialog.h"

#include "Style.h"
#include "core/SupportInfo.h"

#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSysInfo>
#include <QTabWidget>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace paydesk::ui {

namespace {

const QString kLicenceUrl = u"https://www.gnu.org/licenses/gpl-3.0.html"_s;
// The project's own copy of the user guide, where the README and its screenshots are.
const QString kOnlineGuideUrl = u"https://github.com/paydesk/paydesk/blob/main/docs/"_s;

QLabel *wrappedLabel(const QString &text, const QString &objectName, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    return label;
}

} // namespace

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"aboutDialog"_s);
    setWindowTitle(tr("About Paydesk"));

    // The heading: the icon, the name, the version, what it is for.
    auto *icon = new QLabel(this);
    icon->setObjectName(u"iconLabel"_s);
    const QIcon windowIcon = QApplication::windowIcon();
    if (windowIcon.isNull())
        icon->hide(); // tests, where main() did not set it
    else
        icon->setPixmap(windowIcon.pixmap(64, 64));
    icon->setAlignment(Qt::AlignTop);
    auto *name = new QLabel(u"Paydesk"_s, this);
    name->setObjectName(u"nameLabel"_s);
    QFont nameFont = name->font();
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.7);
    nameFont.setBold(true);
    name->setFont(nameFont);
    auto *version = new QLabel(tr("Version %1").arg(QCoreApplication::applicationVersion()), this);
    version->setObjectName(u"versionLabel"_s);
    version->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *description = wrappedLabel(tr("The treasury console for the payments service: wallet balances, "
                                        "payouts with approval, statements."),
                                     u"descriptionLabel"_s, this);
    auto *headingText = new QVBoxLayout;
    headingText->setSpacing(2);
    headingText->addWidget(name);
    headingText->addWidget(version);
    headingText->addSpacing(4);
    headingText->addWidget(description);
    auto *heading = new QHBoxLayout;
    heading->setSpacing(16);
    heading->addWidget(icon, 0, Qt::AlignTop);
    heading->addLayout(headingText, 1);

    auto *tabs = new QTabWidget(this);
    tabs->setObjectName(u"aboutTabs"_s);
    tabs->addTab(buildAboutTab(), tr("&About"));
    tabs->addTab(buildLibrariesTab(), tr("&Libraries"));
    tabs->addTab(buildFoldersTab(), tr("&Folders"));

    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(u"statusLabel"_s);
    m_statusLabel->setWordWrap(true);
    m_statusLabel->hide(); // until something was copied, or a folder did not open

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *copyDetails = buttons->addButton(tr("Copy &details"), QDialogButtonBox::ActionRole);
    copyDetails->setObjectName(u"copyDetailsButton"_s);
    copyDetails->setToolTip(tr("Versions, system and folders, to paste into a support request"));
    copyDetails->setAutoDefault(false);
    connect(copyDetails, &QPushButton::clicked, this, [this] {
        copyToClipboard(details(),
                        tr("The details are in the clipboard: paste them into your support request."));
    });
    auto *guide = buttons->addButton(tr("&User guide"), QDialogButtonBox::HelpRole);
    guide->setObjectName(u"userGuideButton"_s);
    guide->setToolTip(tr("How to use Paydesk, step by step, for the people who make and approve payouts"));
    guide->setAutoDefault(false);
    connect(guide, &QPushButton::clicked, this, [] { QDesktopServices::openUrl(userGuideUrl()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(20, 20, 20, 12);
    layout->setSpacing(14);
    layout->addLayout(heading);
    layout->addWidget(tabs, 1);
    layout->addWidget(m_statusLabel);
    layout->addWidget(buttons);
    resize(700, 530);
}

QWidget *AboutDialog::buildAboutTab()
{
    auto *tab = new QWidget;
    auto *copyright = wrappedLabel(tr("© 2026 Paydesk developers"), u"copyrightLabel"_s, tab);
    auto *licence = wrappedLabel(tr("Licence: GPL-3.0-or-later"), u"licenceLabel"_s, tab);
    QFont bold = licence->font();
    bold.setBold(true);
    licence->setFont(bold);
    auto *notice = wrappedLabel(
        tr("Paydesk is free software: you can redistribute it and/or modify it under the terms of the GNU "
           "General Public License as published by the Free Software Foundation, either version 3 of the "
           "License, or (at your option) any later version. It is distributed in the hope that it will be "
           "useful, but without any warranty; without even the implied warranty of merchantability or "
           "fitness for a particular purpose."),
        u"noticeLabel"_s, tab);
    auto *link
        = wrappedLabel(u"<a href=\"%1\">%2</a>"_s.arg(kLicenceUrl, tr("Read the GNU General Public License")),
                       u"licenceLinkLabel"_s, tab);
    link->setTextFormat(Qt::RichText);
    link->setOpenExternalLinks(true);
    link->setToolTip(kLicenceUrl);
    // Where it runs, the first thing support asks after the version.
    auto *system = wrappedLabel(tr("Running on %1, %2, with Qt %3.")
                                    .arg(QSysInfo::prettyProductName(), QSysInfo::currentCpuArchitecture(),
                                         QString::fromLatin1(qVersion())),
                                u"systemLabel"_s, tab);
    QPalette quiet = system->palette();
    quiet.setColor(QPalette::WindowText, quiet.color(QPalette::PlaceholderText));
    system->setPalette(quiet);

    auto *layout = new QVBoxLayout(tab);
    layout->setContentsMargins(16, 16, 16, 16);
    layout->setSpacing(10);
    layout->addWidget(copyright);
    layout->addWidget(licence);
    layout->addWidget(notice);
    layout->addWidget(link);
    layout->addStretch();
    layout->addWidget(system);
    return tab;
}

QWidget *AboutDialog::buildLibrariesTab()
{
    auto *tab = new QWidget;
    auto *tree = new QTreeWidget(tab);
    tree->setObjectName(u"librariesTree"_s);
    tree->setAccessibleName(tr("Libraries"));
    tree->setColumnCount(4);
    tree->setHeaderLabels({tr("Library"), tr("Version"), tr("Licence"), tr("Used for")});
    tree->setRootIsDecorated(false);
    tree->setAlternatingRowColors(true);
    tree->setSelectionMode(QAbstractItemView::NoSelection);
    tree->setFocusPolicy(Qt::NoFocus);
    // Rows with some air, as the window's tables have: the height is given by the last column, the
    // one that stretches (a size hint on another one would also set its width).
    const int rowHeight = tree->fontMetrics().height() + 8;
    for (const core::SupportInfo::Library &library : core::SupportInfo::libraries()) {
        auto *item
            = new QTreeWidgetItem(tree, {library.name, library.version, library.licence, library.purpose});
        item->setSizeHint(3, QSize(0, rowHeight));
    }
    tree->setUniformRowHeights(true);
    for (int column = 0; column < 3; ++column) {
        tree->resizeColumnToContents(column);
        tree->setColumnWidth(column, tree->columnWidth(column) + 20); // room between the columns
    }
    tree->header()->setStretchLastSection(true);

    auto *note = wrappedLabel(
        tr("Each licence's text is on <a href=\"https://spdx.org/licenses/\">spdx.org/licenses</a>, "
           "under the name given here."),
        u"librariesNoteLabel"_s, tab);
    note->setTextFormat(Qt::RichText);
    note->setOpenExternalLinks(true);

    auto *layout = new QVBoxLayout(tab);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->addWidget(tree, 1);
    layout->addWidget(note);
    return tab;
}

QWidget *AboutDialog::buildFoldersTab()
{
    auto *tab = new QWidget;
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(10);
    grid->setColumnStretch(1, 1);
    const QString data = core::SupportInfo::dataFolder();
    const QString settings = core::SupportInfo::settingsLocation();
    const QString logs = core::SupportInfo::logFolder();
    addPlaceRow(grid, tr("Data:"), u"dataFolder"_s, data, data);
    if (core::SupportInfo::settingsAreAFile())
        addPlaceRow(grid, tr("Settings:"), u"settings"_s, settings, QFileInfo(settings).absolutePath());
    else
        addPlaceRow(grid, tr("Settings (registry):"), u"settings"_s, settings, {});
    addPlaceRow(grid, tr("Log files:"), u"logFolder"_s, logs, logs);

    auto *note
        = wrappedLabel(tr("The data folder holds the local database (drafts, approvals, audit log). The log "
                          "files hold no API key and no passphrase: you may send them with a support "
                          "request."),
                       u"foldersNoteLabel"_s, tab);
    auto *layout = new QVBoxLayout(tab);
    layout->setContentsMargins(16, 16, 16, 16);
    layout->setSpacing(14);
    layout->addLayout(grid);
    layout->addWidget(note);
    layout->addStretch();
    return tab;
}

void AboutDialog::addPlaceRow(QGridLayout *grid, const QString &label, const QString &name,
                              const QString &path, const QString &folder)
{
    const int row = grid->rowCount();
    auto *edit = new QLineEdit(folder.isEmpty() ? path : QDir::toNativeSeparators(path));
    edit->setObjectName(name + u"Edit"_s);
    edit->setReadOnly(true);
    edit->setCursorPosition(0);
    edit->setToolTip(edit->text());
    auto *caption = new QLabel(label);
    caption->setBuddy(edit);
    grid->addWidget(caption, row, 0);
    grid->addWidget(edit, row, 1);
    if (!folder.isEmpty()) {
        auto *open = new QPushButton(tr("Open folder"));
        open->setObjectName(name + u"OpenButton"_s);
        open->setAutoDefault(false);
        connect(open, &QPushButton::clicked, this, [this, folder] { openFolder(folder); });
        grid->addWidget(open, row, 2);
    }
    auto *copy = new QPushButton(tr("Copy"));
    copy->setObjectName(name + u"CopyButton"_s);
    copy->setAutoDefault(false);
    const QString text = edit->text();
    connect(copy, &QPushButton::clicked, this,
            [this, text] { copyToClipboard(text, tr("Copied to the clipboard: %1").arg(text)); });
    grid->addWidget(copy, row, 3);
}

void AboutDialog::openFolder(const QString &folder)
{
    // The data and log folders are Paydesk's own: made if they are not there yet (a first start
    // that has written nothing), so that there is something to open.
    QDir().mkpath(folder);
    const bool opened = QDesktopServices::openUrl(QUrl::fromLocalFile(folder));
    if (opened)
        return m_statusLabel->hide();
    m_statusLabel->setText(tr("The folder could not be opened here: copy its path and open it yourself."));
    style::setToneText(m_statusLabel, style::Tone::Error);
    m_statusLabel->show();
}

void AboutDialog::copyToClipboard(const QString &text, const QString &said)
{
    QGuiApplication::clipboard()->setText(text);
    m_statusLabel->setText(said);
    style::setToneText(m_statusLabel, style::Tone::Success);
    m_statusLabel->show();
}

QString AboutDialog::installedGuideFolder()
{
    // packaging/linux installs it beside the programs' share folder: /usr/bin/paydesk ->
    // /usr/share/paydesk/user-guide.
    return QDir::cleanPath(QCoreApplication::applicationDirPath() + u"/../share/paydesk/user-guide"_s);
}

QUrl AboutDialog::userGuideUrl(const QString &installedFolder)
{
    const QString file = QLocale().language() == QLocale::French ? u"user-guide.fr.md"_s : u"user-guide.md"_s;
    const QString installed = QDir(installedFolder).filePath(file);
    if (QFileInfo::exists(installed))
        return QUrl::fromLocalFile(installed);
    return QUrl(kOnlineGuideUrl + file);
}

QString AboutDialog::details() const
{
    QStringList lines = core::SupportInfo::details();
    // The window system (xcb, wayland, windows, cocoa): only the GUI knows it.
    lines.insert(3, u"Window system: %1"_s.arg(QGuiApplication::platformName()));
    return lines.join(u'\n') + u'\n';
}

} // namespace paydesk::ui
