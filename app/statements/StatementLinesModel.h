// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The lines of one READY statement (GET /wallet-statements/{id}/lines), oldest first, a page at a
// time as the view scrolls (PagedTableModel). Columns: the time in the person's zone, the line
// type in plain words (every type of the specification, translated; a type it does not list is
// shown as the service spells it), the amount with its sign (a debit is negative, and ToneRole
// says Debit or Credit so that a front end can colour it), the balance after the line, and the
// payout or payin behind it.
//
// 409 STATEMENT_NOT_READY (the statement is PENDING or FAILED) is not an error for a person: the
// model is Failed as PagedTableModel has it, but isNotReady() is true and the front end says "not
// ready yet" and offers to look again (retry()).
//
// The balance check (BalanceCheck): given the statement's opening and closing balances
// (setStatement()), every line that arrives is added; once the last page is in (no next cursor)
// the verdict is given, and balanceCheckChanged() says so. A mismatch is reported with the
// difference, never hidden. To check without scrolling, fetchAll() walks every page.

#include "models/PagedTableModel.h"
#include "statements/BalanceCheck.h"

#include <QLocale>
#include <QTimeZone>

namespace paydesk::statements {

class StatementLinesModel : public models::PagedListModel<api::StatementLine>
{
    Q_OBJECT
public:
    enum Column { TimeColumn, TypeColumn, AmountColumn, BalanceColumn, ResourceColumn, ColumnCount };
    enum Role {
        IdRole = Qt::UserRole + 1, // stl- id
        TypeRole, // the type as the service spells it
        AmountMinorRole, // qint64, negative for a debit
        CurrencyRole,
        CreatedAtRole, // QDateTime, UTC
        PayoutIdRole, // pyt- id, may be empty
        PayinIdRole, // pyn- id, may be empty
        ToneRole, // Tone
    };
    enum class Tone { Neutral, Debit, Credit };
    Q_ENUM(Tone)

    explicit StatementLinesModel(QObject *parent = nullptr);
    ~StatementLinesModel() override;

    // The statement whose lines to list (its id and balances); reloads from the first page.
    void setStatement(const api::Statement &statement);
    QString statementId() const { return m_statement.id; }

    void setTimeZone(const QTimeZone &zone); // the system's by default
    void setLocale(const QLocale &locale);

    // The last page asked was refused because the statement is not READY yet.
    bool isNotReady() const;
    const BalanceCheck &balanceCheck() const { return m_check; }
    // The verdict in words: matches, does not match (by how much), or not known yet.
    QString balanceCheckText() const;

    // The type of a line in plain words; an unknown type as it is.
    static QString typeText(const QString &type);

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void balanceCheckChanged();

protected:
    api::ApiCall *requestPage(api::ApiClient &client, const QString &cursor, int limit) override;
    void appendRows(const api::ApiResult &result) override;
    void clearRows() override;

private:
    void onStateChanged(State state);

    api::Statement m_statement;
    BalanceCheck m_check;
    QTimeZone m_zone;
    QLocale m_locale;
};

} // namespace paydesk::statements
