// SPDX-License-Identifier: GPL-3.0-or-later
#include "phone/PhoneNumbers.h"

#include "core/Module.h"
#include "phone/PhoneNumberModule.h"

#include <QMutex>

namespace paydesk::phone {

using namespace Qt::StringLiterals;

namespace { } // namespace

PhoneCheck checkPhoneNumber(const QString &typed, const QString &region)
{
    // One check at a time: libphonenumber is thread-safe only when it was built with a mutex
    // (USE_BOOST or USE_STDMUTEX), which Paydesk cannot know; a check takes microseconds.
    static QMutex mutex;
    QMutexLocker lock(&mutex);
    const core::ModuleSymbol module
        = core::resolveModuleSymbol(u"paydesk_phonenumbers"_s, PAYDESK_PHONE_CHECK_SYMBOL);
    const auto check = reinterpret_cast<PaydeskPhoneCheck>(module.function);
    if (!check)
        return PhoneCheck {PhoneCheck::Outcome::Unavailable, {}, {}, module.problem};
    PaydeskPhoneResult r {};
    const QByteArray typedUtf8 = typed.toUtf8();
    const QByteArray regionLatin1 = region.toLatin1();
    if (check(typedUtf8.constData(), regionLatin1.constData(), &r) != 0)
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
