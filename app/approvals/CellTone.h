// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The tone of a cell of the approvals' tables, as a model says it (ToneRole) without knowing
// colours: the view gives each its colour (a refused payout in the error colour, one paid in the
// success colour, a payout with warnings in the warning colour).

namespace paydesk::approvals {

enum class CellTone { Plain, Error, Success, Warning };

} // namespace paydesk::approvals
