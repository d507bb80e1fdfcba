// SPDX-License-Identifier: GPL-3.0-or-later
// What an approver is warned of, against the sandbox's demo data: a payout to an account typed as
// new that the service already has (Wanjiru Kamau's +254712345678, paid eight times last month by
// payouts made elsewhere) is that saved account. Its earlier payouts are found by its pac- id, so
// there is no "first payout" warning; the approver is told the name it is saved under when
// another was typed. An account nobody was ever paid on gets "no payout ... in the last 90 days"
// once the whole period was read.
#include "ApiClientSupport.h"
#include "approvals/PayoutReview.h"
#include "core/Application.h"

#include <QJsonObject>

using namespace paydesk;
using namespace paydesk::approvals;
using namespace paydesk::test;
using namespace Qt::StringLiterals;

namespace {

payouts::PayoutDraft newAccountDraft(const QString &number, const QString &holder)
{
    payouts::PayoutDraft d;
    d.id = u"outbox-row-review"_s;
    d.createdAt = QDateTime::currentDateTimeUtc();
    d.content.requestBody = QJsonObject {
        {u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, u"1500.50"_s}}},
        {u"custom_id"_s, u"PD-REVIEW-0001"_s},
        {u"payment_account"_s,
         QJsonObject {
             {u"type"_s, u"MOBILE_MONEY"_s},
             {u"country"_s, u"KE"_s},
             {u"holder"_s, QJsonObject {{u"name"_s, holder}, {u"type"_s, u"INDIVIDUAL"_s}}},
             {u"mobile_money"_s, QJsonObject {{u"number"_s, number}, {u"operator"_s, u"SAFARICOM"_s}}}}},
    };
    d.content.recipientSummary = holder + u", "_s + number;
    return d;
}

QList<ReviewWarning::Kind> kindsOf(const QList<ReviewWarning> &warnings)
{
    QList<ReviewWarning::Kind> kinds;
    for (const ReviewWarning &w : warnings)
        kinds << w.kind;
    return kinds;
}

} // namespace

class TestPayoutReview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // English as Paydesk speaks it: its plural forms ("90 days") come from its catalogue.
        core::installTranslations(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void aNewAccountAlreadySavedIsThatRecipient()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        const std::unique_ptr<api::ApiClient> client = makeClient(sandbox);
        PayoutReview review(newAccountDraft(u"+254712345678"_s, u"Wanjiru Kamao"_s), client.get());
        review.setLocalPayouts({});
        review.start();
        QTRY_VERIFY_WITH_TIMEOUT(!review.isReadingEarlier(), 60000);

        QVERIFY(review.savedAccount().has_value());
        QCOMPARE(review.savedAccount()->details.holder.name, u"Wanjiru Kamau"_s);
        QCOMPARE(review.recipientName(), u"Wanjiru Kamau"_s);
        const ReviewFacts facts = review.facts();
        QCOMPARE(facts.recipientKey, review.savedAccount()->id);
        QVERIFY(facts.recipientKey.startsWith(u"pac-"_s));
        const qsizetype theirs
            = std::count_if(facts.earlier.cbegin(), facts.earlier.cend(),
                            [&](const EarlierPayout &e) { return e.recipientKey == facts.recipientKey; });
        QVERIFY2(theirs >= 5, qPrintable(QString::number(theirs)));

        const QList<ReviewWarning::Kind> kinds = kindsOf(review.warnings(QLocale::c()));
        QVERIFY(!kinds.contains(ReviewWarning::Kind::FirstPayout));
        QVERIFY(kinds.contains(ReviewWarning::Kind::SavedUnderAnotherName));
    }

    void anAccountNeverPaidIsSaidSoForThePeriodRead()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        const std::unique_ptr<api::ApiClient> client = makeClient(sandbox);
        PayoutReview review(newAccountDraft(u"+254799000111"_s, u"Amani Otieno"_s), client.get());
        review.setLocalPayouts({});
        review.start();
        QTRY_VERIFY_WITH_TIMEOUT(!review.isReadingEarlier(), 60000);
        QVERIFY(!review.savedAccount().has_value());
        QVERIFY(review.facts().earlierComplete);
        const QList<ReviewWarning> warnings = review.warnings(QLocale::c());
        const auto first = std::find_if(warnings.cbegin(), warnings.cend(), [](const ReviewWarning &w) {
            return w.kind == ReviewWarning::Kind::FirstPayout;
        });
        QVERIFY(first != warnings.cend());
        QVERIFY2(first->text.contains(u"last 90 days"_s), qPrintable(first->text));
        QVERIFY(!kindsOf(warnings).contains(ReviewWarning::Kind::SavedUnderAnotherName));
    }
};

QTEST_GUILESS_MAIN(TestPayoutReview)
#include "tst_payoutreview.moc"
