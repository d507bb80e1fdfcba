// SPDX-License-Identifier: GPL-3.0-or-later
// The Operators page on a store of its own, driven through its buttons and dialogs as a person
// does: a viewer or a maker without the administrator flag sees the administrator's actions off
// with why; an administrator adds an approver (the fields checked on the way, a sign-in name that
// is taken said under its field), who can then sign in; disabling the last administrator is
// refused with a clear message, while another operator is disabled and enabled; a change made
// elsewhere meanwhile is said and the list read again; an operator changes their own passphrase
// (the current one checked first) and an administrator resets another's; a rule for KES with a threshold and
// an expiry shows in the table and is a rules.changed entry of the audit log, and an expiry of 0 or 400 days
// is refused at its field. In the main window: Ctrl+7, the operator in the profile bar, the first
// administrator set up from there, a switch of profile that signs nobody out, Sign out.
// Signing keys: each operator's in words (the administrator key, vouched for by Ada Lovelace,
// waiting for an administrator, none yet, revoked) with its fingerprint in the tooltip and under
// the table; a key made at a sign-in shows at once; an administrator vouches for a waiting key
// after comparing its fingerprint, through "Vouch for key…", which is off with why otherwise; an
// administrator without an unlocked key is asked their passphrase.

#include "AppContext.h"
#include "AppContextSupport.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "MessageBox.h"
#include "Style.h"
#include "Waits.h"
#include "core/Application.h"
#include "dialogs/ApprovalRuleDialog.h"
#include "dialogs/OperatorDialog.h"
#include "dialogs/SignInDialog.h"
#include "dialogs/VouchKeyDialog.h"
#include "operators/OperatorTables.h"
#include "operators/Permissions.h"
#include "operators/SignedIn.h"
#include "operators/SigningKey.h"
#include "pages/OperatorsPage.h"
#include "profiles/ProfileStore.h"
#include "session/Sessions.h"
#include "store/ApprovalRuleStore.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/SigningKeys.h"
#include "store/StoreConfig.h"
#include "widgets/MoneyEdit.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonObject>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::test;
using operators::Operator;
using operators::Permissions;
using Role = Operator::Role;
namespace style = ui::style;

namespace {

const QString kAdaPass = u"ada's long passphrase"_s;
const QString kBenPass = u"ben approves them"_s;
const QString kVivPass = u"viv only looks here"_s;
const QString kMoPass = u"mo drafts payouts"_s;

template<typename T> T *find(QWidget *root, const QString &name)
{
    T *w = root->findChild<T *>(name);
    if (!w)
        qFatal("no %s", qPrintable(name));
    return w;
}

void type(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
}

void click(QWidget *root, const QString &button)
{
    auto *b = find<QPushButton>(root, button);
    QVERIFY2(b->isEnabled(), qPrintable(button));
    QTest::mouseClick(b, Qt::LeftButton);
}

// The row of `model` whose column 0 holds `id` or `currency` (Qt::UserRole), or -1.
int rowOf(const QAbstractItemModel *model, const QString &key)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data(Qt::UserRole).toString() == key)
            return row;
    }
    return -1;
}

// The text of a cell, as the table shows it.
QString cell(const QAbstractItemModel *model, int row, int column)
{
    return model->index(row, column).data().toString();
}

void selectRow(QTableView *table, int row)
{
    QVERIFY(row >= 0);
    const QRect cell = table->visualRect(table->model()->index(row, 0));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(table->selectionModel()->selectedRows().value(0).row(), row);
}

} // namespace

class TestOperatorsPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        useNoKeychain();
        core::installTranslations(QLocale(QLocale::English, QLocale::UnitedStates));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_settingsFile = m_dir.filePath(u"settings-%1.ini"_s.arg(++m_count));
        m_context = makeAppContext(m_settingsFile);
        m_context->operators().setHashParameters({10, 8, 1}); // cheap: the cost is tst_passphrasehash's
    }

    void cleanup()
    {
        m_page.reset();
        m_context.reset();
    }

    void withoutTheFlagAdministratorActionsAreOff()
    {
        addPeople();
        ui::OperatorsPage *page = showPage();
        QTRY_COMPARE(page->operatorsModel()->rowCount(), 4);

        // Nobody signed in: everything that changes something is off, and says to sign in.
        auto *add = find<QPushButton>(page, u"addOperatorButton"_s);
        QVERIFY(!add->isEnabled());
        QVERIFY2(add->toolTip().startsWith(u"Sign in as an administrator first."_s),
                 qPrintable(add->toolTip()));
        QVERIFY(!find<QPushButton>(page, u"ownPassphraseButton"_s)->isEnabled());
        QVERIFY(find<QPushButton>(page, u"signInButton"_s)->isVisible());
        QSignalSpy asked(page, &ui::Page::signInRequested);
        click(page, u"signInButton"_s);
        QCOMPARE(asked.size(), 1);

        const QString why = Permissions::message(Permissions::Verdict::NotAnAdministrator);
        for (const auto &[id, passphrase] : {std::pair {u"viv"_s, kVivPass}, std::pair {u"mo"_s, kMoPass}}) {
            signIn(id, passphrase);
            QVERIFY(find<QLabel>(page, u"signedInLabel"_s)->text().contains(u"(%1)"_s.arg(id)));
            QVERIFY(find<QPushButton>(page, u"signInButton"_s)->isHidden());
            selectRow(find<QTableView>(page, u"operatorsTable"_s), rowOf(page->operatorsModel(), u"ben"_s));
            for (const QString &name : {u"addOperatorButton"_s, u"changeOperatorButton"_s,
                                        u"disableOperatorButton"_s, u"resetPassphraseButton"_s,
                                        u"addRuleButton"_s, u"editRuleButton"_s, u"removeRuleButton"_s}) {
                auto *button = find<QPushButton>(page, name);
                QVERIFY2(!button->isEnabled(), qPrintable(name));
                QCOMPARE(button->toolTip(), why);
            }
            // Their own passphrase is theirs to change.
            QVERIFY(find<QPushButton>(page, u"ownPassphraseButton"_s)->isEnabled());
        }

        // The administrator: on, once a row is chosen for those that need one.
        signIn(u"ada"_s, kAdaPass);
        QVERIFY(find<QPushButton>(page, u"addOperatorButton"_s)->isEnabled());
        QVERIFY(find<QPushButton>(page, u"changeOperatorButton"_s)->isEnabled()); // ben still chosen
        QVERIFY(find<QPushButton>(page, u"addRuleButton"_s)->isEnabled());
        QVERIFY(!find<QPushButton>(page, u"editRuleButton"_s)->isEnabled()); // no rule chosen
        QCOMPARE(find<QPushButton>(page, u"editRuleButton"_s)->toolTip(),
                 u"Choose a rule in the list first."_s);
    }

    void administratorAddsAnApproverWhoSignsIn()
    {
        QVERIFY(m_context->operators()
                    .addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Role::Viewer}, kAdaPass)
                    .ok());
        ui::OperatorsPage *page = showPage();
        signIn(u"ada"_s, kAdaPass);
        QTRY_COMPARE(page->operatorsModel()->rowCount(), 1);

        click(page, u"addOperatorButton"_s);
        QPointer<QDialog> dialog = page->openDialog();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->windowTitle(), u"Add operator"_s);
        auto *id = find<QLineEdit>(dialog, u"idEdit"_s);
        // A sign-in name that is taken: said by the store, under the field.
        type(id, u"ada"_s);
        type(find<QLineEdit>(dialog, u"displayNameEdit"_s), u"Ben Okello"_s);
        choose(find<QComboBox>(dialog, u"roleCombo"_s), 1); // Approver
        type(find<QLineEdit>(dialog, u"passphraseEdit"_s), kBenPass);
        type(find<QLineEdit>(dialog, u"repeatPassphraseEdit"_s), kBenPass);
        click(dialog, u"okButton"_s);
        QTRY_VERIFY(style::isMarkedInvalid(id));
        QVERIFY2(find<QLabel>(dialog, u"idMessageLabel"_s)->text().contains(u"already an operator"_s),
                 qPrintable(find<QLabel>(dialog, u"idMessageLabel"_s)->text()));
        QVERIFY(dialog->isVisible());
        // The dialog grew with the reason: nothing of it is squeezed or cut.
        QTRY_VERIFY2(
            dialog->height() >= dialog->layout()->minimumSize().height(),
            qPrintable(u"%1 < %2"_s.arg(dialog->height()).arg(dialog->layout()->minimumSize().height())));
        QVERIFY(find<QLabel>(dialog, u"idMessageLabel"_s)->height()
                >= find<QLabel>(dialog, u"idMessageLabel"_s)->minimumSizeHint().height());

        type(id, u"ben"_s);
        QVERIFY(!style::isMarkedInvalid(id));
        // The passphrases were emptied after the refusal: typed again.
        type(find<QLineEdit>(dialog, u"passphraseEdit"_s), kBenPass);
        type(find<QLineEdit>(dialog, u"repeatPassphraseEdit"_s), kBenPass);
        click(dialog, u"okButton"_s);
        QTRY_VERIFY(!dialog);
        QTRY_COMPARE(page->operatorsModel()->rowCount(), 2);
        const int row = rowOf(page->operatorsModel(), u"ben"_s);
        QVERIFY(row >= 0);
        QCOMPARE(cell(page->operatorsModel(), row, operators::OperatorListModel::NameColumn),
                 u"Ben Okello"_s);
        QCOMPARE(cell(page->operatorsModel(), row, operators::OperatorListModel::RoleColumn), u"Approver"_s);
        QCOMPARE(cell(page->operatorsModel(), row, operators::OperatorListModel::AdministratorColumn),
                 QString());
        QCOMPARE(cell(page->operatorsModel(), row, operators::OperatorListModel::StateColumn), u"Active"_s);
        QCOMPARE(find<QLabel>(page, u"statusLabel"_s)->text(), u"Ben Okello (ben) was added: Approver."_s);

        // Ben signs in at this keyboard with the passphrase given.
        ui::SignInDialog signInDialog(&m_context->operators(), &m_context->signedIn());
        signInDialog.show();
        QTRY_COMPARE(signInDialog.mode(), ui::SignInDialog::Mode::SignIn);
        auto *combo = find<QComboBox>(&signInDialog, u"operatorCombo"_s);
        choose(combo, combo->findData(u"ben"_s));
        type(find<QLineEdit>(&signInDialog, u"signInPassphraseEdit"_s), kBenPass);
        click(&signInDialog, u"signInButton"_s);
        QTRY_COMPARE(m_context->signedIn().id(), u"ben"_s);
        QCOMPARE(m_context->signedIn().current()->role, Role::Approver);
        // And the page follows: an approver administers nothing.
        QVERIFY(!find<QPushButton>(page, u"addOperatorButton"_s)->isEnabled());
    }

    void lastAdministratorIsNotDisabled()
    {
        addPeople();
        ui::OperatorsPage *page = showPage();
        signIn(u"ada"_s, kAdaPass);
        QTRY_COMPARE(page->operatorsModel()->rowCount(), 4);
        auto *table = find<QTableView>(page, u"operatorsTable"_s);
        auto *status = find<QLabel>(page, u"statusLabel"_s);

        selectRow(table, rowOf(page->operatorsModel(), u"ada"_s));
        QCOMPARE(find<QPushButton>(page, u"disableOperatorButton"_s)->text(), u"&Disable\u2026"_s);
        const int asked = ui::MessageBox::questionsAsked();
        ui::MessageBox::setNextAnswer(QMessageBox::Yes);
        click(page, u"disableOperatorButton"_s);
        QCOMPARE(ui::MessageBox::questionsAsked(), asked + 1); // asked first
        QTRY_VERIFY2(status->text().contains(u"is the last administrator"_s), qPrintable(status->text()));
        QVERIFY(status->text().contains(u"make another operator an administrator first"_s));
        QCOMPARE(status->styleSheet(),
                 u"color: %1;"_s.arg(style::errorColor().name())); // in the error colour
        QVERIFY(!m_context->operators().load(u"ada"_s).value().disabled);
        QVERIFY(m_context->signedIn().isSignedIn());

        // Another operator: disabled, then enabled again.
        selectRow(table, rowOf(page->operatorsModel(), u"ben"_s));
        ui::MessageBox::setNextAnswer(QMessageBox::Yes);
        click(page, u"disableOperatorButton"_s);
        QTRY_COMPARE(status->text(), u"Ben Okello (ben) was disabled."_s);
        QTRY_COMPARE(cell(page->operatorsModel(), rowOf(page->operatorsModel(), u"ben"_s),
                          operators::OperatorListModel::StateColumn),
                     u"Disabled"_s);
        QVERIFY(m_context->operators().load(u"ben"_s).value().disabled);
        QTRY_COMPARE(find<QPushButton>(page, u"disableOperatorButton"_s)->text(), u"&Enable\u2026"_s);
        // Cancel changes nothing.
        ui::MessageBox::setNextAnswer(QMessageBox::Cancel);
        click(page, u"disableOperatorButton"_s);
        QVERIFY(settle(m_context->store())); // a write the answer had set off is made by now
        QVERIFY(m_context->operators().load(u"ben"_s).value().disabled);
        ui::MessageBox::setNextAnswer(QMessageBox::Yes);
        click(page, u"disableOperatorButton"_s);
        QTRY_COMPARE(status->text(), u"Ben Okello (ben) was enabled."_s);
        QVERIFY(!m_context->operators().load(u"ben"_s).value().disabled);
    }

    void changeMadeElsewhereIsSaidAndReadAgain()
    {
        addPeople();
        ui::OperatorsPage *page = showPage();
        signIn(u"ada"_s, kAdaPass);
        QTRY_COMPARE(page->operatorsModel()->rowCount(), 4);
        selectRow(find<QTableView>(page, u"operatorsTable"_s), rowOf(page->operatorsModel(), u"ben"_s));
        click(page, u"changeOperatorButton"_s);
        QPointer<QDialog> dialog = page->openDialog();
        QVERIFY(dialog);
        QVERIFY(find<QLineEdit>(dialog, u"idEdit"_s)->isReadOnly());
        QCOMPARE(find<QLineEdit>(dialog, u"displayNameEdit"_s)->text(), u"Ben Okello"_s);

        // Meanwhile, another window makes Ben an administrator.
        const store::AuthenticatedOperator ada
            = *m_context->operators().authenticate(u"ada"_s, kAdaPass).authenticated;
        QVERIFY(m_context->operators().change(ada, u"ben"_s, 1, u"Ben Okello"_s, Role::Approver, true).ok());

        type(find<QLineEdit>(dialog, u"displayNameEdit"_s), u"Benjamin Okello"_s);
        click(dialog, u"okButton"_s);
        auto *error = find<QLabel>(dialog, u"errorLabel"_s);
        QTRY_VERIFY2(error->text().contains(u"changed elsewhere"_s), qPrintable(error->text()));
        // The page read the operators again: Ben's flag is in view.
        QTRY_COMPARE(cell(page->operatorsModel(), rowOf(page->operatorsModel(), u"ben"_s),
                          operators::OperatorListModel::AdministratorColumn),
                     u"Yes"_s);
        QCOMPARE(m_context->operators().load(u"ben"_s).value().displayName, u"Ben Okello"_s);
        click(dialog, u"cancelButton"_s);
        QTRY_VERIFY(!dialog);

        // Ada herself changed elsewhere: what she may do was decided as she signed in, so she is
        // signed out once the page sees it (F5).
        QVERIFY(
            m_context->operators().change(ada, u"ada"_s, 1, u"Ada Lovelace"_s, Role::Approver, true).ok());
        page->refresh();
        QTRY_VERIFY(!m_context->signedIn().isSignedIn());
        const QString status = find<QLabel>(page, u"statusLabel"_s)->text();
        QVERIFY2(status.contains(u"is signed out"_s), qPrintable(status));
        QVERIFY(!find<QPushButton>(page, u"addOperatorButton"_s)->isEnabled());
    }

    void passphrasesChangedAndReset()
    {
        addPeople();
        ui::OperatorsPage *page = showPage();
        signIn(u"viv"_s, kVivPass);
        QTRY_COMPARE(page->operatorsModel()->rowCount(), 4);

        // Viv's own: the current passphrase is checked again first.
        click(page, u"ownPassphraseButton"_s);
        QPointer<QDialog> dialog = page->openDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->windowTitle(), u"Change my passphrase"_s);
        auto *current = find<QLineEdit>(dialog, u"currentPassphraseEdit"_s);
        const QString newPass = u"viv has a new one now"_s;
        type(current, u"not viv's passphrase"_s);
        type(find<QLineEdit>(dialog, u"passphraseEdit"_s), newPass);
        type(find<QLineEdit>(dialog, u"repeatPassphraseEdit"_s), newPass);
        click(dialog, u"okButton"_s);
        QTRY_VERIFY(style::isMarkedInvalid(current));
        QCOMPARE(find<QLabel>(dialog, u"currentPassphraseMessageLabel"_s)->text(),
                 u"The operator or the passphrase is not right."_s);
        QVERIFY(m_context->operators().authenticate(u"viv"_s, kVivPass).ok()); // unchanged

        type(current, kVivPass);
        type(find<QLineEdit>(dialog, u"passphraseEdit"_s), newPass);
        type(find<QLineEdit>(dialog, u"repeatPassphraseEdit"_s), newPass);
        click(dialog, u"okButton"_s);
        QTRY_VERIFY(!dialog);
        QCOMPARE(find<QLabel>(page, u"statusLabel"_s)->text(), u"Your passphrase was changed."_s);
        QVERIFY(m_context->operators().authenticate(u"viv"_s, newPass).ok());
        QVERIFY(!m_context->operators().authenticate(u"viv"_s, kVivPass).ok());
        QCOMPARE(m_context->signedIn().id(), u"viv"_s); // still signed in

        // Ben forgot his: the administrator sets a new one.
        signIn(u"ada"_s, kAdaPass);
        selectRow(find<QTableView>(page, u"operatorsTable"_s), rowOf(page->operatorsModel(), u"ben"_s));
        click(page, u"resetPassphraseButton"_s);
        dialog = page->openDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->windowTitle(), u"Reset passphrase"_s);
        const QString bensNew = u"ben was given this one"_s;
        type(find<QLineEdit>(dialog, u"passphraseEdit"_s), bensNew);
        type(find<QLineEdit>(dialog, u"repeatPassphraseEdit"_s), bensNew);
        click(dialog, u"okButton"_s);
        QTRY_VERIFY(!dialog);
        QCOMPARE(find<QLabel>(page, u"statusLabel"_s)->text(),
                 u"The passphrase of Ben Okello (ben) was reset."_s);
        QVERIFY(m_context->operators().authenticate(u"ben"_s, bensNew).ok());
        const auto entries = m_context->auditLog().entries();
        QVERIFY(entries.ok());
        for (const store::AuditEntry &e : entries.value()) {
            QVERIFY(!e.detail.contains(newPass) && !e.detail.contains(bensNew));
        }
    }

    void ruleForKesIsShownAndAudited()
    {
        QVERIFY(m_context->operators()
                    .addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Role::Viewer}, kAdaPass)
                    .ok());
        ui::OperatorsPage *page = showPage();
        signIn(u"ada"_s, kAdaPass);
        QTRY_VERIFY(!page->isLoading());
        QCOMPARE(page->rulesModel()->rowCount(), 0);

        click(page, u"addRuleButton"_s);
        QPointer<QDialog> dialog = page->openDialog();
        QVERIFY(dialog);
        auto *currency = find<QComboBox>(dialog, u"currencyCombo"_s);
        choose(currency, currency->findData(u"KES"_s));
        auto *threshold = find<ui::MoneyEdit>(dialog, u"thresholdEdit"_s);
        QCOMPARE(threshold->currency(), u"KES"_s);
        type(threshold, u"100000.505"_s); // kept as typed, and refused in words
        QCOMPARE(threshold->text(), u"100000.505"_s);
        click(dialog, u"okButton"_s);
        QVERIFY(dialog);
        QTRY_VERIFY(
            find<QLabel>(dialog, u"thresholdMessageLabel"_s)->text().contains(u"too many decimals"_s));
        QCOMPARE(threshold->text(), u"100000.505"_s);
        type(threshold, u"250000"_s);
        auto *expiry = find<QSpinBox>(dialog, u"expirySpin"_s);
        expiry->setFocus();
        expiry->selectAll();
        QTest::keyClicks(expiry, u"14"_s);
        QCOMPARE(expiry->value(), 14);
        click(dialog, u"okButton"_s);
        QTRY_VERIFY(!dialog);

        QTRY_COMPARE(page->rulesModel()->rowCount(), 1);
        QCOMPARE(cell(page->rulesModel(), 0, operators::ApprovalRulesModel::CurrencyColumn), u"KES"_s);
        QCOMPARE(cell(page->rulesModel(), 0, operators::ApprovalRulesModel::ThresholdColumn),
                 u"KES\u00A0250,000.00"_s);
        QCOMPARE(cell(page->rulesModel(), 0, operators::ApprovalRulesModel::ExpiryColumn), u"14 days"_s);
        QVERIFY(
            cell(page->rulesModel(), 0, operators::ApprovalRulesModel::ChangedColumn).endsWith(u" by ada"_s));
        QCOMPARE(find<QLabel>(page, u"statusLabel"_s)->text(), u"The approval rule of KES was saved."_s);

        const operators::ApprovalRules rules = m_context->approvalRules().rules().value();
        QVERIFY(rules.hasRuleFor(u"KES"_s));
        QCOMPARE(rules.ruleFor(u"KES"_s).secondApproverAbove, Money::fromMinorUnits(25000000, u"KES"));
        QCOMPARE(rules.ruleFor(u"KES"_s).expiryDays, 14);
        const auto entries = m_context->auditLog().entries();
        QVERIFY(entries.ok());
        int changed = 0;
        for (const store::AuditEntry &e : entries.value()) {
            if (e.action != u"rules.changed"_s)
                continue;
            ++changed;
            const QJsonObject detail = e.detailObject();
            QCOMPARE(detail.value(u"currency"_s).toString(), u"KES"_s);
            QCOMPARE(detail.value(u"by"_s).toString(), u"ada"_s);
            QCOMPARE(detail.value(u"after"_s).toObject().value(u"expiry_days"_s).toInt(), 14);
            QVERIFY(!detail.contains(u"before"_s));
        }
        QCOMPARE(changed, 1);

        // KES has its rule: adding another offers the other currencies only.
        click(page, u"addRuleButton"_s);
        dialog = page->openDialog();
        QCOMPARE(find<QComboBox>(dialog, u"currencyCombo"_s)->findData(u"KES"_s), -1);
        click(dialog, u"cancelButton"_s);
        QTRY_VERIFY(!dialog);
    }

    void expiryOutOfRangeIsRefusedAtTheField()
    {
        QVERIFY(m_context->operators()
                    .addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Role::Viewer}, kAdaPass)
                    .ok());
        ui::OperatorsPage *page = showPage();
        signIn(u"ada"_s, kAdaPass);
        QTRY_VERIFY(!page->isLoading());
        click(page, u"addRuleButton"_s);
        QPointer<QDialog> dialog = page->openDialog();
        QVERIFY(dialog);
        auto *currency = find<QComboBox>(dialog, u"currencyCombo"_s);
        choose(currency, currency->findData(u"KES"_s));
        auto *expiry = find<QSpinBox>(dialog, u"expirySpin"_s);
        auto *message = find<QLabel>(dialog, u"expiryMessageLabel"_s);
        for (const QString &days : {u"0"_s, u"400"_s}) {
            expiry->setFocus();
            expiry->selectAll();
            QTest::keyClicks(expiry, days);
            QCOMPARE(expiry->value(), days.toInt());
            QVERIFY(!style::isMarkedInvalid(expiry));
            click(dialog, u"okButton"_s);
            QVERIFY2(style::isMarkedInvalid(expiry), qPrintable(days));
            QCOMPARE(message->text(), u"Drafts must expire after 1 to 365 days."_s);
            QVERIFY(message->isVisible());
            QVERIFY(dialog->isVisible());
        }
        QVERIFY(settle(m_context->store())); // a write the clicks had set off is made by now
        QVERIFY(!m_context->approvalRules().rules().value().hasRuleFor(u"KES"_s));
        // Corrected: the mark goes.
        expiry->selectAll();
        QTest::keyClicks(expiry, u"30"_s);
        QVERIFY(!style::isMarkedInvalid(expiry));
        QVERIFY(message->isHidden());
    }

    void operatorInTheMainWindow()
    {
        const profiles::Profile first = profiles::Profile::create(
            profiles::Profile::Kind::Sandbox, u"Acme test"_s, QUrl(u"http://127.0.0.1:9/v1"_s));
        const profiles::Profile second = profiles::Profile::create(
            profiles::Profile::Kind::Sandbox, u"Acme other"_s, QUrl(u"http://127.0.0.1:9/v1"_s));
        m_context->profiles().save(first);
        m_context->profiles().save(second);
        m_context->profiles().setCurrent(first.id);
        ui::MainWindow window(*m_context);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));

        // Ctrl+7: the Operators page.
        QTest::keyClick(&window, Qt::Key_7, Qt::ControlModifier);
        QCOMPARE(window.currentPage(), window.operatorsPage());
        QCOMPARE(window.operatorsPage()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_7));

        auto *label = find<QLabel>(&window, u"operatorLabel"_s);
        auto *button = find<QToolButton>(&window, u"operatorButton"_s);
        QCOMPARE(label->text(), u"Not signed in"_s);
        QCOMPARE(button->text(), u"Sign in\u2026"_s);

        // Nobody yet: signing in sets up the first administrator. The page asks the same way.
        QTest::mouseClick(find<QPushButton>(window.operatorsPage(), u"signInButton"_s), Qt::LeftButton);
        ui::SignInDialog *dialog = window.signInDialog();
        QVERIFY(dialog);
        QTRY_COMPARE(dialog->mode(), ui::SignInDialog::Mode::FirstAdministrator);
        type(find<QLineEdit>(dialog, u"idEdit"_s), u"ada"_s);
        type(find<QLineEdit>(dialog, u"displayNameEdit"_s), u"Ada Lovelace"_s);
        type(find<QLineEdit>(dialog, u"passphraseEdit"_s), kAdaPass);
        type(find<QLineEdit>(dialog, u"repeatPassphraseEdit"_s), kAdaPass);
        click(dialog, u"signInButton"_s);
        QTRY_VERIFY(m_context->signedIn().isSignedIn());
        QTRY_VERIFY(!window.signInDialog());
        QVERIFY2(label->text().contains(u"Ada Lovelace"_s), qPrintable(label->text()));
        QVERIFY(label->text().contains(u"Viewer, administrator"_s));
        QCOMPARE(button->text(), u"Switch operator\u2026"_s);
        QVERIFY(button->menu());
        QTRY_COMPARE(window.operatorsPage()->operatorsModel()->rowCount(), 1);

        // Another profile in view: still signed in.
        m_context->sessions().show(second.id);
        QTRY_COMPARE(find<QComboBox>(&window, u"profileCombo"_s)->currentData().toString(), second.id);
        QCOMPARE(m_context->signedIn().id(), u"ada"_s);

        // Switch operator… opens the sign-in dialog; cancelled, Ada stays.
        find<QAction>(&window, u"switchOperatorAction"_s)->trigger();
        QVERIFY(window.signInDialog());
        QTRY_COMPARE(window.signInDialog()->mode(), ui::SignInDialog::Mode::SignIn);
        click(window.signInDialog(), u"cancelButton"_s);
        QTRY_VERIFY(!window.signInDialog());
        QCOMPARE(m_context->signedIn().id(), u"ada"_s);

        find<QAction>(&window, u"signOutAction"_s)->trigger();
        QVERIFY(!m_context->signedIn().isSignedIn());
        QCOMPARE(label->text(), u"Not signed in"_s);
        QCOMPARE(button->text(), u"Sign in\u2026"_s);
        QVERIFY(!find<QPushButton>(window.operatorsPage(), u"addOperatorButton"_s)->isEnabled());
    }

    void signingKeysInWordsWithTheirFingerprints()
    {
        addPeople();
        auto &ops = m_context->operators();
        const store::AuthenticatedOperator ada = *ops.authenticate(u"ada"_s, kAdaPass).authenticated;
        QVERIFY(ops.add(ada, {u"kim"_s, u"Kim Otieno"_s, Role::Approver, false}, kBenPass).ok());
        // viv disabled: her key revoked. kim disabled and enabled again: none until she signs in.
        // mo too, then signed in: a key made, waiting for an administrator.
        for (const QString &id : {u"viv"_s, u"kim"_s, u"mo"_s})
            QVERIFY(ops.setDisabled(ada, id, ops.load(id).value().revision, true).ok());
        for (const QString &id : {u"kim"_s, u"mo"_s})
            QVERIFY(ops.setDisabled(ada, id, ops.load(id).value().revision, false).ok());
        QVERIFY(ops.authenticate(u"mo"_s, kMoPass).ok());

        ui::OperatorsPage *page = showPage();
        QTRY_COMPARE(page->operatorsModel()->rowCount(), 5);
        const auto keyOf = [page](const QString &id) {
            return cell(page->operatorsModel(), rowOf(page->operatorsModel(), id),
                        operators::OperatorListModel::KeyColumn);
        };
        QCOMPARE(page->operatorsModel()->headerData(operators::OperatorListModel::KeyColumn, Qt::Horizontal),
                 QVariant(u"Signing key"_s));
        QCOMPARE(keyOf(u"ada"_s), u"Administrator key of this database"_s);
        QCOMPARE(keyOf(u"ben"_s), u"Vouched for by Ada Lovelace"_s);
        QCOMPARE(keyOf(u"mo"_s), u"Waiting for an administrator"_s);
        QCOMPARE(keyOf(u"kim"_s), u"None yet: made at the next sign-in"_s);
        QCOMPARE(keyOf(u"viv"_s), u"Revoked"_s);

        // The fingerprint: in the cell's tooltip, and under the table for the one chosen.
        const auto bens = store::SigningKeys(&m_context->store()).current(u"ben"_s);
        QVERIFY(bens.ok() && bens.value());
        const QString fingerprint = operators::SigningKey::fingerprint(bens.value()->publicKey);
        QVERIFY(QRegularExpression(u"^([0-9a-f]{4} ){7}[0-9a-f]{4}$"_s).match(fingerprint).hasMatch());
        const int ben = rowOf(page->operatorsModel(), u"ben"_s);
        QCOMPARE(page->operatorsModel()
                     ->index(ben, operators::OperatorListModel::KeyColumn)
                     .data(Qt::ToolTipRole)
                     .toString(),
                 u"Fingerprint: "_s + fingerprint);
        QVERIFY(page->operatorsModel()
                    ->index(rowOf(page->operatorsModel(), u"kim"_s), operators::OperatorListModel::KeyColumn)
                    .data(Qt::ToolTipRole)
                    .isNull());
        auto *table = find<QTableView>(page, u"operatorsTable"_s);
        auto *details = find<QLabel>(page, u"keyDetailsLabel"_s);
        selectRow(table, ben);
        QVERIFY2(details->text().contains(fingerprint), qPrintable(details->text()));
        QVERIFY2(details->text().contains(u"vouched for by Ada Lovelace"_s), qPrintable(details->text()));
        selectRow(table, rowOf(page->operatorsModel(), u"kim"_s));
        QVERIFY2(details->text().contains(u"made when they next sign in"_s), qPrintable(details->text()));

        // Kim signs in at this keyboard: her key is made, and the page says so at once.
        signIn(u"kim"_s, kBenPass);
        QTRY_COMPARE(keyOf(u"kim"_s), u"Waiting for an administrator"_s);
        // Her own fingerprint, to read out to the administrator.
        const auto kims = store::SigningKeys(&m_context->store()).current(u"kim"_s);
        QVERIFY(kims.ok() && kims.value());
        QVERIFY2(find<QLabel>(page, u"signedInLabel"_s)
                     ->text()
                     .contains(operators::SigningKey::fingerprint(kims.value()->publicKey)),
                 qPrintable(find<QLabel>(page, u"signedInLabel"_s)->text()));
        saveScreenshot(*page, u"operators-keys.png"_s);
    }

    void administratorVouchesForAWaitingKey()
    {
        addPeople();
        auto &ops = m_context->operators();
        {
            const store::AuthenticatedOperator ada = *ops.authenticate(u"ada"_s, kAdaPass).authenticated;
            QVERIFY(ops.setDisabled(ada, u"mo"_s, ops.load(u"mo"_s).value().revision, true).ok());
            QVERIFY(ops.setDisabled(ada, u"mo"_s, ops.load(u"mo"_s).value().revision, false).ok());
        }
        QVERIFY(ops.authenticate(u"mo"_s, kMoPass).ok()); // mo's new key, waiting
        const auto mos = store::SigningKeys(&m_context->store()).current(u"mo"_s);
        QVERIFY(mos.ok() && mos.value() && !mos.value()->isVouched());
        const QString fingerprint = operators::SigningKey::fingerprint(mos.value()->publicKey);

        ui::OperatorsPage *page = showPage();
        QTRY_COMPARE(page->operatorsModel()->rowCount(), 4);
        auto *table = find<QTableView>(page, u"operatorsTable"_s);
        auto *vouch = find<QPushButton>(page, u"vouchKeyButton"_s);
        QVERIFY(!vouch->accessibleName().isEmpty());
        QVERIFY(vouch->focusPolicy() & Qt::TabFocus); // reached with the keyboard
        QCOMPARE(vouch->text(), u"Vo&uch for key\u2026"_s);
        selectRow(table, rowOf(page->operatorsModel(), u"mo"_s));
        QVERIFY(!vouch->isEnabled()); // nobody signed in
        QVERIFY2(vouch->toolTip().startsWith(u"Sign in as an administrator first."_s),
                 qPrintable(vouch->toolTip()));
        signIn(u"ada"_s, kAdaPass);
        QVERIFY(m_context->signedIn().authenticated().signingKey()); // unlocked at her sign-in
        // Her own, one vouched already: off, with why.
        selectRow(table, rowOf(page->operatorsModel(), u"ada"_s));
        QVERIFY(!vouch->isEnabled());
        QVERIFY2(vouch->toolTip().contains(u"nobody vouches for their own"_s), qPrintable(vouch->toolTip()));
        selectRow(table, rowOf(page->operatorsModel(), u"ben"_s));
        QVERIFY(!vouch->isEnabled());
        QCOMPARE(vouch->toolTip(), u"The key of Ben Okello is vouched for already."_s);
        selectRow(table, rowOf(page->operatorsModel(), u"mo"_s));
        QVERIFY(vouch->isEnabled());

        click(page, u"vouchKeyButton"_s);
        QPointer<QDialog> dialog = page->openDialog();
        QVERIFY(dialog && dialog->isVisible());
        auto *vouchDialog = qobject_cast<ui::VouchKeyDialog *>(dialog.data());
        QVERIFY(vouchDialog);
        QVERIFY(!vouchDialog->asksPassphrase());
        QVERIFY(!dialog->findChild<QLineEdit *>(u"passphraseEdit"_s));
        QCOMPARE(find<QLabel>(dialog, u"keyOwnerLabel"_s)->text(), u"Mo Farah (mo)"_s);
        QCOMPARE(find<QLabel>(dialog, u"keyRoleLabel"_s)->text(), u"Maker"_s);
        QCOMPARE(find<QLabel>(dialog, u"fingerprintLabel"_s)->text(), fingerprint);
        QVERIFY(find<QLabel>(dialog, u"vouchIntroLabel"_s)->text().contains(u"read out the fingerprint"_s));
        saveScreenshot(*dialog, u"operators-vouch.png"_s);
        // Return vouches for nothing by accident.
        QTest::keyClick(dialog, Qt::Key_Return);
        QVERIFY(settle(m_context->store()));
        QVERIFY(!store::SigningKeys(&m_context->store()).current(u"mo"_s).value()->isVouched());
        click(dialog, u"vouchButton"_s);
        QTRY_VERIFY(!dialog);
        const auto after = store::SigningKeys(&m_context->store()).current(u"mo"_s);
        QVERIFY(after.ok() && after.value() && after.value()->isVouched());
        QCOMPARE(after.value()->keyId, mos.value()->keyId);
        QTRY_COMPARE(cell(page->operatorsModel(), rowOf(page->operatorsModel(), u"mo"_s),
                          operators::OperatorListModel::KeyColumn),
                     u"Vouched for by Ada Lovelace"_s);
        QCOMPARE(find<QLabel>(page, u"statusLabel"_s)->text(),
                 u"You vouched for the signing key of Mo Farah (mo): their approvals count from now on."_s);
        QTRY_VERIFY(!vouch->isEnabled());
    }

    // Without a key unlocked at the sign-in (a team's sign-in is the database login's), the dialog
    // asks for the passphrase and authenticates again; a wrong one is said under it.
    void vouchingWithoutAnUnlockedKeyAsksThePassphrase()
    {
        addPeople();
        auto &ops = m_context->operators();
        const store::AuthResult ben = ops.authenticate(u"ben"_s, kBenPass);
        QVERIFY(ben.ok());
        QVERIFY(!ben.authenticated->signingKey()); // not an administrator: nothing unlocked at sign-in
        const operators::Operator mo = ops.load(u"mo"_s).value();
        operators::OperatorKey key = *store::SigningKeys(&m_context->store()).current(u"mo"_s).value();
        key.vouch.clear();
        key.vouchSignature.clear();
        key.vouchedByKey.clear();
        const operators::KeyStanding waiting = operators::KeyStanding::of(mo, {key});
        QVERIFY(waiting.needsVouch());
        ui::VouchKeyDialog dialog(operators::OperatorDirectory(&ops, &m_context->approvalRules()),
                                  *ben.authenticated, mo, waiting);
        dialog.show();
        QVERIFY(dialog.asksPassphrase());
        auto *passphrase = find<QLineEdit>(&dialog, u"passphraseEdit"_s);
        QVERIFY(passphrase->hasFocus() || QTest::qWaitFor([&] { return passphrase->hasFocus(); }, 1000));
        auto *error = find<QLabel>(&dialog, u"errorLabel"_s);
        click(&dialog, u"vouchButton"_s); // empty: said at once
        QVERIFY(error->isVisible());
        QVERIFY(style::isMarkedInvalid(passphrase));
        type(passphrase, u"not bens passphrase"_s);
        click(&dialog, u"vouchButton"_s);
        QTRY_VERIFY(!dialog.isBusy() && error->text() == u"The operator or the passphrase is not right."_s);
        QVERIFY(dialog.isVisible());
        QVERIFY(passphrase->text().isEmpty()); // not kept
        // His right passphrase: he is who he says, and may still not vouch (not an administrator).
        type(passphrase, kBenPass);
        click(&dialog, u"vouchButton"_s);
        QTRY_VERIFY(!dialog.isBusy() && error->text() != u"The operator or the passphrase is not right."_s);
        QVERIFY(dialog.isVisible());
        QVERIFY(!error->text().isEmpty());
    }

private:
    // ada (administrator, viewer), ben (approver), mo (maker), viv (viewer).
    void addPeople()
    {
        auto &ops = m_context->operators();
        QVERIFY(ops.addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Role::Viewer}, kAdaPass).ok());
        const store::AuthenticatedOperator ada = *ops.authenticate(u"ada"_s, kAdaPass).authenticated;
        QVERIFY(ops.add(ada, {u"ben"_s, u"Ben Okello"_s, Role::Approver, false}, kBenPass).ok());
        QVERIFY(ops.add(ada, {u"mo"_s, u"Mo Farah"_s, Role::Maker, false}, kMoPass).ok());
        QVERIFY(ops.add(ada, {u"viv"_s, u"Viv Anand"_s, Role::Viewer, false}, kVivPass).ok());
    }

    void signIn(const QString &id, const QString &passphrase)
    {
        const store::AuthResult result = m_context->operators().authenticate(id, passphrase);
        QVERIFY2(result.ok(), qPrintable(result.message()));
        m_context->signedIn().signIn(*result.authenticated);
    }

    ui::OperatorsPage *showPage()
    {
        m_page = std::make_unique<ui::OperatorsPage>(&m_context->operators(), &m_context->approvalRules(),
                                                     &m_context->signedIn(), nullptr);
        m_page->resize(1000, 700);
        m_page->show();
        return m_page.get();
    }

    QTemporaryDir m_dir;
    int m_count = 0;
    QString m_settingsFile;
    std::unique_ptr<AppContext> m_context;
    std::unique_ptr<ui::OperatorsPage> m_page;
};

QTEST_MAIN(TestOperatorsPage)
#include "tst_operatorspage.moc"
