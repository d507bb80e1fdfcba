// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A progress bar on standard error while a long command works (a statement's lines fetched and
// written), drawn only when standard error is a terminal: a scheduled job's log gets nothing of
// it. Redrawn in place at most ten times a second; finish() clears it, so that the command's
// last words start on a clean line.
//
//     CliProgress progress(tr("Exporting"));
//     progress.update(done, total); // total 0: not known, a count instead of a bar
//     progress.finish();

#include <QElapsedTimer>
#include <QString>

namespace paydesk::cli {

class CliProgress
{
public:
    explicit CliProgress(QString label, QString unit = {});
    ~CliProgress(); // finish()

    bool isShown() const { return m_enabled; }
    void update(qint64 done, qint64 total);
    void finish();

    // The line drawn for `done` of `total` (tests): "Exporting [#####     ] 52%  10,400 lines".
    static QString line(const QString &label, const QString &unit, qint64 done, qint64 total, int width);

private:
    QString m_label;
    QString m_unit;
    bool m_enabled = false;
    bool m_drawn = false;
    QElapsedTimer m_since;
};

} // namespace paydesk::cli
