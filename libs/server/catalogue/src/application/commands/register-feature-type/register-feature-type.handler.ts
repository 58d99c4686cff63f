import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogueMessage } from '../../../domain/catalogue.messages';
import { CatalogueRuleError } from '../../../domain/catalogue.errors';
import { EntityState, stateFromStatus } from '../../../domain/entity-state';
import { FeatureType } from '../../../domain/feature-type.entity';
import { ServiceFeature } from '../../../domain/service-feature.entity';
import { findByNameIgnoringCase } from '../../../infrastructure/find-by-name';
import { RegisterFeatureTypeCommand } from './register-feature-type.command';

@CommandHandler(RegisterFeatureTypeCommand)
export class RegisterFeatureTypeHandler implements ICommandHandler<RegisterFeatureTypeCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ input }: RegisterFeatureTypeCommand): Promise<{ id: number; created: boolean }> {
    const existing = input.id > 0 ? await this.em.findOne(FeatureType, { id: input.id }) : null;
    if (input.id > 0 && !existing) throw new CatalogueRuleError('CATALOGUE.FEATURE_TYPE_NOT_FOUND', CatalogueMessage.featureTypeNotFound);
    const name = input.featureTypeName.trim();
    const sameName = await findByNameIgnoringCase(this.em, FeatureType, 'featureTypeName', name);
    if (sameName && sameName.id !== existing?.id) throw nameTaken(name);

    if (
      existing?.active &&
      input.active === false &&
      (await this.em.count(ServiceFeature, { featureType: existing.id, idstate: EntityState.ACTIVE })) > 0
    ) {
      throw new CatalogueRuleError('CATALOGUE.FEATURE_TYPE_IN_USE', CatalogueMessage.featureTypeInUse);
    }
    const featureType = existing ?? FeatureType.register(name, input.categoryType, stateFromStatus(input.active ?? true));
    if (existing) {
      existing.update(name, input.categoryType);
      if (input.active !== undefined) existing.changeState(stateFromStatus(input.active));
    } else {
      this.em.persist(featureType);
    }
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw nameTaken(name);
      throw error;
    }
    return { id: featureType.id, created: !existing };
  }
}

function nameTaken(name: string): CatalogueRuleError {
  const message = CatalogueMessage.featureTypeNameTaken(name);
  return new CatalogueRuleError('CATALOGUE.FEATURE_TYPE_NAME_TAKEN', message, [{ field: 'featureTypeName', message }]);
}
