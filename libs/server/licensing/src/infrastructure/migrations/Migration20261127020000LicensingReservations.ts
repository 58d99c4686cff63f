import { Migration } from '@mikro-orm/migrations';
import { Migration20261125090000LicensingSuspensionAndLockOrder } from './Migration20261125090000LicensingSuspensionAndLockOrder';

/**
 * Issue 16 (the apps' platform), parts 1 and 2: reservations and entitlements (decision 0033;
 * docs/api/licensing.md "Reservas", "Derechos").
 *
 * - `licence_balance.reserved`: units held by reservations not yet committed or released. What a
 *   balance still offers is `total − used − reserved` everywhere; the check keeps `used + reserved ≤ total`.
 * - `reservation`: one row per (app, reservationId), HELD until committed, released or expired, with the
 *   balances it holds units of (`allocations`, as consumption_event's).
 * - consume_events / consume_event redefined (the text of 20261125090000 with `- reserved` wherever
 *   they measure what is left): an event needs `used + reserved + quantity ≤ total`.
 * - reserve_units / commit_reservation / release_reservation: every one locks the balances it touches in
 *   id order first, then the reservation row (the order of consumption and of the suspension of a plan),
 *   so none of them waits on another in a cycle. Committing moves the units from reserved to used and is
 *   never refused for want of balance; it writes a consumption event (id `reserva:` + reservationId) and
 *   the BalanceLow / BalanceExhausted crossings as consumption does.
 */
export class Migration20261127020000LicensingReservations extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "licensing"."licence_balance" add column "reserved" bigint not null default 0;');
    this.addSql(
      'alter table "licensing"."licence_balance" add constraint "licence_balance_reserved_check" check ("reserved" >= 0 and ("is_unlimited" or "used" + "reserved" <= "total"));',
    );
    this.addSql(`create table "licensing"."reservation" (
      "app_name" varchar(30) not null,
      "reservation_id" varchar(90) not null,
      "document_type_id" int not null,
      "document_number" varchar(15) not null,
      "service_name" varchar(50) not null,
      "feature_code" varchar(50) not null,
      "quantity" int not null,
      "ttl_seconds" int not null,
      "created_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "status" varchar(10) not null,
      "settled_at" timestamptz null,
      "event_id" varchar(100) null,
      "allocations" jsonb not null,
      primary key ("app_name", "reservation_id"),
      constraint "reservation_status_check" check ("status" in ('HELD', 'COMMITTED', 'RELEASED', 'EXPIRED'))
    );`);
    this.addSql('create index "reservation_due_index" on "licensing"."reservation" ("expires_at") where "status" = \'HELD\';');
    this.addSql(
      'create index "reservation_held_key_index" on "licensing"."reservation" ("document_type_id", "document_number", "feature_code") where "status" = \'HELD\';',
    );

    // consume_events and consume_event of 20261125090000, measuring what is left as total − used − reserved.
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

      select array_agg(e.key_no order by e.ord), array_agg(e.duplicate order by e.ord), max(e.key_no)
        into v_key, v_duplicate, v_key_count
        from (select u.ord::int as ord,
                     dense_rank() over (order by u.dt, u.dn collate "C", u.fc collate "C")::int as key_no,
                     (row_number() over (partition by u.eid collate "C" order by u.ord) > 1 or kept.found is not null) as duplicate
                from unnest(p_event_ids, p_document_types, p_document_numbers, p_feature_codes)
                     with ordinality as u(eid, dt, dn, fc, ord)
                -- A lateral probe of the unique index per event: an exists or an = any here may be planned
                -- as one scan of the whole table, which costs more with every event kept.
                left join lateral (select true as found from "licensing"."consumption_event" c
                                    where c.app_name = p_app_name and c.event_id = u.eid limit 1) kept on true) e;

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
        if not v_key_known[k] then
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
    // One event. When the customer's feature has several balances, all of them are locked first, in one
    // statement and in id order (the order consume_events and the suspension of a plan lock in), and only
    // then is anything decided: a transaction never holds one balance while waiting for another. With one
    // balance (the common case, and the cost of the baseline) the conditional update is the only lock. The
    // common case (the earliest-expiring balance with units left covers the event, the event is new) is
    // then one update plus the event row; anything else (split, insufficient, suspended, unknown,
    // duplicate) goes through consume_events, which locks the same balances in id order (held ones again).
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
          if v_candidates = 1 and (v_balance.is_unlimited or v_balance.used + v_balance.reserved < v_balance.total) then
            v_pick_id := v_balance.id;
            v_pick_unlimited := v_balance.is_unlimited;
            v_pick_left := v_balance.total - v_balance.used - v_balance.reserved;
          end if;
        end loop;

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

    // Gives a HELD reservation's units back to its balances: p_status RELEASED (the app released it) or
    // EXPIRED (the scheduled job, or a reservation of the same key that found it due); one past its
    // expiry is EXPIRED whoever asks. p_only_due leaves one not yet due alone. The answer is the
    // reservation's status afterwards (NOT_FOUND when there is none), with its key.
    this.addSql(`create or replace function "licensing"."give_back_reservation"(
      p_app_name varchar, p_reservation_id varchar, p_status varchar, p_only_due boolean)
    returns table ("outcome" varchar, "document_type_id" int, "document_number" varchar, "feature_code" varchar)
    language plpgsql volatile as $fn$
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
    $fn$;`);

    // What the customer's active, unsuspended balances of a feature still offer (null when unlimited or
    // when there are none): the figure every reservation answer carries.
    this.addSql(`create or replace function "licensing"."available_units"(
      p_service_name varchar, p_document_type int, p_document_number varchar, p_feature_code varchar)
    returns bigint language sql stable as $fn$
      select case when bool_or(b.is_unlimited) or count(*) = 0 then null
                  else sum(b.total - b.used - b.reserved) end::bigint
        from "licensing"."licence_balance" b
       where b.document_type_id = p_document_type and b.document_number = p_document_number
         and b.feature_code = p_feature_code and b.service_name = p_service_name
         and b.effective_date <= now() and b.expiration_date > now() and b.suspended_on is null
    $fn$;`);

    // A reservation: the balances of the key locked in id order, the key's due reservations given back,
    // then the units held from the earliest-expiring balance on (split across plans as consumption
    // does), never beyond total − used − reserved. Outcomes: RESERVED; REPLAY / CONFLICT when the id is
    // taken with the same / another request; INSUFFICIENT_BALANCE (with available); UNKNOWN_FEATURE;
    // PLAN_SUSPENDED. A refused reservation is not stored.
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
                 v_res.expires_at, v_res.status::varchar;
        return;
      end if;

      perform 1 from "licensing"."licence_balance" b
       where b.document_type_id = p_document_type and b.document_number = p_document_number
         and b.feature_code = p_feature_code and b.service_name = p_service_name
         and b.effective_date <= v_now and b.expiration_date > v_now and b.suspended_on is null
       order by b.id
         for update;

      -- Reservations of this key already due give their units back now, not at the job's next run.
      for v_res in
        select r.app_name, r.reservation_id from "licensing"."reservation" r
         where r.status = 'HELD' and r.document_type_id = p_document_type and r.document_number = p_document_number
           and r.feature_code = p_feature_code and r.expires_at <= v_now
      loop
        perform 1 from "licensing"."give_back_reservation"(v_res.app_name, v_res.reservation_id, 'EXPIRED', true);
      end loop;

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

    // Commits a HELD reservation: its units move from reserved to used on the balances it holds (never
    // refused: they were set aside), a consumption event p_event_id is written with the same allocations,
    // and the BalanceLow / BalanceExhausted crossings go to the outbox as consumption's do. Outcomes:
    // ACCEPTED; DUPLICATE (committed before); EXPIRED (due: given back now if the job has not);
    // RELEASED; NOT_FOUND; EVENT_ID_TAKEN (the app already sent an event with that id). available: the
    // key's figure afterwards.
    this.addSql(`create or replace function "licensing"."commit_reservation"(
      p_app_name varchar, p_reservation_id varchar, p_event_id varchar)
    returns table ("outcome" varchar, "available" bigint, "document_type_id" int, "document_number" varchar, "feature_code" varchar)
    language plpgsql volatile as $fn$
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
    $fn$;`);
  }

  override async down(): Promise<void> {
    // The functions of migration 20261125090000, as they were.
    const previous = new Migration20261125090000LicensingSuspensionAndLockOrder(this.driver, this.config);
    await previous.up();
    for (const query of previous.getQueries()) {
      if (typeof query === 'string' && query.startsWith('create or replace function "licensing"."consume_')) this.addSql(query);
    }
    this.addSql('drop function if exists "licensing"."commit_reservation"(varchar, varchar, varchar);');
    this.addSql('drop function if exists "licensing"."reserve_units"(varchar, varchar, varchar, int, varchar, varchar, int, int);');
    this.addSql('drop function if exists "licensing"."available_units"(varchar, int, varchar, varchar);');
    this.addSql('drop function if exists "licensing"."give_back_reservation"(varchar, varchar, varchar, boolean);');
    this.addSql('drop table if exists "licensing"."reservation";');
    this.addSql('alter table "licensing"."licence_balance" drop constraint "licence_balance_reserved_check";');
    this.addSql('alter table "licensing"."licence_balance" drop column "reserved";');
  }
}
