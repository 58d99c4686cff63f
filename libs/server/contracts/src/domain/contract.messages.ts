import { CONTRACT_MESSAGES } from '@lic/shared-api-types';

/** Spanish texts of the contracts server: the spec's (CONTRACT_MESSAGES) and those the server adds (docs/api/contracts.md). */
export const ContractMessage = {
  ...CONTRACT_MESSAGES,
  contractNotFound: 'No existe un convenio con ese número para el producto.',
  productNotAvailable: 'El producto no está disponible para convenios.',
  productNotAllowed: 'No tienes permiso para registrar convenios de este producto.',
  packageNotInProduct: 'El paquete {packageCode} no pertenece al producto del convenio.',
  deviceLineRequired:
    'El producto se contrata por dispositivo: cada servicio debe indicar el cupo de reasignación, el tipo de dispositivo y el tipo de entrega de credenciales.',
  serviceLineRequired: 'El producto se contrata por servicio: los servicios no llevan datos de dispositivo.',
  noServices: 'Agregue al menos un servicio al convenio.',
  unlimitedQuantity: 'Un servicio ilimitado se envía con cantidad 0.',
  validityTypeUnknown: 'El tipo de vigencia no es válido.',
  deviceTypeUnknown: 'El tipo de dispositivo no es válido.',
  credentialsDeliveryUnknown: 'El tipo de entrega de credenciales no es válido.',
  paymentConditionUnknown: 'La condición de pago no es válida.',
  documentTypeNotAllowed: 'El tipo de identificación no está permitido.',
  identifierCodeMismatch: 'El código identificador del servicio no corresponde a sus datos.',
  supervisorRequired: 'El producto requiere la información del supervisor.',
  managerUnknown: 'El gestor operativo no pertenece al producto.',
  cityUnknown: 'El municipio no existe.',
  personNames: 'Para una persona natural se requieren nombres y apellidos.',
  legalNameRequired: 'Para una persona jurídica se requiere la razón social.',
  notOwnCompany: 'Solo puedes consultar los servicios de tu empresa.',
  movementsRange: 'El rango de fechas no es válido.',
} as const;

/** A message with its {placeholder} filled. */
export function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
