import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { tokenCustomerOf, type AuthenticatedUser } from '@lic/server-kernel';
import { FindSupervisorsByEmailQuery } from '@lic/server-contracts-api';
import { FindCustomersByEmailQuery } from '@lic/server-customers';
import { FindCustomerUsersByEmailQuery } from '@lic/server-identity';
import { FindKnownHolderQuery, type KnownHolder } from './find-known-holder.query';

@QueryHandler(FindKnownHolderQuery)
export class FindKnownHolderHandler implements IQueryHandler<FindKnownHolderQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ email, documentNumber }: FindKnownHolderQuery): Promise<KnownHolder | null> {
    const customers = await this.queryBus.execute(new FindCustomersByEmailQuery(email));
    const users = await this.queryBus.execute(new FindCustomerUsersByEmailQuery(email));
    // A contract's supervisor (contracts keeps their name, document, phone and e-mail) is a holder too.
    const supervisors = await this.queryBus.execute(new FindSupervisorsByEmailQuery(email));
    const candidates: KnownHolder[] = [
      ...customers.map((customer) => ({
        userName: null,
        customerId: customer.customerId,
        documentTypeId: customer.documentTypeId,
        documentNumber: customer.documentNumber,
      })),
      ...users.map((user) => {
        // The account's company claims, read as the token would carry them.
        const company = tokenCustomerOf({
          customerType: user.customerType ?? undefined,
          customerValue: user.customerValue ?? undefined,
        } as AuthenticatedUser);
        return {
          userName: user.userName,
          customerId: user.customerId,
          documentTypeId: company?.documentTypeId ?? null,
          documentNumber: company?.documentNumber ?? null,
        };
      }),
      ...supervisors.map((supervisor) => ({
        userName: null,
        customerId: null,
        documentTypeId: supervisor.documentTypeId,
        documentNumber: supervisor.documentNumber,
      })),
    ];
    // A document typed by the visitor must be one the e-mail is on record with: nobody files for another's document.
    const matching = documentNumber ? candidates.filter((c) => c.documentNumber === documentNumber) : candidates;
    if (matching.length === 0) return null;
    const account = matching.find((c) => c.userName !== null) ?? null;
    const withDocument = matching.find((c) => c.documentNumber !== null && c.documentTypeId !== null) ?? matching[0];
    return {
      userName: account?.userName ?? null,
      customerId: withDocument.customerId ?? account?.customerId ?? null,
      documentTypeId: withDocument.documentTypeId,
      documentNumber: withDocument.documentNumber,
    };
  }
}
