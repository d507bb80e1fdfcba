// SPDX-License-Identifier: GPL-3.0-or-later
#include "profiles/TeamProfiles.h"

#include "store/Store.h"
#include "store/TeamCall.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace paydesk::profiles {

namespace teamProfiles {

namespace {

constexpr auto kColumns = "id, name, kind, base_url, revision";

TeamProfile rowOf(const QSqlQuery &q)
{
    TeamProfile t;
    t.profile.id = q.value(0).toString();
    t.profile.name = q.value(1).toString();
    t.profile.kind = kindFrom(q.value(2).toString()).value_or(Profile::Kind::Sandbox);
    t.profile.baseUrl = QUrl(q.value(3).toString());
    t.revision = q.value(4).toLongLong();
    return t;
}

QString tr(const char *text)
{
    return QCoreApplication::translate("paydesk::profiles::TeamProfiles", text);
}

} // namespace

QString kindText(Profile::Kind kind)
{
    switch (kind) {
    case Profile::Kind::LocalSandbox:
        return u"LOCAL_SANDBOX"_s;
    case Profile::Kind::Sandbox:
        return u"SANDBOX"_s;
    case Profile::Kind::Production:
        return u"PRODUCTION"_s;
    }
    return {};
}

std::optional<Profile::Kind> kindFrom(const QString &text)
{
    for (const Profile::Kind kind :
         {Profile::Kind::LocalSandbox, Profile::Kind::Sandbox, Profile::Kind::Production})
        if (kindText(kind) == text)
            return kind;
    return std::nullopt;
}

store::StoreResult<std::optional<QList<TeamProfile>>> read(store::Store *store)
{
    const QString what = tr("The team's profiles could not be read.");
    store::StoreResult<QSqlDatabase> db = store->connection();
    if (!db.ok())
        return db.error().prefixed(what);
    if (!store->isTeam())
        return std::optional<QList<TeamProfile>>();
    QSqlQuery q(db.value());
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT %1 FROM team_profiles ORDER BY name, id"_s.arg(QLatin1StringView(kColumns))))
        return store::StoreError::fromSql(q.lastError(), store->config(), what);
    QList<TeamProfile> rows;
    while (q.next()) {
        TeamProfile t = rowOf(q);
        if (t.profile.id != Profile::localSandboxId() && !t.profile.isLocalSandbox())
            rows.append(t);
    }
    return std::optional<QList<TeamProfile>>(rows);
}

store::StoreResult<TeamProfile> set(store::Store *store, const Profile &profile, qint64 expectedRevision)
{
    const QString what = expectedRevision == 0
        ? tr("The profile \u201C%1\u201D could not be added to the team's profiles.").arg(profile.name)
        : tr("The profile \u201C%1\u201D could not be changed in the team's profiles.").arg(profile.name);
    store::StoreResult<QSqlDatabase> db = store->connection();
    if (!db.ok())
        return db.error().prefixed(what);
    QSqlQuery q(db.value());
    const store::StoreResult<bool> called
        = store::teamCall::call(q, store->config(), u"paydesk_profile_set"_s,
                                {store::teamCall::nowText(store), profile.id, expectedRevision, profile.name,
                                 kindText(profile.kind), profile.baseUrl.toString()},
                                QLatin1StringView(kColumns), what);
    if (!called.ok())
        return called.error();
    if (!called.value())
        return store::StoreError(store::StoreError::Kind::Failed, what,
                                 u"paydesk_profile_set returned no row"_s);
    return rowOf(q);
}

store::StoreResult<void> remove(store::Store *store, const QString &id, qint64 expectedRevision)
{
    const QString what = tr("The profile could not be removed from the team's profiles.");
    store::StoreResult<QSqlDatabase> db = store->connection();
    if (!db.ok())
        return db.error().prefixed(what);
    QSqlQuery q(db.value());
    const store::StoreResult<bool> called
        = store::teamCall::call(q, store->config(), u"paydesk_profile_remove"_s,
                                {store::teamCall::nowText(store), id, expectedRevision}, u"id"_s, what);
    if (!called.ok())
        return called.error();
    return {};
}

} // namespace teamProfiles

} // namespace paydesk::profiles
