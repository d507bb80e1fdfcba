// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecipientsLogging.h"

namespace paydesk::recipients {

Q_LOGGING_CATEGORY(lcRecipients, "paydesk.recipients", QtInfoMsg)

} // namespace paydesk::recipients
