// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/StoreLogging.h"

namespace paydesk::store {

PAYDESK_LOGGING_CATEGORY(lcStore, "store")

} // namespace paydesk::store
