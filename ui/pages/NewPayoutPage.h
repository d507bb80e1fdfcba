// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "New payout": a payout entered, checked as it is typed, and saved for approval. A thin view
// over payouts::PayoutDraftForm (the fields and their checks, from the specification's tables),
// payouts::LookupValidator (the live lookup of the recipient's registered name),
// payouts::PayoutWorkflow (save, submit for approval, withdraw, reopen, the maker check) and
// payouts::DraftsListModel (the operator's payouts in progress, shown by DraftsPanel).
//
// Files: NewPayoutPage.cpp lays the page out and wires it to the workflow; NewPayoutPageFields.cpp
// binds the form's field paths to their editors and shows each field, the lookup and the senders.
//
// From top to bottom: the wallet to pay from (by currency, with what is available), the amount
// (only what the currency allows can be typed; the range allowed for the recipient shown beside
// it), the recipient (an existing one, searchable, or a new one with only the fields of its type),
// the lookup's verdict on the holder name, purpose, custom_id and on_behalf_of, and the sender
// (required where the recipient's country requires it). A field at fault has a red frame and says
// why below it; a required field left empty says so once the person tries to save. Nothing is
// saved while a field is wrong.
//
// The form belongs to the profile in view: another profile gets a new, empty form (an unsaved one
// is asked about first, by the window: hasUnsavedChanges()).

#include "api/Resources.h"
#include "pages/Page.h"

#include <QJsonObject>
#include <QMap>

#include <optional>

class QButtonGroup;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QScrollArea;
class QVBoxLayout;

namespace paydesk::models {
class PaymentAccountsModel;
class WalletsModel;
} // namespace paydesk::models

namespace paydesk::store {
class ChangeListener;
class PayoutDrafts;
} // namespace paydesk::store

namespace paydesk::approvals {
class ApprovalDesk;
}
namespace paydesk::operators {
class SignedIn;
}
namespace paydesk::outbox {
class OutboxStore;
}

namespace paydesk::payouts {
class DraftsListModel;
class PayoutDraft;
class LookupValidator;
class PayoutDraftForm;
class PayoutWorkflow;
} // namespace paydesk::payouts

namespace paydesk::ui {

class DraftsPanel;
class MoneyEdit;
class PaymentAccountFields;

class NewPayoutPage : public Page
{
    Q_OBJECT
public:
    // What the page works with (the window's AppContext), handed to its workflow and drafts list;
    // each outlives the page.
    struct Outbox
    {
        store::PayoutDrafts *drafts = nullptr; // saved here, before anything is sent
        outbox::OutboxStore *outbox = nullptr; // its worker thread runs the desk's calls
        approvals::ApprovalDesk *desk = nullptr; // submits, withdraws, reopens
        operators::SignedIn *signedIn = nullptr; // the maker
        store::ChangeListener *changes = nullptr; // other workstations' (a team database); optional
    };
    explicit NewPayoutPage(const Outbox &outbox, QWidget *parent = nullptr);
    ~NewPayoutPage() override;

    static PageInfo info(); // what the navigation shows of it, before it is made

    payouts::PayoutDraftForm *form() const { return m_form; }
    payouts::LookupValidator *lookup() const { return m_lookup; }
    payouts::PayoutWorkflow *workflow() const { return m_workflow; }
    payouts::DraftsListModel *drafts() const { return m_draftsModel; }
    // The wallets to pay from (the window gives it the wallets' names: WalletsModel::setDirectory()).
    models::WalletsModel *walletsModel() const { return m_wallets; }
    // Something typed that is not saved.
    bool hasUnsavedChanges() const { return m_dirty; }
    // A fresh form (asks nothing: the caller asked).
    void clearForm();
    // The draft being edited (its local id), or empty for a new payout.
    QString editedDraftId() const;
    // Reopens a saved draft of the profile in view in the form, to be edited (asks nothing).
    void openDraft(const payouts::PayoutDraft &draft);
    // Opens a payout of the maker's list as its Open button does: asks about an unsaved one first,
    // reads a draft's whole row, returns a refused, expired or held one to a draft (the Overview's
    // "Returned to you" too).
    void openDraftAsked(const payouts::PayoutDraft &draft);

Q_SIGNALS:
    // A draft was saved (its local id); submittedForApproval() follows once it is in the queue.
    void draftSaved(const QString &draftId);
    void submittedForApproval(const QString &draftId);
    // (Saving needs a maker signed in: the page emits Page::signInRequested().)

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void buildContent() override;
    void sessionChanged(session::Session *session) override;
    void load() override;
    void updateView() override;

private:
    // One field of the form: its label, its editor and the line below it that says what is wrong.
    struct Row
    {
        QLabel *label = nullptr;
        QWidget *editor = nullptr;
        QLabel *message = nullptr;
        QWidget *cell = nullptr;
    };

    void makeForm();
    QGroupBox *buildWalletAndAmount();
    QGroupBox *buildRecipient();
    QGroupBox *buildDetails();
    QGroupBox *buildSender();
    void addRow(QVBoxLayout *into, const QString &path, const QString &label, QWidget *editor);
    void bindEditor(const QString &path, QWidget *editor);
    void showField(const QString &path);
    void showAllFields();
    void showWallets();
    void showRecipients();
    void showRecipientMode();
    void showAmountRange();
    void showSummary();
    void connectWorkflow();
    void save();
    void onSaved(const payouts::PayoutDraft &draft, bool created);
    // The saved-label's line about the payout just saved, submitted or withdrawn.
    void say(const QString &text, bool error);
    // The summary line in red (something kept the payout from being saved or opened).
    void complain(const QString &text);
    void deleteDraftAsked(const payouts::PayoutDraft &draft);
    // An approver's or the service's reason, back on the form (a draft returned to its maker).
    void showReturnedReason(const payouts::PayoutDraft &draft);
    // The lookup follows the recipient of the form: its account and the holder name given.
    void updateLookup();
    void showLookup();
    void markDirty();
    // A new account that is already saved (recipients/AccountIdentity.h): said, and one click away.
    void showSavedMatch();
    void useSavedMatch();
    // The organisation's senders: the most recently used offered first (PayoutDrafts::recentSenders()).
    void showSenders();
    void useSender(int comboIndex);
    void offerLastSender();

    payouts::PayoutWorkflow *m_workflow;
    payouts::DraftsListModel *m_draftsModel;
    models::WalletsModel *m_wallets;
    models::PaymentAccountsModel *m_recipients;
    payouts::PayoutDraftForm *m_form = nullptr;
    payouts::LookupValidator *m_lookup;
    QMap<QString, Row> m_rows; // by field path
    QStringList m_order; // the paths of m_rows in the order of the page
    bool m_dirty = false;
    bool m_showMissing = false;
    bool m_filling = false; // the program sets editors: not the person's typing
    bool m_forceFill = false; // a new form or a draft: also the field that has the focus
    QString m_formProfileId; // the profile the form is for

    QScrollArea *m_scroll = nullptr;
    QComboBox *m_walletCombo = nullptr;
    MoneyEdit *m_amountEdit = nullptr;
    QLabel *m_rangeLabel = nullptr;
    QButtonGroup *m_modeGroup = nullptr;
    QRadioButton *m_existingRadio = nullptr;
    QRadioButton *m_newRadio = nullptr;
    QComboBox *m_recipientCombo = nullptr;
    QLabel *m_recipientMessage = nullptr;
    QWidget *m_existingBox = nullptr;
    QWidget *m_newBox = nullptr;
    QVBoxLayout *m_newBoxLayout = nullptr;
    PaymentAccountFields *m_accountFields = nullptr;
    QLabel *m_lookupLabel = nullptr;
    QPushButton *m_useNameButton = nullptr;
    QPushButton *m_lookupRetryButton = nullptr;
    QPlainTextEdit *m_onBehalfOfEdit = nullptr;
    QLabel *m_senderNote = nullptr;
    QWidget *m_savedSenderRow = nullptr;
    QWidget *m_savedMatchRow = nullptr;
    QLabel *m_savedMatchLabel = nullptr;
    QPushButton *m_useSavedButton = nullptr;
    std::optional<api::PaymentAccount> m_savedMatch; // the saved account the new one is
    QComboBox *m_senderCombo = nullptr;
    QList<QJsonObject> m_savedSenders; // newest first
    bool m_senderOffered = false; // the last sender was offered to this form
    QLabel *m_summaryLabel = nullptr;
    QLabel *m_editingLabel = nullptr;
    QLabel *m_savedLabel = nullptr;
    DraftsPanel *m_draftsPanel = nullptr;
    QPushButton *m_saveButton = nullptr;
    QPushButton *m_clearButton = nullptr;
};

} // namespace paydesk::ui
