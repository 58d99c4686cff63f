import type { CashPaymentState, CashPurchaseOrder, PurchaseOrderDetail, PurchaseOrderSummary, RejectType } from '@lic/shared-api-types';

// Payment records as the API sends them, for the page tests.

/** A cash order of the state; n numbers its reference, uuid and customer. */
export function cashOrder(n: number, state: CashPaymentState = 5, overrides: Partial<CashPurchaseOrder> = {}): CashPurchaseOrder {
  const uuid = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id: uuid,
    referenceUuid: uuid,
    paymentReference: `LIC-2026-${String(n).padStart(6, '0')}`,
    appName: 'colfactura',
    state,
    purchaseDate: '2026-03-02T15:00:00Z',
    totalPurchase: 1_190_000 + n,
    customer: {
      legalName: `Comercial ${n} SAS`,
      documentNumber: String(900_000_000 + n),
      documentTypeLicense: { documentTypeCode: 'NIT' },
    },
    paymentSupport: { fileName: `soporte-${n}.pdf`, uploadedOn: '2026-03-03T16:30:00Z' },
    rut: { fileName: `rut-${n}.png`, uploadedOn: '2026-03-03T16:31:00Z' },
    rejectTypeId: state === 7 ? 2 : null,
    rejectTypeDescription: null,
    ...overrides,
  };
}

export const rejectTypes: RejectType[] = [
  { id: 1, rejectTypeDescription: 'El comprobante no es legible' },
  { id: 2, rejectTypeDescription: 'El valor consignado no corresponde' },
];

/** "%PDF-1.4" and a little more, base64. */
export const PDF_BASE64 = btoa('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
/** The 8-byte PNG signature and a little more, base64. */
export const PNG_BASE64 = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13));

export function orderSummary(n: number, overrides: Partial<PurchaseOrderSummary> = {}): PurchaseOrderSummary {
  return {
    referenceUuid: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    paymentReference: `LIC-2026-${String(n).padStart(6, '0')}`,
    appName: 'colfactura',
    state: 6,
    stateName: 'Aprobada',
    paymentMethod: 'EN_LINEA',
    customerName: `Cliente ${n} SAS`,
    documentNumber: String(800_000_000 + n),
    total: 500_000 + n,
    createdOn: '2026-03-02T15:00:00Z',
    ...overrides,
  };
}

export const orderDetail: PurchaseOrderDetail = {
  referenceUuid: '10000000-0000-4000-8000-000000000001',
  paymentReference: 'LIC-2026-000001',
  appName: 'colfactura',
  serviceName: 'COLFACTURA',
  kind: 'PURCHASE',
  state: 6,
  stateName: 'Aprobada',
  paymentMethod: 'EN_LINEA',
  paymentGateway: 'SANDBOX',
  promotionCode: 'BIENVENIDA',
  createdOn: '2026-03-02T15:00:00Z',
  effectiveOn: '2026-03-02T15:05:00Z',
  cancellation: null,
  lines: [
    {
      packageId: 11,
      packageCode: 'FAC-PYME',
      packageName: 'Plan Pyme',
      quantity: 1,
      unitPrice: 1_190_000,
      discount: 100_000,
      taxIva: 19,
      ivaValue: 171_000,
      total: 1_071_000,
    },
  ],
  totals: { subTotal: 1_000_000, totalDiscount: 100_000, taxIva: 171_000, total: 1_071_000 },
  billingCustomer: {
    personType: 'Jurídica',
    documentType: 'NIT',
    documentNumber: '800000001',
    name: 'Cliente 1 SAS',
    email: 'pagos@cliente1.co',
    cellphoneNumber: '3001234567',
    address: 'Calle 80 # 11 - 42',
    city: 'Bogotá, D.C.',
  },
  serviceCustomer: {
    personType: 'Natural',
    documentType: 'CC',
    documentNumber: '1020304050',
    name: 'Ana Pérez',
    email: 'ana@cliente1.co',
    cellphoneNumber: null,
    address: null,
    city: null,
  },
  consent: {
    policyUrl: 'https://colfactura.co/politica-de-datos',
    termsUrl: 'https://colfactura.co/terminos',
    acceptedAt: '2026-03-02T15:00:00Z',
    ip: '190.0.0.1',
    userName: null,
  },
  timeline: [
    { at: '2026-03-02T15:00:00Z', kind: 'REGISTERED', title: 'Orden registrada', detail: 'Pago en línea', actor: 'Ana Pérez' },
    { at: '2026-03-02T15:01:00Z', kind: 'PAYMENT_ATTEMPT', title: 'Pago iniciado', detail: 'Pasarela SANDBOX', actor: 'Ana Pérez' },
    {
      at: '2026-03-02T15:03:00Z',
      kind: 'GATEWAY_ANSWER',
      title: 'Respuesta de la pasarela',
      detail: 'Aceptada (transacción T-1)',
      actor: 'SANDBOX',
    },
    { at: '2026-03-02T15:03:01Z', kind: 'APPROVED', title: 'Pago aprobado', detail: null, actor: 'SANDBOX' },
    { at: '2026-03-02T15:04:00Z', kind: 'LICENCE_ISSUED', title: 'Licencias emitidas', detail: '1 plan: FAC-PYME', actor: 'Sistema' },
    { at: '2026-03-02T15:04:30Z', kind: 'EMAIL_SENT', title: 'Correo enviado', detail: 'pagos@cliente1.co', actor: null },
  ],
};
