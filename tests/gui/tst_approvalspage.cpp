// SPDX-License-Identifier: GPL-3.0-or-later
// Approval by a second person, through the widgets of the main window, on the demo sandbox over
// HTTP: Mia (a maker, signed in) drafts a KES payout on the New payout page and saves it; Abe (an
// approver) switches in, opens Approvals, reviews it (its warnings, the lookup made now), types a
// wrong passphrase (refused under the field, nothing changes), then his own: the payout is
// approved, sent once by the outbox processor in the background through its own profile, and
// followed to SENT. A rejection needs a reason, and sends the payout back to Mia's list with it.
// A payout that Paydesk held and did not send (its approvals' signatures did not hold) is on the
// Approvals page with why, in the same words as in Mia's list, where she returns it to a draft.
// An approver whose key is not vouched for yet is told so, with its fingerprint.

#include "AppContext.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "MainWindowFixture.h"
#include "OperatorSupport.h"
#include "RecordingProxy.h"
#include "SandboxFixture.h"
#include "Style.h"
#include "Waits.h"
#include "approvals/ApprovalDesk.h"
#include "approvals/HeldPayoutsModel.h"
#include "core/Application.h"
#include "dialogs/ApprovalDialog.h"
#include "operators/SignedIn.h"
#include "operators/SigningKey.h"
#include "outbox/OutboxProcessor.h"
#include "outbox/OutboxStore.h"
#include "pages/ApprovalsPage.h"
#include "pages/HistoryPage.h"
#include "pages/NewPayoutPage.h"
#include "payouts/PayoutDraftForm.h"
#include "payouts/PayoutStateText.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"
#include "store/Operators.h"
#include "store/PayoutDrafts.h"
#include "store/SigningKeys.h"
#include "store/Store.h"
#include "store/StoreConfig.h"

#include <QAbstractItemView>
#include <QBrush>
#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::test;
using profiles::Profile;
using State = payouts::PayoutDraft::State;

namespace {

// New payout and Approvals in one window, Mia (a maker) signed in.
struct Desk : MainWindowFixture
{
    Desk(SandboxFixture &sandbox, const QString &settingsFile)
        : MainWindowFixture(sandbox, settingsFile, {.signedIn = u"mia"_s, .size = {1180, 820}})
    { }
    ui::NewPayoutPage *newPayout() const { return window->newPayoutPage(); }
    ui::ApprovalsPage *approvals() const { return window->approvalsPage(); }
    payouts::PayoutDraft row(const QString &id) const
    {
        return context->payoutDrafts().load(profileId, id).value();
    }
};

void type(QWidget *edit, const QString &text)
{
    edit->setFocus();
    QTest::keyClicks(edit, text);
}

// A valid KES `amount` to Wanjiru Kamau (a demo recipient) typed on the New payout page.
void fillPayout(Desk &d, const QString &amount)
{
    d.window->showPage(d.newPayout());
    ui::NewPayoutPage *page = d.newPayout();
    auto *wallet = d.find<QComboBox>(page, u"walletCombo"_s);
    [&] { QTRY_VERIFY(wallet->findText(u"KES"_s, Qt::MatchStartsWith) >= 0); }();
    choose(wallet, wallet->findText(u"KES"_s, Qt::MatchStartsWith));
    type(d.find<QLineEdit>(page, u"amountEdit"_s), amount);
    auto *recipients = d.find<QComboBox>(page, u"recipientCombo"_s);
    [&] { QTRY_VERIFY(recipients->findText(u"Wanjiru Kamau"_s, Qt::MatchStartsWith) >= 0); }();
    choose(recipients, recipients->findText(u"Wanjiru Kamau"_s, Qt::MatchStartsWith));
    // Kenya asks for the sender.
    auto *senderType = d.find<QComboBox>(page, u"senderTypeCombo"_s);
    choose(senderType, senderType->findData(u"BUSINESS"_s));
    type(d.find<QLineEdit>(page, u"senderNameEdit"_s), u"Acme Payroll Ltd"_s);
    type(d.find<QLineEdit>(page, u"senderAddressLine1Edit"_s), u"1 Moi Avenue"_s);
    type(d.find<QLineEdit>(page, u"senderAddressCityEdit"_s), u"Nairobi"_s);
    type(d.find<QLineEdit>(page, u"senderAddressPostalCodeEdit"_s), u"00100"_s);
    type(d.find<QLineEdit>(page, u"senderAddressCountryEdit"_s), u"KE"_s);
    [&] {
        QTRY_VERIFY2(page->form()->isValid(),
                     qPrintable(QStringList(page->form()->errors().keys()).join(u", ")));
    }();
}

// Mia drafts KES `amount` to Wanjiru Kamau on the New payout page and saves it: it goes for
// approval. Its local id.
QString draftAsMia(Desk &d, const QString &amount)
{
    fillPayout(d, amount);
    ui::NewPayoutPage *page = d.newPayout();
    QString id;
    QObject::connect(page, &ui::NewPayoutPage::submittedForApproval, page,
                     [&id](const QString &draftId) { id = draftId; });
    QTest::mouseClick(d.find<QPushButton>(page, u"saveButton"_s), Qt::LeftButton);
    [&] { QTRY_VERIFY(!id.isEmpty()); }();
    return id;
}

// What a cell of the page's tables says, and its colour.
QString cellText(const QTableView *table, int row, int column)
{
    return table->model()->index(row, column).data().toString();
}

QBrush cellBrush(const QTableView *table, int row, int column)
{
    return table->model()->index(row, column).data(Qt::ForegroundRole).value<QBrush>();
}

// The dialog the page opened (Approve… or Reject…).
ui::ApprovalDialog *dialogOf(Desk &d)
{
    ui::ApprovalDialog *dialog = nullptr;
    const bool shown = QTest::qWaitFor([&] {
        dialog = d.approvals()->findChild<ui::ApprovalDialog *>();
        return dialog && dialog->isVisible();
    });
    if (!shown)
        dialog = nullptr;
    if (!dialog)
        qFatal("no approval dialog");
    return dialog;
}

} // namespace

class TestApprovalsPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        useNoKeychain();
        core::installTranslations(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_dir.isValid());
    }

    void draftedByOneApprovedByAnotherIsSent()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        Desk d(sandbox, m_dir.filePath(u"approve.ini"_s));
        const QString id = draftAsMia(d, u"1500"_s);
        QCOMPARE(d.row(id).state, State::AwaitingApproval);
        QCOMPARE(d.row(id).content.maker, u"mia"_s);

        // Abe comes to the keyboard and opens Approvals.
        signIn(*d.context, u"abe"_s);
        d.window->showPage(d.approvals());
        ui::ApprovalsPage *page = d.approvals();
        QTRY_COMPARE(page->queue().size(), 1);
        auto *queue = d.find<QTableView>(page, u"queueTable"_s);
        QCOMPARE(queue->model()->rowCount(), 1);
        QCOMPARE(cellText(queue, 0, 1), u"Mia Wanjiru"_s);
        QVERIFY(cellText(queue, 0, 5).contains(u"Wanjiru Kamau"_s));
        QCOMPARE(cellText(queue, 0, 3), u"0 of 1"_s);
        auto *title = d.find<QLabel>(page, u"reviewTitle"_s);
        QTRY_VERIFY(title->text().contains(u"Wanjiru Kamau"_s));
        // The review: the name checked again now through the profile, the balance, the demo's
        // earlier payouts to her (read from the service): nothing to warn of.
        auto *lookupNow = d.find<QLabel>(page, u"lookupNowLabel"_s);
        QTRY_VERIFY2(lookupNow->text().contains(u"Wanjiru Kamau"_s) && lookupNow->text().contains(u"match"_s),
                     qPrintable(lookupNow->text()));
        QTRY_VERIFY(page->review() && page->review()->available().has_value());
        QTRY_VERIFY(!page->review()->isReadingEarlier());
        auto *warnings = d.find<QLabel>(page, u"warningsLabel"_s);
        QTRY_COMPARE(warnings->text(), u"None."_s);
        QVERIFY(d.find<QLabel>(page, u"reviewFacts"_s)->text().contains(u"Available now:"_s));
        saveScreenshot(*d.window, u"approvals-review.png"_s);
        // A short window: the review scrolls; Approve and Reject stay in view under it.
        auto *scroll = d.find<QScrollArea>(page, u"reviewScroll"_s);
        QVERIFY(scroll->widget()->isAncestorOf(d.find<QLabel>(page, u"reviewFacts"_s)));
        QVERIFY(!scroll->widget()->isAncestorOf(d.find<QPushButton>(page, u"approveButton"_s)));
        QVERIFY2(d.find<QLabel>(page, u"reviewFacts"_s)->text().contains(u"+254"_s),
                 qPrintable(d.find<QLabel>(page, u"reviewFacts"_s)->text())); // the account, not only a name

        // A wrong passphrase: refused under the field, nothing changes.
        QTest::mouseClick(d.find<QPushButton>(page, u"approveButton"_s), Qt::LeftButton);
        ui::ApprovalDialog *dialog = dialogOf(d);
        const QPointer<ui::ApprovalDialog> guard(dialog);
        auto *approver = d.find<QComboBox>(dialog, u"approverCombo"_s);
        QCOMPARE(approver->currentData().toString(), u"abe"_s); // the one signed in
        QCOMPARE(approver->findData(u"mia"_s), -1); // never the maker
        // Approving is a signature, made now with the approver's own key.
        QVERIFY2(d.find<QLabel>(dialog, u"signingNoteLabel"_s)
                     ->text()
                     .startsWith(u"Your passphrase unlocks your signing key for this one signature"_s),
                 qPrintable(d.find<QLabel>(dialog, u"signingNoteLabel"_s)->text()));
        type(d.find<QLineEdit>(dialog, u"passphraseEdit"_s), u"not-abes-passphrase"_s);
        QTest::mouseClick(d.find<QPushButton>(dialog, u"decideButton"_s), Qt::LeftButton);
        auto *message = d.find<QLabel>(dialog, u"passphraseMessage"_s);
        QTRY_VERIFY(message->isVisible());
        QVERIFY(ui::style::isMarkedInvalid(d.find<QLineEdit>(dialog, u"passphraseEdit"_s)));
        QCOMPARE(d.row(id).state, State::AwaitingApproval);
        QCOMPARE(d.proxy.count("POST", "/v1/payouts"), 0);

        // His own, and Return (Approve is the default button, never Cancel): approved, sent once
        // in the background, followed to SENT.
        type(d.find<QLineEdit>(dialog, u"passphraseEdit"_s), passphraseOf(u"abe"_s));
        QTest::keyClick(d.find<QLineEdit>(dialog, u"passphraseEdit"_s), Qt::Key_Return);
        QTRY_VERIFY(!guard); // closed, and gone
        QTRY_COMPARE(page->queue().size(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(d.row(id).state, State::Accepted, 15000);
        QCOMPARE(d.row(id).progress.approvers, QStringList {u"abe"_s});
        QVERIFY(d.row(id).progress.providerPayoutId.startsWith(u"pyt-"_s));
        auto *sent = d.find<QTableView>(page, u"sentTable"_s);
        QTRY_COMPARE(sent->model()->rowCount(), 1);
        QCOMPARE(cellText(sent, 0, 3), u"Abe Mensah"_s);
        QCOMPARE(d.proxy.count("POST", "/v1/payouts"), 1);
        // Followed until it settles: SENT, in words.
        QTRY_COMPARE_WITH_TIMEOUT(d.row(id).progress.payoutState, u"SENT"_s, 15000);
        QTRY_VERIFY2(cellText(sent, 0, 2).startsWith(u"Sent"_s), qPrintable(cellText(sent, 0, 2)));
        QCOMPARE(d.proxy.count("POST", "/v1/payouts"), 1); // once, whatever happened after
        saveScreenshot(*d.window, u"approvals-sent.png"_s);
    }

    // A payout to a number the service fails (000101: the account number is not valid) is
    // approved, accepted, and reaches FAILED: its reason in plain words on the page, and the
    // desktop notification.
    void aFailingNumberReachesFailedInPlainWords()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        Desk d(sandbox, m_dir.filePath(u"failed.ini"_s));
        QSignalSpy notified(d.window->findChild<QObject *>(u"payoutNotifier"_s),
                            SIGNAL(notified(QString, QString)));
        QVERIFY(notified.isValid());

        // Mia's draft to a new Kenyan number, made as the page makes them.
        payouts::PayoutDraft::Content content;
        content.requestBody = QJsonObject {
            {u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, u"700.00"_s}}},
            {u"custom_id"_s, u"PD-FAILING-0001"_s},
            {u"payment_account"_s,
             QJsonObject {
                 {u"type"_s, u"MOBILE_MONEY"_s},
                 {u"country"_s, u"KE"_s},
                 {u"holder"_s, QJsonObject {{u"name"_s, u"Juma Baraka"_s}, {u"type"_s, u"INDIVIDUAL"_s}}},
                 {u"mobile_money"_s,
                  QJsonObject {{u"number"_s, u"+254712000101"_s}, {u"operator"_s, u"SAFARICOM"_s}}}}},
            {u"sender"_s,
             QJsonObject {{u"name"_s, u"Acme Payroll Ltd"_s},
                          {u"type"_s, u"BUSINESS"_s},
                          {u"address"_s,
                           QJsonObject {{u"line_1"_s, u"1 Moi Avenue"_s},
                                        {u"city"_s, u"Nairobi"_s},
                                        {u"postal_code"_s, u"00100"_s},
                                        {u"country"_s, u"KE"_s}}}}},
        };
        content.recipientSummary = u"Juma Baraka, +254712000101 (Mobile money, Kenya)"_s;
        content.maker = u"mia"_s;
        const auto saved = d.context->payoutDrafts().save(d.profileId, content);
        QVERIFY(saved.ok());
        const auto submitted = d.context->approvalDesk().submit(
            d.context->signedIn().authenticated(), d.profileId, saved.value().id, saved.value().revision);
        QVERIFY2(submitted.ok(), qPrintable(submitted.message));

        signIn(*d.context, u"abe"_s);
        d.window->showPage(d.approvals());
        ui::ApprovalsPage *page = d.approvals();
        QTRY_COMPARE(page->queue().size(), 1);
        QTest::mouseClick(d.find<QPushButton>(page, u"approveButton"_s), Qt::LeftButton);
        ui::ApprovalDialog *dialog = dialogOf(d);
        const QPointer<ui::ApprovalDialog> guard(dialog);
        type(d.find<QLineEdit>(dialog, u"passphraseEdit"_s), passphraseOf(u"abe"_s));
        QTest::mouseClick(d.find<QPushButton>(dialog, u"decideButton"_s), Qt::LeftButton);
        QTRY_VERIFY(!guard);

        const QString id = saved.value().id;
        QTRY_COMPARE_WITH_TIMEOUT(d.row(id).progress.payoutState, u"FAILED"_s, 15000);
        QCOMPARE(d.row(id).progress.payoutContext, u"PAYMENT_ACCOUNT_INVALID_ACCOUNT_NUMBER"_s);
        const QString words
            = payouts::PayoutStateText::sentence(u"FAILED", u"PAYMENT_ACCOUNT_INVALID_ACCOUNT_NUMBER");
        QVERIFY(!words.contains(u"PAYMENT_ACCOUNT"_s)); // words, not the code
        auto *sent = d.find<QTableView>(page, u"sentTable"_s);
        QTRY_VERIFY2(sent->model()->rowCount() == 1 && cellText(sent, 0, 2) == u"Failed: "_s + words,
                     qPrintable(sent->model()->rowCount() ? cellText(sent, 0, 2) : QString()));
        QCOMPARE(cellBrush(sent, 0, 2).color(), ui::style::errorColor());
        QTRY_COMPARE(notified.size(), 1);
        QVERIFY(notified.first().at(1).toString().contains(u"PD-FAILING-0001"_s)
                || notified.first().at(0).toString().contains(u"PD-FAILING-0001"_s));
        QVERIFY(notified.first().at(1).toString().contains(words));
        saveScreenshot(*d.window, u"approvals-failed.png"_s);

        // In History, the payout made here reads in names and words: the maker and approver by
        // name, the name check with its verdict, each step a sentence, the wallet by its currency.
        ui::HistoryPage *history = d.window->historyPage();
        d.window->showPage(history);
        history->openPayout(d.row(id).progress.providerPayoutId);
        auto *local = d.find<QLabel>(history, u"localRecordLabel"_s);
        QTRY_VERIFY2(local->text().contains(u"Made in Paydesk"_s), qPrintable(local->text()));
        const QString record = local->text();
        QVERIFY2(record.contains(u"Mia Wanjiru"_s), qPrintable(record));
        QVERIFY2(record.contains(u"Abe Mensah"_s), qPrintable(record));
        QVERIFY2(record.contains(u"No check was made."_s), qPrintable(record));
        const QString amount = Money::parse(u"700.00"_s, u"KES"_s).money.toDisplayWithCurrency(QLocale());
        QVERIFY2(record.contains(
                     u"Mia Wanjiru sent %1 to Juma Baraka (PD-FAILING-0001) for approval"_s.arg(amount)),
                 qPrintable(record));
        QVERIFY2(record.contains(u"Abe Mensah approved %1 to Juma Baraka (PD-FAILING-0001)"_s.arg(amount)),
                 qPrintable(record));
        QVERIFY2(record.contains(u"is failed at the service"_s), qPrintable(record));
        for (const char *code : {"draft.saved", "payout.state_changed", "approval.granted", "\u00D72"})
            QVERIFY2(!record.contains(QString::fromUtf8(code)), code);
        const QString detail = d.find<QLabel>(history, u"detailLabel"_s)->text();
        QVERIFY2(detail.contains(u"KES wallet"_s), qPrintable(detail));
        QVERIFY2(!detail.contains(u"wlt-"_s), qPrintable(detail));
    }

    void rejectionNeedsAReasonAndGoesBackToTheMaker()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        Desk d(sandbox, m_dir.filePath(u"reject.ini"_s));
        const QString id = draftAsMia(d, u"2500"_s);

        signIn(*d.context, u"cy"_s);
        d.window->showPage(d.approvals());
        ui::ApprovalsPage *page = d.approvals();
        QTRY_COMPARE(page->queue().size(), 1);
        QTest::mouseClick(d.find<QPushButton>(page, u"rejectButton"_s), Qt::LeftButton);
        ui::ApprovalDialog *dialog = dialogOf(d);
        const QPointer<ui::ApprovalDialog> guard(dialog);
        QCOMPARE(dialog->mode(), ui::ApprovalDialog::Mode::Reject);
        type(d.find<QLineEdit>(dialog, u"passphraseEdit"_s), passphraseOf(u"cy"_s));
        QTest::mouseClick(d.find<QPushButton>(dialog, u"decideButton"_s), Qt::LeftButton);
        QVERIFY(d.find<QLabel>(dialog, u"reasonMessage"_s)->isVisible()); // no reason: refused at once
        QVERIFY(ui::style::isMarkedInvalid(d.find<QPlainTextEdit>(dialog, u"reasonEdit"_s)));
        type(d.find<QPlainTextEdit>(dialog, u"reasonEdit"_s), u"The invoice says KES 2,050"_s);
        QTest::mouseClick(d.find<QPushButton>(dialog, u"decideButton"_s), Qt::LeftButton);
        QTRY_VERIFY(!guard); // closed, and gone
        QTRY_COMPARE(d.row(id).state, State::Draft);
        QCOMPARE(d.row(id).progress.returnedReason, u"The invoice says KES 2,050"_s);
        QCOMPARE(d.row(id).progress.returnedBy, u"cy"_s);

        // Back with Mia: her list says who rejected it and why.
        signIn(*d.context, u"mia"_s);
        d.window->showPage(d.newPayout());
        auto *list = d.find<QListWidget>(d.newPayout(), u"draftsList"_s);
        QTRY_VERIFY(list->count() == 1
                    && list->item(0)->text().contains(u"Rejected by cy: The invoice says KES 2,050"_s));
        QCOMPARE(d.proxy.count("POST", "/v1/payouts"), 0);
    }

    // Held by the outbox processor (its check of the signatures failed): approvers see it with why,
    // in the error colour, the words its maker reads in her list; she returns it to a draft.
    void heldPayoutShownWithItsReasonAndReturnedByItsMaker()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        Desk d(sandbox, m_dir.filePath(u"held.ini"_s));
        // Nothing sent in this test: the processor is stopped, and the test holds the row as it would.
        outbox::OutboxProcessor &processor = d.context->outboxProcessor();
        processor.stop();
        QTRY_VERIFY(!processor.isRunning());
        const QString id = draftAsMia(d, u"1800"_s);
        const auto approved = d.context->approvalDesk().approve(d.profileId, id, d.row(id).revision, u"abe"_s,
                                                                passphraseOf(u"abe"_s));
        QVERIFY2(approved.ok(), qPrintable(approved.message));
        QCOMPARE(approved.row.state, State::Approved);
        const auto claimed = d.context->outbox().claim(u"test-processor"_s, outbox::OutboxStore::Claim::Due,
                                                       std::chrono::seconds(60));
        QVERIFY(claimed.ok() && claimed.value() && claimed.value()->id == id);
        const QString reason
            = u"The approval of Abe Mensah is signed with a key no administrator vouched for."_s;
        const auto held = d.context->outbox().hold(*claimed.value(), u"test-processor"_s, reason,
                                                   u"approver key not vouched"_s);
        QVERIFY2(held.ok(), qPrintable(held.ok() ? QString() : held.error().toString()));
        const QString words = payouts::PayoutStateText::heldText(reason);
        QCOMPARE(words, u"Held: not sent: "_s + reason);

        // Abe, an approver: above the queue, with why.
        signIn(*d.context, u"abe"_s);
        d.window->showPage(d.approvals());
        ui::ApprovalsPage *page = d.approvals();
        auto *heldBox = d.find<QWidget>(page, u"heldBox"_s);
        QTRY_VERIFY(heldBox->isVisible());
        QCOMPARE(page->held().size(), 1);
        auto *heldTable = d.find<QTableView>(page, u"heldTable"_s);
        QCOMPARE(heldTable->model()->rowCount(), 1);
        QCOMPARE(cellText(heldTable, 0, approvals::HeldPayoutsModel::ReasonColumn), words);
        QCOMPARE(cellText(heldTable, 0, approvals::HeldPayoutsModel::MakerColumn), u"Mia Wanjiru"_s);
        QCOMPARE(cellText(heldTable, 0, approvals::HeldPayoutsModel::ReferenceColumn), d.row(id).customId());
        QCOMPARE(cellBrush(heldTable, 0, approvals::HeldPayoutsModel::ReasonColumn).color(),
                 ui::style::errorColor());
        QVERIFY2(d.find<QLabel>(page, u"heldLabel"_s)->text().contains(u"held and not sent"_s),
                 qPrintable(d.find<QLabel>(page, u"heldLabel"_s)->text()));
        // Among those approved here, the same words.
        auto *sent = d.find<QTableView>(page, u"sentTable"_s);
        QTRY_COMPARE(sent->model()->rowCount(), 1);
        QCOMPARE(cellText(sent, 0, 2), words);
        saveScreenshot(*d.window, u"approvals-held.png"_s);

        // Mia: in her list, the same words; opened, it is a draft again (a new idempotency key).
        signIn(*d.context, u"mia"_s);
        d.window->showPage(d.newPayout());
        auto *list = d.find<QListWidget>(d.newPayout(), u"draftsList"_s);
        QTRY_VERIFY(list->count() == 1 && list->item(0)->text().contains(words));
        QCOMPARE(list->item(0)->foreground().color(), ui::style::toneColor(ui::style::Tone::Error));
        const QString keyBefore = d.row(id).idempotencyKey;
        list->setCurrentRow(0);
        auto *open = d.find<QPushButton>(d.newPayout(), u"openDraftButton"_s);
        QVERIFY(open->isEnabled());
        QTest::mouseClick(open, Qt::LeftButton);
        QTRY_COMPARE(d.row(id).state, State::Draft);
        QVERIFY(!d.row(id).progress.isHeld());
        QVERIFY(d.row(id).idempotencyKey != keyBefore);
        // Gone from the held ones on the approvers' page.
        signIn(*d.context, u"abe"_s);
        d.window->showPage(d.approvals());
        QTRY_VERIFY(!heldBox->isVisible());
        QCOMPARE(d.proxy.count("POST", "/v1/payouts"), 0);
    }

    // An approver whose signing key no administrator vouched for yet (his key was made again when
    // he was enabled after being disabled): refused, clearly, with the key's fingerprint to read out
    // to an administrator; nothing approved.
    void anApproverWithAKeyNotVouchedForIsToldSo()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        Desk d(sandbox, m_dir.filePath(u"unvouched.ini"_s));
        const QString id = draftAsMia(d, u"1200"_s);
        {
            store::Operators &ops = d.context->operators();
            const store::AuthenticatedOperator ada
                = *ops.authenticate(u"ada"_s, passphraseOf(u"ada"_s)).authenticated;
            QVERIFY(ops.setDisabled(ada, u"abe"_s, ops.load(u"abe"_s).value().revision, true).ok());
            QVERIFY(ops.setDisabled(ada, u"abe"_s, ops.load(u"abe"_s).value().revision, false).ok());
        }
        signIn(*d.context, u"abe"_s); // his new key, waiting for an administrator
        const auto key = store::SigningKeys(&d.context->store()).current(u"abe"_s);
        QVERIFY(key.ok() && key.value() && !key.value()->isVouched());
        d.window->showPage(d.approvals());
        ui::ApprovalsPage *page = d.approvals();
        QTRY_COMPARE(page->queue().size(), 1);
        QTest::mouseClick(d.find<QPushButton>(page, u"approveButton"_s), Qt::LeftButton);
        ui::ApprovalDialog *dialog = dialogOf(d);
        const QPointer<ui::ApprovalDialog> guard(dialog);
        auto *status = d.find<QLabel>(dialog, u"statusLabel"_s);
        type(d.find<QLineEdit>(dialog, u"passphraseEdit"_s), passphraseOf(u"abe"_s));
        QTest::mouseClick(d.find<QPushButton>(dialog, u"decideButton"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!guard || status->text().contains(u"not vouched for"_s), 10000);
        QVERIFY2(guard, "the dialog closed: approved with a key no administrator vouched for");
        QVERIFY2(status->text().contains(operators::SigningKey::fingerprint(key.value()->publicKey)),
                 qPrintable(status->text()));
        QVERIFY(status->text().contains(u"Operators page"_s)); // where an administrator vouches
        QCOMPARE(status->styleSheet(), u"color: %1;"_s.arg(ui::style::errorColor().name()));
        QVERIFY(!d.find<QLabel>(dialog, u"passphraseMessage"_s)->isVisible()); // not the passphrase's fault
        QVERIFY(dialog->isVisible());
        QCOMPARE(d.row(id).state, State::AwaitingApproval);
        QVERIFY(d.row(id).progress.approvers.isEmpty());
        saveScreenshot(*dialog, u"approvals-key-not-vouched.png"_s);
    }

    // Nobody signed in, or a viewer, or an approver: nothing is saved; the page says who may draft
    // and asks who is at the keyboard.
    void onlyAMakerDrafts()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        Desk d(sandbox, m_dir.filePath(u"viewer.ini"_s));
        ui::NewPayoutPage *page = d.newPayout();
        d.window->showPage(page);
        QSignalSpy asked(page, &ui::Page::signInRequested);
        auto *summary = d.find<QLabel>(page, u"summaryLabel"_s);
        for (const QString &who : {QString(), u"vic"_s, u"abe"_s}) {
            if (who.isEmpty())
                d.context->signedIn().signOut();
            else
                signIn(*d.context, who);
            fillPayout(d, u"900"_s);
            QTest::mouseClick(d.find<QPushButton>(page, u"saveButton"_s), Qt::LeftButton);
            QVERIFY2(summary->text().contains(u"Sign in as a maker"_s), qPrintable(summary->text()));
            QVERIFY(page->hasUnsavedChanges()); // nothing lost either
            page->clearForm();
        }
        QCOMPARE(asked.size(), 3);
        QVERIFY(settle(d.context->store())); // a save the clicks had set off is made by now
        QVERIFY(d.context->payoutDrafts()
                    .list(d.profileId, QList<State> {State::Draft, State::AwaitingApproval})
                    .value()
                    .isEmpty());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestApprovalsPage)
#include "tst_approvalspage.moc"
