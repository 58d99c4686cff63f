import { isTokenCustomer, tokenCustomerOf, type AuthenticatedUser } from '@lic/server-kernel';
import type { PurchaseCustomer } from '@lic/shared-api-types';
import { PERSON_TYPE, legalRepresentativeDocumentTypeIds, MESSAGES } from '@lic/shared-rules';
import { brandByAppName, type Brand } from '@lic/server-reference';
import { PurchaseInputError, PurchaseRuleError } from './purchase-order.errors';
import { PurchaseOrderMessage } from './purchase-order.messages';

/** The brand of the request's appName; the generic license app only when allowed. */
export function brandOf(appName: string, allowGeneric: boolean): Brand {
  const brand = brandByAppName(appName.trim());
  if (!brand || (!allowGeneric && brand.capabilities.sellsEveryService)) {
    throw new PurchaseRuleError('ORDERING.UNKNOWN_APP', PurchaseOrderMessage.unknownBrand);
  }
  return brand;
}

/** firmaya's purchase form accepts only a cédula for the legal representative (storefront.md §5). */
export function checkLegalRepresentative(appName: string, field: string, block: PurchaseCustomer | null | undefined): void {
  if (!block || block.personType !== PERSON_TYPE.LEGAL || block.legalDocumentTypeId == null) return;
  if (!legalRepresentativeDocumentTypeIds(appName).includes(block.legalDocumentTypeId)) {
    throw new PurchaseInputError(`${field}.legalDocumentTypeId`, MESSAGES.documentTypeNotAllowed);
  }
}

/** A signed-in customer's licence data are locked: the service customer must be its own company. */
export function checkLicenceDataOwner(user: AuthenticatedUser | undefined, service: PurchaseCustomer): void {
  const own = tokenCustomerOf(user);
  if (own && !isTokenCustomer(own, service)) {
    throw new PurchaseRuleError('ORDERING.LICENCE_DATA_LOCKED', PurchaseOrderMessage.licenceDataLocked, [
      { field: 'customerService.documentNumber', message: PurchaseOrderMessage.licenceDataLocked },
    ]);
  }
}

/** A customer user is signed in (customer claims in the token). */
export const isSignedInCustomer = (user: AuthenticatedUser | undefined): boolean => tokenCustomerOf(user) !== null;
