// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the Statements page does, without its widgets, for the page, a test and a command-line
// front end to drive the same way:
//
// - the wallets to ask a statement of (models::WalletsModel) and the statements asked for in the
//   profile (StatementsModel, from the store), read by load();
// - asking for one (generate(); again for a failed one, generateShownAgain()) through
//   StatementGenerator, which follows them until READY or FAILED, also after a restart;
// - the statement shown (show()): its lines as they are read (StatementLinesModel) and, once
//   READY, the balance check over every line, the totals and the series (StatementDigest, a Task
//   cancelled when another statement is shown or the profile changes);
// - its exports, each a Task, and the file name proposed for them: CSV (exporting::
//   StatementCsvExport), PDF (exporting::StatementPdfExport), and for an accounting system MT940
//   and CAMT.053 (exporting::StatementMt940Export, StatementCamtExport), which write beside each
//   payout's line its custom_id and recipient as this profile's outbox knows them
//   (store::PayoutReferences, read page by page on the store's thread).
//
// It lives in paydesk_pdf (the PDF export draws with Qt Gui): a front end that offers the PDF links
// that library. The words of what it says back (requestFailed(), storeError()) are translated.

#include "export/CsvWriter.h"
#include "export/StatementFormat.h"
#include "store/Statements.h"

#include <QLocale>
#include <QObject>
#include <QPointer>
#include <QTimeZone>

namespace paydesk::api {
struct Statement;
}
namespace paydesk::models {
class WalletsModel;
}
namespace paydesk::session {
class Session;
}
namespace paydesk::tasks {
class Task;
}

namespace paydesk::statements {

class StatementDigest;
class StatementGenerator;
class StatementLinesModel;
class StatementPeriod;
class StatementsModel;

class StatementsController : public QObject
{
    Q_OBJECT
public:
    // `statements` must outlive the controller.
    explicit StatementsController(store::Statements *statements, QObject *parent = nullptr);
    ~StatementsController() override;

    models::WalletsModel *wallets() const { return m_wallets; }
    StatementsModel *statements() const { return m_statements; }
    StatementLinesModel *lines() const { return m_lines; }

    // The profile in view (nullptr: none): what was shown of the previous one is forgotten.
    void setSession(session::Session *session);
    session::Session *session() const;
    // Reads the wallets and the statements, and follows those still pending.
    void load();
    // The zone periods and lines are read in, and the locale of amounts.
    void setTimeZone(const QTimeZone &zone) { m_zone = zone; }
    QTimeZone timeZone() const { return m_zone; }
    void setLocale(const QLocale &locale) { m_locale = locale; }

    // Asks the service for a statement: requested() or requestFailed() follows (at once when there
    // is no connected profile).
    void generate(const QString &walletId, const QString &currency, const StatementPeriod &period);
    // The statement shown, asked for again (after it failed).
    void generateShownAgain();
    bool canGenerate() const;

    // The statement to select once the list is read: the one just asked for, else the one shown
    // (its state may have changed), else the newest; empty when the list is empty.
    QString statementToSelect();
    // Shows the statement with this local id (empty: none). False when it was shown already and
    // READY with its lines: nothing changed. Otherwise the lines and the check start again (for a
    // READY statement) and true is returned: what is shown of it is to be said again.
    bool show(const QString &localId);
    QString shownLocalId() const { return m_shownLocalId; }
    // The statement shown, as the store remembers it; nullptr when none.
    const store::StoredStatement *shown() const;
    bool shownIsReady() const;
    QString shownStatementId() const; // the service's stm- id; empty when none
    // The statement as the service has it, from what the store remembers of it.
    static api::Statement toApiStatement(const store::StoredStatement &statement);

    // The balance check of the statement shown while it runs and in digestFinished(), where its
    // results are read (a Task: it deletes itself after); nullptr otherwise. linesChecked(): the
    // lines read by the last one that ended well (0 before, and when another statement is shown).
    StatementDigest *digest() const;
    qint64 linesChecked() const { return m_linesChecked; }

    // The exports of the statement shown, started (the Task's finished() says how they ended), or
    // nullptr when there is none to export (no connected profile, no statement READY).
    tasks::Task *exportCsv(const QString &fileName, const exporting::CsvWriter::Options &options);
    tasks::Task *exportPdf(const QString &fileName);
    // Any format (`csvOptions` for the CSV).
    tasks::Task *exportAs(exporting::StatementFormat format, const QString &fileName,
                          const exporting::CsvWriter::Options &csvOptions = {});
    // "statement-KES-2026-10-01-to-2026-10-31.pdf": the wallet and the days of the statement shown,
    // in the zone chosen (the period's end is its last instant's day).
    QString suggestedFileName(const QString &extension) const;

Q_SIGNALS:
    void requested(const QString &localId); // the service took it: the list is read again
    void requestFailed(const QString &message);
    void storeError(const QString &message);
    void digestStarted();
    void digestProgress(qint64 linesRead);
    void digestFinished(bool ok, const QString &error);

private:
    void startDigest();

    store::Statements *const m_store;
    models::WalletsModel *m_wallets;
    StatementsModel *m_statements;
    StatementLinesModel *m_lines;
    QPointer<session::Session> m_session;
    QPointer<StatementGenerator> m_generator;
    QPointer<StatementDigest> m_digest;
    QString m_shownLocalId;
    QString m_selectAfterLoad; // local id of a statement just asked for
    qint64 m_linesChecked = 0;
    QTimeZone m_zone = QTimeZone::systemTimeZone();
    QLocale m_locale;
};

} // namespace paydesk::statements
