// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>

namespace paydesk::sandbox {

// K-sortable unique ids: 4 bytes of seconds since 2014-05-13 16:53:20 UTC and 16 random bytes,
// as 27 base62 characters, behind a kind prefix ("pyt-", "wlt-", ...). Ids made later sort later.
class Ksuid
{
public:
    static QString make(const char *prefix, const QDateTime &at = QDateTime::currentDateTimeUtc());
    static bool isValid(QStringView id, const char *prefix);
};

} // namespace paydesk::sandbox
