// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The --period of `statement export` as a person or a timer writes it, turned into the
// statement's period in a zone: "yesterday", "last-month", a day "2026-10-31" or days
// "2026-10-01..2026-10-31" (both included). A period the service would refuse (not on whole hours
// in that zone, more than 366 days, the end before the start) is refused here with the service's
// reason (StatementPeriod::validationError()), before anything is sent.

#include "statements/StatementPeriod.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>
#include <QTimeZone>

#include <optional>

namespace paydesk::cli {

class StatementPeriodArgument
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::StatementPeriodArgument)
public:
    // `today` is the day it is in `zone` (a test gives its own). nullopt with *error (one line).
    static std::optional<statements::StatementPeriod> parse(const QString &text, const QTimeZone &zone,
                                                            QDate today, QString *error);
    // The zone of --zone ("Africa/Nairobi", "UTC"), or the system's when empty; nullopt when unknown.
    static std::optional<QTimeZone> zone(const QString &text, QString *error);
};

} // namespace paydesk::cli
