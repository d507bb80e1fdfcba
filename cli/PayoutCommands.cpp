// SPDX-License-Identifier: GPL-3.0-or-later
#include "PayoutCommands.h"

#include "CliConsole.h"
#include "CliDispatcher.h"
#include "CliProgress.h"
#include "CliWorkspace.h"
#include "CommandSupport.h"
#include "PayoutListFile.h"
#include "api/ApiClient.h"
#include "api/PageWalker.h"
#include "domain/SpecTables.h"
#include "history/HistoryRange.h"
#include "session/Session.h"

#include <QPointer>
#include <QSet>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

QStringList knownStates()
{
    QStringList codes;
    for (const spec::Entry &entry : spec::payoutStates())
        codes.append(QString::fromLatin1(entry.code));
    return codes;
}

int parseDate(const Invocation &invocation, const QString &option, QDate *date)
{
    const QString text = invocation.value(option).trimmed();
    *date = QDate::fromString(text, Qt::ISODate);
    if (date->isValid() && text.size() == 10)
        return Success;
    CommandSupport::fail(invocation,
                         PayoutCommands::tr("--%1 \u201C%2\u201D is not a date: write it as YYYY-MM-DD "
                                            "(2026-11-01)")
                             .arg(option, invocation.value(option)));
    return BadArgument;
}

// The period, states, zone and format of the command line; BadArgument (said) when one is wrong.
struct ListRequest
{
    history::HistoryRange range;
    QSet<QString> states; // empty: all
    PayoutListFile::Format format = PayoutListFile::Format::Csv;
};

int parseRequest(const Invocation &invocation, ListRequest *request)
{
    const QString format = invocation.value(u"format"_s).toLower();
    if (format == u"csv"_s) {
        request->format = PayoutListFile::Format::Csv;
    } else if (format == u"json"_s) {
        request->format = PayoutListFile::Format::Json;
    } else {
        CommandSupport::fail(invocation,
                             PayoutCommands::tr("the format \u201C%1\u201D is neither csv nor json")
                                 .arg(invocation.value(u"format"_s)));
        return BadArgument;
    }
    if (invocation.value(u"output"_s).isEmpty()) {
        CommandSupport::fail(invocation, PayoutCommands::tr("-o needs the name of the file to write"));
        return BadArgument;
    }
    QDate from;
    QDate to;
    if (const int status = parseDate(invocation, u"from"_s, &from); status != Success)
        return status;
    if (const int status = parseDate(invocation, u"to"_s, &to); status != Success)
        return status;
    QTimeZone zone = QTimeZone::systemTimeZone();
    if (invocation.has(u"zone"_s)) {
        zone = QTimeZone(invocation.value(u"zone"_s).trimmed().toUtf8());
        if (!zone.isValid()) {
            CommandSupport::fail(
                invocation,
                PayoutCommands::tr("the time zone \u201C%1\u201D is not known: give an IANA name "
                                   "such as Africa/Nairobi or UTC")
                    .arg(invocation.value(u"zone"_s)));
            return BadArgument;
        }
    }
    request->range = history::HistoryRange::dates(from, to, zone);
    if (to < from) {
        CommandSupport::fail(invocation,
                             PayoutCommands::tr("the period ends (--to %1) before it starts (--from %2)")
                                 .arg(invocation.value(u"to"_s), invocation.value(u"from"_s)));
        return BadArgument;
    }
    if (const QString why = request->range.validationError(); !why.isEmpty()) {
        CommandSupport::fail(invocation, why);
        return BadArgument;
    }
    const QStringList known = knownStates();
    for (const QString &given : invocation.values(u"state"_s)) {
        for (const QString &part : given.split(u',', Qt::SkipEmptyParts)) {
            const QString code = part.trimmed().toUpper();
            if (!known.contains(code)) {
                CommandSupport::fail(invocation,
                                     PayoutCommands::tr("the state \u201C%1\u201D is none of %2")
                                         .arg(part.trimmed(), known.join(u", "_s)));
                return BadArgument;
            }
            request->states.insert(code);
        }
    }
    return Success;
}

int list(const Invocation &invocation)
{
    ListRequest request;
    if (const int status = parseRequest(invocation, &request); status != Success)
        return status;
    CliWorkspace workspace;
    session::Session *session = nullptr;
    if (const int status = CommandSupport::connectSession(invocation, workspace, &session); status != Success)
        return status;
    PayoutListFile file(invocation.value(u"output"_s), request.format);
    QString error;
    if (!file.open(&error)) {
        CommandSupport::fail(invocation, error);
        return Failure;
    }

    CliProgress progress(PayoutCommands::tr("Reading payouts"), PayoutCommands::tr("payouts"));
    QPointer<api::PageWalker> walker = session->client()->walkPayouts(request.range.query());
    walker->setDecodeOffThread(true);
    qint64 seen = 0;
    bool done = false;
    QObject context;
    QObject::connect(walker, &api::PageWalker::pageReady, &context, [&](const api::ApiResult &result) {
        if (done)
            return;
        const auto *page = result.value<api::Page<api::Payout>>();
        if (!page) { // a page that is not one: never a list with a page missing
            error
                = PayoutCommands::tr("the payouts of \u201C%1\u201D could not be read: the service's answer "
                                     "was not a page of payouts")
                      .arg(session->profile().name);
            done = true;
            if (walker)
                walker->cancel();
            return;
        }
        seen += page->items.size();
        QList<api::Payout> kept;
        for (const api::Payout &payout : page->items) {
            if (request.states.isEmpty() || request.states.contains(payout.state.code))
                kept.append(payout);
        }
        if (!file.append(kept, &error)) {
            done = true;
            if (walker)
                walker->cancel();
            return;
        }
        progress.update(seen, 0);
    });
    QObject::connect(walker, &api::PageWalker::finished, &context, [&](const api::ApiError &failure) {
        if (failure.isError())
            error = PayoutCommands::tr("the payouts of \u201C%1\u201D could not be read: %2")
                        .arg(session->profile().name, failure.userMessage());
        done = true;
    });
    CliWorkspace::waitUntil([&done] { return done; }, std::chrono::hours(24));
    progress.finish();
    if (!done) {
        if (walker)
            walker->cancel();
        error = PayoutCommands::tr("the payouts could not be read in time");
    }
    if (error.isEmpty())
        file.commit(&error);
    if (!error.isEmpty()) {
        CommandSupport::fail(invocation, error);
        return Failure;
    }
    CliConsole::note(
        PayoutCommands::tr("Wrote %n payout(s) to %1.", nullptr, int(file.count())).arg(file.path()));
    return Success;
}

} // namespace

void PayoutCommands::registerWith(CliDispatcher &dispatcher)
{
    dispatcher.add(
        {u"payouts"_s,
         u"list"_s,
         tr("Writes the payouts of a period (in a state, if asked) to a CSV or JSON file."),
         {CommandSupport::profileOption(),
          CommandSupport::keyFileOption(),
          {u"from"_s, u"YYYY-MM-DD"_s, tr("The first day of the period (included)."), true},
          {u"to"_s, u"YYYY-MM-DD"_s, tr("The last day of the period (included)."), true},
          {u"state"_s, u"STATE"_s,
           tr("Only the payouts in this state: PENDING, SENT, FAILED, CANCELLED or REVERSED (several: "
              "separated by commas)."),
           false},
          {u"zone"_s, u"Area/City"_s,
           tr("The time zone whose days --from and --to are (default: this computer's)."), false},
          {u"format"_s, u"csv|json"_s, tr("The file's format."), true},
          {u"output"_s, u"FILE"_s, tr("The file to write (replaced only once it is whole)."), true}},
         &list},
        CommandArguments().withRepeatable(u"state"_s).withShortName(u'o', u"output"_s));
}

} // namespace paydesk::cli
