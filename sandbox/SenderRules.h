// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FieldErrors.h"
#include "FieldReader.h"

#include <QDate>
#include <QString>

namespace paydesk::sandbox::validation {

// The rules of the parties of a payout besides its recipient: who it is made on behalf of, and
// its sender (name, type, address with the postal code of its country, an individual's birth date
// and identity document), and which sender fields a recipient's country requires (decisions.md).
// Every failing field goes to the reader's errors, by dotted path.

// on_behalf_of: an array of 1 to 200-character strings, when given.
void onBehalfOf(const FieldReader &body);
// The sender block as given, when given; `today` is the service's day (a birth date not after it).
void sender(const FieldReader &body, QDate today);
// The sender fields that a payout to a recipient in `country` needs and that are neither given
// nor already reported in `errors`.
void requiredSender(const FieldReader &body, const QString &country, FieldErrors &errors);

} // namespace paydesk::sandbox::validation
