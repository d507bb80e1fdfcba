// SPDX-License-Identifier: GPL-3.0-or-later
#include "CsvOptionsArgument.h"

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

// The one character of `name`'s value among `allowed` (its default when not given); 0 when the
// value is none of them.
char oneOf(const Invocation &invocation, const QString &name, QLatin1StringView allowed, char byDefault)
{
    if (!invocation.has(name))
        return byDefault;
    const QString value = invocation.value(name);
    if (value.size() != 1 || !allowed.contains(value.front()))
        return 0;
    return char(value.front().unicode());
}

} // namespace

QList<OptionSpec> CsvOptionsArgument::options()
{
    return {{u"delimiter"_s, u", | ;"_s, tr("CSV: the cell delimiter (a comma by default)."), false},
            {u"decimal"_s, u". | ,"_s,
             tr("CSV: the decimal separator (a dot by default; a comma needs --delimiter ;)."), false},
            {u"bom"_s,
             {},
             tr("CSV: starts the file with a byte order mark (what Excel on Windows needs)."),
             false}};
}

bool CsvOptionsArgument::anyGiven(const Invocation &invocation)
{
    return invocation.has(u"delimiter"_s) || invocation.has(u"decimal"_s) || invocation.has(u"bom"_s);
}

std::optional<exporting::CsvWriter::Options> CsvOptionsArgument::parse(const Invocation &invocation,
                                                                       QString *error)
{
    exporting::CsvWriter::Options csv;
    csv.delimiter = oneOf(invocation, u"delimiter"_s, ",;"_L1, ',');
    if (!csv.delimiter) {
        *error = tr("--delimiter: give , or ;");
        return std::nullopt;
    }
    csv.decimalSeparator = oneOf(invocation, u"decimal"_s, ".,"_L1, '.');
    if (!csv.decimalSeparator) {
        *error = tr("--decimal: give . or ,");
        return std::nullopt;
    }
    if (csv.decimalSeparator == ',' && csv.delimiter == ',') {
        *error = tr("--decimal , needs --delimiter ; (a comma cannot be both)");
        return std::nullopt;
    }
    csv.byteOrderMark = invocation.has(u"bom"_s);
    return csv;
}

} // namespace paydesk::cli
