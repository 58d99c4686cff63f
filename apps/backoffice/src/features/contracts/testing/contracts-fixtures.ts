import type { ContractPackageOption, ContractParameters, ContractProductOption } from '@lic/shared-api-types';
import type { DepartmentOption } from '@lic/web-ui';

export const serviceProduct: ContractProductOption = {
  value: 1,
  label: 'Colfactura',
  name: 'COLFACTURA',
  nameContract: 'COLFACTURA',
  contractedServices: true,
  requiresSupervision: false,
  isContractFullAccess: true,
  isDeviceBased: false,
};

export const deviceProduct: ContractProductOption = {
  value: 2,
  label: 'Biometría',
  name: 'BIOMETRIA',
  nameContract: 'BIOMETRIA',
  contractedServices: true,
  requiresSupervision: true,
  isContractFullAccess: true,
  isDeviceBased: true,
};

export const servicePackages: ContractPackageOption[] = [
  { packageCode: 'FE-1000', packageDescription: 'Facturas 1000', deviceCategoryId: null },
  { packageCode: 'FE-ILIM', packageDescription: 'Facturas ilimitadas', deviceCategoryId: null },
];

export const devicePackages: ContractPackageOption[] = [
  { packageCode: 'BIO-HUELLA', packageDescription: 'Validación por huella', deviceCategoryId: 1 },
];

export const contractParameters: ContractParameters = {
  paymentTypes: [
    { paymentTypeId: 1, paymentTypeName: 'Anticipado' },
    { paymentTypeId: 2, paymentTypeName: 'Crédito 30 días' },
  ],
  documentTypes: [
    { value: 1, text: 'Cédula de ciudadanía', documentTypeCode: 'CC', isVisibleClient: true, isVisibleSupervisor: true },
    { value: 2, text: 'Cédula de extranjería', documentTypeCode: 'CE', isVisibleClient: true, isVisibleSupervisor: true },
    { value: 4, text: 'NIT', documentTypeCode: 'NIT', isVisibleClient: true, isVisibleSupervisor: false },
    { value: 6, text: 'Pasaporte', documentTypeCode: 'PA', isVisibleClient: true, isVisibleSupervisor: true },
  ],
  validityTypes: [
    { id: 'A', nameValidity: 'Años' },
    { id: 'M', nameValidity: 'Meses' },
    { id: 'D', nameValidity: 'Días' },
  ],
  deviceTypes: [{ id: 1, nameDevice: 'Tableta', codeDevice: 'TAB' }],
  credentialDeliveryTypes: [{ id: 1, nameDelivery: 'Correo electrónico' }],
  maxValidityAmounts: [
    { id: 'A', amount: 2 },
    { id: 'M', amount: 24 },
    { id: 'D', amount: 730 },
  ],
  maxReassignmentQuota: 5,
  startDate: { isBeyondOneMonth: false, dateUnit: 'day', quantity: 0 },
};

export const departments: DepartmentOption[] = [
  { id: 11, stateName: 'Bogotá D.C.', city: [{ id: 11001, cityName: 'BOGOTA, D.C.' }] },
  { id: 5, stateName: 'Antioquia', city: [{ id: 5001, cityName: 'Medellín' }] },
];

export const managers = [
  { id: 'u-1', names: 'Marta', surnames: 'Ríos', userName: 'mrios', email: 'mrios@example.com' },
  { id: 'u-2', names: 'Jorge', surnames: 'Paz', userName: 'jpaz', email: 'jpaz@example.com' },
];
