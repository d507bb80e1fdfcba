// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The statements this installation asked for in one profile (the service has no call that lists
// them: the store remembers them, store::Statements), newest first: when it was asked for, the
// wallet, the period in the person's zone, and its state in words. Read from the store on its
// worker thread (never blocking the window), and again whenever one of the profile's statements
// changes (Statements::changed(): a new one, one ready or failed).

#include "store/Statements.h"

#include <QAbstractTableModel>
#include <QLocale>
#include <QTimeZone>

namespace paydesk::statements {

class StatementsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { RequestedColumn, WalletColumn, PeriodColumn, StateColumn, ColumnCount };
    enum Role {
        LocalIdRole = Qt::UserRole + 1,
        StatementIdRole, // stm-
        StateRole, // store::StoredStatement::State as int
    };

    // `statements` must outlive the model.
    explicit StatementsModel(store::Statements *statements, QObject *parent = nullptr);
    ~StatementsModel() override;

    // The profile whose statements to list (empty: none); read at once.
    void setProfile(const QString &profileId);
    QString profile() const { return m_profile; }
    void reload();
    void setTimeZone(const QTimeZone &zone);

    bool isLoaded() const { return m_loaded; }
    QString lastError() const { return m_error; }
    const store::StoredStatement &statement(int row) const { return m_rows.at(row); }
    int rowOfLocalId(const QString &id) const; // -1 when not listed

    // A period for a person: "1 Oct 2026 to 31 Oct 2026" when it is whole days in `zone`, else
    // both instants with their hour; with "(UTC)" when `zone` is UTC.
    static QString periodText(const QDateTime &from, const QDateTime &to, const QTimeZone &zone,
                              const QLocale &locale = QLocale());
    static QString stateText(const store::StoredStatement &statement);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void loaded(); // after every read, successful or not (lastError())

private:
    store::Statements *const m_statements;
    QString m_profile;
    QList<store::StoredStatement> m_rows;
    QTimeZone m_zone;
    QLocale m_locale;
    QString m_error;
    bool m_loaded = false;
    quint64 m_generation = 0; // a read answered after the profile changed is dropped
};

} // namespace paydesk::statements
