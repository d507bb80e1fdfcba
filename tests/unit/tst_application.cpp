// SPDX-License-Identifier: GPL-3.0-or-later
// The application's identity and language, set up by the core the same way for every front end:
// with nothing but the core linked, the French catalogue is there.
#include "api/ApiError.h"
#include "core/Application.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace paydesk;

class TestApplication : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void identity()
    {
        core::setApplicationIdentity();
        QCOMPARE(QCoreApplication::applicationName(), u"Paydesk"_s);
        QCOMPARE(QCoreApplication::organizationName(), u"Paydesk"_s);
        QCOMPARE(QCoreApplication::applicationVersion(), QStringLiteral(PAYDESK_VERSION));
    }

    void translationsFollowTheLocale()
    {
        const api::ApiError timeout(api::ApiError::Kind::Timeout, {});
        const QString english = timeout.userMessage();
        QVERIFY(english.startsWith(u"The payment service"));
        QVERIFY(core::installTranslations(QLocale(QLocale::French, QLocale::Senegal)));
        const QString french = timeout.userMessage();
        QVERIFY2(french.startsWith(u"Le service de paiement"), qPrintable(french));
        // Another locale replaces it: English has no catalogue, the words of the sources come back.
        QVERIFY(!core::installTranslations(QLocale(QLocale::English, QLocale::UnitedStates)));
        QCOMPARE(timeout.userMessage(), english);
        QVERIFY(core::installTranslations(QLocale(QLocale::French, QLocale::Canada)));
        QCOMPARE(timeout.userMessage(), french);
    }

    void countsAreWordedInEveryLanguage()
    {
        // The sources say "%n second(s)"; English has its plural forms, under any language
        // without a catalogue of its own, and French its own.
        auto limited = [](int seconds) {
            api::ApiError e = api::ApiError::http(429, u"RATE_LIMITED"_s, {});
            e.setRetryAfter(std::chrono::seconds(seconds));
            return e.userMessage();
        };
        for (const QLocale &locale :
             {QLocale(QLocale::English, QLocale::UnitedKingdom), QLocale(QLocale::German)}) {
            core::installTranslations(locale);
            QVERIFY2(limited(1).endsWith(u"Try again in 1 second."), qPrintable(limited(1)));
            QVERIFY2(limited(5).endsWith(u"Try again in 5 seconds."), qPrintable(limited(5)));
        }
        QVERIFY(core::installTranslations(QLocale(QLocale::French, QLocale::France)));
        QVERIFY2(limited(5).endsWith(u"Réessayez dans 5 secondes."), qPrintable(limited(5)));
    }
};

QTEST_GUILESS_MAIN(TestApplication)
#include "tst_application.moc"
