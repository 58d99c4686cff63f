import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetCustomerByDocumentQuery, UpsertCustomerByDocumentCommand, type CustomerData, type CustomerView } from '@lic/server-customers';
import { InvalidInputError } from '@lic/server-kernel';
import { GenericMessage, type PurchaseCustomer } from '@lic/shared-api-types';
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

const hasLegalRepresentative = (block: PurchaseCustomer): boolean =>
  block.legalDocumentTypeId != null || !!block.legalDocumentNumber || !!block.legalFirstName || !!block.legalLastName;

/**
 * The customer's data as the order sends them, plus what the purchase form does not carry and the customer
 * already has: the back office's app link and contract dates, and, for a company billed without a legal
 * representative (the form shows none for billing), the one already registered.
 */
function customerDataOf(block: PurchaseCustomer, existing: CustomerView | null): CustomerData {
  const keptRepresentative =
    existing !== null &&
    block.personType === PERSON_TYPE.LEGAL &&
    existing.personType === block.personType &&
    !hasLegalRepresentative(block);
  const date = (iso: string | null): Date | null => (iso ? new Date(iso) : null);
  const data = keptRepresentative
    ? {
        ...block,
        legalDocumentTypeId: existing.legalDocumentTypeId,
        legalDocumentNumber: existing.legalDocumentNumber,
        legalFirstName: existing.legalFirstName,
        legalLastName: existing.legalLastName,
      }
    : block;
  return {
    linkToApp: (existing?.linkToApp as CustomerData['linkToApp']) ?? null,
    contractStartDate: date(existing?.contractStartDate ?? null),
    contractEndDate: date(existing?.contractEndDate ?? null),
    ...blockDataOf(data),
  };
}

function blockDataOf(block: PurchaseCustomer): CustomerData {
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

/** The customers context names a block's fields alone; the order's answer names them in their block, as the request does. */
function inBlock(error: unknown, block: string): unknown {
  if (!(error instanceof InvalidInputError) || error.fields.length === 0) return error;
  const fields = error.fields.map((item) => ({ ...item, field: `${block}.${item.field}` }));
  return new InvalidInputError(
    error.code,
    fields.length === 1 ? `${fields[0].field}: ${fields[0].message}` : GenericMessage.VALIDATION,
    fields,
  );
}

const sameDocument = (a: PurchaseCustomer, b: PurchaseCustomer): boolean =>
  a.documentTypeId === b.documentTypeId && a.documentNumber === b.documentNumber;

/**
 * Registers (or updates) the service customer and the billing customer through the customers
 * context; without a billing block the service customer pays.
 */
export async function upsertOrderCustomers(
  buses: { commandBus: CommandBus; queryBus: QueryBus },
  service: PurchaseCustomer,
  billing: PurchaseCustomer | null,
): Promise<OrderCustomers> {
  const upsert = async (block: PurchaseCustomer, field: 'customerService' | 'customerBilling') => {
    const existing = await buses.queryBus.execute(new GetCustomerByDocumentQuery(block.documentTypeId, block.documentNumber));
    try {
      return await buses.commandBus.execute(new UpsertCustomerByDocumentCommand(customerDataOf(block, existing)));
    } catch (error) {
      throw inBlock(error, field);
    }
  };
  const serviceResult = await upsert(service, 'customerService');
  const billingBlock = billing ?? service;
  const billingCustomerId = sameDocument(billingBlock, service)
    ? serviceResult.customerId
    : (await upsert(billingBlock, 'customerBilling')).customerId;
  return { billingCustomerId, serviceCustomerId: serviceResult.customerId, billing: billingBlock, service };
}
