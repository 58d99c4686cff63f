-- Gives back the HELD reservations of these keys that are due, one after the other; the caller holds the keys' balance locks (decision 0047).
-- The one source of this function: applied after the migrations whenever this file changes (decision 0072).
CREATE OR REPLACE FUNCTION licensing.give_back_due_reservations(p_service_name character varying, p_document_types integer[], p_document_numbers character varying[], p_feature_codes character varying[])
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
    declare
      v_res record;
      v_count int := 0;
    begin
      for v_res in
        select r.app_name, r.reservation_id from "licensing"."reservation" r
         where r.status = 'HELD' and r.expires_at <= now() and r.service_name = p_service_name
           and (r.document_type_id, r.document_number, r.feature_code) in
               (select u.dt, u.dn, u.fc from unnest(p_document_types, p_document_numbers, p_feature_codes) as u(dt, dn, fc))
         order by r.app_name, r.reservation_id
      loop
        perform 1 from "licensing"."give_back_reservation"(v_res.app_name, v_res.reservation_id, 'EXPIRED', true);
        v_count := v_count + 1;
      end loop;
      return v_count;
    end
    $function$;
