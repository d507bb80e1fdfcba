// SPDX-License-Identifier: GPL-3.0-or-later
// The French catalogue, as built into Paydesk's core: installed the way every front end installs
// it (core::installTranslations()), it translates the window's own words and the specification's
// table texts (which reach the catalogue through QT_TRANSLATE_NOOP), and it keeps every
// placeholder of its sources.
#include "RemedyText.h"
#include "api/ApiClient.h"
#include "core/Application.h"
#include "domain/SpecTables.h"
#include "models/WalletsModel.h"
#include "pages/WalletsPage.h"
#include "store/AuditVerification.h"

#include <QDirIterator>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

using namespace paydesk;

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY(core::installTranslations(QLocale(QLocale::French, QLocale::France))); }

    void windowWordsAreFrench()
    {
        ui::WalletsPage page;
        page.ensureBuilt();
        QCOMPARE(page.title(), u"Portefeuilles"_qs);
        QCOMPARE(page.findChild<QPushButton *>(QStringLiteral("refreshButton"))->text(), u"Actualiser"_qs);
        QCOMPARE(page.findChild<QPushButton *>(QStringLiteral("openSettingsButton"))->text(),
                 u"Ouvrir les Paramètres…"_qs);
        QCOMPARE(ui::remedyActionText(Remedy::CheckKey), u"Vérifier la clé…"_qs);
        QCOMPARE(ui::withRemedySentence(api::ApiError::http(401, {}, {}).userMessage(), Remedy::CheckKey),
                 u"La clé d'API a été refusée. Vérifiez la clé dans les Paramètres."_qs);
    }

    void specificationTextsAreFrench()
    {
        QCOMPARE(spec::tr(spec::currency(u"KES")->name), u"shilling kényan"_qs);
        const QString reason
            = spec::describe(spec::payoutFailedContexts(), u"PAYMENT_ACCOUNT_DAILY_LIMIT_REACHED");
        QVERIFY2(reason.startsWith(u"Le plafond quotidien"), qPrintable(reason));
    }

    void storeMessagesAreFrench()
    {
        using store::AuditVerification;
        using namespace Qt::StringLiterals;
        QCOMPARE(AuditVerification::broken(AuditVerification::Problem::EntryMissing, 3, 2).message(),
                 u"L'entrée d'audit 3 est absente\u00a0: elle a été supprimée."_s);
    }

    void everyMessageIsTranslatedWithItsPlaceholders()
    {
        QFile ts(QStringLiteral(PAYDESK_TS_FILE));
        QVERIFY(ts.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&ts);
        static const QRegularExpression placeholder(QStringLiteral("%(\\d+|n)"));
        auto placeholders = [](const QString &text) {
            QStringList found;
            for (auto it = placeholder.globalMatch(text); it.hasNext();)
                found << it.next().captured();
            found.sort();
            found.removeDuplicates(); // plural forms repeat them
            return found;
        };
        int messages = 0;
        QString source;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == u"source") {
                source = xml.readElementText();
            } else if (xml.name() == u"translation") {
                ++messages;
                const bool unfinished = xml.attributes().value(QStringLiteral("type")) == u"unfinished";
                const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                QVERIFY2(!unfinished && !translation.isEmpty(), qPrintable(u"not translated: "_qs + source));
                QCOMPARE(placeholders(translation), placeholders(source));
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 300);
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
