// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a task reads every line of a statement, in one place for the three that do
// (StatementDigest, and exporting::StatementSource for the exports: CSV, MT940, CAMT.053, PDF):
//
// - page by page through ApiClient::walkStatementLines() (the next page asked for before this one
//   is handled), `pageSize` lines a page;
// - nothing reaches the task once it has finished or was cancelled (a page or the end that comes
//   after is dropped);
// - an answer that is not a page of lines is said to `notAPage`; the client destroyed in the middle
//   of the walk (its walker goes with it, without finished()) to `gone`, until the walk has ended.
//
// The task keeps the walker returned (a QPointer) to cancel it.

#include "api/Resources.h"

#include <QList>
#include <QString>

#include <functional>

namespace paydesk::api {
class ApiClient;
class ApiError;
class PageWalker;
} // namespace paydesk::api
namespace paydesk::tasks {
class Task;
}

namespace paydesk::statements {

struct StatementLineHandlers
{
    std::function<void(const QList<api::StatementLine> &lines)> page; // the lines of each page, in order
    std::function<void(const api::ApiError &error)> finished; // no error: every line came
    std::function<void()> notAPage;
    std::function<void()> gone;
};

// `task` and `client` must be alive; the handlers are called on `task`'s thread, with it alive.
api::PageWalker *walkStatementLines(tasks::Task *task, api::ApiClient *client, const QString &statementId,
                                    int pageSize, StatementLineHandlers handlers);

} // namespace paydesk::statements
