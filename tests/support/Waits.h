// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Waiting in tests without waiting a fixed time. A test waits for what it expects with
// QTRY_VERIFY / QTRY_COMPARE on the condition itself. To show that something does NOT happen, it
// waits for an event that must come first: settle() for the work queued to a store. Only where
// real time passing is what a test is about (keystrokes a few milliseconds apart, a timer that
// must not fire for a while and cannot be driven otherwise) does it wait a fixed time, and then
// through letTimePass(), which says why at the call.

#include "store/Store.h"

#include <QDeadlineTimer>
#include <QMetaObject>
#include <QTest>

#include <chrono>

namespace paydesk::test {

// Lets the work already set off on `store` run to its end, however long it takes: the events
// queued to this thread so far (a queued slot that would post a job), the jobs posted to the
// store's worker (and so every write they make), then the results those jobs handed back to
// this thread. After a step that must store nothing, a write it had set off is made once this
// returns: "nothing was stored" can then be read from the store. False on timeout.
inline bool settle(store::Store &store, std::chrono::milliseconds timeout = std::chrono::seconds(30))
{
    // A marker queued now runs after everything queued to this thread before it.
    const auto queuedWorkRan = [&store, timeout] {
        bool reached = false;
        QMetaObject::invokeMethod(
            &store, [&reached] { reached = true; }, Qt::QueuedConnection);
        return QTest::qWaitFor([&reached] { return reached; }, int(timeout.count()));
    };
    return queuedWorkRan() && store.waitForPosted(QDeadlineTimer(timeout)) && queuedWorkRan();
}

// The one fixed wait of the tests (besides saveScreenshot()'s, for pictures): `duration` of real
// time, the event loop running meanwhile. For where the passing of real time is the test's
// subject and no event comes first to wait for: a person typing a few milliseconds apart into a
// debounce, a service holding an answer for a set time, polling that must send nothing during
// many of its periods. `because` says which, at the call. Not for waiting for a result: wait for
// the result itself (QTRY_VERIFY), or for what must come before it (settle()).
inline void letTimePass(std::chrono::milliseconds duration, const char *because)
{
    Q_UNUSED(because)
    QTest::qWait(int(duration.count()));
}

} // namespace paydesk::test
