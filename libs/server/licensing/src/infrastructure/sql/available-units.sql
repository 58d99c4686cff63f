-- What a customer may still consume of a feature now: active, unsuspended balances, less what is held (decisions 0033, 0047).
-- The one source of this function: applied after the migrations whenever this file changes (decision 0072).
CREATE OR REPLACE FUNCTION licensing.available_units(p_service_name character varying, p_document_type integer, p_document_number character varying, p_feature_code character varying)
 RETURNS bigint
 LANGUAGE sql
 STABLE
AS $function$
      select case when bool_or(b.is_unlimited) or count(*) = 0 then null
                  else sum(b.total - b.used - "licensing"."held_units"(b)) end::bigint
        from "licensing"."licence_balance" b
       where b.document_type_id = p_document_type and b.document_number = p_document_number
         and b.feature_code = p_feature_code and b.service_name = p_service_name
         and b.effective_date <= now() and b.expiration_date > now() and b.suspended_on is null
    $function$;
