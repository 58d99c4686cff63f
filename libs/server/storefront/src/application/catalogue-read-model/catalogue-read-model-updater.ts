import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListPackageSnapshotsQuery, ListPromoCodeSnapshotsQuery } from '@lic/server-catalogue-api';
import { StorefrontCache } from '../../infrastructure/cache/storefront-cache';
import { CatalogueReadModel } from '../../infrastructure/read-model/catalogue-read-model';

/**
 * Brings the read model up to date with the catalogue. It always asks the catalogue for the current
 * snapshot (ListPackageSnapshotsQuery, ListPromoCodeSnapshotsQuery) under the read model's lock rather
 * than trusting the event's payload, so replayed, duplicated or reordered events change nothing twice
 * and never put an older state back.
 *
 * Writes run one at a time per replica (a write holds a connection for its transaction and needs a
 * second one to read the catalogue: many at once would exhaust the pool), and package ids that arrive
 * while a write runs are refreshed together by the next one.
 */
@Injectable()
export class CatalogueReadModelUpdater {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly pendingPackages = new Set<number>();
  private promoCodesPending = false;

  constructor(
    private readonly queryBus: QueryBus,
    private readonly readModel: CatalogueReadModel,
    private readonly cache: StorefrontCache,
  ) {}

  refreshPackages(packageIds: number[]): Promise<void> {
    for (const id of packageIds) this.pendingPackages.add(id);
    return this.serially(async () => {
      if (this.pendingPackages.size === 0) return;
      const ids = [...this.pendingPackages];
      this.pendingPackages.clear();
      try {
        await this.readModel.write(
          () => this.queryBus.execute(new ListPackageSnapshotsQuery(ids)),
          (tx, snapshots) => this.readModel.upsertPackages(tx, snapshots),
          'packages',
        );
      } catch (error) {
        for (const id of ids) this.pendingPackages.add(id);
        throw error;
      }
    });
  }

  refreshPromoCodes(): Promise<void> {
    this.promoCodesPending = true;
    return this.serially(async () => {
      if (!this.promoCodesPending) return;
      this.promoCodesPending = false;
      try {
        await this.readModel.write(
          () => this.queryBus.execute(new ListPromoCodeSnapshotsQuery()),
          async (tx, snapshots) => {
            await this.readModel.upsertPromoCodes(tx, snapshots);
            await this.readModel.keepOnlyPromoCodes(
              tx,
              snapshots.map((s) => s.promoCodeId),
            );
          },
          'promo-codes',
        );
      } catch (error) {
        this.promoCodesPending = true;
        throw error;
      }
    });
  }

  /** The whole read model from the catalogue: what is missing is added, what is gone is removed. */
  reconcile(): Promise<void> {
    return this.serially(() =>
      this.readModel.write(
        async () => ({
          packages: await this.queryBus.execute(new ListPackageSnapshotsQuery()),
          promoCodes: await this.queryBus.execute(new ListPromoCodeSnapshotsQuery()),
        }),
        async (tx, { packages, promoCodes }) => {
          await this.readModel.upsertPackages(tx, packages);
          await this.readModel.keepOnlyPackages(
            tx,
            packages.map((p) => p.packageId),
          );
          await this.readModel.upsertPromoCodes(tx, promoCodes);
          await this.readModel.keepOnlyPromoCodes(
            tx,
            promoCodes.map((p) => p.promoCodeId),
          );
        },
        'reconcile',
      ),
    );
  }

  /** Runs after every write queued before it; the local cache is emptied once the write committed. */
  private serially(work: () => Promise<void>): Promise<void> {
    const run = this.tail.then(async () => {
      await work();
      this.cache.invalidate();
    });
    this.tail = run.catch(() => undefined);
    return run;
  }
}
