// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/StoreStatus.h"

#include "AppContext.h"
#include "audit/AuditIntegrity.h"
#include "store/AuditLog.h"
#include "store/Store.h"

namespace paydesk::shell {

StoreStatus::StoreStatus(const AppContext &context, QObject *parent)
    : QObject(parent)
{
    store::Store *store = &context.store();
    store::AuditLog *log = &context.auditLog();
    const auto problem
        = [this](const store::StoreError &error) { setProblem(error.message(), error.remedy()); };
    connect(store, &store::Store::openFailed, this, problem);
    connect(log, &store::AuditLog::appendFailed, this,
            [problem](const store::AuditEvent &, const store::StoreError &error) { problem(error); });
    connect(store, &store::Store::opened, this, [this] { setProblem({}, Remedy::None); });
    connect(store, &store::Store::opened, this, &StoreStatus::opened);
    connect(log, &store::AuditLog::appended, this, [this] { setProblem({}, Remedy::None); });
    if (store->state() == store::Store::State::Failed)
        problem(store->lastError());
    audit::AuditIntegrity *integrity = &context.auditIntegrity();
    const auto takeIntegrity = [this, integrity] {
        const QString problem = integrity->problem();
        if (problem == m_auditProblem)
            return;
        m_auditProblem = problem;
        Q_EMIT problemChanged();
    };
    connect(integrity, &audit::AuditIntegrity::changed, this, takeIntegrity);
    takeIntegrity();
}

void StoreStatus::setProblem(const QString &message, Remedy remedy)
{
    if (message == m_message && remedy == m_remedy)
        return;
    m_message = message;
    m_remedy = remedy;
    Q_EMIT problemChanged();
}

} // namespace paydesk::shell
