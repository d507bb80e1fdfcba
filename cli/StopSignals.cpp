// SPDX-License-Identifier: GPL-3.0-or-later
#include "StopSignals.h"

#include <QSocketNotifier>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

int g_pipe[2] = {-1, -1};
std::atomic<int> g_count {0};

void onSignal(int signal)
{
    const int saved = errno;
    if (g_count.fetch_add(1) >= 1) {
        // A second signal: at once, with only what is safe in a handler.
        static const char line[]
            = "<4>paydesk.outbox: a second signal: stopping at once; a payout in flight is "
              "resolved at the next start\n";
        (void)!::write(STDERR_FILENO, line, sizeof line - 1);
        ::_exit(128 + signal);
    }
    const char byte = char(signal);
    (void)!::write(g_pipe[1], &byte, 1);
    errno = saved;
}

} // namespace

StopSignals::StopSignals(QObject *parent)
    : QObject(parent)
{
    if (::pipe2(g_pipe, O_CLOEXEC | O_NONBLOCK) != 0)
        return;
    g_count = 0;
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(SIGTERM, &action, nullptr);
    ::sigaction(SIGINT, &action, nullptr);
    m_notifier = new QSocketNotifier(g_pipe[0], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &StopSignals::onReadable);
}

StopSignals::~StopSignals()
{
    if (!m_notifier)
        return;
    struct sigaction action = {};
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGTERM, &action, nullptr);
    ::sigaction(SIGINT, &action, nullptr);
    delete m_notifier;
    ::close(g_pipe[0]);
    ::close(g_pipe[1]);
    g_pipe[0] = g_pipe[1] = -1;
}

QString StopSignals::signalName(int signal)
{
    switch (signal) {
    case SIGTERM:
        return u"SIGTERM"_s;
    case SIGINT:
        return u"SIGINT"_s;
    default:
        return u"signal %1"_s.arg(signal);
    }
}

void StopSignals::onReadable()
{
    char byte = 0;
    while (::read(g_pipe[0], &byte, 1) == 1) {
        if (m_signal != 0)
            continue;
        m_signal = int(byte);
        Q_EMIT requested(m_signal);
    }
}

} // namespace paydesk::cli
