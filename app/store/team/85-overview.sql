-- The Overview's daily balances (overview/BalanceSamples.h, schema step 16): every operator keeps
-- the available balance of each wallet the day they read it, the last one of the day winning.
-- Figures the payments service gave, not decisions: no group is checked and no audit entry is
-- written, but the caller must be an enabled operator and the day that of the time given.
CREATE OR REPLACE FUNCTION {schema}.paydesk_balance_sample_put(
    p_now text, p_profile text, p_wallet_id text, p_currency text, p_available_minor bigint)
RETURNS {schema}.wallet_balance_samples
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_row wallet_balance_samples;
BEGIN
    PERFORM paydesk_t_actor(NULL);
    IF coalesce(p_profile, '') = '' OR coalesce(p_wallet_id, '') = '' OR coalesce(p_currency, '') = ''
       OR p_available_minor IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'a balance sample needs its profile, wallet, currency and amount';
    END IF;
    INSERT INTO wallet_balance_samples (profile_id, wallet_id, day, currency, available_minor, sampled_at)
        VALUES (p_profile, p_wallet_id, substr(v_now, 1, 10), p_currency, p_available_minor, v_now)
        ON CONFLICT (profile_id, wallet_id, day) DO UPDATE SET currency = excluded.currency,
            available_minor = excluded.available_minor, sampled_at = excluded.sampled_at
        RETURNING * INTO v_row;
    RETURN v_row;
END $$
