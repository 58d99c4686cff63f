-- Turns a HELD reservation into consumption (one event), once (decision 0033).
-- The one source of this function: applied after the migrations whenever this file changes (decision 0072).
CREATE OR REPLACE FUNCTION licensing.commit_reservation(p_app_name character varying, p_reservation_id character varying, p_event_id character varying)
 RETURNS TABLE(outcome character varying, available bigint, document_type_id integer, document_number character varying, feature_code character varying)
 LANGUAGE plpgsql
AS $function$
    declare
      v_now timestamptz := now();
      v_res record;
      v_outcome varchar;
    begin
      select r.* into v_res from "licensing"."reservation" r
       where r.app_name = p_app_name and r.reservation_id = p_reservation_id;
      if not found then
        return query select 'NOT_FOUND'::varchar, null::bigint, null::int, null::varchar, null::varchar;
        return;
      end if;
      if v_res.status = 'HELD' then
        perform 1 from "licensing"."licence_balance" b
         where b.id in (select (a ->> 'balanceId')::bigint from jsonb_array_elements(v_res.allocations) a)
         order by b.id
           for update;
        select r.* into v_res from "licensing"."reservation" r
         where r.app_name = p_app_name and r.reservation_id = p_reservation_id
           for update;
      end if;

      if v_res.status = 'HELD' and v_res.expires_at <= v_now then
        perform 1 from "licensing"."give_back_reservation"(p_app_name, p_reservation_id, 'EXPIRED', true);
        v_outcome := 'EXPIRED';
      elsif v_res.status = 'HELD'
            and exists (select 1 from "licensing"."consumption_event" c where c.app_name = p_app_name and c.event_id = p_event_id) then
        v_outcome := 'EVENT_ID_TAKEN';
      elsif v_res.status = 'HELD' then
        with moved as (
          select b.id, a.quantity,
                 "licensing"."balance_crossing"(b.used, b.used + a.quantity, b.total, b.is_unlimited,
                                                b.low_notified_on is not null, b.exhausted_notified_on is not null) as crossing
            from (select (x ->> 'balanceId')::bigint as id, sum((x ->> 'quantity')::bigint)::bigint as quantity
                    from jsonb_array_elements(v_res.allocations) x group by 1) a
            join "licensing"."licence_balance" b on b.id = a.id
        ),
        updated as materialized (
          update "licensing"."licence_balance" b
             set reserved = b.reserved - m.quantity,
                 used = b.used + m.quantity,
                 last_use_date = greatest(b.last_use_date, v_now),
                 low_notified_on = case when m.crossing is not null and b.low_notified_on is null then v_now else b.low_notified_on end,
                 exhausted_notified_on = case when m.crossing = 'EXHAUSTED' then v_now else b.exhausted_notified_on end
            from moved m
           where b.id = m.id
          returning b.id, b.plan_id, b.document_type_id, b.document_number, b.service_name, b.feature_code, b.feature_name,
                    b.total, b.used, m.crossing
        )
        insert into "kernel"."outbox_message" ("event_name", "payload", "occurred_on")
        select case when u.crossing = 'EXHAUSTED' then 'licensing.BalanceExhausted' else 'licensing.BalanceLow' end,
               jsonb_build_object('balanceId', u.id::text, 'planId', u.plan_id::text, 'documentType', u.document_type_id,
                                  'documentNumber', u.document_number, 'serviceName', u.service_name,
                                  'featureCode', u.feature_code, 'featureName', u.feature_name,
                                  'total', u.total, 'used', u.used,
                                  'occurredOn', to_char(v_now at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
               v_now
          from updated u
         where u.crossing is not null;
        insert into "licensing"."consumption_event"
               ("app_name", "event_id", "document_type_id", "document_number", "service_name", "feature_code", "quantity",
                "occurred_at", "recorded_at", "allocations")
        values (p_app_name, p_event_id, v_res.document_type_id, v_res.document_number, v_res.service_name, v_res.feature_code,
                v_res.quantity, v_now, v_now, v_res.allocations);
        update "licensing"."reservation" r set status = 'COMMITTED', settled_at = v_now, event_id = p_event_id
         where r.app_name = p_app_name and r.reservation_id = p_reservation_id;
        v_outcome := 'ACCEPTED';
      else
        v_outcome := case v_res.status when 'COMMITTED' then 'DUPLICATE' else v_res.status end;
      end if;
      return query
        select v_outcome, "licensing"."available_units"(v_res.service_name, v_res.document_type_id, v_res.document_number, v_res.feature_code),
               v_res.document_type_id, v_res.document_number::varchar, v_res.feature_code::varchar;
    end
    $function$;
