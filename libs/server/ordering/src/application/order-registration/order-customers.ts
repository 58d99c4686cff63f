import type { CommandBus } from '@nestjs/cqrs';
import { UpsertCustomerByDocumentCommand, type CustomerData } from '@lic/server-customers';
import type { PurchaseCustomer } from '@lic/shared-api-types';
import { PERSON_TYPE, normalizeDocumentNumber } from '@lic/shared-rules';
import type { OrderCustomers } from '../../domain/purchase-order.entity';

/** A customer block as stored on the order: trimmed, legal-person fields only for J, no check digit. */
export function normalizedCustomer(block: PurchaseCustomer): PurchaseCustomer {
  const legal = block.personType === PERSON_TYPE.LEGAL;
  const text = (value: string | null | undefined): string | null => (value === undefined || value === null ? null : value.trim() || null);
  return {
    personType: block.personType,
    documentTypeId: block.documentTypeId,
    documentNumber: normalizeDocumentNumber(block.documentNumber),
    legalName: legal ? text(block.legalName) : null,
    firstName: text(block.firstName),
    lastName: text(block.lastName),
    cellphoneNumber: block.cellphoneNumber.trim(),
    email: block.email.trim().toLowerCase(),
    fulladdress: block.fulladdress.trim(),
    addressLatGeocode: block.addressLatGeocode ?? null,
    addressLngGeocode: block.addressLngGeocode ?? null,
    departmentId: block.departmentId,
    cityId: block.cityId,
    addressAdditionalInformation: text(block.addressAdditionalInformation),
    legalDocumentTypeId: legal ? (block.legalDocumentTypeId ?? null) : null,
    legalDocumentNumber: legal && block.legalDocumentNumber ? normalizeDocumentNumber(block.legalDocumentNumber) : null,
    legalFirstName: legal ? text(block.legalFirstName) : null,
    legalLastName: legal ? text(block.legalLastName) : null,
  };
}

function customerDataOf(block: PurchaseCustomer): CustomerData {
  return {
    personType: block.personType,
    documentTypeId: block.documentTypeId,
    documentNumber: block.documentNumber,
    legalName: block.legalName,
    firstName: block.firstName,
    lastName: block.lastName,
    cellphoneNumber: block.cellphoneNumber,
    email: block.email,
    fulladdress: block.fulladdress,
    addressAdditionalInformation: block.addressAdditionalInformation,
    addressLatGeocode: block.addressLatGeocode,
    addressLngGeocode: block.addressLngGeocode,
    departmentId: block.departmentId,
    cityId: block.cityId,
    legalDocumentTypeId: block.legalDocumentTypeId,
    legalDocumentNumber: block.legalDocumentNumber,
    legalFirstName: block.legalFirstName,
    legalLastName: block.legalLastName,
  };
}

const sameDocument = (a: PurchaseCustomer, b: PurchaseCustomer): boolean =>
  a.documentTypeId === b.documentTypeId && a.documentNumber === b.documentNumber;

/**
 * Registers (or updates) the service customer and the billing customer through the customers
 * context; without a billing block the service customer pays.
 */
export async function upsertOrderCustomers(
  commandBus: CommandBus,
  service: PurchaseCustomer,
  billing: PurchaseCustomer | null,
): Promise<OrderCustomers> {
  const serviceResult = await commandBus.execute(new UpsertCustomerByDocumentCommand(customerDataOf(service)));
  const billingBlock = billing ?? service;
  const billingCustomerId = sameDocument(billingBlock, service)
    ? serviceResult.customerId
    : (await commandBus.execute(new UpsertCustomerByDocumentCommand(customerDataOf(billingBlock)))).customerId;
  return { billingCustomerId, serviceCustomerId: serviceResult.customerId, billing: billingBlock, service };
}
