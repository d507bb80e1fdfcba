// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/AuditRecorder.h"

#include "profiles/Profile.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"
#include "store/AuditEvent.h"
#include "store/AuditLog.h"

using namespace Qt::StringLiterals;

namespace paydesk::store {

using profiles::Profile;
using profiles::ProfileStore;
using secrets::KeyStore;
using Action = AuditEvent::Action;

AuditRecorder::AuditRecorder(ProfileStore *profiles, KeyStore *keys, AuditLog *log, QObject *parent)
    : QObject(parent)
    , m_log(log)
{
    Q_ASSERT(profiles && keys && log);
    connect(profiles, &ProfileStore::profileAdded, this, [this](const Profile &profile) {
        record(Action::ProfileAdded, profile.id, profileDetail(profile));
    });
    connect(
        profiles, &ProfileStore::profileChanged, this, [this](const Profile &before, const Profile &after) {
            record(Action::ProfileChanged, after.id,
                   QJsonObject {{u"before"_s, profileDetail(before)}, {u"after"_s, profileDetail(after)}});
        });
    connect(profiles, &ProfileStore::profileRemoved, this, [this](const Profile &profile) {
        record(Action::ProfileRemoved, profile.id, profileDetail(profile));
    });
    connect(keys, &KeyStore::keyEvent, this, [this](const QString &profileId, KeyStore::KeyEvent event) {
        Action action = Action::KeySaved;
        switch (event) {
        case KeyStore::KeyEvent::Saved:
            action = Action::KeySaved;
            break;
        case KeyStore::KeyEvent::Removed:
            action = Action::KeyRemoved;
            break;
        case KeyStore::KeyEvent::KeptForSession:
            action = Action::KeyKeptForSession;
            break;
        }
        record(action, profileId); // the fact only: never the key, nor its mask
    });
}

void AuditRecorder::record(Action action, const QString &profileId, QJsonObject detail)
{
    if (const QString by = m_actor ? m_actor() : QString(); !by.isEmpty())
        detail.insert(u"by"_s, by);
    m_log->post(AuditEvent(action, profileId, detail));
}

QJsonObject AuditRecorder::profileDetail(const Profile &profile)
{
    return {
        {u"name"_s, profile.name},
        {u"kind"_s, Profile::kindKey(profile.kind)},
        {u"base_url"_s, profile.baseUrl.toString(QUrl::RemoveUserInfo)},
    };
}

} // namespace paydesk::store
