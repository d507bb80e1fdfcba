// SPDX-License-Identifier: GPL-3.0-or-later
// paydesk-sandbox: the payments service of the specification, on this machine.
#include "SandboxServer.h"

#include <QCoreApplication>
#include <QTextStream>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"paydesk-sandbox"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(PAYDESK_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);

    QString error;
    const auto options = paydesk::sandbox::SandboxOptions::parse(app.arguments().mid(1), &error);
    if (!options) {
        if (error.isEmpty()) { // --help
            out << paydesk::sandbox::SandboxOptions::usage();
            return 0;
        }
        err << "paydesk-sandbox: " << error << "\n\n" << paydesk::sandbox::SandboxOptions::usage();
        return 2;
    }

    paydesk::sandbox::SandboxServer server;
    if (!server.start(*options, &error)) {
        err << "paydesk-sandbox: " << error << '\n';
        return 1;
    }
    out << "paydesk-sandbox listening on " << server.baseUrl().toString() << '\n';
    if (!server.generatedKey().isEmpty())
        out << "API key (all scopes, this run only): " << server.generatedKey() << '\n';
    out.flush();

    return app.exec();
}
