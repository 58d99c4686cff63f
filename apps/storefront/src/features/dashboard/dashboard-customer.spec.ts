import { describe, expect, it } from '@jest/globals';
import type { TokenClaims } from '@lic/web-api-client';
import { dashboardCustomerOf } from './dashboard-customer';

const claims = (customer_type?: string, customer_value?: string) =>
  ({ unique_name: 'u', given_name: 'A', family_name: 'B', exp: 0, APPS: '', customer_type, customer_value }) as TokenClaims;

describe('dashboardCustomerOf', () => {
  it.each([
    ['4', 4],
    ['NIT', 4],
    ['nit', 4],
    ['J', 4],
    ['CC', 1],
    ['PA', 6],
    ['PPT', 14],
  ])('reads customer_type %p as document type %p', (type, expected) => {
    expect(dashboardCustomerOf(claims(type, ' 900 123 456 '))).toEqual({ documentType: expected, documentNumber: '900123456' });
  });

  it('is null without a session, a company or a readable type', () => {
    expect(dashboardCustomerOf(null)).toBeNull();
    expect(dashboardCustomerOf(claims('NIT', undefined))).toBeNull();
    expect(dashboardCustomerOf(claims('XYZ', '900123456'))).toBeNull();
  });
});
