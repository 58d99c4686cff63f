import { isStaff, type AuthenticatedUser, type DomainError } from '@lic/server-kernel';
import { Privilege } from '@lic/shared-api-types';
import {
  NotOwnOrderError,
  StaffWithoutPaymentsError,
  SupportAccessRequiredError,
  SupportLinkExpiredError,
  SupportLinkInvalidError,
} from './cash-payment.errors';
import { tokenCustomerOf } from './order-viewer';

/** What the signed link of a request says: none sent, or valid, expired or forged for this order and type. */
export type SupportLinkCheck = 'none' | 'valid' | 'expired' | 'forged';

/**
 * The one rule for reading a proof or RUT (decision 0013). Allowed:
 * - staff with PAYMENTS;
 * - the signed-in customer the order names (payer or licence holder);
 * - whoever holds a valid short-lived link the purchase summary issued for that order and type.
 * Otherwise the reason, most specific first: a bad link (403), staff without PAYMENTS (403), another
 * customer (403), nobody (401). The order's referenceUuid alone no longer opens a file.
 */
export function paymentSupportRefusal(
  viewer: AuthenticatedUser | undefined,
  order: { names(document: { documentTypeId: number | null; documentNumber: string }): boolean },
  link: SupportLinkCheck,
): DomainError | null {
  if (viewer && isStaff(viewer) && viewer.privileges.includes(Privilege.PAYMENTS)) return null;
  const customer = viewer && !isStaff(viewer) ? tokenCustomerOf(viewer) : null;
  if (customer && order.names(customer)) return null;
  if (link === 'valid') return null;
  if (link === 'expired') return new SupportLinkExpiredError();
  if (link === 'forged') return new SupportLinkInvalidError();
  if (viewer && isStaff(viewer)) return new StaffWithoutPaymentsError();
  if (customer) return new NotOwnOrderError();
  return new SupportAccessRequiredError();
}
