// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An API key kept in a file for paydesk-cli (`--key-file`, `PAYDESK_KEY_FILE`, or the path a
// profile keeps): for a scheduled job on a machine without a keychain. The file is read only when
// nobody but its owner can read or write it and its owner is the user running paydesk-cli, as ssh
// treats a private key: a key that others could read is refused with what to do (chmod 600), not
// used. The key is the file's first line, without the line end and surrounding spaces; a key is
// never written anywhere (not in a message, not in a log).

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace paydesk::cli {

class KeyFile
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::KeyFile)
public:
    struct Read
    {
        std::optional<QString> key; // nullopt: `error` says why
        QString error; // one line, translated: the file, what is wrong, and what to do
    };

    static Read read(const QString &path);
    // Whether the file at `path` is readable by its owner only (and owned by this user); *why
    // says why not. True on systems without POSIX permissions.
    static bool isPrivate(const QString &path, QString *why);
};

} // namespace paydesk::cli
