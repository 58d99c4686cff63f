import type { CustomerNames, CustomerOption, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

/** Companies shown in the select at once; typing narrows them on the server. */
export const CUSTOMER_PAGE_SIZE = 50;

export async function getCustomersPaged(
  client: ApiClient,
  filter: string,
  startRegister = 0,
  registerNumber = CUSTOMER_PAGE_SIZE,
): Promise<CustomerOption[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<CustomerOption>>>('/license/api/Customer/GetCustomersPaged', {
    headers: { startRegister: String(startRegister), registerNumber: String(registerNumber), filter },
  });
  return answer.result.records;
}

/** The company options matching the typed filter. */
export function useCustomerOptions(filter: string, enabled: boolean) {
  const { client } = useBackoffice();
  return useRemote(`customers:${filter}`, () => getCustomersPaged(client, filter), { enabled });
}

/** The names a company option shows: those of a search result or of a company already linked to a package. */
export type CustomerLabelNames = Pick<CustomerNames, 'documentNumber' | 'legalName' | 'firstName' | 'lastName'>;

export function customerLabel(customer: CustomerLabelNames): string {
  const name = customer.legalName?.trim() || [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return customer.documentNumber ? `${customer.documentNumber} - ${name}` : name;
}
