-- What a balance holds now: its reserved units less those of HELD reservations already due (decision 0047).
-- The one source of this function: applied after the migrations whenever this file changes (decision 0072).
CREATE OR REPLACE FUNCTION licensing.held_units(b licensing.licence_balance)
 RETURNS bigint
 LANGUAGE sql
 STABLE
AS $function$
      select case when b.reserved = 0 then 0::bigint
                  else b.reserved - coalesce((select sum((a ->> 'quantity')::bigint)
                                                from "licensing"."reservation" r
                                                cross join lateral jsonb_array_elements(r.allocations) a
                                               where r.status = 'HELD' and r.expires_at <= now()
                                                 and r.document_type_id = b.document_type_id
                                                 and r.document_number = b.document_number
                                                 and r.feature_code = b.feature_code
                                                 and (a ->> 'balanceId')::bigint = b.id), 0)::bigint end
    $function$;
