// SPDX-License-Identifier: GPL-3.0-or-later
#include "phone/PhoneNumbers.h"

#include "core/Logging.h"
#include "phone/PhoneNumberModule.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibrary>
#include <QMutex>

#include <optional>

namespace paydesk::phone {

PAYDESK_LOGGING_CATEGORY(lcPhone, "phone")

using namespace Qt::StringLiterals;

namespace {

struct Module
{
    PaydeskPhoneCheck check = nullptr;
    QString problem;
};

QString noFolder()
{
    return u"no folder to look in"_s;
}

Module load()
{
    QStringList folders;
    if (const QString dir = qEnvironmentVariable("PAYDESK_MODULE_DIR"); !dir.isEmpty())
        folders << dir;
    if (QCoreApplication::instance()) {
        const QString app = QCoreApplication::applicationDirPath();
        // Beside the executable (the build tree, Windows), an installed Linux tree, a macOS bundle.
        folders << app << QDir(app).filePath(u"../lib/paydesk"_s) << QDir(app).filePath(u"../PlugIns"_s);
    }
    QStringList tried;
    for (const QString &folder : std::as_const(folders)) {
        // The library stays loaded for the life of the process (QLibrary is not unloaded here).
        auto *library = new QLibrary(QDir(folder).filePath(u"paydesk_phonenumbers"_s));
        if (library->load()) {
            if (auto check
                = reinterpret_cast<PaydeskPhoneCheck>(library->resolve(PAYDESK_PHONE_CHECK_SYMBOL))) {
                qCInfo(lcPhone) << "phone number module" << library->fileName();
                return {check, {}};
            }
        }
        tried << library->errorString();
        delete library;
    }
    Module none;
    none.problem = tried.isEmpty() ? noFolder() : tried.join(u"; "_s);
    qCWarning(lcPhone).noquote() << "phone number module not loaded:" << none.problem;
    return none;
}

} // namespace

PhoneCheck checkPhoneNumber(const QString &typed, const QString &region)
{
    // One check at a time: libphonenumber is thread-safe only when it was built with a mutex
    // (USE_BOOST or USE_STDMUTEX), which Paydesk cannot know; a check takes microseconds.
    static QMutex mutex;
    static std::optional<Module> module;
    QMutexLocker lock(&mutex);
    if (!module || (!module->check && QCoreApplication::instance() && module->problem == noFolder()))
        module = load(); // a first try before the application existed had nowhere to look
    if (!module->check)
        return PhoneCheck {PhoneCheck::Outcome::Unavailable, {}, {}, module->problem};
    PaydeskPhoneResult r {};
    const QByteArray typedUtf8 = typed.toUtf8();
    const QByteArray regionLatin1 = region.toLatin1();
    if (module->check(typedUtf8.constData(), regionLatin1.constData(), &r) != 0)
        return PhoneCheck {PhoneCheck::Outcome::NotANumber, {}, {}, {}};
    PhoneCheck result;
    result.e164 = QString::fromLatin1(r.e164);
    result.region = QString::fromLatin1(r.region);
    switch (r.outcome) {
    case PaydeskPhoneValid:
        result.outcome = PhoneCheck::Outcome::Valid;
        break;
    case PaydeskPhoneNoCountryCode:
        result.outcome = PhoneCheck::Outcome::NoCountryCode;
        break;
    case PaydeskPhoneTooShort:
        result.outcome = PhoneCheck::Outcome::TooShort;
        break;
    case PaydeskPhoneTooLong:
        result.outcome = PhoneCheck::Outcome::TooLong;
        break;
    case PaydeskPhoneHasExtension:
        result.outcome = PhoneCheck::Outcome::HasExtension;
        break;
    case PaydeskPhoneOtherRegion:
        result.outcome = PhoneCheck::Outcome::OtherRegion;
        break;
    case PaydeskPhoneInvalid:
        result.outcome = PhoneCheck::Outcome::Invalid;
        break;
    case PaydeskPhoneNotANumber:
    default:
        result.outcome = PhoneCheck::Outcome::NotANumber;
        break;
    }
    return result;
}

} // namespace paydesk::phone
