// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/AuditPage.h"

#include "Style.h"
#include "audit/AuditExportTask.h"
#include "audit/AuditLogModel.h"
#include "audit/AuditVerifier.h"
#include "widgets/StatePanel.h"
#include "widgets/TaskProgressDialog.h"

#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QTimeZone>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

AuditPage::AuditPage(store::AuditLog *log, store::Operators *operators, store::PayoutDrafts *drafts,
                     profiles::ProfileStore *profiles, QWidget *parent)
    : Page(parent)
    , m_log(log)
    , m_model(new audit::AuditLogModel(log, operators, drafts, profiles, this))
    , m_verifier(new audit::AuditVerifier(log, this))
{
    setObjectName(u"auditPage"_s);
    connect(m_verifier, &audit::AuditVerifier::verified, this,
            [this](const audit::AuditVerifier::Result &result) {
                if (m_verifyButton)
                    m_verifyButton->setEnabled(!m_verifier->isRunning());
                if (!result.ok())
                    return showStatus(result.error().message(), true);
                showStatus(result.value().message(), !result.value().isIntact());
            });
    connect(m_model, &audit::AuditLogModel::pageLoaded, this, [this] {
        if (!m_model->error().isEmpty())
            return showStatus(m_model->error(), true);
        if (!m_verifyButton || m_verifyButton->isEnabled()) // a verification says its own words
            showStatus(m_model->rowCount() == 0 ? tr("No entries yet.")
                           : m_model->isComplete()
                           ? tr("All %n entry(ies) shown.", nullptr, m_model->rowCount())
                           : tr("The newest %n entry(ies) shown; more come as you scroll.", nullptr,
                                m_model->rowCount()),
                       false);
        sizeColumns();
        showSelected();
        updateState();
    });
}

AuditPage::~AuditPage() = default;

QString AuditPage::title() const
{
    return tr("Audit log");
}

QKeySequence AuditPage::shortcut() const
{
    return QKeySequence(Qt::CTRL | Qt::Key_8);
}

void AuditPage::buildContent()
{
    m_table = new QTableView;
    m_table->setObjectName(u"auditTable"_s);
    m_table->setModel(m_model);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    // Every column can be widened by the person; the sentence takes the room that is left.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true); // the sentence
    m_table->setAccessibleName(tr("Audit log entries"));
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &AuditPage::showSelected);

    // The selected entry, whole.
    m_detail = new QLabel;
    m_detail->setObjectName(u"auditDetailLabel"_s);
    m_detail->setTextFormat(Qt::RichText);
    m_detail->setWordWrap(true);
    m_detail->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_detail->setFocusPolicy(Qt::StrongFocus);
    m_detail->setAccessibleName(tr("The selected entry"));
    auto *detailScroll = new QScrollArea;
    detailScroll->setWidgetResizable(true);
    detailScroll->setFrameShape(QFrame::StyledPanel);
    detailScroll->setWidget(m_detail);

    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setObjectName(u"auditSplitter"_s);
    splitter->addWidget(m_table);
    splitter->addWidget(detailScroll);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({600, 400}); // in proportion, once laid out
    splitter->setChildrenCollapsible(false);

    m_statusLabel = new QLabel;
    m_statusLabel->setObjectName(u"auditStatusLabel"_s);
    m_statusLabel->setWordWrap(true);
    m_verifyButton = new QPushButton(tr("&Verify"));
    m_verifyButton->setObjectName(u"verifyButton"_s);
    m_verifyButton->setToolTip(tr("Check that no entry was changed, removed or added outside Paydesk"));
    m_exportButton = new QPushButton(tr("&Export CSV\u2026"));
    m_exportButton->setObjectName(u"exportButton"_s);
    m_exportButton->setToolTip(tr("Every entry as stored: the action keys, the detail and the hashes"));
    connect(m_verifyButton, &QPushButton::clicked, this, &AuditPage::verify);
    connect(m_exportButton, &QPushButton::clicked, this, [this] {
        // In the Documents folder, as the other exports: a bare name would land in the working
        // directory, which for a program started from a menu is the home folder, or on macOS "/".
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const QString file = QFileDialog::getSaveFileName(this, tr("Export the audit log"),
                                                          QDir(folder).filePath(u"paydesk-audit-log.csv"_s),
                                                          tr("CSV files (*.csv)"));
        if (!file.isEmpty())
            exportTo(file);
    });
    auto *footer = new QHBoxLayout;
    footer->addWidget(m_statusLabel, 1);
    footer->addWidget(m_verifyButton);
    footer->addWidget(m_exportButton);

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins({});
    layout->addWidget(splitter, 1);
    layout->addLayout(footer);
    setContent(content);
    showSelected();
}

void AuditPage::sizeColumns()
{
    // Once, to the content of the first page; after that the widths are the person's. The
    // sentence, last, takes the rest.
    if (m_sized || !m_table || m_model->rowCount() == 0)
        return;
    m_sized = true;
    for (int column = 0; column < audit::AuditLogModel::WhatColumn; ++column)
        m_table->resizeColumnToContents(column);
}

void AuditPage::showSelected()
{
    if (!m_detail)
        return;
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid()) {
        m_detail->setText(u"<i>%1</i>"_s.arg(tr("Select an entry to see all of it.").toHtmlEscaped()));
        return;
    }
    QStringList html;
    html << u"<p><b>%1</b></p><table cellspacing=\"2\" cellpadding=\"2\">"_s.arg(
        m_model->sentenceAt(current.row()).toHtmlEscaped());
    for (const auto &[label, value] : m_model->fieldsAt(current.row()))
        html << u"<tr><td valign=\"top\" style=\"padding-right:12px\">%1</td><td>%2</td></tr>"_s.arg(
            label.toHtmlEscaped(), value.toHtmlEscaped());
    html << u"</table>"_s;
    m_detail->setText(html.join(QString()));
}

void AuditPage::load()
{
    m_model->reload();
}

void AuditPage::updateView()
{
    statePanel()->showContent();
}

void AuditPage::showStatus(const QString &text, bool error)
{
    if (!m_statusLabel)
        return;
    m_statusLabel->setText(text);
    style::setErrorText(m_statusLabel, error);
}

void AuditPage::verify()
{
    ensureBuilt();
    m_verifyButton->setEnabled(false);
    showStatus(tr("Checking the chain\u2026"), false);
    m_verifier->verify(); // on the store's thread; verified() says how it went
}

void AuditPage::exportTo(const QString &fileName)
{
    ensureBuilt();
    // The entries are read on the store's thread a page at a time; the dialog shows how far it is
    // and has Cancel.
    auto *task = new audit::AuditExportTask(m_log, fileName, this);
    m_exportButton->setEnabled(false);
    showStatus(tr("Exporting\u2026"), false);
    connect(task, &tasks::Task::finished, this, [this, task, fileName](bool ok, const QString &error) {
        m_exportButton->setEnabled(true);
        if (!ok)
            return showStatus(tr("The audit log was not exported: %1").arg(error), true);
        showStatus(tr("Exported %n entry(ies) to %1.", nullptr, int(task->entriesWritten()))
                       .arg(QDir::toNativeSeparators(fileName)),
                   false);
    });
    auto *dialog = new TaskProgressDialog(
        task, this, [](qint64 done) { return tr("%n entry(ies) written\u2026", nullptr, int(done)); });
    // Cancel (or the dialog closed) while it runs: nothing was written, and the page says so.
    connect(dialog, &QProgressDialog::canceled, this, [this] {
        if (m_exportButton->isEnabled())
            return; // it had finished, and that was said
        m_exportButton->setEnabled(true);
        showStatus(tr("The export was cancelled; no file was written."), false);
    });
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

} // namespace paydesk::ui
