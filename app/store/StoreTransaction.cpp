// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/StoreTransaction.h"

#include "store/StoreLogging.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace paydesk::store {

StoreTransaction::StoreTransaction(QSqlDatabase db)
    : m_db(std::move(db))
{ }

StoreTransaction::~StoreTransaction()
{
    rollback();
}

QSqlError StoreTransaction::beginWrite(const SqlDialect &dialect, SqlDialect::Lock lock)
{
    return begin(dialect.beginWrite(lock));
}

QSqlError StoreTransaction::beginSnapshot(const SqlDialect &dialect)
{
    return begin({dialect.beginSnapshot()});
}

QSqlError StoreTransaction::begin(const QStringList &statements)
{
    Q_ASSERT(!m_active);
    for (qsizetype i = 0; i < statements.size(); ++i) {
        QSqlQuery q(m_db);
        if (!q.exec(statements.at(i))) {
            const QSqlError error = q.lastError();
            q.finish();
            if (i > 0) { // BEGIN went through; the lock did not
                m_active = true;
                rollback();
            }
            return error;
        }
        if (i == 0)
            m_active = true;
    }
    return {};
}

QSqlError StoreTransaction::commit()
{
    Q_ASSERT(m_active);
    QSqlQuery q(m_db);
    if (!q.exec(u"COMMIT"_s)) {
        const QSqlError error = q.lastError();
        q.finish();
        rollback();
        return error;
    }
    m_active = false;
    return {};
}

void StoreTransaction::rollback()
{
    if (!m_active)
        return;
    m_active = false;
    if (!m_db.isOpen())
        return; // the connection broke: the server has rolled back already
    QSqlQuery q(m_db);
    if (!q.exec(u"ROLLBACK"_s))
        qCWarning(lcStore) << "rollback failed:" << q.lastError().text();
}

} // namespace paydesk::store
