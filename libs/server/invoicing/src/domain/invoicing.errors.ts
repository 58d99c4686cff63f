import { DomainError } from '@lic/server-kernel';

export class InvoicingError extends DomainError {
  constructor(
    readonly code: string,
    readonly kind: DomainError['kind'],
    message: string,
  ) {
    super(message);
  }
}

export const InvoicingMessage = {
  ORDER_REQUIRED: 'Indica la orden de compra (order) con su referencia.',
  NOT_YOUR_ORDER: 'No tienes acceso a los documentos de esta orden de compra.',
  DOCUMENT_NOT_FOUND: 'El documento electrónico no existe.',
  RESOLUTION_DUPLICATE: 'Ya existe una resolución de facturación con ese número y prefijo.',
  RESOLUTION_RANGE: 'El número final del rango debe ser mayor o igual al inicial.',
  RESOLUTION_DATES: 'La fecha final de vigencia debe ser posterior a la inicial.',
  ACCESS_REQUIRED: 'Inicia sesión para consultar los documentos de la orden.',
} as const;

export const notYourOrder = () => new InvoicingError('INVOICING.NOT_YOUR_ORDER', 'forbidden', InvoicingMessage.NOT_YOUR_ORDER);
export const accessRequired = () => new InvoicingError('INVOICING.ACCESS_REQUIRED', 'unauthenticated', InvoicingMessage.ACCESS_REQUIRED);
export const documentNotFound = () => new InvoicingError('INVOICING.DOCUMENT_NOT_FOUND', 'not_found', InvoicingMessage.DOCUMENT_NOT_FOUND);
export const resolutionDuplicate = () =>
  new InvoicingError('INVOICING.RESOLUTION_DUPLICATE', 'conflict', InvoicingMessage.RESOLUTION_DUPLICATE);
export const resolutionRange = () => new InvoicingError('INVOICING.RESOLUTION_RANGE', 'business_rule', InvoicingMessage.RESOLUTION_RANGE);
export const resolutionDates = () => new InvoicingError('INVOICING.RESOLUTION_DATES', 'business_rule', InvoicingMessage.RESOLUTION_DATES);
