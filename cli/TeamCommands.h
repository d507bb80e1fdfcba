// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// paydesk-cli's `team` group: a team database made and its operators managed by the database
// owner (store/TeamSchema.h), and a workstation's data moved into it (store/TeamImport.h).
//
//   team init             --db CONN [--role-prefix P] [--json]
//   team add-operator     --db CONN --login NAME --name "Full Name" --role maker|approver|viewer [--admin]
//   team disable-operator --db CONN --login NAME
//   team enable-operator  --db CONN --login NAME
//   team list-operators   --db CONN [--json]
//   team import           --db CONN [--from FILE] [--settings FILE] [--json]
//
// An operator's initial password is read from standard input (one line), or typed twice at the
// terminal without echo; never from an argument. The owner's password: OwnerConnection.h.

#include <QCoreApplication>

namespace paydesk::cli {

class CliDispatcher;

class TeamCommands
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::TeamCommands)
public:
    static void registerWith(CliDispatcher &dispatcher);

private:
    static void registerImport(CliDispatcher &dispatcher); // TeamImportCommand.cpp
};

} // namespace paydesk::cli
