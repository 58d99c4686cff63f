import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { ListServiceTypesQuery } from '@lic/server-reference';
import { MESSAGES } from '@lic/shared-rules';
import { CatalogueMessage } from '../../../domain/catalogue.messages';
import { CatalogueRuleError, FieldErrors } from '../../../domain/catalogue.errors';
import { FeatureType } from '../../../domain/feature-type.entity';
import { parentRuleViolation, ServiceFeature } from '../../../domain/service-feature.entity';
import { findByNameIgnoringCase } from '../../../infrastructure/find-by-name';
import { RegisterServiceFeatureCommand } from './register-service-feature.command';

@CommandHandler(RegisterServiceFeatureCommand)
export class RegisterServiceFeatureHandler implements ICommandHandler<RegisterServiceFeatureCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ input }: RegisterServiceFeatureCommand): Promise<{ id: number; created: boolean }> {
    const parentId = input.isPrincipal ? null : input.featureRelation;
    const required = new FieldErrors();
    if (!input.isPrincipal && (parentId === null || parentId === undefined)) required.add('featureRelation', MESSAGES.required);
    required.throwIfAny();

    const existing = input.id > 0 ? await this.em.findOne(ServiceFeature, { id: input.id }, { populate: ['featureRelation'] }) : null;
    if (input.id > 0 && !existing)
      throw new CatalogueRuleError('CATALOGUE.SERVICE_FEATURE_NOT_FOUND', CatalogueMessage.serviceFeatureNotFound);

    const types = await this.queryBus.execute(new ListServiceTypesQuery());
    if (!types.some((type) => type.id === input.serviceTypeId)) {
      throw rule('CATALOGUE.SERVICE_TYPE_NOT_FOUND', CatalogueMessage.serviceTypeNotFound, 'serviceTypeId');
    }
    const featureType = await this.em.findOne(FeatureType, { id: input.featureTypeId });
    if (!featureType) throw rule('CATALOGUE.FEATURE_TYPE_NOT_FOUND', CatalogueMessage.featureTypeNotFound, 'featureTypeId');
    if (!featureType.active && existing?.featureType.id !== featureType.id) {
      throw rule('CATALOGUE.FEATURE_TYPE_INACTIVE', CatalogueMessage.featureTypeInactive, 'featureTypeId');
    }

    const code = input.serviceFeatureCode.trim();
    const sameCode = await findByNameIgnoringCase(this.em, ServiceFeature, 'serviceFeatureCode', code);
    if (sameCode && sameCode.id !== existing?.id) throw codeTaken(code);

    const parent = parentId != null ? await this.em.findOne(ServiceFeature, { id: parentId }, { populate: ['featureRelation'] }) : null;
    const hasChildren = existing ? (await this.em.count(ServiceFeature, { featureRelation: existing.id })) > 0 : false;
    const violation = parentRuleViolation({
      featureId: existing?.id,
      serviceTypeId: input.serviceTypeId,
      parent,
      requestedParentId: parentId,
      hasChildren,
      changesServiceType: existing !== null && existing.serviceTypeId !== input.serviceTypeId,
    });
    if (violation) throw rule('CATALOGUE.SERVICE_FEATURE_PARENT', violation, 'featureRelation');

    const data = {
      serviceTypeId: input.serviceTypeId,
      serviceFeatureCode: code,
      featureDescription: input.featureDescription,
      featureType,
      parent,
      featureAlias: input.featureAlias,
      urlImageFeature: input.urlImageFeature,
      colorFeature: input.colorFeature,
    };
    const feature = existing ?? ServiceFeature.register(data);
    if (existing) existing.update(data);
    else this.em.persist(feature);
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw codeTaken(code);
      throw error;
    }
    return { id: feature.id, created: !existing };
  }
}

function rule(code: string, message: string, field: string): CatalogueRuleError {
  return new CatalogueRuleError(code, message, [{ field, message }]);
}

function codeTaken(code: string): CatalogueRuleError {
  return rule('CATALOGUE.SERVICE_FEATURE_CODE_TAKEN', CatalogueMessage.serviceFeatureCodeTaken(code), 'serviceFeatureCode');
}
