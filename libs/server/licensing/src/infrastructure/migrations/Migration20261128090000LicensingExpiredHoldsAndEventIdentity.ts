import { Migration } from '@mikro-orm/migrations';
import { copyOfConsumeEvents } from './Migration20261127080000LicensingConsumptionGroupStatement';
import { Migration20261127020000LicensingReservations } from './Migration20261127020000LicensingReservations';

/** The functions this migration replaces, by the start of their text (down() takes them back from 20261127020000). */
const REPLACED = ['consume_events', 'consume_event', 'available_units', 'reserve_units'];

/**
 * Issue 21 §6 (decision 0047; docs/api/licensing.md "Consumo", "Reservas"):
 *
 * - A reservation stops holding at its expiry instant, not when the expiry job passes. `held_units(b)` is
 *   what a balance holds for reservations not yet due; `available_units` (every reservation answer) and the
 *   entitlement read measure with it. `give_back_due_reservations` gives the due holds of some keys back;
 *   consume_events calls it under its balance locks before measuring, consume_event hands a key with a due
 *   hold to consume_events, and reserve_units calls it after locking the key (as it did inline). A replayed
 *   reservation that is due answers EXPIRED. The job only tidies the holds nobody touched.
 * - An event id sent again with another customer, feature or quantity (than the event kept, or than its first
 *   copy in the same call) is EVENT_ID_REUSED, no longer DUPLICATE; the same body stays DUPLICATE.
 *
 * consume_events and consume_event are the text of 20261127020000 with those changes; consume_event_group
 * is copied from consume_events again (20261127080000).
 */
export class Migration20261128090000LicensingExpiredHoldsAndEventIdentity extends Migration {
  override async up(): Promise<void> {
    // What a balance holds now: its reserved units less those of HELD reservations already due.
    this.addSql(`create or replace function "licensing"."held_units"(b "licensing"."licence_balance")
    returns bigint language sql stable as $fn$
      select case when b.reserved = 0 then 0::bigint
                  else b.reserved - coalesce((select sum((a ->> 'quantity')::bigint)
                                                from "licensing"."reservation" r
                                                cross join lateral jsonb_array_elements(r.allocations) a
                                               where r.status = 'HELD' and r.expires_at <= now()
                                                 and r.document_type_id = b.document_type_id
                                                 and r.document_number = b.document_number
                                                 and r.feature_code = b.feature_code
                                                 and (a ->> 'balanceId')::bigint = b.id), 0)::bigint end
    $fn$;`);

    // Gives back the HELD reservations of these keys that are due (status EXPIRED), one after the other. The
    // caller holds the locks of the keys' active balances, so the balances give_back_reservation locks are
    // (but for a balance that expired or was suspended since) locks it holds already.
    this.addSql(`create or replace function "licensing"."give_back_due_reservations"(
      p_service_name varchar, p_document_types int[], p_document_numbers varchar[], p_feature_codes varchar[])
    returns int language plpgsql volatile as $fn$
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
    $fn$;`);

    // What the customer's active, unsuspended balances of a feature still offer (null when unlimited or when
    // there are none), holds past their expiry not counted.
    this.addSql(`create or replace function "licensing"."available_units"(
      p_service_name varchar, p_document_type int, p_document_number varchar, p_feature_code varchar)
    returns bigint language sql stable as $fn$
      select case when bool_or(b.is_unlimited) or count(*) = 0 then null
                  else sum(b.total - b.used - "licensing"."held_units"(b)) end::bigint
        from "licensing"."licence_balance" b
       where b.document_type_id = p_document_type and b.document_number = p_document_number
         and b.feature_code = p_feature_code and b.service_name = p_service_name
         and b.effective_date <= now() and b.expiration_date > now() and b.suspended_on is null
    $fn$;`);

    // consume_events of 20261127020000: EVENT_ID_REUSED, and due holds given back before measuring.
    this.addSql(`create or replace function "licensing"."consume_events"(
      p_app_name varchar, p_service_name varchar, p_event_ids varchar[], p_document_types int[],
      p_document_numbers varchar[], p_feature_codes varchar[], p_quantities int[], p_occurred_at timestamptz[])
    returns table ("ord" int, "outcome" varchar, "available" bigint)
    -- Custom plans for the statements below: their generic plans, which a pooled connection switches
    -- to after five calls, know nothing of the arrays and take twice as long for a batch of 1,000.
    language plpgsql volatile set plan_cache_mode = force_custom_plan as $fn$
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
    $fn$;`);

    // consume_event of 20261127020000: a key with a due hold goes to consume_events.
    this.addSql(`create or replace function "licensing"."consume_event"(
      p_app_name varchar, p_service_name varchar, p_event_id varchar, p_document_type int,
      p_document_number varchar, p_feature_code varchar, p_quantity int, p_occurred_at timestamptz)
    returns table ("outcome" varchar, "available" bigint)
    language plpgsql volatile as $fn$
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
    $fn$;`);

    // reserve_units of 20261127020000: due holds given back by give_back_due_reservations; a due replay reads EXPIRED.
    this.addSql(`create or replace function "licensing"."reserve_units"(
      p_app_name varchar, p_service_name varchar, p_reservation_id varchar, p_document_type int,
      p_document_number varchar, p_feature_code varchar, p_quantity int, p_ttl_seconds int)
    returns table ("outcome" varchar, "available" bigint, "expires_at" timestamptz, "status" varchar)
    language plpgsql volatile as $fn$
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
    $fn$;`);

    this.addSql(copyOfConsumeEvents());
  }

  override async down(): Promise<void> {
    const previous = new Migration20261127020000LicensingReservations(this.driver, this.config);
    await previous.up();
    for (const query of previous.getQueries()) {
      if (typeof query === 'string' && REPLACED.some((name) => query.startsWith(`create or replace function "licensing"."${name}"(`)))
        this.addSql(query);
    }
    this.addSql(copyOfConsumeEvents());
    this.addSql('drop function if exists "licensing"."give_back_due_reservations"(varchar, int[], varchar[], varchar[]);');
    this.addSql('drop function if exists "licensing"."held_units"("licensing"."licence_balance");');
  }
}
