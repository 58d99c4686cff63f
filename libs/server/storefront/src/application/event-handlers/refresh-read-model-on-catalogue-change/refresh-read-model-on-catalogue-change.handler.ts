import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { PackageChangedEvent, PackageDeactivatedEvent, PackagePublishedEvent, PromoCodeChangedEvent } from '@lic/server-catalogue-api';
import { CatalogueReadModelUpdater } from '../../catalogue-read-model/catalogue-read-model-updater';

type CatalogueEvent = PackagePublishedEvent | PackageChangedEvent | PackageDeactivatedEvent | PromoCodeChangedEvent;

/**
 * Keeps the storefront's read model (and through it every replica's cache) in step with the catalogue.
 * It copies the catalogue's current state, so a replay or a late retry writes the same rows again.
 */
@EventsHandler(PackagePublishedEvent, PackageChangedEvent, PackageDeactivatedEvent, PromoCodeChangedEvent)
export class RefreshReadModelOnCatalogueChange implements IEventHandler<CatalogueEvent> {
  constructor(private readonly updater: CatalogueReadModelUpdater) {}

  async handle(event: CatalogueEvent): Promise<void> {
    if (event instanceof PromoCodeChangedEvent) await this.updater.refreshPromoCodes();
    else await this.updater.refreshPackages([event.packageId]);
  }
}
