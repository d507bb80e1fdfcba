// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/StoreLogging.h"

namespace paydesk::store {

Q_LOGGING_CATEGORY(lcStore, "paydesk.store", QtInfoMsg)

} // namespace paydesk::store
