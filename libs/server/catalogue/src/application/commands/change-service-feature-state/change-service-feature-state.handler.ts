import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogueMessage } from '../../../domain/catalogue.messages';
import { CatalogueRuleError } from '../../../domain/catalogue.errors';
import { EntityState, stateFromStatus } from '../../../domain/entity-state';
import { ServiceFeature } from '../../../domain/service-feature.entity';
import { ChangeServiceFeatureStateCommand } from './change-service-feature-state.command';

@CommandHandler(ChangeServiceFeatureStateCommand)
export class ChangeServiceFeatureStateHandler implements ICommandHandler<ChangeServiceFeatureStateCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, active }: ChangeServiceFeatureStateCommand): Promise<void> {
    const feature = await this.em.findOne(ServiceFeature, { id }, { populate: ['featureRelation'] });
    if (!feature) throw new CatalogueRuleError('CATALOGUE.SERVICE_FEATURE_NOT_FOUND', CatalogueMessage.serviceFeatureNotFound);
    if (!active && (await this.em.count(ServiceFeature, { featureRelation: id, idstate: EntityState.ACTIVE })) > 0) {
      throw new CatalogueRuleError('CATALOGUE.SERVICE_FEATURE_HAS_ACTIVE_CHILDREN', CatalogueMessage.principalHasActiveChildren);
    }
    if (active && feature.featureRelation && !feature.featureRelation.active) {
      throw new CatalogueRuleError('CATALOGUE.SERVICE_FEATURE_PARENT_INACTIVE', CatalogueMessage.parentInactive);
    }
    feature.changeState(stateFromStatus(active));
    await this.em.flush();
  }
}
