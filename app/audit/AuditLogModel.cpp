// SPDX-License-Identifier: GPL-3.0-or-later
#include "audit/AuditLogModel.h"

#include "profiles/ProfileStore.h"
#include "store/AuditEvent.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/PayoutDrafts.h"
#include "store/StoreCall.h"

#include <QSet>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace paydesk::audit {

AuditLogModel::AuditLogModel(store::AuditLog *log, store::Operators *operators, store::PayoutDrafts *drafts,
                             profiles::ProfileStore *profiles, QObject *parent)
    : QAbstractTableModel(parent)
    , m_log(log)
    , m_operators(operators)
    , m_drafts(drafts)
    , m_profiles(profiles)
{
    Q_ASSERT(log && operators && drafts && profiles);
    // New entries go in on top, the rows read and the selection staying as they are.
    connect(m_log, &store::AuditLog::appended, this, [this] {
        if (m_loaded)
            fetchNewer();
    });
    // A profile renamed: the entries name it anew.
    connect(m_profiles, &profiles::ProfileStore::profilesChanged, this, [this] {
        if (m_rows.isEmpty())
            return;
        takeProfileNames();
        const QLocale locale;
        for (Row &row : m_rows)
            row.sentence = AuditText::sentence(row.entry, m_names, locale);
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
    });
}

void AuditLogModel::reload()
{
    ++m_generation;
    m_fetching = false;
    fetch(0);
}

int AuditLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AuditLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString AuditLogModel::profileName(const QString &id) const
{
    if (id.isEmpty())
        return {}; // operators and rules: the installation's, no profile's
    const std::optional<profiles::Profile> p = m_profiles->profile(id);
    return p ? p->name : id;
}

QVariant AuditLogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    const store::AuditEntry &e = row.entry;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return QLocale().toString(e.time.toTimeZone(QTimeZone::systemTimeZone()), QLocale::ShortFormat);
        case WhatColumn:
            return row.sentence;
        case ProfileColumn:
            return profileName(e.profileId);
        case UserColumn:
            return e.osUser;
        case SeqColumn:
            return e.seq;
        }
        break;
    case Qt::ToolTipRole:
        switch (index.column()) {
        case TimeColumn:
            return store::AuditEntry::timeText(e.time); // UTC, as exported
        case WhatColumn:
            return row.sentence;
        case ProfileColumn:
            return e.profileId;
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == SeqColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case SeqRole:
        return e.seq;
    case ActionKeyRole:
        return e.action;
    case WhoRole:
        return row.who;
    }
    return {};
}

QVariant AuditLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case WhatColumn:
        return tr("What happened");
    case ProfileColumn:
        return tr("Profile");
    case UserColumn:
        return tr("Computer user");
    case SeqColumn:
        return tr("Entry");
    }
    return {};
}

bool AuditLogModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_loaded && !m_atEnd && !m_fetching && m_error.isEmpty();
}

void AuditLogModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent) || m_rows.isEmpty())
        return;
    fetch(m_rows.last().entry.seq);
}

void AuditLogModel::fetch(qint64 beforeSeq)
{
    if (m_fetching) {
        m_reloadAgain = beforeSeq == 0;
        return;
    }
    m_fetching = true;
    const quint64 generation = m_generation;
    store::postCall(
        m_log->store(), this,
        [log = m_log, operators = m_operators, drafts = m_drafts, beforeSeq] {
            return readPage(log->entriesBefore(beforeSeq, pageSize), operators, drafts);
        },
        [this, generation, beforeSeq](const Page &page) {
            if (generation != m_generation)
                return; // a reload came meanwhile: its own page follows
            // Still "fetching" while the rows go in: a view asking for more from a slot of
            // rowsInserted() must not ask for the same page again.
            takePage(page, beforeSeq == 0);
            if (std::exchange(m_reloadAgain, false))
                fetchNewer(); // what came meanwhile
        });
}

AuditLogModel::Page AuditLogModel::readPage(const store::StoreResult<QList<store::AuditEntry>> &entries,
                                            store::Operators *operators, store::PayoutDrafts *drafts)
{
    Page page;
    if (!entries.ok()) {
        page.error = entries.error().message();
        return page;
    }
    page.entries = entries.value();
    // The names a page needs: the operators (a team's few), and each payout it is about.
    if (const auto all = operators->list(); all.ok()) {
        for (const operators::Operator &op : all.value())
            page.operators.insert(op.id, op.displayName);
    }
    QSet<QString> asked;
    for (const store::AuditEntry &e : std::as_const(page.entries)) {
        const QString id = AuditText::subjectId(e);
        if (id.isEmpty() || asked.contains(id))
            continue;
        asked.insert(id);
        const store::StoreResult<payouts::PayoutDraft> draft = drafts->load(e.profileId, id);
        if (!draft.ok())
            continue; // deleted since: the entry's own detail says what it can
        const payouts::PayoutDraft::Content &c = draft.value().content;
        page.payouts.insert(id,
                            {c.amount(), AuditText::recipientName(c.requestBody, c.recipientSummary),
                             draft.value().customId(), c.maker});
    }
    return page;
}

void AuditLogModel::fetchNewer()
{
    if (m_fetching || m_rows.isEmpty()) {
        m_reloadAgain = true; // read from the newest once the page on its way is in
        return;
    }
    m_fetching = true;
    const quint64 generation = m_generation;
    const qint64 newest = m_rows.first().entry.seq;
    store::postCall(
        m_log->store(), this,
        [log = m_log, operators = m_operators, drafts = m_drafts, newest] {
            return readPage(log->entries(newest, pageSize + 1), operators, drafts);
        },
        [this, generation](const Page &page) {
            if (generation != m_generation)
                return;
            if (!page.error.isEmpty() || page.entries.size() > pageSize) {
                m_fetching = false;
                return reload(); // many at once, or a failure: read again from the newest
            }
            takeNames(page);
            QList<Row> rows;
            const QLocale locale;
            for (auto it = page.entries.crbegin(); it != page.entries.crend(); ++it) // newest first
                rows.append({*it, AuditText::sentence(*it, m_names, locale), AuditText::who(*it, m_names)});
            if (!rows.isEmpty()) {
                beginInsertRows({}, 0, int(rows.size()) - 1);
                m_rows = rows + m_rows;
                endInsertRows();
            }
            m_fetching = false;
            Q_EMIT pageLoaded();
            if (std::exchange(m_reloadAgain, false))
                fetchNewer();
        });
}

void AuditLogModel::takeNames(const Page &page)
{
    m_names.operators.insert(page.operators);
    m_names.payouts.insert(page.payouts);
    takeProfileNames();
}

void AuditLogModel::takeProfileNames()
{
    m_names.profiles.clear();
    for (const profiles::Profile &p : m_profiles->profiles())
        m_names.profiles.insert(p.id, p.name);
}

void AuditLogModel::takePage(const Page &page, bool fresh)
{
    m_error = page.error;
    if (!page.error.isEmpty()) {
        m_fetching = false;
        Q_EMIT pageLoaded();
        return;
    }
    takeNames(page);
    QList<Row> rows;
    rows.reserve(page.entries.size());
    const QLocale locale;
    for (const store::AuditEntry &e : page.entries)
        rows.append({e, AuditText::sentence(e, m_names, locale), AuditText::who(e, m_names)});
    if (fresh) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    } else if (!rows.isEmpty()) {
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + rows.size()) - 1);
        m_rows += rows;
        endInsertRows();
    }
    m_atEnd = page.entries.size() < pageSize;
    m_loaded = true;
    m_fetching = false;
    Q_EMIT pageLoaded();
}

const store::AuditEntry *AuditLogModel::entryAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row).entry : nullptr;
}

QString AuditLogModel::sentenceAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).sentence : QString();
}

QList<std::pair<QString, QString>> AuditLogModel::fieldsAt(int row) const
{
    const store::AuditEntry *e = entryAt(row);
    if (!e)
        return {};
    return AuditText::fields(*e, m_names, QLocale());
}

} // namespace paydesk::audit
