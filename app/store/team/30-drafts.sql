-- A maker's drafts and their way to approval (PayoutDrafts, OutboxApprovalFlow.cpp): the same
-- columns and audit entries as the C++ of a workstation, the maker being session_user.

-- The detail of a draft's entries (PayoutDrafts.cpp detailOf()).
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_draft_detail(p_row {schema}.payout_outbox) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_detail jsonb;
    v_body jsonb;
BEGIN
    v_detail := jsonb_build_object(
        'outbox_id', p_row.id, 'custom_id', p_row.custom_id, 'idempotency_key', p_row.idempotency_key,
        'revision', p_row.revision, 'recipient', p_row.recipient_summary,
        'body_sha256', encode(sha256(convert_to(p_row.request_body, 'UTF8')), 'hex'));
    v_body := p_row.request_body::jsonb;
    IF p_row.currency IS NOT NULL THEN
        v_detail := v_detail || jsonb_build_object('amount', jsonb_build_object(
            'currency', v_body #>> '{amount,currency}', 'value', v_body #>> '{amount,value}'));
    END IF;
    IF p_row.lookup_verdict IS NOT NULL THEN
        v_detail := v_detail || jsonb_build_object('lookup', p_row.lookup_verdict);
    END IF;
    IF coalesce(p_row.registered_name, '') <> '' THEN
        v_detail := v_detail || jsonb_build_object('registered_name', p_row.registered_name);
    END IF;
    IF coalesce(p_row.maker, '') <> '' THEN
        v_detail := v_detail || jsonb_build_object('maker', p_row.maker);
    END IF;
    RETURN v_detail;
END $$
--;;
-- The maker's own draft (PD003), locked.
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_own_row(p_id text, p_profile text) RETURNS {schema}.payout_outbox
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_row payout_outbox := paydesk_t_outbox_row(p_id, p_profile);
BEGIN
    IF v_row.maker IS DISTINCT FROM session_user::text THEN
        RAISE EXCEPTION USING ERRCODE = 'PD003',
            MESSAGE = format('outbox row %s is %s''s, not %s''s', p_id, v_row.maker, session_user);
    END IF;
    RETURN v_row;
END $$
--;;
-- A new draft (p_expected_revision 0; p_id and p_idempotency_key made by the client, the maker is
-- session_user) or an edited one (own, DRAFT, at p_expected_revision; p_idempotency_key is taken
-- only when the body changed, and must then be new; unchanged content: the row as it was, no
-- entry). p_request_body is the body's compact JSON text (its SHA-256 is the entry's body_sha256),
-- p_sender the sender's JSON text, saved in payout_senders when p_sender_name is not blank
-- (p_sender_key is not read: the key is the SHA-256 of p_sender, computed here).
CREATE OR REPLACE FUNCTION {schema}.paydesk_draft_save(
    p_now text, p_id text, p_profile text, p_expected_revision bigint, p_request_body text,
    p_form_snapshot text, p_idempotency_key text, p_custom_id text, p_currency text, p_amount_minor bigint,
    p_recipient_summary text, p_lookup_verdict text, p_registered_name text, p_recipient_key text,
    p_sender text, p_sender_key text, p_sender_name text) RETURNS {schema}.payout_outbox
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_before payout_outbox;
    v_after payout_outbox;
    v_detail jsonb;
    v_action text := 'draft.saved';
BEGIN
    PERFORM paydesk_t_actor('maker');
    IF coalesce(p_id, '') = '' OR coalesce(p_profile, '') = '' OR coalesce(p_custom_id, '') = ''
       OR coalesce(p_idempotency_key, '') = '' OR p_request_body IS NULL OR p_form_snapshot IS NULL
       OR p_recipient_summary IS NULL OR coalesce(p_request_body::jsonb ->> 'custom_id', '') <> p_custom_id THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'a draft needs its id, profile, body and custom_id';
    END IF;
    IF coalesce(p_expected_revision, 0) = 0 THEN
        INSERT INTO payout_outbox (id, profile_id, state, request_body, form_snapshot, idempotency_key,
                                   custom_id, currency, amount_minor, recipient_summary, lookup_verdict,
                                   registered_name, maker, created_at, updated_at, revision, recipient_key)
            VALUES (p_id, p_profile, 'DRAFT', p_request_body, p_form_snapshot, p_idempotency_key, p_custom_id,
                    p_currency, p_amount_minor, p_recipient_summary, p_lookup_verdict,
                    nullif(p_registered_name, ''), session_user::text, v_now, v_now, 1, nullif(p_recipient_key, ''))
            RETURNING * INTO v_after;
        v_detail := paydesk_t_draft_detail(v_after);
    ELSE
        v_before := paydesk_t_own_row(p_id, p_profile);
        PERFORM paydesk_t_expect('outbox row ' || p_id, v_before.revision, p_expected_revision, v_before.state,
                                 ARRAY['DRAFT']);
        IF v_before.request_body = p_request_body AND v_before.form_snapshot = p_form_snapshot
           AND v_before.custom_id = p_custom_id AND v_before.currency IS NOT DISTINCT FROM p_currency
           AND v_before.amount_minor IS NOT DISTINCT FROM p_amount_minor
           AND v_before.recipient_summary = p_recipient_summary
           AND v_before.lookup_verdict IS NOT DISTINCT FROM p_lookup_verdict
           AND v_before.registered_name IS NOT DISTINCT FROM nullif(p_registered_name, '') THEN
            RETURN v_before; -- nothing to change: no new revision, no entry
        END IF;
        UPDATE payout_outbox SET
            request_body = p_request_body, form_snapshot = p_form_snapshot,
            idempotency_key = CASE WHEN request_body = p_request_body THEN idempotency_key ELSE p_idempotency_key END,
            custom_id = p_custom_id, currency = p_currency, amount_minor = p_amount_minor,
            recipient_summary = p_recipient_summary, lookup_verdict = p_lookup_verdict,
            registered_name = nullif(p_registered_name, ''), updated_at = v_now, revision = revision + 1,
            recipient_key = nullif(p_recipient_key, '')
            WHERE id = p_id RETURNING * INTO v_after;
        IF v_after.idempotency_key = v_before.idempotency_key AND v_before.request_body <> p_request_body THEN
            RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'a changed body needs a new idempotency key';
        END IF;
        v_action := 'draft.edited';
        v_detail := paydesk_t_draft_detail(v_after)
            || jsonb_build_object('body_changed', v_before.request_body <> p_request_body);
        IF v_before.request_body <> p_request_body THEN
            v_detail := v_detail || jsonb_build_object('previous_idempotency_key', v_before.idempotency_key);
        END IF;
    END IF;
    IF p_sender IS NOT NULL AND btrim(coalesce(p_sender_name, '')) <> '' THEN
        INSERT INTO payout_senders (profile_id, sender_key, sender, name, last_used_at, uses)
            VALUES (p_profile, encode(sha256(convert_to(p_sender, 'UTF8')), 'hex'), p_sender,
                    btrim(p_sender_name), v_now, 1)
            ON CONFLICT (profile_id, sender_key) DO UPDATE SET
                last_used_at = excluded.last_used_at, uses = payout_senders.uses + 1;
    END IF;
    PERFORM paydesk_audit_append(v_now, p_profile, v_action, v_detail);
    RETURN v_after;
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_draft_delete(p_now text, p_id text, p_profile text,
                                                         p_expected_revision bigint) RETURNS {schema}.payout_outbox
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_before payout_outbox;
BEGIN
    PERFORM paydesk_t_actor('maker');
    v_before := paydesk_t_own_row(p_id, p_profile);
    PERFORM paydesk_t_expect('outbox row ' || p_id, v_before.revision, p_expected_revision, v_before.state,
                             ARRAY['DRAFT']);
    DELETE FROM payout_outbox WHERE id = p_id;
    PERFORM paydesk_audit_append(v_now, v_before.profile_id, 'draft.deleted', paydesk_t_draft_detail(v_before));
    RETURN v_before;
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_submit_for_approval(p_now text, p_id text, p_profile text,
                                                                p_expected_revision bigint)
RETURNS {schema}.payout_outbox
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_before payout_outbox;
    v_after payout_outbox;
BEGIN
    PERFORM paydesk_t_actor('maker');
    v_before := paydesk_t_own_row(p_id, p_profile);
    PERFORM paydesk_t_expect('outbox row ' || p_id, v_before.revision, p_expected_revision, v_before.state,
                             ARRAY['DRAFT']);
    IF v_before.currency IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = format('outbox row %s has no amount', p_id);
    END IF;
    UPDATE payout_outbox SET state = 'AWAITING_APPROVAL', revision = revision + 1, updated_at = v_now,
        awaiting_since = v_now, first_approver = NULL, second_approver = NULL, last_error = NULL,
        returned_reason = NULL, returned_by = NULL
        WHERE id = p_id RETURNING * INTO v_after;
    PERFORM paydesk_audit_append(v_now, v_after.profile_id, 'approval.requested',
                                 paydesk_t_outbox_detail(v_after) || jsonb_build_object('actor', session_user::text));
    RETURN v_after;
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_withdraw(p_now text, p_id text, p_profile text,
                                                     p_expected_revision bigint) RETURNS {schema}.payout_outbox
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_before payout_outbox;
    v_after payout_outbox;
BEGIN
    PERFORM paydesk_t_actor('maker');
    v_before := paydesk_t_own_row(p_id, p_profile);
    PERFORM paydesk_t_expect('outbox row ' || p_id, v_before.revision, p_expected_revision, v_before.state,
                             ARRAY['AWAITING_APPROVAL']);
    UPDATE payout_outbox SET state = 'DRAFT', revision = revision + 1, updated_at = v_now,
        awaiting_since = NULL, first_approver = NULL, second_approver = NULL
        WHERE id = p_id RETURNING * INTO v_after;
    PERFORM paydesk_audit_append(v_now, v_after.profile_id, 'approval.withdrawn',
                                 paydesk_t_outbox_detail(v_after) || jsonb_build_object('actor', session_user::text));
    RETURN v_after;
END $$
--;;
-- The row's rule: expiry days (ApprovalRule::defaultExpiryDays when none) and approvers needed.
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_rule_of(p_row {schema}.payout_outbox, OUT expiry_days integer,
                                                      OUT needed integer)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_rule approval_rules;
BEGIN
    SELECT * INTO v_rule FROM approval_rules WHERE currency = p_row.currency;
    expiry_days := coalesce(v_rule.expiry_days, 7);
    needed := CASE WHEN v_rule.second_approver_above_minor IS NOT NULL
                        AND p_row.amount_minor > v_rule.second_approver_above_minor THEN 2 ELSE 1 END;
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_expired(p_row {schema}.payout_outbox, p_now text,
                                                      p_expiry_days integer) RETURNS boolean
LANGUAGE sql IMMUTABLE SET search_path = {schema}, pg_temp AS $$
    SELECT p_row.awaiting_since IS NULL
        OR p_now::timestamptz >= p_row.awaiting_since::timestamptz + make_interval(days => p_expiry_days)
$$
