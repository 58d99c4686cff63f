import { fakeJwt } from '@lic/web-api-client/testing';

/** Tokens as DecodeParameter returns them, for a customer whose token is valid for an hour. */
export function customerSession(claims: Record<string, unknown> = {}) {
  const token = fakeJwt({
    unique_name: 'ana@example.com',
    given_name: 'Ana',
    family_name: 'Pérez',
    customer_type: 'NI',
    customer_value: '900123456',
    APPS: 'COLFACTURA',
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  });
  return { token, refreshToken: 'refresh-token', userName: 'ana@example.com' };
}
