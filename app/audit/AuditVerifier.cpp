// SPDX-License-Identifier: GPL-3.0-or-later
#include "audit/AuditVerifier.h"

#include "store/AuditLog.h"
#include "store/StoreCall.h"

namespace paydesk::audit {

AuditVerifier::AuditVerifier(store::AuditLog *log, QObject *parent)
    : QObject(parent)
    , m_log(log)
{
    Q_ASSERT(log);
}

void AuditVerifier::verify()
{
    ++m_running;
    store::postCall(
        m_log->store(), this, [log = m_log] { return log->verify(); },
        [this](const Result &result) {
            --m_running;
            Q_EMIT verified(result);
        });
}

} // namespace paydesk::audit
