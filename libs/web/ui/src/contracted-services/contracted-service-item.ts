import type { ValidityTypeOption } from '@lic/shared-api-types';
import { serviceLineIdentifierCode, UNKNOWN_LOOKUP } from '@lic/shared-rules';

/** The two variants of the form: device-based (§3.4 device fields) or service (with the unlimited-quantity switch). */
export type ContractedServicesVariant = 'device' | 'service';

/** A service (package) the user may pick. */
export interface ContractedServiceOption {
  /** Package code. */
  value: string;
  label: string;
}

/** A contracted service item (backoffice-licensing.md §3.4) as the list holds it. */
export interface ContractedServiceItem {
  /** Package code + device code (device variant) + validity amount + validity type (§3.5); the duplicate key (§4.3). */
  identifierCode: string;
  /** Package code of the chosen service. */
  productService: string;
  /** Its name, shown in the table. */
  productServiceName: string;
  /** 0 when the quantity is unlimited. */
  quantityToAddService: number;
  /** The unlimited-quantity switch (service variant only; always false in the device variant). */
  isSwitchEnabled: boolean;
  /** Validity type id (A, M, D…). */
  validityService: string;
  validityAmount: number;
  /** Device variant only. */
  reassignmentQuota?: number;
  /** codeDevice of the device type, device variant only. */
  deviceType?: string;
  /** Credential delivery type id, device variant only. */
  credentialsDeliveryType?: number;
}

/** What the editor holds while the user types. */
export interface ContractedServiceValues {
  productService?: string;
  quantityToAddService?: string;
  isSwitchEnabled?: boolean;
  validityService?: string;
  validityAmount?: string;
  reassignmentQuota?: string;
  deviceType?: string;
  credentialsDeliveryType?: number;
}

/** The item of values the form's rules have passed. */
export function toContractedServiceItem(
  values: ContractedServiceValues,
  variant: ContractedServicesVariant,
  services: readonly ContractedServiceOption[],
): ContractedServiceItem {
  const productService = values.productService ?? '';
  const validityService = values.validityService ?? '';
  const validityAmount = Number(values.validityAmount);
  const productServiceName = services.find((option) => option.value === productService)?.label ?? productService;
  if (variant === 'device') {
    const deviceType = values.deviceType ?? '';
    return {
      identifierCode: serviceLineIdentifierCode({
        packageCode: productService,
        deviceCode: deviceType,
        validityAmount,
        typeValidity: validityService,
      }),
      productService,
      productServiceName,
      quantityToAddService: Number(values.quantityToAddService),
      isSwitchEnabled: false,
      validityService,
      validityAmount,
      reassignmentQuota: Number(values.reassignmentQuota),
      deviceType,
      credentialsDeliveryType: values.credentialsDeliveryType,
    };
  }
  const isSwitchEnabled = values.isSwitchEnabled === true;
  return {
    identifierCode: serviceLineIdentifierCode({ packageCode: productService, validityAmount, typeValidity: validityService }),
    productService,
    productServiceName,
    quantityToAddService: isSwitchEnabled ? 0 : Number(values.quantityToAddService),
    isSwitchEnabled,
    validityService,
    validityAmount,
  };
}

/** The editor's values of an item, to edit it. */
export function toContractedServiceValues(item: ContractedServiceItem): ContractedServiceValues {
  return {
    productService: item.productService,
    quantityToAddService: item.isSwitchEnabled ? undefined : String(item.quantityToAddService),
    isSwitchEnabled: item.isSwitchEnabled,
    validityService: item.validityService,
    validityAmount: String(item.validityAmount),
    reassignmentQuota: item.reassignmentQuota === undefined ? undefined : String(item.reassignmentQuota),
    deviceType: item.deviceType,
    credentialsDeliveryType: item.credentialsDeliveryType,
  };
}

/** The validity type's name, "Desconocido" when the list does not have it (§8). */
export function validityTypeLabel(validityTypes: readonly ValidityTypeOption[], id: string): string {
  return validityTypes.find((type) => type.id === id)?.nameValidity ?? UNKNOWN_LOOKUP;
}
