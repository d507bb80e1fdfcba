// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a start of Paydesk spends its time (docs/benchmarks.md, "Start-up"): with the environment
// variable PAYDESK_STARTUP_TRACE set, each startupMark() writes a line to the standard error,
//   startup <monotonic ns> <this thread's CPU ns> <page faults> <what>
// the first figure on the clock tests/bench/bench_startup reads, the second the CPU time the
// thread has used, so that time spent waiting shows apart from time spent working, the third the
// page faults of the whole process so far (on a virtual machine each can cost 10 to 30 µs: a
// start is then mostly its faults). Without the variable a mark costs one test of a static flag.

#include <QByteArray>
#include <QDeadlineTimer>

#include <cstdio>
#include <ctime>
#if defined(Q_OS_UNIX)
#include <sys/resource.h>
#endif

namespace paydesk::core {

inline void startupMark(const char *what)
{
    static const bool on = qEnvironmentVariableIsSet("PAYDESK_STARTUP_TRACE");
    if (!on)
        return;
    qint64 cpu = -1;
#if defined(CLOCK_THREAD_CPUTIME_ID)
    timespec ts {};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0)
        cpu = qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
#endif
    long faults = -1;
#if defined(Q_OS_UNIX)
    rusage usage {};
    if (getrusage(RUSAGE_SELF, &usage) == 0)
        faults = usage.ru_minflt + usage.ru_majflt;
#endif
    std::fprintf(stderr, "startup %lld %lld %ld %s\n",
                 static_cast<long long>(QDeadlineTimer::current(Qt::PreciseTimer).deadlineNSecs()),
                 static_cast<long long>(cpu), faults, what);
}

} // namespace paydesk::core
