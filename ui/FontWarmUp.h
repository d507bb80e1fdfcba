// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The system's font configuration read on a thread of its own while the window's thread starts
// Paydesk. On Linux fontconfig parses its files (dozens of them) the first time a text is
// measured: about a quarter of the work of the first screen, needed by nothing before the first
// widget. Started at the top of main(); wait() before the first widget is made, so that fontconfig
// is never read twice (a second reader while the first one reads would read it all again).
//
// The thread is placed on another processor than the one its maker runs on, where the process may
// use more than one: a new thread starts beside the thread that made it and stays there for a tick
// or more (milliseconds), so it would take its time from the window's thread instead of saving it.
// With one processor, or where the fonts are not fontconfig's (Windows, macOS), nothing is started.

#include <memory>

namespace paydesk::ui {

class FontWarmUp
{
public:
    FontWarmUp();
    ~FontWarmUp(); // waits
    FontWarmUp(const FontWarmUp &) = delete;
    FontWarmUp &operator=(const FontWarmUp &) = delete;

    // Returns once the configuration has been read (at once when nothing was started, or again).
    void wait();

    // For tests/unit/tst_fontwarmup: whether a thread was started, whether fontconfig read its
    // configuration there, and the processors of the maker and of the thread (-1: unknown).
    bool started() const;
    bool configurationRead() const; // after wait()
    int makerProcessor() const;
    int threadProcessor() const; // after wait()

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace paydesk::ui
