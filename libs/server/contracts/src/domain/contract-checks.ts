import type { ContractParameters, CreateContractRequest, DeviceServiceLine, ServiceLine } from '@lic/shared-api-types';
import {
  MESSAGES,
  addressRule,
  bogotaDateOf,
  contractEndProblem,
  contractQuantityProblem,
  contractStartProblem,
  documentNumberRule,
  emailRule,
  firstDuplicateServiceLine,
  isBlockedEmailDomain,
  isEmpty,
  jobTitleProblem,
  legalNameRule,
  personNameRule,
  phoneRule,
  reassignmentQuotaProblem,
  serviceLineIdentifierCode,
  validityAmountProblem,
} from '@lic/shared-rules';
import { ContractMessage, fill } from './contract.messages';

/** One broken rule of a contract payload: the payload field and the Spanish message. */
export interface ContractProblem {
  field: string;
  message: string;
}

/** A package the product offers to contracts. */
export interface ContractPackage {
  packageId: number;
  packageCode: string;
  packageDescription: string;
  deviceCategoryId: number | null;
}

export interface ContractCheckContext {
  /** Today's calendar date in Bogotá, YYYY-MM-DD. */
  today: string;
  parameters: ContractParameters;
  isDeviceBased: boolean;
  requiresSupervision: boolean;
  blockedDomains: readonly string[];
  /** The product's packages by code. */
  packages: ReadonlyMap<string, ContractPackage>;
}

type AnyLine = Partial<ServiceLine> & Partial<DeviceServiceLine>;

/**
 * Every §5.4 rule of the wizard, checked again on the saved payload (backoffice-licensing.md §5.2–§5.5):
 * dates, person and document rules, names, address, phone, e-mail and blocked domains, the supervisor,
 * and the service lines (packages of the product, quantity, validity, device terms, duplicates).
 * Pure: the caller brings today, the parameters, the blocked domains and the product's packages.
 */
export function contractProblems(request: CreateContractRequest, context: ContractCheckContext): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const add = (field: string, message: string | null) => {
    if (message) problems.push({ field, message });
  };
  const { contract, customer, supervisor } = request;
  const p = context.parameters;

  // Contract (§5.4 dates).
  const start = bogotaDateOf(contract.contractStartDate);
  const end = bogotaDateOf(contract.contractEndDate);
  add(
    'contract.contractStartDate',
    start ? contractStartProblem(start, { today: context.today, startDateParameter: p.startDate }) : ContractMessage.invalidDate,
  );
  add('contract.contractEndDate', end ? contractEndProblem(end, start) : ContractMessage.invalidDate);
  if (!p.paymentTypes.some((type) => type.paymentTypeId === contract.paymentCondition)) {
    add('contract.paymentCondition', ContractMessage.paymentConditionUnknown);
  }

  // Customer (§5.2, §5.4).
  const clientTypes = p.documentTypes.filter((type) => type.isVisibleClient).map((type) => type.value);
  const customerTypeAllowed = customer.personType === 'J' ? customer.documentTypeId === 4 : clientTypes.includes(customer.documentTypeId);
  add('customer.documentTypeId', customerTypeAllowed ? null : ContractMessage.documentTypeNotAllowed);
  add(
    'customer.documentNumber',
    documentNumberRule(customer.documentNumber, { documentTypeId: customer.documentTypeId, personType: customer.personType }),
  );
  if (customer.personType === 'J') {
    add('customer.legalName', isEmpty(customer.legalName) ? ContractMessage.legalNameRequired : legalNameRule(customer.legalName));
  } else {
    add('customer.firstName', isEmpty(customer.firstName) ? ContractMessage.personNames : personNameRule(customer.firstName));
    add('customer.lastName', isEmpty(customer.lastName) ? ContractMessage.personNames : personNameRule(customer.lastName));
  }
  add('customer.fulladdress', addressRule(customer.fulladdress));
  add('customer.cellphoneNumber', phoneRule(customer.cellphoneNumber));
  add('customer.email', emailProblem(customer.email, context.blockedDomains));

  // Supervisor (§2.8 step 3): phone and job title optional.
  if (context.requiresSupervision && !supervisor) add('supervisor', ContractMessage.supervisorRequired);
  if (supervisor) {
    const supervisorTypes = p.documentTypes.filter((type) => type.isVisibleSupervisor).map((type) => type.value);
    add('supervisor.documentTypeId', supervisorTypes.includes(supervisor.documentTypeId) ? null : ContractMessage.documentTypeNotAllowed);
    add('supervisor.documentNumber', documentNumberRule(supervisor.documentNumber, { documentTypeId: supervisor.documentTypeId }));
    add('supervisor.firstName', isEmpty(supervisor.firstName) ? MESSAGES.required : personNameRule(supervisor.firstName));
    add('supervisor.lastName', isEmpty(supervisor.lastName) ? MESSAGES.required : personNameRule(supervisor.lastName));
    add('supervisor.fulladdress', addressRule(supervisor.fulladdress));
    add('supervisor.phoneNumber', phoneRule(supervisor.phoneNumber));
    add('supervisor.email', emailProblem(supervisor.email, context.blockedDomains));
    add('supervisor.jobTitle', jobTitleProblem(supervisor.jobTitle));
  }

  // Service lines (§3.5, §4.3, §5.3, §5.4).
  const lines = request.servicesToAddContract.servicesToAdd as AnyLine[];
  if (lines.length === 0) add('servicesToAddContract.servicesToAdd', ContractMessage.noServices);
  lines.forEach((line, index) => {
    for (const problem of lineProblems(line, context))
      add(`servicesToAddContract.servicesToAdd[${index}].${problem.field}`, problem.message);
  });
  const duplicate = firstDuplicateServiceLine(lines.map((line) => ({ identifierCode: lineIdentifierCode(line) })));
  if (duplicate >= 0) add(`servicesToAddContract.servicesToAdd[${duplicate}]`, ContractMessage.duplicateProduct);
  return problems;
}

function emailProblem(email: string, blockedDomains: readonly string[]): string | null {
  if (isEmpty(email)) return MESSAGES.required;
  const format = emailRule(email);
  if (format) return format;
  return isBlockedEmailDomain(email, blockedDomains) ? ContractMessage.blockedDomain : null;
}

function lineProblems(line: AnyLine, context: ContractCheckContext): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const add = (field: string, message: string | null) => {
    if (message) problems.push({ field, message });
  };
  const p = context.parameters;
  if (!context.packages.has(line.packageCode ?? ''))
    add('packageCode', fill(ContractMessage.packageNotInProduct, { packageCode: String(line.packageCode) }));
  if (!p.validityTypes.some((type) => type.id === line.typeValidity)) add('typeValidity', ContractMessage.validityTypeUnknown);
  else add('validityAmount', validityAmountProblem(line.validityAmount, line.typeValidity, p.maxValidityAmounts));

  const hasDeviceTerms =
    line.deviceType !== undefined || line.credentialsDeliveryType !== undefined || line.reassignmentQuota !== undefined;
  if (context.isDeviceBased) {
    if (line.deviceType === undefined || line.credentialsDeliveryType === undefined || line.reassignmentQuota === undefined) {
      add('deviceType', ContractMessage.deviceLineRequired);
      return problems;
    }
    add('quantityToAdd', contractQuantityProblem(line.quantityToAdd));
    add('reassignmentQuota', reassignmentQuotaProblem(line.reassignmentQuota, p.maxReassignmentQuota));
    if (!p.deviceTypes.some((type) => type.codeDevice === line.deviceType)) add('deviceType', ContractMessage.deviceTypeUnknown);
    if (!p.credentialDeliveryTypes.some((type) => type.id === line.credentialsDeliveryType)) {
      add('credentialsDeliveryType', ContractMessage.credentialsDeliveryUnknown);
    }
    return problems;
  }
  if (hasDeviceTerms) add('deviceType', ContractMessage.serviceLineRequired);
  if (line.IsUnlimited) add('quantityToAdd', line.quantityToAdd === 0 ? null : ContractMessage.unlimitedQuantity);
  else add('quantityToAdd', contractQuantityProblem(line.quantityToAdd));
  return problems;
}

/** The line's identifierCode as the server computes it (package, device code, validity amount and type). */
export function lineIdentifierCode(line: AnyLine): string {
  return serviceLineIdentifierCode({
    packageCode: line.packageCode ?? '',
    deviceCode: line.deviceType ?? null,
    validityAmount: line.validityAmount ?? '',
    typeValidity: line.typeValidity ?? '',
  });
}
