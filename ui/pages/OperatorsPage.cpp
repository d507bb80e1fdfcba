// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/OperatorsPage.h"

#include "MessageBox.h"
#include "Style.h"
#include "dialogs/ApprovalRuleDialog.h"
#include "dialogs/OperatorDialog.h"
#include "operators/OperatorTables.h"
#include "operators/OperatorsController.h"
#include "operators/Permissions.h"
#include "operators/SignedIn.h"
#include "widgets/DataTable.h"
#include "widgets/StatePanel.h"

#include <QFont>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIdentityProxyModel>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QShowEvent>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using operators::ApprovalRule;
using operators::Operator;
using operators::Permissions;
using store::StoreResult;

namespace {

// The operators as the model says them, marked the way a person sees them: a disabled one greyed
// out, the one signed in with the name in bold (app/ has neither colours nor fonts).
class OperatorLooks : public QIdentityProxyModel
{
public:
    using QIdentityProxyModel::QIdentityProxyModel;

    QVariant data(const QModelIndex &index, int role) const override
    {
        using Model = operators::OperatorListModel;
        if (role == Qt::ForegroundRole && index.data(Model::DisabledRole).toBool())
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        if (role == Qt::FontRole && index.column() == Model::NameColumn
            && index.data(Model::SignedInRole).toBool()) {
            QFont bold = QGuiApplication::font();
            bold.setBold(true);
            return bold;
        }
        return QIdentityProxyModel::data(index, role);
    }
};

QTableView *makeListTable(QAbstractItemModel *model, const QString &objectName)
{
    QTableView *table = makeTable(model, objectName);
    table->setAlternatingRowColors(true);
    return table;
}

QPushButton *makeButton(const QString &text, const QString &objectName)
{
    auto *button = new QPushButton(text);
    button->setObjectName(objectName);
    return button;
}

} // namespace

OperatorsPage::OperatorsPage(store::Operators *operators, store::ApprovalRuleStore *rules,
                             operators::SignedIn *signedIn, QWidget *parent)
    : Page(parent)
    , m_controller(new operators::OperatorsController(operators::OperatorDirectory(operators, rules), this))
    , m_signedIn(signedIn)
    , m_operatorsModel(new operators::OperatorListModel(this))
    , m_rulesModel(new operators::ApprovalRulesModel(this))
{
    setObjectName(u"operatorsPage"_s);
    connect(m_controller, &operators::OperatorsController::loadingChanged, this, &OperatorsPage::updateState);
    connect(m_controller, &operators::OperatorsController::loaded, this, &OperatorsPage::loaded);
    connect(m_signedIn, &operators::SignedIn::changed, this, [this] {
        updateActions();
        if (isVisible())
            load(); // the first administrator just set up, say
    });
}

OperatorsPage::~OperatorsPage() = default;

QString OperatorsPage::title() const
{
    return tr("Operators");
}

QKeySequence OperatorsPage::shortcut() const
{
    return QKeySequence(Qt::CTRL | Qt::Key_7);
}

const QList<Operator> &OperatorsPage::operatorList() const
{
    return m_controller->operators();
}

const QList<ApprovalRule> &OperatorsPage::ruleList() const
{
    return m_controller->rules();
}

bool OperatorsPage::isLoading() const
{
    return m_controller->isLoading();
}

void OperatorsPage::buildContent()
{
    m_signedInLabel = new QLabel;
    m_signedInLabel->setObjectName(u"signedInLabel"_s);
    m_signedInLabel->setWordWrap(true);
    m_signInButton = makeButton(tr("Sign &in\u2026"), u"signInButton"_s);
    connect(m_signInButton, &QPushButton::clicked, this, &Page::signInRequested);
    auto *who = new QHBoxLayout;
    who->addWidget(m_signedInLabel, 1);
    who->addWidget(m_signInButton);

    // The operators.
    auto *looks = new OperatorLooks(this);
    looks->setSourceModel(m_operatorsModel);
    m_operatorsTable = makeListTable(looks, u"operatorsTable"_s);
    m_addOperatorButton = makeButton(tr("&Add operator\u2026"), u"addOperatorButton"_s);
    m_changeOperatorButton = makeButton(tr("Chan&ge\u2026"), u"changeOperatorButton"_s);
    m_disableButton = makeButton(tr("&Disable\u2026"), u"disableOperatorButton"_s);
    m_resetButton = makeButton(tr("Reset pa&ssphrase\u2026"), u"resetPassphraseButton"_s);
    m_ownPassphraseButton = makeButton(tr("Change &my passphrase\u2026"), u"ownPassphraseButton"_s);
    connect(m_addOperatorButton, &QPushButton::clicked, this, &OperatorsPage::addOperator);
    connect(m_changeOperatorButton, &QPushButton::clicked, this, &OperatorsPage::changeOperator);
    connect(m_disableButton, &QPushButton::clicked, this, &OperatorsPage::toggleDisabled);
    connect(m_resetButton, &QPushButton::clicked, this, &OperatorsPage::resetPassphrase);
    connect(m_ownPassphraseButton, &QPushButton::clicked, this, &OperatorsPage::changeOwnPassphrase);
    connect(m_operatorsTable, &QTableView::doubleClicked, this, [this] {
        if (m_changeOperatorButton->isEnabled())
            changeOperator();
    });
    auto *operatorButtons = new QHBoxLayout;
    operatorButtons->addWidget(m_addOperatorButton);
    operatorButtons->addWidget(m_changeOperatorButton);
    operatorButtons->addWidget(m_disableButton);
    operatorButtons->addWidget(m_resetButton);
    operatorButtons->addStretch();
    operatorButtons->addWidget(m_ownPassphraseButton);
    auto *operatorsBox = new QGroupBox(tr("People"));
    auto *operatorsLayout = new QVBoxLayout(operatorsBox);
    operatorsLayout->addWidget(m_operatorsTable, 1);
    operatorsLayout->addLayout(operatorButtons);

    // The approval rules.
    m_rulesTable = makeListTable(m_rulesModel, u"rulesTable"_s);
    m_addRuleButton = makeButton(tr("Add &rule\u2026"), u"addRuleButton"_s);
    m_editRuleButton = makeButton(tr("Edi&t rule\u2026"), u"editRuleButton"_s);
    m_removeRuleButton = makeButton(tr("Remo&ve rule\u2026"), u"removeRuleButton"_s);
    connect(m_addRuleButton, &QPushButton::clicked, this, &OperatorsPage::addRule);
    connect(m_editRuleButton, &QPushButton::clicked, this, &OperatorsPage::editRule);
    connect(m_removeRuleButton, &QPushButton::clicked, this, &OperatorsPage::removeRule);
    connect(m_rulesTable, &QTableView::doubleClicked, this, [this] {
        if (m_editRuleButton->isEnabled())
            editRule();
    });
    auto *defaultNote = new QLabel(
        tr("A currency without a rule needs one approver, and its drafts expire after %n day(s).", nullptr,
           ApprovalRule::defaultExpiryDays));
    defaultNote->setObjectName(u"defaultRuleLabel"_s);
    defaultNote->setWordWrap(true);
    auto *ruleButtons = new QHBoxLayout;
    ruleButtons->addWidget(m_addRuleButton);
    ruleButtons->addWidget(m_editRuleButton);
    ruleButtons->addWidget(m_removeRuleButton);
    ruleButtons->addStretch();
    auto *rulesBox = new QGroupBox(tr("Approval rules"));
    auto *rulesLayout = new QVBoxLayout(rulesBox);
    rulesLayout->addWidget(m_rulesTable, 1);
    rulesLayout->addWidget(defaultNote);
    rulesLayout->addLayout(ruleButtons);

    m_statusLabel = new QLabel;
    m_statusLabel->setObjectName(u"statusLabel"_s);
    m_statusLabel->setWordWrap(true);
    m_statusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins({});
    layout->addLayout(who);
    layout->addWidget(operatorsBox, 3);
    layout->addWidget(rulesBox, 2);
    layout->addWidget(m_statusLabel);
    setContent(content);

    connect(m_operatorsTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &OperatorsPage::updateActions);
    connect(m_rulesTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &OperatorsPage::updateActions);
    showOperators();
    showRules();
    updateActions();
}

void OperatorsPage::showEvent(QShowEvent *event)
{
    Page::showEvent(event);
    if (!event->spontaneous())
        load(); // what others changed since the page was last in view
}

void OperatorsPage::load()
{
    m_controller->reload();
}

void OperatorsPage::loaded()
{
    if (!m_controller->error().isEmpty()) {
        if (m_controller->hasLoaded())
            showStatus(m_controller->error(), true);
        return updateState();
    }
    showOperators();
    showRules();
    checkSignedIn();
    updateActions();
    updateState();
}

void OperatorsPage::updateView()
{
    if (m_controller->hasLoaded())
        return statePanel()->showContent();
    if (!m_controller->error().isEmpty())
        return statePanel()->showError(m_controller->error(), StatePanel::Action::Retry);
    statePanel()->showLoading(tr("Reading the operators\u2026"));
}

void OperatorsPage::showOperators()
{
    if (!m_operatorsTable)
        return;
    const std::optional<Operator> selected = selectedOperator();
    m_operatorsModel->setLocale(locale());
    m_operatorsModel->setOperators(m_controller->operators(), m_signedIn->id());
    selectRow(m_operatorsTable, selected ? m_operatorsModel->rowOf(selected->id) : -1);
    fitColumns(m_operatorsTable);
}

void OperatorsPage::showRules()
{
    if (!m_rulesTable)
        return;
    const std::optional<ApprovalRule> selected = selectedRule();
    m_rulesModel->setLocale(locale());
    m_rulesModel->setRules(m_controller->rules());
    selectRow(m_rulesTable, selected ? m_rulesModel->rowOf(selected->currency) : -1);
    fitColumns(m_rulesTable);
}

std::optional<Operator> OperatorsPage::selectedOperator() const
{
    const int row = selectedRow(m_operatorsTable);
    if (row < 0)
        return std::nullopt;
    const Operator *op = m_operatorsModel->operatorAt(row);
    return op ? m_controller->findOperator(op->id) : std::nullopt;
}

std::optional<ApprovalRule> OperatorsPage::selectedRule() const
{
    const int row = selectedRow(m_rulesTable);
    if (row < 0)
        return std::nullopt;
    const ApprovalRule *rule = m_rulesModel->ruleAt(row);
    return rule ? m_controller->findRule(rule->currency) : std::nullopt;
}

void OperatorsPage::updateActions()
{
    if (!m_operatorsTable)
        return;
    const std::optional<Operator> me = m_signedIn->current();
    if (me) {
        QString what = Operator::roleName(me->role);
        if (me->administrator)
            what = tr("%1, administrator").arg(what);
        m_signedInLabel->setText(tr("Signed in as <b>%1</b> (%2): %3.")
                                     .arg(me->displayName.toHtmlEscaped(), me->id.toHtmlEscaped(), what));
    } else {
        m_signedInLabel->setText(
            tr("Nobody is signed in. Sign in to change operators, rules or your passphrase."));
    }
    m_signInButton->setVisible(!me);

    const Permissions::Decision admin = me ? Permissions::canAdminister(*me)
                                           : Permissions::Decision {Permissions::Verdict::NotAnAdministrator};
    const QString notAdmin = !me ? tr("Sign in as an administrator first. %1")
                                       .arg(Permissions::message(Permissions::Verdict::NotAnAdministrator))
                                 : admin.message();
    const std::optional<Operator> op = selectedOperator();
    const std::optional<ApprovalRule> rule = selectedRule();
    auto enable
        = [&](QPushButton *button, bool allowed, bool needsRow, bool hasRow, const QString &chooseFirst) {
              button->setEnabled(allowed && (!needsRow || hasRow));
              button->setToolTip(!allowed ? notAdmin : (needsRow && !hasRow ? chooseFirst : QString()));
          };
    const QString chooseOperator = tr("Choose an operator in the list first.");
    const QString chooseRule = tr("Choose a rule in the list first.");
    enable(m_addOperatorButton, admin.allowed(), false, false, {});
    enable(m_changeOperatorButton, admin.allowed(), true, op.has_value(), chooseOperator);
    enable(m_disableButton, admin.allowed(), true, op.has_value(), chooseOperator);
    enable(m_resetButton, admin.allowed(), true, op.has_value(), chooseOperator);
    enable(m_addRuleButton, admin.allowed(), false, false, {});
    enable(m_editRuleButton, admin.allowed(), true, rule.has_value(), chooseRule);
    enable(m_removeRuleButton, admin.allowed(), true, rule.has_value(), chooseRule);
    m_disableButton->setText(op && op->disabled ? tr("&Enable\u2026") : tr("&Disable\u2026"));
    m_ownPassphraseButton->setEnabled(me.has_value());
    m_ownPassphraseButton->setToolTip(me ? QString() : tr("Sign in first."));
}

void OperatorsPage::showStatus(const QString &text, bool error)
{
    if (!m_statusLabel)
        return;
    m_statusLabel->setText(text);
    style::setErrorText(m_statusLabel, error);
}

void OperatorsPage::checkSignedIn()
{
    const std::optional<Operator> me = m_signedIn->current();
    if (!me)
        return;
    const std::optional<Operator> it = m_controller->findOperator(me->id);
    const bool same = it && it->displayName == me->displayName && it->role == me->role
        && it->administrator == me->administrator && it->disabled == me->disabled;
    if (same)
        return;
    // What the person may do was decided from the operator as they signed in: no longer true.
    m_signedIn->signOut();
    showStatus(tr("%1 was changed or disabled since signing in, and is signed out. Sign in again.")
                   .arg(me->displayName),
               true);
}

void OperatorsPage::keepDialog(QDialog *dialog)
{
    if (m_dialog)
        m_dialog->close();
    m_dialog = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void OperatorsPage::addOperator()
{
    if (!m_signedIn->isSignedIn())
        return;
    auto *dialog = new OperatorDialog(OperatorDialog::Mode::Add, m_controller->directory(),
                                      m_signedIn->authenticated(), {}, this);
    connect(dialog, &OperatorDialog::saved, this, [this](const Operator &, const QString &message) {
        showStatus(message, false);
        load();
    });
    connect(dialog, &OperatorDialog::storeChanged, this, &OperatorsPage::load);
    keepDialog(dialog);
}

void OperatorsPage::changeOperator()
{
    const std::optional<Operator> op = selectedOperator();
    if (!op || !m_signedIn->isSignedIn())
        return;
    auto *dialog = new OperatorDialog(OperatorDialog::Mode::Change, m_controller->directory(),
                                      m_signedIn->authenticated(), *op, this);
    connect(dialog, &OperatorDialog::saved, this, [this](const Operator &, const QString &message) {
        showStatus(message, false);
        load();
    });
    connect(dialog, &OperatorDialog::storeChanged, this, &OperatorsPage::load);
    keepDialog(dialog);
}

void OperatorsPage::resetPassphrase()
{
    const std::optional<Operator> op = selectedOperator();
    if (!op || !m_signedIn->isSignedIn())
        return;
    auto *dialog = new OperatorDialog(OperatorDialog::Mode::ResetPassphrase, m_controller->directory(),
                                      m_signedIn->authenticated(), *op, this);
    connect(dialog, &OperatorDialog::saved, this, [this](const Operator &, const QString &message) {
        showStatus(message, false);
        load();
    });
    connect(dialog, &OperatorDialog::storeChanged, this, &OperatorsPage::load);
    keepDialog(dialog);
}

void OperatorsPage::changeOwnPassphrase()
{
    if (!m_signedIn->isSignedIn())
        return;
    const std::optional<Operator> me = m_signedIn->current();
    auto *dialog = new OperatorDialog(OperatorDialog::Mode::ChangeOwnPassphrase, m_controller->directory(),
                                      m_signedIn->authenticated(), *me, this);
    connect(dialog, &OperatorDialog::saved, this, [this](const Operator &, const QString &message) {
        showStatus(message, false);
        load();
    });
    connect(dialog, &OperatorDialog::storeChanged, this, &OperatorsPage::load);
    keepDialog(dialog);
}

void OperatorsPage::toggleDisabled()
{
    const std::optional<Operator> op = selectedOperator();
    if (!op || !m_signedIn->isSignedIn())
        return;
    const bool disable = !op->disabled;
    const QString question = disable
        ? tr("Disable %1 (%2)? They will no longer sign in, draft or approve. Their payouts and audit "
             "entries "
             "keep their name, and they can be enabled again.")
              .arg(op->displayName, op->id)
        : tr("Enable %1 (%2) again? They will sign in, and draft or approve as a %3, from now on.")
              .arg(op->displayName, op->id, Operator::roleName(op->role).toLower());
    const QMessageBox::StandardButton answer
        = MessageBox::question(this, disable ? tr("Disable operator") : tr("Enable operator"), question,
                               QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    m_disableButton->setEnabled(false);
    showStatus(disable ? tr("Disabling %1\u2026").arg(op->displayName)
                       : tr("Enabling %1\u2026").arg(op->displayName),
               false);
    m_controller->directory().setDisabled(
        m_signedIn->authenticated(), op->id, op->revision, disable, this,
        [this, disable](const StoreResult<Operator> &result) {
            if (result.ok()) {
                const Operator &changed = result.value();
                showStatus(disable ? tr("%1 (%2) was disabled.").arg(changed.displayName, changed.id)
                                   : tr("%1 (%2) was enabled.").arg(changed.displayName, changed.id),
                           false);
            } else {
                showStatus(result.error().message(), true);
            }
            load(); // also after a refusal: the row may have changed meanwhile
        });
}

void OperatorsPage::addRule()
{
    if (!m_signedIn->isSignedIn())
        return;
    auto *dialog = new ApprovalRuleDialog(m_controller->directory(), m_signedIn->authenticated(), {},
                                          m_controller->currenciesWithRule(), this);
    connect(dialog, &ApprovalRuleDialog::saved, this, [this](const ApprovalRule &, const QString &message) {
        showStatus(message, false);
        load();
    });
    connect(dialog, &ApprovalRuleDialog::storeChanged, this, &OperatorsPage::load);
    keepDialog(dialog);
}

void OperatorsPage::editRule()
{
    const std::optional<ApprovalRule> rule = selectedRule();
    if (!rule || !m_signedIn->isSignedIn())
        return;
    auto *dialog
        = new ApprovalRuleDialog(m_controller->directory(), m_signedIn->authenticated(), *rule, {}, this);
    connect(dialog, &ApprovalRuleDialog::saved, this, [this](const ApprovalRule &, const QString &message) {
        showStatus(message, false);
        load();
    });
    connect(dialog, &ApprovalRuleDialog::storeChanged, this, &OperatorsPage::load);
    keepDialog(dialog);
}

void OperatorsPage::removeRule()
{
    const std::optional<ApprovalRule> rule = selectedRule();
    if (!rule || !m_signedIn->isSignedIn())
        return;
    const QMessageBox::StandardButton answer
        = MessageBox::question(this, tr("Remove approval rule"),
                               tr("Remove the rule of %1? Payouts in %1 will then need one approver, and "
                                  "drafts will expire after %n "
                                  "day(s).",
                                  nullptr, ApprovalRule::defaultExpiryDays)
                                   .arg(rule->currency),
                               QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    m_removeRuleButton->setEnabled(false);
    m_controller->directory().removeRule(
        m_signedIn->authenticated(), rule->currency, rule->revision, this,
        [this, currency = rule->currency](const StoreResult<void> &result) {
            if (result.ok())
                showStatus(tr("The approval rule of %1 was removed.").arg(currency), false);
            else
                showStatus(result.error().message(), true);
            load();
        });
}

} // namespace paydesk::ui
