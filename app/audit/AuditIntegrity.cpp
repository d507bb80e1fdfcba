// SPDX-License-Identifier: GPL-3.0-or-later
#include "audit/AuditIntegrity.h"

#include "audit/AuditVerifyTask.h"
#include "store/AuditLog.h"
#include "store/StoreCall.h"
#include "store/StoreLogging.h"

namespace paydesk::audit {

AuditIntegrity::AuditIntegrity(store::AuditLog *log, QObject *parent)
    : QObject(parent)
    , m_log(log)
{
    Q_ASSERT(log);
}

AuditIntegrity::~AuditIntegrity()
{
    if (m_task)
        m_task->cancel();
}

void AuditIntegrity::check()
{
    if (m_state == State::Checking || m_task)
        return;
    setState(State::Checking);
    struct Ends
    {
        store::StoreResult<qint64> checkpoint;
        store::StoreResult<qint64> last;
    };
    store::postCall(
        m_log->store(), this,
        [log = m_log] {
            return Ends {log->checkpointSeq(), log->lastSeq()};
        },
        [this](const Ends &ends) {
            if (!ends.checkpoint.ok())
                return take(ends.checkpoint.error());
            if (!ends.last.ok())
                return take(ends.last.error());
            const qint64 since = ends.last.value() - ends.checkpoint.value();
            if (since >= m_checkpointEvery)
                return verifyWholeInSteps();
            // Since the last whole verification (or a short log whole): one call, the cost of what
            // came since.
            store::postCall(
                m_log->store(), this, [log = m_log] { return log->verifySinceCheckpoint(); },
                [this](const store::StoreResult<store::AuditVerification> &result) { take(result); });
        });
}

void AuditIntegrity::verifyWholeInSteps()
{
    m_task = new AuditVerifyTask(m_log, this);
    connect(m_task, &tasks::Task::finished, this, [this, task = m_task](bool ok, const QString &error) {
        if (!ok)
            return take(store::StoreError(store::StoreError::Kind::InvalidData, error, {}));
        take(*task->verification());
    });
}

void AuditIntegrity::report(const store::AuditVerification &verification)
{
    take(verification);
}

void AuditIntegrity::take(const store::StoreResult<store::AuditVerification> &result)
{
    if (!result.ok()) {
        qCWarning(store::lcStore).noquote() << "audit log check:" << result.error().toString();
        m_verification.reset();
        return setState(State::Unreadable);
    }
    m_verification = result.value();
    const store::AuditVerification &v = result.value();
    if (v.isIntact())
        qCInfo(store::lcStore).noquote() << "audit log checked: whole through entry" << v.entriesChecked()
                                         << (v.isWhole() ? "(every entry)" : "(since the checkpoint)") << ","
                                         << v.entriesRead() << "entries read";
    else
        qCWarning(store::lcStore).noquote() << "audit log check:" << v.message();
    setState(v.isIntact() ? State::Intact : State::Broken);
}

void AuditIntegrity::setState(State state)
{
    m_state = state;
    Q_EMIT changed();
}

QString AuditIntegrity::problem() const
{
    if (m_state != State::Broken || !m_verification)
        return {};
    return tr("The audit log was changed outside Paydesk. %1 Keep this database as it is and tell whoever "
              "looks after it; Verify on the Audit log page checks every entry.")
        .arg(m_verification->message());
}

} // namespace paydesk::audit
