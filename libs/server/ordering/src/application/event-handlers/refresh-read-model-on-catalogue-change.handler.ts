import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { PackageChangedEvent, PackageDeactivatedEvent, PackagePublishedEvent, PromoCodeChangedEvent } from '@lic/server-catalogue';
import { CatalogueReadModelUpdater } from '../support/catalogue-read-model-updater';

type CatalogueEvent = PackagePublishedEvent | PackageChangedEvent | PackageDeactivatedEvent | PromoCodeChangedEvent;

/** Keeps the storefront's read model (and through it every replica's cache) in step with the catalogue. */
@EventsHandler(PackagePublishedEvent, PackageChangedEvent, PackageDeactivatedEvent, PromoCodeChangedEvent)
export class RefreshReadModelOnCatalogueChange implements IEventHandler<CatalogueEvent> {
  private readonly logger = new Logger('CatalogueReadModel');

  constructor(private readonly updater: CatalogueReadModelUpdater) {}

  async handle(event: CatalogueEvent): Promise<void> {
    try {
      if (event instanceof PromoCodeChangedEvent) await this.updater.refreshPromoCodes();
      else await this.updater.refreshPackages([event.packageId]);
    } catch (error) {
      this.logger.error(`read model not updated for ${event.constructor.name}: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
}
