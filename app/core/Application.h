// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every front end of Paydesk (the window, a command-line tool, the tests) sets up the same
// way once its Q*Application exists: who the application is, and the language it speaks. The
// French catalogue is built into paydesk_core, so any program that links the core has it.

#include <QLocale>

namespace paydesk::core {

// Name "Paydesk", organisation "Paydesk" (they place QSettings and QStandardPaths) and version
// PAYDESK_VERSION. May be called before the Q*Application is built.
void setApplicationIdentity();

// Installs Qt's own translations (qtbase, when the system has them) and Paydesk's catalogue for
// `locale`, replacing those a previous call installed; the translators belong to the application
// and go with it. Needs a Q*Application. True when Paydesk's catalogue for the locale was
// installed; false for English, the language of the sources, and for a language Paydesk is not
// translated into (it then speaks English).
bool installTranslations(const QLocale &locale = QLocale());

} // namespace paydesk::core
