// SPDX-License-Identifier: GPL-3.0-or-later
// The New payout page in the main window, built from an AppContext as main() builds it, against
// the demo sandbox: a Kenyan mobile money payout to a new recipient filled in with the keyboard as
// a person does, the live lookup's registered name and verdict, "Use this name", fields refused
// where they are wrong, and the payout saved for approval. Then the rest of the issue's "Done
// when", each through the widgets: a bank payout to Ghana with a purpose and a full sender, an
// IFSC and a UPI payout to India, and an existing recipient found by search, each saved for
// approval with its request body in the outbox; a number of another country, an operator of
// another country, an amount under the minimum and a missing purpose, each refused on its field
// with nothing saved. With PAYDESK_SCREENSHOTS set, the page is saved at the interesting points.

#include "AppContext.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "MainWindowFixture.h"
#include "MessageBox.h"
#include "OperatorSupport.h"
#include "RecordingProxy.h"
#include "SandboxFixture.h"
#include "Style.h"
#include "Waits.h"
#include "audit/AuditText.h"
#include "core/Application.h"
#include "domain/SpecTables.h"
#include "pages/NewPayoutPage.h"
#include "payouts/LookupValidator.h"
#include "payouts/PayoutDraftForm.h"
#include "profiles/ProfileStore.h"
#include "recipients/PaymentAccountForm.h"
#include "secrets/KeyStore.h"
#include "session/Session.h"
#include "session/Sessions.h"
#include "store/AuditLog.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"
#include "store/StoreConfig.h"
#include "widgets/MoneyEdit.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::test;
using profiles::Profile;
namespace style = ui::style;

namespace {

// The New payout page in front, a maker (Mia) at the keyboard: drafts record who made them.
struct PayoutWindow : MainWindowFixture
{
    PayoutWindow(SandboxFixture &sandbox, const QString &settingsFile)
        : MainWindowFixture(sandbox, settingsFile, {.signedIn = u"mia"_s})
    {
        window->showPage(window->newPayoutPage());
    }
    ui::NewPayoutPage *page() const { return window->newPayoutPage(); }
    template<typename T> T *find(const QString &name) const
    {
        return MainWindowFixture::find<T>(page(), name);
    }
};

// Types `text` into `edit` as a person does: focus, keys.
void type(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    QTest::keyClicks(edit, text);
}

// Chooses the item whose data is `code`, with the keyboard.
void chooseCode(QComboBox *combo, const QString &code)
{
    QTRY_VERIFY(combo->findData(code) >= 0);
    choose(combo, combo->findData(code));
    QCOMPARE(combo->currentData().toString(), code);
}

// The wallet of `currency`, chosen with the keyboard once the wallets are loaded.
void chooseWallet(PayoutWindow &w, const QString &currency)
{
    auto *wallet = w.find<QComboBox>(u"walletCombo"_s);
    QTRY_VERIFY(wallet->findText(currency, Qt::MatchStartsWith) >= 0);
    choose(wallet, wallet->findText(currency, Qt::MatchStartsWith));
    QCOMPARE(w.page()->form()->value(u"amount.currency"_s), currency);
}

// A new recipient of `type` in `country`: the radio button, then the type and the country.
void startNewRecipient(PayoutWindow &w, const QString &type, const QString &country)
{
    QTest::mouseClick(w.find<QRadioButton>(u"newRecipientRadio"_s), Qt::LeftButton);
    QCOMPARE(w.page()->form()->recipientMode(), payouts::PayoutDraftForm::Recipient::New);
    chooseCode(w.find<QComboBox>(u"typeCombo"_s), type);
    chooseCode(w.find<QComboBox>(u"countryCombo"_s), country);
}

// The text of the label that names `editor` (its buddy), without the mnemonic.
QString labelOf(const QWidget *editor)
{
    for (const QLabel *label : editor->window()->findChildren<QLabel *>()) {
        if (label->buddy() == editor)
            return label->text().remove(u'&');
    }
    return {};
}

// The drafts of the window's profile in the outbox.
QList<payouts::PayoutDraft> outboxRows(const PayoutWindow &w)
{
    using State = payouts::PayoutDraft::State;
    const auto drafts = w.context->payoutDrafts().list(
        w.profileId,
        QList<State> {State::Draft, State::AwaitingApproval, State::Approved, State::Submitting,
                      State::Accepted, State::Rejected, State::Uncertain});
    return drafts.ok() ? drafts.value() : QList<payouts::PayoutDraft> {};
}

// Save for approval, clicked: the page says it is saved, and the outbox has it (in `draft`).
void saveForApproval(PayoutWindow &w, payouts::PayoutDraft &draft)
{
    const qsizetype before = outboxRows(w).size();
    auto *saved = w.find<QLabel>(u"savedLabel"_s);
    QTest::mouseClick(w.find<QPushButton>(u"saveButton"_s), Qt::LeftButton);
    QTRY_VERIFY2(saved->isVisible() && saved->text().startsWith(u"Sent for approval"_s),
                 qPrintable(w.find<QLabel>(u"summaryLabel"_s)->text() + u" | "_s
                            + QStringList(w.page()->form()->errors().keys()).join(u", ")));
    const QList<payouts::PayoutDraft> drafts = outboxRows(w);
    QCOMPARE(drafts.size(), before + 1);
    draft = drafts.first(); // newest first
    QVERIFY(saved->text().contains(draft.customId()));
    QVERIFY(!w.page()->hasUnsavedChanges()); // a fresh form for the next payout
}

// What a refused field shows: a red frame, and the line under it saying why.
void expectRefused(PayoutWindow &w, const QString &editor, const QString &messageLabel, const QString &says)
{
    QTRY_VERIFY2(style::isMarkedInvalid(w.find<QWidget>(editor)), qPrintable(editor));
    auto *message = w.find<QLabel>(messageLabel);
    QVERIFY2(message->isVisible(), qPrintable(messageLabel));
    QVERIFY2(message->text().contains(says, Qt::CaseInsensitive), qPrintable(message->text()));
}

} // namespace

class TestNewPayoutPage : public QObject
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

    void fillsAKenyanPayoutToANewRecipientWithTheLookupVerdict()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        const QString number = u"+254711222333"_s;
        const QString registered = sandbox.http()
                                       .get(u"/lookups/%1"_s.arg(number),
                                            QUrlQuery {{u"payment_account_type"_s, u"MOBILE_MONEY"_s},
                                                       {u"operator"_s, u"SAFARICOM"_s}})
                                       .data()
                                       .value(u"holder"_s)
                                       .toObject()
                                       .value(u"name"_s)
                                       .toString();
        QVERIFY(registered.contains(u' '));
        PayoutWindow w(sandbox, settingsFile());
        ui::NewPayoutPage *page = w.page();
        page->lookup()->setDebounceInterval(std::chrono::milliseconds(50));

        auto *wallet = w.find<QComboBox>(u"walletCombo"_s);
        QTRY_VERIFY(wallet->count() >= 14);
        QStringList listed; // by currency, as a person looks for one
        for (int i = 0; i < wallet->count(); ++i)
            listed << wallet->itemText(i);
        QStringList sorted = listed;
        std::sort(sorted.begin(), sorted.end());
        QCOMPARE(listed, sorted);
        const int kes = wallet->findText(u"KES"_s, Qt::MatchStartsWith);
        QVERIFY(kes >= 0);
        choose(wallet, kes);
        QCOMPARE(page->form()->value(u"amount.currency"_s), u"KES"_s);

        auto *amount = w.find<QLineEdit>(u"amountEdit"_s);
        // What cannot be an amount is kept as typed and said under the field, never turned into
        // another number by dropping a keystroke.
        type(amount, u"1500.555"_s);
        QCOMPARE(amount->text(), u"1500.555"_s);
        expectRefused(w, u"amountEdit"_s, u"amountValueMessageLabel"_s, u"too many decimals"_s);
        QVERIFY(!page->form()->amount().isValid());
        amount->clear();
        type(amount, u"12a3"_s);
        QCOMPARE(amount->text(), u"12a3"_s);
        expectRefused(w, u"amountEdit"_s, u"amountValueMessageLabel"_s,
                      u"\u201C12a3\u201D is not an amount"_s);
        w.find<QComboBox>(u"walletCombo"_s)->setFocus(); // moving on changes nothing either
        QCOMPARE(amount->text(), u"12a3"_s);
        amount->clear();
        type(amount, u"100"_s);

        QTest::mouseClick(w.find<QRadioButton>(u"newRecipientRadio"_s), Qt::LeftButton);
        QCOMPARE(page->form()->recipientMode(), payouts::PayoutDraftForm::Recipient::New);
        chooseCode(w.find<QComboBox>(u"countryCombo"_s), u"KE"_s);
        auto *operators = w.find<QComboBox>(u"operatorCombo"_s);
        QCOMPARE(operators->findData(u"MTN"_s), -1); // not an operator of Kenya
        chooseCode(operators, u"SAFARICOM"_s);
        type(w.find<QLineEdit>(u"phoneEdit"_s), u"0711 222 333"_s);
        const QString surname = registered.section(u' ', -1);
        type(w.find<QLineEdit>(u"holderNameEdit"_s), registered.left(1) + u" "_s + surname);

        // The amount is under Kenya's minimum for mobile money: said on the field, with the range.
        auto *range = w.find<QLabel>(u"rangeLabel"_s);
        QTRY_VERIFY(range->text().contains(u"140.00"_s));
        QTRY_VERIFY(style::isMarkedInvalid(amount));
        QVERIFY(w.find<QLabel>(u"amountValueMessageLabel"_s)->text().contains(u"140.00"_s));
        amount->selectAll();
        QTest::keyClicks(amount, u"1500"_s);
        QTRY_VERIFY(!style::isMarkedInvalid(amount));

        // The lookup: the registered name, and an initial for the first name is a close match.
        auto *lookup = w.find<QLabel>(u"lookupLabel"_s);
        QTRY_VERIFY2(lookup->text().contains(registered), qPrintable(lookup->text()));
        QVERIFY2(lookup->text().contains(u"close"_s, Qt::CaseInsensitive), qPrintable(lookup->text()));
        QCOMPARE(page->lookup()->tone(), payouts::LookupValidator::Tone::Doubtful);
        auto *useName = w.find<QPushButton>(u"useRegisteredNameButton"_s);
        QVERIFY(useName->isVisible());
        saveScreenshot(*w.window, u"new-payout-lookup.png"_s, {1180, 820});
        QTest::mouseClick(useName, Qt::LeftButton);
        QTRY_COMPARE(w.find<QLineEdit>(u"holderNameEdit"_s)->text(), registered);
        QTRY_VERIFY2(lookup->text().contains(u"matches"_s), qPrintable(lookup->text()));
        QCOMPARE(page->lookup()->tone(), payouts::LookupValidator::Tone::Good);
        QVERIFY(!useName->isVisible());
        QCOMPARE(w.proxy.count("GET", "/v1/lookups/"), 1); // one, for the number as finally typed

        // Kenya asks for a sender: the page says so, and Save shows what is missing.
        QVERIFY(w.find<QLabel>(u"senderNoteLabel"_s)->text().contains(u"Required"_s));
        QTest::mouseClick(w.find<QPushButton>(u"saveButton"_s), Qt::LeftButton);
        QVERIFY(style::isMarkedInvalid(w.find<QLineEdit>(u"senderNameEdit"_s)));
        QVERIFY(w.find<QLabel>(u"summaryLabel"_s)->text().contains(u"to fill in or correct"_s));
        QCOMPARE(w.proxy.count("POST", "/v1/payouts"), 0); // nothing is sent from this page

        chooseCode(w.find<QComboBox>(u"senderTypeCombo"_s), u"BUSINESS"_s);
        type(w.find<QLineEdit>(u"senderNameEdit"_s), u"Acme Payroll Ltd"_s);
        type(w.find<QLineEdit>(u"senderAddressLine1Edit"_s), u"1 Moi Avenue"_s);
        type(w.find<QLineEdit>(u"senderAddressCityEdit"_s), u"Nairobi"_s);
        type(w.find<QLineEdit>(u"senderAddressPostalCodeEdit"_s), u"00100"_s);
        type(w.find<QLineEdit>(u"senderAddressCountryEdit"_s), u"KE"_s);
        QTRY_VERIFY2(page->form()->isValid(),
                     qPrintable(QStringList(page->form()->errors().keys()).join(u", ")));
        QVERIFY(page->hasUnsavedChanges());
        const QString customId = page->form()->value(u"custom_id"_s);

        // Saved for approval: in the outbox with its idempotency key, the lookup's verdict and the
        // registered name; nothing sent; a fresh form; the draft listed.
        QTest::mouseClick(w.find<QPushButton>(u"saveButton"_s), Qt::LeftButton);
        auto *saved = w.find<QLabel>(u"savedLabel"_s);
        QTRY_VERIFY2(saved->text().startsWith(u"Sent for approval: "_s + customId),
                     qPrintable(saved->text()));
        QVERIFY(!page->hasUnsavedChanges());
        QVERIFY(page->form()->value(u"custom_id"_s) != customId); // a fresh form, a new reference
        auto *list = w.find<QListWidget>(u"draftsList"_s);
        QTRY_COMPARE(list->count(), 1);
        QVERIFY(list->item(0)->text().startsWith(customId));
        QTRY_VERIFY(list->item(0)->text().contains(u"Waiting for approval"_s));
        const QString profileId = w.context->sessions().current()->profileId();
        const auto drafts
            = w.context->payoutDrafts().list(profileId, payouts::PayoutDraft::State::AwaitingApproval);
        QVERIFY(drafts.ok());
        QCOMPARE(drafts.value().size(), 1);
        const payouts::PayoutDraft draft = drafts.value().first();
        QCOMPARE(draft.customId(), customId);
        QCOMPARE(draft.content.maker, u"mia"_s); // who made it: the operator signed in
        QCOMPARE(QUuid::fromString(draft.idempotencyKey).version(), QUuid::Random);
        QCOMPARE(draft.content.lookup, payouts::PayoutDraft::Lookup::Match);
        QCOMPARE(draft.content.registeredName, registered);
        QCOMPARE(draft.amount(), Money::parse(u"1500.00"_s, u"KES"_s).money);
        QCOMPARE(draft.content.requestBody.value(u"payment_account"_s)
                     .toObject()
                     .value(u"holder"_s)
                     .toObject()
                     .value(u"name"_s)
                     .toString(),
                 registered);
        QCOMPARE(w.proxy.count("POST", "/v1/payouts"), 0);

        // Waiting for approval, it cannot be opened; its maker withdraws it first.
        list->setCurrentRow(0);
        QVERIFY(!w.find<QPushButton>(u"openDraftButton"_s)->isEnabled());
        QVERIFY(!w.find<QPushButton>(u"deleteDraftButton"_s)->isEnabled());
        QTest::mouseClick(w.find<QPushButton>(u"withdrawDraftButton"_s), Qt::LeftButton);
        QTRY_VERIFY(list->count() == 1 && list->item(0)->text().contains(u"Draft, not sent for approval"_s));

        // Reopened (an audit entry), changed and saved again: the same draft, a new idempotency
        // key for the new body, in the queue again.
        list->setCurrentRow(0);
        QTRY_VERIFY(w.find<QPushButton>(u"openDraftButton"_s)->isEnabled());
        QTest::mouseClick(w.find<QPushButton>(u"openDraftButton"_s), Qt::LeftButton);
        QTRY_COMPARE(page->editedDraftId(), draft.id); // the whole row read to open it
        QVERIFY(!page->hasUnsavedChanges()); // opened, not changed: closing asks nothing
        QCOMPARE(w.find<ui::MoneyEdit>(u"amountEdit"_s)->currency(), u"KES"_s); // its rules follow the draft
        QCOMPARE(page->form()->value(u"custom_id"_s), customId);
        QCOMPARE(w.find<QLineEdit>(u"phoneEdit"_s)->text(), u"0711 222 333"_s); // as it was typed
        const auto lastAction = [&] {
            const auto entries = w.context->auditLog().entries();
            return entries.ok() && !entries.value().isEmpty() ? entries.value().last().action : QString();
        };
        QTRY_COMPARE(lastAction(), u"draft.opened"_s);
        auto *amountAgain = w.find<QLineEdit>(u"amountEdit"_s);
        amountAgain->selectAll();
        type(amountAgain, u"2000"_s);
        QTest::mouseClick(w.find<QPushButton>(u"saveButton"_s), Qt::LeftButton);
        QTRY_VERIFY2(saved->text().startsWith(u"Sent for approval: "_s + customId),
                     qPrintable(saved->text()));
        const payouts::PayoutDraft edited = w.context->payoutDrafts().load(profileId, draft.id).value();
        QCOMPARE(edited.state, payouts::PayoutDraft::State::AwaitingApproval);
        QCOMPARE(edited.revision, 5); // saved, submitted, withdrawn, edited, submitted
        QCOMPARE(edited.amount(), Money::parse(u"2000.00"_s, u"KES"_s).money);
        QVERIFY(edited.idempotencyKey != draft.idempotencyKey);
        const auto entries = w.context->auditLog().entries().value();
        QStringList actions;
        for (const auto &e : entries)
            actions.append(e.action);
        QVERIFY2(
            actions.join(u' ').endsWith(u"draft.saved approval.requested approval.withdrawn draft.opened "
                                        "draft.edited approval.requested"_s),
            qPrintable(actions.join(u' ')));

        // Still there after the window and the store are made again on the same file (a restart).
        w.window.reset();
        w.context.reset();
        w.context = makeAppContext(settingsFile(), StoreFiles::Kept);
        w.context->profiles().setCurrent(profileId);
        w.context->keys().setSessionKey(profileId, sandbox.key());
        QTRY_COMPARE(w.context->store().state(), store::Store::State::Open);
        w.context->operators().setHashParameters({10, 8, 1});
        signIn(*w.context, u"mia"_s);
        w.window = std::make_unique<ui::MainWindow>(*w.context);
        w.window->show();
        w.window->showPage(w.page());
        QTRY_COMPARE(w.find<QListWidget>(u"draftsList"_s)->count(), 1);

        // Withdrawn, then deleted after a question.
        w.find<QListWidget>(u"draftsList"_s)->setCurrentRow(0);
        QTRY_VERIFY(w.find<QPushButton>(u"withdrawDraftButton"_s)->isEnabled());
        QTest::mouseClick(w.find<QPushButton>(u"withdrawDraftButton"_s), Qt::LeftButton);
        QTRY_VERIFY(w.find<QPushButton>(u"deleteDraftButton"_s)->isEnabled());
        ui::MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(w.find<QPushButton>(u"deleteDraftButton"_s), Qt::LeftButton);
        QTRY_COMPARE(w.find<QListWidget>(u"draftsList"_s)->count(), 0);
        QVERIFY(outboxRows(w).isEmpty());
        QCOMPARE(lastAction(), u"draft.deleted"_s);
    }

    // A payout to a new recipient of each kind of bank or alias account, filled in as a person
    // does, reaches "saved for approval" with the request body it will be sent with.
    void newRecipientPayoutsAreSavedForApproval_data()
    {
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("accountType");
        QTest::addColumn<QString>("country");
        QTest::addColumn<QString>("holder");
        QTest::addColumn<QString>("purpose"); // empty: none chosen
        QTest::addColumn<bool>("sender"); // a full individual sender
        QTest::addColumn<QString>("accountKey"); // payment_account's object of the type
        QTest::addColumn<QJsonObject>("accountValues"); // what it sends; bank_id from the combo

        QTest::newRow("bank, Ghana, with purpose and sender")
            << u"GHS"_s << u"BANK_ACCOUNT"_s << u"GH"_s << u"Ama Serwaa Owusu"_s << u"SERVICES_PAYMENT"_s
            << true << u"bank_account"_s << QJsonObject {{u"number"_s, u"0041298777"_s}};
        QTest::newRow("IFSC, India") << u"INR"_s << u"BANK_ACCOUNT_ROUTE"_s << u"IN"_s << u"Anil Kumar"_s
                                     << QString() << false << u"bank_account_route"_s
                                     << QJsonObject {{u"code"_s, u"HDFC0001234"_s},
                                                     {u"number"_s, u"50100234567891"_s}};
        QTest::newRow("UPI, India") << u"INR"_s << u"ALIAS"_s << u"IN"_s << u"Sunita Devi"_s << QString()
                                    << false << u"alias"_s
                                    << QJsonObject {{u"identifier"_s, u"sunita.devi@okicici"_s},
                                                    {u"network"_s, u"UPI"_s}};
    }

    void newRecipientPayoutsAreSavedForApproval()
    {
        QFETCH(QString, currency);
        QFETCH(QString, accountType);
        QFETCH(QString, country);
        QFETCH(QString, holder);
        QFETCH(QString, purpose);
        QFETCH(bool, sender);
        QFETCH(QString, accountKey);
        QFETCH(QJsonObject, accountValues);

        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        PayoutWindow w(sandbox, settingsFile());
        ui::NewPayoutPage *page = w.page();
        page->lookup()->setDebounceInterval(std::chrono::milliseconds(20));

        chooseWallet(w, currency);
        type(w.find<QLineEdit>(u"amountEdit"_s), u"1500"_s);
        startNewRecipient(w, accountType, country);
        type(w.find<QLineEdit>(u"holderNameEdit"_s), holder);
        if (accountType == u"BANK_ACCOUNT") {
            // The banks of the country, from GET /banks.
            auto *banks = w.find<QComboBox>(u"bankCombo"_s);
            QTRY_VERIFY(banks->findText(u"GCB Bank"_s) >= 0);
            QCOMPARE(banks->findText(u"KCB Bank Kenya"_s), -1); // not a bank of Ghana
            choose(banks, banks->findText(u"GCB Bank"_s));
            QVERIFY(!banks->currentData().toString().isEmpty());
            accountValues.insert(u"bank_id"_s, banks->currentData().toString());
            type(w.find<QLineEdit>(u"accountNumberEdit"_s), accountValues[u"number"_s].toString());
        } else if (accountType == u"BANK_ACCOUNT_ROUTE") {
            auto *code = w.find<QLineEdit>(u"routeCodeEdit"_s);
            QVERIFY(code->isVisibleTo(page));
            // India's routing code is an IFSC: the label and the example say so.
            QVERIFY2(code->placeholderText().contains(u"HDFC"_s), qPrintable(code->placeholderText()));
            QVERIFY2(labelOf(code).contains(u"IFSC"_s), qPrintable(labelOf(code)));
            type(code, accountValues[u"code"_s].toString());
            type(w.find<QLineEdit>(u"accountNumberEdit"_s), accountValues[u"number"_s].toString());
        } else {
            type(w.find<QLineEdit>(u"upiEdit"_s), accountValues[u"identifier"_s].toString());
        }
        QCOMPARE(page->form()->isRequired(u"purpose"_s), spec::purposeRequired(country));
        if (!purpose.isEmpty())
            chooseCode(w.find<QComboBox>(u"purposeCombo"_s), purpose);
        QCOMPARE(page->form()->isRequired(u"sender.name"_s), sender);
        if (sender) {
            // decisions.md: an individual sender to Ghana needs an address, a date of birth and an
            // identity document.
            chooseCode(w.find<QComboBox>(u"senderTypeCombo"_s), u"INDIVIDUAL"_s);
            type(w.find<QLineEdit>(u"senderNameEdit"_s), u"Kofi Boateng"_s);
            type(w.find<QLineEdit>(u"senderAddressLine1Edit"_s), u"12 Independence Avenue"_s);
            type(w.find<QLineEdit>(u"senderAddressCityEdit"_s), u"Accra"_s);
            type(w.find<QLineEdit>(u"senderAddressPostalCodeEdit"_s), u"GA-184"_s);
            type(w.find<QLineEdit>(u"senderAddressCountryEdit"_s), u"GH"_s);
            type(w.find<QLineEdit>(u"senderIndividualDobEdit"_s), u"1979-03-06"_s);
            chooseCode(w.find<QComboBox>(u"senderIndividualIdentityDocumentTypeCombo"_s), u"PASSPORT"_s);
            type(w.find<QLineEdit>(u"senderIndividualIdentityDocumentNumberEdit"_s), u"G1234567"_s);
            type(w.find<QLineEdit>(u"senderIndividualIdentityDocumentCountryEdit"_s), u"GH"_s);
            type(w.find<QLineEdit>(u"senderIndividualIdentityDocumentExpiresOnEdit"_s), u"2031-06-30"_s);
        }
        QTRY_VERIFY2(page->form()->isValid(),
                     qPrintable(QStringList(page->form()->errors().keys()).join(u", ")));
        if (sender)
            saveScreenshot(*w.window, u"new-payout-bank-ghana.png"_s, {1180, 820});

        payouts::PayoutDraft draft;
        saveForApproval(w, draft);
        if (QTest::currentTestFailed())
            return;
        const QJsonObject body = draft.content.requestBody;
        QCOMPARE(body[u"amount"_s][u"currency"_s].toString(), currency);
        QCOMPARE(body[u"amount"_s][u"value"_s].toString(), u"1500.00"_s);
        QVERIFY(!body[u"wallet_id"_s].toString().isEmpty());
        QCOMPARE(body[u"custom_id"_s].toString(), draft.customId());
        const QJsonObject account = body[u"payment_account"_s].toObject();
        QCOMPARE(account[u"type"_s].toString(), accountType);
        QCOMPARE(account[u"country"_s].toString(), country);
        QCOMPARE(account[u"holder"_s][u"name"_s].toString(), holder);
        QCOMPARE(account[accountKey].toObject(), accountValues);
        QCOMPARE(body[u"purpose"_s].toString(), purpose);
        QCOMPARE(body.contains(u"sender"_s), sender);
        if (sender) {
            const QJsonObject s = body[u"sender"_s].toObject();
            QCOMPARE(s[u"type"_s].toString(), u"INDIVIDUAL"_s);
            QCOMPARE(s[u"name"_s].toString(), u"Kofi Boateng"_s);
            QCOMPARE(s[u"address"_s][u"city"_s].toString(), u"Accra"_s);
            QCOMPARE(s[u"address"_s][u"postal_code"_s].toString(), u"GA-184"_s);
            QCOMPARE(s[u"individual"_s][u"dob"_s].toString(), u"1979-03-06"_s);
            const QJsonObject document = s[u"individual"_s][u"identity_document"_s].toObject();
            QCOMPARE(document[u"type"_s].toString(), u"PASSPORT"_s);
            QCOMPARE(document[u"number"_s].toString(), u"G1234567"_s);
            QCOMPARE(document[u"country"_s].toString(), u"GH"_s);
            QCOMPARE(document[u"expires_on"_s].toString(), u"2031-06-30"_s);
        }
        QCOMPARE(w.proxy.count("POST", "/v1/payouts"), 0); // saved, not sent
    }

    // A "new" recipient whose number is already saved under another name: said as soon as the
    // number is typed, with a one-click switch; saved as new anyway, it is listed under the name
    // the service pays (the saved one).
    void aNewRecipientAlreadySavedIsSaid()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        PayoutWindow w(sandbox, settingsFile());
        ui::NewPayoutPage *page = w.page();
        page->lookup()->setDebounceInterval(std::chrono::milliseconds(20));
        chooseWallet(w, u"KES"_s);
        type(w.find<QLineEdit>(u"amountEdit"_s), u"1500.50"_s);
        auto *recipients = w.find<QComboBox>(u"recipientCombo"_s);
        QTRY_VERIFY(recipients->findText(u"Wanjiru Kamau"_s, Qt::MatchStartsWith) >= 0);
        startNewRecipient(w, u"MOBILE_MONEY"_s, u"KE"_s);
        chooseCode(w.find<QComboBox>(u"operatorCombo"_s), u"SAFARICOM"_s);
        type(w.find<QLineEdit>(u"holderNameEdit"_s), u"Wanjiru Kamao"_s);
        auto *match = w.find<QLabel>(u"savedMatchLabel"_s);
        QVERIFY(!match->isVisible());
        type(w.find<QLineEdit>(u"phoneEdit"_s), u"0712 345 678"_s); // Kenya's national form
        QTRY_VERIFY(match->isVisible());
        QVERIFY2(match->text().contains(u"already saved as Wanjiru Kamau"_s), qPrintable(match->text()));
        QVERIFY2(match->text().contains(u"Wanjiru Kamao"_s), qPrintable(match->text()));

        // Saved as new all the same: every list names it as the service will pay it.
        chooseCode(w.find<QComboBox>(u"senderTypeCombo"_s), u"BUSINESS"_s);
        type(w.find<QLineEdit>(u"senderNameEdit"_s), u"Acme Payroll Ltd"_s);
        type(w.find<QLineEdit>(u"senderAddressLine1Edit"_s), u"1 Moi Avenue"_s);
        type(w.find<QLineEdit>(u"senderAddressCityEdit"_s), u"Nairobi"_s);
        type(w.find<QLineEdit>(u"senderAddressPostalCodeEdit"_s), u"00100"_s);
        type(w.find<QLineEdit>(u"senderAddressCountryEdit"_s), u"KE"_s);
        payouts::PayoutDraft draft;
        saveForApproval(w, draft);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(draft.content.recipientSummary.startsWith(u"Wanjiru Kamau, +254712345678"_s),
                 qPrintable(draft.content.recipientSummary));
        // The audit log and History name it so too; the fresh form says nothing of the last one.
        QCOMPARE(audit::AuditText::recipientName(draft.content.requestBody, draft.content.recipientSummary),
                 u"Wanjiru Kamau"_s);
        QVERIFY(!match->isVisible());

        // The next one: typed as new again, and one click takes the saved recipient.
        startNewRecipient(w, u"MOBILE_MONEY"_s, u"KE"_s);
        chooseCode(w.find<QComboBox>(u"operatorCombo"_s), u"SAFARICOM"_s);
        type(w.find<QLineEdit>(u"phoneEdit"_s), u"+254712345678"_s);
        QTRY_VERIFY(match->isVisible());
        QVERIFY2(match->text().endsWith(u"already saved as Wanjiru Kamau."_s), qPrintable(match->text()));
        QTest::mouseClick(w.find<QPushButton>(u"useSavedRecipientButton"_s), Qt::LeftButton);
        QCOMPARE(page->form()->recipientMode(), payouts::PayoutDraftForm::Recipient::Existing);
        QCOMPARE(page->form()->existingAccount().details.holder.name, u"Wanjiru Kamau"_s);
        QVERIFY(recipients->currentText().startsWith(u"Wanjiru Kamau"_s));
        QVERIFY(!match->isVisible());
    }

    // A business sending from Kenya does not type its six sender fields for every payout: the
    // senders of earlier drafts are offered, the last one used first, and another can be chosen.
    void theLastSenderIsOfferedFirst()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        PayoutWindow w(sandbox, settingsFile());
        ui::NewPayoutPage *page = w.page();
        const auto sender = [](const QString &name, const QString &city) {
            return QJsonObject {{u"name"_s, name},
                                {u"type"_s, u"BUSINESS"_s},
                                {u"address"_s,
                                 QJsonObject {{u"line_1"_s, u"1 Moi Avenue"_s},
                                              {u"city"_s, city},
                                              {u"postal_code"_s, u"00100"_s},
                                              {u"country"_s, u"KE"_s}}}};
        };
        // Two earlier drafts of this profile: Older Traders first, then Acme Payroll.
        int n = 0;
        const QDateTime earlier = QDateTime::currentDateTimeUtc().addSecs(-600);
        for (const QJsonObject &from :
             {sender(u"Older Traders Ltd"_s, u"Mombasa"_s), sender(u"Acme Payroll Ltd"_s, u"Nairobi"_s)}) {
            payouts::PayoutDraft::Content content;
            content.requestBody = QJsonObject {
                {u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, u"700.00"_s}}},
                {u"custom_id"_s, u"PD-SENDER-%1"_s.arg(++n)},
                {u"payment_account_id"_s, u"pac-earlier"_s},
                {u"sender"_s, from},
            };
            content.maker = u"mia"_s;
            content.recipientSummary = u"An earlier recipient"_s;
            w.context->store().setClock([at = earlier.addSecs(n)] { return at; }); // a later use each
            const auto saved = w.context->payoutDrafts().save(w.profileId, content);
            QVERIFY2(saved.ok(), qPrintable(saved.ok() ? QString() : saved.error().toString()));
        }
        w.context->store().setClock({});
        page->refresh();

        // A new payout to a Kenyan number: the sender is required, and the last one is offered.
        chooseWallet(w, u"KES"_s);
        type(w.find<QLineEdit>(u"amountEdit"_s), u"1500"_s);
        startNewRecipient(w, u"MOBILE_MONEY"_s, u"KE"_s);
        QVERIFY(page->form()->isRequired(u"sender.name"_s));
        auto *saved = w.find<QComboBox>(u"savedSenderCombo"_s);
        QTRY_COMPARE(saved->count(), 3); // "A new sender" and the two
        QVERIFY(saved->isVisible());
        QVERIFY2(saved->itemText(1).startsWith(u"Acme Payroll Ltd"_s), qPrintable(saved->itemText(1)));
        QTRY_COMPARE(w.find<QLineEdit>(u"senderNameEdit"_s)->text(), u"Acme Payroll Ltd"_s);
        QCOMPARE(w.find<QLineEdit>(u"senderAddressCityEdit"_s)->text(), u"Nairobi"_s);
        QCOMPARE(page->form()->value(u"sender.type"_s), u"BUSINESS"_s);
        QCOMPARE(page->form()->value(u"sender.address.country"_s), u"KE"_s);
        QVERIFY(!page->form()->errors().contains(u"sender.name"_s));

        // Another one chosen; then a new sender, whose fields are empty.
        choose(saved, 2);
        QTRY_COMPARE(w.find<QLineEdit>(u"senderNameEdit"_s)->text(), u"Older Traders Ltd"_s);
        QCOMPARE(w.find<QLineEdit>(u"senderAddressCityEdit"_s)->text(), u"Mombasa"_s);
        choose(saved, 0);
        QTRY_VERIFY(w.find<QLineEdit>(u"senderNameEdit"_s)->text().isEmpty());
        QVERIFY(page->form()->value(u"sender.address.city"_s).isEmpty());
    }

    // What is said to one operator is not left for the next, nor once its reason is gone.
    void messagesDoNotOutliveTheirMoment()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        PayoutWindow w(sandbox, settingsFile());
        ui::NewPayoutPage *page = w.page();
        w.context->signedIn().signOut();
        chooseWallet(w, u"INR"_s);
        type(w.find<QLineEdit>(u"amountEdit"_s), u"2500"_s);
        auto *recipients = w.find<QComboBox>(u"recipientCombo"_s);
        QTRY_VERIFY(recipients->findText(u"Priya Sharma"_s, Qt::MatchStartsWith) >= 0);
        recipients->setCurrentIndex(recipients->findText(u"Priya Sharma"_s, Qt::MatchStartsWith));
        QTRY_VERIFY(page->form()->isValid());

        // Nobody signed in: Save says who may save.
        auto *summary = w.find<QLabel>(u"summaryLabel"_s);
        QTest::mouseClick(w.find<QPushButton>(u"saveButton"_s), Qt::LeftButton);
        QVERIFY2(summary->text().contains(u"Sign in as a maker"_s), qPrintable(summary->text()));
        // The maker signs in: the reason is gone, and so is the message.
        signIn(*w.context, u"mia"_s);
        QTRY_COMPARE(summary->text(), u"Ready to be saved for approval."_s);

        payouts::PayoutDraft draft;
        saveForApproval(w, draft);
        if (QTest::currentTestFailed())
            return;
        // The approver takes the keyboard: the maker's "Sent for approval" is not theirs to read.
        signIn(*w.context, u"abe"_s);
        QTRY_VERIFY(!w.find<QLabel>(u"savedLabel"_s)->isVisible());
        QVERIFY(!summary->text().contains(u"Sent for approval"_s));
    }

    // An existing recipient, found by typing part of the name into the searchable recipient box.
    void banksAreNamedInTheRecipientPicker()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        PayoutWindow w(sandbox, settingsFile());
        auto *recipients = w.find<QComboBox>(u"recipientCombo"_s);
        // A bank account by its bank's name (GET /banks), never by its bnk- id, which is the tooltip.
        const auto shown = [recipients] {
            const int i = recipients->findText(u"Mwangi Fresh Produce Limited"_s, Qt::MatchStartsWith);
            return i < 0 ? QString() : recipients->itemText(i);
        };
        QTRY_VERIFY2(shown().endsWith(u" \u00B7 1180293746"_s) && !shown().contains(u" \u00B7 Bank \u00B7"_s),
                     qPrintable(shown()));
        QVERIFY2(!shown().contains(u"bnk-"_s), qPrintable(shown()));
        const int i = recipients->findText(shown());
        QVERIFY(recipients->itemData(i, Qt::ToolTipRole).toString().contains(u"bnk-"_s));
        for (int r = 0; r < recipients->count(); ++r)
            QVERIFY2(!recipients->itemText(r).contains(u"bnk-"_s), qPrintable(recipients->itemText(r)));
    }

    void anExistingRecipientIsFoundAndSavedForApproval()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        PayoutWindow w(sandbox, settingsFile());
        ui::NewPayoutPage *page = w.page();
        page->lookup()->setDebounceInterval(std::chrono::milliseconds(20));

        chooseWallet(w, u"INR"_s);
        type(w.find<QLineEdit>(u"amountEdit"_s), u"2500"_s);
        QVERIFY(w.find<QRadioButton>(u"existingRecipientRadio"_s)->isChecked()); // the default
        auto *recipients = w.find<QComboBox>(u"recipientCombo"_s);
        QTRY_VERIFY(recipients->findText(u"Priya Sharma"_s, Qt::MatchStartsWith) >= 0);
        type(recipients->lineEdit(), u"sharma"_s);
        QAbstractItemView *popup = recipients->completer()->popup();
        QTRY_VERIFY(popup->isVisible());
        QCOMPARE(popup->model()->rowCount(), 1);
        QTest::keyClick(popup, Qt::Key_Down);
        QTest::keyClick(popup, Qt::Key_Return);
        QTRY_VERIFY2(page->form()->existingAccount().details.holder.name == u"Priya Sharma"_s,
                     qPrintable(recipients->currentText()));
        const QString accountId = page->form()->existingAccount().id;
        QTRY_VERIFY2(page->form()->isValid(),
                     qPrintable(QStringList(page->form()->errors().keys()).join(u", ")));

        // Typing again to search: the name shown is no longer the recipient chosen, so none is.
        const QString chosenText = recipients->currentText();
        QTest::keyClicks(recipients->lineEdit(), u"x"_s);
        QVERIFY(page->form()->existingAccount().id.isEmpty());
        QVERIFY(!page->form()->isValid());
        // The same recipient chosen again, as a person would: through the completer...
        recipients->lineEdit()->selectAll();
        QTest::keyClicks(recipients->lineEdit(), u"sharma"_s);
        QTRY_VERIFY(popup->isVisible());
        QTest::keyClick(popup, Qt::Key_Down);
        QTest::keyClick(popup, Qt::Key_Return);
        QTRY_COMPARE(page->form()->existingAccount().id, accountId);
        QCOMPARE(recipients->currentText(), chosenText);
        // ...and from the list, after editing the text once more.
        QTest::keyClicks(recipients->lineEdit(), u"x"_s);
        QVERIFY(page->form()->existingAccount().id.isEmpty());
        recipients->showPopup();
        QAbstractItemView *list = recipients->view();
        QTRY_VERIFY(list->isVisible());
        list->setCurrentIndex(list->model()->index(recipients->findText(chosenText), 0));
        QTest::keyClick(list, Qt::Key_Return);
        QTRY_COMPARE(page->form()->existingAccount().id, accountId);
        QTRY_VERIFY(page->form()->isValid());

        payouts::PayoutDraft draft;
        saveForApproval(w, draft);
        if (QTest::currentTestFailed())
            return;
        const QJsonObject body = draft.content.requestBody;
        QCOMPARE(body[u"payment_account_id"_s].toString(), accountId);
        QVERIFY(!body.contains(u"payment_account"_s));
        QCOMPARE(body[u"amount"_s][u"currency"_s].toString(), u"INR"_s);
        QCOMPARE(body[u"amount"_s][u"value"_s].toString(), u"2500.00"_s);
        QVERIFY(draft.content.recipientSummary.contains(u"Priya Sharma"_s));
    }

    // Kenya: a number of another country, an operator of another country, an amount under the
    // minimum; each is said on its field, and Save saves nothing.
    void refusesWhatIsWrongOnItsField()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        PayoutWindow w(sandbox, settingsFile());
        ui::NewPayoutPage *page = w.page();
        page->lookup()->setDebounceInterval(std::chrono::milliseconds(20));

        chooseWallet(w, u"KES"_s);
        auto *amount = w.find<QLineEdit>(u"amountEdit"_s);
        type(amount, u"100"_s);
        startNewRecipient(w, u"MOBILE_MONEY"_s, u"KE"_s);

        // Only Kenya's operators are offered; Ghana's cannot be chosen.
        auto *operators = w.find<QComboBox>(u"operatorCombo"_s);
        const QStringList kenyan = spec::operatorsForCountry(u"KE");
        QCOMPARE(operators->count(), kenyan.size());
        for (int i = 0; i < operators->count(); ++i)
            QVERIFY(kenyan.contains(operators->itemData(i).toString()));
        for (const QString &code : spec::operatorsForCountry(u"GH")) {
            if (!kenyan.contains(code))
                QCOMPARE(operators->findData(code), -1);
        }
        // Set by the program (a reopened draft, the command line): refused on its field.
        page->form()->newAccount()->setValue(recipients::PaymentAccountForm::Field::Operator, u"MTN"_s);
        expectRefused(w, u"operatorCombo"_s, u"operatorMessageLabel"_s, u"not an operator in Kenya"_s);
        QCOMPARE(operators->currentIndex(), -1); // shown as it is, not replaced by a Kenyan one
        QVERIFY(operators->placeholderText().contains(u"MTN"_s));
        chooseCode(operators, u"SAFARICOM"_s);
        QTRY_VERIFY(!style::isMarkedInvalid(operators));

        // A Tanzanian number for a Kenyan account.
        type(w.find<QLineEdit>(u"phoneEdit"_s), u"+255 712 345 678"_s);
        expectRefused(w, u"phoneEdit"_s, u"phoneMessageLabel"_s, u"not of Kenya"_s);
        type(w.find<QLineEdit>(u"holderNameEdit"_s), u"Wanjiru Kamau"_s);

        // Under Kenya's minimum: the message gives the range.
        expectRefused(w, u"amountEdit"_s, u"amountValueMessageLabel"_s, u"140.00"_s);
        QVERIFY(w.find<QLabel>(u"amountValueMessageLabel"_s)->text().contains(u"250,000.00"_s));
        saveScreenshot(*w.window, u"new-payout-refused.png"_s, {1180, 820});

        QTest::mouseClick(w.find<QPushButton>(u"saveButton"_s), Qt::LeftButton);
        QVERIFY(!w.find<QLabel>(u"savedLabel"_s)->isVisible());
        QVERIFY(w.find<QLabel>(u"summaryLabel"_s)->text().contains(u"to fill in or correct"_s));
        QVERIFY(amount->hasFocus()); // the first field at fault
        QVERIFY(style::isMarkedInvalid(w.find<QLineEdit>(u"phoneEdit"_s)));
        QVERIFY(settle(w.context->store())); // a save the click had set off is made by now
        QVERIFY(outboxRows(w).isEmpty());
        QVERIFY(page->hasUnsavedChanges());
    }

    // Ghana requires a purpose: left out, Save says so on the purpose, and saves nothing.
    void refusesAMissingPurposeWhereItIsRequired()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        PayoutWindow w(sandbox, settingsFile());
        ui::NewPayoutPage *page = w.page();
        page->lookup()->setDebounceInterval(std::chrono::milliseconds(20));
        QVERIFY(spec::purposeRequired(u"GH"));

        chooseWallet(w, u"GHS"_s);
        type(w.find<QLineEdit>(u"amountEdit"_s), u"5"_s);
        startNewRecipient(w, u"MOBILE_MONEY"_s, u"GH"_s);
        expectRefused(w, u"amountEdit"_s, u"amountValueMessageLabel"_s, u"10.00"_s); // Ghana's minimum
        chooseCode(w.find<QComboBox>(u"operatorCombo"_s), u"MTN"_s);
        type(w.find<QLineEdit>(u"phoneEdit"_s), u"024 412 3456"_s);
        type(w.find<QLineEdit>(u"holderNameEdit"_s), u"Kwame Mensah"_s);
        auto *purpose = w.find<QComboBox>(u"purposeCombo"_s);
        QVERIFY(!style::isMarkedInvalid(purpose)); // a fresh field is not red before Save

        QTest::mouseClick(w.find<QPushButton>(u"saveButton"_s), Qt::LeftButton);
        expectRefused(w, u"purposeCombo"_s, u"purposeMessageLabel"_s,
                      u"purpose is required for payouts to Ghana"_s);
        QVERIFY(!w.find<QLabel>(u"savedLabel"_s)->isVisible());
        QVERIFY(settle(w.context->store())); // a save the click had set off is made by now
        QVERIFY(outboxRows(w).isEmpty());
        chooseCode(purpose, u"SALARY_AND_WAGES"_s);
        QTRY_VERIFY(!style::isMarkedInvalid(purpose));
        QVERIFY(!w.find<QLabel>(u"purposeMessageLabel"_s)->isVisible());
    }

    void anUnsavedPayoutIsAskedAboutBeforeTheWindowCloses()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        PayoutWindow w(sandbox, settingsFile());
        auto *amount = w.find<QLineEdit>(u"amountEdit"_s);
        QTRY_VERIFY(w.find<QComboBox>(u"walletCombo"_s)->count() > 0);
        type(amount, u"5"_s);
        QVERIFY(w.page()->hasUnsavedChanges());
        const int asked = ui::MessageBox::questionsAsked();
        ui::MessageBox::setNextAnswer(QMessageBox::Cancel);
        QVERIFY(!w.window->close()); // stays open, the payout with it
        QCOMPARE(ui::MessageBox::questionsAsked(), asked + 1);
        QCOMPARE(amount->text(), u"5"_s);
        ui::MessageBox::setNextAnswer(QMessageBox::Discard);
        QVERIFY(w.window->close());
    }

private:
    QString settingsFile() const { return m_dir.filePath(u"settings.ini"_s); }
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestNewPayoutPage)
#include "tst_newpayoutpage.moc"
