import { describe, expect, it } from '@jest/globals';
import { privilegesByRole, StaffRole } from '@lic/shared-api-types';
import type { TokenClaims } from '@lic/web-api-client';
import { canDecidePayments } from './payment-access';

const claims = (privileges: readonly string[]): TokenClaims => ({
  unique_name: 'ana',
  given_name: 'Ana',
  family_name: 'Pérez',
  exp: 4102444800,
  APPS: 'LICENSE',
  privileges: [...privileges],
});

describe('canDecidePayments', () => {
  it.each<[StaffRole, boolean]>([
    [StaffRole.SUPERADMIN, true],
    [StaffRole.LICFINANCIERO, true],
    [StaffRole.LICFINANCIEROCONSULTA, false],
  ])('%s may approve and reject: %s', (role, expected) => {
    expect(canDecidePayments(claims(privilegesByRole[role]))).toBe(expected);
  });

  it('needs both ApprovePayments and ModifyPayments', () => {
    expect(canDecidePayments(claims(['PAYMENTS', 'ApprovePayments']))).toBe(false);
    expect(canDecidePayments(claims(['PAYMENTS', 'ModifyPayments']))).toBe(false);
    expect(canDecidePayments(null)).toBe(false);
  });
});
