// SPDX-License-Identifier: GPL-3.0-or-later
#include "profiles/ProfileStore.h"

#include "api/ApiClient.h"
#include "core/Logging.h"
#include "profiles/TeamProfiles.h"
#include "settings/Settings.h"
#include "store/StoreCall.h"

#include <QSettings>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace paydesk::profiles {

PAYDESK_LOGGING_CATEGORY(lcProfiles, "profiles")

ProfileStore::ProfileStore(QObject *parent)
    : ProfileStore(std::make_unique<QSettings>(), parent)
{ }

ProfileStore::ProfileStore(std::unique_ptr<QSettings> settings, QObject *parent)
    : QObject(parent)
    , m_settings(std::move(settings))
{
    load();
}

ProfileStore::~ProfileStore() = default;

void ProfileStore::load()
{
    m_profiles.clear();
    const int count = m_settings->beginReadArray(QLatin1StringView(settings::profilesArray));
    for (int i = 0; i < count; ++i) {
        m_settings->setArrayIndex(i);
        Profile p;
        p.id = settings::profileId.read(*m_settings);
        p.name = settings::profileName.read(*m_settings);
        const auto kind = Profile::kindFromKey(settings::profileKind.read(*m_settings));
        p.baseUrl = QUrl(settings::profileBaseUrl.read(*m_settings));
        if (p.id.isEmpty() || p.id == Profile::localSandboxId() || !kind
            || *kind == Profile::Kind::LocalSandbox) {
            qCWarning(lcProfiles) << "ignoring a malformed profile entry" << i << "in the settings";
            continue;
        }
        p.kind = *kind;
        m_profiles.append(p);
    }
    m_settings->endArray();
    m_currentId = settings::currentProfile.read(*m_settings);
}

void ProfileStore::store()
{
    if (m_team) { // the team's profiles are in its database; this computer's list stays as it is
        settings::currentProfile.write(*m_settings, m_currentId);
        m_settings->sync();
        return;
    }
    m_settings->remove(QLatin1StringView(settings::profilesArray));
    m_settings->beginWriteArray(QLatin1StringView(settings::profilesArray), int(m_profiles.size()));
    for (int i = 0; i < m_profiles.size(); ++i) {
        const Profile &p = m_profiles.at(i);
        m_settings->setArrayIndex(i);
        settings::profileId.write(*m_settings, p.id);
        settings::profileName.write(*m_settings, p.name);
        settings::profileKind.write(*m_settings, Profile::kindKey(p.kind));
        settings::profileBaseUrl.write(*m_settings, p.baseUrl.toString());
    }
    m_settings->endArray();
    settings::currentProfile.write(*m_settings, m_currentId);
    m_settings->sync();
    if (m_settings->status() != QSettings::NoError)
        qCWarning(lcProfiles) << "the settings could not be written:" << m_settings->status();
}

QString ProfileStore::keyFile(const QString &profileId) const
{
    return m_settings->value(u"%1/%2"_s.arg(QLatin1StringView(settings::profileKeyFilesGroup), profileId))
        .toString();
}

void ProfileStore::setKeyFile(const QString &profileId, const QString &path)
{
    const QString key = u"%1/%2"_s.arg(QLatin1StringView(settings::profileKeyFilesGroup), profileId);
    if (path.isEmpty())
        m_settings->remove(key);
    else
        m_settings->setValue(key, path);
    m_settings->sync();
}

QList<Profile> ProfileStore::profiles() const
{
    QList<Profile> all {Profile::localSandbox()};
    all.append(m_profiles);
    return all;
}

std::optional<Profile> ProfileStore::profile(const QString &id) const
{
    if (id == Profile::localSandboxId())
        return Profile::localSandbox();
    for (const Profile &p : m_profiles) {
        if (p.id == id)
            return p;
    }
    return std::nullopt;
}

Profile ProfileStore::current() const
{
    return profile(m_currentId).value_or(Profile::localSandbox());
}

bool ProfileStore::setCurrent(const QString &id)
{
    const std::optional<Profile> p = profile(id);
    if (!p)
        return false;
    const bool changed = p->id != currentId();
    if (m_currentId != p->id) {
        m_currentId = p->id;
        store();
    }
    if (!changed)
        return true;
    qCInfo(lcProfiles) << "profile in use:" << p->id << Profile::kindKey(p->kind);
    Q_EMIT currentChanged(*p);
    return true;
}

QUrl ProfileStore::normalizedBaseUrl(const QString &typed)
{
    QString text = typed.trimmed();
    while (text.endsWith(u'/'))
        text.chop(1);
    return QUrl(text, QUrl::StrictMode);
}

bool ProfileStore::validate(const Profile &profile, QString *why, Field *field) const
{
    if (field)
        *field = Field::None;
    auto refuse = [why, field](const QString &reason, Field at = Field::None) {
        if (why)
            *why = reason;
        if (field)
            *field = at;
        return false;
    };
    if (profile.isLocalSandbox() || profile.id == Profile::localSandboxId())
        return refuse(tr("The Local sandbox is built in and cannot be changed."));
    const QString name = profile.name.trimmed();
    if (name.isEmpty())
        return refuse(tr("Give the profile a name."), Field::Name);
    for (const Profile &other : profiles()) {
        if (other.id != profile.id && other.name.trimmed().compare(name, Qt::CaseInsensitive) == 0)
            return refuse(tr("Another profile is already called \u201C%1\u201D.").arg(name), Field::Name);
    }
    if (profile.baseUrl.isEmpty())
        return refuse(tr("Enter the address of the payments service, for example "
                         "https://api.example.com/v1."),
                      Field::BaseUrl);
    QString reason;
    if (!api::ApiClient::isAcceptableBaseUrl(profile.baseUrl, &reason))
        return refuse(reason, Field::BaseUrl);
    return true;
}

bool ProfileStore::save(Profile profile, QString *why, Field *field)
{
    profile.name = profile.name.trimmed();
    if (profile.id.isEmpty())
        profile.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (!validate(profile, why, field))
        return false;
    std::optional<Profile> before;
    for (Profile &p : m_profiles) {
        if (p.id == profile.id) {
            before = p;
            p = profile;
        }
    }
    const bool replaced = before.has_value();
    if (replaced && *before == profile)
        return true; // saved as it was: nothing to store, nobody to tell (no reconnection)
    if (!replaced)
        m_profiles.append(profile);
    store();
    qCInfo(lcProfiles) << (replaced ? "updated" : "added") << "profile" << profile.id
                       << Profile::kindKey(profile.kind);
    if (m_team)
        sendTeamChange(profile, false); // the database records it in the audit log
    else if (replaced)
        Q_EMIT profileChanged(*before, profile);
    else
        Q_EMIT profileAdded(profile);
    Q_EMIT profilesChanged();
    if (replaced && profile.id == m_currentId)
        Q_EMIT currentChanged(profile);
    return true;
}

bool ProfileStore::remove(const QString &id, QString *why)
{
    if (id == Profile::localSandboxId()) {
        if (why)
            *why = tr("The Local sandbox is built in and cannot be removed.");
        return false;
    }
    const std::optional<Profile> removed = profile(id);
    if (!removed) {
        if (why)
            *why = tr("This profile does not exist any more.");
        return false;
    }
    m_profiles.removeIf([&](const Profile &p) { return p.id == id; });
    const bool wasCurrent = m_currentId == id;
    if (wasCurrent)
        m_currentId.clear();
    setKeyFile(id, {});
    store();
    qCInfo(lcProfiles) << "removed profile" << id;
    if (m_team)
        sendTeamChange(*removed, true);
    else
        Q_EMIT profileRemoved(*removed);
    Q_EMIT profilesChanged();
    if (wasCurrent)
        Q_EMIT currentChanged(current());
    return true;
}

void ProfileStore::followTeamDatabase(store::Store *store)
{
    m_teamStore = store;
    reload();
}

void ProfileStore::reload()
{
    if (!m_teamStore)
        return;
    store::Store *teamStore = m_teamStore;
    store::postCall(
        teamStore, this, [teamStore] { return teamProfiles::read(teamStore); },
        [this](const store::StoreResult<std::optional<QList<TeamProfile>>> &result) {
            if (!result.ok()) {
                qCWarning(lcProfiles).noquote()
                    << "the team's profiles could not be read:" << result.error().toString();
                Q_EMIT teamReadFailed(result.error().message());
                return;
            }
            if (!result.value()) { // not a team database: this computer's profiles, as always
                m_teamStore = nullptr;
                return;
            }
            takeTeamRows(*result.value());
        });
}

void ProfileStore::takeTeamRows(const QList<TeamProfile> &rows)
{
    const bool first = !m_team;
    const Profile currentBefore = current();
    const QList<Profile> before = m_profiles;
    m_team = true;
    m_profiles.clear();
    m_revisions.clear();
    for (const TeamProfile &row : rows) {
        m_profiles.append(row.profile);
        m_revisions.insert(row.profile.id, row.revision);
    }
    if (first)
        qCInfo(lcProfiles) << "the team's profiles:" << m_profiles.size();
    if (m_profiles != before)
        Q_EMIT profilesChanged();
    if (!(current() == currentBefore))
        Q_EMIT currentChanged(current());
    if (first)
        Q_EMIT teamLoaded();
}

void ProfileStore::sendTeamChange(const Profile &profile, bool removal)
{
    store::Store *teamStore = m_teamStore;
    const qint64 revision = m_revisions.value(profile.id, 0);
    ++m_pendingChanges;
    auto done = [this, id = profile.id](const store::StoreResult<qint64> &result) {
        --m_pendingChanges;
        if (!result.ok()) {
            qCWarning(lcProfiles).noquote()
                << "the team database refused a change of profile" << id << "-" << result.error().toString();
            Q_EMIT teamChangeFailed(id, result.error().message());
            reload(); // the list as the team has it
            return;
        }
        if (result.value() > 0)
            m_revisions.insert(id, result.value());
        else
            m_revisions.remove(id);
        Q_EMIT teamChangeDone(id);
    };
    if (removal) {
        store::postCall(
            teamStore, this,
            [teamStore, id = profile.id, revision]() -> store::StoreResult<qint64> {
                const store::StoreResult<void> removed = teamProfiles::remove(teamStore, id, revision);
                if (!removed.ok())
                    return removed.error();
                return qint64(0);
            },
            done);
        return;
    }
    store::postCall(
        teamStore, this,
        [teamStore, profile, revision]() -> store::StoreResult<qint64> {
            const store::StoreResult<TeamProfile> saved = teamProfiles::set(teamStore, profile, revision);
            if (!saved.ok())
                return saved.error();
            return saved.value().revision;
        },
        done);
}

} // namespace paydesk::profiles
