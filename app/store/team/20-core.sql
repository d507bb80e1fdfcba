-- The team layer's common functions: time, the actor, canonical JSON, the audit append, the
-- entries the app records itself, paydesk_me(). See 10-tables.sql for the placeholders.
-- Internal functions (paydesk_t_*, paydesk_audit_append, paydesk_canonical_json) get no EXECUTE
-- for any group: only the owner's functions call them.

-- The caller's p_now (Store::now(), "YYYY-MM-DDTHH:MM:SS.mmmZ"), checked: well formed and within
-- team_settings.clock_tolerance_seconds (default 300) of the server's clock, else PD011.
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_now(p_now text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_tolerance integer;
    v_at timestamptz;
BEGIN
    IF p_now IS NULL OR p_now !~ '^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$' THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'the time given is not a UTC time of Paydesk';
    END IF;
    v_at := p_now::timestamptz;
    SELECT value::integer INTO v_tolerance FROM team_settings WHERE key = 'clock_tolerance_seconds';
    IF abs(extract(epoch FROM (v_at - clock_timestamp()))) > coalesce(v_tolerance, 300) THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011',
            MESSAGE = format('the workstation''s clock (%s) is too far from the database''s (%s)', p_now,
                             paydesk_t_time_text(clock_timestamp()));
    END IF;
    RETURN p_now;
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_time_text(p_at timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE SET search_path = {schema}, pg_temp AS $$
    SELECT to_char(p_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$
--;;
-- The operator acting (session_user), enabled (PD001), in the group {prefix}_<p_group> when
-- p_group is not NULL (PD002).
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_actor(p_group text) RETURNS {schema}.operators
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_op operators;
BEGIN
    SELECT * INTO v_op FROM operators WHERE id = session_user::text;
    IF NOT FOUND OR v_op.disabled <> 0 THEN
        RAISE EXCEPTION USING ERRCODE = 'PD001',
            MESSAGE = format('%s is not an enabled operator of this team', session_user);
    END IF;
    IF p_group IS NOT NULL AND NOT pg_has_role(session_user, '{prefix}_' || p_group, 'MEMBER') THEN
        RAISE EXCEPTION USING ERRCODE = 'PD002',
            MESSAGE = format('%s is not in the group %s', session_user, '{prefix}_' || p_group);
    END IF;
    RETURN v_op;
END $$
--;;
-- A money amount as its wire text (Money::toWire()): the currency's ISO 4217 exponent comes from
-- paydesk_t_exponent(), generated from Paydesk's currency table at install.
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_money(p_currency text, p_minor bigint) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_exp integer := paydesk_t_exponent(p_currency);
    v_mag text := abs(p_minor)::text;
    v_text text;
BEGIN
    IF p_currency IS NULL OR p_minor IS NULL THEN
        RETURN NULL;
    END IF;
    IF v_exp > 0 THEN
        v_mag := lpad(v_mag, greatest(v_exp + 1, length(v_mag)), '0'); -- lpad() cuts a longer text
        v_text := left(v_mag, length(v_mag) - v_exp) || '.' || right(v_mag, v_exp);
    ELSE
        v_text := v_mag;
    END IF;
    IF p_minor < 0 THEN
        v_text := '-' || v_text;
    END IF;
    RETURN jsonb_build_object('currency', p_currency, 'value', v_text);
END $$
--;;
-- One text for one JSON value, exactly as CanonicalJson::serialize(): members sorted by name, no
-- white space, strings escaped as to_json() does (", \, \b \f \n \r \t, else \u00xx), integers
-- only.
CREATE OR REPLACE FUNCTION {schema}.paydesk_canonical_json(p_value jsonb) RETURNS text
LANGUAGE plpgsql IMMUTABLE SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_type text := jsonb_typeof(p_value);
    v_out text;
    v_key text;
    v_member jsonb;
    v_first boolean := true;
    v_number numeric;
BEGIN
    IF v_type = 'object' THEN
        v_out := '{';
        FOR v_key, v_member IN SELECT key, value FROM jsonb_each(p_value) ORDER BY key COLLATE "C" LOOP
            IF NOT v_first THEN
                v_out := v_out || ',';
            END IF;
            v_first := false;
            v_out := v_out || to_json(v_key)::text || ':' || paydesk_canonical_json(v_member);
        END LOOP;
        RETURN v_out || '}';
    ELSIF v_type = 'array' THEN
        SELECT '[' || coalesce(string_agg(paydesk_canonical_json(e), ',' ORDER BY n), '') || ']'
            INTO v_out FROM jsonb_array_elements(p_value) WITH ORDINALITY AS a(e, n);
        RETURN v_out;
    ELSIF v_type = 'string' THEN
        RETURN to_json(p_value #>> '{}')::text;
    ELSIF v_type = 'number' THEN
        v_number := (p_value #>> '{}')::numeric;
        IF v_number <> trunc(v_number) OR abs(v_number) > 9007199254740991 THEN
            RAISE EXCEPTION USING ERRCODE = 'PD011',
                MESSAGE = format('the number %s cannot be recorded exactly', v_number);
        END IF;
        RETURN trunc(v_number)::text;
    ELSIF v_type IS NULL THEN
        RETURN 'null';
    END IF;
    RETURN p_value::text; -- true, false, null
END $$
--;;
-- Appends one audit entry exactly as AuditLog::appendWithin() does (AuditEntry::canonicalForm():
-- length-prefixed fields, SHA-256 hex), with "db_user": session_user added to the detail.
CREATE OR REPLACE FUNCTION {schema}.paydesk_audit_append(p_now text, p_profile text, p_action text,
                                                         p_detail jsonb) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_seq bigint;
    v_prev text;
    v_user text := session_user::text;
    v_profile text := coalesce(p_profile, '');
    v_detail text;
    v_form text;
    v_hash text;
    v_field text;
BEGIN
    SELECT last_seq, last_hash INTO v_seq, v_prev FROM audit_head WHERE id = 1 FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'PD005', MESSAGE = 'the audit log''s head row is missing';
    END IF;
    v_seq := v_seq + 1;
    v_detail := paydesk_canonical_json(coalesce(p_detail, '{}'::jsonb) || jsonb_build_object('db_user', v_user));
    v_form := '';
    FOREACH v_field IN ARRAY ARRAY['paydesk-audit-v1', v_seq::text, p_now, v_user, v_profile, p_action,
                                   v_detail, v_prev] LOOP
        v_form := v_form || octet_length(convert_to(v_field, 'UTF8'))::text || ':' || v_field || ';';
    END LOOP;
    v_hash := encode(sha256(convert_to(v_form, 'UTF8')), 'hex');
    INSERT INTO audit_log (seq, recorded_at, os_user, profile_id, action, detail, prev_hash, hash)
        VALUES (v_seq, p_now, v_user, v_profile, p_action, v_detail, v_prev, v_hash);
    UPDATE audit_head SET last_seq = v_seq, last_hash = v_hash WHERE id = 1;
    RETURN v_seq;
END $$
--;;
-- The entries the app records itself (sign-in, keys, exports, audit.verified, ...): any operator;
-- never an action that only the functions write (PD002).
CREATE OR REPLACE FUNCTION {schema}.paydesk_record(p_now text, p_profile text, p_action text, p_detail jsonb)
RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
BEGIN
    PERFORM paydesk_t_now(p_now);
    PERFORM paydesk_t_actor(NULL);
    IF p_action IS NULL OR p_action !~ '^[a-z_]+(\.[a-z_]+)+$' THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'not an audit action';
    END IF;
    -- draft.opened (a draft reopened in the form) changes nothing: the one draft.* entry a client records.
    IF (p_action ~ '^(approval|outbox|operator|rule|rules|draft|team|payout|statement|wallet)\.'
        AND p_action <> 'draft.opened')
       OR p_action = 'audit.imported' THEN
        RAISE EXCEPTION USING ERRCODE = 'PD002',
            MESSAGE = format('the action %s is recorded only by the team''s functions', p_action);
    END IF;
    IF p_detail IS NOT NULL AND jsonb_typeof(p_detail) <> 'object' THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'an audit detail is a JSON object';
    END IF;
    RETURN paydesk_audit_append(p_now, p_profile, p_action, p_detail);
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_me() RETURNS {schema}.operators
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
BEGIN
    RETURN paydesk_t_actor(NULL);
END $$
--;;
-- An outbox row, locked; PD007 when missing or of another profile (p_profile NULL: any).
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_outbox_row(p_id text, p_profile text) RETURNS {schema}.payout_outbox
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_row payout_outbox;
BEGIN
    SELECT * INTO v_row FROM payout_outbox WHERE id = p_id FOR UPDATE;
    IF NOT FOUND OR (p_profile IS NOT NULL AND v_row.profile_id <> p_profile) THEN
        RAISE EXCEPTION USING ERRCODE = 'PD007', MESSAGE = format('no outbox row %s', p_id);
    END IF;
    RETURN v_row;
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_expect(p_what text, p_revision bigint, p_expected bigint,
                                                     p_state text, p_states text[]) RETURNS void
LANGUAGE plpgsql IMMUTABLE SET search_path = {schema}, pg_temp AS $$
BEGIN
    IF p_states IS NOT NULL AND NOT (p_state = ANY (p_states)) THEN
        RAISE EXCEPTION USING ERRCODE = 'PD005',
            MESSAGE = format('%s is %s: not one of %s', p_what, p_state, array_to_string(p_states, ', '));
    END IF;
    IF p_expected IS NOT NULL AND p_revision <> p_expected THEN
        RAISE EXCEPTION USING ERRCODE = 'PD006',
            MESSAGE = format('%s is at revision %s, not %s', p_what, p_revision, p_expected);
    END IF;
END $$
--;;
-- The detail every outbox entry starts with (OutboxStore::transition()).
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_outbox_detail(p_row {schema}.payout_outbox) RETURNS jsonb
LANGUAGE sql IMMUTABLE SET search_path = {schema}, pg_temp AS $$
    SELECT jsonb_build_object('outbox_id', p_row.id, 'custom_id', p_row.custom_id,
                              'idempotency_key', p_row.idempotency_key, 'revision', p_row.revision)
$$
--;;
-- Whether this connection was authenticated within team_settings.fresh_sign_in_seconds (default
-- 60): the approval's fresh sign-in, proven by the server (PD008 otherwise).
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_fresh_sign_in() RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_started timestamptz;
    v_window integer;
BEGIN
    SELECT backend_start INTO v_started FROM pg_stat_activity WHERE pid = pg_backend_pid();
    SELECT value::integer INTO v_window FROM team_settings WHERE key = 'fresh_sign_in_seconds';
    IF v_started IS NULL OR clock_timestamp() - v_started > make_interval(secs => coalesce(v_window, 60)) THEN
        RAISE EXCEPTION USING ERRCODE = 'PD008',
            MESSAGE = 'an approval is taken on a connection signed in for it (sign in again)';
    END IF;
END $$
