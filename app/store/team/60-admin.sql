-- Administration: operators (their PostgreSQL login roles), approval rules, the team's profiles
-- (Operators.cpp, ApprovalRuleStore.cpp, AuditRecorder.cpp). The paydesk_t_operator_* functions do
-- the work without asking who acts: the administrators' functions call them after their checks,
-- and the owner calls them directly (TeamSchema::addOperator(), ...), "by" being session_user.
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_operator_detail(p_op {schema}.operators) RETURNS jsonb
LANGUAGE sql IMMUTABLE SET search_path = {schema}, pg_temp AS $$
    SELECT jsonb_build_object('operator_id', p_op.id, 'display_name', p_op.display_name, 'role', p_op.role,
                              'administrator', p_op.administrator = 1, 'disabled', p_op.disabled = 1,
                              'revision', p_op.revision)
$$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_check_role(p_role text) RETURNS text
LANGUAGE plpgsql IMMUTABLE SET search_path = {schema}, pg_temp AS $$
BEGIN
    IF p_role IS NULL OR p_role NOT IN ('MAKER', 'APPROVER', 'VIEWER') THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = format('%s is not a role (MAKER, APPROVER, VIEWER)', p_role);
    END IF;
    RETURN lower(p_role);
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_operator_create(p_now text, p_login text, p_name text, p_role text,
                                                              p_admin boolean, p_password_verifier text)
RETURNS {schema}.operators
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_group text := paydesk_t_check_role(p_role);
    v_role pg_roles;
    v_op operators;
BEGIN
    IF p_login IS NULL OR p_login !~ '^[a-z0-9][a-z0-9._-]{0,31}$' OR p_login LIKE 'pg\_%'
       OR p_login LIKE '{prefix}\_%' THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = format('%s cannot be an operator''s login', p_login);
    END IF;
    IF btrim(coalesce(p_name, '')) = '' OR length(p_name) > 100 THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'an operator needs a name of 1 to 100 characters';
    END IF;
    IF p_password_verifier IS NOT NULL AND p_password_verifier NOT LIKE 'SCRAM-SHA-256$%' THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'a password is given as a SCRAM-SHA-256 verifier';
    END IF;
    IF EXISTS (SELECT 1 FROM operators WHERE id = p_login) THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = format('%s is an operator already', p_login);
    END IF;
    SELECT * INTO v_role FROM pg_roles WHERE rolname = p_login;
    IF FOUND THEN
        IF v_role.rolsuper OR v_role.rolcreaterole OR v_role.rolcreatedb OR v_role.rolreplication
           OR v_role.rolbypassrls
           OR EXISTS (SELECT 1 FROM pg_auth_members WHERE member = v_role.oid)
           OR EXISTS (SELECT 1 FROM pg_database WHERE datdba = v_role.oid)
           OR EXISTS (SELECT 1 FROM pg_namespace WHERE nspowner = v_role.oid) THEN
            RAISE EXCEPTION USING ERRCODE = 'PD011',
                MESSAGE = format('the role %s exists with other rights or memberships: it cannot be adopted', p_login);
        END IF;
        EXECUTE format('ALTER ROLE %I NOLOGIN', p_login);
    ELSE
        EXECUTE format('CREATE ROLE %I NOLOGIN', p_login);
    END IF;
    IF p_password_verifier IS NOT NULL THEN
        EXECUTE format('ALTER ROLE %I LOGIN PASSWORD %L', p_login, p_password_verifier);
    END IF;
    EXECUTE format('GRANT %I, %I TO %I', '{prefix}_operator', '{prefix}_' || v_group, p_login);
    IF p_admin THEN
        EXECUTE format('GRANT %I TO %I', '{prefix}_admin', p_login);
    END IF;
    -- The owner sees its operators' sessions (pg_stat_activity: the fresh sign-in of an approval)
    -- and may end them (a disabled operator's).
    IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        EXECUTE format('GRANT %I TO %I', p_login, current_user);
    END IF;
    INSERT INTO operators (id, display_name, role, administrator, disabled, passphrase_hash, revision,
                           created_at, updated_at)
        VALUES (p_login, btrim(p_name), p_role, CASE WHEN p_admin THEN 1 ELSE 0 END, 0, '$pg-login$', 1, p_now, p_now)
        RETURNING * INTO v_op;
    PERFORM paydesk_audit_append(p_now, '', 'operator.added',
                                 paydesk_t_operator_detail(v_op) || jsonb_build_object('by', session_user::text));
    RETURN v_op;
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_operator_row(p_login text, p_expected_revision bigint)
RETURNS {schema}.operators
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_op operators;
BEGIN
    SELECT * INTO v_op FROM operators WHERE id = p_login FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'PD007', MESSAGE = format('no operator %s', p_login);
    END IF;
    IF p_expected_revision IS NOT NULL AND v_op.revision <> p_expected_revision THEN
        RAISE EXCEPTION USING ERRCODE = 'PD006',
            MESSAGE = format('operator %s is at revision %s, not %s', p_login, v_op.revision, p_expected_revision);
    END IF;
    RETURN v_op;
END $$
--;;
-- Changes name, role, administrator and disabled of an operator (NULL: unchanged), keeping one
-- enabled administrator (PD010); the login role follows (groups; NOLOGIN while disabled, its
-- sessions ended).
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_operator_change(p_now text, p_login text, p_expected_revision bigint,
                                                              p_name text, p_role text, p_admin boolean,
                                                              p_disabled boolean)
RETURNS {schema}.operators
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_before operators := paydesk_t_operator_row(p_login, p_expected_revision);
    v_after operators;
    v_role text := coalesce(p_role, v_before.role);
    v_admin integer := CASE WHEN p_admin IS NULL THEN v_before.administrator WHEN p_admin THEN 1 ELSE 0 END;
    v_disabled integer := CASE WHEN p_disabled IS NULL THEN v_before.disabled WHEN p_disabled THEN 1 ELSE 0 END;
    v_name text := coalesce(btrim(p_name), v_before.display_name);
    v_action text;
    v_detail jsonb;
BEGIN
    PERFORM paydesk_t_check_role(v_role);
    IF v_name = '' OR length(v_name) > 100 THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'an operator needs a name of 1 to 100 characters';
    END IF;
    IF v_name = v_before.display_name AND v_role = v_before.role AND v_admin = v_before.administrator
       AND v_disabled = v_before.disabled THEN
        RETURN v_before; -- nothing to change: no new revision, no entry
    END IF;
    IF v_before.administrator = 1 AND v_before.disabled = 0 AND (v_admin = 0 OR v_disabled = 1)
       AND (SELECT count(*) FROM operators WHERE administrator = 1 AND disabled = 0) <= 1 THEN
        RAISE EXCEPTION USING ERRCODE = 'PD010', MESSAGE = format('%s is the last administrator', p_login);
    END IF;
    UPDATE operators SET display_name = v_name, role = v_role, administrator = v_admin, disabled = v_disabled,
        revision = revision + 1, updated_at = p_now
        WHERE id = p_login RETURNING * INTO v_after;
    IF v_role <> v_before.role THEN
        EXECUTE format('REVOKE %I FROM %I', '{prefix}_' || lower(v_before.role), p_login);
        EXECUTE format('GRANT %I TO %I', '{prefix}_' || lower(v_role), p_login);
    END IF;
    IF v_admin <> v_before.administrator THEN
        EXECUTE format(CASE WHEN v_admin = 1 THEN 'GRANT %I TO %I' ELSE 'REVOKE %I FROM %I' END,
                       '{prefix}_admin', p_login);
    END IF;
    IF v_disabled <> v_before.disabled THEN
        EXECUTE format('ALTER ROLE %I %s', p_login, CASE WHEN v_disabled = 1 THEN 'NOLOGIN' ELSE 'LOGIN' END);
        IF v_disabled = 1 THEN
            BEGIN
                PERFORM pg_terminate_backend(pid) FROM pg_stat_activity
                    WHERE usename = p_login AND pid <> pg_backend_pid();
            EXCEPTION WHEN insufficient_privilege THEN
                NULL; -- its sessions end when they next fail: the functions refuse a disabled operator
            END;
        END IF;
    END IF;
    IF v_name = v_before.display_name AND v_role = v_before.role AND v_admin = v_before.administrator THEN
        v_action := CASE WHEN v_disabled = 1 THEN 'operator.disabled' ELSE 'operator.enabled' END;
        v_detail := paydesk_t_operator_detail(v_after);
    ELSE
        v_action := 'operator.changed';
        v_detail := jsonb_build_object('operator_id', p_login, 'before', paydesk_t_operator_detail(v_before),
                                       'after', paydesk_t_operator_detail(v_after));
    END IF;
    PERFORM paydesk_audit_append(p_now, '', v_action, v_detail || jsonb_build_object('by', session_user::text));
    IF v_disabled = 1 AND v_before.disabled = 0 THEN
        -- Their keys stop counting now; approvals signed before stay valid (70-keys.sql).
        PERFORM paydesk_t_key_revoke_all(p_now, p_login, 'disabled');
    END IF;
    RETURN v_after;
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_operator_add(p_now text, p_login text, p_name text, p_role text,
                                                         p_admin boolean, p_password_verifier text)
RETURNS {schema}.operators
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
BEGIN
    PERFORM paydesk_t_actor('admin');
    RETURN paydesk_t_operator_create(v_now, p_login, p_name, p_role, coalesce(p_admin, false), p_password_verifier);
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_operator_update(p_now text, p_login text, p_expected_revision bigint,
                                                            p_name text, p_role text, p_admin boolean)
RETURNS {schema}.operators
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
BEGIN
    PERFORM paydesk_t_actor('admin');
    IF p_name IS NULL OR p_role IS NULL OR p_admin IS NULL OR p_expected_revision IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'name, role, administrator and revision are needed';
    END IF;
    RETURN paydesk_t_operator_change(v_now, p_login, p_expected_revision, p_name, p_role, p_admin, NULL);
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_operator_set_disabled(p_now text, p_login text,
                                                                  p_expected_revision bigint, p_disabled boolean)
RETURNS {schema}.operators
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
BEGIN
    PERFORM paydesk_t_actor('admin');
    IF p_disabled IS NULL OR p_expected_revision IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'disabled and revision are needed';
    END IF;
    RETURN paydesk_t_operator_change(v_now, p_login, p_expected_revision, NULL, NULL, NULL, p_disabled);
END $$
--;;
-- An operator's new password (a SCRAM-SHA-256 verifier made on the client): their own, or anyone's
-- for an administrator (a reset).
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_operator_password(p_now text, p_login text, p_password_verifier text)
RETURNS {schema}.operators
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_before operators := paydesk_t_operator_row(p_login, NULL);
    v_after operators;
BEGIN
    IF p_password_verifier IS NULL OR p_password_verifier NOT LIKE 'SCRAM-SHA-256$%' THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'a password is given as a SCRAM-SHA-256 verifier';
    END IF;
    EXECUTE format('ALTER ROLE %I %s PASSWORD %L', p_login,
                   CASE WHEN v_before.disabled = 1 THEN 'NOLOGIN' ELSE 'LOGIN' END, p_password_verifier);
    UPDATE operators SET revision = revision + 1, updated_at = p_now WHERE id = p_login RETURNING * INTO v_after;
    PERFORM paydesk_audit_append(p_now, '', 'operator.passphrase_changed', jsonb_build_object(
        'operator_id', p_login, 'revision', v_after.revision, 'reset', p_login <> session_user::text,
        'by', session_user::text));
    RETURN v_after;
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_operator_set_password(p_now text, p_login text, p_password_verifier text)
RETURNS {schema}.operators
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
BEGIN
    PERFORM paydesk_t_actor(CASE WHEN p_login = session_user::text THEN NULL ELSE 'admin' END);
    RETURN paydesk_t_operator_password(v_now, p_login, p_password_verifier);
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_rule_detail(p_rule {schema}.approval_rules) RETURNS jsonb
LANGUAGE sql IMMUTABLE SET search_path = {schema}, pg_temp AS $$
    SELECT jsonb_build_object('currency', p_rule.currency, 'expiry_days', p_rule.expiry_days)
        || CASE WHEN p_rule.second_approver_above_minor IS NULL THEN '{}'::jsonb
                ELSE jsonb_build_object('second_approver_above',
                                        paydesk_t_money(p_rule.currency, p_rule.second_approver_above_minor)) END
$$
--;;
-- An approval rule set (p_expected_revision 0: a new one) or removed: ApprovalRuleStore::write().
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_rule_write(p_now text, p_currency text, p_expected_revision bigint,
                                                         p_remove boolean, p_above_minor bigint,
                                                         p_expiry_days integer)
RETURNS {schema}.approval_rules
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_before approval_rules;
    v_after approval_rules;
    v_detail jsonb;
BEGIN
    PERFORM paydesk_t_actor('admin');
    IF p_currency IS NULL OR p_currency !~ '^[A-Z]{3}$' OR p_expected_revision IS NULL
       OR (NOT p_remove AND (p_expiry_days IS NULL OR p_expiry_days NOT BETWEEN 1 AND 365
                             OR coalesce(p_above_minor, 0) < 0)) THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'not an approval rule';
    END IF;
    SELECT * INTO v_before FROM approval_rules WHERE currency = p_currency FOR UPDATE;
    IF coalesce(v_before.revision, 0) <> p_expected_revision THEN
        RAISE EXCEPTION USING ERRCODE = 'PD006', MESSAGE = format('the rule of %s is at revision %s, not %s',
                                                                 p_currency, coalesce(v_before.revision, 0),
                                                                 p_expected_revision);
    END IF;
    IF p_remove AND v_before.currency IS NULL THEN
        RETURN NULL; -- nothing to remove
    END IF;
    IF NOT p_remove AND v_before.currency IS NOT NULL
       AND v_before.second_approver_above_minor IS NOT DISTINCT FROM p_above_minor
       AND v_before.expiry_days = p_expiry_days THEN
        RETURN v_before; -- nothing to change
    END IF;
    v_detail := jsonb_build_object('currency', p_currency, 'by', session_user::text);
    IF v_before.currency IS NOT NULL THEN
        v_detail := v_detail || jsonb_build_object('before', paydesk_t_rule_detail(v_before));
    END IF;
    IF p_remove THEN
        DELETE FROM approval_rules WHERE currency = p_currency;
        v_after := v_before;
    ELSE
        INSERT INTO approval_rules (currency, second_approver_above_minor, expiry_days, revision, updated_at,
                                    updated_by)
            VALUES (p_currency, p_above_minor, p_expiry_days, 1, v_now, session_user::text)
            ON CONFLICT (currency) DO UPDATE SET second_approver_above_minor = excluded.second_approver_above_minor,
                expiry_days = excluded.expiry_days, revision = approval_rules.revision + 1,
                updated_at = excluded.updated_at, updated_by = excluded.updated_by
            RETURNING * INTO v_after;
        v_detail := v_detail || jsonb_build_object('after', paydesk_t_rule_detail(v_after));
    END IF;
    PERFORM paydesk_audit_append(v_now, '', 'rules.changed', v_detail);
    RETURN v_after;
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_rule_set(p_now text, p_currency text, p_expected_revision bigint,
                                                     p_above_minor bigint, p_expiry_days integer)
RETURNS {schema}.approval_rules
LANGUAGE sql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT paydesk_t_rule_write(p_now, p_currency, p_expected_revision, false, p_above_minor, p_expiry_days)
$$
--;;
-- Returns the rule removed (NULL when there was none).
CREATE OR REPLACE FUNCTION {schema}.paydesk_rule_remove(p_now text, p_currency text, p_expected_revision bigint)
RETURNS {schema}.approval_rules
LANGUAGE sql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT paydesk_t_rule_write(p_now, p_currency, p_expected_revision, true, NULL, NULL)
$$
--;;
-- A team profile set (p_expected_revision 0: a new one) or removed: profile.added, .changed,
-- .removed as AuditRecorder records them, with "by".
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_profile_detail(p_row {schema}.team_profiles) RETURNS jsonb
LANGUAGE sql IMMUTABLE SET search_path = {schema}, pg_temp AS $$
    SELECT jsonb_build_object('name', p_row.name, 'kind', p_row.kind, 'base_url', p_row.base_url)
$$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_profile_set(p_now text, p_id text, p_expected_revision bigint,
                                                        p_name text, p_kind text, p_base_url text)
RETURNS {schema}.team_profiles
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_before team_profiles;
    v_after team_profiles;
BEGIN
    PERFORM paydesk_t_actor('admin');
    IF coalesce(p_id, '') = '' OR btrim(coalesce(p_name, '')) = '' OR p_base_url IS NULL OR p_expected_revision IS NULL
       OR p_kind IS NULL OR p_kind NOT IN ('SANDBOX', 'PRODUCTION', 'LOCAL_SANDBOX') THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'not a profile';
    END IF;
    SELECT * INTO v_before FROM team_profiles WHERE id = p_id FOR UPDATE;
    IF coalesce(v_before.revision, 0) <> p_expected_revision THEN
        RAISE EXCEPTION USING ERRCODE = 'PD006', MESSAGE = format('profile %s is at revision %s, not %s', p_id,
                                                                 coalesce(v_before.revision, 0), p_expected_revision);
    END IF;
    IF v_before.id IS NOT NULL AND v_before.name = btrim(p_name) AND v_before.kind = p_kind
       AND v_before.base_url = p_base_url THEN
        RETURN v_before;
    END IF;
    INSERT INTO team_profiles (id, name, kind, base_url, revision, updated_at, updated_by)
        VALUES (p_id, btrim(p_name), p_kind, p_base_url, 1, v_now, session_user::text)
        ON CONFLICT (id) DO UPDATE SET name = excluded.name, kind = excluded.kind, base_url = excluded.base_url,
            revision = team_profiles.revision + 1, updated_at = excluded.updated_at, updated_by = excluded.updated_by
        RETURNING * INTO v_after;
    IF v_before.id IS NULL THEN
        PERFORM paydesk_audit_append(v_now, p_id, 'profile.added',
                                     paydesk_t_profile_detail(v_after) || jsonb_build_object('by', session_user::text));
    ELSE
        PERFORM paydesk_audit_append(v_now, p_id, 'profile.changed', jsonb_build_object(
            'before', paydesk_t_profile_detail(v_before), 'after', paydesk_t_profile_detail(v_after),
            'by', session_user::text));
    END IF;
    RETURN v_after;
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_profile_remove(p_now text, p_id text, p_expected_revision bigint)
RETURNS {schema}.team_profiles
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_before team_profiles;
BEGIN
    PERFORM paydesk_t_actor('admin');
    SELECT * INTO v_before FROM team_profiles WHERE id = p_id FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'PD007', MESSAGE = format('no profile %s', p_id);
    END IF;
    IF v_before.revision <> p_expected_revision THEN
        RAISE EXCEPTION USING ERRCODE = 'PD006', MESSAGE = format('profile %s is at revision %s, not %s', p_id,
                                                                 v_before.revision, p_expected_revision);
    END IF;
    DELETE FROM team_profiles WHERE id = p_id;
    PERFORM paydesk_audit_append(v_now, p_id, 'profile.removed',
                                 paydesk_t_profile_detail(v_before) || jsonb_build_object('by', session_user::text));
    RETURN v_before;
END $$
