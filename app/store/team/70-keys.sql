-- The operators' signing keys (team version 2; store/Operators.h "Signing keys", store/SigningKeys.h,
-- operators/KeyRecord.h): tables operator_keys and approval_signatures come from Paydesk's schema
-- step 14 (SchemaMigrator), read by every operator and written only here (and by paydesk_approve /
-- paydesk_send_back). session_user is the person acting. These checks are a first wall only: the
-- database's owner can write anything, and what counts is the chain of signatures, checked by
-- every workstation against the root it kept (operators/TrustAnchor.h, approvals/SignatureVerifier.h).
-- The audit details are Operators.h's, as a workstation on SQLite writes them.
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_key_fingerprint(p_public text) RETURNS text
LANGUAGE sql IMMUTABLE SET search_path = {schema}, pg_temp AS $$
    SELECT rtrim(regexp_replace(left(encode(sha256(decode(p_public, 'base64')), 'hex'), 32), '(.{4})', '\1 ', 'g'))
$$
--;;
-- The operator's key in force: the newest not revoked (index operator_keys_operator); NULL when none.
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_key_in_force(p_operator text) RETURNS {schema}.operator_keys
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT * FROM operator_keys WHERE operator_id = p_operator AND revoked_at IS NULL
        ORDER BY created_at DESC, key_id LIMIT 1
$$
--;;
-- Inserts a key made on the client (its private half wrapped under the passphrase there) with its
-- vouch (all three NULL: not vouched), and its entry operator.key_made.
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_key_insert(p_now text, p_operator text, p_key_id text, p_public text,
                                                         p_wrapped text, p_vouch text, p_vouch_sig text,
                                                         p_by_key text, p_vouched_by text, p_root boolean)
RETURNS {schema}.operator_keys
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_key operator_keys;
BEGIN
    IF p_public IS NULL OR p_public !~ '^[A-Za-z0-9+/]{43}=$' OR p_key_id IS NULL
       OR p_key_id <> encode(sha256(decode(p_public, 'base64')), 'hex') THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'not an Ed25519 public key with its id';
    END IF;
    IF p_wrapped IS NULL OR p_wrapped NOT LIKE '$pdkey1$%' THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'not a wrapped signing key';
    END IF;
    IF (p_vouch IS NULL) <> (p_vouch_sig IS NULL) OR (p_vouch IS NULL) <> (p_by_key IS NULL) THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'a vouch is its record, its signature and its key';
    END IF;
    IF p_vouch IS NOT NULL AND (p_vouch::jsonb ->> 'key_id' IS DISTINCT FROM p_key_id
                                OR p_vouch::jsonb ->> 'operator_id' IS DISTINCT FROM p_operator
                                OR p_vouch::jsonb ->> 'vouched_by_key' IS DISTINCT FROM p_by_key) THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'the vouch is not of this key';
    END IF;
    INSERT INTO operator_keys (key_id, operator_id, public_key, wrapped_key, created_at, vouch, vouch_signature,
                               vouched_by_key)
        VALUES (p_key_id, p_operator, p_public, p_wrapped, p_now, p_vouch, p_vouch_sig, p_by_key)
        RETURNING * INTO v_key;
    PERFORM paydesk_audit_append(p_now, '', 'operator.key_made', jsonb_build_object(
        'operator_id', p_operator, 'key_id', p_key_id, 'fingerprint', paydesk_t_key_fingerprint(p_public),
        'vouched_by', p_vouched_by, 'root', coalesce(p_root, false)));
    RETURN v_key;
END $$
--;;
-- Revokes every key in force of an operator (disabled, reset), each with operator.key_revoked.
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_key_revoke_all(p_now text, p_operator text, p_why text)
RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_key_id text;
    v_count integer := 0;
BEGIN
    FOR v_key_id IN SELECT key_id FROM operator_keys WHERE operator_id = p_operator AND revoked_at IS NULL
                        ORDER BY created_at, key_id FOR UPDATE LOOP
        UPDATE operator_keys SET revoked_at = p_now WHERE key_id = v_key_id;
        PERFORM paydesk_audit_append(p_now, '', 'operator.key_revoked', jsonb_build_object(
            'operator_id', p_operator, 'key_id', v_key_id, 'why', p_why));
        v_count := v_count + 1;
    END LOOP;
    RETURN v_count;
END $$
--;;
-- The caller's key in force when it is p_by_key, the key a vouch is signed with (PD011 otherwise).
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_key_voucher(p_by_key text) RETURNS {schema}.operator_keys
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_mine operator_keys := paydesk_t_key_in_force(session_user::text);
BEGIN
    IF v_mine.key_id IS NULL OR v_mine.key_id IS DISTINCT FROM p_by_key THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'a vouch is signed with your own key in force';
    END IF;
    RETURN v_mine;
END $$
--;;
-- The caller's own key, when they have none in force (a sign-in, an approval). A vouch only as the
-- team's root: the caller an administrator, the key vouching for itself, no root yet.
CREATE OR REPLACE FUNCTION {schema}.paydesk_key_put(p_now text, p_key_id text, p_public text, p_wrapped text,
                                                    p_vouch text, p_vouch_sig text, p_by_key text)
RETURNS {schema}.operator_keys
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_me operators := paydesk_t_actor(NULL);
BEGIN
    PERFORM 1 FROM operators WHERE id = v_me.id FOR UPDATE; -- one key at a time per operator
    IF (paydesk_t_key_in_force(v_me.id)).key_id IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'PD005', MESSAGE = format('%s has a signing key in force', v_me.id);
    END IF;
    IF p_vouch IS NOT NULL THEN
        PERFORM pg_advisory_xact_lock(hashtext('paydesk root key'));
        IF v_me.administrator <> 1 OR NOT pg_has_role(session_user, '{prefix}_admin', 'MEMBER') THEN
            RAISE EXCEPTION USING ERRCODE = 'PD002', MESSAGE = 'only an administrator''s key is the root';
        END IF;
        IF p_by_key IS DISTINCT FROM p_key_id THEN
            RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'an own key is vouched for only as the root';
        END IF;
        IF EXISTS (SELECT 1 FROM operator_keys WHERE vouched_by_key = key_id) THEN
            RAISE EXCEPTION USING ERRCODE = 'PD005', MESSAGE = 'the team has a root key already';
        END IF;
    END IF;
    RETURN paydesk_t_key_insert(v_now, v_me.id, p_key_id, p_public, p_wrapped, p_vouch, p_vouch_sig, p_by_key,
                                CASE WHEN p_vouch IS NULL THEN NULL ELSE v_me.id END, p_vouch IS NOT NULL);
END $$
--;;
-- The caller's key in force under their new passphrase (the same key: its id does not change).
CREATE OR REPLACE FUNCTION {schema}.paydesk_key_rewrap(p_now text, p_key_id text, p_wrapped text)
RETURNS {schema}.operator_keys
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_me operators := paydesk_t_actor(NULL);
    v_key operator_keys;
BEGIN
    IF p_wrapped IS NULL OR p_wrapped NOT LIKE '$pdkey1$%' THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'not a wrapped signing key';
    END IF;
    IF (paydesk_t_key_in_force(v_me.id)).key_id IS DISTINCT FROM p_key_id THEN
        RAISE EXCEPTION USING ERRCODE = 'PD005', MESSAGE = format('%s is not your key in force', p_key_id);
    END IF;
    UPDATE operator_keys SET wrapped_key = p_wrapped WHERE key_id = p_key_id RETURNING * INTO v_key;
    PERFORM paydesk_audit_append(v_now, '', 'operator.key_rewrapped',
                                 jsonb_build_object('operator_id', v_me.id, 'key_id', p_key_id));
    RETURN v_key;
END $$
--;;
-- An administrator vouches for another operator's key in force with their own key in force.
CREATE OR REPLACE FUNCTION {schema}.paydesk_key_vouch(p_now text, p_key_id text, p_vouch text, p_vouch_sig text,
                                                      p_by_key text)
RETURNS {schema}.operator_keys
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_me operators := paydesk_t_actor('admin');
    v_key operator_keys;
BEGIN
    PERFORM paydesk_t_key_voucher(p_by_key);
    SELECT * INTO v_key FROM operator_keys WHERE key_id = p_key_id FOR UPDATE;
    IF NOT FOUND OR v_key.revoked_at IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'PD007', MESSAGE = format('no signing key %s in force', p_key_id);
    END IF;
    IF v_key.operator_id = v_me.id THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'another administrator vouches for your own key';
    END IF;
    IF p_vouch IS NULL OR p_vouch_sig IS NULL OR p_vouch::jsonb ->> 'key_id' IS DISTINCT FROM p_key_id
       OR p_vouch::jsonb ->> 'operator_id' IS DISTINCT FROM v_key.operator_id
       OR p_vouch::jsonb ->> 'vouched_by_key' IS DISTINCT FROM p_by_key THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'the vouch is not of this key';
    END IF;
    UPDATE operator_keys SET vouch = p_vouch, vouch_signature = p_vouch_sig, vouched_by_key = p_by_key
        WHERE key_id = p_key_id RETURNING * INTO v_key;
    PERFORM paydesk_audit_append(v_now, '', 'operator.key_vouched', jsonb_build_object(
        'operator_id', v_key.operator_id, 'key_id', p_key_id, 'by', v_me.id, 'by_key', p_by_key));
    RETURN v_key;
END $$
--;;
-- An administrator gives an operator a new key (a reset of their password, or a new operator), or
-- an operator themselves (their password set without the old one): the keys in force revoked
-- ("reset"), the new one vouched with the caller's key in force (never for one's own) or not.
CREATE OR REPLACE FUNCTION {schema}.paydesk_key_replace(p_now text, p_operator text, p_key_id text, p_public text,
                                                        p_wrapped text, p_vouch text, p_vouch_sig text,
                                                        p_by_key text)
RETURNS {schema}.operator_keys
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_me operators := paydesk_t_actor(CASE WHEN p_operator = session_user::text THEN NULL ELSE 'admin' END);
    v_op operators := paydesk_t_operator_row(p_operator, NULL);
BEGIN
    IF p_vouch IS NOT NULL THEN
        PERFORM paydesk_t_key_voucher(p_by_key);
        IF p_operator = v_me.id THEN
            RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'another administrator vouches for your own key';
        END IF;
    END IF;
    PERFORM paydesk_t_key_revoke_all(v_now, p_operator, 'reset');
    RETURN paydesk_t_key_insert(v_now, p_operator, p_key_id, p_public, p_wrapped, p_vouch, p_vouch_sig, p_by_key,
                                CASE WHEN p_vouch IS NULL THEN NULL ELSE v_me.id END, false);
END $$
