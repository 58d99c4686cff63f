import { describe, expect, it } from '@jest/globals';
import { loginTarget } from './login-target';

describe('loginTarget', () => {
  it.each([
    ['/admin', '/admin/login/abc'],
    ['/admin/', '/admin/login/abc'],
    ['/admin/packages', '/admin/login/abc?next=%2Fpackages'],
    ['/admin//evil.example', '/admin/login/abc'],
    ['/myplan', '/myplan/abc'],
    ['/dashboard', '/dashboard/abc'],
    [null, '/abc'],
    ['/', '/abc'],
  ])('sends redirect %p to %p', (redirect, target) => {
    expect(loginTarget(redirect, 'abc')).toBe(target);
  });
});
