// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace paydesk::sandbox {

// The sandbox service's own exact amount: an integer count of the currency's minor units.
// Deliberately separate from the client's Money so that the two never share a mistake; only the
// table of minor units (spec::currencies) is shared.
struct Amount
{
    qint64 minor = 0;
    QString currency;

    // Strict wire form of decisions.md: optional '-', digits, optional '.' followed by 1 to
    // minor-units digits; no exponent, grouping or '+'. Refuses values beyond +/- 10^15 major
    // units. On failure returns nullopt and sets *why to a message for errors.fields.
    static std::optional<Amount> parse(const QString &value, const QString &currency, QString *why);
    // Wire form with exactly the currency's minor digits ("1500.00", "-3.50", "2000" for UGX).
    QString toWire() const;
    static int minorUnits(const QString &currency); // -1 when the currency is not known
};

} // namespace paydesk::sandbox
