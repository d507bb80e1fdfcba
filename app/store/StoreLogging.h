// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Logging.h"

namespace paydesk::store {

// "paydesk.store": opening, migrations, failures of the local store and the audit log. Never a
// password, never the content of an audit entry's detail.
PAYDESK_DECLARE_LOGGING_CATEGORY(lcStore)

} // namespace paydesk::store
