// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shows a Task: its title, its progress (a bar when the total is known, a count otherwise), and
// Cancel, which cancels the task. Window-modal, shown only when the work lasts more than a moment.
// Closes itself when the task ends; a failure is said in the dialog, which then stays until
// closed. objectName: taskProgressDialog.

#include "tasks/Task.h"

#include <QPointer>
#include <QProgressDialog>

#include <functional>

namespace paydesk::ui {

class TaskProgressDialog : public QProgressDialog
{
    Q_OBJECT
public:
    // Words the count when the total is not known, e.g. tr("%n recipient(s) loaded", nullptr, n).
    using CountText = std::function<QString(qint64 done)>;
    TaskProgressDialog(tasks::Task *task, QWidget *parent, CountText countText = {});

    tasks::Task *task() const { return m_task; }
    QString failure() const { return m_failure; } // why the task failed, once it has

private:
    void onProgress(qint64 done, qint64 total);
    void onFinished(bool ok, const QString &error);

    QPointer<tasks::Task> m_task;
    CountText m_countText;
    QString m_failure;
};

} // namespace paydesk::ui
