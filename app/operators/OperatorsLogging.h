// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Logging.h"

namespace paydesk::operators {

// "paydesk.operators": operators added, changed, signed in or refused, rules changed. Never a
// passphrase, never a hash.
PAYDESK_DECLARE_LOGGING_CATEGORY(lcOperators)

} // namespace paydesk::operators
