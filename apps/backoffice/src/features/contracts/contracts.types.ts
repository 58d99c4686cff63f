// The wizard's own shapes (form steps, editor rows, loaded lists); the server's answers come from
// @lic/shared-api-types.
import type { RoleUser } from '@lic/shared-api-types';
import type { DepartmentOption } from '@lic/web-ui';
import type { Dayjs } from 'dayjs';

/** A user of LICENSE_{nameContract}_COMERCIALMANAGER (§3.7 manager). */
export type CommercialManager = RoleUser;

/** Step 1 "Información Contrato". */
export interface ContractStepValues {
  product?: number;
  contractNumber?: string;
  contractStartDate?: Dayjs | null;
  contractEndDate?: Dayjs | null;
  commercialManagerId?: string;
  paymentCondition?: number;
}

/** Step 2 "Información Cliente". */
export interface CustomerStepValues {
  personType?: 'J' | 'N';
  documentTypeId?: number;
  documentNumber?: string;
  legalName?: string;
  firstName?: string;
  lastName?: string;
  fulladdress?: string;
  departmentId?: number;
  cityId?: number;
  cellphoneNumber?: string;
  email?: string;
}

/** Step 3 "Información Supervisor". */
export interface SupervisorStepValues {
  documentTypeId?: number;
  documentNumber?: string;
  firstName?: string;
  lastName?: string;
  fulladdress?: string;
  departmentId?: number;
  cityId?: number;
  phoneNumber?: string;
  email?: string;
  jobTitle?: string;
}

/** A service line as the editor and the table hold it (both variants; the device fields only for device products). */
export interface ServiceLineRow {
  identifierCode: string;
  packageCode: string;
  packageDescription: string;
  quantityToAdd: number;
  isUnlimited: boolean;
  typeValidity: string;
  validityAmount: number;
  reassignmentQuota?: number;
  /** codeDevice of the device type. */
  deviceType?: string;
  credentialsDeliveryType?: number;
}

/** The lists the wizard loads at start (departments with cities and blocked e-mail domains). */
export interface WizardReferenceLists {
  departments: DepartmentOption[];
  blockedDomains: string[];
}
