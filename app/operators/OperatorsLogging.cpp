// SPDX-License-Identifier: GPL-3.0-or-later
#include "operators/OperatorsLogging.h"

namespace paydesk::operators {

PAYDESK_LOGGING_CATEGORY(lcOperators, "operators")

} // namespace paydesk::operators
