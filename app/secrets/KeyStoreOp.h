// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The handle of one queued KeyStore operation. It emits finished() exactly once, always
// asynchronously (never from inside KeyStore::read()/write()/remove()), so connecting right after
// the call is safe; it deletes itself (deleteLater) after finished(). Connect with a context object.

#include "secrets/KeyStoreResult.h"

#include <QObject>
#include <QPointer>
#include <QString>

namespace paydesk::secrets {

class KeyStore;

class KeyStoreOp : public QObject
{
    Q_OBJECT
public:
    ~KeyStoreOp() override;

    KeyStoreResult::Operation operation() const { return m_operation; }
    QString profileId() const { return m_profileId; }
    bool isFinished() const { return m_finished; }

    // Withdraws the operation: finished() will not be emitted and the handle deletes itself. A
    // queued operation never reaches the keychain. One already handed to the keychain cannot be
    // stopped there (QtKeychain has no cancel): it may still take effect, and its result is dropped.
    void cancel();

Q_SIGNALS:
    void finished(const paydesk::secrets::KeyStoreResult &result);

private:
    friend class KeyStore;
    KeyStoreOp(KeyStoreResult::Operation operation, const QString &profileId, KeyStore *store);
    void finish(const KeyStoreResult &result); // emits finished() once, then deleteLater()

    KeyStoreResult::Operation m_operation;
    QString m_profileId;
    QString m_secret; // write only, until it is handed to the keychain job
    QString m_entry; // the keychain entry's key: KeyStore::keyName(profileId), or an entry of its own
    bool m_isApiKey = true; // false for KeyStore::readEntry() and friends: no keyEvent()
    QPointer<KeyStore> m_store;
    bool m_finished = false;
};

} // namespace paydesk::secrets
