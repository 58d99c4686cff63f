// The purchase feature's public entry: other features import only what is exported here.
export { useCustomerLookups, type CustomerLookups } from './hooks/use-customer-lookups';
export { useReferenceData, type ReferenceData } from './hooks/use-reference-data';
export type { PaymentRetryState } from './payment-retry-state';
export { newSubmissionId } from './purchase-request';
export { PURCHASE_MODAL_TEXTS, PURCHASE_TEXTS } from './purchase.messages';
// The e-mail check of the purchase form, reused by the public personal-data request form.
export { checkEmail } from './api/check-email';
export { validateMailCode } from './api/validate-mail-code';
