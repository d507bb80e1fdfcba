// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's words for a remedy (core/Remedy.h): core code says what is wrong and which remedy
// applies, and the window says it as a button or a sentence.

#include "core/Remedy.h"

#include <QString>

namespace paydesk::ui {

// The label of the button that applies the remedy: "Open Settings…", "Check Key…" (which opens
// Settings too: the key is checked and replaced there), "Retry"; empty when there is nothing to
// click (None, ContactSupport).
QString remedyActionText(Remedy remedy);

// True when the way to the remedy is the Settings dialog (OpenSettings, CheckKey).
bool remedyOpensSettings(Remedy remedy);

// The remedy as a sentence, where no button offers it: "Change this in Settings.", "Check the key
// in Settings.", "If it keeps happening, contact support."; empty for None and RetryLater (a
// message of a passing problem says itself when to try again).
QString remedySentence(Remedy remedy);

// The message, then remedySentence(remedy) when there is one.
QString withRemedySentence(const QString &message, Remedy remedy);

} // namespace paydesk::ui
