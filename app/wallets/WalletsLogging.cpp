// SPDX-License-Identifier: GPL-3.0-or-later
#include "wallets/WalletsLogging.h"

namespace paydesk::wallets {
PAYDESK_LOGGING_CATEGORY(lcWallets, "wallets")
}
