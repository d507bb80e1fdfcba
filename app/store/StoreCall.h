// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one typed way to the store's worker thread. The store's own classes post through it
// (PayoutDrafts::post...(), Statements::post...(), OutboxStore::post()), and so does a front end
// that uses the blocking calls without blocking: Operators (a sign-in hashes for a noticeable
// fraction of a second, with 128 MiB), ApprovalRuleStore, and any other class whose calls run on
// the calling thread's connection. Every job is counted by the store (Store::pendingJobs()), so
// one Store::waitForPosted() waits for all of them, whoever posted them.
//
//   store::postCall(operators.store(), this,
//                   [ops = &operators, id, passphrase] { return ops->authenticate(id, passphrase); },
//                   [this](const store::AuthResult &result) { ... });
//
// `job` runs on the store's worker thread (Store::post(): one job at a time, in the order posted,
// on that thread's connection); `done` then gets its result, whatever its type (a StoreResult, an
// AuthResult, an Operators::ApprovalCheck), on the thread of `context`, unless `context` was
// destroyed meanwhile. The job itself is not undone then: a write that was posted is written.
//
// `context` must live in the store's thread (the UI thread in the app). What the job uses (the
// Operators, the ApprovalRuleStore) must outlive it: AppContext waits for the posted jobs before
// those go. Job and done are copied: capture values, not references to the stack.

#include "store/Store.h"

#include <QMetaObject>
#include <QPointer>

#include <type_traits>
#include <utility>

namespace paydesk::store {

template<typename Job, typename Done> void postCall(Store *store, QObject *context, Job job, Done done)
{
    using Result = std::decay_t<std::invoke_result_t<Job &>>;
    static_assert(std::is_invocable_v<Done &, const Result &>, "done takes the job's result");
    Q_ASSERT(store && context && context->thread() == store->thread());
    store->post(
        [store, guard = QPointer<QObject>(context), job = std::move(job), done = std::move(done)]() mutable {
            Result result = job();
            // Back on the store object's thread, the context's, where `guard` is checked without a
            // race: the context can only be destroyed on that thread.
            QMetaObject::invokeMethod(
                store,
                [guard, done, result = std::move(result)]() mutable {
                    if (guard)
                        done(std::as_const(result));
                },
                Qt::QueuedConnection);
        });
}

} // namespace paydesk::store
