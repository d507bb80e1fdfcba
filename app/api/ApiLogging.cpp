// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiLogging.h"

namespace paydesk::api {

Q_LOGGING_CATEGORY(lcApi, "paydesk.api", QtInfoMsg)

} // namespace paydesk::api
