// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatementCommands.h"

#include "AppContext.h"
#include "CliConsole.h"
#include "CliDispatcher.h"
#include "CliProgress.h"
#include "CliWorkspace.h"
#include "CommandSupport.h"
#include "CsvOptionsArgument.h"
#include "StatementPeriodArgument.h"
#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "api/ApiResult.h"
#include "api/Resources.h"
#include "export/StatementAccountingExport.h"
#include "export/StatementFormat.h"
#include "export/StatementPdfExport.h"
#include "profiles/ProfileStore.h"
#include "statements/StatementGenerator.h"
#include "statements/StatementsController.h"
#include "store/PayoutReferences.h"
#include "store/Statements.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QPointer>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

using statements::StatementPeriod;
using store::StoredStatement;

// The folder can take the file: checked before the statement is asked for, so that a wrong -o costs
// nothing on the service. Nothing is left: the probe's temporary file goes with it.
bool canWrite(const QString &fileName, QString *error)
{
    if (QFileInfo(fileName).isDir()) {
        *error = StatementCommands::tr("%1 is a folder: give a file name with -o").arg(fileName);
        return false;
    }
    QSaveFile probe(fileName);
    if (!probe.open(QIODevice::WriteOnly)) {
        *error = StatementCommands::tr("%1 cannot be written: %2").arg(fileName, probe.errorString());
        return false;
    }
    probe.cancelWriting();
    return true;
}

// The wallet of --wallet: its currency ("KES", any case) or its id ("wlt-…"). nullopt with *error,
// and *status BadArgument for a wallet the profile does not have, Failure when none could be read.
std::optional<api::Wallet> findWallet(session::Session *session, const QString &wanted, QString *error,
                                      int *status)
{
    *status = Failure;
    const api::ApiResult answer = CliWorkspace::wait(session->client()->listWallets());
    const auto *list = answer.isOk() ? answer.value<QList<api::Wallet>>() : nullptr;
    if (!list) {
        *error = StatementCommands::tr("the wallets of \u201C%1\u201D could not be read: %2")
                     .arg(session->profile().name, answer.error().userMessage());
        return std::nullopt;
    }
    QStringList known;
    for (const api::Wallet &wallet : *list) {
        if (wallet.id == wanted || wallet.currency.compare(wanted, Qt::CaseInsensitive) == 0)
            return wallet;
        known << wallet.currency;
    }
    *status = BadArgument;
    *error = known.isEmpty()
        ? StatementCommands::tr("there is no wallet %1: the profile has no wallets").arg(wanted)
        : StatementCommands::tr("there is no wallet %1: the wallets are %2").arg(wanted, known.join(u", "_s));
    return std::nullopt;
}

// The statement asked for and followed until READY or FAILED, at most `wait`.
std::optional<StoredStatement> generate(AppContext &context, session::Session *session,
                                        const api::Wallet &wallet, const StatementPeriod &period,
                                        std::chrono::seconds wait, QString *error)
{
    statements::StatementGenerator::Options options;
    options.pendingBase = std::chrono::milliseconds(250); // someone waits: look often
    options.pendingMax = std::chrono::seconds(10);
    statements::StatementGenerator generator(&context.statements(), session, options);
    std::optional<StoredStatement> settled;
    bool over = false;
    QObject::connect(&generator, &statements::StatementGenerator::requestFailed, &generator,
                     [&](const QString &message) {
                         *error = StatementCommands::tr("the statement was not made: %1").arg(message);
                         over = true;
                     });
    QObject::connect(&generator, &statements::StatementGenerator::ready, &generator,
                     [&](const StoredStatement &statement) {
                         settled = statement;
                         over = true;
                     });
    QObject::connect(
        &generator, &statements::StatementGenerator::failed, &generator,
        [&](const StoredStatement &, const QString &reason) {
            *error = StatementCommands::tr("the service could not make the statement: %1").arg(reason);
            over = true;
        });
    QObject::connect(&generator, &statements::StatementGenerator::storeError, &generator,
                     [&](const QString &message) {
                         *error = message;
                         over = true;
                     });
    generator.generate(wallet.id, wallet.currency, period);
    if (!CliWorkspace::waitUntil([&over] { return over; }, wait) && error->isEmpty())
        *error = StatementCommands::tr(
            "the statement was not ready after %n second(s): it is still made; export it "
            "from the Statements page, or run again with a longer --wait",
            nullptr, int(wait.count()));
    return settled;
}

int exportStatement(const Invocation &invocation)
{
    using exporting::StatementFormat;
    using exporting::StatementFormats;
    const std::optional<StatementFormat> format = StatementFormats::fromKey(invocation.value(u"format"_s));
    if (!format) {
        CommandSupport::fail(invocation,
                             StatementCommands::tr("--format: \u201C%1\u201D is no statement format: give %2")
                                 .arg(invocation.value(u"format"_s), StatementFormats::keys().join(u'|')));
        return BadArgument;
    }
    QString error;
    const std::optional<exporting::CsvWriter::Options> csv = CsvOptionsArgument::parse(invocation, &error);
    if (!csv) {
        CommandSupport::fail(invocation, error);
        return BadArgument;
    }
    if (*format != StatementFormat::Csv && CsvOptionsArgument::anyGiven(invocation)) {
        CommandSupport::fail(
            invocation, StatementCommands::tr("--delimiter, --decimal and --bom are for --format csv only"));
        return BadArgument;
    }
    bool waitOk = true;
    const int waitSeconds = invocation.has(u"wait"_s) ? invocation.value(u"wait"_s).toInt(&waitOk) : 600;
    if (!waitOk || waitSeconds < 1) {
        CommandSupport::fail(invocation,
                             StatementCommands::tr("--wait: give a number of seconds, such as 600"));
        return BadArgument;
    }
    const std::optional<QTimeZone> zone = StatementPeriodArgument::zone(invocation.value(u"zone"_s), &error);
    if (!zone) {
        CommandSupport::fail(invocation, error);
        return BadArgument;
    }
    const QDate today = QDateTime::currentDateTimeUtc().toTimeZone(*zone).date();
    const std::optional<StatementPeriod> period
        = StatementPeriodArgument::parse(invocation.value(u"period"_s), *zone, today, &error);
    if (!period) {
        CommandSupport::fail(invocation, error);
        return BadArgument;
    }
    const QString fileName = invocation.value(u"output"_s);
    if (!canWrite(fileName, &error)) {
        CommandSupport::fail(invocation, error);
        return Failure;
    }

    CliWorkspace workspace;
    session::Session *session = nullptr;
    if (const int status = CommandSupport::connectSession(invocation, workspace, &session); status != Success)
        return status;
    AppContext &context = workspace.context();
    const profiles::Profile profile = session->profile();
    int walletStatus = Success;
    const std::optional<api::Wallet> wallet
        = findWallet(session, invocation.value(u"wallet"_s), &error, &walletStatus);
    if (!wallet) {
        CommandSupport::fail(invocation, error);
        return walletStatus;
    }
    const std::optional<StoredStatement> statement
        = generate(context, session, *wallet, *period, std::chrono::seconds(waitSeconds), &error);
    if (!statement) {
        CommandSupport::fail(invocation, error);
        return Failure;
    }

    const api::Statement ready = statements::StatementsController::toApiStatement(*statement);
    // As the Statements page exports it (StatementsController::exportAs()): the payouts made here
    // with their custom_id and recipient beside their lines.
    tasks::Task *task = nullptr;
    if (*format == StatementFormat::Pdf) {
        exporting::StatementPdfExport::Header header;
        header.walletLabel = StatementCommands::tr("%1 wallet").arg(wallet->currency);
        header.profileName = profile.name;
        header.zone = *zone;
        task = new exporting::StatementPdfExport(session->client(), ready, header, fileName);
    } else {
        exporting::StatementFileExport *file = exporting::createStatementFileExport(
            *format, session->client(), ready,
            {StatementCommands::tr("%1 wallet").arg(wallet->currency), profile.name, {}, {}}, fileName, *csv);
        file->setReferenceLookup(store::PayoutReferences::lookupFor(&context.store(), profile.id));
        task = file;
    }
    CliProgress progress(StatementCommands::tr("Exporting"), StatementCommands::tr("lines"));
    bool over = false;
    bool ok = false;
    qint64 lines = 0;
    QObject::connect(task, &tasks::Task::progressChanged, task,
                     [&](qint64 done, qint64 total) { progress.update(done, total); });
    QObject::connect(task, &tasks::Task::finished, task, [&, task](bool success, const QString &why) {
        ok = success;
        error = why;
        over = true;
        if (auto *fileTask = qobject_cast<exporting::StatementFileExport *>(task))
            lines = fileTask->linesWritten();
        else if (auto *pdfTask = qobject_cast<exporting::StatementPdfExport *>(task))
            lines = pdfTask->linesWritten();
    });
    const QPointer<tasks::Task> running(task); // it starts at the next turn and deletes itself after
    CliWorkspace::waitUntil([&over] { return over; }, std::chrono::hours(6));
    progress.finish();
    if (!over && running)
        running->cancel(); // no file: the task cancels its writing
    if (!ok) {
        CommandSupport::fail(invocation,
                             error.isEmpty() ? StatementCommands::tr("the export did not finish") : error);
        return Failure;
    }
    const QString from = period->from().toTimeZone(*zone).date().toString(Qt::ISODate);
    const QString to = period->to().addMSecs(-1).toTimeZone(*zone).date().toString(Qt::ISODate);
    if (invocation.has(u"json"_s)) {
        const QJsonObject result {{u"file"_s, QFileInfo(fileName).absoluteFilePath()},
                                  {u"format"_s, StatementFormats::key(*format)},
                                  {u"lines"_s, lines},
                                  {u"statement_id"_s, ready.id},
                                  {u"wallet_id"_s, wallet->id},
                                  {u"currency"_s, wallet->currency},
                                  {u"from"_s, StatementPeriod::wireText(period->from())},
                                  {u"to"_s, StatementPeriod::wireText(period->to())},
                                  {u"opening_balance"_s, ready.openingBalance.toWire()},
                                  {u"closing_balance"_s, ready.closingBalance.toWire()}};
        CommandSupport::printJson(result);
    } else {
        CliConsole::out(StatementCommands::tr("Wrote the %1 statement of %2 to %3 (%n line(s), %4) to %5",
                                              nullptr,
                                              int(qMin<qint64>(lines, std::numeric_limits<int>::max())))
                            .arg(wallet->currency, from, to, StatementFormats::name(*format), fileName)
                        + u'\n');
    }
    return Success;
}

} // namespace

void StatementCommands::registerWith(CliDispatcher &dispatcher)
{
    QList<OptionSpec> options {
        CommandSupport::profileOption(),
        {u"wallet"_s, u"KES|wlt-\u2026"_s, tr("The wallet, by its currency or its id."), true},
        {u"period"_s, u"PERIOD"_s,
         tr("yesterday, last-month, a day (2026-10-31) or days (2026-10-01..2026-10-31), in the zone."),
         true},
        {u"zone"_s, u"AREA/CITY"_s, tr("The time zone of the days (the system's when not given)."), false},
        {u"format"_s, exporting::StatementFormats::keys().join(u'|'),
         tr("The file's format: csv, pdf, mt940 (SWIFT MT940), camt053 (ISO 20022 camt.053.001.02) or "
            "camt053v08 (camt.053.001.08)."),
         true},
        {u"wait"_s, u"SECONDS"_s, tr("How long to wait for the service to make the statement (600)."), false},
        CommandSupport::keyFileOption(),
        CommandSupport::jsonOption(),
        {u"output"_s, u"FILE"_s, tr("The file to write; it appears whole, or not at all."), true}};
    options.append(CsvOptionsArgument::options());
    dispatcher.add(
        {u"statement"_s, u"export"_s,
         tr("Generates a wallet statement and exports it to a file (CSV, PDF, MT940 or CAMT.053)."), options,
         exportStatement},
        CommandArguments().withShortName(u'o', u"output"_s));
}

} // namespace paydesk::cli
