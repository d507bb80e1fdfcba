// SPDX-License-Identifier: GPL-3.0-or-later
// A sender kept from an earlier payout, as New payout offers it again: its label, its values on
// the form's paths, and when the last one is offered by itself.

#include "api/Resources.h"
#include "domain/SpecTables.h"
#include "payouts/PayoutDraftForm.h"
#include "payouts/SavedSender.h"

#include <QJsonObject>
#include <QTest>

using namespace paydesk;
using namespace Qt::StringLiterals;
using payouts::PayoutDraftForm;
using payouts::SavedSender;

class TestSavedSender : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void labelSaysWhoAndWhere()
    {
        const QJsonObject full {
            {u"name"_s, u"Acme Ltd"_s},
            {u"address"_s, QJsonObject {{u"city"_s, u"Lagos"_s}, {u"country"_s, u"NG"_s}}}};
        QCOMPARE(SavedSender::label(full), u"Acme Ltd (Lagos, NG)"_s);
        const QJsonObject cityOnly {{u"name"_s, u"Acme Ltd"_s},
                                    {u"address"_s, QJsonObject {{u"city"_s, u"Lagos"_s}}}};
        QCOMPARE(SavedSender::label(cityOnly), u"Acme Ltd (Lagos)"_s);
        QCOMPARE(SavedSender::label(QJsonObject {{u"name"_s, u"Acme Ltd"_s}}), u"Acme Ltd"_s);
    }

    void valuesByTheFormsPaths()
    {
        const QJsonObject sender {
            {u"type"_s, u"INDIVIDUAL"_s},
            {u"name"_s, u"Amina Okafor"_s},
            {u"address"_s, QJsonObject {{u"line_1"_s, u"12 Marina Road"_s}, {u"city"_s, u"Lagos"_s}}},
            {u"individual"_s,
             QJsonObject {{u"identity_document"_s, QJsonObject {{u"number"_s, u"A01234567"_s}}}}},
            {u"ignored"_s, 12}, // not text: no field of the form takes it
        };
        const QHash<QString, QString> values = SavedSender::formValues(sender);
        QCOMPARE(values.size(), 5);
        QCOMPARE(values.value(u"sender.type"_s), u"INDIVIDUAL"_s);
        QCOMPARE(values.value(u"sender.name"_s), u"Amina Okafor"_s);
        QCOMPARE(values.value(u"sender.address.line_1"_s), u"12 Marina Road"_s);
        QCOMPARE(values.value(u"sender.address.city"_s), u"Lagos"_s);
        QCOMPARE(values.value(u"sender.individual.identity_document.number"_s), u"A01234567"_s);
    }

    // Offered by itself only where a sender is required and nothing of one was typed.
    void wantedOnlyWhenRequiredAndUntyped()
    {
        const QStringList paths {u"amount.value"_s, u"sender.type"_s, u"sender.name"_s,
                                 u"sender.address.city"_s};
        PayoutDraftForm form(nullptr);
        QVERIFY(!SavedSender::wanted(form, paths)); // no recipient yet: no country, no sender needed

        const QStringList countries = spec::senderRequiredCountries();
        QVERIFY(!countries.isEmpty());
        api::PaymentAccount account;
        account.id = u"pac-1"_s;
        account.details.type = u"BANK_ACCOUNT"_s;
        account.details.country = countries.first();
        account.details.holder = {u"Jane Wanjiku"_s, u"INDIVIDUAL"_s};
        form.setExistingAccount(account);
        QVERIFY(form.isRequired(u"sender.name"_s));
        QVERIFY(SavedSender::wanted(form, paths));
        form.setValue(u"amount.value"_s, u"10.00"_s); // not the sender's: still wanted
        QVERIFY(SavedSender::wanted(form, paths));
        form.setValue(u"sender.address.city"_s, u"Lagos"_s);
        QVERIFY(!SavedSender::wanted(form, paths)); // the person began typing one
    }
};

QTEST_GUILESS_MAIN(TestSavedSender)
#include "tst_savedsender.moc"
