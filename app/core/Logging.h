// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Paydesk's logging categories, all declared one way: one category per area, named
// "paydesk.<area>", that shows info, warning and critical messages by default; debug messages are
// turned on with QT_LOGGING_RULES="paydesk.<area>.debug=true".
//
//   in one .cpp file:                          PAYDESK_LOGGING_CATEGORY(lcApi, "api")
//   in a header, when other files log to it:   PAYDESK_DECLARE_LOGGING_CATEGORY(lcApi)
//
// The area is a string literal ("api", "sandbox.webhooks"); the name is made from it.
//
// Header-only, on Qt Core alone (target paydesk_logging), so that the sandbox may use it too
// without depending on anything of the client: scripts/check allows sandbox/ this header and the
// specification's tables, and nothing else of app/.

#include <QLoggingCategory>

#define PAYDESK_LOGGING_CATEGORY(name, area) Q_LOGGING_CATEGORY(name, "paydesk." area, QtInfoMsg)
#define PAYDESK_DECLARE_LOGGING_CATEGORY(name) Q_DECLARE_LOGGING_CATEGORY(name)
