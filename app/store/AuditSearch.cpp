// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/AuditSearch.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace paydesk::store {

QStringList AuditSearch::wordsOf(const QString &text)
{
    static const QRegularExpression spaces(u"\\s+"_s);
    QStringList words = text.split(spaces, Qt::SkipEmptyParts);
    words.removeDuplicates();
    if (words.size() > 8)
        words.resize(8);
    for (QString &w : words)
        w.truncate(100);
    return words;
}

} // namespace paydesk::store
