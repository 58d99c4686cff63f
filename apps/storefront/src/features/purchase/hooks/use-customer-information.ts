import { useEffect, useState } from 'react';
import type { CustomerInformation } from '@lic/shared-api-types';
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
  const [state, setState] = useState<CustomerInformationState>(signedIn ? { status: 'loading' } : { status: 'anonymous' });

  useEffect(() => {
    if (!signedIn) {
      setState({ status: 'anonymous' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    getCustomerInformation(client).then(
      (customer) => live && setState({ status: 'loaded', customer }),
      () => live && setState({ status: 'loaded', customer: null }),
    );
    return () => {
      live = false;
    };
  }, [client, signedIn]);

  return state;
}
