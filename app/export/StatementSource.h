// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The service's side of a statement export, in one place for the file exports
// (StatementFileExport: CSV, MT940, CAMT.053) and the PDF (StatementPdfExport):
//
// 1. when the export needs the statement's balances and they are missing, the statement is read
//    again (GET /wallet-statements/{id}); `ready` then gets it (straight away when nothing was
//    missing);
// 2. every line is walked (statements::walkStatementLines(): page after page, the next one asked
//    for before this one is handled), each page to `page`; `finished` once every line came;
// 3. any failure (not READY: 409, the network after the client's retries, an answer that is not a
//    statement or a page, the client gone) to `failed`, in words a person reads, once.
//
// stop() cancels whatever is under way; nothing reaches the handlers after it. The export file is
// opened by openExportFile() before anything is read, so that a folder that cannot be written is
// said at once.

#include "api/Resources.h"

#include <QCoreApplication>
#include <QPointer>
#include <QSaveFile>

#include <functional>
#include <memory>

namespace paydesk::api {
class ApiCall;
class ApiClient;
class PageWalker;
} // namespace paydesk::api
namespace paydesk::tasks {
class Task;
}

namespace paydesk::exporting {

class StatementSource
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::exporting::StatementSource)
public:
    struct Handlers
    {
        std::function<void(const api::Statement &statement)> ready; // before the first page
        std::function<void(const QList<api::StatementLine> &lines)> page;
        std::function<void()> finished;
        std::function<void(const QString &error)> failed;
    };

    StatementSource() = default;
    StatementSource(const StatementSource &) = delete;
    StatementSource &operator=(const StatementSource &) = delete;
    ~StatementSource() { stop(); }

    // `task` and `client` alive (a gone client is a failure); the handlers run on `task`'s thread.
    void start(tasks::Task *task, api::ApiClient *client, const api::Statement &statement, bool needsBalances,
               int pageSize, Handlers handlers);
    void stop();

    // The export's file, open for writing; nullptr and `error` in words when it cannot be.
    static std::unique_ptr<QSaveFile> openExportFile(const QString &fileName, QString *error);

private:
    void walk(const api::Statement &statement);

    tasks::Task *m_task = nullptr;
    QPointer<api::ApiClient> m_client;
    int m_pageSize = 50;
    std::shared_ptr<Handlers> m_handlers;
    QPointer<api::ApiCall> m_call;
    QPointer<api::PageWalker> m_walker;
};

} // namespace paydesk::exporting
