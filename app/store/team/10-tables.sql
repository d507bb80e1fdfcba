-- The team layer's own tables (TeamSchema.h). {schema} is the quoted schema, {prefix} the role
-- prefix; statements are separated by lines "--;;". Every statement may run again on a current
-- database and change nothing.
CREATE TABLE IF NOT EXISTS {schema}.team_settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL)
--;;
CREATE TABLE IF NOT EXISTS {schema}.team_profiles (
    id TEXT PRIMARY KEY CHECK (id <> ''),
    name TEXT NOT NULL UNIQUE CHECK (name <> ''),
    kind TEXT NOT NULL CHECK (kind IN ('SANDBOX', 'PRODUCTION', 'LOCAL_SANDBOX')),
    base_url TEXT NOT NULL,
    revision BIGINT NOT NULL CHECK (revision >= 1),
    updated_at TEXT NOT NULL,
    updated_by TEXT NOT NULL)
--;;
CREATE TABLE IF NOT EXISTS {schema}.imported_audit_log (
    source TEXT NOT NULL,
    seq BIGINT NOT NULL,
    recorded_at TEXT NOT NULL,
    os_user TEXT NOT NULL,
    profile_id TEXT NOT NULL,
    action TEXT NOT NULL,
    detail TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL,
    PRIMARY KEY (source, seq))
