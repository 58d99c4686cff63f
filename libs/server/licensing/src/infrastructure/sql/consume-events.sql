-- The consumption rule: decides a batch of events in order under the balances' locks, earliest-expiring balance first; DUPLICATE, EVENT_ID_REUSED, INSUFFICIENT_BALANCE, SUSPENDED (decisions 0010, 0033, 0047).
-- The one source of this function: applied after the migrations whenever this file changes (decision 0072).
CREATE OR REPLACE FUNCTION licensing.consume_events(p_app_name character varying, p_service_name character varying, p_event_ids character varying[], p_document_types integer[], p_document_numbers character varying[], p_feature_codes character varying[], p_quantities integer[], p_occurred_at timestamp with time zone[])
 RETURNS TABLE(ord integer, outcome character varying, available bigint)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_custom_plan'
AS $function$
    declare
      v_count int := coalesce(array_length(p_event_ids, 1), 0);
      v_now timestamptz := now();
      v_key int[];
      v_duplicate boolean[];
      v_reused boolean[];
      v_key_known boolean[];
      v_key_available bigint[];
      v_key_unlimited boolean[];
      v_key_taken bigint[];
      v_key_suspended boolean[];
      v_outcome varchar[];
      v_available bigint[];
      v_start bigint[];
      v_key_count int;
      v_row record;
      i int;
      k int;
    begin
      if v_count = 0 then
        return;
      end if;

      -- An id seen before (kept, or earlier in this call) is DUPLICATE when it names the same customer, feature
      -- and quantity as its first sending, EVENT_ID_REUSED otherwise (decision 0047; occurredAt is not compared).
      select array_agg(e.key_no order by e.ord), array_agg(e.duplicate order by e.ord), array_agg(e.reused order by e.ord),
             max(e.key_no)
        into v_key, v_duplicate, v_reused, v_key_count
        from (select u.ord::int as ord,
                     dense_rank() over (order by u.dt, u.dn collate "C", u.fc collate "C")::int as key_no,
                     (row_number() over same_id > 1 or kept.found is not null) as duplicate,
                     case when kept.found is not null
                          then (kept.dt, kept.dn, kept.fc, kept.quantity) is distinct from (u.dt, u.dn, u.fc, u.quantity)
                          else (first_value(u.dt) over same_id, first_value(u.dn) over same_id, first_value(u.fc) over same_id,
                                first_value(u.quantity) over same_id) is distinct from (u.dt, u.dn, u.fc, u.quantity)
                     end as reused
                from unnest(p_event_ids, p_document_types, p_document_numbers, p_feature_codes, p_quantities)
                     with ordinality as u(eid, dt, dn, fc, quantity, ord)
                -- A lateral probe of the unique index per event: an exists or an = any here may be planned
                -- as one scan of the whole table, which costs more with every event kept.
                left join lateral (select true as found, c.document_type_id as dt, c.document_number as dn,
                                          c.feature_code as fc, c.quantity
                                     from "licensing"."consumption_event" c
                                    where c.app_name = p_app_name and c.event_id = u.eid limit 1) kept on true
              window same_id as (partition by u.eid collate "C" order by u.ord)) e;

      -- The balances are locked only now, all of them in one statement and in id order, as consume_event
      -- and the suspension of a plan lock theirs: no caller holds a balance while it waits for another
      -- one, so callers never wait on each other in a cycle. The keys and the duplicates above are read
      -- outside the lock window, which is what concurrent batches of the same customers wait on.
      perform 1 from "licensing"."licence_balance" b
       where (b.document_type_id, b.document_number, b.feature_code) in
             (select u.dt, u.dn, u.fc from unnest(p_document_types, p_document_numbers, p_feature_codes) as u(dt, dn, fc))
         and b.service_name = p_service_name and b.effective_date <= v_now and b.expiration_date > v_now and b.suspended_on is null
       order by b.id
         for update;

      -- Holds of these keys past their expiry hold nothing from that instant on (decision 0047): they are
      -- given back now, under the locks just taken, before anything is measured; the job only tidies.
      perform "licensing"."give_back_due_reservations"(p_service_name, p_document_types, p_document_numbers, p_feature_codes);

      v_key_known := array_fill(false, array[v_key_count]);
      v_key_available := array_fill(0::bigint, array[v_key_count]);
      v_key_unlimited := array_fill(false, array[v_key_count]);
      v_key_taken := array_fill(0::bigint, array[v_key_count]);
      for v_row in
        select k2.key_no,
               coalesce(sum(b.total - b.used - b.reserved) filter (where not b.is_unlimited), 0)::bigint as available,
               bool_or(b.is_unlimited) as unlimited
          from (select distinct dense_rank() over (order by u.dt, u.dn collate "C", u.fc collate "C")::int as key_no, u.dt, u.dn, u.fc
                  from unnest(p_document_types, p_document_numbers, p_feature_codes) as u(dt, dn, fc)) k2
          join "licensing"."licence_balance" b
            on b.document_type_id = k2.dt and b.document_number = k2.dn and b.feature_code = k2.fc
           and b.service_name = p_service_name and b.effective_date <= v_now and b.expiration_date > v_now and b.suspended_on is null
         group by k2.key_no
      loop
        v_key_known[v_row.key_no] := true;
        v_key_available[v_row.key_no] := v_row.available;
        v_key_unlimited[v_row.key_no] := v_row.unlimited;
      end loop;

      -- A key without a balance to draw from: PLAN_SUSPENDED when the only active balances it has are
      -- suspended (a reversed order, docs/api/licensing.md "Suspensión"), UNKNOWN_FEATURE otherwise.
      v_key_suspended := array_fill(false, array[v_key_count]);
      if false = any(v_key_known) then
        for v_row in
          select k2.key_no
            from (select distinct dense_rank() over (order by u.dt, u.dn collate "C", u.fc collate "C")::int as key_no, u.dt, u.dn, u.fc
                    from unnest(p_document_types, p_document_numbers, p_feature_codes) as u(dt, dn, fc)) k2
           where exists (select 1 from "licensing"."licence_balance" b
                          where b.document_type_id = k2.dt and b.document_number = k2.dn and b.feature_code = k2.fc
                            and b.service_name = p_service_name and b.effective_date <= v_now and b.expiration_date > v_now and b.suspended_on is not null)
        loop
          v_key_suspended[v_row.key_no] := true;
        end loop;
      end if;

      v_outcome := array_fill(null::varchar, array[v_count]);
      v_available := array_fill(null::bigint, array[v_count]);
      v_start := array_fill(null::bigint, array[v_count]);
      for i in 1 .. v_count loop
        k := v_key[i];
        if v_duplicate[i] and v_reused[i] then
          v_outcome[i] := 'EVENT_ID_REUSED';
        elsif not v_key_known[k] then
          v_outcome[i] := case when v_duplicate[i] then 'DUPLICATE' when v_key_suspended[k] then 'PLAN_SUSPENDED' else 'UNKNOWN_FEATURE' end;
        elsif v_duplicate[i] then
          v_outcome[i] := 'DUPLICATE';
          v_available[i] := case when v_key_unlimited[k] then null else v_key_available[k] - v_key_taken[k] end;
        elsif v_key_unlimited[k] or v_key_available[k] - v_key_taken[k] >= p_quantities[i] then
          v_outcome[i] := 'ACCEPTED';
          v_start[i] := v_key_taken[k];
          v_key_taken[k] := v_key_taken[k] + p_quantities[i];
          v_available[i] := case when v_key_unlimited[k] then null else v_key_available[k] - v_key_taken[k] end;
        else
          v_outcome[i] := 'INSUFFICIENT_BALANCE';
          v_available[i] := v_key_available[k] - v_key_taken[k];
        end if;
      end loop;

      with accepted as (
        select u.ord, u.eid, u.dt, u.dn, u.fc, u.quantity, u.occurred_at, u.start
          from unnest(p_event_ids, p_document_types, p_document_numbers, p_feature_codes, p_quantities, p_occurred_at,
                      v_start, v_outcome) with ordinality as u(eid, dt, dn, fc, quantity, occurred_at, start, outcome, ord)
         where u.outcome = 'ACCEPTED'
      ),
      balances as (
        select b.id, b.plan_id, b.document_type_id, b.document_number, b.service_name, b.feature_code, b.feature_name,
               b.total, b.used, b.is_unlimited, b.low_notified_on, b.exhausted_notified_on,
               sum(case when b.is_unlimited then 1e18 else b.total - b.used - b.reserved end)
                 over (partition by b.document_type_id, b.document_number, b.feature_code
                       order by b.expiration_date, b.id rows between unbounded preceding and current row) as upper_bound,
               case when b.is_unlimited then 1e18 else b.total - b.used - b.reserved end as width
          from "licensing"."licence_balance" b
         where (b.document_type_id, b.document_number, b.feature_code) in (select distinct a.dt, a.dn, a.fc from accepted a)
           and b.service_name = p_service_name and b.effective_date <= v_now and b.expiration_date > v_now and b.suspended_on is null
      ),
      allocations as (
        select a.ord, a.occurred_at, b.id as balance_id, b.service_name, b.used, b.total, b.is_unlimited,
               b.low_notified_on is not null as low_notified, b.exhausted_notified_on is not null as exhausted_notified,
               (least(a.start + a.quantity, b.upper_bound) - greatest(a.start, b.upper_bound - b.width))::bigint as quantity
          from accepted a
          join balances b on b.document_type_id = a.dt and b.document_number = a.dn and b.feature_code = a.fc
         where b.upper_bound - b.width < a.start + a.quantity and b.upper_bound > a.start
      ),
      changes as (
        select al.balance_id as id, sum(al.quantity)::bigint as quantity, max(al.occurred_at) as last_use,
               "licensing"."balance_crossing"(al.used, al.used + sum(al.quantity)::bigint, al.total, al.is_unlimited,
                                              al.low_notified, al.exhausted_notified) as crossing
          from allocations al
         group by al.balance_id, al.used, al.total, al.is_unlimited, al.low_notified, al.exhausted_notified
      ),
      updated as materialized (
        update "licensing"."licence_balance" b
           set used = b.used + c.quantity,
               last_use_date = greatest(b.last_use_date, c.last_use),
               low_notified_on = case when c.crossing is not null and b.low_notified_on is null then v_now else b.low_notified_on end,
               exhausted_notified_on = case when c.crossing = 'EXHAUSTED' then v_now else b.exhausted_notified_on end
          from changes c
         where b.id = c.id
        returning b.id, b.plan_id, b.document_type_id, b.document_number, b.service_name, b.feature_code, b.feature_name,
                  b.total, b.used, c.crossing
      ),
      outbox as (
        insert into "kernel"."outbox_message" ("event_name", "payload", "occurred_on")
        select case when u.crossing = 'EXHAUSTED' then 'licensing.BalanceExhausted' else 'licensing.BalanceLow' end,
               jsonb_build_object('balanceId', u.id::text, 'planId', u.plan_id::text, 'documentType', u.document_type_id,
                                  'documentNumber', u.document_number, 'serviceName', u.service_name,
                                  'featureCode', u.feature_code, 'featureName', u.feature_name,
                                  'total', u.total, 'used', u.used,
                                  'occurredOn', to_char(v_now at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
               v_now
          from updated u
         where u.crossing is not null
      )
      insert into "licensing"."consumption_event"
             ("app_name", "event_id", "document_type_id", "document_number", "service_name", "feature_code", "quantity",
              "occurred_at", "recorded_at", "allocations")
      select p_app_name, a.eid, a.dt, a.dn, min(al.service_name), a.fc, a.quantity, a.occurred_at, v_now,
             jsonb_agg(jsonb_build_object('balanceId', al.balance_id, 'quantity', al.quantity) order by al.balance_id)
        from accepted a
        join allocations al on al.ord = a.ord
       group by a.ord, a.eid, a.dt, a.dn, a.fc, a.quantity, a.occurred_at
       -- Rows in event id order: two batches that carry the same new event ids (for different customers)
       -- wait on each other's unique key entries in one order, not in a cycle.
       order by a.eid collate "C";

      return query
        select u.ord::int, u.outcome, u.available
          from unnest(v_outcome, v_available) with ordinality as u(outcome, available, ord);
    end
    $function$;

-- consume_event_group: group commit's statement (decision 0038), built from the body above so the two decide every
-- event alike. It has no plan_cache_mode setting: after five calls on a pooled connection it runs on cached
-- generic plans instead of planning its statements for every small group.
do $copy$
declare
  v_body text;
begin
  select p.prosrc into strict v_body from pg_proc p
   where p.oid = 'licensing.consume_events(varchar, varchar, varchar[], int[], varchar[], varchar[], int[], timestamptz[])'::regprocedure;
  execute format($create$create or replace function licensing.consume_event_group(
      p_app_name varchar, p_service_name varchar, p_event_ids varchar[], p_document_types int[],
      p_document_numbers varchar[], p_feature_codes varchar[], p_quantities int[], p_occurred_at timestamptz[])
    returns table (ord int, outcome varchar, available bigint)
    language plpgsql volatile as %L$create$, v_body);
end
$copy$;
