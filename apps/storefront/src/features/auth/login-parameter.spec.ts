import { describe, expect, it } from '@jest/globals';
import { isLoginParameter, landingAfterParameterLogin } from './login-parameter';

describe('landingAfterParameterLogin', () => {
  it.each([
    ['/myplan/abc', '/myplan'],
    ['/MyPlan/abc', '/myplan'],
    ['/dashboard/abc', '/dashboard'],
    ['/abc', '/'],
  ])('lands %p on %p', (pathname, landing) => {
    expect(landingAfterParameterLogin(pathname)).toBe(landing);
  });
});

describe('isLoginParameter', () => {
  it('tells a login parameter from an ordinary path segment', () => {
    expect(isLoginParameter('movimientos')).toBe(false);
    expect(isLoginParameter('A'.repeat(40))).toBe(true);
  });
});
