-- Holds units of a feature for a reservation until its expiry, earliest-expiring balance first (decision 0033).
-- The one source of this function: applied after the migrations whenever this file changes (decision 0072).
CREATE OR REPLACE FUNCTION licensing.reserve_units(p_app_name character varying, p_service_name character varying, p_reservation_id character varying, p_document_type integer, p_document_number character varying, p_feature_code character varying, p_quantity integer, p_ttl_seconds integer)
 RETURNS TABLE(outcome character varying, available bigint, expires_at timestamp with time zone, status character varying)
 LANGUAGE plpgsql
AS $function$
    declare
      v_now timestamptz := now();
      v_res record;
      v_balance record;
      v_available bigint;
      v_unlimited boolean;
      v_known boolean;
      v_left bigint;
      v_take bigint;
      v_allocations jsonb := '[]'::jsonb;
      v_expires timestamptz;
    begin
      select r.* into v_res from "licensing"."reservation" r
       where r.app_name = p_app_name and r.reservation_id = p_reservation_id;
      if found then
        return query
          select case when v_res.document_type_id = p_document_type and v_res.document_number = p_document_number
                           and v_res.feature_code = p_feature_code and v_res.quantity = p_quantity
                           and v_res.ttl_seconds = p_ttl_seconds then 'REPLAY' else 'CONFLICT' end::varchar,
                 "licensing"."available_units"(p_service_name, p_document_type, p_document_number, p_feature_code),
                 v_res.expires_at,
                 case when v_res.status = 'HELD' and v_res.expires_at <= v_now then 'EXPIRED' else v_res.status end::varchar;
        return;
      end if;

      perform 1 from "licensing"."licence_balance" b
       where b.document_type_id = p_document_type and b.document_number = p_document_number
         and b.feature_code = p_feature_code and b.service_name = p_service_name
         and b.effective_date <= v_now and b.expiration_date > v_now and b.suspended_on is null
       order by b.id
         for update;

      -- Reservations of this key already due give their units back now, not at the job's next run.
      perform "licensing"."give_back_due_reservations"(p_service_name, array[p_document_type], array[p_document_number], array[p_feature_code]);

      select coalesce(sum(b.total - b.used - b.reserved) filter (where not b.is_unlimited), 0)::bigint,
             coalesce(bool_or(b.is_unlimited), false), count(*) > 0
        into v_available, v_unlimited, v_known
        from "licensing"."licence_balance" b
       where b.document_type_id = p_document_type and b.document_number = p_document_number
         and b.feature_code = p_feature_code and b.service_name = p_service_name
         and b.effective_date <= v_now and b.expiration_date > v_now and b.suspended_on is null;

      if not v_known then
        return query
          select case when exists (select 1 from "licensing"."licence_balance" b
                                    where b.document_type_id = p_document_type and b.document_number = p_document_number
                                      and b.feature_code = p_feature_code and b.service_name = p_service_name
                                      and b.effective_date <= v_now and b.expiration_date > v_now and b.suspended_on is not null)
                      then 'PLAN_SUSPENDED' else 'UNKNOWN_FEATURE' end::varchar,
                 null::bigint, null::timestamptz, null::varchar;
        return;
      end if;
      if not v_unlimited and v_available < p_quantity then
        return query select 'INSUFFICIENT_BALANCE'::varchar, v_available, null::timestamptz, null::varchar;
        return;
      end if;

      v_left := p_quantity;
      for v_balance in
        select b.id, b.total - b.used - b.reserved as left_units, b.is_unlimited
          from "licensing"."licence_balance" b
         where b.document_type_id = p_document_type and b.document_number = p_document_number
           and b.feature_code = p_feature_code and b.service_name = p_service_name
           and b.effective_date <= v_now and b.expiration_date > v_now and b.suspended_on is null
         order by b.expiration_date, b.id
      loop
        exit when v_left = 0;
        v_take := case when v_balance.is_unlimited then v_left else least(v_left, greatest(v_balance.left_units, 0)) end;
        continue when v_take = 0;
        update "licensing"."licence_balance" b set reserved = b.reserved + v_take where b.id = v_balance.id;
        v_allocations := v_allocations || jsonb_build_array(jsonb_build_object('balanceId', v_balance.id, 'quantity', v_take));
        v_left := v_left - v_take;
      end loop;

      v_expires := v_now + make_interval(secs => p_ttl_seconds);
      insert into "licensing"."reservation"
             ("app_name", "reservation_id", "document_type_id", "document_number", "service_name", "feature_code", "quantity",
              "ttl_seconds", "created_at", "expires_at", "status", "allocations")
      values (p_app_name, p_reservation_id, p_document_type, p_document_number, p_service_name, p_feature_code, p_quantity,
              p_ttl_seconds, v_now, v_expires, 'HELD', v_allocations);
      return query
        select 'RESERVED'::varchar, case when v_unlimited then null else v_available - p_quantity end::bigint, v_expires, 'HELD'::varchar;
    end
    $function$;
