// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The profiles of a team, in its team database (team_profiles: id, name, kind, base_url,
// revision, updated_at, updated_by), for ProfileStore in team mode. Blocking calls on the calling
// thread's connection of the store: ProfileStore runs them on the store's thread
// (store::postCall()). A change goes through the team database's functions
// (paydesk_profile_set, paydesk_profile_remove; docs/team-contract.md), which let only
// administrators change profiles (PD002 otherwise), check the revision read (PD006), and record
// profile.added / changed / removed in the audit log themselves. API keys are not here: they
// stay in each workstation's keychain under the profile's id.

#include "profiles/Profile.h"
#include "store/StoreResult.h"

#include <QList>

#include <optional>

namespace paydesk::store {
class Store;
}

namespace paydesk::profiles {

struct TeamProfile
{
    Profile profile;
    qint64 revision = 0;
};

namespace teamProfiles {

// The database's spelling of a kind: SANDBOX, PRODUCTION, LOCAL_SANDBOX.
QString kindText(Profile::Kind kind);
std::optional<Profile::Kind> kindFrom(const QString &text);

// The team's profiles by name; nullopt when the store is not a team database (its profiles are
// then this computer's, in QSettings).
store::StoreResult<std::optional<QList<TeamProfile>>> read(store::Store *store);
// Adds (expectedRevision 0) or changes a profile; the row as stored.
store::StoreResult<TeamProfile> set(store::Store *store, const Profile &profile, qint64 expectedRevision);
store::StoreResult<void> remove(store::Store *store, const QString &id, qint64 expectedRevision);

} // namespace teamProfiles

} // namespace paydesk::profiles
