import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ReadReplicas } from '@lic/server-kernel';
import type { PackageSnapshot, PromoCodeSnapshot } from '@lic/server-catalogue-api';
import type { LicencePriceType } from '@lic/shared-api-types';
import type { StoredPackageSnapshot } from '../../domain/storefront-package';

/** Channel of the PostgreSQL notification that tells every replica the read model changed. */
export const CATALOGUE_CHANGED_CHANNEL = 'ordering_catalogue_changed';
/** One advisory lock serialises every writer of the read model, on every replica. */
const WRITE_LOCK = `select pg_advisory_xact_lock(hashtext('ordering.catalogue_read_model'))`;

export interface PriceTierRow {
  type: LicencePriceType;
  packageCode: string;
  quantity: number;
  price: number;
}

type Tx = EntityManager;

const run = async <T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> =>
  em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());

/** What a load must include beside the user's last write: a change's WAL position (StorefrontCache.readModelPosition). */
export interface ReadModelLoad {
  mustSee?: number;
}

/**
 * The ordering context's read model of the catalogue (schema ordering): packages and promo codes as
 * their snapshots, promo-code uses per period and price tiers. Writers take one advisory lock and
 * notify CATALOGUE_CHANGED_CHANNEL in their transaction, so every replica learns of the change when it
 * commits. Parameters travel as JSON text, the one binding that needs no driver-specific array handling.
 * The loads of packages, service names and price tiers read a database read replica when
 * ReadReplicas allows it (a GET that need not see a newer write); promo codes and their uses, which
 * decide whether a code may still be used, always read the primary.
 */
@Injectable()
export class CatalogueReadModel {
  constructor(
    private readonly em: EntityManager,
    private readonly replicas: ReadReplicas,
  ) {}

  private async load<T>(sql: string, params: unknown[] = [], options: ReadModelLoad = {}): Promise<T[]> {
    const connection = await this.replicas.connectionType(options);
    return this.em.getConnection(connection).execute<T[]>(sql, params, 'all');
  }

  /**
   * Runs `write` under the read model's lock; `load` is called after the lock is held, so it reads the
   * catalogue as the last committed change left it (events of one package may be handled out of order
   * or on two replicas at once: whoever writes last writes the newest state).
   */
  async write<T>(load: () => Promise<T>, write: (tx: Tx, loaded: T) => Promise<void>, reason: string): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      await run(tx, WRITE_LOCK);
      const loaded = await load();
      await write(tx, loaded);
      await run(tx, 'select pg_notify(?, ?)', [CATALOGUE_CHANGED_CHANNEL, reason]);
    });
  }

  async upsertPackages(tx: Tx, snapshots: readonly PackageSnapshot[]): Promise<void> {
    if (snapshots.length === 0) return;
    await run(
      tx,
      `insert into "ordering"."catalogue_package"
         ("package_id", "package_code", "service_names", "idstate", "public_visibility", "customer_ids", "snapshot", "updated_on")
       select (e->>'packageId')::int, e->>'packageCode',
              array(select upper(s->>'serviceName') from jsonb_array_elements(e->'services') s),
              (e->>'idstate')::smallint, (e->>'publicVisibility')::boolean,
              array(select jsonb_array_elements_text(e->'customerIds')), e, now()
         from jsonb_array_elements(?::jsonb) e
       on conflict ("package_id") do update set
         "package_code" = excluded."package_code", "service_names" = excluded."service_names", "idstate" = excluded."idstate",
         "public_visibility" = excluded."public_visibility", "customer_ids" = excluded."customer_ids",
         "snapshot" = excluded."snapshot", "updated_on" = excluded."updated_on"`,
      [JSON.stringify(snapshots)],
    );
  }

  /** Removes the packages the catalogue no longer has (a full reconcile). */
  async keepOnlyPackages(tx: Tx, packageIds: readonly number[]): Promise<void> {
    await run(
      tx,
      `delete from "ordering"."catalogue_package"
        where "package_id" not in (select (jsonb_array_elements_text(?::jsonb))::int)`,
      [JSON.stringify(packageIds)],
    );
  }

  async upsertPromoCodes(tx: Tx, snapshots: readonly PromoCodeSnapshot[]): Promise<void> {
    if (snapshots.length === 0) return;
    // A code renamed to another's old name: free the names first, the unique index checks each row.
    await run(
      tx,
      `delete from "ordering"."promotion_code" p
        using jsonb_array_elements(?::jsonb) e
        where upper(e->>'promotionCode') = p."promotion_code" and (e->>'promoCodeId')::int <> p."promo_code_id"`,
      [JSON.stringify(snapshots)],
    );
    await run(
      tx,
      `insert into "ordering"."promotion_code" ("promo_code_id", "promotion_code", "idstate", "snapshot", "updated_on")
       select (e->>'promoCodeId')::int, upper(e->>'promotionCode'), (e->>'idstate')::smallint, e, now()
         from jsonb_array_elements(?::jsonb) e
       on conflict ("promo_code_id") do update set
         "promotion_code" = excluded."promotion_code", "idstate" = excluded."idstate",
         "snapshot" = excluded."snapshot", "updated_on" = excluded."updated_on"`,
      [JSON.stringify(snapshots)],
    );
  }

  async keepOnlyPromoCodes(tx: Tx, promoCodeIds: readonly number[]): Promise<void> {
    await run(
      tx,
      `delete from "ordering"."promotion_code"
        where "promo_code_id" not in (select (jsonb_array_elements_text(?::jsonb))::int)`,
      [JSON.stringify(promoCodeIds)],
    );
  }

  /** Active packages of any of the services (every service when null). */
  async activePackages(serviceNames: readonly string[] | null, options: ReadModelLoad = {}): Promise<StoredPackageSnapshot[]> {
    const rows =
      serviceNames === null
        ? await this.load<{ snapshot: StoredPackageSnapshot }>(
            `select "snapshot" from "ordering"."catalogue_package" where "idstate" = 0`,
            [],
            options,
          )
        : await this.load<{ snapshot: StoredPackageSnapshot }>(
            `select "snapshot" from "ordering"."catalogue_package"
              where "idstate" = 0 and "service_names" && array(select jsonb_array_elements_text(?::jsonb))`,
            [JSON.stringify(serviceNames)],
            options,
          );
    return rows.map((row) => row.snapshot);
  }

  /** The packages with these ids, active or not. */
  async packagesById(packageIds: readonly number[]): Promise<StoredPackageSnapshot[]> {
    if (packageIds.length === 0) return [];
    const rows = await this.load<{ snapshot: StoredPackageSnapshot }>(
      `select "snapshot" from "ordering"."catalogue_package" where "package_id" in (select (jsonb_array_elements_text(?::jsonb))::int)`,
      [JSON.stringify(packageIds)],
    );
    return rows.map((row) => row.snapshot);
  }

  async packagesByCode(packageCodes: readonly string[]): Promise<StoredPackageSnapshot[]> {
    if (packageCodes.length === 0) return [];
    const rows = await this.load<{ snapshot: StoredPackageSnapshot }>(
      `select "snapshot" from "ordering"."catalogue_package" where "package_code" in (select jsonb_array_elements_text(?::jsonb))`,
      [JSON.stringify(packageCodes)],
    );
    return rows.map((row) => row.snapshot);
  }

  /** Upper-case names of every service some package of the read model belongs to. */
  async serviceNames(options: ReadModelLoad = {}): Promise<string[]> {
    const rows = await this.load<{ name: string }>(
      `select distinct unnest("service_names") as "name" from "ordering"."catalogue_package"`,
      [],
      options,
    );
    return rows.map((row) => row.name);
  }

  /** The promo code by its code, without case and spaces; null when the catalogue has none. */
  async promoCode(code: string): Promise<PromoCodeSnapshot | null> {
    const rows = await run<{ snapshot: PromoCodeSnapshot }>(
      this.em.fork(),
      `select "snapshot" from "ordering"."promotion_code" where "promotion_code" = ?`,
      [code.replace(/\s+/g, '').toUpperCase()],
    );
    return rows[0]?.snapshot ?? null;
  }

  async usesInPeriod(promoCodeId: number, period: string): Promise<number> {
    const rows = await run<{ uses: number }>(
      this.em.fork(),
      `select "uses" from "ordering"."promotion_code_use" where "promo_code_id" = ? and "period" = ?`,
      [promoCodeId, period],
    );
    return rows[0]?.uses ?? 0;
  }

  /** Counts one use of the promo code in the period (when its order is paid). */
  async addUse(em: EntityManager, promoCodeId: number, period: string): Promise<void> {
    await run(
      em,
      `insert into "ordering"."promotion_code_use" ("promo_code_id", "period", "uses") values (?, ?, 1)
       on conflict ("promo_code_id", "period") do update set "uses" = "ordering"."promotion_code_use"."uses" + 1`,
      [promoCodeId, period],
    );
  }

  async priceTiers(type: LicencePriceType): Promise<PriceTierRow[]> {
    const rows = await this.load<{ type: LicencePriceType; package_code: string; quantity: number; price: string }>(
      `select "type", "package_code", "quantity", "price" from "ordering"."price_tier" where "type" = ? order by "package_code", "quantity"`,
      [type],
    );
    return rows.map((row) => ({ type: row.type, packageCode: row.package_code, quantity: row.quantity, price: Number(row.price) }));
  }
}
