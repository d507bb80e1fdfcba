// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fields of a new payment account (a recipient) and their checks, without widgets: what the
// "New recipient" dialog shows, and what a payout that carries a new payment account embeds.
//
// - Type (MOBILE_MONEY, BANK_ACCOUNT, BANK_ACCOUNT_ROUTE, ALIAS), country (only where the type
//   exists, spec tables), holder name and holder type; then only the fields of the type:
//   MOBILE_MONEY operator (of the country) and phone number; BANK_ACCOUNT bank (of the country,
//   from BankDirectory) and account number; BANK_ACCOUNT_ROUTE routing code (IFSC in India,
//   routing number in Bangladesh) and account number; ALIAS UPI address. Every field shown is
//   required. Values of a type not chosen are kept, neither checked nor sent.
// - Every value is checked as it is set (AccountRules): state() Empty, Pending (cannot be checked
//   yet: choose the country first, the banks list is loading), Ok or Invalid with message().
//   Changing the type or the country forgets an operator or a bank that does not belong to it;
//   one set directly to another country's operator or bank is kept and refused on its field.
// - submit() sends POST /payment-accounts through the client given, only when canSubmit(): every
//   field shown is Ok, and nothing else is in flight. The answer: saved() with created true (201)
//   or false (the account already existed, 200); or Rejected, the service's field errors (422
//   errors.fields) shown on the fields they name until those are edited; or Failed with
//   failureMessage(). The form is read-only while it submits; destroying it cancels the call.
//
// The form uses the client it is given, for the profile session it was made for, and no other.

#include "api/ApiError.h"
#include "api/Resources.h"

#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace paydesk::api {
class ApiCall;
class ApiClient;
class ApiResult;
} // namespace paydesk::api

namespace paydesk::recipients {

class BankDirectory;

class PaymentAccountForm : public QObject
{
    Q_OBJECT
public:
    enum class Field {
        Type, // type
        Country, // country
        HolderName, // holder.name
        HolderType, // holder.type
        Operator, // mobile_money.operator
        PhoneNumber, // mobile_money.number
        Bank, // bank_account.bank_id
        AccountNumber, // bank_account.number, bank_account_route.number
        RouteCode, // bank_account_route.code
        UpiHandle, // alias.identifier (alias.network: UPI)
    };
    Q_ENUM(Field)
    static constexpr int FieldCount = int(Field::UpiHandle) + 1;

    enum class FieldState {
        Empty, // nothing typed or chosen
        Pending, // cannot be checked yet; message() says why
        Ok,
        Invalid, // message() says why
    };
    Q_ENUM(FieldState)

    enum class Status {
        Editing,
        Submitting,
        Created, // 201: savedAccount()
        AlreadyExisted, // 200: savedAccount()
        Rejected, // 422: the fields named are Invalid; failureMessage() for the others
        Failed, // failureMessage(), lastError()
    };
    Q_ENUM(Status)

    // An entry of a field's list (type, country, holder type, operator, bank).
    struct Choice
    {
        QString code; // what is sent: MOBILE_MONEY, KE, SAFARICOM, bnk-...
        QString label; // translated
        QString description; // translated, longer; may be empty
        bool operator==(const Choice &) const = default;
    };

    // `client` is the one of the profile session the account is for; its BankDirectory::of() is
    // used for the banks.
    explicit PaymentAccountForm(api::ApiClient *client, QObject *parent = nullptr);
    ~PaymentAccountForm() override;

    static QList<Field> fields();
    static QString typeLabel(const QString &type); // "Mobile money", ...

    // --- values -------------------------------------------------------------------------------
    QString value(Field field) const { return m_values.at(index(field)); } // as set
    // false (nothing changes) while submitting.
    bool setValue(Field field, const QString &value);
    // Every field from `details` (a payment account to edit again); values of the other types are
    // left as they are.
    bool setDetails(const api::PaymentAccountDetails &details);
    // What is sent for the field: E.164 for the phone number, the simplified name...; empty unless
    // the field is Ok.
    QString normalized(Field field) const { return m_fields.at(index(field)).normalized; }
    // The payment account as submit() sends it (meaningful when isValid()), to embed in a payout.
    api::PaymentAccountDetails details() const;

    // --- what to show -------------------------------------------------------------------------
    bool isVisible(Field field) const { return m_fields.at(index(field)).visible; }
    bool isRequired(Field field) const { return isVisible(field); }
    // Type, Country, HolderType, Operator (of the country), Bank (of the country, once the banks
    // are loaded); empty for the typed fields.
    QList<Choice> choices(Field field) const { return m_fields.at(index(field)).choices; }
    QString routeCodeKind() const; // of the country: "IFSC", "ROUTING_NUMBER" or empty
    FieldState state(Field field) const { return m_fields.at(index(field)).state; }
    QString message(Field field) const { return m_fields.at(index(field)).message; }
    QList<Field> missingFields() const; // shown and Empty
    bool isValid() const; // every field shown is Ok
    bool canSubmit() const { return m_canSubmit; }
    BankDirectory *bankDirectory() const; // the banks of the client's service

    // --- submission ---------------------------------------------------------------------------
    bool submit(); // false, and nothing is sent, unless canSubmit()
    Status status() const { return m_status; }
    bool isSubmitting() const { return m_status == Status::Submitting; }
    api::PaymentAccount savedAccount() const { return m_saved; }
    QString failureMessage() const { return m_failure; } // Rejected, Failed: translated
    api::ApiError lastError() const { return m_error; }

    // The service's field errors (ApiError::fieldErrors() of a 422) onto the fields they name, by
    // dotted path below `prefix` ("payment_account." for a payout). Each is shown on its field
    // until that field changes. Returns the errors that name no field shown here.
    QMap<QString, QStringList> applyFieldErrors(const QMap<QString, QStringList> &errors,
                                                QStringView prefix = {});
    static std::optional<Field> fieldForPath(QStringView path); // "holder.name" -> HolderName

Q_SIGNALS:
    // The field's value, state, message, visibility or choices changed.
    void fieldChanged(paydesk::recipients::PaymentAccountForm::Field field);
    void canSubmitChanged(bool canSubmit);
    void statusChanged(paydesk::recipients::PaymentAccountForm::Status status);
    void saved(const paydesk::api::PaymentAccount &account, bool created);

private:
    struct FieldView
    {
        QString value;
        bool visible = false;
        FieldState state = FieldState::Empty;
        QString message;
        QString normalized;
        QList<Choice> choices;
        bool operator==(const FieldView &) const = default;
    };

    static int index(Field field) { return int(field); }
    QString type() const { return value(Field::Type); }
    QString country() const { return value(Field::Country); }
    QStringList countriesForType() const;
    QList<Choice> choicesFor(Field field) const;
    FieldView check(Field field) const;
    FieldView checkValue(Field field, const QString &text) const;
    void typeOrCountryChanged(Field changed);
    // Checks every field again; fieldChanged() for each that changed, canSubmitChanged().
    void update();
    void setStatus(Status status);
    void onSubmitFinished(const api::ApiResult &result);

    QPointer<api::ApiClient> m_client;
    QPointer<BankDirectory> m_banks;
    std::array<QString, FieldCount> m_values;
    std::array<QString, FieldCount> m_serviceErrors; // the 422's messages, until the field changes
    std::array<FieldView, FieldCount> m_fields;
    bool m_canSubmit = false;
    QPointer<api::ApiCall> m_call;
    Status m_status = Status::Editing;
    api::PaymentAccount m_saved;
    api::ApiError m_error;
    QString m_failure;
};

} // namespace paydesk::recipients
