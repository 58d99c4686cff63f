import type { Customer } from './customer.entity';

/**
 * A customer as the back office reads it: the info of backoffice-licensing.md §3.2 plus every field
 * of §3.1, so the company form can fill itself.
 */
export interface CustomerView {
  customerId: string;
  customerName: string;
  documentType: number;
  documentNumber: string;
  legalRepresentativeName: string | null;
  /** Always false for a found customer: an unknown document is a 404, which the form treats as new. */
  isNewCustomer: boolean;
  dv: number | null;
  cityId: number;
  departmentId: number;
  fullAddress: string;
  personType: string;
  documentTypeId: number;
  legalName: string | null;
  firstName: string | null;
  lastName: string | null;
  cellphoneNumber: string;
  email: string;
  fulladdress: string;
  addressAdditionalInformation: string | null;
  addressLatGeocode: number | null;
  addressLngGeocode: number | null;
  legalDocumentTypeId: number | null;
  legalDocumentNumber: string | null;
  legalFirstName: string | null;
  legalLastName: string | null;
  linkToApp: string | null;
  contractStartDate: string | null;
  contractEndDate: string | null;
}

export function toCustomerView(customer: Customer): CustomerView {
  return {
    customerId: customer.id,
    customerName: customer.customerName,
    documentType: customer.documentTypeId,
    documentNumber: customer.documentNumber,
    legalRepresentativeName: customer.legalRepresentativeName,
    isNewCustomer: false,
    dv: customer.checkDigit ?? null,
    cityId: customer.cityId,
    departmentId: customer.departmentId,
    fullAddress: customer.fullAddress,
    personType: customer.personType,
    documentTypeId: customer.documentTypeId,
    legalName: customer.legalName ?? null,
    firstName: customer.firstName ?? null,
    lastName: customer.lastName ?? null,
    cellphoneNumber: customer.cellphoneNumber,
    email: customer.email,
    fulladdress: customer.fullAddress,
    addressAdditionalInformation: customer.addressAdditionalInformation ?? null,
    addressLatGeocode: customer.addressLatGeocode ?? null,
    addressLngGeocode: customer.addressLngGeocode ?? null,
    legalDocumentTypeId: customer.legalDocumentTypeId ?? null,
    legalDocumentNumber: customer.legalDocumentNumber ?? null,
    legalFirstName: customer.legalFirstName ?? null,
    legalLastName: customer.legalLastName ?? null,
    linkToApp: customer.linkToApp ?? null,
    contractStartDate: customer.contractStartDate?.toISOString() ?? null,
    contractEndDate: customer.contractEndDate?.toISOString() ?? null,
  };
}
