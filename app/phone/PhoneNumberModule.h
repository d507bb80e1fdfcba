// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The interface of Paydesk's phone number module (paydesk_phonenumbers), a plain C function so
// that the core can load the module with QLibrary the first time a number is checked: the
// module links libphonenumber (with protobuf and abseil), which would otherwise be loaded at every
// start-up, before the first window, for a check most sessions never make.

#ifdef __cplusplus
extern "C" {
#endif

enum PaydeskPhoneOutcome {
    PaydeskPhoneValid = 0, // a valid number of the region: e164 is set
    PaydeskPhoneNoCountryCode = 1, // it does not start with a known country calling code
    PaydeskPhoneTooShort = 2,
    PaydeskPhoneTooLong = 3,
    PaydeskPhoneNotANumber = 4,
    PaydeskPhoneHasExtension = 5,
    PaydeskPhoneOtherRegion = 6, // a valid number of another region: e164 and region are set
    PaydeskPhoneInvalid = 7, // of a possible length, yet not a number of the region: e164 is set
};

struct PaydeskPhoneResult
{
    int outcome; // PaydeskPhoneOutcome
    char e164[40]; // "+254712345678", NUL-terminated
    char region[8]; // ISO 3166 alpha-2 of the number, for PaydeskPhoneOtherRegion
};

// typed: UTF-8, as the person typed it; region: ISO 3166 alpha-2. Returns 0, or -1 when an
// argument is null.
typedef int (*PaydeskPhoneCheck)(const char *typed, const char *region, struct PaydeskPhoneResult *result);

#define PAYDESK_PHONE_CHECK_SYMBOL "paydesk_phone_check_v1"

#ifdef __cplusplus
}
#endif
