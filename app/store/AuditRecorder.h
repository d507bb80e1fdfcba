// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Records in the audit log, as they happen, the changes to profiles (ProfileStore::profileAdded,
// profileChanged, profileRemoved) and to their keys (KeyStore::keyEvent: saved, removed, kept for
// the session). Each event is posted (AuditLog::post()): the UI thread that saved a profile does
// not wait for the database; a failure comes back as AuditLog::appendFailed().
//
// A profile's detail is its name, kind and base URL (without any user-info part); a key's
// detail is empty: the entry says only that it happened, and to which profile.

#include "store/AuditEvent.h"

#include <QJsonObject>
#include <QObject>

#include <functional>

namespace paydesk::profiles {
class Profile;
class ProfileStore;
} // namespace paydesk::profiles

namespace paydesk::secrets {
class KeyStore;
}

namespace paydesk::store {

class AuditLog;

class AuditRecorder : public QObject
{
    Q_OBJECT
public:
    // All three must outlive the recorder.
    AuditRecorder(profiles::ProfileStore *profiles, secrets::KeyStore *keys, AuditLog *log,
                  QObject *parent = nullptr);

    // {"name": ..., "kind": "production", "base_url": "https://api.example.com/v1"}
    static QJsonObject profileDetail(const profiles::Profile &profile);

    // Who is at the keyboard (an operator id, empty when nobody is signed in): recorded as "by"
    // in the entries of profiles and keys.
    void setActor(std::function<QString()> actor) { m_actor = std::move(actor); }

private:
    void record(AuditEvent::Action action, const QString &profileId, QJsonObject detail = {});

    AuditLog *const m_log;
    std::function<QString()> m_actor;
};

} // namespace paydesk::store
