import type {
  ContractDocumentType,
  ContractPackageOption,
  ContractParameters,
  ContractProductOption,
  CreateContractRequest,
  DeviceServiceLine,
  ServiceLine,
} from '@lic/shared-api-types';
import {
  contractEndInstant,
  contractStartInstant,
  DOCUMENT_TYPE_ID,
  normalizeDocumentNumber,
  PERSON_TYPE,
  serviceLineIdentifierCode,
  UNKNOWN_LOOKUP,
} from '@lic/shared-rules';
import type { ContractStepValues, CustomerStepValues, ServiceLineRow, SupervisorStepValues } from './contracts.types';

/** What the service-line editor holds while the user types (both variants). */
export interface ServiceLineEditorValues {
  packageCode?: string;
  quantityToAdd?: string | number;
  isUnlimited?: boolean;
  typeValidity?: string;
  validityAmount?: string | number;
  reassignmentQuota?: string | number;
  deviceTypeId?: number;
  credentialsDeliveryType?: number;
}

/** Document types of the customer step: only NIT (4) for a legal person, the client-visible ones otherwise. */
export function customerDocumentTypes(documentTypes: readonly ContractDocumentType[], personType?: string): ContractDocumentType[] {
  if (personType === PERSON_TYPE.LEGAL) return documentTypes.filter((type) => type.value === DOCUMENT_TYPE_ID.NIT);
  return documentTypes.filter((type) => type.isVisibleClient);
}

export function supervisorDocumentTypes(documentTypes: readonly ContractDocumentType[]): ContractDocumentType[] {
  return documentTypes.filter((type) => type.isVisibleSupervisor);
}

/** The table row of a line the editor passed; the rules have been checked by the form. */
export function toServiceLineRow(
  values: ServiceLineEditorValues,
  deviceBased: boolean,
  packages: readonly ContractPackageOption[],
  parameters: ContractParameters,
): ServiceLineRow {
  const packageCode = values.packageCode ?? '';
  const validityAmount = Number(values.validityAmount);
  const typeValidity = values.typeValidity ?? '';
  const packageDescription = packages.find((option) => option.packageCode === packageCode)?.packageDescription ?? packageCode;
  if (deviceBased) {
    const device = parameters.deviceTypes.find((type) => type.id === values.deviceTypeId);
    const deviceCode = device?.codeDevice ?? '';
    return {
      identifierCode: serviceLineIdentifierCode({ packageCode, deviceCode, validityAmount, typeValidity }),
      packageCode,
      packageDescription,
      quantityToAdd: Number(values.quantityToAdd),
      isUnlimited: false,
      typeValidity,
      validityAmount,
      reassignmentQuota: Number(values.reassignmentQuota),
      deviceType: deviceCode,
      credentialsDeliveryType: values.credentialsDeliveryType,
    };
  }
  const isUnlimited = values.isUnlimited === true;
  return {
    identifierCode: serviceLineIdentifierCode({ packageCode, validityAmount, typeValidity }),
    packageCode,
    packageDescription,
    quantityToAdd: isUnlimited ? 0 : Number(values.quantityToAdd),
    isUnlimited,
    typeValidity,
    validityAmount,
  };
}

/** The editor's values of a row, to edit it. */
export function toEditorValues(row: ServiceLineRow, parameters: ContractParameters): ServiceLineEditorValues {
  return {
    packageCode: row.packageCode,
    quantityToAdd: row.isUnlimited ? undefined : String(row.quantityToAdd),
    isUnlimited: row.isUnlimited,
    typeValidity: row.typeValidity,
    validityAmount: String(row.validityAmount),
    reassignmentQuota: row.reassignmentQuota === undefined ? undefined : String(row.reassignmentQuota),
    deviceTypeId: parameters.deviceTypes.find((type) => type.codeDevice === row.deviceType)?.id,
    credentialsDeliveryType: row.credentialsDeliveryType,
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

/** The four-part payload of §3.5. */
export function toCreateContractRequest(input: {
  product: ContractProductOption;
  contract: ContractStepValues;
  customer: CustomerStepValues;
  supervisor: SupervisorStepValues;
  lines: readonly ServiceLineRow[];
}): CreateContractRequest {
  const { product, contract, customer, supervisor, lines } = input;
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
