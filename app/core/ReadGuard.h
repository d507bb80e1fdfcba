// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One read at a time, and exactly one more for whatever asked during it: the guard of a
// controller that reads a list again on every change (the approval queue on every change of the
// outbox, the operators after every edit). Five changes during a read make one more read, not five,
// and none is lost.
//
//   void reload()
//   {
//       if (!m_reads.start())
//           return; // one is running: it reads again when it is done
//       post(job, [this](const Result &r) {
//           if (m_reads.finish())
//               return reload(); // something changed meanwhile: what was read is already old
//           show(r);
//       });
//   }

#include <utility>

namespace paydesk {

class ReadGuard
{
public:
    // True when a read may start now; false while one runs (it is then read once more after it).
    bool start()
    {
        if (m_reading) {
            m_again = true;
            return false;
        }
        m_reading = true;
        return true;
    }
    // Ends the running read; true when it is to be read again (a change came during it).
    bool finish()
    {
        m_reading = false;
        return std::exchange(m_again, false);
    }
    bool isReading() const { return m_reading; }

private:
    bool m_reading = false;
    bool m_again = false;
};

} // namespace paydesk
