import type { QueryBus } from '@nestjs/cqrs';
import { GetCustomerByIdQuery, type CustomerView } from '@lic/server-customers';

/** The customers context's view of each company id (null when it does not know it), one look-up per id. */
export async function lookUpCustomers(queryBus: QueryBus, ids: Iterable<string>): Promise<Map<string, CustomerView | null>> {
  const unique = [...new Set(ids)];
  const views = await Promise.all(unique.map((id) => queryBus.execute(new GetCustomerByIdQuery(id))));
  return new Map(unique.map((id, index) => [id, views[index]]));
}

export interface CustomerNames {
  documentNumber: string | null;
  legalName: string | null;
  legalFirstName: string | null;
  legalLastName: string | null;
  firstName: string | null;
  lastName: string | null;
}

export function customerNamesOf(view: CustomerView | null | undefined): CustomerNames {
  return {
    documentNumber: view?.documentNumber ?? null,
    legalName: view?.legalName ?? null,
    legalFirstName: view?.legalFirstName ?? null,
    legalLastName: view?.legalLastName ?? null,
    firstName: view?.firstName ?? null,
    lastName: view?.lastName ?? null,
  };
}
