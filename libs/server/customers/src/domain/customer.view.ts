import type { CustomerRecord } from '@lic/shared-api-types';
import type { Customer } from './customer.entity';

/** A customer as the back office reads it: the wire shape of GetCustomer (libs/shared/api-types). */
export type CustomerView = CustomerRecord;

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
