import type { PurchaseCustomer } from '@lic/shared-api-types';
import { basePackageError } from '@lic/shared-rules';
import { ApiError } from '@lic/web-api-client';
import { notify } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { useCart } from '../../cart';
import { checkEmail } from '../api/check-email';
import { getPackageBaseCustomer } from '../api/get-package-base-customer';
import { BASE_CUSTOMER_CHECK_FAILED } from '../purchase.messages';
import type { PurchaseDialogs } from './use-purchase-dialogs';

export interface PurchaseChecks {
  /** §5: a customer without a base plan (or with a free one only) must buy a base package. */
  basePackageOk: (service: PurchaseCustomer) => Promise<boolean>;
  /** The licence e-mail is approved, or its owner verifies it with a code now. */
  emailOk: (email: string) => Promise<boolean>;
}

/** The checks of storefront.md §4 that a submission passes before its order is registered; each warns on its own. */
export function usePurchaseChecks(askEmailVerification: PurchaseDialogs['askEmailVerification']): PurchaseChecks {
  const { client, appName } = useStorefront();
  const { entries } = useCart();

  const basePackageOk = async (service: PurchaseCustomer) => {
    let baseError: string | null;
    try {
      const state = await getPackageBaseCustomer(client, {
        DocumentType: service.documentTypeId,
        DocumentNumber: service.documentNumber,
        ServiceName: appName,
      });
      baseError = basePackageError(entries, state);
    } catch {
      notify.error(BASE_CUSTOMER_CHECK_FAILED);
      return false;
    }
    if (baseError !== null) {
      notify.warning(baseError);
      return false;
    }
    return true;
  };

  const emailOk = async (email: string) => {
    try {
      const approved = await checkEmail(client, appName, email, false);
      return approved || (await askEmailVerification(email));
    } catch (error) {
      notify.error(error instanceof ApiError ? error.statusMessage : String(error));
      return false;
    }
  };

  return { basePackageOk, emailOk };
}
