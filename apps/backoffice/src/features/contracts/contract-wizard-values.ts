import type {
  ContractDocumentType,
  ContractParameters,
  ContractProductOption,
  CreateContractRequest,
  DeviceServiceLine,
  ServiceLine,
} from '@lic/shared-api-types';
import {
  addToCalendarDate,
  contractEndInstant,
  contractStartInstant,
  DOCUMENT_TYPE_ID,
  normalizeDocumentNumber,
  PERSON_TYPE,
  UNKNOWN_LOOKUP,
} from '@lic/shared-rules';
import type { ContractedServiceItem } from '@lic/web-ui';
import type { ContractStepValues, CustomerStepValues, ServiceLineRow, SupervisorStepValues } from './contracts.types';

/** The validity a new service line starts with: the contract's own span (see lineValidityFromContract). */
export interface LineValidity {
  validityService: string;
  validityAmount: string;
}

const DAY_MS = 86_400_000;

/**
 * A service line's validity by default covers the contract: start and end are calendar days (YYYY-MM-DD), the end
 * day included. Whole years give "Años", whole months "Meses", anything else "Días"; an end on the start's
 * anniversary (01/03/2027 to 01/03/2028) counts as whole too, as staff pick it. Only a type the parameters offer,
 * within its maximum; null when none fits (the fields then start empty, as before).
 */
export function lineValidityFromContract(
  start: string | null | undefined,
  end: string | null | undefined,
  parameters: Pick<ContractParameters, 'validityTypes' | 'maxValidityAmounts'>,
): LineValidity | null {
  if (!start || !end || !(end > start)) return null;
  const offered = (id: string) => parameters.validityTypes.some((type) => type.id === id);
  const max = (id: string) => parameters.maxValidityAmounts.find((limit) => limit.id === id)?.amount ?? 0;
  const dayAfterEnd = addToCalendarDate(end, 1, 'day');
  for (const [id, unit] of [
    ['A', 'year'],
    ['M', 'month'],
  ] as const) {
    if (!offered(id)) continue;
    for (let amount = 1; amount <= max(id); amount += 1) {
      const anniversary = addToCalendarDate(start, amount, unit);
      if (anniversary === dayAfterEnd || anniversary === end) return { validityService: id, validityAmount: String(amount) };
    }
  }
  const days = Math.round((Date.parse(`${dayAfterEnd}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
  return offered('D') && days <= max('D') ? { validityService: 'D', validityAmount: String(days) } : null;
}

/** Document types of the customer step: only NIT (4) for a legal person, the client-visible ones otherwise. */
export function customerDocumentTypes(documentTypes: readonly ContractDocumentType[], personType?: string): ContractDocumentType[] {
  if (personType === PERSON_TYPE.LEGAL) return documentTypes.filter((type) => type.value === DOCUMENT_TYPE_ID.NIT);
  return documentTypes.filter((type) => type.isVisibleClient);
}

export function supervisorDocumentTypes(documentTypes: readonly ContractDocumentType[]): ContractDocumentType[] {
  return documentTypes.filter((type) => type.isVisibleSupervisor);
}

/** A wizard line as the contracted-services form of @lic/web-ui lists it. */
export function toContractedService(row: ServiceLineRow): ContractedServiceItem {
  return {
    identifierCode: row.identifierCode,
    productService: row.packageCode,
    productServiceName: row.packageDescription,
    quantityToAddService: row.quantityToAdd,
    isSwitchEnabled: row.isUnlimited,
    validityService: row.typeValidity,
    validityAmount: row.validityAmount,
    reassignmentQuota: row.reassignmentQuota,
    deviceType: row.deviceType,
    credentialsDeliveryType: row.credentialsDeliveryType,
  };
}

/** The wizard line of an item of the contracted-services form; the device fields only when the item has them. */
export function toServiceLineRow(item: ContractedServiceItem): ServiceLineRow {
  return {
    identifierCode: item.identifierCode,
    packageCode: item.productService,
    packageDescription: item.productServiceName,
    quantityToAdd: item.isSwitchEnabled ? 0 : item.quantityToAddService,
    isUnlimited: item.isSwitchEnabled,
    typeValidity: item.validityService,
    validityAmount: item.validityAmount,
    ...(item.reassignmentQuota === undefined ? {} : { reassignmentQuota: item.reassignmentQuota }),
    ...(item.deviceType === undefined ? {} : { deviceType: item.deviceType }),
    ...(item.credentialsDeliveryType === undefined ? {} : { credentialsDeliveryType: item.credentialsDeliveryType }),
  };
}

export function validityTypeName(parameters: ContractParameters, id: string): string {
  return parameters.validityTypes.find((type) => type.id === id)?.nameValidity ?? UNKNOWN_LOOKUP;
}

export function documentTypeName(parameters: ContractParameters, id: number | undefined): string {
  return parameters.documentTypes.find((type) => type.value === id)?.text ?? UNKNOWN_LOOKUP;
}

const text = (value: string | undefined) => (value ?? '').trim();
const optionalText = (value: string | undefined) => (text(value) === '' ? undefined : text(value));

/** The four-part payload of §3.5, with the holder's authorization under the policy version shown (decision 0069). */
export function toCreateContractRequest(input: {
  product: ContractProductOption;
  contract: ContractStepValues;
  customer: CustomerStepValues;
  supervisor: SupervisorStepValues;
  lines: readonly ServiceLineRow[];
  policyVersion: number;
}): CreateContractRequest {
  const { product, contract, customer, supervisor, lines, policyVersion } = input;
  const legal = customer.personType === PERSON_TYPE.LEGAL;
  return {
    contract: {
      contractNumber: text(contract.contractNumber),
      contractStartDate: contractStartInstant(contract.contractStartDate?.format('YYYY-MM-DD') ?? ''),
      contractEndDate: contractEndInstant(contract.contractEndDate?.format('YYYY-MM-DD') ?? ''),
      commercialManagerId: contract.commercialManagerId ?? '',
      paymentCondition: contract.paymentCondition ?? 0,
    },
    customer: {
      personType: legal ? 'J' : 'N',
      documentTypeId: customer.documentTypeId ?? 0,
      documentNumber: normalizeDocumentNumber(customer.documentNumber ?? ''),
      ...(legal ? { legalName: text(customer.legalName) } : { firstName: text(customer.firstName), lastName: text(customer.lastName) }),
      fulladdress: text(customer.fulladdress),
      cityId: customer.cityId ?? 0,
      cellphoneNumber: text(customer.cellphoneNumber),
      email: text(customer.email),
    },
    supervisor: {
      documentTypeId: supervisor.documentTypeId ?? 0,
      documentNumber: normalizeDocumentNumber(supervisor.documentNumber ?? ''),
      firstName: text(supervisor.firstName),
      lastName: text(supervisor.lastName),
      fulladdress: text(supervisor.fulladdress),
      cityId: supervisor.cityId ?? 0,
      phoneNumber: optionalText(supervisor.phoneNumber),
      email: text(supervisor.email),
      jobTitle: optionalText(supervisor.jobTitle),
    },
    servicesToAddContract: {
      serviceName: product.name,
      requiresSupervision: product.requiresSupervision,
      servicesToAdd: lines.map((line) => (product.isDeviceBased ? toDeviceLine(line) : toServiceLine(line))),
    },
    personalDataAuthorization: { authorized: true, policyVersion },
  };
}

function toServiceLine(line: ServiceLineRow): ServiceLine {
  return {
    packageCode: line.packageCode,
    quantityToAdd: line.isUnlimited ? 0 : line.quantityToAdd,
    identifierCode: line.identifierCode,
    typeValidity: line.typeValidity,
    validityAmount: line.validityAmount,
    IsUnlimited: line.isUnlimited,
  };
}

function toDeviceLine(line: ServiceLineRow): DeviceServiceLine {
  return {
    packageCode: line.packageCode,
    quantityToAdd: line.quantityToAdd,
    identifierCode: line.identifierCode,
    typeValidity: line.typeValidity,
    validityAmount: line.validityAmount,
    reassignmentQuota: line.reassignmentQuota ?? 0,
    deviceType: line.deviceType ?? '',
    credentialsDeliveryType: line.credentialsDeliveryType ?? 0,
  };
}
