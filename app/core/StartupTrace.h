// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a start of Paydesk spends its time (docs/benchmarks.md, "Start-up"): with the environment
// variable PAYDESK_STARTUP_TRACE set, each startupMark() writes a line to the standard error,
//   startup <monotonic ns> <this thread's CPU ns> <what>
// the first figure on the clock tests/bench/bench_startup reads, the second the CPU time the
// thread has used, so that time spent waiting shows apart from time spent working. Without the
// variable a mark costs one test of a static flag.

#include <QByteArray>
#include <QDeadlineTimer>

#include <cstdio>
#include <ctime>

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
    std::fprintf(stderr, "startup %lld %lld %s\n",
                 static_cast<long long>(QDeadlineTimer::current(Qt::PreciseTimer).deadlineNSecs()),
                 static_cast<long long>(cpu), what);
}

} // namespace paydesk::core
