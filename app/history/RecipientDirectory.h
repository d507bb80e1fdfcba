// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Who the recipients of a session are, by payment_account_id: a payout names its recipient only
// by its pac- id, and the History page shows the holder and the account instead.
//
// Per session: once the session is ready, every payment account is fetched once (a PageWalker over
// GET /payment-accounts, then GET /banks for the banks' names) and kept as two short texts per
// account; changed() after each page, so the rows fill in as the pages come. A new session forgets
// everything of the previous one; reload() asks again (a recipient created meanwhile). Nothing is
// asked while the session is not ready; it is asked as soon as it is. A recipient created after the
// load is found by lookUp(), which PayoutsModel calls for a payout whose recipient is unknown.

#include "api/ApiCall.h"
#include "api/ApiError.h"
#include "api/PageWalker.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>

#include <optional>

namespace paydesk::session {
class Session;
}
namespace paydesk::models {
class PaymentAccountsModel;
}

namespace paydesk::history {

class RecipientDirectory : public QObject
{
    Q_OBJECT
public:
    struct Entry
    {
        QString holderName;
        QString account; // "+254712345678 · Safaricom M-Pesa", "Equity Bank · 0123456789"
    };

    explicit RecipientDirectory(QObject *parent = nullptr);
    ~RecipientDirectory() override;

    // Forgets everything, then loads the accounts of `session` (when ready, or once it is).
    void setSession(session::Session *session);
    session::Session *session() const;

    std::optional<Entry> find(const QString &paymentAccountId) const;
    int count() const { return int(m_entries.size()); }
    bool isLoading() const { return m_walker != nullptr || m_banksCall != nullptr; }
    bool isLoaded() const { return m_loaded; } // every page came
    api::ApiError lastError() const { return m_error; } // of the last walk that failed

    // A payout names a recipient the directory does not know (one created after it loaded): the
    // newest accounts are asked again, page by page, until a page brings no account it did not
    // know. At most once per id, and only once everything is loaded.
    void lookUp(const QString &paymentAccountId);

public Q_SLOTS:
    void reload();

Q_SIGNALS:
    void changed();
    void loadedChanged(bool loaded);

private:
    void start();
    void walk();
    void onSessionState();
    void onPage(const api::ApiResult &page);
    void onWalkFinished(const api::ApiError &error);

    QPointer<session::Session> m_session;
    QPointer<api::PageWalker> m_walker;
    QPointer<api::ApiCall> m_banksCall;
    QHash<QString, Entry> m_entries;
    models::PaymentAccountsModel *m_format; // the account in words, as the Recipients page says it
    api::ApiError m_error;
    bool m_loaded = false;
    bool m_wanted = false; // a load waits for the session to be ready
    bool m_topUp = false; // the walk is lookUp()'s: it stops at a page with nothing new
    QSet<QString> m_lookedUp; // ids lookUp() asked for
};

} // namespace paydesk::history
