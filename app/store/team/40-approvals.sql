-- Approvers' steps, expiry and the return of a refused, expired or held payout to its maker
-- (OutboxApprovalFlow.cpp, OutboxStore::returnToDraft()).
--
-- The approver's signature of an approval or a rejection (approvals/ApprovalSignature.h) goes into
-- approval_signatures in the same transaction: p_statement the canonical statement's text, p_signature
-- the 64 bytes in base64, p_key_id the key that signed; the approver is session_user, the id the
-- SHA-256 hex of the signature bytes. All three NULL (or an empty statement): no signature is
-- recorded (the outbox processor then holds the row). The real check is the signature's, made before
-- every POST (SignatureVerifier): whoever owns this database can write these rows too.
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_record_signature(
    p_now text, p_row {schema}.payout_outbox, p_decision text, p_statement text, p_signature text,
    p_key_id text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_bytes bytea;
BEGIN
    IF coalesce(p_statement, '') = '' THEN
        RETURN;
    END IF;
    BEGIN
        v_bytes := decode(coalesce(p_signature, ''), 'base64');
    EXCEPTION WHEN OTHERS THEN
        v_bytes := NULL;
    END;
    IF v_bytes IS NULL OR length(v_bytes) <> 64 OR coalesce(p_key_id, '') = '' THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011',
            MESSAGE = format('the signature of outbox row %s is not 64 bytes of a named key', p_row.id);
    END IF;
    INSERT INTO approval_signatures (id, outbox_id, profile_id, decision, approver, key_id, statement, signature,
                                     recorded_at)
        VALUES (encode(sha256(v_bytes), 'hex'), p_row.id, p_row.profile_id, p_decision, session_user::text,
                p_key_id, p_statement, p_signature, p_now);
END $$
--;;
-- Schema version 1's approval and rejection took no signature: gone, so that none is taken without.
DROP FUNCTION IF EXISTS {schema}.paydesk_approve(text, text, text, bigint)
--;;
DROP FUNCTION IF EXISTS {schema}.paydesk_send_back(text, text, text, bigint, text)
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_approve(p_now text, p_id text, p_profile text,
                                                    p_expected_revision bigint, p_statement text,
                                                    p_signature text, p_key_id text)
RETURNS {schema}.payout_outbox
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_me text := session_user::text;
    v_before payout_outbox;
    v_after payout_outbox;
    v_expiry integer;
    v_needed integer;
    v_approvals integer;
    v_complete boolean;
BEGIN
    PERFORM paydesk_t_actor('approver');
    PERFORM paydesk_t_fresh_sign_in();
    v_before := paydesk_t_outbox_row(p_id, p_profile);
    PERFORM paydesk_t_expect('outbox row ' || p_id, v_before.revision, p_expected_revision, v_before.state,
                             ARRAY['AWAITING_APPROVAL']);
    IF v_before.maker IS NULL OR v_before.maker = v_me THEN
        RAISE EXCEPTION USING ERRCODE = 'PD004', MESSAGE = format('%s made outbox row %s', v_me, p_id);
    END IF;
    IF v_me IN (v_before.first_approver, v_before.second_approver) THEN
        RAISE EXCEPTION USING ERRCODE = 'PD004', MESSAGE = format('%s approved outbox row %s already', v_me, p_id);
    END IF;
    SELECT r.expiry_days, r.needed INTO v_expiry, v_needed FROM paydesk_t_rule_of(v_before) r;
    IF paydesk_t_expired(v_before, v_now, v_expiry) THEN
        RAISE EXCEPTION USING ERRCODE = 'PD005', MESSAGE = format('outbox row %s has expired', p_id);
    END IF;
    v_approvals := CASE WHEN v_before.first_approver IS NULL THEN 1 ELSE 2 END;
    IF v_approvals > v_needed THEN
        RAISE EXCEPTION USING ERRCODE = 'PD005', MESSAGE = format('outbox row %s needs no further approval', p_id);
    END IF;
    v_complete := v_approvals >= v_needed;
    UPDATE payout_outbox SET
        state = CASE WHEN v_complete THEN 'APPROVED' ELSE state END,
        retries = CASE WHEN v_complete THEN 0 ELSE retries END,
        next_attempt_at = CASE WHEN v_complete THEN NULL ELSE next_attempt_at END,
        first_approver = CASE WHEN v_approvals = 1 THEN v_me ELSE first_approver END,
        second_approver = CASE WHEN v_approvals = 2 THEN v_me ELSE second_approver END,
        revision = revision + 1, updated_at = v_now
        WHERE id = p_id RETURNING * INTO v_after;
    PERFORM paydesk_t_record_signature(v_now, v_after, 'APPROVE', p_statement, p_signature, p_key_id);
    PERFORM paydesk_audit_append(v_now, v_after.profile_id, 'approval.granted',
                                 paydesk_t_outbox_detail(v_after) || jsonb_build_object(
                                     'actor', v_me, 'approvals', v_approvals, 'needed', v_needed,
                                     'complete', v_complete));
    RETURN v_after;
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_send_back(p_now text, p_id text, p_profile text,
                                                      p_expected_revision bigint, p_reason text,
                                                      p_statement text, p_signature text, p_key_id text)
RETURNS {schema}.payout_outbox
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_me text := session_user::text;
    v_before payout_outbox;
    v_after payout_outbox;
    v_reason text := btrim(coalesce(p_reason, ''));
BEGIN
    PERFORM paydesk_t_actor('approver');
    PERFORM paydesk_t_fresh_sign_in();
    v_before := paydesk_t_outbox_row(p_id, p_profile);
    PERFORM paydesk_t_expect('outbox row ' || p_id, v_before.revision, p_expected_revision, v_before.state,
                             ARRAY['AWAITING_APPROVAL']);
    IF v_before.maker IS NULL OR v_before.maker = v_me THEN
        RAISE EXCEPTION USING ERRCODE = 'PD004', MESSAGE = format('%s made outbox row %s', v_me, p_id);
    END IF;
    IF v_reason = '' THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'a payout is sent back with a reason';
    END IF;
    UPDATE payout_outbox SET state = 'DRAFT', revision = revision + 1, updated_at = v_now,
        first_approver = NULL, second_approver = NULL, awaiting_since = NULL,
        returned_reason = v_reason, returned_by = v_me
        WHERE id = p_id RETURNING * INTO v_after;
    PERFORM paydesk_t_record_signature(v_now, v_after, 'REJECT', p_statement, p_signature, p_key_id);
    PERFORM paydesk_audit_append(v_now, v_after.profile_id, 'approval.rejected',
                                 paydesk_t_outbox_detail(v_after)
                                     || jsonb_build_object('actor', v_me, 'reason', v_reason));
    RETURN v_after;
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_expire(p_now text, p_id text, p_expected_revision bigint)
RETURNS {schema}.payout_outbox
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_before payout_outbox;
    v_after payout_outbox;
    v_expiry integer;
BEGIN
    PERFORM paydesk_t_actor(NULL);
    v_before := paydesk_t_outbox_row(p_id, NULL);
    PERFORM paydesk_t_expect('outbox row ' || p_id, v_before.revision, p_expected_revision, v_before.state,
                             ARRAY['AWAITING_APPROVAL']);
    SELECT r.expiry_days INTO v_expiry FROM paydesk_t_rule_of(v_before) r;
    IF NOT paydesk_t_expired(v_before, v_now, v_expiry) THEN
        RAISE EXCEPTION USING ERRCODE = 'PD005', MESSAGE = format('outbox row %s has not expired', p_id);
    END IF;
    UPDATE payout_outbox SET state = 'EXPIRED', revision = revision + 1, updated_at = v_now,
        first_approver = NULL, second_approver = NULL, returned_by = NULL,
        returned_reason = format('Not approved within %s %s: it expired.', v_expiry,
                                 CASE WHEN v_expiry = 1 THEN 'day' ELSE 'days' END)
        WHERE id = p_id RETURNING * INTO v_after;
    PERFORM paydesk_audit_append(v_now, v_after.profile_id, 'approval.expired',
                                 paydesk_t_outbox_detail(v_after) || jsonb_build_object(
                                     'awaiting_since', v_before.awaiting_since, 'expiry_days', v_expiry));
    RETURN v_after;
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_return_to_draft(p_now text, p_id text, p_profile text,
                                                            p_expected_revision bigint,
                                                            p_new_idempotency_key text)
RETURNS {schema}.payout_outbox
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_before payout_outbox;
    v_after payout_outbox;
    v_detail jsonb;
BEGIN
    PERFORM paydesk_t_actor('maker');
    v_before := paydesk_t_own_row(p_id, p_profile);
    -- A row on its way (APPROVED, SUBMITTING, UNCERTAIN) only when the outbox processor held it.
    PERFORM paydesk_t_expect('outbox row ' || p_id, v_before.revision, p_expected_revision, v_before.state,
                             CASE WHEN v_before.held_reason IS NULL THEN ARRAY['REJECTED', 'EXPIRED']
                                  ELSE ARRAY['REJECTED', 'EXPIRED', 'APPROVED', 'SUBMITTING', 'UNCERTAIN'] END);
    IF v_before.state <> 'EXPIRED'
       AND (coalesce(p_new_idempotency_key, '') = '' OR p_new_idempotency_key = v_before.idempotency_key) THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011',
            MESSAGE = 'a refused or held payout goes back with a new idempotency key';
    END IF;
    UPDATE payout_outbox SET state = 'DRAFT', revision = revision + 1, updated_at = v_now,
        idempotency_key = CASE WHEN v_before.state <> 'EXPIRED' THEN p_new_idempotency_key ELSE idempotency_key END,
        retries = 0, next_attempt_at = NULL, awaiting_since = NULL, first_approver = NULL, second_approver = NULL,
        lease_owner = NULL, lease_expires_at = NULL, held_reason = NULL, held_at = NULL
        WHERE id = p_id RETURNING * INTO v_after;
    v_detail := paydesk_t_outbox_detail(v_after)
        || jsonb_build_object('from', v_before.state, 'actor', session_user::text);
    IF v_before.state <> 'EXPIRED' THEN
        v_detail := v_detail || jsonb_build_object('previous_idempotency_key', v_before.idempotency_key);
    END IF;
    IF v_before.held_reason IS NOT NULL THEN
        v_detail := v_detail || jsonb_build_object('held_reason', v_before.held_reason);
    END IF;
    PERFORM paydesk_audit_append(v_now, v_after.profile_id, 'outbox.returned', v_detail);
    RETURN v_after;
END $$
