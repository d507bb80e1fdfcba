// SPDX-License-Identifier: GPL-3.0-or-later
#include "audit/AuditVerifyTask.h"

#include "store/AuditLog.h"
#include "store/StoreCall.h"

using namespace Qt::StringLiterals;

namespace paydesk::audit {

AuditVerifyTask::AuditVerifyTask(store::AuditLog *log, QObject *parent, int stepSize)
    : Task(tr("Verifying the audit log"), parent)
    , m_log(log)
    , m_stepSize(std::max(1, stepSize))
{
    Q_ASSERT(log);
    qRegisterMetaType<store::AuditVerification>();
}

AuditVerifyTask::~AuditVerifyTask() = default;

void AuditVerifyTask::onCancel()
{
    *m_cancelled = true;
}

void AuditVerifyTask::run()
{
    if (!m_log)
        return fail(tr("The audit log is no longer open."));
    store::postCall(
        m_log->store(), this, [log = m_log.data()] { return log->lastSeq(); },
        [this](const store::StoreResult<qint64> &last) {
            if (isFinished())
                return;
            if (!last.ok())
                return fail(last.error().message());
            m_total = last.value();
            setProgress(0, m_total);
            step();
        });
}

void AuditVerifyTask::step()
{
    if (!m_log)
        return fail(tr("The audit log is no longer open."));
    if (m_walk.lastSeq() >= m_total)
        return rest();
    const qint64 readBefore = m_walk.entriesRead();
    store::postCall(
        m_log->store(), this,
        [log = m_log.data(), walk = m_walk, through = m_total, limit = m_stepSize] {
            return log->verifyStep(walk, through, limit);
        },
        [this, readBefore](const store::StoreResult<store::AuditChainWalk> &walked) {
            if (isFinished())
                return; // cancelled meanwhile
            if (!walked.ok())
                return fail(walked.error().message());
            m_walk = walked.value();
            if (m_walk.broken())
                return conclude(*m_walk.broken());
            setProgress(m_walk.lastSeq(), m_total);
            if (isFinished())
                return; // cancelled from a slot of progressChanged()
            // Fewer entries than asked for: the table ends before the recorded end (the rest says
            // how), or it was reached.
            if (m_walk.entriesRead() - readBefore < m_stepSize)
                return rest();
            step();
        });
}

void AuditVerifyTask::rest()
{
    store::postCall(
        m_log->store(), this,
        [log = m_log.data(), walk = m_walk, cancelled = m_cancelled] {
            struct Outcome
            {
                store::StoreResult<store::AuditVerification> verification;
                store::StoreResult<std::optional<store::AuditEntry>> checkpoint
                    = std::optional<store::AuditEntry>();
            };
            Outcome outcome {log->verifyRest(walk)};
            // Recorded here, in the same job, unless the task was cancelled before.
            if (outcome.verification.ok() && outcome.verification.value().isIntact() && !*cancelled)
                outcome.checkpoint = log->recordCheckpoint(outcome.verification.value());
            return outcome;
        },
        [this](const auto &outcome) {
            if (isFinished())
                return;
            if (!outcome.verification.ok())
                return fail(outcome.verification.error().message());
            if (!outcome.checkpoint.ok())
                m_checkpointError = outcome.checkpoint.error().message();
            else if (outcome.checkpoint.value())
                m_checkpointSeq = outcome.checkpoint.value()->seq;
            conclude(outcome.verification.value());
        });
}

void AuditVerifyTask::conclude(const store::AuditVerification &verification)
{
    m_verification = verification;
    setProgress(m_total, m_total);
    if (isFinished())
        return;
    Q_EMIT verified(verification);
    succeed();
}

} // namespace paydesk::audit
