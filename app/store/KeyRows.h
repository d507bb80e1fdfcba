// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Rows of operator_keys for SigningKeys (reads) and Operators (a key's life, inside the caller's
// transaction, SQLite; OperatorKeys.cpp). Private to the store.

#include "operators/KeyRecord.h"
#include "store/StoreResult.h"

#include <QSqlQuery>

#include <optional>

namespace paydesk::store {

class StoreConfig;

namespace keyRows {

// The columns every reader selects, in readRow()'s order.
const QString &columns();
operators::OperatorKey readRow(const QSqlQuery &q);
// The operator's key in force (newest not revoked) through `q`.
StoreResult<std::optional<operators::OperatorKey>> current(QSqlQuery &q, const StoreConfig &config,
                                                           const QString &operatorId, const QString &what);
// The store's root (the oldest self-vouched key).
StoreResult<std::optional<operators::OperatorKey>> root(QSqlQuery &q, const StoreConfig &config,
                                                        const QString &what);
// One key by its id.
StoreResult<std::optional<operators::OperatorKey>> byId(QSqlQuery &q, const StoreConfig &config,
                                                        const QString &keyId, const QString &what);

} // namespace keyRows

} // namespace paydesk::store
