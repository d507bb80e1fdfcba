// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The CSV options of a command that writes CSV (`statement export`, `payouts list`), as the app's
// CSV options dialog has them: --delimiter , | ;  --decimal . | ,  --bom. A decimal comma needs the
// semicolon delimiter (a comma cannot be both).

#include "CliDispatcher.h"
#include "export/CsvWriter.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace paydesk::cli {

class CsvOptionsArgument
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::CsvOptionsArgument)
public:
    static QList<OptionSpec> options();
    // Whether any of them was given (a command refuses them for another format).
    static bool anyGiven(const Invocation &invocation);
    // nullopt with *error (one line) for a value that is none of those allowed.
    static std::optional<exporting::CsvWriter::Options> parse(const Invocation &invocation, QString *error);
};

} // namespace paydesk::cli
