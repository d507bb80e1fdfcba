// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The audit log as a person reads it: newest first, a page of entries at a time as the view
// scrolls (canFetchMore/fetchMore), each entry in words (AuditText): who did what to which payout,
// people by their names and payouts by amount, recipient and reference. Pages are read on the
// store's thread (store::postCall): the entries by their primary key (AuditLog::search(), which
// with no filter is a page of the newest), the operators' names, and each payout an entry is about
// by its outbox id; the profiles' names come from the ProfileStore. The window's thread only turns
// a page into rows: the sentence and who did it per row; an entry's fields (the detail panel) only
// when asked for one (fieldsAt()), and a tooltip only when the view asks for it.
//
// A filter (setFilter(): words and a period, AuditFilter) is a search in SQL: the rows are the
// matching entries, newest first, still by the primary key. A statement reads at most
// AuditSearch::window numbers of the log: when a page comes back short but the search is not at
// the end, the model asks for the rest at once, one statement at a time, so that other work of
// the store goes in between; isFetching() is true meanwhile.
//
// New entries appended by this Paydesk (AuditLog::appended) go in on top, without a reset, when
// they match the filter (the same search, above the newest number already looked at): an entry
// that does not match is not shown, and the rows read stay as they are.

#include "audit/AuditFilter.h"
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
    bool isComplete() const { return m_loaded && m_nextBefore == 0; } // every matching entry is in

    // The filter: the rows are the entries that match it, from the newest again.
    void setFilter(const AuditFilter &filter);
    void setSearchText(const QString &text);
    void setDateRange(const QDate &from, const QDate &to); // local days, included; invalid: open
    void clearFilter();
    AuditFilter filter() const { return m_filter; }
    bool isFiltered() const { return !m_filter.isEmpty(); }
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
        qint64 nextBefore = 0; // where the search goes on; 0: at its end
        qint64 top = 0; // the newest number the search looked at
        QHash<QString, QString> operators;
        QHash<QString, AuditSubject> payouts;
        QString error;
    };
    // What a page is read with, on the store's thread.
    struct Source
    {
        store::AuditLog *log;
        store::Operators *operators;
        store::PayoutDrafts *drafts;
        AuditFilter filter;
        QHash<QString, QString> profiles; // id -> name, for the words
    };
    static Page readPage(const Source &source, qint64 beforeSeq, qint64 afterSeq,
                         int limit); // on the store's thread
    Source source() const;
    void fetch(qint64 beforeSeq, int wanted);
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
    AuditFilter m_filter;
    QString m_error;
    quint64 m_generation = 0; // a reload makes the pages asked for before it stale
    qint64 m_nextBefore = 0; // the next page's entries are numbered below this; 0: none are left
    qint64 m_top = 0; // the newest number looked at: new entries come above it
    bool m_fetching = false;
    bool m_loaded = false;
    bool m_newerAgain = false; // entries were appended while a page was on its way
};

} // namespace paydesk::audit
