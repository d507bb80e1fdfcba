// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The period of a wallet statement, as the service takes it (POST /wallet-statements): two
// instants in UTC on the whole hour (minutes, seconds and milliseconds zero), `from` before `to`,
// at most 366 days apart. Lines are the wallet's movements with created_at in [from, to).
//
// A person thinks in days of their own zone: fromDates() makes [first day 00:00, day after the
// last 00:00) in that zone, converted to UTC. A day in Nairobi (UTC+3) starts at 21:00 UTC the day
// before, a whole hour, fine. A zone whose offset is not whole hours (India, UTC+5:30; Nepal,
// UTC+5:45) gives a start that is not on the hour. Paydesk REFUSES such a period with a sentence
// that says why and what to do (choose the period in UTC), rather than rounding: a rounded period
// would silently take in, or leave out, half an hour of movements the person did not ask for,
// and a statement is what accountants reconcile against.
//
// The value keeps what it was given; validationError() says what the service would refuse (empty
// when nothing), so that a form can show it before anything is sent.

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QString>
#include <QTimeZone>

namespace paydesk::statements {

class StatementPeriod
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::statements::StatementPeriod)
public:
    static constexpr int kMaxDays = 366;

    StatementPeriod() = default;
    // Instants, converted to UTC.
    StatementPeriod(const QDateTime &from, const QDateTime &to);
    // The days `first` to `last`, both included, in `zone`.
    static StatementPeriod fromDates(QDate first, QDate last, const QTimeZone &zone);

    QDateTime from() const { return m_from; }
    QDateTime to() const { return m_to; }

    // Empty when the service accepts the period; otherwise a sentence for a person.
    QString validationError() const;
    bool isValid() const { return validationError().isEmpty(); }

    // RFC 3339 in UTC, as sent and stored ("2026-11-01T21:00:00Z").
    static QString wireText(const QDateTime &time);
    static QDateTime fromWireText(const QString &text);

    friend bool operator==(const StatementPeriod &, const StatementPeriod &) = default;

private:
    QDateTime m_from;
    QDateTime m_to;
};

} // namespace paydesk::statements
