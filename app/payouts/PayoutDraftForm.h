// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fields of a new payout (POST /payouts) and their checks, without widgets: what the "New
// payout" page shows, and what the tests (and any front end without widgets) fill in.
//
// Every field is named by its dotted path in the request, the same path the service uses in the
// errors.fields of a 422: "amount.value", "purpose", "sender.address.city", "on_behalf_of.0",
// "payment_account.mobile_money.number". A value is set as typed (setValue(), setOnBehalfOf()) and
// checked at once; state() and message() say how it stands, errors() lists every message that
// keeps the payout from being sent, and isValid() is errors().isEmpty().
//
// What is required, from the specification's tables (domain/SpecTables.h, shared with the
// sandbox); the value checks themselves are PayoutRules' (and AccountRules' for a new account):
// - amount.currency and amount.value always; the amount is read in the currency, with the form's
//   locale, and checked against spec::payoutLimit() of the recipient's country, account type and
//   operator once the recipient is known (amountRange() gives the range to show beside it).
// - the recipient: an existing payment account (setExistingAccount(): its id and its details,
//   for the country rules; an id alone is Pending until its country is known) or a new one
//   (newAccount(), a PaymentAccountForm whose fields are "payment_account.*").
// - purpose where spec::purposeRequired() says so.
// - custom_id: the specification makes it optional, Paydesk does not: the outbox finds an
//   uncertain payout by it. One is proposed (proposeCustomId()) when the form is made; it stays
//   editable.
// - on_behalf_of: optional; each entry given must be a name (PayoutRules::onBehalfOf()).
// - sender: the fields spec::senderRequirements() names for the recipient's country (those of an
//   individual once sender.type is INDIVIDUAL); and, as the specification's payout table says,
//   sender.name and sender.type once any sender field is given, city/country/line_1/postal_code
//   once any address field is, country/expires_on/number/type once any identity document field
//   is. The individual fields (dob, identity document) are shown and sent only for a sender that
//   is not a BUSINESS; what was typed there is kept.
// A required field left empty is Missing, with a message that says why it is required.
//
// applyServiceErrors() puts a 422's errors.fields back on the fields they name, until each is
// edited; a path the form does not show is kept as a form-level error (formErrors(), also in
// errors()) until anything is edited.
//
// request()/toRequestJson() give the POST /payouts body; fromRequestJson() fills the form from
// one. snapshot()/restore() keep everything typed, valid or not, for a draft to be reopened as it
// was left (PayoutDraftCodec).

#include "api/ApiError.h"
#include "api/Resources.h"
#include "payouts/PayoutRules.h"

#include <QJsonObject>
#include <QLocale>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace paydesk::api {
class ApiClient;
}

namespace paydesk::recipients {
class PaymentAccountForm;
}

namespace paydesk::payouts {

class PayoutDraftForm : public QObject
{
    Q_OBJECT
public:
    enum class Recipient {
        Existing, // payment_account_id: setExistingAccount()
        New, // payment_account: newAccount()
    };
    Q_ENUM(Recipient)

    enum class FieldState {
        Empty, // optional, nothing given
        Missing, // required, nothing given; message() says why it is required
        Pending, // cannot be checked yet (choose the currency first...); message() says why
        Ok,
        Invalid, // message() says why
    };
    Q_ENUM(FieldState)

    // `client`: the one of the profile session the payout is for; the new payment account's banks
    // come from it. May be null (no banks list then).
    explicit PayoutDraftForm(api::ApiClient *client, QObject *parent = nullptr);
    ~PayoutDraftForm() override;

    // The paths of the fields set with setValue(), in the order of the page.
    static QStringList valuePaths();
    // A fresh custom_id: readable, with today's date (UTC), unique in practice:
    // "PD-20261123-7K3Q9XH2" (8 random characters of Crockford's base 32).
    static QString proposeCustomId();

    // How amounts are read and shown (grouping, decimal point). The default is QLocale().
    void setLocale(const QLocale &locale);
    QLocale locale() const { return m_locale; }

    // --- values ---------------------------------------------------------------------------------
    // A field of valuePaths(), as typed; false for another path.
    bool setValue(const QString &path, const QString &value);
    QString value(const QString &path) const { return m_values.value(path); }
    // The wallet to pay from: amount.currency and wallet_id.
    void setWallet(const api::Wallet &wallet);
    void setOnBehalfOf(const QStringList &entries);
    QStringList onBehalfOf() const { return m_onBehalfOf; }

    void setRecipientMode(Recipient mode);
    Recipient recipientMode() const { return m_mode; }
    // An existing payment account; its details (type, country, operator) feed the country rules.
    void setExistingAccount(const api::PaymentAccount &account);
    api::PaymentAccount existingAccount() const { return m_existing; }
    // The new payment account (owned by this form), sent when recipientMode() is New.
    recipients::PaymentAccountForm *newAccount() const { return m_newAccount; }

    // What the rules look at: the recipient's country, account type and operator; empty while
    // unknown.
    QString recipientCountry() const;
    QString recipientAccountType() const;
    QString recipientOperator() const;
    // The amounts allowed for the recipient in the currency chosen (its text to show beside the
    // amount), when the tables have a range for them.
    std::optional<PayoutRules::AmountRange> amountRange() const;
    // The amount as it will be sent; invalid unless amount.value is Ok.
    Money amount() const;

    // --- what to show ---------------------------------------------------------------------------
    // Whether the field applies at all (the individual sender fields do not for a BUSINESS
    // sender; payment_account_id and payment_account.* by recipientMode()).
    bool isVisible(const QString &path) const;
    bool isRequired(const QString &path) const;
    FieldState state(const QString &path) const;
    QString message(const QString &path) const;
    // The message of a field that keeps the payout from being sent (Missing, Pending, Invalid),
    // or of a form-level error; empty otherwise.
    QString errorFor(const QString &path) const;
    // Path -> message of every such field, the new payment account's under "payment_account.",
    // and the form-level errors.
    QMap<QString, QString> errors() const { return m_errors; }
    bool isValid() const { return m_errors.isEmpty(); }

    // --- the service's answer -------------------------------------------------------------------
    // The errors.fields of a 422 (ApiError::fieldErrors()), replacing those of an earlier answer.
    // Each lands on the field (or block: "sender", "sender.address"...) it names and stays there
    // until that field (or one inside the block) is edited. "payment_account.*" go to the new
    // payment account, which keeps them until its fields are edited (PaymentAccountForm). Returns
    // those that name no field shown here: they are kept as formErrors() until anything is edited.
    QMap<QString, QStringList> applyServiceErrors(const QMap<QString, QStringList> &fields);
    QMap<QString, QStringList> applyServiceErrors(const api::ApiError &error);
    QMap<QString, QStringList> formErrors() const { return m_formErrors; }

    // --- the request ----------------------------------------------------------------------------
    // The payout as POST /payouts takes it, for ApiClient::createPayout(): meaningful when
    // isValid(). wallet_id only when one was chosen; sender only when used.
    api::PayoutRequest request() const;
    // Its body; the same as request().toJson() when isValid(). Otherwise every field that is not
    // Ok is left out (the amount's currency and value each on its own).
    QJsonObject toRequestJson() const;
    // Fills every field from a POST /payouts body (what is not in it is cleared; custom_id too).
    // A payment_account_id keeps the details of setExistingAccount() when it is that account.
    void fromRequestJson(const QJsonObject &body);

    // Everything typed, valid or not, and the recipient chosen: restore() gives the same form back.
    QJsonObject snapshot() const;
    // false (and the form is left as it was) when `snapshot` is not one of snapshot().
    bool restore(const QJsonObject &snapshot);

Q_SIGNALS:
    // The value, state, message or requiredness of the field changed (the new payment account's
    // as "payment_account.*", an entry of on_behalf_of as "on_behalf_of.N").
    void fieldChanged(const QString &path);
    // errors() changed.
    void errorsChanged();
    void validChanged(bool valid);
    void recipientModeChanged(paydesk::payouts::PayoutDraftForm::Recipient mode);

private:
    struct FieldView
    {
        QString value;
        bool visible = true;
        bool required = false;
        FieldState state = FieldState::Empty;
        QString message;
        QString normalized; // what is sent, when Ok
        bool operator==(const FieldView &) const = default;
    };

    void update();
    QMap<QString, FieldView> computeViews() const;
    void addAccountViews(QMap<QString, FieldView> &views) const;
    PayoutRules::Recipient recipient() const;
    FieldView checkValue(const QString &path, const QString &text) const;
    QString requiredReason(const QString &path) const;
    bool blockUsed(const QString &prefix) const;
    bool isIndividualSender() const;
    QString normalized(const QString &path) const;
    QJsonObject senderJson() const;
    void valueEdited(const QString &path);
    void clearValues();
    // Every value cleared, then set by `fill`; one update() at the end.
    void replaceAll(const std::function<void()> &fill);

    friend class PayoutDraftCodec; // reads and writes the values as they were typed

    recipients::PaymentAccountForm *m_newAccount = nullptr;
    QLocale m_locale;
    QMap<QString, QString> m_values; // valuePaths() -> as typed
    QStringList m_onBehalfOf;
    Recipient m_mode = Recipient::Existing;
    api::PaymentAccount m_existing;
    QMap<QString, QString> m_serviceErrors; // path of a field or block -> the 422's messages
    QMap<QString, QStringList> m_formErrors; // paths the form does not show
    QMap<QString, FieldView> m_views;
    QMap<QString, QString> m_errors;
    bool m_valid = false;
    bool m_batch = false; // several values set at once: one update() at the end
};

} // namespace paydesk::payouts
