// SPDX-License-Identifier: GPL-3.0-or-later
// paydesk_phonenumbers: libphonenumber behind one C function (PhoneNumberModule.h), loaded by the
// core on first use (recipients/PhoneNumbers).
#include "phone/PhoneNumberModule.h"

#include <phonenumbers/phonenumberutil.h>

#include <cstring>
#include <string>

namespace {

using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;

void copy(char *to, std::size_t size, const std::string &from)
{
    const std::size_t n = std::min(size - 1, from.size());
    std::memcpy(to, from.data(), n);
    to[n] = '\0';
}

} // namespace

#if defined(_WIN32)
#define PAYDESK_PHONE_EXPORT __declspec(dllexport)
#else
#define PAYDESK_PHONE_EXPORT __attribute__((visibility("default")))
#endif

extern "C" PAYDESK_PHONE_EXPORT int paydesk_phone_check_v1(const char *typed, const char *region,
                                                           PaydeskPhoneResult *result)
{
    if (!typed || !region || !result)
        return -1;
    *result = PaydeskPhoneResult {};
    const PhoneNumberUtil &util = *PhoneNumberUtil::GetInstance();
    PhoneNumber number;
    switch (util.Parse(typed, region, &number)) {
    case PhoneNumberUtil::NO_PARSING_ERROR:
        break;
    case PhoneNumberUtil::INVALID_COUNTRY_CODE_ERROR:
        result->outcome = PaydeskPhoneNoCountryCode;
        return 0;
    case PhoneNumberUtil::TOO_SHORT_AFTER_IDD:
    case PhoneNumberUtil::TOO_SHORT_NSN:
        result->outcome = PaydeskPhoneTooShort;
        return 0;
    case PhoneNumberUtil::TOO_LONG_NSN:
        result->outcome = PaydeskPhoneTooLong;
        return 0;
    case PhoneNumberUtil::NOT_A_NUMBER:
        result->outcome = PaydeskPhoneNotANumber;
        return 0;
    }
    if (number.has_extension()) {
        result->outcome = PaydeskPhoneHasExtension;
        return 0;
    }
    std::string e164;
    util.Format(number, PhoneNumberUtil::E164, &e164);
    copy(result->e164, sizeof result->e164, e164);
    if (util.IsValidNumberForRegion(number, region)) {
        result->outcome = PaydeskPhoneValid;
        return 0;
    }
    std::string numberRegion;
    util.GetRegionCodeForNumber(number, &numberRegion);
    if (!numberRegion.empty() && numberRegion != region && util.IsValidNumber(number)) {
        copy(result->region, sizeof result->region, numberRegion);
        result->outcome = PaydeskPhoneOtherRegion;
        return 0;
    }
    // Lengths of a mobile number, the kind a mobile money account has, to say what is wrong.
    switch (util.IsPossibleNumberForTypeWithReason(number, PhoneNumberUtil::MOBILE)) {
    case PhoneNumberUtil::TOO_SHORT:
        result->outcome = PaydeskPhoneTooShort;
        break;
    case PhoneNumberUtil::TOO_LONG:
        result->outcome = PaydeskPhoneTooLong;
        break;
    default:
        result->outcome = PaydeskPhoneInvalid;
        break;
    }
    return 0;
}
