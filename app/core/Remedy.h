// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a person can do about a problem, as a value. Core code says what is wrong (a sentence) and
// which remedy applies (api::ApiError::remedy(), session::Session::remedy(),
// store::StoreError::remedy()); each front end words the remedy for its place:
// the window with a button or a sentence (ui/RemedyText.h), a command-line tool with an option.
//
// This header holds the meta-object of the namespace paydesk (Q_NAMESPACE, one per namespace): an
// enum of this namespace that needs Q_ENUM_NS goes here too.

#include <QObject>

namespace paydesk {

Q_NAMESPACE

enum class Remedy {
    None, // nothing to do about it here (cancelled, not found, rejected for its content, ...)
    OpenSettings, // the profile's service address or API key is to be entered or changed
    CheckKey, // the service refused the key, or the key lacks a permission: check it, or replace it
    RetryLater, // a passing problem (network, time-out, a busy or unavailable service)
    ContactSupport, // the service or Paydesk misbehaves, and trying again did not mend it
    UpdatePaydesk, // a newer Paydesk wrote this data (the local store's schema is newer)
    RestoreBackup, // the data is damaged (the local store's file or tables)
};
Q_ENUM_NS(Remedy)

} // namespace paydesk
