import type { CredentialDeliveryTypeOption, DeviceTypeOption, MaxValidityAmount, ValidityTypeOption } from '@lic/shared-api-types';
import type { ContractedServiceItem, ContractedServiceOption } from './contracted-service-item';

// Demo lists of the contracted-services form, shared by its stories and spec.

export const SERVICE_OPTIONS: ContractedServiceOption[] = [
  { value: 'FE-1000', label: 'Facturas 1000' },
  { value: 'FE-ILIM', label: 'Facturas ilimitadas' },
];

export const DEVICE_SERVICE_OPTIONS: ContractedServiceOption[] = [
  { value: 'BIO-HUELLA', label: 'Validación por huella' },
  { value: 'BIO-FACIAL', label: 'Validación facial' },
];

export const VALIDITY_TYPES: ValidityTypeOption[] = [
  { id: 'A', nameValidity: 'Años' },
  { id: 'M', nameValidity: 'Meses' },
  { id: 'D', nameValidity: 'Días' },
];

export const MAX_VALIDITY_AMOUNTS: MaxValidityAmount[] = [
  { id: 'A', amount: 2 },
  { id: 'M', amount: 24 },
  { id: 'D', amount: 730 },
];

export const DEVICE_TYPES: DeviceTypeOption[] = [
  { id: 1, nameDevice: 'Tableta', codeDevice: 'TAB' },
  { id: 2, nameDevice: 'Lector de huella', codeDevice: 'LEC' },
];

export const CREDENTIAL_DELIVERY_TYPES: CredentialDeliveryTypeOption[] = [
  { id: 1, nameDelivery: 'Correo electrónico' },
  { id: 2, nameDelivery: 'Mensaje de texto' },
];

export const SERVICE_ITEMS: ContractedServiceItem[] = [
  {
    identifierCode: 'FE-1000-12-M',
    productService: 'FE-1000',
    productServiceName: 'Facturas 1000',
    quantityToAddService: 1500000,
    isSwitchEnabled: false,
    validityService: 'M',
    validityAmount: 12,
  },
  {
    identifierCode: 'FE-ILIM-1-A',
    productService: 'FE-ILIM',
    productServiceName: 'Facturas ilimitadas',
    quantityToAddService: 0,
    isSwitchEnabled: true,
    validityService: 'A',
    validityAmount: 1,
  },
];

export const DEVICE_ITEMS: ContractedServiceItem[] = [
  {
    identifierCode: 'BIO-HUELLA-TAB-1-A',
    productService: 'BIO-HUELLA',
    productServiceName: 'Validación por huella',
    quantityToAddService: 20,
    isSwitchEnabled: false,
    validityService: 'A',
    validityAmount: 1,
    reassignmentQuota: 3,
    deviceType: 'TAB',
    credentialsDeliveryType: 1,
  },
];
