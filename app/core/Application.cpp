// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Application.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>

using namespace Qt::Literals::StringLiterals;

// The catalogues are a resource of this static library (app/CMakeLists.txt), registered here so
// that they are there whichever program links it; outside any namespace, as Q_INIT_RESOURCE needs.
static void registerTranslationResources()
{
    Q_INIT_RESOURCE(paydesk_core_translations);
    Q_INIT_RESOURCE(paydesk_core_plurals);
}

namespace paydesk::core {

namespace {

// Loads one catalogue and installs it; nullptr when there is none for the locale.
QTranslator *install(const QLocale &locale, const QString &name, const QString &directory)
{
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (translator->load(locale, name, u"_"_s, directory) && QCoreApplication::installTranslator(translator))
        return translator;
    delete translator;
    return nullptr;
}

} // namespace

void setApplicationIdentity()
{
    QCoreApplication::setApplicationName(u"Paydesk"_s);
    QCoreApplication::setOrganizationName(u"Paydesk"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(PAYDESK_VERSION));
}

bool installTranslations(const QLocale &locale)
{
    if (!QCoreApplication::instance()) {
        qWarning("paydesk::core::installTranslations() needs a QCoreApplication");
        return false;
    }
    registerTranslationResources();
    // The previous call's translators: deleting one takes it out of the application.
    static QPointer<QTranslator> qtTranslator;
    static QPointer<QTranslator> pluralsTranslator;
    static QPointer<QTranslator> paydeskTranslator;
    delete qtTranslator;
    delete pluralsTranslator;
    delete paydeskTranslator;
    qtTranslator = install(locale, u"qtbase"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    // The English plural forms, under any language: the last installed is asked first, so a
    // catalogue of the locale's own (French) has its say before them.
    pluralsTranslator = install(QLocale(QLocale::English), u"paydesk-plurals"_s, u":/paydesk/i18n"_s);
    paydeskTranslator = install(locale, u"paydesk"_s, u":/paydesk/i18n"_s);
    return paydeskTranslator != nullptr;
}

} // namespace paydesk::core
