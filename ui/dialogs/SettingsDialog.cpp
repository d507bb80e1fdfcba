// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/SettingsDialog.h"

#include "MessageBox.h"
#include "RemedyText.h"
#include "Style.h"
#include "api/ApiClient.h"
#include "domain/SpecTables.h"
#include "profiles/KeyScopeChecker.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace paydesk::ui {

using profiles::KeyScopeChecker;
using profiles::Profile;
using secrets::KeyStoreResult;

namespace {

constexpr int kIdRole = Qt::UserRole;
constexpr int kGrantRole = Qt::UserRole + 1; // KeyScopeChecker::Grant of a scope row, for tests

QString grantMark(KeyScopeChecker::Grant grant)
{
    switch (grant) {
    case KeyScopeChecker::Grant::Checking:
        return QStringLiteral("\u2026");
    case KeyScopeChecker::Grant::Granted:
        return QStringLiteral("\u2713");
    case KeyScopeChecker::Grant::NotGranted:
        return QStringLiteral("\u2717");
    case KeyScopeChecker::Grant::Unknown:
        return QStringLiteral("?");
    }
    return {};
}

} // namespace

SettingsDialog::SettingsDialog(profiles::ProfileStore *profiles, secrets::KeyStore *keys, QWidget *parent)
    : QDialog(parent)
    , m_profiles(profiles)
    , m_keys(keys)
    , m_checker(new KeyScopeChecker(this))
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Settings"));
    buildUi();
    connect(m_checker, &KeyScopeChecker::scopeChecked, this, &SettingsDialog::showScopes);
    connect(m_checker, &KeyScopeChecker::finished, this, [this] {
        const KeyScopeChecker::Outcome outcome = m_checker->outcome();
        if (outcome == KeyScopeChecker::Outcome::KeyRefused
            || outcome == KeyScopeChecker::Outcome::Unreachable)
            m_scopeList->clear(); // no scope to tell: the summary says why, once
        else
            showScopes();
        // Where the check could not finish, what to do about it, unless it is done here.
        const Remedy remedy = m_checker->failureRemedy();
        m_checkSummaryLabel->setText(remedyOpensSettings(remedy)
                                         ? m_checker->summary()
                                         : withRemedySentence(m_checker->summary(), remedy));
        m_checkKeyButton->setEnabled(!m_editingLocal);
    });
    rebuildList(m_profiles->currentId());
    selectProfile(m_profiles->currentId());
}

SettingsDialog::~SettingsDialog()
{
    if (m_read)
        m_read->cancel();
}

void SettingsDialog::buildUi()
{
    m_profileList = new QListWidget(this);
    m_profileList->setObjectName(QStringLiteral("profileList"));
    m_profileList->setAccessibleName(tr("Profiles"));
    m_addButton = new QPushButton(tr("&Add"), this);
    m_addButton->setObjectName(QStringLiteral("addButton"));
    m_removeButton = new QPushButton(tr("&Remove"), this);
    m_removeButton->setObjectName(QStringLiteral("removeButton"));
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(m_addButton);
    listButtons->addWidget(m_removeButton);
    auto *left = new QVBoxLayout;
    left->addWidget(m_profileList, 1);
    left->addLayout(listButtons);

    m_localSandboxLabel = new QLabel(tr("The Local sandbox runs inside Paydesk on this computer, with demo "
                                        "data and a key made for the session. It needs nothing."),
                                     this);
    m_localSandboxLabel->setObjectName(QStringLiteral("localSandboxLabel"));
    m_localSandboxLabel->setWordWrap(true);
    m_nameEdit = new QLineEdit(this);
    m_nameEdit->setObjectName(QStringLiteral("nameEdit"));
    m_kindCombo = new QComboBox(this);
    m_kindCombo->setObjectName(QStringLiteral("kindCombo"));
    for (const Profile::Kind kind : {Profile::Kind::Sandbox, Profile::Kind::Production})
        m_kindCombo->addItem(Profile::kindName(kind), int(kind));
    m_kindHintLabel = new QLabel(this);
    m_kindHintLabel->setObjectName(QStringLiteral("kindHintLabel"));
    m_kindHintLabel->setWordWrap(true);
    m_baseUrlEdit = new QLineEdit(this);
    m_baseUrlEdit->setObjectName(QStringLiteral("baseUrlEdit"));
    m_baseUrlEdit->setPlaceholderText(QStringLiteral("https://api.example.com/v1"));
    m_apiKeyEdit = new QLineEdit(this);
    m_apiKeyEdit->setObjectName(QStringLiteral("apiKeyEdit"));
    m_apiKeyEdit->setEchoMode(QLineEdit::Password);
    m_apiKeyEdit->setInputMethodHints(Qt::ImhHiddenText | Qt::ImhNoPredictiveText | Qt::ImhNoAutoUppercase);
    m_keyStateLabel = new QLabel(this);
    m_keyStateLabel->setObjectName(QStringLiteral("keyStateLabel"));
    m_keyStateLabel->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(m_localSandboxLabel);
    form->addRow(tr("&Name:"), m_nameEdit);
    form->addRow(tr("K&ind:"), m_kindCombo);
    form->addRow(m_kindHintLabel);
    form->addRow(tr("Service a&ddress:"), m_baseUrlEdit);
    form->addRow(tr("API &key:"), m_apiKeyEdit);
    form->addRow(m_keyStateLabel);

    m_checkKeyButton = new QPushButton(tr("&Check key"), this);
    m_checkKeyButton->setObjectName(QStringLiteral("checkKeyButton"));
    m_checkKeyButton->setToolTip(tr("Finds which scopes the key has, by calls that change nothing."));
    m_scopeList = new QListWidget(this);
    m_scopeList->setObjectName(QStringLiteral("scopeList"));
    m_scopeList->setAccessibleName(tr("What the key may do"));
    m_scopeList->setSelectionMode(QAbstractItemView::NoSelection);
    m_scopeList->setWordWrap(true);
    m_scopeList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scopeList->setResizeMode(QListView::Adjust);
    m_checkSummaryLabel = new QLabel(this);
    m_checkSummaryLabel->setObjectName(QStringLiteral("checkSummaryLabel"));
    m_checkSummaryLabel->setWordWrap(true);

    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(QStringLiteral("statusLabel"));
    m_statusLabel->setWordWrap(true);
    m_statusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sessionKeyButton = new QPushButton(tr("Use for this session only"), this);
    m_sessionKeyButton->setObjectName(QStringLiteral("sessionKeyButton"));
    m_sessionKeyButton->setToolTip(tr("Keeps the key in memory until Paydesk closes; it is not saved."));
    m_sessionKeyButton->hide();

    auto *buttons = new QDialogButtonBox(this);
    m_saveButton = buttons->addButton(tr("&Save"), QDialogButtonBox::ApplyRole);
    m_saveButton->setObjectName(QStringLiteral("saveButton"));
    m_saveButton->setDefault(true);
    QPushButton *close = buttons->addButton(QDialogButtonBox::Close);
    close->setObjectName(QStringLiteral("closeButton"));
    connect(close, &QPushButton::clicked, this, &QDialog::accept);

    auto *right = new QVBoxLayout;
    right->addLayout(form);
    right->addWidget(m_checkKeyButton, 0, Qt::AlignLeft);
    right->addWidget(m_scopeList, 1);
    right->addWidget(m_checkSummaryLabel);
    right->addWidget(m_statusLabel);
    right->addWidget(m_sessionKeyButton, 0, Qt::AlignLeft);

    auto *profilesPage = new QWidget(this);
    auto *columns = new QHBoxLayout(profilesPage);
    columns->addLayout(left, 1);
    columns->addLayout(right, 2);
    m_readOnlyLabel = new QLabel(this);
    m_readOnlyLabel->setObjectName(QStringLiteral("readOnlyLabel"));
    m_readOnlyLabel->setWordWrap(true);
    m_readOnlyLabel->hide();
    m_pages = new QTabWidget(this);
    m_pages->addTab(profilesPage, tr("&Profiles"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_readOnlyLabel);
    layout->addWidget(m_pages, 1);
    layout->addWidget(buttons);
    resize(820, 560);

    m_editors = {m_nameEdit, m_kindCombo, m_baseUrlEdit, m_apiKeyEdit, m_saveButton, m_removeButton};

    connect(m_profileList, &QListWidget::currentRowChanged, this, &SettingsDialog::onRowChanged);
    connect(m_addButton, &QPushButton::clicked, this, &SettingsDialog::addProfile);
    connect(m_removeButton, &QPushButton::clicked, this, &SettingsDialog::removeProfile);
    connect(m_saveButton, &QPushButton::clicked, this, &SettingsDialog::save);
    connect(m_checkKeyButton, &QPushButton::clicked, this, &SettingsDialog::checkKey);
    connect(m_sessionKeyButton, &QPushButton::clicked, this, &SettingsDialog::useForThisSessionOnly);
    connect(m_kindCombo, &QComboBox::currentIndexChanged, this, &SettingsDialog::updateKindHint);
    for (QLineEdit *edit : {m_nameEdit, m_baseUrlEdit, m_apiKeyEdit}) {
        connect(edit, &QLineEdit::textEdited, this, [this, edit] {
            style::markInvalid(edit, false);
            if (m_statusIsError)
                setStatus({});
        });
    }
}

void SettingsDialog::rebuildList(const QString &selectId)
{
    const QSignalBlocker blocker(m_profileList);
    m_profileList->clear();
    int selectRow = -1;
    for (const Profile &p : m_profiles->profiles()) {
        auto *item = new QListWidgetItem(p.displayName(), m_profileList);
        item->setData(kIdRole, p.id);
        if (p.isProduction())
            item->setForeground(style::productionColor());
        if (p.id == selectId)
            selectRow = m_profileList->count() - 1;
    }
    if (m_drafting) {
        auto *draft = new QListWidgetItem(tr("New profile"), m_profileList);
        draft->setData(kIdRole, QString());
        if (selectId.isEmpty())
            selectRow = m_profileList->count() - 1;
    }
    m_profileList->setCurrentRow(selectRow);
}

void SettingsDialog::selectProfile(const QString &profileId)
{
    for (int row = 0; row < m_profileList->count(); ++row) {
        if (m_profileList->item(row)->data(kIdRole).toString() == profileId) {
            m_profileList->setCurrentRow(row);
            onRowChanged(row); // also when it already was the current row
            return;
        }
    }
}

void SettingsDialog::onRowChanged(int row)
{
    if (row < 0)
        return;
    const QString id = m_profileList->item(row)->data(kIdRole).toString();
    if (id.isEmpty()) {
        showProfile(Profile::create(Profile::Kind::Sandbox, {}), true);
        return;
    }
    if (m_drafting) { // leaving the unsaved new profile: it goes
        m_drafting = false;
        rebuildList(id);
    }
    if (const auto p = m_profiles->profile(id))
        showProfile(*p, false);
}

void SettingsDialog::showProfile(const Profile &profile, bool isNew)
{
    if (m_read) {
        m_read->cancel();
        m_read = nullptr;
    }
    m_checker->cancel();
    m_editingId = isNew ? QString() : profile.id;
    m_editingLocal = profile.isLocalSandbox();
    m_storedKey.clear();
    m_storedKeyIsSessionOnly = false;

    m_nameEdit->setText(profile.name);
    for (QLineEdit *edit : {m_nameEdit, m_baseUrlEdit, m_apiKeyEdit})
        style::markInvalid(edit, false);
    // The combo offers the kinds a person may choose; the Local sandbox shows its own as placeholder.
    m_kindCombo->setPlaceholderText(Profile::kindName(Profile::Kind::LocalSandbox));
    m_kindCombo->setCurrentIndex(
        profile.isLocalSandbox() ? -1 : std::max(0, m_kindCombo->findData(int(profile.kind))));
    m_baseUrlEdit->setText(profile.isLocalSandbox() ? QString() : profile.baseUrl.toString());
    m_apiKeyEdit->clear();
    m_scopeList->clear();
    m_checkSummaryLabel->clear();
    m_sessionKeyButton->hide();
    setStatus({});

    m_localSandboxLabel->setVisible(m_editingLocal);
    applyAccess();
    m_checkKeyButton->setEnabled(!m_editingLocal);
    m_nameEdit->setPlaceholderText(isNew ? tr("e.g. Acme sandbox") : QString());
    updateKindHint();

    if (m_editingLocal) {
        m_apiKeyEdit->setPlaceholderText(tr("Made for each session"));
        m_keyStateLabel->clear();
    } else if (isNew) {
        m_apiKeyEdit->setPlaceholderText(tr("Paste the API key"));
        m_keyStateLabel->setText(tr("The key will be saved in the system keychain, not in a file."));
    } else {
        readStoredKey(profile.id);
    }
}

void SettingsDialog::readStoredKey(const QString &profileId)
{
    if (m_keys->hasSessionKey(profileId)) {
        m_storedKey = m_keys->sessionKey(profileId);
        m_storedKeyIsSessionOnly = true;
        updateKeyPlaceholder();
        return;
    }
    m_apiKeyEdit->setPlaceholderText(tr("Reading the saved key\u2026"));
    m_keyStateLabel->setText(tr("Reading the saved key from the system keychain\u2026"));
    m_read = m_keys->read(profileId);
    connect(m_read, &secrets::KeyStoreOp::finished, this, [this, profileId](const KeyStoreResult &result) {
        m_read = nullptr;
        if (profileId != m_editingId)
            return;
        if (result.ok()) {
            m_storedKey = result.secret();
            m_storedKeyIsSessionOnly = false;
        } else if (result.errorKind() != KeyStoreResult::ErrorKind::NotFound) {
            setStatus(result.userMessage(), true);
            m_sessionKeyButton->setVisible(result.offersSessionKey() && !isReadOnly());
        }
        updateKeyPlaceholder();
    });
}

void SettingsDialog::updateKeyPlaceholder()
{
    if (m_storedKey.isEmpty()) {
        m_apiKeyEdit->setPlaceholderText(tr("Paste the API key"));
        m_keyStateLabel->setText(tr("No key is saved for this profile."));
        return;
    }
    const QString masked = secrets::KeyStore::masked(m_storedKey);
    m_apiKeyEdit->setPlaceholderText(masked);
    m_keyStateLabel->setText(
        m_storedKeyIsSessionOnly
            ? tr("Key %1 is kept for this session only. Type a new key to replace it.").arg(masked)
            : tr("Key %1 is saved in the system keychain. Type a new key to replace it.").arg(masked));
}

Profile::Kind SettingsDialog::selectedKind() const
{
    return Profile::Kind(m_kindCombo->currentData().toInt());
}

void SettingsDialog::updateKindHint()
{
    if (!m_editingLocal && selectedKind() == Profile::Kind::Production) {
        m_kindHintLabel->setText(tr("PRODUCTION: payouts made with this profile move real money."));
        style::setProductionText(m_kindHintLabel, true);
        m_kindHintLabel->show();
    } else {
        m_kindHintLabel->clear();
        m_kindHintLabel->hide();
    }
}

void SettingsDialog::setReadOnly(const QString &why)
{
    m_readOnlyWhy = why;
    m_readOnlyLabel->setText(why);
    m_readOnlyLabel->setVisible(!why.isEmpty());
    if (!why.isEmpty() && m_drafting) { // a new profile not yet saved is dropped
        m_drafting = false;
        rebuildList(m_profiles->currentId());
        selectProfile(m_profiles->currentId());
    }
    applyAccess();
}

void SettingsDialog::applyAccess()
{
    const bool editable = m_readOnlyWhy.isEmpty();
    m_addButton->setEnabled(editable);
    for (QWidget *w : std::as_const(m_editors))
        w->setEnabled(editable && !m_editingLocal);
    if (!editable)
        m_sessionKeyButton->hide();
}

void SettingsDialog::addProfile()
{
    if (isReadOnly())
        return;
    m_drafting = true;
    rebuildList({});
    onRowChanged(m_profileList->currentRow());
    m_nameEdit->setFocus();
}

void SettingsDialog::removeProfile()
{
    if (isReadOnly())
        return;
    if (m_editingLocal)
        return;
    if (m_editingId.isEmpty()) { // the unsaved new profile
        m_drafting = false;
        rebuildList(Profile::localSandboxId());
        selectProfile(Profile::localSandboxId());
        return;
    }
    const auto profile = m_profiles->profile(m_editingId);
    if (!profile)
        return;
    const auto answer = MessageBox::question(
        this, tr("Remove profile"),
        tr("Remove the profile \u201C%1\u201D? Its API key is removed from the system keychain too.")
            .arg(profile->name),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return;
    QString why;
    if (!m_profiles->remove(profile->id, &why)) {
        setStatus(why, true);
        return;
    }
    const QString id = profile->id;
    const QString name = profile->name;
    secrets::KeyStoreOp *op = m_keys->remove(id);
    connect(op, &secrets::KeyStoreOp::finished, this, [this, name](const KeyStoreResult &result) {
        if (!result.ok())
            setStatus(tr("The profile \u201C%1\u201D was removed, but its key could not be removed from the "
                         "system keychain: %2")
                          .arg(name, result.userMessage()),
                      true);
    });
    Q_EMIT keyChanged(id);
    rebuildList(Profile::localSandboxId());
    selectProfile(Profile::localSandboxId());
    setStatus(tr("The profile \u201C%1\u201D was removed.").arg(name));
}

void SettingsDialog::save()
{
    if (isReadOnly())
        return;
    if (m_editingLocal)
        return;
    Profile profile = m_editingId.isEmpty() ? Profile::create(selectedKind(), {})
                                            : m_profiles->profile(m_editingId).value_or(Profile());
    if (profile.id.isEmpty())
        return;
    profile.name = m_nameEdit->text().trimmed();
    profile.kind = selectedKind();
    profile.baseUrl = profiles::ProfileStore::normalizedBaseUrl(m_baseUrlEdit->text());
    QString why;
    profiles::ProfileStore::Field field = profiles::ProfileStore::Field::None;
    if (!m_profiles->validate(profile, &why, &field)) {
        setStatus(why, true);
        QLineEdit *wrong = field == profiles::ProfileStore::Field::Name ? m_nameEdit
            : field == profiles::ProfileStore::Field::BaseUrl           ? m_baseUrlEdit
                                                                        : nullptr;
        if (wrong) {
            style::markInvalid(wrong, true);
            wrong->setFocus();
        }
        return;
    }
    // A new key is queued before the profile is saved: saving the profile in use reconnects it, and
    // the keychain answers in order: reconnection reads the new key, never the old one with the new address.
    const QString key = m_apiKeyEdit->text().trimmed();
    const QString id = profile.id;
    if (!key.isEmpty()) {
        m_saveButton->setEnabled(false);
        m_sessionKeyButton->hide();
        secrets::KeyStoreOp *op = m_keys->write(id, key);
        connect(op, &secrets::KeyStoreOp::finished, this,
                [this, id, key](const KeyStoreResult &result) { onKeyWritten(id, key, result); });
    }
    if (!m_profiles->save(profile, &why)) {
        setStatus(why, true);
        return;
    }
    const bool wasNew = m_editingId.isEmpty();
    m_editingId = profile.id;
    if (wasNew) {
        m_drafting = false;
        rebuildList(profile.id);
    } else if (QListWidgetItem *item = m_profileList->currentItem()) {
        item->setText(profile.displayName());
    }
    m_baseUrlEdit->setText(profile.baseUrl.toString());
    if (key.isEmpty())
        setStatus(m_storedKey.isEmpty() ? tr("Saved. This profile has no API key yet.") : tr("Saved."));
    else
        setStatus(tr("Saving the key in the system keychain\u2026"));
}

void SettingsDialog::onKeyWritten(const QString &profileId, const QString &key, const KeyStoreResult &result)
{
    const bool shown = profileId == m_editingId;
    if (shown)
        m_saveButton->setEnabled(!isReadOnly());
    if (!result.ok()) {
        if (shown) {
            setStatus(result.userMessage(), true);
            m_sessionKeyButton->setVisible(result.offersSessionKey() && !isReadOnly());
        }
        return;
    }
    Q_EMIT keyChanged(profileId);
    if (!shown)
        return;
    if (m_apiKeyEdit->text().trimmed() == key)
        m_apiKeyEdit->clear();
    m_storedKey = key;
    m_storedKeyIsSessionOnly = false;
    updateKeyPlaceholder();
    setStatus(tr("Saved. The key is in the system keychain."));
}

void SettingsDialog::useForThisSessionOnly()
{
    if (isReadOnly())
        return;
    const QString key = m_apiKeyEdit->text().trimmed();
    if (m_editingId.isEmpty() || m_editingLocal)
        return;
    if (key.isEmpty()) {
        setStatus(tr("Type the API key first, then choose to use it for this session only."), true);
        return;
    }
    m_keys->setSessionKey(m_editingId, key);
    m_apiKeyEdit->clear();
    m_storedKey = key;
    m_storedKeyIsSessionOnly = true;
    m_sessionKeyButton->hide();
    updateKeyPlaceholder();
    setStatus(tr("The key will be used until Paydesk closes. It is not saved anywhere, so Paydesk will ask "
                 "for it again next time."));
    Q_EMIT keyChanged(m_editingId);
}

void SettingsDialog::checkKey()
{
    if (m_editingLocal)
        return;
    const QString typed = m_apiKeyEdit->text().trimmed();
    const QString key = typed.isEmpty() ? m_storedKey : typed;
    const QUrl baseUrl = profiles::ProfileStore::normalizedBaseUrl(m_baseUrlEdit->text());
    m_scopeList->clear();
    if (key.isEmpty()) {
        m_checkSummaryLabel->setText(tr("Type the API key first."));
        return;
    }
    QString why;
    if (!api::ApiClient::isAcceptableBaseUrl(baseUrl, &why)) {
        m_checkSummaryLabel->setText(why);
        return;
    }
    m_checkKeyButton->setEnabled(false);
    m_checker->start(baseUrl, key);
    m_checkSummaryLabel->setText(m_checker->summary());
    showScopes();
}

void SettingsDialog::showScopes()
{
    const QList<KeyScopeChecker::ScopeResult> results = m_checker->results();
    if (m_scopeList->count() != results.size()) {
        m_scopeList->clear();
        for (int i = 0; i < results.size(); ++i)
            new QListWidgetItem(m_scopeList);
    }
    for (int i = 0; i < results.size(); ++i) {
        const KeyScopeChecker::ScopeResult &r = results.at(i);
        QListWidgetItem *item = m_scopeList->item(i);
        QString text
            = tr("%1  %2 (%3)").arg(grantMark(r.grant), spec::describe(spec::scopes(), r.scope), r.scope);
        if (!r.detail.isEmpty())
            text += QStringLiteral(" \u2014 ") + r.detail;
        item->setText(text);
        item->setToolTip(r.detail);
        item->setData(kIdRole, r.scope);
        item->setData(kGrantRole, int(r.grant));
        switch (r.grant) {
        case KeyScopeChecker::Grant::Granted:
            item->setForeground(style::successColor());
            break;
        case KeyScopeChecker::Grant::NotGranted:
            item->setForeground(style::errorColor());
            break;
        default:
            item->setForeground(palette().color(QPalette::PlaceholderText));
            break;
        }
    }
}

void SettingsDialog::setStatus(const QString &text, bool error)
{
    m_statusLabel->setText(text);
    style::setErrorText(m_statusLabel, error);
    m_statusIsError = error && !text.isEmpty();
}

} // namespace paydesk::ui
