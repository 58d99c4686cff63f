-- The balance alerts' rule, its one home: EXHAUSTED at 100 %, LOW from 85 % (LOW_BALANCE_PERCENT), each once, never for unlimited balances (backoffice-licensing.md §9).
-- The one source of this function: applied after the migrations whenever this file changes (decision 0072).
CREATE OR REPLACE FUNCTION licensing.balance_crossing(p_used_before bigint, p_used_after bigint, p_total bigint, p_is_unlimited boolean, p_low_notified boolean, p_exhausted_notified boolean)
 RETURNS character varying
 LANGUAGE sql
 IMMUTABLE
AS $function$
      select case
        when p_is_unlimited or p_total <= 0 or p_used_after <= p_used_before then null
        when not p_exhausted_notified and p_used_after >= p_total then 'EXHAUSTED'
        when not p_low_notified and not p_exhausted_notified and p_used_after * 100 >= p_total * 85 then 'LOW'
        else null
      end
    $function$;
