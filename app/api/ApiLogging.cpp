// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiLogging.h"

namespace paydesk::api {

PAYDESK_LOGGING_CATEGORY(lcApi, "api")

} // namespace paydesk::api
