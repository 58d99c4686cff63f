import type {
  FieldError,
  PackageToPurchase,
  PaymentFormRequest,
  PaymentFormUser,
  PaymentMethod,
  PricedCart,
  PurchaseCustomer,
  RegisteredPurchaseOrder,
  RegisterPurchaseOrderRequest,
} from '@lic/shared-api-types';
import { ApiError } from '@lic/web-api-client';
import { CUSTOMER_FIELDS, toPurchaseCustomer, type CustomerField, type CustomerValues } from '@lic/web-ui';

/** The purchase form: billing and licence (service) customers, the terms, and the copy switch. */
export interface PurchaseFormValues {
  billing?: CustomerValues;
  service?: CustomerValues;
  legalTermsCheck?: boolean;
  /** Keeps one block a copy of the other (billing → licence, or licence → billing for a locked customer). */
  copyData?: boolean;
  /** Signed-in customers: the billing block is shown and used only when switched on. */
  editBilling?: boolean;
}

/** The billing block counts only once its person type is chosen; otherwise billing is the licence customer. */
export function billingInUse(values: PurchaseFormValues): boolean {
  return values.billing?.personType !== undefined;
}

export interface RegisterRequestInput {
  values: PurchaseFormValues;
  paymentMethod: PaymentMethod;
  packages: PackageToPurchase[];
  cart: PricedCart;
  appName: string;
  submissionId: string;
  /** The billing block is shown: hidden (switched off, or nothing to pay) means billing = licence customer. */
  billingShown: boolean;
}

export function customersOf(values: PurchaseFormValues, billingShown: boolean): { service: PurchaseCustomer; billing: PurchaseCustomer } {
  const service = toPurchaseCustomer(values.service ?? {});
  const billing = billingShown && billingInUse(values) ? toPurchaseCustomer(values.billing ?? {}) : service;
  return { service, billing };
}

export function buildRegisterRequest(input: RegisterRequestInput): RegisterPurchaseOrderRequest {
  const { service, billing } = customersOf(input.values, input.billingShown);
  const free = input.paymentMethod === 'SIN_PAGO';
  return {
    submissionId: input.submissionId,
    customerBilling: billing,
    customerService: service,
    packagesToPurchase: input.packages,
    promotionCodeUse: input.cart.promotionCode,
    totals: {
      subTotal: input.cart.subTotal,
      totalDiscount: input.cart.totalDiscount,
      taxIva: input.cart.taxIva,
      total: input.cart.total,
    },
    additionalInfo: service.addressAdditionalInformation ?? null,
    paymentMethod: input.paymentMethod,
    appName: input.appName,
    sendEmailActivationLicense: free,
    checkUserActivation: free,
    legalTermsCheck: input.values.legalTermsCheck === true,
  };
}

/** The payer sent with the payment request (informative: the server takes the order's payer). */
export function paymentFormUser(payer: PurchaseCustomer): PaymentFormUser {
  return {
    personType: payer.personType,
    documentTypeId: payer.documentTypeId,
    documentNumber: payer.documentNumber,
    firstName: payer.firstName ?? null,
    lastName: payer.lastName ?? null,
    legalName: payer.legalName ?? null,
    email: payer.email,
    cellphoneNumber: payer.cellphoneNumber,
  };
}

/** A fresh id for one submission; the server registers one order per id. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the purchase form does with the server's answer (storefront.md §4 modal categories, §8). */
export type PurchaseOutcome =
  | { kind: 'cashRegistered'; referenceUuid: string }
  | { kind: 'statusPage'; referenceUuid: string }
  | { kind: 'gateway'; url: string }
  /** An online order whose gateway checkout is asked for with POST /payment/form (the order's token). */
  | { kind: 'paymentForm'; token: string; request: PaymentFormRequest }
  | { kind: 'activeAccount' }
  | { kind: 'errorRegisterPayment'; message: string }
  | { kind: 'buyOnlyOneLicense'; message: string; minDateToRenewLicense: string | null }
  | { kind: 'licensePendingActivation'; message: string }
  | { kind: 'purchaseError'; message: string | null }
  /** The server refused fields of the form (400 with `errors`): they are shown beside the fields. */
  | { kind: 'invalidFields'; errors: FieldError[] };

const isAbsoluteUrl = (url: string | null | undefined): url is string => typeof url === 'string' && /^https?:\/\//i.test(url);

function errorOutcome(code: string, message: string | null, minDate: string | null): PurchaseOutcome {
  switch (code.toUpperCase()) {
    case 'ER15':
      return { kind: 'errorRegisterPayment', message: message ?? '' };
    case 'ER16':
      return { kind: 'buyOnlyOneLicense', message: message ?? '', minDateToRenewLicense: minDate };
    case 'ER17':
      return { kind: 'licensePendingActivation', message: message ?? '' };
    default:
      return { kind: 'purchaseError', message };
  }
}

const nonEmpty = (text: unknown): string | null => (typeof text === 'string' && text.trim() !== '' ? text : null);

/** A registered order: where the user goes next, or the ER code's modal. */
export function outcomeOfOrder(order: RegisteredPurchaseOrder | null | undefined, paymentMethod: PaymentMethod, statusMessage?: string) {
  if (!order?.referenceUuid) return { kind: 'purchaseError', message: nonEmpty(statusMessage) } satisfies PurchaseOutcome;
  const code = order.code ?? '';
  if (code.toUpperCase().includes('ER')) {
    return errorOutcome(code, nonEmpty(statusMessage) ?? nonEmpty(order.statusMessage), order.minDateToRenewLicense ?? null);
  }
  if (paymentMethod === 'EFECTIVO') return { kind: 'cashRegistered', referenceUuid: order.referenceUuid } satisfies PurchaseOutcome;
  if (paymentMethod === 'EN_LINEA' && isAbsoluteUrl(order.paymentRequest?.redirectionUrl)) {
    return { kind: 'gateway', url: order.paymentRequest.redirectionUrl } satisfies PurchaseOutcome;
  }
  // §4: the gateway's checkout comes from the payment request (POST /payment/form with the order's token).
  const token = nonEmpty(order.token);
  if (paymentMethod === 'EN_LINEA' && token !== null && order.paymentRequest) {
    return { kind: 'paymentForm', token, request: { ...order.paymentRequest } } satisfies PurchaseOutcome;
  }
  if (paymentMethod === 'SIN_PAGO' && code.toUpperCase() === 'OK16') return { kind: 'activeAccount' } satisfies PurchaseOutcome;
  return { kind: 'statusPage', referenceUuid: order.referenceUuid } satisfies PurchaseOutcome;
}

interface ResponseData {
  Code?: unknown;
  MinDateToRenewLicense?: unknown;
}

/** The responseData of an error answer: an object or its JSON text. */
function responseDataOf(body: unknown): ResponseData | null {
  const raw = (body as { responseData?: unknown } | null)?.responseData;
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      return parsed !== null && typeof parsed === 'object' ? (parsed as ResponseData) : null;
    } catch {
      return null;
    }
  }
  return raw !== null && typeof raw === 'object' ? (raw as ResponseData) : null;
}

/** A failed registration: an ER code of responseData gets its modal, anything else the default purchase error. */
export function outcomeOfError(error: unknown): PurchaseOutcome {
  if (!(error instanceof ApiError)) return { kind: 'purchaseError', message: null };
  const data = responseDataOf(error.body);
  const code = typeof data?.Code === 'string' ? data.Code : null;
  const minDate = typeof data?.MinDateToRenewLicense === 'string' ? data.MinDateToRenewLicense : null;
  if (code) return errorOutcome(code, nonEmpty(error.statusMessage), minDate);
  if (error.status === 400 && error.errors.length > 0) return { kind: 'invalidFields', errors: error.errors };
  return { kind: 'purchaseError', message: nonEmpty(error.statusMessage) };
}

/** A server field error placed on the purchase form: the form item's name path and the server's message. */
export interface PlacedFieldError {
  name: string[];
  message: string;
}

const isCustomerField = (field: string): field is CustomerField => (CUSTOMER_FIELDS as readonly string[]).includes(field);

/**
 * Where the server's field errors go on the form (design.md §3 envelope, fields named as the request names
 * them): customerService.* on the licence block, customerBilling.* on the billing block or, when billing is
 * the licence customer, on the licence block too; the terms on their checkbox. What has no field on the
 * form (a package line, say) stays unplaced, to be said in the error dialog.
 */
export function placeFieldErrors(errors: FieldError[], billingUsed: boolean): { placed: PlacedFieldError[]; unplaced: string[] } {
  const placed: PlacedFieldError[] = [];
  const unplaced: string[] = [];
  const place = (name: string[], message: string) => {
    const key = name.join('.');
    if (!placed.some((item) => item.name.join('.') === key && item.message === message)) placed.push({ name, message });
  };
  for (const { field, message } of errors) {
    const [head, tail, ...rest] = field.split('.');
    const block = head === 'customerService' ? 'service' : head === 'customerBilling' ? (billingUsed ? 'billing' : 'service') : null;
    if (block && tail !== undefined && rest.length === 0 && isCustomerField(tail)) place([block, tail], message);
    else if (field === 'legalTermsCheck') place(['legalTermsCheck'], message);
    else if (field === 'additionalInfo') place(['service', 'addressAdditionalInformation'], message);
    else if (!unplaced.includes(message)) unplaced.push(message);
  }
  return { placed, unplaced };
}
