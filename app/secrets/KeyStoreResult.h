// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The outcome of one KeyStore operation (read, write or remove of one profile's API key).
//
// userMessage() is translated, plain-words text that the UI can show as it is; detail() is the
// keychain back end's own (untranslated) text, for logs and bug reports. Neither ever contains the
// secret. secret() is only set by a successful read.

#include <QMetaType>
#include <QObject>
#include <QString>

namespace paydesk::secrets {

class KeyStoreResult
{
    Q_GADGET
public:
    enum class Operation { Read, Write, Remove };
    Q_ENUM(Operation)

    enum class ErrorKind {
        None, // done
        NotFound, // read: no key is saved for this profile
        Unavailable, // no keychain can be reached (no service, no D-Bus session, locked keyring)
        AccessDenied, // the user refused access (dismissed the keychain's prompt)
        Timeout, // the keychain did not answer within KeyStore::timeout()
        Other, // the keychain reported another error
    };
    Q_ENUM(ErrorKind)

    KeyStoreResult() = default;

    static KeyStoreResult success(Operation operation, const QString &profileId, const QString &secret = {})
    {
        KeyStoreResult r;
        r.m_operation = operation;
        r.m_profileId = profileId;
        r.m_secret = secret;
        return r;
    }
    static KeyStoreResult failure(Operation operation, const QString &profileId, ErrorKind kind,
                                  const QString &userMessage, const QString &detail = {})
    {
        KeyStoreResult r;
        r.m_operation = operation;
        r.m_profileId = profileId;
        r.m_errorKind = kind;
        r.m_userMessage = userMessage;
        r.m_detail = detail;
        return r;
    }

    bool ok() const { return m_errorKind == ErrorKind::None; }
    Operation operation() const { return m_operation; }
    QString profileId() const { return m_profileId; }
    ErrorKind errorKind() const { return m_errorKind; }
    QString userMessage() const { return m_userMessage; } // empty when ok()
    QString detail() const { return m_detail; }
    QString secret() const { return m_secret; } // a successful read only

    // True when the keychain itself failed (not a plain "not found"): the UI should offer to use
    // the key for this session only (KeyStore::setSessionKey()).
    bool offersSessionKey() const
    {
        return m_operation != Operation::Remove && m_errorKind != ErrorKind::None
            && m_errorKind != ErrorKind::NotFound;
    }

private:
    Operation m_operation = Operation::Read;
    QString m_profileId;
    ErrorKind m_errorKind = ErrorKind::None;
    QString m_userMessage;
    QString m_detail;
    QString m_secret;
};

} // namespace paydesk::secrets

Q_DECLARE_METATYPE(paydesk::secrets::KeyStoreResult)
