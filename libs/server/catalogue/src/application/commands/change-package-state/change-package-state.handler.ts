import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvents } from '@lic/server-kernel';
import { CatalogueMessage } from '../../../domain/catalogue.messages';
import { CatalogueRuleError } from '../../../domain/catalogue.errors';
import { EntityState } from '../../../domain/entity-state';
import { packageEventFor } from '../../../domain/events/package-event-for';
import { Package } from '../../../domain/package.entity';
import { toPackageSnapshot } from '../../../domain/package-snapshot';
import { loadPackage } from '../../../infrastructure/package-loading';
import { ChangePackageStateCommand } from './change-package-state.command';

@CommandHandler(ChangePackageStateCommand)
export class ChangePackageStateHandler implements ICommandHandler<ChangePackageStateCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, idstate }: ChangePackageStateCommand): Promise<void> {
    const pkg = await loadPackage(this.em, id);
    if (!pkg) throw new CatalogueRuleError('CATALOGUE.PACKAGE_NOT_FOUND', CatalogueMessage.packageNotFound);
    const activeSiblings = await this.em.count(Package, {
      packageType: pkg.packageType.id,
      relevance: pkg.relevance,
      idstate: EntityState.ACTIVE,
      id: { $ne: pkg.id },
    });
    const stateBefore = pkg.idstate;
    if (!pkg.changeState(idstate, activeSiblings)) return;
    recordEvents(this.em, packageEventFor(stateBefore, toPackageSnapshot(pkg)));
    await this.em.flush();
  }
}
