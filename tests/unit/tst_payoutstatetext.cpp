// SPDX-License-Identifier: GPL-3.0-or-later
// A payout's state and context in plain words: every state and every context code of the
// specification's tables (app/domain/SpecTables) has its own label or sentence, not the general
// one; a code Paydesk does not know is shown as it came.

#include "domain/SpecTables.h"
#include "payouts/PayoutStateText.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace paydesk;
using namespace paydesk::payouts;
using namespace Qt::StringLiterals;

class TestPayoutStateText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Which states paid nobody, in one place for every page and the approver's warnings.
    void paidNobody()
    {
        for (const char *state : {"FAILED", "CANCELLED", "REVERSED"})
            QVERIFY2(PayoutStateText::paidNobody(QString::fromLatin1(state)), state);
        for (const char *state : {"SENT", "PENDING", "", "SOMETHING_NEW"})
            QVERIFY2(!PayoutStateText::paidNobody(QString::fromLatin1(state)), state);
        QVERIFY(PayoutStateText::isSent(u"SENT"));
        QVERIFY(!PayoutStateText::isSent(u"PENDING"));
    }

    void everyStateHasALabel();
    void everyContextOfTheSpecificationHasItsOwnSentence();
    void failedWithoutContextSaysContactSupport();
    void unknownCodesAreShownAsTheyCame();
    void wordsAreForAPersonNotCodes();
};

void TestPayoutStateText::everyStateHasALabel()
{
    QSet<QString> labels;
    for (const spec::Entry &state : spec::payoutStates()) {
        const QString code = QString::fromLatin1(state.code);
        const QString label = PayoutStateText::label(code);
        QVERIFY2(!label.isEmpty() && label != code, state.code);
        labels.insert(label);
        const QString sentence = PayoutStateText::sentence(code, {});
        QVERIFY2(!sentence.contains(code), state.code); // not the general "reports the state X"
    }
    QCOMPARE(labels.size(), int(spec::payoutStates().size()));
    QCOMPARE(PayoutStateText::label(u"SENT"), u"Sent"_s);
    QCOMPARE(PayoutStateText::label(PayoutStateText::notFoundCode()), u"Not found at the service"_s);
}

void TestPayoutStateText::everyContextOfTheSpecificationHasItsOwnSentence()
{
    QSet<QString> sentences;
    int contexts = 0;
    const auto check = [&](std::span<const spec::Entry> entries, const QString &state) {
        for (const spec::Entry &context : entries) {
            const QString code = QString::fromLatin1(context.code);
            const QString sentence = PayoutStateText::sentence(state, code);
            QVERIFY2(!PayoutStateText::knownContextSentence(code).isEmpty(), context.code);
            QCOMPARE(sentence, PayoutStateText::knownContextSentence(code));
            QVERIFY2(!sentence.contains(code), context.code); // not the fallback that names the code
            sentences.insert(sentence);
            ++contexts;
        }
    };
    check(spec::payoutPendingContexts(), u"PENDING"_s);
    check(spec::payoutFailedContexts(), u"FAILED"_s);
    QCOMPARE(int(spec::payoutPendingContexts().size()), 1);
    QCOMPARE(int(spec::payoutFailedContexts().size()), 13);
    QCOMPARE(sentences.size(), contexts); // each its own
    QCOMPARE(PayoutStateText::sentence(u"FAILED", u"WALLET_INSUFFICIENT_BALANCE"),
             u"The wallet did not have enough money for this payout when it was processed."_s);
}

void TestPayoutStateText::failedWithoutContextSaysContactSupport()
{
    QVERIFY(PayoutStateText::sentence(u"FAILED", {}).contains(u"contact support"_s));
    QVERIFY(!PayoutStateText::sentence(u"FAILED", u"PROVIDER_NETWORK_ISSUE").contains(u"contact support"_s));
}

void TestPayoutStateText::unknownCodesAreShownAsTheyCame()
{
    QCOMPARE(PayoutStateText::label(u"ON_HOLD"), u"ON_HOLD"_s);
    QVERIFY(PayoutStateText::sentence(u"ON_HOLD", {}).contains(u"ON_HOLD"_s));
    QVERIFY(PayoutStateText::knownContextSentence(u"SOMETHING_NEW").isEmpty());
    const QString unknown = PayoutStateText::sentence(u"FAILED", u"SOMETHING_NEW");
    QVERIFY(unknown.contains(u"SOMETHING_NEW"_s));
    QVERIFY(unknown != PayoutStateText::sentence(u"FAILED", {}));
}

void TestPayoutStateText::wordsAreForAPersonNotCodes()
{
    // No sentence of a known code spells a code in capitals with underscores.
    const QRegularExpression code(u"[A-Z]{2,}_[A-Z_]+"_s);
    for (const spec::Entry &context : spec::payoutFailedContexts())
        QVERIFY2(
            !code.match(PayoutStateText::sentence(u"FAILED", QString::fromLatin1(context.code))).hasMatch(),
            context.code);
    for (const spec::Entry &state : spec::payoutStates())
        QVERIFY2(!code.match(PayoutStateText::sentence(QString::fromLatin1(state.code), {})).hasMatch(),
                 state.code);
}

QTEST_APPLESS_MAIN(TestPayoutStateText)
#include "tst_payoutstatetext.moc"
