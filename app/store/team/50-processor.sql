-- The outbox processor, the follower and wallet statements (OutboxStore.cpp, PayoutFollowStore.cpp,
-- Statements.cpp): any operator, only on the rows of their states; never the body, the key, the
-- amount, the approvers or the maker. A held row (held_reason set: its signatures did not hold) is
-- never claimed again.
CREATE OR REPLACE FUNCTION {schema}.paydesk_outbox_claim(p_now text, p_id text, p_expected_revision bigint,
                                                         p_owner text, p_until text)
RETURNS SETOF {schema}.payout_outbox
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
BEGIN
    PERFORM paydesk_t_actor(NULL);
    IF coalesce(p_owner, '') = '' OR p_until IS NULL OR p_until <= v_now THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'a lease needs its owner and its end';
    END IF;
    RETURN QUERY UPDATE payout_outbox SET lease_owner = p_owner, lease_expires_at = p_until, revision = revision + 1
        WHERE id = p_id AND revision = p_expected_revision AND state IN ('APPROVED', 'SUBMITTING', 'UNCERTAIN')
          AND (lease_owner IS NULL OR lease_expires_at < v_now) AND held_reason IS NULL
        RETURNING *;
END $$
--;;
-- The lease's owner holds a row it must not send (OutboxStore::hold()): p_reason for people
-- (held_reason), p_detail for the log (the entry's reason); the state unchanged, the lease ended.
CREATE OR REPLACE FUNCTION {schema}.paydesk_outbox_hold(p_now text, p_id text, p_owner text, p_reason text,
                                                        p_detail text)
RETURNS {schema}.payout_outbox
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_before payout_outbox;
    v_after payout_outbox;
    v_reason text := btrim(coalesce(p_reason, ''));
BEGIN
    PERFORM paydesk_t_actor(NULL);
    IF v_reason = '' THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'a payout is held with a reason';
    END IF;
    v_before := paydesk_t_outbox_row(p_id, NULL);
    PERFORM paydesk_t_expect('outbox row ' || p_id, v_before.revision, NULL, v_before.state,
                             ARRAY['APPROVED', 'SUBMITTING', 'UNCERTAIN']);
    IF coalesce(p_owner, '') = '' OR v_before.lease_owner IS DISTINCT FROM p_owner THEN
        RAISE EXCEPTION USING ERRCODE = 'PD009',
            MESSAGE = format('outbox row %s is leased by %s, not %s', p_id, v_before.lease_owner, p_owner);
    END IF;
    IF v_before.held_reason IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'PD005', MESSAGE = format('outbox row %s is held already', p_id);
    END IF;
    UPDATE payout_outbox SET held_reason = v_reason, held_at = v_now, lease_owner = NULL, lease_expires_at = NULL,
        revision = revision + 1, updated_at = v_now
        WHERE id = p_id RETURNING * INTO v_after;
    PERFORM paydesk_audit_append(v_now, v_after.profile_id, 'outbox.held',
                                 paydesk_t_outbox_detail(v_after) || jsonb_build_object(
                                     'reason', coalesce(p_detail, ''), 'held_reason', v_reason,
                                     'owner', p_owner));
    RETURN v_after;
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_outbox_renew(p_now text, p_id text, p_owner text, p_until text)
RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
BEGIN
    PERFORM paydesk_t_now(p_now);
    PERFORM paydesk_t_actor(NULL);
    UPDATE payout_outbox SET lease_expires_at = p_until
        WHERE id = p_id AND lease_owner = p_owner AND state IN ('APPROVED', 'SUBMITTING', 'UNCERTAIN');
    RETURN FOUND;
END $$
--;;
-- The lease ends; p_expected_revision NULL: whatever the revision.
CREATE OR REPLACE FUNCTION {schema}.paydesk_outbox_release(p_now text, p_id text, p_expected_revision bigint,
                                                           p_owner text, p_not_before text)
RETURNS {schema}.payout_outbox
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_before payout_outbox;
    v_after payout_outbox;
BEGIN
    PERFORM paydesk_t_actor(NULL);
    v_before := paydesk_t_outbox_row(p_id, NULL);
    PERFORM paydesk_t_expect('outbox row ' || p_id, v_before.revision, p_expected_revision, v_before.state,
                             ARRAY['APPROVED', 'SUBMITTING', 'UNCERTAIN']);
    IF v_before.lease_owner IS DISTINCT FROM p_owner THEN
        RAISE EXCEPTION USING ERRCODE = 'PD009', MESSAGE = format('outbox row %s is not leased by %s', p_id, p_owner);
    END IF;
    UPDATE payout_outbox SET lease_owner = NULL, lease_expires_at = NULL, next_attempt_at = p_not_before,
        updated_at = v_now
        WHERE id = p_id RETURNING * INTO v_after;
    RETURN v_after;
END $$
--;;
-- A step of the processor (OutboxStore::markSubmitting(), markAccepted(), markRejected(),
-- markUncertain()), by the lease's owner. p_provider_payout_id, p_last_error: NULL keeps the row's,
-- '' clears it; p_attempts, p_retries: NULL keeps the row's; p_next_attempt_at is written as given
-- (NULL: at once). SUBMITTING keeps the lease, the others end it. The entry's detail is p_detail
-- with the row's outbox_id, custom_id, idempotency_key and new revision.
CREATE OR REPLACE FUNCTION {schema}.paydesk_outbox_mark(
    p_now text, p_id text, p_expected_revision bigint, p_owner text, p_to text, p_provider_payout_id text,
    p_last_error text, p_attempts bigint, p_retries bigint, p_next_attempt_at text, p_detail jsonb)
RETURNS {schema}.payout_outbox
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_before payout_outbox;
    v_after payout_outbox;
    v_from text[];
    v_action text;
BEGIN
    PERFORM paydesk_t_actor(NULL);
    CASE p_to
        WHEN 'SUBMITTING' THEN v_from := ARRAY['APPROVED', 'SUBMITTING', 'UNCERTAIN']; v_action := 'outbox.attempt';
        WHEN 'ACCEPTED' THEN v_from := ARRAY['APPROVED', 'SUBMITTING', 'UNCERTAIN']; v_action := 'outbox.accepted';
        WHEN 'REJECTED' THEN v_from := ARRAY['SUBMITTING', 'UNCERTAIN']; v_action := 'outbox.rejected';
        WHEN 'UNCERTAIN' THEN v_from := ARRAY['SUBMITTING', 'UNCERTAIN']; v_action := 'outbox.uncertain';
        ELSE RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = format('%s is not a step of the processor', p_to);
    END CASE;
    IF p_detail IS NOT NULL AND jsonb_typeof(p_detail) <> 'object' THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'an audit detail is a JSON object';
    END IF;
    v_before := paydesk_t_outbox_row(p_id, NULL);
    PERFORM paydesk_t_expect('outbox row ' || p_id, v_before.revision, p_expected_revision, v_before.state, v_from);
    IF coalesce(p_owner, '') = '' OR v_before.lease_owner IS DISTINCT FROM p_owner THEN
        RAISE EXCEPTION USING ERRCODE = 'PD009',
            MESSAGE = format('outbox row %s is leased by %s, not %s', p_id, v_before.lease_owner, p_owner);
    END IF;
    IF p_to = 'ACCEPTED' AND coalesce(p_provider_payout_id, v_before.provider_payout_id, '') = '' THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'an accepted payout has the service''s id';
    END IF;
    UPDATE payout_outbox SET state = p_to, revision = revision + 1, updated_at = v_now,
        lease_owner = CASE WHEN p_to = 'SUBMITTING' THEN lease_owner END,
        lease_expires_at = CASE WHEN p_to = 'SUBMITTING' THEN lease_expires_at END,
        provider_payout_id = CASE WHEN p_provider_payout_id IS NULL THEN provider_payout_id
                                  ELSE nullif(p_provider_payout_id, '') END,
        last_error = CASE WHEN p_last_error IS NULL THEN last_error ELSE nullif(p_last_error, '') END,
        attempts = coalesce(p_attempts, attempts), retries = coalesce(p_retries, retries),
        next_attempt_at = p_next_attempt_at
        WHERE id = p_id RETURNING * INTO v_after;
    PERFORM paydesk_audit_append(v_now, v_after.profile_id, v_action,
                                 coalesce(p_detail, '{}'::jsonb) || paydesk_t_outbox_detail(v_after));
    RETURN v_after;
END $$
--;;
-- The follower: the next look at an accepted payout (no entry, no new revision).
CREATE OR REPLACE FUNCTION {schema}.paydesk_follow_put_off(p_now text, p_id text, p_expected_revision bigint,
                                                           p_until text) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
BEGIN
    PERFORM paydesk_t_now(p_now);
    PERFORM paydesk_t_actor(NULL);
    UPDATE payout_outbox SET next_follow_at = p_until
        WHERE id = p_id AND revision = p_expected_revision AND state = 'ACCEPTED' AND settled_at IS NULL
          AND provider_payout_id IS NOT NULL;
    RETURN FOUND;
END $$
--;;
-- The follower's look recorded (PayoutFollowStore::record()); unlike the workstation's, it takes
-- a new revision, which is how two followers see that the other wrote first (PD006). p_action:
-- NULL (no entry) or 'payout.state_changed' with its detail.
CREATE OR REPLACE FUNCTION {schema}.paydesk_follow_record(
    p_now text, p_id text, p_expected_revision bigint, p_payout_state text, p_payout_context text,
    p_settled_at text, p_follow_retries bigint, p_next_follow_at text, p_action text, p_detail jsonb)
RETURNS {schema}.payout_outbox
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_before payout_outbox;
    v_after payout_outbox;
    v_checked text;
    v_changed boolean;
BEGIN
    PERFORM paydesk_t_actor(NULL);
    IF p_action IS NOT NULL AND p_action <> 'payout.state_changed' THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = format('%s is not an entry of the follower', p_action);
    END IF;
    IF coalesce(p_payout_state, '') = '' THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'a look records the payout''s state';
    END IF;
    v_before := paydesk_t_outbox_row(p_id, NULL);
    PERFORM paydesk_t_expect('outbox row ' || p_id, v_before.revision, p_expected_revision, v_before.state,
                             ARRAY['ACCEPTED']);
    IF v_before.settled_at IS NOT NULL OR v_before.provider_payout_id IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'PD005', MESSAGE = format('outbox row %s is not followed', p_id);
    END IF;
    v_checked := v_now;
    IF v_checked <= coalesce(v_before.payout_checked_at, '') THEN
        v_checked := paydesk_t_time_text(v_before.payout_checked_at::timestamptz + interval '1 millisecond');
    END IF;
    v_changed := p_payout_state IS DISTINCT FROM v_before.payout_state
        OR nullif(p_payout_context, '') IS DISTINCT FROM v_before.payout_context;
    UPDATE payout_outbox SET payout_state = p_payout_state, payout_context = nullif(p_payout_context, ''),
        payout_checked_at = v_checked, follow_retries = coalesce(p_follow_retries, follow_retries),
        next_follow_at = p_next_follow_at, settled_at = p_settled_at,
        updated_at = CASE WHEN v_changed THEN v_now ELSE updated_at END, revision = revision + 1
        WHERE id = p_id RETURNING * INTO v_after;
    IF p_action IS NOT NULL THEN
        PERFORM paydesk_audit_append(v_now, v_after.profile_id, p_action, p_detail);
    END IF;
    RETURN v_after;
END $$
--;;
-- A statement's entries (Statements.cpp detailOf()).
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_statement_detail(p_row {schema}.wallet_statements) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_detail jsonb := jsonb_build_object('statement_local_id', p_row.id, 'statement_id', p_row.statement_id,
                                         'wallet_id', p_row.wallet_id, 'currency', p_row.currency,
                                         'from', p_row.period_from, 'to', p_row.period_to);
BEGIN
    IF p_row.state = 'READY' THEN
        v_detail := v_detail || jsonb_build_object(
            'opening_balance', jsonb_build_object('currency', p_row.currency, 'value', coalesce(p_row.opening_balance, '')),
            'closing_balance', jsonb_build_object('currency', p_row.currency, 'value', coalesce(p_row.closing_balance, '')));
    END IF;
    IF p_row.state = 'FAILED' AND coalesce(p_row.state_context, '') <> '' THEN
        v_detail := v_detail || jsonb_build_object('context', p_row.state_context);
    END IF;
    RETURN v_detail;
END $$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_statement_action(p_state text) RETURNS text
LANGUAGE sql IMMUTABLE SET search_path = {schema}, pg_temp AS $$
    SELECT CASE p_state WHEN 'READY' THEN 'statement.ready' WHEN 'FAILED' THEN 'statement.failed'
                        ELSE 'statement.requested' END
$$
--;;
CREATE OR REPLACE FUNCTION {schema}.paydesk_statement_save(
    p_now text, p_id text, p_profile text, p_wallet_id text, p_currency text, p_period_from text,
    p_period_to text, p_statement_id text, p_state text, p_state_context text DEFAULT NULL,
    p_opening_balance text DEFAULT NULL, p_closing_balance text DEFAULT NULL)
RETURNS {schema}.wallet_statements
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_row wallet_statements;
    v_requested wallet_statements;
BEGIN
    PERFORM paydesk_t_actor(NULL);
    IF coalesce(p_id, '') = '' OR coalesce(p_profile, '') = '' THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'a statement needs its id and profile';
    END IF;
    INSERT INTO wallet_statements (id, profile_id, wallet_id, currency, period_from, period_to, statement_id,
                                   state, state_context, opening_balance, closing_balance, created_at,
                                   updated_at, revision)
        VALUES (p_id, p_profile, p_wallet_id, p_currency, p_period_from, p_period_to, p_statement_id, p_state,
                nullif(p_state_context, ''), nullif(p_opening_balance, ''), nullif(p_closing_balance, ''),
                v_now, v_now, 1)
        RETURNING * INTO v_row;
    v_requested := v_row;
    v_requested.state := 'PENDING';
    PERFORM paydesk_audit_append(v_now, p_profile, 'statement.requested', paydesk_t_statement_detail(v_requested));
    IF v_row.state <> 'PENDING' THEN
        PERFORM paydesk_audit_append(v_now, p_profile, paydesk_t_statement_action(v_row.state),
                                     paydesk_t_statement_detail(v_row));
    END IF;
    RETURN v_row;
END $$
--;;
-- p_expected_revision NULL: whatever the revision. Empty balances keep those recorded.
CREATE OR REPLACE FUNCTION {schema}.paydesk_statement_update(
    p_now text, p_id text, p_profile text, p_expected_revision bigint, p_state text, p_state_context text,
    p_opening_balance text, p_closing_balance text) RETURNS {schema}.wallet_statements
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_before wallet_statements;
    v_after wallet_statements;
BEGIN
    PERFORM paydesk_t_actor(NULL);
    SELECT * INTO v_before FROM wallet_statements WHERE id = p_id AND profile_id = p_profile FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'PD007', MESSAGE = format('no statement row %s', p_id);
    END IF;
    IF v_before.state = p_state AND v_before.state_context IS NOT DISTINCT FROM nullif(p_state_context, '')
       AND (coalesce(p_opening_balance, '') = '' OR p_opening_balance = v_before.opening_balance)
       AND (coalesce(p_closing_balance, '') = '' OR p_closing_balance = v_before.closing_balance) THEN
        RETURN v_before; -- nothing new: no revision, no entry
    END IF;
    PERFORM paydesk_t_expect('statement row ' || p_id, v_before.revision, p_expected_revision, v_before.state,
                             ARRAY['PENDING']);
    UPDATE wallet_statements SET state = p_state, state_context = nullif(p_state_context, ''),
        opening_balance = coalesce(nullif(p_opening_balance, ''), opening_balance),
        closing_balance = coalesce(nullif(p_closing_balance, ''), closing_balance),
        updated_at = v_now, revision = revision + 1
        WHERE id = p_id RETURNING * INTO v_after;
    IF v_after.state <> v_before.state THEN
        PERFORM paydesk_audit_append(v_now, p_profile, paydesk_t_statement_action(v_after.state),
                                     paydesk_t_statement_detail(v_after));
    END IF;
    RETURN v_after;
END $$
