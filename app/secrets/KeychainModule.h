// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The interface of Paydesk's keychain module (paydesk_keychain): QtKeychain's jobs, so that the
// core loads QtKeychain the first time a key is read, saved or removed (a profile with a key), not
// at every start (the Local sandbox needs none). KeyStore is its one user.
//
// Tables are versioned as the other modules' are (core/Module.h): a new one begins with every
// member of the one before, in the same order.

#include <QString>

#include <functional>

// What a job does (the first argument of PaydeskKeychain::start).
enum PaydeskKeychainOperation : int {
    PaydeskKeychainRead = 0,
    PaydeskKeychainWrite = 1,
    PaydeskKeychainRemove = 2
};

struct PaydeskKeychain
{
    // What a job answers: QtKeychain's error (QKeychain::Error), its text, and the secret read.
    using Done = std::function<void(int error, const QString &errorText, const QString &secret)>;
    // Starts `operation` (a PaydeskKeychainOperation) of the entry `key` of `service` (with `secret`
    // for a write; no insecure fallback). `done` is called once, from the calling thread's event
    // loop, unless forget() came first. Returns the handle forget() takes.
    void *(*start)(int operation, const QString &service, const QString &key, const QString &secret,
                   Done done);
    // The job of `handle` goes on (QtKeychain's jobs cannot be stopped) but its done() will not be
    // called. Only before done() was.
    void (*forget)(void *handle);
};

// The module's one symbol (extern "C"): its table.
using PaydeskKeychainGet = const PaydeskKeychain *(*)();

#define PAYDESK_KEYCHAIN_SYMBOL "paydesk_keychain_v1"
