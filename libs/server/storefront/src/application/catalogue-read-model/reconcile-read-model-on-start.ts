import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CatalogueReadModelUpdater } from './catalogue-read-model-updater';

/**
 * Fills the read model from the catalogue when the API starts (a new database, events missed while no
 * replica ran, a read model dropped on purpose). Idempotent; every replica may do it.
 */
@Injectable()
export class ReconcileReadModelOnStart implements OnApplicationBootstrap {
  private readonly logger = new Logger('CatalogueReadModel');

  constructor(private readonly updater: CatalogueReadModelUpdater) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.updater.reconcile();
    } catch (error) {
      // Before the first migration there is nothing to fill; the events fill it later.
      this.logger.error(`the storefront read model was not reconciled: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
