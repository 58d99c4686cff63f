import type { PurchaseCustomer } from '@lic/shared-api-types';
import { PERSON_TYPE_NAMES } from '../../domain/purchase-order-admin.messages';
import type { PurchaseOrderCustomerView } from '../queries/get-purchase-order-detail/get-purchase-order-detail.query';

/** Legal name, or first and last names, or at least the document number. */
export function customerNameOf(customer: Pick<PurchaseCustomer, 'legalName' | 'firstName' | 'lastName' | 'documentNumber'>): string {
  return (
    customer.legalName?.trim() ||
    [customer.firstName, customer.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') ||
    customer.documentNumber
  );
}

/** A customer block of the order as staff read it: codes and names instead of ids. */
export function customerViewOf(
  customer: PurchaseCustomer,
  names: { documentTypeCode: (id: number) => string | null; cityName: (id: number) => string | null },
): PurchaseOrderCustomerView {
  const address = [customer.fulladdress, customer.addressAdditionalInformation]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return {
    personType: customer.personType ? (PERSON_TYPE_NAMES[customer.personType] ?? customer.personType) : null,
    documentType: names.documentTypeCode(customer.documentTypeId),
    documentNumber: customer.documentNumber,
    name: customerNameOf(customer),
    email: customer.email || null,
    cellphoneNumber: customer.cellphoneNumber || null,
    address: address || null,
    city: names.cityName(customer.cityId),
  };
}
