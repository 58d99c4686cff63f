import { brandCodes, brands, type BrandCode } from '@lic/web-ui';
import { ORDERS_TEXT } from '../../../features/payments/payments.messages';

type Status = 'Default' | 'Processing' | 'Success' | 'Warning' | 'Error';

const stateStatus: Record<keyof typeof ORDERS_TEXT.states, Status> = {
  1: 'Processing',
  5: 'Warning',
  6: 'Success',
  7: 'Error',
  8: 'Success',
  9: 'Default',
  10: 'Error',
  11: 'Error',
};

/** ProTable valueEnums of the filters and columns. */
export const stateEnum = Object.fromEntries(
  Object.entries(ORDERS_TEXT.states).map(([state, text]) => [
    state,
    { text, status: stateStatus[Number(state) as keyof typeof stateStatus] },
  ]),
);
export const paymentMethodEnum = Object.fromEntries(Object.entries(ORDERS_TEXT.paymentMethods).map(([method, text]) => [method, { text }]));
export const brandEnum = Object.fromEntries(brandCodes.map((code) => [code, { text: brands[code].displayName }]));

export function stateName(state: number): string {
  return ORDERS_TEXT.states[state as keyof typeof ORDERS_TEXT.states] ?? String(state);
}

export function paymentMethodName(method: string): string {
  return ORDERS_TEXT.paymentMethods[method as keyof typeof ORDERS_TEXT.paymentMethods] ?? method;
}

export function brandName(appName: string): string {
  return brands[appName.toLowerCase() as BrandCode]?.displayName ?? appName;
}
