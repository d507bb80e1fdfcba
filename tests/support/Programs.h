// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A program a test runs (pdftotext, pdffonts...), found on PATH. It must be listed in
// tests/programs, the list scripts/test checks against scripts/setup's packages before any test
// runs: a test cannot come to rely on a program that a brand-new machine does not get. An empty
// string (with a warning) when it is not listed or not found; the caller fails and says so.

#include <QFile>
#include <QStandardPaths>
#include <QString>
#include <QtDebug>

namespace paydesk::test {

inline QString requiredProgram(const QString &name)
{
    QFile list(QStringLiteral(PAYDESK_TEST_PROGRAMS));
    bool listed = false;
    if (list.open(QIODevice::ReadOnly | QIODevice::Text)) {
        while (!list.atEnd() && !listed)
            listed = QString::fromUtf8(list.readLine()).trimmed() == name;
    }
    if (!listed) {
        qWarning().noquote() << name << "is not in" << list.fileName()
                             << "(list it there: scripts/test checks that scripts/setup installs it)";
        return {};
    }
    const QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        qWarning().noquote() << name << "is not installed (scripts/setup installs it)";
    return path;
}

} // namespace paydesk::test
