// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// SIGTERM and SIGINT turned into a Qt signal on the event loop (the self-pipe trick: the handler
// only writes the signal's number to a pipe, which a QSocketNotifier reads), so that a long-running
// command stops as it decides: `outbox run` finishes the payout in flight first.
//
// The first signal is delivered as requested(); a second one, while the first is being honoured,
// ends the process at once from the handler (_exit(128 + signal)) after one line on standard error
// in the journal's format (JournalLog.h): nothing more is recorded, and whatever was in flight is
// resolved at the next start (the outbox's lease expires).
//
// One object per process, on the main thread; the signals go back to their default when it is
// destroyed.

#include <QObject>

class QSocketNotifier;

namespace paydesk::cli {

class StopSignals : public QObject
{
    Q_OBJECT
public:
    explicit StopSignals(QObject *parent = nullptr);
    ~StopSignals() override;

    bool isInstalled() const { return m_notifier != nullptr; }
    // Whether a first signal came (also before anyone listened to requested()).
    bool wasRequested() const { return m_signal != 0; }
    int signalNumber() const { return m_signal; }
    static QString signalName(int signal); // "SIGTERM"

Q_SIGNALS:
    void requested(int signal);

private:
    void onReadable();

    QSocketNotifier *m_notifier = nullptr;
    int m_signal = 0;
};

} // namespace paydesk::cli
