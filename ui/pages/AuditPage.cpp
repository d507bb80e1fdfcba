// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/AuditPage.h"

#include "Style.h"
#include "export/CsvWriter.h"
#include "store/AuditEvent.h"
#include "store/AuditLog.h"
#include "store/Store.h"
#include "widgets/StatePanel.h"

#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTimeZone>
#include <QVBoxLayout>

#include <utility>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

enum Column {
    SeqColumn,
    TimeColumn,
    ActionColumn,
    OperatorColumn,
    ProfileColumn,
    UserColumn,
    DetailColumn,
    ColumnCount
};

// Every entry, oldest first, a thousand at a time.
store::StoreResult<QList<store::AuditEntry>> allEntries(const store::AuditLog &log)
{
    QList<store::AuditEntry> all;
    for (qint64 after = 0;;) {
        const store::StoreResult<QList<store::AuditEntry>> page = log.entries(after, 1000);
        if (!page.ok())
            return page.error();
        all += page.value();
        if (page.value().size() < 1000)
            return all;
        after = page.value().last().seq;
    }
}

} // namespace

AuditPage::AuditPage(store::AuditLog *log, QWidget *parent)
    : Page(parent)
    , m_log(log)
    , m_model(new QStandardItemModel(0, ColumnCount, this))
{
    setObjectName(u"auditPage"_s);
    m_model->setHorizontalHeaderLabels(
        {tr("#"), tr("Time"), tr("What"), tr("Operator"), tr("Profile"), tr("Computer user"), tr("Detail")});
    // New entries (this window's) appear without a reload.
    connect(m_log, &store::AuditLog::appended, this, [this] {
        if (isCurrent())
            load();
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
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    for (int column = SeqColumn; column < DetailColumn; ++column)
        m_table->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_table->setWordWrap(false);

    m_statusLabel = new QLabel;
    m_statusLabel->setObjectName(u"auditStatusLabel"_s);
    m_statusLabel->setWordWrap(true);
    m_verifyButton = new QPushButton(tr("&Verify"));
    m_verifyButton->setObjectName(u"verifyButton"_s);
    m_verifyButton->setToolTip(tr("Check that no entry was changed, removed or added outside Paydesk"));
    m_exportButton = new QPushButton(tr("&Export CSV\u2026"));
    m_exportButton->setObjectName(u"exportButton"_s);
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
    layout->addWidget(m_table, 1);
    layout->addLayout(footer);
    setContent(content);
}

void AuditPage::load()
{
    if (m_loading) {
        m_loadAgain = true; // an entry came during the load: read again once it is done
        return;
    }
    m_loading = true;
    QPointer<AuditPage> self(this);
    store::AuditLog *log = m_log;
    m_log->store()->post([self, log] {
        const store::StoreResult<QList<store::AuditEntry>> result = allEntries(*log);
        QMetaObject::invokeMethod(
            qApp, // delivered on the thread of the page (the application's)
            [self, result] {
                if (!self)
                    return;
                self->m_loading = false;
                if (std::exchange(self->m_loadAgain, false))
                    return self->load();
                self->m_model->removeRows(0, self->m_model->rowCount());
                if (!result.ok()) {
                    self->showStatus(result.error().message(), true);
                    return;
                }
                const QList<store::AuditEntry> &entries = result.value();
                for (auto it = entries.crbegin(); it != entries.crend(); ++it) { // newest first
                    QList<QStandardItem *> row;
                    row << new QStandardItem(QString::number(it->seq))
                        << new QStandardItem(
                               self->locale().toString(it->time.toLocalTime(), QLocale::ShortFormat))
                        << new QStandardItem(store::AuditEvent::describe(it->action))
                        << new QStandardItem(store::AuditEvent::operatorOf(it->detailObject()))
                        << new QStandardItem(it->profileId) << new QStandardItem(it->osUser)
                        << new QStandardItem(it->detail);
                    row.at(TimeColumn)->setToolTip(store::AuditEntry::timeText(it->time));
                    row.at(ActionColumn)->setToolTip(it->action); // the stable key, as exported
                    row.at(DetailColumn)
                        ->setToolTip(QString::fromUtf8(
                            QJsonDocument(it->detailObject()).toJson(QJsonDocument::Indented)));
                    self->m_model->appendRow(row);
                }
                self->showStatus(tr("%n entry(ies).", nullptr, int(entries.size())), false);
                self->updateState();
            },
            Qt::QueuedConnection);
    });
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
    QPointer<AuditPage> self(this);
    store::AuditLog *log = m_log;
    m_log->store()->post([self, log] {
        const store::StoreResult<store::AuditVerification> result = log->verify();
        QMetaObject::invokeMethod(
            qApp,
            [self, result] {
                if (!self)
                    return;
                self->m_verifyButton->setEnabled(true);
                if (!result.ok())
                    return self->showStatus(result.error().message(), true);
                self->showStatus(result.value().message(), !result.value().isIntact());
            },
            Qt::QueuedConnection);
    });
}

void AuditPage::exportTo(const QString &fileName)
{
    ensureBuilt();
    m_exportButton->setEnabled(false);
    showStatus(tr("Exporting\u2026"), false);
    QPointer<AuditPage> self(this);
    store::AuditLog *log = m_log;
    m_log->store()->post([self, log, fileName] {
        QString error;
        qsizetype count = 0;
        // Whole or not at all: QSaveFile replaces the file only when every byte is written. A
        // thousand entries at a time, written as they are read: memory stays the same however
        // long the log.
        QSaveFile file(fileName);
        exporting::CsvWriter csv;
        if (file.open(QIODevice::WriteOnly)) {
            file.write(csv.start());
            file.write(csv.row({u"seq"_s, u"time_utc"_s, u"action"_s, u"profile_id"_s, u"os_user"_s,
                                u"detail"_s, u"previous_hash"_s, u"hash"_s}));
            for (qint64 after = 0;;) {
                const store::StoreResult<QList<store::AuditEntry>> page = log->entries(after, 1000);
                if (!page.ok()) {
                    error = page.error().message();
                    break;
                }
                for (const store::AuditEntry &e : page.value()) {
                    csv.number(QString::number(e.seq))
                        .text(store::AuditEntry::timeText(e.time))
                        .text(e.action);
                    csv.text(e.profileId).text(e.osUser).text(e.detail).text(e.previousHash).text(e.hash);
                    file.write(csv.endRow());
                    ++count;
                }
                if (page.value().size() < 1000)
                    break;
                after = page.value().last().seq;
            }
            if (error.isEmpty() && !file.commit())
                error = file.errorString();
        } else {
            error = file.errorString();
        }
        QMetaObject::invokeMethod(
            qApp,
            [self, error, count, fileName] {
                if (!self)
                    return;
                self->m_exportButton->setEnabled(true);
                if (!error.isEmpty())
                    return self->showStatus(tr("The audit log was not exported: %1").arg(error), true);
                self->showStatus(tr("Exported %n entry(ies) to %1.", nullptr, int(count)).arg(fileName),
                                 false);
            },
            Qt::QueuedConnection);
    });
}

} // namespace paydesk::ui
