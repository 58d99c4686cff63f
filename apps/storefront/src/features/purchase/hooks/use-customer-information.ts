import type { CustomerInformation } from '@lic/shared-api-types';
import { useRemote } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { useSession } from '../../session';
import { getCustomerInformation } from '../api/get-customer-information';

export type CustomerInformationState =
  { status: 'anonymous' } | { status: 'loading' } | { status: 'loaded'; customer: CustomerInformation | null };

/** The signed-in customer's registered data; an anonymous visitor has none. A failed call counts as none. */
export function useCustomerInformation(): CustomerInformationState {
  const { client } = useStorefront();
  const { claims } = useSession();
  const signedIn = claims !== null;
  const customer = useRemote([client], () => getCustomerInformation(client), { enabled: signedIn });

  if (!signedIn) return { status: 'anonymous' };
  if (customer.loading) return { status: 'loading' };
  return { status: 'loaded', customer: customer.error === null ? (customer.data ?? null) : null };
}
