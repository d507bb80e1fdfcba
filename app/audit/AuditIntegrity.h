// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Whether the audit log is as it was written, as last checked: what the main window's status bar
// and the Audit log page's banner say when it is not. One for the installation (AppContext).
//
// check() runs once the store has opened (AppContext connects Store::opened): on the store's
// thread (store::postCall), never the window's. It checks the entries written since the newest
// checkpoint, the last whole verification (AuditLog::verifySinceCheckpoint(): the cost of what was
// written since, not of the whole log; the whole chain when there is none, which for a short log
// is little). When `checkpointEvery` entries or more were written since (or, without a checkpoint,
// the log has that many), it verifies the whole chain instead, in steps in the background
// (AuditVerifyTask, no dialog: other work of the store goes in between), which records a new
// checkpoint: the next start checks only what comes after it, and the check at start stays short
// however long the log grows.
//
// A whole verification a person asked for (the Audit log page's Verify) reports its outcome here
// too (report()): a break it finds is shown the same way, and an intact one clears what a check
// found before (the chain was mended, e.g. the database restored).

#include "store/AuditVerification.h"
#include "store/StoreResult.h"

#include <QObject>
#include <QPointer>

#include <optional>

namespace paydesk::store {
class AuditLog;
}

namespace paydesk::audit {

class AuditVerifyTask;

class AuditIntegrity : public QObject
{
    Q_OBJECT
public:
    enum class State {
        Unchecked, // not checked yet in this run
        Checking,
        Intact,
        Broken, // verification() says where and how
        Unreadable, // the log could not be read (the store's own status says why)
    };
    Q_ENUM(State)

    // `log` must outlive the work posted to its store; this object lives in the store's thread.
    explicit AuditIntegrity(store::AuditLog *log, QObject *parent = nullptr);
    ~AuditIntegrity() override;

    // Starts a check (see above); changed() follows. Does nothing while one runs.
    void check();
    static constexpr qint64 defaultCheckpointEvery = 10000;
    void setCheckpointEvery(qint64 entries) { m_checkpointEvery = entries; }
    // The outcome of a whole verification made elsewhere (AuditVerifyTask on the Audit page).
    void report(const store::AuditVerification &verification);

    State state() const { return m_state; }
    std::optional<store::AuditVerification> verification() const { return m_verification; }
    // A break, in words for a person (translated), with what to do; empty when there is none.
    QString problem() const;

Q_SIGNALS:
    void changed();

private:
    void verifyWholeInSteps();
    void take(const store::StoreResult<store::AuditVerification> &result);
    void setState(State state);

    store::AuditLog *m_log;
    State m_state = State::Unchecked;
    std::optional<store::AuditVerification> m_verification;
    QPointer<AuditVerifyTask> m_task;
    qint64 m_checkpointEvery = defaultCheckpointEvery;
};

} // namespace paydesk::audit
