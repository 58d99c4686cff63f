import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogueMessage } from '../../../domain/catalogue.messages';
import { CatalogueRuleError } from '../../../domain/catalogue.errors';
import { EntityState, stateFromStatus } from '../../../domain/entity-state';
import { FeatureType } from '../../../domain/feature-type.entity';
import { ServiceFeature } from '../../../domain/service-feature.entity';
import { ChangeFeatureTypeStateCommand } from './change-feature-type-state.command';

@CommandHandler(ChangeFeatureTypeStateCommand)
export class ChangeFeatureTypeStateHandler implements ICommandHandler<ChangeFeatureTypeStateCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, active }: ChangeFeatureTypeStateCommand): Promise<void> {
    const featureType = await this.em.findOne(FeatureType, { id });
    if (!featureType) throw new CatalogueRuleError('CATALOGUE.FEATURE_TYPE_NOT_FOUND', CatalogueMessage.featureTypeNotFound);
    if (!active && (await this.em.count(ServiceFeature, { featureType: id, idstate: EntityState.ACTIVE })) > 0) {
      throw new CatalogueRuleError('CATALOGUE.FEATURE_TYPE_IN_USE', CatalogueMessage.featureTypeInUse);
    }
    featureType.changeState(stateFromStatus(active));
    await this.em.flush();
  }
}
