// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/OperatorsPage.h"

#include "Style.h"
#include "operators/OperatorTables.h"
#include "operators/OperatorsController.h"
#include "operators/Permissions.h"
#include "operators/SignedIn.h"
#include "widgets/DataTable.h"
#include "widgets/StatePanel.h"

#include <QDialog>
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
                             operators::SignedIn *signedIn, store::ChangeListener *changes, QWidget *parent)
    : Page(info(), parent)
    , m_controller(new operators::OperatorsController(operators::OperatorDirectory(operators, rules), this))
    , m_signedIn(signedIn)
    , m_operatorsModel(new operators::OperatorListModel(this))
    , m_rulesModel(new operators::ApprovalRulesModel(this))
{
    if (changes)
        m_controller->followChangesOf(changes); // another workstation's operators, rules and keys
    connect(m_controller, &operators::OperatorsController::loadingChanged, this, &OperatorsPage::updateState);
    connect(m_controller, &operators::OperatorsController::loaded, this, &OperatorsPage::loaded);
    connect(m_signedIn, &operators::SignedIn::changed, this, [this] {
        updateActions();
        if (isVisible())
            load(); // the first administrator just set up, say
    });
}

OperatorsPage::~OperatorsPage() = default;

PageInfo OperatorsPage::info()
{
    return {u"operatorsPage"_s, tr("Operators"), QKeySequence(Qt::CTRL | Qt::Key_7), u"operators"_s};
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
    m_operatorsTable->setAccessibleName(tr("Operators"));
    m_addOperatorButton = makeButton(tr("&Add operator\u2026"), u"addOperatorButton"_s);
    m_changeOperatorButton = makeButton(tr("Chan&ge\u2026"), u"changeOperatorButton"_s);
    m_disableButton = makeButton(tr("&Disable\u2026"), u"disableOperatorButton"_s);
    m_resetButton = makeButton(tr("Reset pa&ssphrase\u2026"), u"resetPassphraseButton"_s);
    m_vouchButton = makeButton(tr("Vo&uch for key\u2026"), u"vouchKeyButton"_s);
    m_vouchButton->setAccessibleName(tr("Vouch for the signing key of the operator selected"));
    m_ownPassphraseButton = makeButton(tr("Change &my passphrase\u2026"), u"ownPassphraseButton"_s);
    connect(m_addOperatorButton, &QPushButton::clicked, this, &OperatorsPage::addOperator);
    connect(m_changeOperatorButton, &QPushButton::clicked, this, &OperatorsPage::changeOperator);
    connect(m_disableButton, &QPushButton::clicked, this, &OperatorsPage::toggleDisabled);
    connect(m_resetButton, &QPushButton::clicked, this, &OperatorsPage::resetPassphrase);
    connect(m_vouchButton, &QPushButton::clicked, this, &OperatorsPage::vouchForKey);
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
    operatorButtons->addWidget(m_vouchButton);
    operatorButtons->addStretch();
    operatorButtons->addWidget(m_ownPassphraseButton);
    auto *operatorsBox = new QGroupBox(tr("People"));
    auto *operatorsLayout = new QVBoxLayout(operatorsBox);
    operatorsLayout->addWidget(m_operatorsTable, 1);
    m_keyDetailsLabel = new QLabel;
    m_keyDetailsLabel->setObjectName(u"keyDetailsLabel"_s);
    m_keyDetailsLabel->setWordWrap(true);
    m_keyDetailsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    operatorsLayout->addWidget(m_keyDetailsLabel);
    operatorsLayout->addLayout(operatorButtons);

    // The approval rules.
    m_rulesTable = makeListTable(m_rulesModel, u"rulesTable"_s);
    m_rulesTable->setAccessibleName(tr("Approval rules"));
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
    m_operatorsModel->setOperators(m_controller->operators(), m_signedIn->id(), m_controller->keys());
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

void OperatorsPage::showKeyDetails()
{
    const std::optional<Operator> op = selectedOperator();
    if (!op) {
        m_keyDetailsLabel->setText(tr("Choose an operator to see their signing key."));
        return;
    }
    m_keyDetailsLabel->setText(m_controller->keyStanding(op->id).details(
        *op, [this](const QString &id) { return m_controller->nameOf(id); }, locale()));
}

QString OperatorsPage::vouchRefusal(const std::optional<Operator> &op) const
{
    if (!op)
        return tr("Choose an operator in the list first.");
    const operators::KeyStanding standing = m_controller->keyStanding(op->id);
    if (op->id == m_signedIn->id())
        return tr("Another administrator vouches for your key: nobody vouches for their own.");
    switch (standing.state()) {
    case operators::KeyStanding::State::None:
        return tr("%1 has no signing key yet: it is made when they next sign in.").arg(op->displayName);
    case operators::KeyStanding::State::Revoked:
        return tr("The key of %1 was revoked when they were disabled.").arg(op->displayName);
    case operators::KeyStanding::State::Vouched:
    case operators::KeyStanding::State::Root:
        return tr("The key of %1 is vouched for already.").arg(op->displayName);
    case operators::KeyStanding::State::Waiting:
    case operators::KeyStanding::State::Outdated:
        break;
    }
    return {};
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
        QString text = tr("Signed in as <b>%1</b> (%2): %3.")
                           .arg(me->displayName.toHtmlEscaped(), me->id.toHtmlEscaped(), what);
        // What the person reads out to the administrator who vouches for their key.
        if (const QString mine = m_controller->keyStanding(me->id).fingerprint(); !mine.isEmpty())
            text += u" "_s + tr("Your signing key's fingerprint: <b>%1</b>.").arg(mine);
        m_signedInLabel->setText(text);
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
    const QString noVouch = vouchRefusal(op);
    m_vouchButton->setEnabled(admin.allowed() && noVouch.isEmpty());
    m_vouchButton->setToolTip(!admin.allowed() ? notAdmin : noVouch);
    enable(m_addRuleButton, admin.allowed(), false, false, {});
    enable(m_editRuleButton, admin.allowed(), true, rule.has_value(), chooseRule);
    enable(m_removeRuleButton, admin.allowed(), true, rule.has_value(), chooseRule);
    m_disableButton->setText(op && op->disabled ? tr("&Enable\u2026") : tr("&Disable\u2026"));
    m_ownPassphraseButton->setEnabled(me.has_value());
    m_ownPassphraseButton->setToolTip(me ? QString() : tr("Sign in first."));
    showKeyDetails();
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

} // namespace paydesk::ui
