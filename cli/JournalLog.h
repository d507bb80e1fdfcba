// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// paydesk-cli's log as systemd's journal reads a service's standard error (sd-daemon(3)): one line
// per message, the syslog priority first in angle brackets, then the category and the message:
//
//     <6>paydesk.outbox: outbox row 5d1c… accepted: payout pyt-2Xb…, PD-0001, KES 150.00, profile p-1
//     <4>paydesk.outbox: payouts of profile "Acme" wait: no API key is saved for "Acme"
//
// <7> debug, <6> info, <4> warning, <3> critical, <2> fatal. Under systemd (StandardError=journal,
// the default) the journal takes the priority from the prefix and shows the rest; on a terminal or
// in a file the prefix stays, readable as it is. A message of several lines is several lines, each
// with the prefix. Keys never reach the log (nothing logs one); as a second line of defence every
// message goes through core::LogFile::redacted() (bearer tokens, Authorization credentials,
// sandbox-shaped keys).
//
// With Format::Json (`outbox run --json-log`, for a log shipper) each message is one line of JSON
// instead, its text whole (line breaks escaped):
//
//     {"time":"2026-11-27T06:30:01.123Z","priority":6,"category":"paydesk.outbox","message":"..."}
//
// Thread-safe: the store's worker thread logs too; each line is written whole.

#include <QDateTime>
#include <QString>
#include <QtGlobal>

namespace paydesk::cli {

class JournalLog
{
public:
    enum class Format { Journal, Json };

    // The lines written for one message (each ending with '\n').
    static QByteArray format(QtMsgType type, const char *category, const QString &message);
    // The JSON line of one message ('\n' at its end); `whenUtc` its time.
    static QByteArray formatJson(QtMsgType type, const char *category, const QString &message,
                                 const QDateTime &whenUtc);
    static int priority(QtMsgType type);

    // Makes this the process's message handler (for the rest of the process).
    static void install(Format format = Format::Journal);
};

} // namespace paydesk::cli
