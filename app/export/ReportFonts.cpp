// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/ReportFonts.h"

#include "core/Logging.h"
#include <QFile>
#include <QFontDatabase>

#include <QLoggingCategory>
#include <QRawFont>

using namespace Qt::StringLiterals;

PAYDESK_LOGGING_CATEGORY(lcReportFonts, "export.fonts")

namespace paydesk::exporting {

namespace {

const QString kRegular = u":/paydesk/fonts/NotoSans-Regular.ttf"_s;
const QString kBold = u":/paydesk/fonts/NotoSans-Bold.ttf"_s;

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The "head" table names a font file exactly (its checksum adjustment, revision and dates).
QByteArray headOf(const QRawFont &font)
{
    return font.isValid() ? font.fontTable("head") : QByteArray();
}

QString load()
{
    QString family;
    for (const QString &path : {kRegular, kBold}) {
        const int id = QFontDatabase::addApplicationFont(path);
        const QStringList families = QFontDatabase::applicationFontFamilies(id);
        if (id < 0 || families.isEmpty()) {
            qCWarning(lcReportFonts) << "the report font" << path << "could not be loaded";
            continue;
        }
        if (family.isEmpty())
            family = families.first();
    }
    return family;
}

} // namespace

QString ReportFonts::family()
{
    static const QString loaded = [] {
        const QString family = load();
        if (!family.isEmpty()) {
            for (bool bold : {false, true}) {
                QFont f(family);
                f.setBold(bold);
                if (!isShipped(f))
                    qCWarning(lcReportFonts)
                        << "a system font named" << family << "is used in reports instead of Paydesk's own"
                        << (bold ? "bold" : "regular");
            }
        }
        return family;
    }();
    return loaded;
}

QFont ReportFonts::font(qreal points, bool bold)
{
    QFont f(family());
    f.setPointSizeF(points);
    f.setBold(bold);
    f.setStyleStrategy(QFont::PreferNoShaping);
    f.setHintingPreference(QFont::PreferNoHinting);
    f.setKerning(true);
    return f;
}

QStringList ReportFonts::files()
{
    return {kRegular, kBold};
}

bool ReportFonts::isShipped(const QFont &font)
{
    const QByteArray shipped = fileBytes(font.bold() ? kBold : kRegular);
    const QByteArray head = headOf(QRawFont::fromFont(font));
    return !shipped.isEmpty() && !head.isEmpty() && head == headOf(QRawFont(shipped, 12));
}

} // namespace paydesk::exporting
