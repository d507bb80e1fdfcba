// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Recipients: the payment accounts of the profile in view, newest first, loaded a page at a time
// as the table is scrolled. The search box filters what is loaded at once (holder, number,
// operator, bank, country, id); while a search runs and more recipients are on the service,
// "Search all" loads the rest, with progress and Cancel. "New recipient" (Ctrl+N) creates one.

#include "pages/Page.h"
#include "tasks/Task.h"

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace paydesk::api {
struct PaymentAccount;
}
namespace paydesk::models {
class PaymentAccountsModel;
}

namespace paydesk::ui {

class RecipientsPage : public Page
{
    Q_OBJECT
public:
    explicit RecipientsPage(QWidget *parent = nullptr);
    ~RecipientsPage() override;

    static PageInfo info(); // what the navigation shows of it, before it is made

    models::PaymentAccountsModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }

    void searchAll(); // loads every remaining page, with a progress dialog
    void newRecipient(); // the New recipient dialog, for the profile in view

protected:
    void buildContent() override;
    void sessionChanged(session::Session *session) override;
    void load() override;
    void retry() override;
    void updateView() override;

private:
    void updateFooter();
    void onRecipientSaved(const api::PaymentAccount &account, bool created);

    models::PaymentAccountsModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_table = nullptr;
    QLineEdit *m_searchEdit = nullptr;
    QLabel *m_countLabel = nullptr;
    QPushButton *m_searchAllButton = nullptr;
    QLabel *m_savedLabel = nullptr;
    QString m_selectAfterLoad; // the pac- id of a recipient just saved, to select once listed
    QPointer<tasks::Task> m_searchAll; // "Search all" under way
};

} // namespace paydesk::ui
