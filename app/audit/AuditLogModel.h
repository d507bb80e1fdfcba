// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The audit log as a person reads it: newest first, a page of entries at a time as the view
// scrolls (canFetchMore/fetchMore), each entry in words (AuditText): who did what to which payout,
// people by their names and payouts by amount, recipient and reference. Pages are read on the
// store's thread (store::postCall): the entries by their primary key (AuditLog::entriesBefore),
// the operators' names, and each payout an entry is about by its outbox id; the profiles' names
// come from the ProfileStore. The window's thread only turns a page into rows.
//
// New entries appended by this Paydesk (AuditLog::appended) go in on top, without a reset.

#include "audit/AuditText.h"
#include "store/AuditEntry.h"
#include "store/StoreResult.h"

#include <QAbstractTableModel>
#include <QList>
#include <QString>

namespace paydesk::profiles {
class ProfileStore;
}

namespace paydesk::store {
class AuditLog;
class Operators;
class PayoutDrafts;
} // namespace paydesk::store

namespace paydesk::audit {

class AuditLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    // The sentence last, where a log is read, taking the room that is left.
    enum Column { SeqColumn, TimeColumn, ProfileColumn, UserColumn, WhatColumn, ColumnCount };
    enum Role {
        SeqRole = Qt::UserRole + 1, // qint64
        ActionKeyRole, // the stable key ("approval.granted")
        WhoRole, // who did it, in words
    };
    static constexpr int pageSize = 100;

    // All must outlive the model.
    AuditLogModel(store::AuditLog *log, store::Operators *operators, store::PayoutDrafts *drafts,
                  profiles::ProfileStore *profiles, QObject *parent = nullptr);

    // From the newest entry again.
    void reload();
    bool isLoaded() const { return m_loaded; }
    bool isFetching() const { return m_fetching; }
    bool isComplete() const { return m_loaded && m_atEnd; } // every entry is in the model
    QString error() const { return m_error; } // of the last page asked for; empty when it came

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    // The entry of a row, and its reading; nullptr / empty out of range.
    const store::AuditEntry *entryAt(int row) const;
    QString sentenceAt(int row) const;
    QList<std::pair<QString, QString>> fieldsAt(int row) const;

Q_SIGNALS:
    // A page came (or could not be read: error()).
    void pageLoaded();

private:
    struct Row
    {
        store::AuditEntry entry;
        QString sentence;
        QString who;
    };
    struct Page
    {
        QList<store::AuditEntry> entries;
        QHash<QString, QString> operators;
        QHash<QString, AuditSubject> payouts;
        QString error;
    };
    static Page readPage(const store::StoreResult<QList<store::AuditEntry>> &entries,
                         store::Operators *operators,
                         store::PayoutDrafts *drafts); // on the store's thread
    void fetch(qint64 beforeSeq);
    void fetchNewer();
    void takeNames(const Page &page);
    void takeProfileNames();
    void takePage(const Page &page, bool fresh);
    QString profileName(const QString &id) const;

    store::AuditLog *m_log;
    store::Operators *m_operators;
    store::PayoutDrafts *m_drafts;
    profiles::ProfileStore *m_profiles;
    AuditNames m_names;
    QList<Row> m_rows;
    QString m_error;
    quint64 m_generation = 0; // a reload makes the pages asked for before it stale
    bool m_fetching = false;
    bool m_loaded = false;
    bool m_atEnd = false;
    bool m_reloadAgain = false;
};

} // namespace paydesk::audit
