// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandSupport.h"

#include "AppContext.h"
#include "CliConsole.h"
#include "CliWorkspace.h"
#include "KeyFile.h"
#include "profiles/Profile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

OptionSpec CommandSupport::jsonOption()
{
    return {u"json"_s, {}, tr("Writes the result as JSON on standard output."), false};
}

OptionSpec CommandSupport::profileOption()
{
    return {u"profile"_s, u"NAME"_s,
            tr("The profile, by name or id (\u201Cpaydesk-cli profile list\u201D); the one in use in "
               "Paydesk when not given."),
            false};
}

OptionSpec CommandSupport::keyFileOption()
{
    return {u"key-file"_s, u"FILE"_s,
            tr("Reads the profile's API key from FILE (its first line), which only its owner may read "
               "(chmod 600); else from the file PAYDESK_KEY_FILE names, the key file the profile keeps, "
               "or the system keychain."),
            false};
}

void CommandSupport::fail(const Invocation &invocation, const QString &line)
{
    CliConsole::error(invocation.commandName + u": "_s + line);
}

int CommandSupport::connectSession(const Invocation &invocation, CliWorkspace &workspace,
                                   session::Session **session)
{
    QString error;
    if (!workspace.open(&error)) {
        fail(invocation, error);
        return Failure;
    }
    const std::optional<profiles::Profile> profile
        = workspace.profileOrCurrent(invocation.value(u"profile"_s), &error);
    if (!profile) {
        fail(invocation, error);
        return BadArgument;
    }
    const QString keyFile = CliWorkspace::keyFileFrom(invocation.value(u"key-file"_s));
    if (!keyFile.isEmpty() && !profile->isLocalSandbox()) {
        // Named on this command line (or by PAYDESK_KEY_FILE): an argument that cannot be used.
        const KeyFile::Read read = KeyFile::read(keyFile);
        if (!read.key) {
            fail(invocation, read.error);
            return BadArgument;
        }
    }
    *session = workspace.connect(*profile, keyFile, &error);
    if (!*session) {
        fail(invocation, error);
        return Failure;
    }
    return Success;
}

void CommandSupport::printJson(const QJsonValue &value)
{
    const QByteArray text = value.isArray() ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented)
                                            : QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented);
    CliConsole::out(QString::fromUtf8(text));
}

QString CommandSupport::table(const QList<QStringList> &rows, const QList<int> &rightAligned)
{
    if (rows.isEmpty())
        return {};
    QList<qsizetype> widths(rows.first().size(), 0);
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size() && i < widths.size(); ++i)
            widths[i] = qMax(widths[i], row.at(i).size());
    }
    QString text;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const QStringList &row = rows.at(r);
        QString line;
        for (qsizetype i = 0; i < row.size() && i < widths.size(); ++i) {
            const bool last = i + 1 == row.size();
            const bool right = r > 0 && rightAligned.contains(int(i));
            if (right)
                line += row.at(i).rightJustified(widths[i]);
            else
                line += last ? row.at(i) : row.at(i).leftJustified(widths[i]);
            if (!last)
                line += u"  "_s;
        }
        while (line.endsWith(u' '))
            line.chop(1);
        text += line + u'\n';
    }
    return text;
}

} // namespace paydesk::cli
