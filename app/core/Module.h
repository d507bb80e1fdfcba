// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Paydesk's own modules (shared libraries loaded with QLibrary the first time they are needed,
// not at every start): paydesk_phonenumbers (libphonenumber, protobuf and abseil),
// paydesk_crypto (OpenSSL's libcrypto, for passphrases) and paydesk_keychain (QtKeychain, for the
// API keys). A module is looked for in
// PAYDESK_MODULE_DIR (tests), beside the executable (the build tree, Windows), in ../lib/paydesk/modules
// (an installed Linux tree) and in ../PlugIns (a macOS bundle). Once found it stays loaded for
// the life of the process.

#include <QString>

namespace paydesk::core {

struct ModuleSymbol
{
    QFunctionPointer function = nullptr; // null when the module or the symbol was not found
    QString problem; // why not, for the log and for a person (the loader's words)
    bool beforeApplication = false; // asked before QCoreApplication existed: worth asking again
};

// The symbol `symbol` of the module `name` ("paydesk_crypto"). Thread-safe. The answer is kept:
// the module is searched for once (again only when the first search came before the
// QCoreApplication, which had nowhere to look), and found or not is logged once.
ModuleSymbol resolveModuleSymbol(const QString &name, const char *symbol);

} // namespace paydesk::core
