// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// API keys in the OS keychain, one entry per profile, through QtKeychain (docs/secrets.md).
//
// Every operation is asynchronous and returns a KeyStoreOp that emits finished(KeyStoreResult)
// exactly once. Operations run one at a time, first in first out (QtKeychain runs its jobs one at a
// time anyway), each with its own timeout, so that a keychain prompt nobody answers never hangs the
// app: the operation then finishes with ErrorKind::Timeout and the next one starts.
//
// QtKeychain's insecure fallback (a plain-text QSettings file) is always off. When no keychain can
// be reached, the result says so in plain words (ErrorKind::Unavailable, availability()
// Unavailable) and the UI may keep the key in this object's session store (setSessionKey()), in
// memory only, for as long as the KeyStore lives. Nothing here ever writes a key to a file, to
// QSettings or to a log.

#include "secrets/KeyStoreOp.h"
#include "secrets/KeyStoreResult.h"

#include <QHash>
#include <QMetaObject>
#include <QObject>
#include <QPointer>
#include <QQueue>
#include <QString>
#include <QStringView>
#include <QTimer>

#include <chrono>

namespace paydesk::secrets {

class KeyStore : public QObject
{
    Q_OBJECT
public:
    // What happened to a profile's key, for whoever records it (the audit log): never the key.
    enum class KeyEvent {
        Saved, // a write() succeeded: the key is in the keychain
        Removed, // a remove() succeeded: no key of the profile is in the keychain (also when none was)
        KeptForSession, // setSessionKey() with a key: kept in memory for this session
    };
    Q_ENUM(KeyEvent)

    enum class Availability {
        Unknown, // no operation has reached the keychain yet
        Available, // the last operation reached the keychain
        Unavailable, // the last operation could not reach it (see the result's userMessage())
    };
    Q_ENUM(Availability)

    static constexpr std::chrono::milliseconds defaultTimeout {15000};

    explicit KeyStore(QObject *parent = nullptr);
    ~KeyStore() override; // queued operations are dropped without finished()

    static QString serviceName(); // "Paydesk"
    static QString keyName(const QString &profileId); // "profile/<profileId>/api-key"

    // "sbx_…9f3a": the first and last four characters of a long key, only bullets for a short one,
    // for the settings dialog, which never shows a key back in full.
    static QString masked(QStringView secret);

    std::chrono::milliseconds timeout() const { return m_timeout; }
    void setTimeout(std::chrono::milliseconds timeout); // applies to operations started afterwards

    Availability availability() const { return m_availability; }
    int pendingOperations() const; // queued plus the one in flight

    // The handle is a child of this KeyStore and deletes itself after finished(). profileId is an
    // opaque, non-empty string chosen by the caller.
    KeyStoreOp *read(const QString &profileId);
    KeyStoreOp *write(const QString &profileId, const QString &secret); // replaces any saved key
    KeyStoreOp *remove(const QString &profileId); // also forgets the session key; no key is ok()

    // Other secrets of this computer in the same keychain service, under an entry name of their
    // own (a team database's password: settings/TeamPasswords). The same queue, timeouts and
    // results (the result's profileId() is the entry name), but no keyEvent() and no session key:
    // they are not a profile's API key. The results' userMessage() speaks of an API key; callers
    // word their own.
    KeyStoreOp *readEntry(const QString &entry);
    KeyStoreOp *writeEntry(const QString &entry, const QString &secret);
    KeyStoreOp *removeEntry(const QString &entry);

    // Session-only keys: memory only, never persisted. A successful write() or a remove() of the
    // same profile forgets the session key.
    void setSessionKey(const QString &profileId, const QString &secret);
    QString sessionKey(const QString &profileId) const; // empty when none
    bool hasSessionKey(const QString &profileId) const { return m_sessionKeys.contains(profileId); }
    void clearSessionKey(const QString &profileId);
    void clearSessionKeys();

Q_SIGNALS:
    void availabilityChanged(paydesk::secrets::KeyStore::Availability availability);
    // Before the operation's finished() (a write or remove) or from setSessionKey().
    void keyEvent(const QString &profileId, paydesk::secrets::KeyStore::KeyEvent event);

private:
    friend class KeyStoreOp;

    KeyStoreOp *enqueue(KeyStoreResult::Operation operation, const QString &profileId, const QString &secret,
                        bool isApiKey = true);
    void scheduleNext();
    void startNext();
    void onJobFinished(int error, const QString &errorText, const QString &secret);
    void onTimeout();
    void complete(const KeyStoreResult &result);
    void abandonJob();
    void withdraw(KeyStoreOp *op); // KeyStoreOp::cancel()
    void noteAvailability(const KeyStoreResult &result);
    // What QtKeychain answered (its QKeychain::Error, text and the secret read) for `op`.
    KeyStoreResult resultFromJob(const KeyStoreOp &op, int error, const QString &detail,
                                 const QString &secret) const;

    std::chrono::milliseconds m_timeout = defaultTimeout;
    Availability m_availability = Availability::Unknown;
    QQueue<QPointer<KeyStoreOp>> m_queue;
    QPointer<KeyStoreOp> m_current;
    void *m_job = nullptr; // the current operation's job (the module's handle), until it answers
    QTimer m_timer;
    bool m_startScheduled = false;
    QHash<QString, QString> m_sessionKeys;
};

} // namespace paydesk::secrets
