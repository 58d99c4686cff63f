import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { ListServiceTypesQuery } from '@lic/server-reference';
import { CatalogueMessage } from '../../../domain/catalogue.messages';
import { CatalogueRuleError } from '../../../domain/catalogue.errors';
import { EntityState, stateFromStatus } from '../../../domain/entity-state';
import { Package } from '../../../domain/package.entity';
import { Service } from '../../../domain/service.entity';
import { findByNameIgnoringCase } from '../../../infrastructure/find-by-name';
import { RegisterServiceCommand } from './register-service.command';

@CommandHandler(RegisterServiceCommand)
export class RegisterServiceHandler implements ICommandHandler<RegisterServiceCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ input }: RegisterServiceCommand): Promise<{ id: number; created: boolean }> {
    const types = await this.queryBus.execute(new ListServiceTypesQuery());
    if (!types.some((type) => type.id === input.serviceTypeId)) {
      throw new CatalogueRuleError('CATALOGUE.SERVICE_TYPE_NOT_FOUND', CatalogueMessage.serviceTypeNotFound, [
        { field: 'serviceTypeId', message: CatalogueMessage.serviceTypeNotFound },
      ]);
    }
    const existing = input.id > 0 ? await this.em.findOne(Service, { id: input.id }) : null;
    if (input.id > 0 && !existing) throw new CatalogueRuleError('CATALOGUE.SERVICE_NOT_FOUND', CatalogueMessage.serviceNotFound);
    const name = input.serviceName.trim();
    const sameName = await findByNameIgnoringCase(this.em, Service, 'serviceName', name);
    if (sameName && sameName.id !== existing?.id) throw nameTaken(name);

    const data = {
      serviceTypeId: input.serviceTypeId,
      serviceName: name,
      descriptionService: input.description,
      serviceNameContract: input.serviceNameContract,
      contractedServices: input.contractedServices,
      requiresSupervision: input.requiresSupervision,
      isContractFullAccess: input.isContractFullAccess,
      addManualLicense: input.addManualLicense,
    };
    if (
      existing?.active &&
      input.active === false &&
      (await this.em.count(Package, { services: { id: existing.id }, idstate: EntityState.ACTIVE })) > 0
    ) {
      throw new CatalogueRuleError('CATALOGUE.SERVICE_IN_USE', CatalogueMessage.serviceInUse);
    }
    const service = existing ?? Service.register(data, stateFromStatus(input.active ?? true));
    if (existing) {
      existing.update(data);
      if (input.active !== undefined) existing.changeState(stateFromStatus(input.active));
    } else {
      this.em.persist(service);
    }
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw nameTaken(name);
      throw error;
    }
    return { id: service.id, created: !existing };
  }
}

function nameTaken(name: string): CatalogueRuleError {
  const message = CatalogueMessage.serviceNameTaken(name);
  return new CatalogueRuleError('CATALOGUE.SERVICE_NAME_TAKEN', message, [{ field: 'serviceName', message }]);
}
