// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/RecipientsPage.h"

#include "Accessible.h"
#include "RemedyText.h"
#include "api/ApiClient.h"
#include "dialogs/NewRecipientDialog.h"
#include "models/PaymentAccountsModel.h"
#include "recipients/BankDirectory.h"
#include "tasks/Task.h"
#include "widgets/DataTable.h"
#include "widgets/StatePanel.h"
#include "widgets/TaskProgressDialog.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace paydesk::ui {

using namespace Qt::StringLiterals;
using models::PagedTableModel;
using models::PaymentAccountsModel;

RecipientsPage::RecipientsPage(QWidget *parent)
    : Page(info(), parent)
    , m_model(new PaymentAccountsModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterRole(PaymentAccountsModel::SearchRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    connect(m_model, &PagedTableModel::stateChanged, this, &RecipientsPage::updateState);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &RecipientsPage::updateFooter);
    connect(m_model, &QAbstractItemModel::modelReset, this, &RecipientsPage::updateFooter);
}

void RecipientsPage::buildContent()
{
    auto *content = new QWidget(this);
    m_table = new QTableView(content);
    m_table->setHorizontalHeader(new RowTableHeader(m_table));
    m_table->setObjectName(u"recipientsTable"_s);
    m_table->setAccessibleName(tr("Recipients"));
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(PaymentAccountsModel::AccountColumn,
                                                      QHeaderView::Stretch);
    m_table->setColumnWidth(PaymentAccountsModel::HolderColumn, 210);
    m_table->setColumnWidth(PaymentAccountsModel::TypeColumn, 200);
    m_table->setColumnWidth(PaymentAccountsModel::CountryColumn, 120);
    m_table->setColumnWidth(PaymentAccountsModel::CreatedColumn, 165);

    m_countLabel = new QLabel(content);
    m_countLabel->setObjectName(u"countLabel"_s);
    m_searchAllButton = new QPushButton(tr("Search all recipients"), content);
    m_searchAllButton->setObjectName(u"searchAllButton"_s);
    m_searchAllButton->setToolTip(
        tr("Load the recipients not loaded yet, so that the search covers them all"));
    m_searchAllButton->hide();
    connect(m_searchAllButton, &QPushButton::clicked, this, &RecipientsPage::searchAll);
    m_savedLabel = new QLabel(content);
    m_savedLabel->setObjectName(u"savedLabel"_s);
    m_savedLabel->hide();
    auto *footer = new QHBoxLayout;
    footer->addWidget(m_countLabel, 1);
    footer->addWidget(m_savedLabel);
    footer->addWidget(m_searchAllButton);
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(m_table, 1);
    contentLayout->addLayout(footer);
    setContent(content);

    m_searchEdit = new QLineEdit(this);
    m_searchEdit->setObjectName(u"searchEdit"_s);
    m_searchEdit->setPlaceholderText(tr("Search name, number, bank, country\u2026"));
    m_searchEdit->setClearButtonEnabled(true);
    m_searchEdit->setAccessibleName(tr("Search the recipients"));
    a11y::nameClearButton(m_searchEdit);
    m_searchEdit->setMinimumWidth(260);
    connect(m_searchEdit, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterFixedString(text.trimmed());
        updateFooter();
    });
    auto *refreshButton = new QPushButton(tr("Refresh"), this);
    refreshButton->setObjectName(u"refreshButton"_s);
    refreshButton->setToolTip(tr("Load the recipients again (F5)"));
    connect(refreshButton, &QPushButton::clicked, this, &Page::refresh);
    auto *newButton = new QPushButton(tr("&New recipient\u2026"), this);
    newButton->setObjectName(u"newRecipientButton"_s);
    newButton->setToolTip(tr("Save a new recipient: a mobile money, bank or UPI account (Ctrl+N)"));
    connect(newButton, &QPushButton::clicked, this, &RecipientsPage::newRecipient);
    auto *newAction = new QAction(this);
    newAction->setShortcut(QKeySequence::New);
    newAction->setShortcutContext(Qt::WindowShortcut); // active while the page is shown
    connect(newAction, &QAction::triggered, this, &RecipientsPage::newRecipient);
    addAction(newAction);
    auto *findAction = new QAction(this);
    findAction->setShortcut(QKeySequence::Find);
    findAction->setShortcutContext(Qt::WindowShortcut); // active while the page is shown
    connect(findAction, &QAction::triggered, this, [this] {
        m_searchEdit->setFocus(Qt::ShortcutFocusReason);
        m_searchEdit->selectAll();
    });
    addAction(findAction);
    m_searchEdit->setToolTip(tr("Search the recipients (%1)")
                                 .arg(QKeySequence(QKeySequence::Find).toString(QKeySequence::NativeText)));
    addHeaderWidget(m_searchEdit);
    addHeaderWidget(newButton);
    addHeaderWidget(refreshButton);
}

RecipientsPage::~RecipientsPage() = default;

PageInfo RecipientsPage::info()
{
    return {u"recipientsPage"_s, tr("Recipients"), QKeySequence(Qt::CTRL | Qt::Key_6), u"recipients"_s};
}

void RecipientsPage::sessionChanged(session::Session *session)
{
    m_model->setSession(session);
    if (m_savedLabel)
        m_savedLabel->hide();
    m_selectAfterLoad.clear();
}

void RecipientsPage::load()
{
    m_model->reload(); // the bank names come with it (the model asks GET /banks)
}

void RecipientsPage::retry()
{
    if (m_model->rowCount() == 0)
        m_model->reload();
    else
        m_model->retry();
}

void RecipientsPage::newRecipient()
{
    session::Session *s = session();
    if (!s || !s->isReady()) {
        refresh(); // connect again: the page says why it cannot yet
        return;
    }
    // For this profile's service, whatever comes into view meanwhile; closing it cancels a
    // request in flight.
    auto *dialog = new NewRecipientDialog(s->client(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QPointer<session::Session> madeFor(s);
    connect(dialog, &NewRecipientDialog::recipientSaved, this,
            [this, madeFor](const api::PaymentAccount &account, bool created) {
                if (madeFor == session()) // still the profile in view
                    onRecipientSaved(account, created);
            });
    dialog->open();
}

void RecipientsPage::onRecipientSaved(const api::PaymentAccount &account, bool created)
{
    m_savedLabel->setText(created ? tr("Saved %1.").arg(account.details.holder.name)
                                  : tr("%1 was already saved.").arg(account.details.holder.name));
    m_savedLabel->show();
    // Newest first: a new recipient is on the first page. Listed again, then selected.
    m_selectAfterLoad = account.id;
    m_model->reload();
}

void RecipientsPage::searchAll()
{
    // A page the view asked for may be on its way: the task waits for it, then asks for the rest.
    if (m_searchAll || !m_model->hasMore() || !session() || !session()->isReady())
        return;
    m_searchAll = m_model->fetchAll();
    m_searchAllButton->setEnabled(false);
    connect(m_searchAll, &QObject::destroyed, this, [this] {
        if (m_searchAllButton)
            m_searchAllButton->setEnabled(true);
    });
    auto *dialog = new TaskProgressDialog(
        m_searchAll, this, [](qint64 done) { return tr("%n recipient(s) loaded", nullptr, int(done)); });
    dialog->setWindowTitle(tr("Search all recipients"));
    dialog->setLabelText(tr("Loading the recipients not loaded yet\u2026"));
}

void RecipientsPage::updateView()
{
    using State = PagedTableModel::State;
    StatePanel *panel = statePanel();
    const bool hasRows = m_model->rowCount() > 0;
    switch (m_model->state()) {
    case State::Idle:
        panel->showLoading(tr("Connecting\u2026"));
        break;
    case State::Loading:
        panel->showLoading(tr("Loading recipients\u2026"));
        break;
    case State::Failed: {
        const api::ApiError error = m_model->lastError();
        if (hasRows)
            panel->showBanner(tr("More recipients could not be loaded.\n%1")
                                  .arg(withRemedySentence(error.userMessage(), error.remedy())));
        else
            panel->showFailure(tr("The recipients could not be loaded."), error);
        break;
    }
    case State::Loaded:
    case State::LoadingMore:
        if (!m_selectAfterLoad.isEmpty()) {
            // Selected if the reload's first page has it (a new one is there: newest first) and
            // the search shows it; never later, out of the blue, as the person scrolls.
            for (int row = 0; row < m_model->rowCount(); ++row) {
                if (m_model->item(row).id != m_selectAfterLoad)
                    continue;
                const QModelIndex shown = m_proxy->mapFromSource(m_model->index(row, 0));
                if (shown.isValid()) {
                    m_table->selectRow(shown.row());
                    m_table->scrollTo(shown);
                }
                break;
            }
            m_selectAfterLoad.clear();
        }
        if (!hasRows) {
            panel->showEmpty(tr("No recipients yet. A recipient is saved when you create one here, "
                                "or when a payout is sent to a new account."));
        } else {
            panel->hideBanner();
            panel->showContent();
        }
        break;
    }
    updateFooter();
}

void RecipientsPage::updateFooter()
{
    if (!isBuilt())
        return;
    const int loaded = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    const bool searching = !m_proxy->filterRegularExpression().pattern().isEmpty();
    const bool more = m_model->hasMore();
    QString text;
    if (searching)
        text = more
            ? tr("%1 of the %2 recipients loaded match; more are on the service.")
                  .arg(QLocale().toString(shown), QLocale().toString(loaded))
            : tr("%1 of %2 recipients match.").arg(QLocale().toString(shown), QLocale().toString(loaded));
    else if (loaded > 0)
        text = more ? tr("%n recipient(s) loaded; more load as you scroll.", nullptr, loaded)
                    : tr("All %n recipient(s).", nullptr, loaded);
    if (m_model->state() == PagedTableModel::State::LoadingMore)
        text += u' ' + tr("Loading more\u2026");
    m_countLabel->setText(text);
    m_searchAllButton->setVisible(searching && more);
}

} // namespace paydesk::ui
