// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Phone numbers checked by libphonenumber, through Paydesk's phone number module
// (PhoneNumberModule.h), loaded the first time a number is checked, from PAYDESK_MODULE_DIR when
// that is set (the build tree's tests), the folder of the executable (the build tree, Windows),
// its ../lib/paydesk/modules (an installed Linux tree) or ../PlugIns (a macOS bundle). Thread-safe: one
// check at a time.

#include <QString>

namespace paydesk::phone {

struct PhoneCheck
{
    enum class Outcome {
        Valid, // a number of the region: e164
        NoCountryCode,
        TooShort,
        TooLong,
        NotANumber,
        HasExtension,
        OtherRegion, // a valid number of `region`, not of the one asked: e164, region
        Invalid, // not a number of the region: e164
        Unavailable, // the module could not be loaded: `problem` says why
    };
    Outcome outcome = Outcome::Unavailable;
    QString e164;
    QString region;
    QString problem; // for Unavailable, technical (the loader's words), for logs and support
};

// `typed` as the person typed it, `region` an ISO 3166 alpha-2 code.
PhoneCheck checkPhoneNumber(const QString &typed, const QString &region);

} // namespace paydesk::phone
