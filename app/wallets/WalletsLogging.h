// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Logging.h"

namespace paydesk::wallets {

// "paydesk.wallets": wallet names and alert levels set, low-balance alerts and recoveries.
PAYDESK_DECLARE_LOGGING_CATEGORY(lcWallets)

} // namespace paydesk::wallets
