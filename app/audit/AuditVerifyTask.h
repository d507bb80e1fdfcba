// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The whole audit log verified as a Task, with progress and Cancel: what the Audit log page's
// "Verify" does (in a progress dialog), and what the app runs in the background when the log has
// no checkpoint yet (audit::AuditIntegrity).
//
// - The recorded end is read first (AuditLog::lastSeq()): the entries to check, the total of the
//   progress. The chain is then walked `stepSize` entries a call on the store's thread
//   (AuditLog::verifyStep(), store::postCall), one call per turn of the event loop: other work of
//   the store goes in between, a Cancel is taken between two steps, memory stays the same however
//   long the log. The last call (AuditLog::verifyRest()) checks, in one snapshot, the entries
//   appended meanwhile and the recorded end.
// - Intact, it records the checkpoint that AuditLog::verifySinceCheckpoint() starts from
//   (AuditLog::recordCheckpoint(), an "audit.verified" entry). A task cancelled before that call
//   records none (the call itself checks the cancel too).
// - finished(true) once the chain was checked, whole or broken: verification() says which and
//   where. finished(false, error) when the log could not be read.

#include "store/AuditChainWalk.h"
#include "store/AuditVerification.h"
#include "tasks/Task.h"

#include <QPointer>

#include <atomic>
#include <memory>
#include <optional>

namespace paydesk::store {
class AuditLog;
}

namespace paydesk::audit {

class AuditVerifyTask : public tasks::Task
{
    Q_OBJECT
public:
    static constexpr int defaultStepSize = 5000;

    // `log` must outlive the work posted to its store (AppContext waits for that work before the
    // log goes); the task's thread must be the store's.
    explicit AuditVerifyTask(store::AuditLog *log, QObject *parent = nullptr, int stepSize = defaultStepSize);
    ~AuditVerifyTask() override;

    // Once finished(true): whole, or where it breaks.
    std::optional<store::AuditVerification> verification() const { return m_verification; }
    // The checkpoint recorded (its entry number), 0 when none was; why not, when it failed.
    qint64 checkpointSeq() const { return m_checkpointSeq; }
    QString checkpointError() const { return m_checkpointError; }

Q_SIGNALS:
    // Right before finished(true): what the check found.
    void verified(const paydesk::store::AuditVerification &verification);

protected:
    void run() override;
    void onCancel() override;

private:
    void step();
    void rest();
    void conclude(const store::AuditVerification &verification);

    QPointer<store::AuditLog> m_log;
    int m_stepSize;
    qint64 m_total = 0;
    store::AuditChainWalk m_walk = store::AuditChainWalk::fromStart();
    std::optional<store::AuditVerification> m_verification;
    qint64 m_checkpointSeq = 0;
    QString m_checkpointError;
    std::shared_ptr<std::atomic_bool> m_cancelled = std::make_shared<std::atomic_bool>(false);
};

} // namespace paydesk::audit
