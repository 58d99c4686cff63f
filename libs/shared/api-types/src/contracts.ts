// Contracts ("convenios"): the wizard, contracted services and the customer dashboard
// (backoffice-licensing.md §2.8, §2.9, §3.5–§3.8, §4.3–§4.5, §5.3–§5.4, §6, §7, §8). docs/api/contracts.md.
import type { PersonalDataAuthorization } from './privacy';

/** Messages of the wizard and the dashboard, quoted from the spec. */
export const CONTRACT_MESSAGES = {
  required: 'Campo obligatorio',
  contractNumberTaken: 'Número de contrato ya se encuentra registrado.',
  invalidDate: 'Fecha inválida, el formato debe ser dd/MM/yyyy',
  minDate: 'Fecha mínima permitida 01/01/2000',
  /** {date} dd/MM/yyyy. */
  maxDate: 'Fecha máxima permitida {date}',
  endAfter: 'La fecha debe ser posterior a {date}',
  endAtMost: 'La fecha no puede ser mayor a {date}',
  blockedDomain: 'El dominio de correo ingresado no es permitido.',
  duplicateProduct: 'Ya existe el producto en la lista.',
  noServices: 'No hay servicios agregados aún.',
  saved: '¡Convenio guardado!',
  failedTitle: '¡Algo salió mal!',
  failedText: 'Lo sentimos, el convenio no pudo ser guardado.',
  dashboardEmptyTitle: '¡Lo sentimos!',
  dashboardEmptyText: 'Consulta con tu comercial aún no tienes servicios asociados a tu compañía.',
} as const;

/** The earliest contract start (dd/MM/yyyy 01/01/2000) and the longest contract (2 years). */
export const CONTRACT_MIN_START = '2000-01-01';
export const CONTRACT_MAX_YEARS = 2;
export const DEFAULT_MAX_REASSIGNMENT_QUOTA = 5;
export const CONTRACT_MAX_QUANTITY = 100_000_000;

// ------------------------------------------------------------------------------------------------
// GET license/api/parameter/get-app-parameters-contracts (§3.6) → result.records
// ------------------------------------------------------------------------------------------------

export interface PaymentTypeOption {
  paymentTypeId: number;
  paymentTypeName: string;
}
export interface ContractDocumentType {
  value: number;
  text: string;
  documentTypeCode: string;
  /** Shown for the customer step / the supervisor step (visibility flags of §5.2). */
  isVisibleClient: boolean;
  isVisibleSupervisor: boolean;
}
export interface ValidityTypeOption {
  id: string;
  nameValidity: string;
}
export interface DeviceTypeOption {
  id: number;
  nameDevice: string;
  codeDevice: string;
}
export interface CredentialDeliveryTypeOption {
  id: number;
  nameDelivery: string;
}
/** The maximum validity amount per validity type id. */
export interface MaxValidityAmount {
  id: string;
  amount: number;
}
export interface StartDateParameter {
  isBeyondOneMonth: boolean;
  /** 'day' | 'month' (dayjs units). */
  dateUnit: 'day' | 'month';
  quantity: number;
}

export interface ContractParameters {
  paymentTypes: PaymentTypeOption[];
  documentTypes: ContractDocumentType[];
  validityTypes: ValidityTypeOption[];
  deviceTypes: DeviceTypeOption[];
  credentialDeliveryTypes: CredentialDeliveryTypeOption[];
  maxValidityAmounts: MaxValidityAmount[];
  maxReassignmentQuota: number;
  startDate: StartDateParameter;
}

// ------------------------------------------------------------------------------------------------
// Wizard helpers (§3.7)
// ------------------------------------------------------------------------------------------------

/** A product the user may contract (services flagged contractedServices, filtered by privileges §6). */
export interface ContractProductOption {
  value: number;
  label: string;
  /** The service name (COLFACTURA …). */
  name: string;
  /** The contract name used in role names (LICENSE_{nameContract}_COMERCIALMANAGER). */
  nameContract: string;
  contractedServices: boolean;
  requiresSupervision: boolean;
  isContractFullAccess: boolean;
  /** Device-based lines (§3.4 contracted service) instead of service lines. */
  isDeviceBased: boolean;
}

/** GET license/api/package/GetPackagesByServiceName/{serviceName} with header isContract: true → result.records.packagesBase. */
export interface ContractPackageOption {
  packageCode: string;
  packageDescription: string;
  deviceCategoryId: number | null;
}

// ------------------------------------------------------------------------------------------------
// POST license/api/contract/create (§3.5)
// ------------------------------------------------------------------------------------------------

export interface ContractPart {
  contractNumber: string;
  /** ISO 8601, start of day (Bogotá). */
  contractStartDate: string;
  /** ISO 8601, end of day (Bogotá). */
  contractEndDate: string;
  commercialManagerId: string;
  paymentCondition: number;
}

export interface ContractCustomerPart {
  personType: 'J' | 'N';
  documentTypeId: number;
  documentNumber: string;
  legalName?: string;
  firstName?: string;
  lastName?: string;
  fulladdress: string;
  cityId: number;
  cellphoneNumber: string;
  email: string;
}

export interface ContractSupervisorPart {
  documentTypeId: number;
  documentNumber: string;
  firstName: string;
  lastName: string;
  fulladdress: string;
  cityId: number;
  phoneNumber?: string;
  email: string;
  jobTitle?: string;
}

export interface DeviceServiceLine {
  packageCode: string;
  quantityToAdd: number;
  identifierCode: string;
  typeValidity: string;
  validityAmount: number;
  reassignmentQuota: number;
  deviceType: string;
  credentialsDeliveryType: number;
}

export interface ServiceLine {
  packageCode: string;
  /** 0 when unlimited. */
  quantityToAdd: number;
  identifierCode: string;
  typeValidity: string;
  validityAmount: number;
  IsUnlimited: boolean;
}

export interface ServicesToAddContract {
  servicesToAdd: (ServiceLine | DeviceServiceLine)[];
  serviceName: string;
  requiresSupervision: boolean;
}

export interface CreateContractRequest {
  contract: ContractPart;
  customer: ContractCustomerPart;
  supervisor?: ContractSupervisorPart;
  servicesToAddContract: ServicesToAddContract;
  /** The holder authorised the processing of their data (decision 0069); the contract is refused without it. */
  personalDataAuthorization: PersonalDataAuthorization;
}

/** POST license/api/contract/get-contracts: 200 with result.contractNumber when it exists, 404 otherwise. */
export interface GetContractsRequest {
  contractNumber: string;
  serviceName: string;
}

// ------------------------------------------------------------------------------------------------
// Dashboard (§3.8)
// ------------------------------------------------------------------------------------------------

export interface DashboardEntry {
  serviceName: string;
  name: string;
  requiresSupervision: boolean;
  contractedServices: { packageCode: string; packageDescription: string }[];
}

export interface ContractServiceDetail {
  contractNumber: string;
  effectiveDate: string;
  expirationDate: string;
  totalAmmount: number;
  totalBalance: number;
  totalUsed: number;
  isUnlimited: boolean;
}

export interface ContractPackageDetail {
  contractPackageId: number;
  quantityAccumulated: number;
  balanceAccumulated: number;
  usedAccumulated: number;
  isUnlimited: boolean;
  serviceFeatureCode: string;
  contractServiceDetail: ContractServiceDetail[];
  /**
   * Ours (decision 0020): store plans of the same feature that expire before this contract's balance, so consumption
   * takes them first (earliest expiry first); the dashboard explains why the contract's figures do not move.
   */
  plansConsumedFirst: PlanConsumedFirstView[];
}

export interface PlanConsumedFirstView {
  packageName: string;
  /** ISO date-time. */
  expirationDate: string;
  /** Left in that plan (0 when unlimited). */
  available: number;
  isUnlimited: boolean;
}

export interface ContractedServiceDetailsRequest {
  DocumentType: number;
  DocumentNumber: string;
  ServiceName: string;
  PackageCode: string;
  IsSupervised: boolean;
}

/** POST license/api/dashboard/movements (signed-in customer, own company): the "Movimientos" report. */
export interface DashboardMovementsRequest {
  DocumentType: number;
  DocumentNumber: string;
  ServiceName: string;
  ServiceFeatureCode: string;
  /** YYYY-MM-DD (Bogotá); default the first of the month and today. */
  From?: string;
  To?: string;
}

export interface DashboardMovement {
  eventId: string;
  appName: string;
  featureCode: string;
  quantity: number;
  occurredAt: string;
}
