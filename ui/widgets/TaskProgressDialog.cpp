// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/TaskProgressDialog.h"

#include "tasks/Task.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPushButton>

namespace paydesk::ui {

TaskProgressDialog::TaskProgressDialog(tasks::Task *task, QWidget *parent, CountText countText)
    : QProgressDialog(parent)
    , m_task(task)
    , m_countText(std::move(countText))
{
    setObjectName(QStringLiteral("taskProgressDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowModality(Qt::WindowModal);
    setWindowTitle(task->title());
    setLabelText(task->title());
    setMinimumDuration(400);
    setAutoClose(false);
    setAutoReset(false);
    setRange(0, 0); // busy until the total is known
    connect(task, &tasks::Task::progressChanged, this, &TaskProgressDialog::onProgress);
    connect(task, &tasks::Task::finished, this, &TaskProgressDialog::onFinished);
    connect(this, &QProgressDialog::canceled, this, [this] {
        if (m_task)
            m_task->cancel(); // nothing comes from it afterwards
        close();
    });
}

void TaskProgressDialog::onProgress(qint64 done, qint64 total)
{
    if (total > 0) {
        setRange(0, 1000);
        setValue(int(std::clamp<qint64>(done * 1000 / total, 0, 1000)));
        setLabelText(
            tr("%1\n%2 of %3").arg(m_task->title(), QLocale().toString(done), QLocale().toString(total)));
    } else {
        setLabelText(m_task->title() + u'\n'
                     + (m_countText ? m_countText(done) : tr("%1 done").arg(QLocale().toString(done))));
    }
}

void TaskProgressDialog::onFinished(bool ok, const QString &error)
{
    if (ok) {
        close();
        return;
    }
    m_failure = error;
    setRange(0, 1);
    setValue(0);
    setLabelText(tr("%1 stopped: %2").arg(windowTitle(), error));
    setCancelButtonText(tr("Close"));
    show();
}

} // namespace paydesk::ui
