// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Checks the audit log's hash chain (AuditLog::verify(): every entry, the log's recorded end) on
// the store's worker thread, so that the window never waits for the database, and hands the
// outcome back on this object's thread: what the Audit log page's "Verify" shows.

#include "store/AuditVerification.h"
#include "store/StoreResult.h"

#include <QObject>

namespace paydesk::store {
class AuditLog;
}

namespace paydesk::audit {

class AuditVerifier : public QObject
{
    Q_OBJECT
public:
    using Result = store::StoreResult<store::AuditVerification>;

    // `log` must outlive the work posted to its store (AppContext waits for that work before the
    // log goes); this object must live in the store's thread.
    explicit AuditVerifier(store::AuditLog *log, QObject *parent = nullptr);

    // Starts a check; verified() follows once for it, unless this object is destroyed first. A
    // check asked for while one runs comes after it, with its own verified().
    void verify();
    bool isRunning() const { return m_running > 0; }

Q_SIGNALS:
    // The chain is whole, or where it breaks (result.value().message() says it in words); or the
    // log could not be read (result.error()).
    void verified(const paydesk::store::StoreResult<paydesk::store::AuditVerification> &result);

private:
    store::AuditLog *m_log;
    int m_running = 0;
};

} // namespace paydesk::audit
