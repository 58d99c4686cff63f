import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogueMessage } from '../../../domain/catalogue.messages';
import { CatalogueRuleError } from '../../../domain/catalogue.errors';
import { EntityState, stateFromStatus } from '../../../domain/entity-state';
import { Package } from '../../../domain/package.entity';
import { Service } from '../../../domain/service.entity';
import { ChangeServiceStateCommand } from './change-service-state.command';

@CommandHandler(ChangeServiceStateCommand)
export class ChangeServiceStateHandler implements ICommandHandler<ChangeServiceStateCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, active }: ChangeServiceStateCommand): Promise<void> {
    const service = await this.em.findOne(Service, { id });
    if (!service) throw new CatalogueRuleError('CATALOGUE.SERVICE_NOT_FOUND', CatalogueMessage.serviceNotFound);
    // An active package must keep every one of its services sellable.
    if (!active && (await this.em.count(Package, { services: { id }, idstate: EntityState.ACTIVE })) > 0) {
      throw new CatalogueRuleError('CATALOGUE.SERVICE_IN_USE', CatalogueMessage.serviceInUse);
    }
    service.changeState(stateFromStatus(active));
    await this.em.flush();
  }
}
