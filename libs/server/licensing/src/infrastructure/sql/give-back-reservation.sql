-- Gives a HELD reservation's units back to its balances (released, expired), under their locks (decision 0033).
-- The one source of this function: applied after the migrations whenever this file changes (decision 0072).
CREATE OR REPLACE FUNCTION licensing.give_back_reservation(p_app_name character varying, p_reservation_id character varying, p_status character varying, p_only_due boolean)
 RETURNS TABLE(outcome character varying, document_type_id integer, document_number character varying, feature_code character varying)
 LANGUAGE plpgsql
AS $function$
    declare
      v_now timestamptz := now();
      v_res record;
      v_status varchar;
    begin
      select r.allocations into v_res from "licensing"."reservation" r
       where r.app_name = p_app_name and r.reservation_id = p_reservation_id;
      if not found then
        return query select 'NOT_FOUND'::varchar, null::int, null::varchar, null::varchar;
        return;
      end if;
      perform 1 from "licensing"."licence_balance" b
       where b.id in (select (a ->> 'balanceId')::bigint from jsonb_array_elements(v_res.allocations) a)
       order by b.id
         for update;
      select r.* into v_res from "licensing"."reservation" r
       where r.app_name = p_app_name and r.reservation_id = p_reservation_id
         for update;
      v_status := v_res.status;
      if v_res.status = 'HELD' and (not p_only_due or v_res.expires_at <= v_now) then
        update "licensing"."licence_balance" b
           set reserved = b.reserved - a.quantity
          from (select (x ->> 'balanceId')::bigint as id, sum((x ->> 'quantity')::bigint)::bigint as quantity
                  from jsonb_array_elements(v_res.allocations) x group by 1) a
         where b.id = a.id;
        v_status := case when v_res.expires_at <= v_now then 'EXPIRED' else p_status end;
        update "licensing"."reservation" r set status = v_status, settled_at = v_now
         where r.app_name = p_app_name and r.reservation_id = p_reservation_id;
      end if;
      return query select v_status, v_res.document_type_id, v_res.document_number::varchar, v_res.feature_code::varchar;
    end
    $function$;
