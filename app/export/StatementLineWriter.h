// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A statement format written line by line into a caller's buffer: Mt940Writer, CamtWriter
// (StatementAccountingExport streams either to a file). Each call appends to `out` and gives the
// error in words, or an empty string.

#include "api/Resources.h"
#include "export/PayoutReferences.h"

#include <QByteArray>
#include <QString>

namespace paydesk::exporting {

class StatementLineWriter
{
public:
    virtual ~StatementLineWriter() = default;
    virtual QString start(QByteArray &out) = 0;
    // `reference`: what the local store knows of the line's payout; nullptr when nothing.
    virtual QString add(const api::StatementLine &line, const PayoutReference *reference, QByteArray &out)
        = 0;
    virtual QString finish(QByteArray &out) = 0;
};

} // namespace paydesk::exporting
