// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one shape of long work (loading every page of a list, exporting a statement, submitting
// approved payouts): progress as done/total, cancel, and one finished.
//
// The rules, shared with every asynchronous handle of Paydesk (docs/architecture.md):
// - it starts at the next turn of the event loop, so connecting right after making it is in time;
// - finished(ok, error) is emitted exactly once, unless cancel() came first: after cancel() nothing
//   more is emitted;
// - it deletes itself (deleteLater) after finished() or cancel(); keep it in a QPointer.
//
// A front end shows it: the GUI in a progress dialog (ui/widgets/TaskProgressDialog), a
// command-line tool on stderr.

#include <QObject>
#include <QString>

namespace paydesk::tasks {

class Task : public QObject
{
    Q_OBJECT
public:
    explicit Task(QString title, QObject *parent = nullptr);
    ~Task() override;

    QString title() const { return m_title; } // what it does, for a person (translated)
    qint64 done() const { return m_done; }
    qint64 total() const { return m_total; } // 0 when not known ahead
    bool isFinished() const { return m_finished; } // finished or cancelled

    // Stops the work: nothing is emitted afterwards, the task deletes itself. What the work did
    // up to then stays done (a subclass says what that means for it). Does nothing once finished.
    void cancel();

Q_SIGNALS:
    void progressChanged(qint64 done, qint64 total);
    // ok false: `error` says why, in words for a person (translated).
    void finished(bool ok, const QString &error);

protected:
    virtual void run() = 0; // called once, from the event loop
    virtual void onCancel() { } // stop what is under way (a call, a thread)

    void setProgress(qint64 done, qint64 total = 0);
    void succeed();
    void fail(const QString &error);
    bool isCancelled() const { return m_cancelled; }

private:
    void finish(bool ok, const QString &error);

    QString m_title;
    qint64 m_done = 0;
    qint64 m_total = 0;
    bool m_finished = false;
    bool m_cancelled = false;
};

} // namespace paydesk::tasks
