// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/StatementFormat.h"

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

QList<StatementFormat> StatementFormats::all()
{
    return {StatementFormat::Csv, StatementFormat::Pdf, StatementFormat::Mt940, StatementFormat::Camt053,
            StatementFormat::Camt053v08};
}

std::optional<StatementFormat> StatementFormats::fromKey(QStringView key)
{
    for (const StatementFormat format : all()) {
        if (key.compare(StatementFormats::key(format), Qt::CaseInsensitive) == 0)
            return format;
    }
    return std::nullopt;
}

QString StatementFormats::key(StatementFormat format)
{
    switch (format) {
    case StatementFormat::Csv:
        return u"csv"_s;
    case StatementFormat::Pdf:
        return u"pdf"_s;
    case StatementFormat::Mt940:
        return u"mt940"_s;
    case StatementFormat::Camt053:
        return u"camt053"_s;
    case StatementFormat::Camt053v08:
        return u"camt053v08"_s;
    }
    return {};
}

QStringList StatementFormats::keys()
{
    QStringList keys;
    for (const StatementFormat format : all())
        keys.append(key(format));
    return keys;
}

QString StatementFormats::suffix(StatementFormat format)
{
    return suffixes(format).constFirst();
}

QStringList StatementFormats::suffixes(StatementFormat format)
{
    switch (format) {
    case StatementFormat::Csv:
        return {u"csv"_s};
    case StatementFormat::Pdf:
        return {u"pdf"_s};
    case StatementFormat::Mt940:
        return {u"mt940"_s, u"sta"_s};
    case StatementFormat::Camt053:
    case StatementFormat::Camt053v08:
        return {u"xml"_s};
    }
    return {u"txt"_s};
}

QString StatementFormats::name(StatementFormat format)
{
    switch (format) {
    case StatementFormat::Csv:
        return tr("CSV");
    case StatementFormat::Pdf:
        return tr("PDF");
    case StatementFormat::Mt940:
        return tr("MT940 (SWIFT)");
    case StatementFormat::Camt053:
        return tr("CAMT.053 (ISO 20022)");
    case StatementFormat::Camt053v08:
        return tr("CAMT.053 version 8 (ISO 20022)");
    }
    return {};
}

QString StatementFormats::fileFilter(StatementFormat format)
{
    QStringList patterns;
    for (const QString &suffix : suffixes(format))
        patterns.append(u"*."_s + suffix);
    switch (format) {
    case StatementFormat::Csv:
        return tr("CSV files (%1)").arg(patterns.join(u' '));
    case StatementFormat::Pdf:
        return tr("PDF documents (%1)").arg(patterns.join(u' '));
    case StatementFormat::Mt940:
        return tr("MT940 statements (%1)").arg(patterns.join(u' '));
    case StatementFormat::Camt053:
    case StatementFormat::Camt053v08:
        return tr("CAMT.053 statements (%1)").arg(patterns.join(u' '));
    }
    return {};
}

} // namespace paydesk::exporting
