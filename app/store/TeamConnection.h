// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A connection of the team layer's own (TeamSchema): to a PostgreSQL database as the given
// configuration's user, set up as the store's connections are (timeouts, search_path), on the
// calling thread, removed with this object.

#include "store/SqlDialect.h"
#include "store/StoreConfig.h"
#include "store/StoreResult.h"

#include <QSqlDatabase>
#include <QString>

namespace paydesk::store {

class TeamConnection
{
public:
    explicit TeamConnection(const StoreConfig &config);
    ~TeamConnection();
    TeamConnection(const TeamConnection &) = delete;
    TeamConnection &operator=(const TeamConnection &) = delete;

    // Connects; `what` starts the message of an error.
    StoreResult<void> open(const QString &what);
    QSqlDatabase db() const;
    const StoreConfig &config() const { return m_config; }

private:
    StoreConfig m_config;
    QString m_name;
};

} // namespace paydesk::store
