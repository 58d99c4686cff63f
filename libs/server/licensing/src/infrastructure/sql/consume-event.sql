-- One event: the fast single-event path of the consumption rule; a key with a due hold goes to consume_events (decision 0047).
-- The one source of this function: applied after the migrations whenever this file changes (decision 0072).
CREATE OR REPLACE FUNCTION licensing.consume_event(p_app_name character varying, p_service_name character varying, p_event_id character varying, p_document_type integer, p_document_number character varying, p_feature_code character varying, p_quantity integer, p_occurred_at timestamp with time zone)
 RETURNS TABLE(outcome character varying, available bigint)
 LANGUAGE plpgsql
AS $function$
    declare
      v_now timestamptz := now();
      v_pick_id bigint;
      v_pick_expiration timestamptz;
      v_pick_unlimited boolean;
      v_pick_left bigint;
      v_limited_left bigint := 0;
      v_candidates int := 0;
      v_taken boolean := false;
      v_holds boolean := false;
      v_balance record;
      v_row record;
    begin
      if not exists (select 1 from "licensing"."consumption_event" c where c.app_name = p_app_name and c.event_id = p_event_id) then
        -- The balances the event may draw from, read without a lock. One balance (the common case): the
        -- conditional update below is the only balance lock taken. Several: all of them are locked now,
        -- in id order, and read again under the lock.
        for v_balance in
          select b.id, b.total, b.used, b.reserved, b.is_unlimited, b.expiration_date, count(*) over () as candidates
            from "licensing"."licence_balance" b
           where b.document_type_id = p_document_type and b.document_number = p_document_number
             and b.feature_code = p_feature_code and b.service_name = p_service_name
             and b.effective_date <= v_now and b.expiration_date > v_now and b.suspended_on is null
           order by b.id
        loop
          v_candidates := v_balance.candidates;
          v_holds := v_holds or v_balance.reserved > 0;
          if v_candidates = 1 and (v_balance.is_unlimited or v_balance.used + v_balance.reserved < v_balance.total) then
            v_pick_id := v_balance.id;
            v_pick_unlimited := v_balance.is_unlimited;
            v_pick_left := v_balance.total - v_balance.used - v_balance.reserved;
          end if;
        end loop;

        -- A hold of this key past its expiry: consume_events gives it back under its locks, then decides.
        if v_holds and exists (select 1 from "licensing"."reservation" r
                                where r.status = 'HELD' and r.expires_at <= v_now and r.service_name = p_service_name
                                  and r.document_type_id = p_document_type and r.document_number = p_document_number
                                  and r.feature_code = p_feature_code) then
          v_candidates := 0;
          v_pick_id := null;
        end if;

        if v_candidates > 1 then
          for v_balance in
            select b.id, b.total, b.used, b.reserved, b.is_unlimited, b.expiration_date
              from "licensing"."licence_balance" b
             where b.document_type_id = p_document_type and b.document_number = p_document_number
               and b.feature_code = p_feature_code and b.service_name = p_service_name
               and b.effective_date <= v_now and b.expiration_date > v_now and b.suspended_on is null
             order by b.id
               for update
          loop
            if not v_balance.is_unlimited then
              v_limited_left := v_limited_left + (v_balance.total - v_balance.used - v_balance.reserved);
            end if;
            if (v_balance.is_unlimited or v_balance.used + v_balance.reserved < v_balance.total)
               and (v_pick_id is null or v_balance.expiration_date < v_pick_expiration) then
              v_pick_id := v_balance.id;
              v_pick_expiration := v_balance.expiration_date;
              v_pick_unlimited := v_balance.is_unlimited;
              v_pick_left := v_balance.total - v_balance.used - v_balance.reserved;
            end if;
          end loop;
        end if;

        if v_pick_id is not null and (v_pick_unlimited or v_pick_left >= p_quantity) then
          update "licensing"."licence_balance" b
             set used = b.used + p_quantity,
                 last_use_date = greatest(b.last_use_date, p_occurred_at),
                 low_notified_on = case
                   when b.low_notified_on is null and "licensing"."balance_crossing"(b.used, b.used + p_quantity, b.total, b.is_unlimited,
                          false, b.exhausted_notified_on is not null) is not null then v_now
                   else b.low_notified_on end,
                 exhausted_notified_on = case
                   when "licensing"."balance_crossing"(b.used, b.used + p_quantity, b.total, b.is_unlimited,
                          b.low_notified_on is not null, b.exhausted_notified_on is not null) = 'EXHAUSTED' then v_now
                   else b.exhausted_notified_on end
           where b.id = v_pick_id and b.suspended_on is null and (b.is_unlimited or b.used + b.reserved + p_quantity <= b.total)
          returning b.id, b.plan_id, b.document_type_id, b.document_number, b.service_name, b.feature_code, b.feature_name,
                    b.total, b.used, b.reserved, b.is_unlimited,
                    case when b.exhausted_notified_on = v_now then 'EXHAUSTED' when b.low_notified_on = v_now then 'LOW' end as crossing
            into v_row;
          v_taken := found;
        end if;
        -- Not found: the one balance was used up or suspended meanwhile; consume_events decides.
        if v_taken then
          insert into "licensing"."consumption_event"
                 ("app_name", "event_id", "document_type_id", "document_number", "service_name", "feature_code", "quantity",
                  "occurred_at", "recorded_at", "allocations")
          values (p_app_name, p_event_id, p_document_type, p_document_number, v_row.service_name, p_feature_code, p_quantity,
                  p_occurred_at, v_now, jsonb_build_array(jsonb_build_object('balanceId', v_row.id, 'quantity', p_quantity)));
          if v_row.crossing is not null then
            insert into "kernel"."outbox_message" ("event_name", "payload", "occurred_on")
            values (case when v_row.crossing = 'EXHAUSTED' then 'licensing.BalanceExhausted' else 'licensing.BalanceLow' end,
                    jsonb_build_object('balanceId', v_row.id::text, 'planId', v_row.plan_id::text, 'documentType', v_row.document_type_id,
                                       'documentNumber', v_row.document_number, 'serviceName', v_row.service_name,
                                       'featureCode', v_row.feature_code, 'featureName', v_row.feature_name,
                                       'total', v_row.total, 'used', v_row.used,
                                       'occurredOn', to_char(v_now at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
                    v_now);
          end if;
          return query
            select 'ACCEPTED'::varchar,
                   case when v_row.is_unlimited then null
                        when v_candidates = 1 then v_row.total - v_row.used - v_row.reserved
                        else v_limited_left - p_quantity end::bigint;
          return;
        end if;
      end if;

      return query
        select r.outcome, r.available
          from "licensing"."consume_events"(p_app_name, p_service_name, array[p_event_id], array[p_document_type],
                                            array[p_document_number], array[p_feature_code], array[p_quantity], array[p_occurred_at]) r;
    end
    $function$;
