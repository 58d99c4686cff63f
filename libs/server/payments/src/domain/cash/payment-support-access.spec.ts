import { describe, expect, it } from '@jest/globals';
import type { AuthenticatedUser } from '@lic/server-kernel';
import { Privilege } from '@lic/shared-api-types';
import { paymentSupportRefusal, type SupportLinkCheck } from './payment-support-access';

const user = (overrides: Partial<AuthenticatedUser>): AuthenticatedUser => ({
  userId: 'u',
  userName: 'u',
  givenName: 'U',
  familyName: 'U',
  apps: ['LICENSE'],
  roles: [],
  privileges: [],
  ...overrides,
});
const financiero = user({ roles: ['LICFINANCIERO'], privileges: [Privilege.PAYMENTS] });
const comercial = user({ roles: ['LICENSECOMERCIAL'], privileges: [Privilege.PACKAGES] });
const owner = user({ apps: ['COLFACTURA'], customerType: '4', customerValue: '900123456' });
const stranger = user({ apps: ['COLFACTURA'], customerType: '1', customerValue: '99887766' });
const order = { names: (document: { documentNumber: string }) => document.documentNumber === '900123456' };

const codeOf = (viewer: AuthenticatedUser | undefined, link: SupportLinkCheck) => {
  const refusal = paymentSupportRefusal(viewer, order, link);
  return refusal ? `${refusal.kind}:${refusal.code}` : 'allowed';
};

describe('paymentSupportRefusal: the one rule for reading a proof', () => {
  it.each([
    ['staff with PAYMENTS', 'allowed', financiero, 'none'],
    ['the owner', 'allowed', owner, 'none'],
    ['anyone with a valid link', 'allowed', undefined, 'valid'],
    ['another customer with a valid link', 'allowed', stranger, 'valid'],
    ['staff with PAYMENTS and a forged link', 'allowed', financiero, 'forged'],
    ['nobody', 'unauthenticated:PAYMENTS.SUPPORT_ACCESS_REQUIRED', undefined, 'none'],
    ['an expired link', 'forbidden:PAYMENTS.SUPPORT_LINK_EXPIRED', undefined, 'expired'],
    ['a forged link', 'forbidden:PAYMENTS.SUPPORT_LINK_INVALID', undefined, 'forged'],
    ['staff without PAYMENTS', 'forbidden:FORBIDDEN', comercial, 'none'],
    ['another customer', 'forbidden:PAYMENTS.NOT_OWN_ORDER', stranger, 'none'],
    ['another customer with an expired link', 'forbidden:PAYMENTS.SUPPORT_LINK_EXPIRED', stranger, 'expired'],
  ] as const)('%s → %s', (_who, expected, viewer, link) => {
    expect(codeOf(viewer, link)).toBe(expected);
  });
});
