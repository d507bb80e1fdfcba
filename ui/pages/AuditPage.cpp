// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/AuditPage.h"

#include "Accessible.h"
#include "Style.h"
#include "audit/AuditExportTask.h"
#include "audit/AuditIntegrity.h"
#include "audit/AuditLogModel.h"
#include "audit/AuditVerifyTask.h"
#include "widgets/DataTable.h"
#include "widgets/DateField.h"
#include "widgets/StatePanel.h"
#include "widgets/TaskProgressDialog.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTimeZone>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

AuditPage::AuditPage(store::AuditLog *log, store::Operators *operators, store::PayoutDrafts *drafts,
                     profiles::ProfileStore *profiles, audit::AuditIntegrity *integrity, QWidget *parent)
    : Page(info(), parent)
    , m_log(log)
    , m_model(new audit::AuditLogModel(log, operators, drafts, profiles, this))
    , m_integrity(integrity)
{
    Q_ASSERT(integrity);
    connect(m_integrity, &audit::AuditIntegrity::changed, this, &AuditPage::showIntegrity);
    connect(m_model, &audit::AuditLogModel::pageLoaded, this, [this] {
        showListState();
        sizeColumns();
        showSelected();
        updateState();
    });
}

AuditPage::~AuditPage() = default;

PageInfo AuditPage::info()
{
    return {u"auditPage"_s, tr("Audit log"), QKeySequence(Qt::CTRL | Qt::Key_8), u"audit"_s};
}

QWidget *AuditPage::buildFilterBar()
{
    m_searchEdit = new QLineEdit;
    m_searchEdit->setObjectName(u"searchEdit"_s);
    m_searchEdit->setPlaceholderText(tr("Search: a name, an action (“approved”), a reference or an id"));
    m_searchEdit->setClearButtonEnabled(true);
    m_searchEdit->setAccessibleName(tr("Search the audit log"));
    a11y::nameClearButton(m_searchEdit);
    m_searchEdit->setToolTip(
        tr("Entries with every word, in what happened, who, the profile or the detail (%1)")
            .arg(QKeySequence(QKeySequence::Find).toString(QKeySequence::NativeText)));
    auto *findAction = new QAction(this);
    findAction->setShortcut(QKeySequence::Find);
    findAction->setShortcutContext(Qt::WindowShortcut); // active while the page is shown
    connect(findAction, &QAction::triggered, this, [this] {
        m_searchEdit->setFocus(Qt::ShortcutFocusReason);
        m_searchEdit->selectAll();
    });
    addAction(findAction);

    const QDate today = QDate::currentDate();
    m_dateCheck = new QCheckBox(tr("&Between"));
    m_dateCheck->setObjectName(u"dateFilterCheck"_s);
    m_dateCheck->setAccessibleName(tr("Only the entries between two days"));
    // Date fields that take a date typed whole, in the one date style (DateField).
    m_fromDate = new DateField(DateField::Mode::Date);
    m_fromDate->setDate(today.addDays(-6));
    m_fromDate->setObjectName(u"fromDateEdit"_s);
    m_fromDate->setAccessibleName(tr("First day shown"));
    m_toDate = new DateField(DateField::Mode::Date);
    m_toDate->setDate(today);
    m_toDate->setObjectName(u"toDateEdit"_s);
    m_toDate->setAccessibleName(tr("Last day shown"));
    auto *andLabel = new QLabel(tr("and"));
    for (DateField *e : {m_fromDate, m_toDate}) {
        e->setEnabled(false);
        e->setToolTip(tr("Days in this computer's time zone, both included"));
    }
    m_clearButton = new QPushButton(tr("C&lear"));
    m_clearButton->setObjectName(u"clearFilterButton"_s);
    m_clearButton->setToolTip(tr("Show every entry again"));
    m_clearButton->setEnabled(false);
    m_filterLabel = new QLabel;
    m_filterLabel->setObjectName(u"filterLabel"_s);
    m_filterLabel->hide();

    // A quarter of a second after the last change: a search per word typed, not per letter.
    m_filterPause = new QTimer(this);
    m_filterPause->setSingleShot(true);
    m_filterPause->setInterval(250);
    connect(m_filterPause, &QTimer::timeout, this, &AuditPage::applyFilter);
    const auto later = [this] {
        m_fromDate->setEnabled(m_dateCheck->isChecked());
        m_toDate->setEnabled(m_dateCheck->isChecked());
        m_filterPause->start();
    };
    connect(m_searchEdit, &QLineEdit::textChanged, this, later);
    connect(m_dateCheck, &QCheckBox::toggled, this, later);
    connect(m_fromDate, &QDateTimeEdit::dateChanged, this, later);
    connect(m_toDate, &QDateTimeEdit::dateChanged, this, later);
    connect(m_clearButton, &QPushButton::clicked, this, [this] {
        const QSignalBlocker a(m_searchEdit), b(m_dateCheck);
        m_searchEdit->clear();
        m_dateCheck->setChecked(false);
        m_fromDate->setEnabled(false);
        m_toDate->setEnabled(false);
        applyFilter();
        m_searchEdit->setFocus();
    });

    auto *bar = new QWidget;
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins({});
    layout->addWidget(m_searchEdit, 1);
    layout->addWidget(m_dateCheck);
    layout->addWidget(m_fromDate);
    layout->addWidget(andLabel);
    layout->addWidget(m_toDate);
    layout->addWidget(m_clearButton);
    return bar;
}

void AuditPage::applyFilter()
{
    ensureBuilt();
    m_filterPause->stop();
    audit::AuditFilter filter;
    filter.text = m_searchEdit->text();
    if (m_dateCheck->isChecked()) {
        filter.from = std::min(m_fromDate->date(), m_toDate->date());
        filter.to = std::max(m_fromDate->date(), m_toDate->date());
    }
    m_clearButton->setEnabled(!filter.isEmpty());
    m_model->setFilter(filter);
    showListState();
}

void AuditPage::buildContent()
{
    m_integrityLabel = new QLabel;
    m_integrityLabel->setObjectName(u"integrityLabel"_s);
    m_integrityLabel->setWordWrap(true);
    m_integrityLabel->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_integrityLabel->setAccessibleName(tr("The audit log's check"));
    m_integrityLabel->hide();

    m_table = new QTableView;
    m_table->setHorizontalHeader(new RowTableHeader(m_table));
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

    // Where the list is: the entries, or why there are none.
    m_noMatchLabel = new QLabel;
    m_noMatchLabel->setObjectName(u"noMatchLabel"_s);
    m_noMatchLabel->setAlignment(Qt::AlignCenter);
    m_noMatchLabel->setWordWrap(true);
    m_listStack = new QStackedWidget;
    m_listStack->addWidget(m_table);
    m_listStack->addWidget(m_noMatchLabel);

    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setObjectName(u"auditSplitter"_s);
    splitter->addWidget(m_listStack);
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
    layout->addWidget(m_integrityLabel);
    layout->addWidget(buildFilterBar());
    layout->addWidget(m_filterLabel);
    layout->addWidget(splitter, 1);
    layout->addLayout(footer);
    setContent(content);
    setTabOrder(m_clearButton, m_table);
    showSelected();
    showIntegrity();
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
    if (m_verifying)
        return;
    m_verifying = true;
    m_verifyButton->setEnabled(false);
    showStatus(tr("Checking the chain\u2026"), false);
    auto *task = new audit::AuditVerifyTask(m_log, this);
    connect(task, &tasks::Task::finished, this, [this, task](bool ok, const QString &error) {
        m_verifying = false;
        m_verifyButton->setEnabled(true);
        if (!ok)
            return showStatus(error, true);
        const auto v = *task->verification();
        m_integrity->report(v);
        showStatus(v.message(), !v.isIntact());
    });
    auto *dialog = new TaskProgressDialog(
        task, this, [](qint64 done) { return tr("%n entry(ies) checked\u2026", nullptr, int(done)); });
    connect(dialog, &QProgressDialog::canceled, this, [this] {
        if (!m_verifying)
            return; // it had finished, and that was said
        m_verifying = false;
        m_verifyButton->setEnabled(true);
        showStatus(tr("The verification was cancelled."), false);
    });
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void AuditPage::showIntegrity()
{
    if (!m_integrityLabel)
        return;
    const QString problem = m_integrity->problem();
    m_integrityLabel->setText(problem);
    m_integrityLabel->setVisible(!problem.isEmpty());
    if (!problem.isEmpty())
        style::setErrorText(m_integrityLabel, true);
}

void AuditPage::showListState()
{
    if (!m_listStack)
        return;
    const audit::AuditFilter filter = m_model->filter();
    const QString description = filter.description();
    m_filterLabel->setText(tr("Filter: %1").arg(description));
    m_filterLabel->setVisible(!filter.isEmpty());
    const bool none = !m_model->isFetching() && m_model->isComplete() && m_model->rowCount() == 0;
    if (none && m_model->error().isEmpty()) {
        m_noMatchLabel->setText(filter.isEmpty() ? tr("No entries yet.")
                                                 : tr("No entry matches %1.").arg(description));
        m_listStack->setCurrentWidget(m_noMatchLabel);
    } else {
        m_listStack->setCurrentWidget(m_table);
    }
    if (m_verifying)
        return; // a verification says its own words
    if (!m_model->error().isEmpty())
        return showStatus(m_model->error(), true);
    const int rows = m_model->rowCount();
    if (m_model->isFetching() && !filter.isEmpty())
        return showStatus(tr("Searching\u2026 %n matching entry(ies) so far.", nullptr, rows), false);
    if (rows == 0)
        return showStatus(filter.isEmpty() ? tr("No entries yet.") : tr("No entry matches."), false);
    if (!filter.isEmpty())
        return showStatus(
            m_model->isComplete()
                ? tr("%n matching entry(ies).", nullptr, rows)
                : tr("The newest %n matching entry(ies) shown; more come as you scroll.", nullptr, rows),
            false);
    showStatus(m_model->isComplete()
                   ? tr("All %n entry(ies) shown.", nullptr, rows)
                   : tr("The newest %n entry(ies) shown; more come as you scroll.", nullptr, rows),
               false);
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
