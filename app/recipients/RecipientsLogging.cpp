// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecipientsLogging.h"

namespace paydesk::recipients {

PAYDESK_LOGGING_CATEGORY(lcRecipients, "recipients")

} // namespace paydesk::recipients
