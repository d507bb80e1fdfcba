// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The independent checks of the accounting formats' files (not Paydesk's own code), and the
// writers' tests' helpers (statementLine(), writeStatement()):
//
//   camtSchemaError()  xmllint --noout --schema against the ISO 20022 schema of the document's
//                      version (tests/data/iso20022/, as published): empty when the file is valid.
//   readMt940()        the file read back by mt940js (tests/tools/mt940/parse.js, an npm package
//                      pinned in its package-lock.json, installed by scripts/setup ci): every
//                      message as mt940js reads it, as JSON.
//
// The paths come from the test's environment (paydesk_statement_format_checks() in
// cmake/PaydeskTesting.cmake): PAYDESK_TEST_ISO20022 (the schemas' folder) and
// PAYDESK_TEST_MT940_TOOL (parse.js). A check that cannot run (xmllint or node missing, the npm
// package not installed) is an error, never a pass: the test fails and says what to install.

#include "Programs.h"
#include "export/StatementLineWriter.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryFile>
#include <QTest>

namespace paydesk::test {

inline api::StatementLine statementLine(const QString &id, const QString &type, const Money &amount,
                                        const QString &payoutId, const QString &payinId,
                                        const QDateTime &createdAt)
{
    api::StatementLine line;
    line.id = id;
    line.type = type;
    line.amount = amount;
    line.payoutId = payoutId;
    line.payinId = payinId;
    line.createdAt = createdAt;
    return line;
}

// The currencies without minor units the tests write (ISO 4217 exponent 0): a column "currency".
inline void noMinorUnitCurrencies()
{
    QTest::addColumn<QString>("currency");
    QTest::newRow("UGX") << QStringLiteral("UGX");
    QTest::newRow("XOF") << QStringLiteral("XOF");
}

// A whole statement through `writer` (references by payout id); the first error stops it (qFatal:
// a writer test's statement must be writable unless it tests the error).
inline QByteArray writeStatement(exporting::StatementLineWriter &writer,
                                 const QList<api::StatementLine> &lines,
                                 const exporting::PayoutReferenceMap &references = {})
{
    QByteArray out;
    QString error = writer.start(out);
    for (qsizetype i = 0; i < lines.size() && error.isEmpty(); ++i) {
        const auto it = references.constFind(lines.at(i).payoutId);
        error = writer.add(lines.at(i), it == references.cend() ? nullptr : &it.value(), out);
    }
    if (error.isEmpty())
        error = writer.finish(out);
    if (!error.isEmpty())
        qFatal("the statement could not be written: %s", qPrintable(error));
    return out;
}

inline QString camtSchemaError(const QString &file)
{
    const QString xmllint = requiredProgram(QStringLiteral("xmllint"));
    if (xmllint.isEmpty())
        return QStringLiteral("xmllint is not installed (libxml2-utils: scripts/setup installs it)");
    const QString dir = qEnvironmentVariable("PAYDESK_TEST_ISO20022");
    if (dir.isEmpty())
        return QStringLiteral("PAYDESK_TEST_ISO20022 is not set (run the test through ctest)");
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("%1 cannot be read").arg(file);
    const QByteArray head = f.read(4096);
    const QString version = head.contains("camt.053.001.08") ? QStringLiteral("08") : QStringLiteral("02");
    const QString xsd = QDir(dir).filePath(QStringLiteral("camt.053.001.%1.xsd").arg(version));
    if (!QFile::exists(xsd))
        return QStringLiteral("%1 is missing").arg(xsd);
    QProcess p;
    p.start(xmllint, {QStringLiteral("--noout"), QStringLiteral("--schema"), xsd, file});
    if (!p.waitForFinished(120000))
        return QStringLiteral("xmllint did not end");
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QString::fromUtf8(p.readAllStandardError()).left(4000);
    return {};
}

inline QString camtSchemaErrorOf(const QByteArray &document)
{
    QTemporaryFile file(QDir::temp().filePath(QStringLiteral("paydesk-camt-XXXXXX.xml")));
    if (!file.open() || file.write(document) != document.size() || !file.flush())
        return QStringLiteral("the document could not be written to a temporary file");
    return camtSchemaError(file.fileName());
}

inline QJsonArray readMt940(const QString &file, QString *error)
{
    const QString node = requiredProgram(QStringLiteral("node"));
    const QString tool = qEnvironmentVariable("PAYDESK_TEST_MT940_TOOL");
    if (node.isEmpty()) {
        *error = QStringLiteral("node is not installed (nodejs: scripts/setup installs it)");
        return {};
    }
    if (tool.isEmpty() || !QFile::exists(tool)) {
        *error = QStringLiteral("PAYDESK_TEST_MT940_TOOL is not set or missing (run the test through ctest)");
        return {};
    }
    if (!QFile::exists(QFileInfo(tool).dir().filePath(QStringLiteral("node_modules/mt940js/package.json")))) {
        *error = QStringLiteral("mt940js is not installed: scripts/setup ci installs it (npm ci in %1)")
                     .arg(QFileInfo(tool).path());
        return {};
    }
    QProcess p;
    p.start(node, {tool, file});
    if (!p.waitForFinished(120000)) {
        *error = QStringLiteral("node did not end");
        return {};
    }
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *error = QString::fromUtf8(p.readAllStandardError());
        return {};
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(p.readAllStandardOutput(), &parse);
    if (!doc.isArray()) {
        *error = QStringLiteral("parse.js printed no JSON array: %1").arg(parse.errorString());
        return {};
    }
    error->clear();
    return doc.array();
}

inline QJsonArray readMt940Of(const QByteArray &text, QString *error)
{
    QTemporaryFile file(QDir::temp().filePath(QStringLiteral("paydesk-mt940-XXXXXX.sta")));
    if (!file.open() || file.write(text) != text.size() || !file.flush()) {
        *error = QStringLiteral("the text could not be written to a temporary file");
        return {};
    }
    return readMt940(file.fileName(), error);
}

} // namespace paydesk::test
