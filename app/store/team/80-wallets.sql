-- Wallet names and low-balance alerts (team version 3; wallets/WalletSettingsStore.h): the tables
-- wallet_settings and wallet_alert_state come from Paydesk's schema step 15 (SchemaMigrator), read
-- by every operator and written only here. session_user is the person acting. The audit details
-- are WalletSettingsStore's, as a workstation on SQLite writes them.

-- A setting's audit detail: {name, alert_level?}.
CREATE OR REPLACE FUNCTION {schema}.paydesk_t_wallet_detail(p_name text, p_currency text, p_level bigint)
RETURNS jsonb
LANGUAGE sql IMMUTABLE SET search_path = {schema}, pg_temp AS $$
    SELECT jsonb_build_object('name', p_name)
        || CASE WHEN p_level IS NULL THEN '{}'::jsonb
                ELSE jsonb_build_object('alert_level', paydesk_t_money(p_currency, p_level)) END
$$
--;;
-- An administrator names a wallet of a profile and sets (NULL: clears) its alert level, in minor
-- units of its currency: wallet.settings_changed {wallet_id, currency, before?, after, by}. A new
-- level forgets the wallet's alert state (compared afresh at the next balance). Putting what is
-- there already changes nothing and appends nothing. Returns the row.
CREATE OR REPLACE FUNCTION {schema}.paydesk_wallet_setting_put(p_now text, p_profile text, p_wallet text,
                                                               p_currency text, p_name text, p_level bigint)
RETURNS {schema}.wallet_settings
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_name text := btrim(coalesce(p_name, ''));
    v_before wallet_settings;
    v_after wallet_settings;
    v_detail jsonb;
BEGIN
    PERFORM paydesk_t_actor('admin');
    IF p_profile IS NULL OR coalesce(p_wallet, '') = '' OR p_currency IS NULL OR p_currency !~ '^[A-Z]{3}$'
       OR length(v_name) > 80 OR (p_level IS NOT NULL AND p_level < 0) THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'not a wallet setting';
    END IF;
    SELECT * INTO v_before FROM wallet_settings WHERE profile_id = p_profile AND wallet_id = p_wallet FOR UPDATE;
    IF FOUND AND v_before.currency = p_currency AND v_before.name = v_name
       AND v_before.alert_level_minor IS NOT DISTINCT FROM p_level THEN
        RETURN v_before;
    END IF;
    INSERT INTO wallet_settings (profile_id, wallet_id, currency, name, alert_level_minor, updated_by, updated_at)
        VALUES (p_profile, p_wallet, p_currency, v_name, p_level, session_user::text, v_now)
        ON CONFLICT (profile_id, wallet_id) DO UPDATE SET currency = excluded.currency, name = excluded.name,
            alert_level_minor = excluded.alert_level_minor, updated_by = excluded.updated_by,
            updated_at = excluded.updated_at
        RETURNING * INTO v_after;
    IF v_before.wallet_id IS NULL OR v_before.alert_level_minor IS DISTINCT FROM p_level
       OR v_before.currency <> p_currency THEN
        DELETE FROM wallet_alert_state WHERE profile_id = p_profile AND wallet_id = p_wallet;
    END IF;
    v_detail := jsonb_build_object('wallet_id', p_wallet, 'currency', p_currency, 'by', session_user::text,
                                   'after', paydesk_t_wallet_detail(v_name, p_currency, p_level));
    IF v_before.wallet_id IS NOT NULL THEN
        v_detail := v_detail || jsonb_build_object('before', paydesk_t_wallet_detail(
            v_before.name, v_before.currency, v_before.alert_level_minor));
    END IF;
    PERFORM paydesk_audit_append(v_now, p_profile, 'wallet.settings_changed', v_detail);
    RETURN v_after;
END $$
--;;
-- After a refresh of the wallets, by any operator: compares a wallet's available balance with the
-- level the database holds, and tells ONE workstation, once, that it went under (LOW) or back to
-- it (RECOVERED): the one whose update changed the state. wallet.balance_low / .balance_recovered
-- {wallet_id, currency, name, available, alert_level}. Returns (NULL, ...) when nothing crossed.
CREATE OR REPLACE FUNCTION {schema}.paydesk_wallet_alert_mark(p_now text, p_profile text, p_wallet text,
                                                              p_currency text, p_available bigint)
RETURNS TABLE (crossing text, name text, level_minor bigint)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    v_now text := paydesk_t_now(p_now);
    v_setting wallet_settings;
    v_was boolean;
    v_below boolean;
BEGIN
    PERFORM paydesk_t_actor(NULL);
    IF p_profile IS NULL OR coalesce(p_wallet, '') = '' OR p_currency IS NULL OR p_available IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'PD011', MESSAGE = 'not a wallet balance';
    END IF;
    SELECT * INTO v_setting FROM wallet_settings WHERE profile_id = p_profile AND wallet_id = p_wallet;
    IF NOT FOUND OR v_setting.alert_level_minor IS NULL OR v_setting.currency <> p_currency THEN
        RETURN QUERY SELECT NULL::text, NULL::text, NULL::bigint;
        RETURN;
    END IF;
    v_below := p_available < v_setting.alert_level_minor;
    -- One workstation at a time per wallet: the row's lock (or the audit head's, for the first).
    PERFORM 1 FROM audit_head WHERE id = 1 FOR UPDATE;
    SELECT s.below <> 0 INTO v_was FROM wallet_alert_state s
        WHERE s.profile_id = p_profile AND s.wallet_id = p_wallet FOR UPDATE;
    IF coalesce(v_was, false) = v_below THEN
        RETURN QUERY SELECT NULL::text, v_setting.name, v_setting.alert_level_minor;
        RETURN;
    END IF;
    INSERT INTO wallet_alert_state (profile_id, wallet_id, currency, below, available_minor, level_minor, changed_at)
        VALUES (p_profile, p_wallet, p_currency, CASE WHEN v_below THEN 1 ELSE 0 END, p_available,
                v_setting.alert_level_minor, v_now)
        ON CONFLICT (profile_id, wallet_id) DO UPDATE SET currency = excluded.currency, below = excluded.below,
            available_minor = excluded.available_minor, level_minor = excluded.level_minor,
            changed_at = excluded.changed_at;
    PERFORM paydesk_audit_append(v_now, p_profile,
                                 CASE WHEN v_below THEN 'wallet.balance_low' ELSE 'wallet.balance_recovered' END,
                                 jsonb_build_object('wallet_id', p_wallet, 'currency', p_currency,
                                                    'name', v_setting.name,
                                                    'available', paydesk_t_money(p_currency, p_available),
                                                    'alert_level', paydesk_t_money(p_currency,
                                                                                   v_setting.alert_level_minor)));
    RETURN QUERY SELECT CASE WHEN v_below THEN 'LOW' ELSE 'RECOVERED' END, v_setting.name,
                        v_setting.alert_level_minor;
END $$
