// SPDX-License-Identifier: GPL-3.0-or-later
#include "tasks/Task.h"

#include <QMetaObject>

namespace paydesk::tasks {

Task::Task(QString title, QObject *parent)
    : QObject(parent)
    , m_title(std::move(title))
{
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (!m_finished)
                run();
        },
        Qt::QueuedConnection);
}

Task::~Task() = default;

void Task::cancel()
{
    if (m_finished)
        return;
    m_finished = true;
    m_cancelled = true;
    onCancel();
    deleteLater();
}

void Task::setProgress(qint64 done, qint64 total)
{
    if (m_finished || (done == m_done && total == m_total))
        return;
    m_done = done;
    m_total = total;
    Q_EMIT progressChanged(done, total);
}

void Task::succeed()
{
    finish(true, {});
}

void Task::fail(const QString &error)
{
    finish(false, error);
}

void Task::finish(bool ok, const QString &error)
{
    if (m_finished)
        return;
    m_finished = true;
    Q_EMIT finished(ok, error);
    deleteLater();
}

} // namespace paydesk::tasks
