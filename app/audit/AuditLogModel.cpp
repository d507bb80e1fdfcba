// SPDX-License-Identifier: GPL-3.0-or-later
#include "audit/AuditLogModel.h"

#include "core/DateText.h"
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
    m_newerAgain = false;
    fetch(0, pageSize);
}

void AuditLogModel::setFilter(const AuditFilter &filter)
{
    if (filter == m_filter && m_loaded)
        return;
    m_filter = filter;
    reload();
}

void AuditLogModel::setSearchText(const QString &text)
{
    AuditFilter f = m_filter;
    f.text = text;
    setFilter(f);
}

void AuditLogModel::setDateRange(const QDate &from, const QDate &to)
{
    AuditFilter f = m_filter;
    f.from = from;
    f.to = to;
    setFilter(f);
}

void AuditLogModel::clearFilter()
{
    setFilter({});
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
            return core::dates::dateTime(e.time.toTimeZone(QTimeZone::systemTimeZone()));
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
    return !parent.isValid() && m_loaded && m_nextBefore > 0 && !m_fetching && m_error.isEmpty();
}

void AuditLogModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    fetch(m_nextBefore, pageSize);
}

AuditLogModel::Source AuditLogModel::source() const
{
    Source s {m_log, m_operators, m_drafts, m_filter, {}};
    if (m_filter.hasWords()) {
        for (const profiles::Profile &p : m_profiles->profiles())
            s.profiles.insert(p.id, p.name);
    }
    return s;
}

void AuditLogModel::fetch(qint64 beforeSeq, int wanted)
{
    if (m_fetching)
        return;
    m_fetching = true;
    const quint64 generation = m_generation;
    store::postCall(
        m_log->store(), this,
        [source = source(), beforeSeq, wanted] { return readPage(source, beforeSeq, 0, wanted); },
        [this, generation, beforeSeq, wanted](const Page &page) {
            if (generation != m_generation)
                return; // a reload came meanwhile: its own page follows
            // Still "fetching" while the rows go in: a view asking for more from a slot of
            // rowsInserted() must not ask for the same page again.
            takePage(page, beforeSeq == 0);
            if (!page.error.isEmpty())
                return;
            // A short page of a search that is not at its end: the rest at once, statement by
            // statement (each reads at most AuditSearch::window numbers of the log).
            const int left = wanted - int(page.entries.size());
            if (left > 0 && m_nextBefore > 0) {
                m_fetching = false;
                return fetch(m_nextBefore, left);
            }
            if (std::exchange(m_newerAgain, false))
                fetchNewer(); // what came meanwhile
        });
}

AuditLogModel::Page AuditLogModel::readPage(const Source &source, qint64 beforeSeq, qint64 afterSeq,
                                            int limit)
{
    Page page;
    // The names a page needs: the operators (a team's few), and each payout it is about.
    if (const auto all = source.operators->list(); all.ok()) {
        for (const operators::Operator &op : all.value())
            page.operators.insert(op.id, op.displayName);
    }
    const store::StoreResult<store::AuditSearchPage> found = source.log->search(
        source.filter.toSearch(source.profiles, page.operators), beforeSeq, limit, afterSeq);
    if (!found.ok()) {
        page.error = found.error().message();
        return page;
    }
    page.entries = found.value().entries;
    page.nextBefore = found.value().nextBefore;
    page.top = found.value().top;
    QSet<QString> asked;
    for (const store::AuditEntry &e : std::as_const(page.entries)) {
        const QString id = AuditText::subjectId(e);
        if (id.isEmpty() || asked.contains(id))
            continue;
        asked.insert(id);
        const store::StoreResult<payouts::PayoutDraft> draft = source.drafts->load(e.profileId, id);
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
    if (!m_loaded)
        return; // the first page is on its way: it has them
    if (m_fetching) {
        m_newerAgain = true; // read above the newest once the page on its way is in
        return;
    }
    m_fetching = true;
    const quint64 generation = m_generation;
    const qint64 top = m_top;
    store::postCall(
        m_log->store(), this, [source = source(), top] { return readPage(source, 0, top, pageSize + 1); },
        [this, generation](const Page &page) {
            if (generation != m_generation)
                return;
            if (!page.error.isEmpty() || page.nextBefore > 0) {
                m_fetching = false;
                return reload(); // many at once, or a failure: read again from the newest
            }
            takeNames(page);
            m_top = std::max(m_top, page.top);
            QList<Row> rows;
            const QLocale locale;
            for (const store::AuditEntry &e : page.entries) // newest first
                rows.append({e, AuditText::sentence(e, m_names, locale), AuditText::who(e, m_names)});
            if (!rows.isEmpty()) {
                beginInsertRows({}, 0, int(rows.size()) - 1);
                m_rows = rows + m_rows;
                endInsertRows();
            }
            m_fetching = false;
            Q_EMIT pageLoaded();
            if (std::exchange(m_newerAgain, false))
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
        m_top = page.top;
        endResetModel();
    } else if (!rows.isEmpty()) {
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + rows.size()) - 1);
        m_rows += rows;
        endInsertRows();
    }
    m_nextBefore = page.nextBefore;
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
