// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Logging.h"

namespace paydesk::api {

// "paydesk.api": method, path, status, duration and attempt of every request. Never a header,
// never the API key, never a request or response body.
PAYDESK_DECLARE_LOGGING_CATEGORY(lcApi)

} // namespace paydesk::api
