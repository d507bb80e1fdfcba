// SPDX-License-Identifier: GPL-3.0-or-later
#include "statements/StatementsController.h"

#include "api/ApiClient.h"
#include "domain/Money.h"
#include "export/StatementAccountingExport.h"
#include "export/StatementCsvExport.h"
#include "export/StatementPdfExport.h"
#include "models/WalletsModel.h"
#include "session/Session.h"
#include "statements/StatementDigest.h"
#include "statements/StatementGenerator.h"
#include "statements/StatementLinesModel.h"
#include "statements/StatementPeriod.h"
#include "statements/StatementsModel.h"
#include "store/PayoutReferences.h"

using namespace Qt::StringLiterals;

namespace paydesk::statements {

using store::StoredStatement;

StatementsController::StatementsController(store::Statements *statements, QObject *parent)
    : QObject(parent)
    , m_store(statements)
    , m_wallets(new models::WalletsModel(this))
    , m_statements(new StatementsModel(statements, this))
    , m_lines(new StatementLinesModel(this))
{ }

StatementsController::~StatementsController()
{
    if (m_digest)
        m_digest->cancel();
}

void StatementsController::setSession(session::Session *session)
{
    m_session = session;
    m_wallets->setSession(session);
    delete m_generator;
    if (m_digest)
        m_digest->cancel();
    m_digest = nullptr;
    m_lines->setSession(nullptr);
    m_lines->clear();
    m_shownLocalId.clear();
    m_selectAfterLoad.clear();
    m_linesChecked = 0;
    if (session) {
        m_generator = new StatementGenerator(m_store, session, this);
        connect(m_generator, &StatementGenerator::requested, this, [this](const StoredStatement &statement) {
            m_selectAfterLoad = statement.id;
            Q_EMIT requested(statement.id);
            m_statements->reload();
        });
        connect(m_generator, &StatementGenerator::requestFailed, this, &StatementsController::requestFailed);
        connect(m_generator, &StatementGenerator::storeError, this, &StatementsController::storeError);
    }
    m_statements->setProfile(session ? session->profileId() : QString());
}

session::Session *StatementsController::session() const
{
    return m_session;
}

bool StatementsController::canGenerate() const
{
    return m_generator != nullptr;
}

StatementDigest *StatementsController::digest() const
{
    return m_digest;
}

void StatementsController::load()
{
    m_wallets->refresh();
    m_statements->reload();
    if (m_generator)
        m_generator->start();
}

void StatementsController::generate(const QString &walletId, const QString &currency,
                                    const StatementPeriod &period)
{
    if (!m_generator) {
        Q_EMIT requestFailed(tr("Not connected to the service: the statement cannot be asked for now."));
        return;
    }
    m_generator->generate(walletId, currency, period);
}

void StatementsController::generateShownAgain()
{
    const StoredStatement *s = shown();
    if (!s || !m_generator)
        return;
    m_generator->generate(s->walletId, s->currency, StatementPeriod(s->periodFrom, s->periodTo));
}

QString StatementsController::statementToSelect()
{
    if (!m_selectAfterLoad.isEmpty() && m_statements->rowOfLocalId(m_selectAfterLoad) >= 0)
        return std::exchange(m_selectAfterLoad, {});
    if (!m_shownLocalId.isEmpty())
        return m_shownLocalId;
    if (m_statements->rowCount() > 0)
        return m_statements->statement(0).id; // the newest, as the page opens
    return {};
}

const StoredStatement *StatementsController::shown() const
{
    const int row = m_statements->rowOfLocalId(m_shownLocalId);
    return row >= 0 ? &m_statements->statement(row) : nullptr;
}

bool StatementsController::shownIsReady() const
{
    const StoredStatement *s = shown();
    return s && s->state == StoredStatement::State::Ready;
}

QString StatementsController::shownStatementId() const
{
    const StoredStatement *s = shown();
    return s ? s->statementId : QString();
}

bool StatementsController::show(const QString &localId)
{
    const bool same = localId == m_shownLocalId;
    const bool wasReady
        = same && m_lines->statementId() == shownStatementId() && !m_lines->statementId().isEmpty();
    m_shownLocalId = localId;
    if (same && wasReady && shownIsReady())
        return false; // nothing new to show: the lines, the check and the chart stay
    if (m_digest)
        m_digest->cancel();
    m_digest = nullptr;
    m_lines->setSession(nullptr);
    m_lines->clear();
    m_linesChecked = 0;
    if (!shownIsReady())
        return true;
    m_lines->setTimeZone(m_zone);
    m_lines->setLocale(m_locale);
    m_lines->setSession(m_session);
    m_lines->setStatement(toApiStatement(*shown()));
    startDigest();
    return true;
}

void StatementsController::startDigest()
{
    if (!m_session || !m_session->client() || !shown())
        return;
    m_digest = new StatementDigest(m_session->client(), toApiStatement(*shown()), this);
    connect(m_digest, &tasks::Task::progressChanged, this,
            [this](qint64 done) { Q_EMIT digestProgress(done); });
    connect(m_digest, &tasks::Task::finished, this, [this](bool ok, const QString &error) {
        if (ok)
            m_linesChecked = m_digest->linesRead();
        Q_EMIT digestFinished(ok, error);
    });
    Q_EMIT digestStarted();
}

api::Statement StatementsController::toApiStatement(const StoredStatement &s)
{
    api::Statement statement;
    statement.id = s.statementId;
    statement.walletId = s.walletId;
    statement.from = s.periodFrom;
    statement.to = s.periodTo;
    statement.createdAt = s.createdAt;
    if (const MoneyParseResult opening = Money::parse(s.openingBalance, s.currency))
        statement.openingBalance = opening.money;
    if (const MoneyParseResult closing = Money::parse(s.closingBalance, s.currency))
        statement.closingBalance = closing.money;
    return statement;
}

tasks::Task *StatementsController::exportCsv(const QString &fileName,
                                             const exporting::CsvWriter::Options &options)
{
    if (!m_session || !m_session->client() || shownStatementId().isEmpty())
        return nullptr;
    return new exporting::StatementCsvExport(m_session->client(), shownStatementId(), fileName, options,
                                             this);
}

tasks::Task *StatementsController::exportPdf(const QString &fileName)
{
    const StoredStatement *s = shown();
    if (!m_session || !m_session->client() || !s)
        return nullptr;
    exporting::StatementPdfExport::Header header;
    header.walletLabel = tr("%1 wallet").arg(s->currency);
    header.profileName = m_session->profile().name;
    header.zone = m_zone;
    header.locale = m_locale;
    return new exporting::StatementPdfExport(m_session->client(), toApiStatement(*s), header, fileName, this);
}

tasks::Task *StatementsController::exportAs(exporting::StatementFormat format, const QString &fileName,
                                            const exporting::CsvWriter::Options &csvOptions)
{
    using exporting::StatementFormat;
    if (format == StatementFormat::Csv)
        return exportCsv(fileName, csvOptions);
    if (format == StatementFormat::Pdf)
        return exportPdf(fileName);
    const StoredStatement *s = shown();
    if (!m_session || !m_session->client() || !s)
        return nullptr;
    exporting::StatementFileExport *task = exporting::createStatementFileExport(
        format, m_session->client(), toApiStatement(*s),
        {tr("%1 wallet").arg(s->currency), m_session->profile().name, {}, {}}, fileName, {}, this);
    task->setReferenceLookup(store::PayoutReferences::lookupFor(m_store->store(), m_session->profile().id));
    return task;
}

QString StatementsController::suggestedFileName(const QString &extension) const
{
    // "statement-KES-2026-10-01-to-2026-10-31.pdf": the wallet and the days, as History names its
    // export by its date; the period's end is its last instant's day, in the zone chosen.
    const StoredStatement *s = shown();
    if (!s)
        return tr("statement.%1").arg(extension);
    const QString from = s->periodFrom.toTimeZone(m_zone).date().toString(Qt::ISODate);
    const QString to = s->periodTo.addMSecs(-1).toTimeZone(m_zone).date().toString(Qt::ISODate);
    return from == to ? tr("statement-%1-%2.%3").arg(s->currency, from, extension)
                      : tr("statement-%1-%2-to-%3.%4").arg(s->currency, from, to, extension);
}

} // namespace paydesk::statements
