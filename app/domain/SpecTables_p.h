// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the files of the specification's tables (SpecTables.cpp, SpecTablesPayouts.cpp,
// SpecTablesService.cpp) share, and nobody else.

#include <QString>
#include <QStringList>

namespace paydesk::spec::detail {

// A list of codes (const char *) as strings.
template<typename Range> QStringList toList(const Range &range)
{
    QStringList out;
    for (const char *code : range)
        out << QString::fromLatin1(code);
    return out;
}

} // namespace paydesk::spec::detail
