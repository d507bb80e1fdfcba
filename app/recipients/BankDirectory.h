// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The banks list of one service (GET /banks), fetched once per ApiClient and kept while the
// client lives, for choosing the bank of a BANK_ACCOUNT payment account: banks(country) gives
// the banks of one country, by name.
//
// Nothing is fetched until load(). load() does nothing while a fetch is in flight or once the list
// is loaded; after a failure (state() Failed, error() says why) it fetches again: that is the
// retry. A client pointed at another address since the list was loaded gets that service's list
// on the next load().

#include "api/ApiError.h"
#include "api/Resources.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <optional>

namespace paydesk::api {
class ApiCall;
class ApiClient;
class ApiResult;
} // namespace paydesk::api

namespace paydesk::recipients {

class BankDirectory : public QObject
{
    Q_OBJECT
public:
    enum class State { Idle, Loading, Loaded, Failed };
    Q_ENUM(State)

    // The directory of `client`, made on first use as its child: every form of one client shares
    // one list and one GET /banks. nullptr for no client.
    static BankDirectory *of(api::ApiClient *client);

    explicit BankDirectory(api::ApiClient *client, QObject *parent = nullptr);
    ~BankDirectory() override;

    State state() const { return m_state; }
    api::ApiError error() const { return m_error; } // why the last fetch failed
    QList<api::Bank> banks(QStringView country) const; // by name; empty until loaded
    QList<api::Bank> all() const { return m_banks; } // every country's, by name
    std::optional<api::Bank> bank(QStringView id) const;

public Q_SLOTS:
    void load();

Q_SIGNALS:
    void stateChanged(paydesk::recipients::BankDirectory::State state);

private:
    void onFinished(const api::ApiResult &result);
    void setState(State state);

    QPointer<api::ApiClient> m_client;
    QPointer<api::ApiCall> m_call;
    QList<api::Bank> m_banks; // sorted by name
    QUrl m_loadedFrom;
    State m_state = State::Idle;
    api::ApiError m_error;
};

} // namespace paydesk::recipients
