// SPDX-License-Identifier: GPL-3.0-or-later
// PayoutDraftForm: what the form gives and takes back whole (the request to send, a body or a
// snapshot put back), and the service's refusal put back on its fields. The fields and their
// checks are in PayoutDraftForm.cpp.
#include "PayoutDraftForm.h"

#include "PayoutDraftCodec.h"
#include "recipients/PaymentAccountForm.h"

using namespace Qt::StringLiterals;

namespace paydesk::payouts {

namespace {

using recipients::PaymentAccountForm;
using AccountField = PaymentAccountForm::Field;

const QString kAmount = u"amount"_s;
const QString kCurrency = u"amount.currency"_s;
const QString kValue = u"amount.value"_s;
const QString kWalletId = u"wallet_id"_s;
const QString kAccountId = u"payment_account_id"_s;
const QString kAccountPrefix = u"payment_account."_s;
const QString kPurpose = u"purpose"_s;
const QString kCustomId = u"custom_id"_s;
const QString kOnBehalfOf = u"on_behalf_of"_s;
const QString kSender = u"sender"_s;

void insertAt(QJsonObject &root, QStringView path, const QString &value)
{
    const qsizetype dot = path.indexOf(u'.');
    if (dot < 0) {
        root.insert(path.toString(), value);
        return;
    }
    const QString key = path.first(dot).toString();
    QJsonObject child = root.value(key).toObject();
    insertAt(child, path.sliced(dot + 1), value);
    root.insert(key, child);
}

} // namespace

// --- the service's answer ---------------------------------------------------------------------

QMap<QString, QStringList> PayoutDraftForm::applyServiceErrors(const QMap<QString, QStringList> &fields)
{
    const bool batch = std::exchange(m_batch, true);
    m_serviceErrors.clear();
    QMap<QString, QStringList> others;
    QMap<QString, QStringList> accountErrors;
    for (auto it = fields.cbegin(); it != fields.cend(); ++it) {
        if (m_mode == Recipient::New && it.key().startsWith(kAccountPrefix)) {
            accountErrors.insert(it.key(), it.value());
            continue;
        }
        if (isVisible(it.key())) {
            m_serviceErrors.insert(it.key(), it.value().join(u"; "_s));
            continue;
        }
        others.insert(it.key(), it.value());
    }
    if (!accountErrors.isEmpty())
        others.insert(m_newAccount->applyFieldErrors(accountErrors, kAccountPrefix));
    m_formErrors = others;
    m_batch = batch;
    update();
    return others;
}

QMap<QString, QStringList> PayoutDraftForm::applyServiceErrors(const api::ApiError &error)
{
    return applyServiceErrors(error.fieldErrors());
}

// --- the request ------------------------------------------------------------------------------

QJsonObject PayoutDraftForm::senderJson() const
{
    QJsonObject sender;
    for (const QString &path : PayoutDraftForm::valuePaths()) {
        if (!path.startsWith(kSender + u'.'))
            continue;
        const QString value = normalized(path);
        if (!value.isEmpty())
            insertAt(sender, QStringView(path).sliced(kSender.size() + 1), value);
    }
    return sender;
}

api::PayoutRequest PayoutDraftForm::request() const
{
    api::PayoutRequest r;
    r.amount = amount();
    if (m_mode == Recipient::Existing)
        r.paymentAccountId = normalized(kAccountId);
    else
        r.paymentAccount = m_newAccount->details();
    r.walletId = normalized(kWalletId);
    r.customId = normalized(kCustomId);
    r.purpose = normalized(kPurpose);
    for (qsizetype i = 0; i < m_onBehalfOf.size(); ++i) {
        const QString name = normalized(kOnBehalfOf + u'.' + QString::number(i));
        if (!name.isEmpty())
            r.onBehalfOf << name;
    }
    r.sender = senderJson();
    return r;
}

QJsonObject PayoutDraftForm::toRequestJson() const
{
    QJsonObject body = request().toJson();
    if (!amount().isValid()) {
        // Not to be sent: each part of the amount that is right on its own, rather than empty text.
        QJsonObject amountObject;
        if (const QString currency = normalized(kCurrency); !currency.isEmpty())
            amountObject.insert(u"currency"_s, currency);
        if (const QString value = normalized(kValue); !value.isEmpty())
            amountObject.insert(u"value"_s, value);
        body.insert(kAmount, amountObject);
    }
    return body;
}

void PayoutDraftForm::clearValues()
{
    m_values.clear();
    m_onBehalfOf.clear();
    m_serviceErrors.clear();
    m_formErrors.clear();
    for (const AccountField field : PaymentAccountForm::fields()) {
        if (field != AccountField::Type && field != AccountField::HolderType)
            m_newAccount->setValue(field, {});
    }
    m_newAccount->setValue(AccountField::HolderType, u"INDIVIDUAL"_s);
    m_newAccount->setValue(AccountField::Type, u"MOBILE_MONEY"_s);
}

void PayoutDraftForm::replaceAll(const std::function<void()> &fill)
{
    const Recipient oldMode = m_mode;
    const bool batch = std::exchange(m_batch, true);
    clearValues();
    fill();
    for (auto it = m_values.begin(); it != m_values.end();)
        it = it.value().isEmpty() ? m_values.erase(it) : std::next(it);
    m_batch = batch;
    update();
    if (oldMode != m_mode)
        Q_EMIT recipientModeChanged(m_mode);
}

void PayoutDraftForm::fromRequestJson(const QJsonObject &body)
{
    PayoutDraftCodec::fromRequestJson(*this, body);
}

QJsonObject PayoutDraftForm::snapshot() const
{
    return PayoutDraftCodec::snapshot(*this);
}

bool PayoutDraftForm::restore(const QJsonObject &snapshot)
{
    return PayoutDraftCodec::restore(*this, snapshot);
}

} // namespace paydesk::payouts
