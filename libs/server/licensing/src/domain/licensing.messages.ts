import { PLAN_EXPIRED_CODE } from '@lic/shared-api-types';

/** Spanish texts of the licences part (storefront.md §8; backoffice-licensing.md §5.1, §8). */
export const LicensingMessage = {
  planExpired: '¡Tu plan base ha vencido!',
  notOwnDocument: 'Solo puedes consultar los planes de tu propia empresa.',
  noLicensedCustomers: 'No se encontraron licencias',
  noLicencesInFilter: 'No se encontraron licencias para este cliente en el filtro seleccionado',
  licenceNotFound: 'No se encontró la licencia.',
  addRefused: 'No se pudo añadir la licencia al cliente.',
  updateRefused: 'No se pudo actualizar la licencia al cliente.',
  customerNotFound: 'No se encontró la empresa.',
  serviceNotFound: 'No se encontró el servicio.',
  packageNotFound: 'No se encontró el paquete del servicio.',
  contractNumberRequired: 'El número de contrato es obligatorio para el paquete BIILIMITADO.',
  datesRequired: 'Las fechas de inicio y fin son obligatorias para el paquete BIILIMITADO.',
  finalBeforeStart: 'La fecha fin debe ser posterior a la fecha de inicio.',
  rangesRequired: 'Debes agregar al menos un rango de transacciones.',
  monthOutsidePlan: 'El mes consultado no pertenece al plan.',
  noLicencesForToken: 'La empresa no tiene licencias vigentes de esta app (puede no existir, o sus planes vencieron o están suspendidos).',
  notSuspended: 'Las licencias de esta orden no están suspendidas.',
  reactivated: 'Licencias reactivadas',
  alreadySuspended: 'Las licencias de esta orden ya están suspendidas.',
  suspended: 'Licencias suspendidas',
  suspensionReasonRequired: 'Escriba el motivo de la suspensión (entre 5 y 200 caracteres).',
} as const;

export const LicensingCode = {
  PLAN_EXPIRED: PLAN_EXPIRED_CODE,
  NOT_OWN_DOCUMENT: 'LICENSING.NOT_OWN_DOCUMENT',
  NO_LICENCES: 'LICENSING.NO_LICENCES',
  LICENCE_NOT_FOUND: 'LICENSING.LICENCE_NOT_FOUND',
  RANGE_RULE: 'LICENSING.RANGE_RULE',
  LICENCE_REFUSED: 'LICENSING.LICENCE_REFUSED',
  NO_LICENCES_FOR_TOKEN: 'LICENSING.NO_LICENCES_FOR_TOKEN',
  NOT_SUSPENDED: 'LICENSING.NOT_SUSPENDED',
  ALREADY_SUSPENDED: 'LICENSING.ALREADY_SUSPENDED',
} as const;
