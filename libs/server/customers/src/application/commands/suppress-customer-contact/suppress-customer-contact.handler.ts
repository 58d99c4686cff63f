import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeDocumentNumber } from '@lic/shared-rules';
import { Customer } from '../../../domain/customer.entity';
import { SuppressCustomerContactCommand } from './suppress-customer-contact.command';

@CommandHandler(SuppressCustomerContactCommand)
export class SuppressCustomerContactHandler implements ICommandHandler<SuppressCustomerContactCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ documentTypeId, documentNumber }: SuppressCustomerContactCommand): Promise<boolean> {
    const em = this.em.fork();
    const customer = await em.findOne(Customer, { documentTypeId, documentNumber: normalizeDocumentNumber(documentNumber) });
    if (!customer) return false;
    customer.suppressContact();
    await em.flush();
    return true;
  }
}
