// SPDX-License-Identifier: GPL-3.0-or-later
// paydesk-cli's composition root: a QCoreApplication (no window system) with Paydesk's identity
// and language, the command groups registered with the dispatcher, and the command line run.
#include "CliDispatcher.h"
#include "TeamCommands.h"
#include "core/Application.h"

#include <QCoreApplication>
#include <QLoggingCategory>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    paydesk::core::setApplicationIdentity();
    QCoreApplication app(argc, argv);
    // Results and the one line of what went wrong, not the core's notes and warnings (the line says
    // it already; QT_LOGGING_RULES still has the last word: a person looking into a problem turns
    // them on).
    QLoggingCategory::setFilterRules(u"paydesk.*.info=false\npaydesk.*.warning=false"_s);
    paydesk::core::installTranslations();

    paydesk::cli::CliDispatcher dispatcher;
    paydesk::cli::TeamCommands::registerWith(dispatcher);
    return dispatcher.run(QCoreApplication::arguments().mid(1));
}
