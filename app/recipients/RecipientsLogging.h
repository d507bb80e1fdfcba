// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Logging.h"

namespace paydesk::recipients {

// "paydesk.recipients": the banks list loading, and each payment account submitted with its type,
// country and outcome. Never a holder name, a phone or account number, a handle or a code.
PAYDESK_DECLARE_LOGGING_CATEGORY(lcRecipients)

} // namespace paydesk::recipients
