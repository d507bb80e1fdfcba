// SPDX-License-Identifier: GPL-3.0-or-later
#include "PayoutDraftCodec.h"

#include "PayoutDraftForm.h"
#include "api/JsonReader.h"
#include "api/ResourceCodecs.h"
#include "recipients/PaymentAccountForm.h"

#include <QJsonArray>
#include <QMetaEnum>

using namespace Qt::StringLiterals;

namespace paydesk::payouts {

namespace {

using recipients::PaymentAccountForm;
using AccountField = PaymentAccountForm::Field;
using Recipient = PayoutDraftForm::Recipient;

const QString kAmount = u"amount"_s;
const QString kCurrency = u"amount.currency"_s;
const QString kValue = u"amount.value"_s;
const QString kAccountId = u"payment_account_id"_s;
const QString kAccount = u"payment_account"_s;
const QString kOnBehalfOf = u"on_behalf_of"_s;
const QString kSnapshotFormat = u"paydesk.payout-draft"_s;

// The value at `path` ("sender.address.city") of `root`; empty when absent or not a string.
QString stringAt(const QJsonObject &root, const QString &path)
{
    QJsonObject object = root;
    const QStringList parts = path.split(u'.');
    for (qsizetype i = 0; i + 1 < parts.size(); ++i)
        object = object.value(parts.at(i)).toObject();
    return object.value(parts.last()).toString();
}

QString accountFieldKey(AccountField field)
{
    return QString::fromLatin1(QMetaEnum::fromType<AccountField>().valueToKey(int(field)));
}

QStringList strings(const QJsonValue &array)
{
    QStringList out;
    for (const QJsonValue &entry : array.toArray())
        out << entry.toString();
    return out;
}

} // namespace

void PayoutDraftCodec::fromRequestJson(PayoutDraftForm &form, const QJsonObject &body)
{
    form.replaceAll([&form, &body] {
        const QJsonObject amount = body.value(kAmount).toObject();
        const QString currency = amount.value(u"currency").toString();
        const QString value = amount.value(u"value").toString();
        const MoneyParseResult wire = Money::parse(value, currency);
        form.m_values.insert(kCurrency, currency);
        // Shown as the person would type it here; an amount that is not one is kept as it came.
        form.m_values.insert(kValue, wire ? wire.money.toDisplay(form.m_locale) : value);
        for (const QString &path : PayoutDraftForm::valuePaths()) {
            if (path != kCurrency && path != kValue)
                form.m_values.insert(path, stringAt(body, path));
        }
        form.m_onBehalfOf = strings(body.value(kOnBehalfOf));

        if (body.value(kAccount).isObject()) {
            form.m_mode = Recipient::New;
            api::JsonReader reader;
            api::PaymentAccountDetails details;
            api::codec::read(reader, body.value(kAccount).toObject(), details);
            form.m_newAccount->setDetails(details);
            return;
        }
        form.m_mode = Recipient::Existing;
        const QString id = body.value(kAccountId).toString();
        if (id != form.m_existing.id) {
            form.m_existing = {};
            form.m_existing.id = id;
            form.m_existing.details.type.clear(); // not known
        }
    });
}

QJsonObject PayoutDraftCodec::snapshot(const PayoutDraftForm &form)
{
    QJsonObject values;
    for (auto it = form.m_values.cbegin(); it != form.m_values.cend(); ++it)
        values.insert(it.key(), it.value());
    QJsonObject account;
    for (const AccountField field : PaymentAccountForm::fields()) {
        if (const QString v = form.m_newAccount->value(field); !v.isEmpty())
            account.insert(accountFieldKey(field), v);
    }
    QJsonObject existing;
    if (!form.m_existing.id.isEmpty()) {
        existing = form.m_existing.details.toJson();
        existing.insert(u"id"_s, form.m_existing.id);
    }
    QJsonObject out {
        {u"format"_s, kSnapshotFormat},
        {u"version"_s, snapshotVersion},
        {u"recipient"_s, form.m_mode == Recipient::New ? u"NEW"_s : u"EXISTING"_s},
        {u"values"_s, values},
        {u"on_behalf_of"_s, QJsonArray::fromStringList(form.m_onBehalfOf)},
        {u"new_account"_s, account},
        {u"existing_account"_s, existing},
    };
    // The amount exactly, for a draft reopened where amounts are typed another way.
    if (const Money money = form.amount(); money.isValid())
        out.insert(kAmount, QJsonObject {{u"currency"_s, money.currency()}, {u"value"_s, money.toWire()}});
    return out;
}

bool PayoutDraftCodec::restore(PayoutDraftForm &form, const QJsonObject &snapshot)
{
    if (snapshot.value(u"format").toString() != kSnapshotFormat
        || snapshot.value(u"version").toInt() != snapshotVersion)
        return false;
    form.replaceAll([&form, &snapshot] {
        const QJsonObject values = snapshot.value(u"values").toObject();
        for (const QString &path : PayoutDraftForm::valuePaths())
            form.m_values.insert(path, values.value(path).toString());
        // The amount as typed, unless this locale reads that text otherwise: then as it shows it.
        const QJsonObject exact = snapshot.value(kAmount).toObject();
        const Money money
            = Money::parse(exact.value(u"value").toString(), exact.value(u"currency").toString()).money;
        if (money.isValid()) {
            const MoneyParseResult typed
                = Money::parseUserInput(form.m_values.value(kValue), money.currency(), form.m_locale);
            if (!typed || typed.money != money)
                form.m_values.insert(kValue, money.toDisplay(form.m_locale));
        }
        form.m_onBehalfOf = strings(snapshot.value(kOnBehalfOf));

        // The type and the country first: changing them forgets an operator or a bank of another.
        const QJsonObject account = snapshot.value(u"new_account").toObject();
        QList<AccountField> order {AccountField::Type, AccountField::Country};
        for (const AccountField field : PaymentAccountForm::fields()) {
            if (!order.contains(field))
                order << field;
        }
        for (const AccountField field : std::as_const(order)) {
            const QString key = accountFieldKey(field);
            if (account.contains(key))
                form.m_newAccount->setValue(field, account.value(key).toString());
        }

        form.m_existing = {};
        form.m_existing.details.type.clear();
        const QJsonObject existing = snapshot.value(u"existing_account").toObject();
        if (!existing.isEmpty()) {
            api::JsonReader reader;
            api::codec::read(reader, existing, form.m_existing.details);
            form.m_existing.id = existing.value(u"id").toString();
            if (existing.value(u"type").toString().isEmpty())
                form.m_existing.details.type.clear(); // not known, rather than the service's default
        }
        form.m_mode
            = snapshot.value(u"recipient").toString() == u"NEW" ? Recipient::New : Recipient::Existing;
    });
    return true;
}

} // namespace paydesk::payouts
