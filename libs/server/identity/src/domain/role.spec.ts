import { describe, expect, it } from '@jest/globals';
import { commercialManagerRole, isKnownRole, MODULE_PRIVILEGES } from './role';

describe('roles', () => {
  it.each(['SUPERADMIN', 'LICENSECOMERCIAL', 'LICENSEPROMOCODE', 'LICFINANCIERO', 'LICFINANCIEROCONSULTA'])(
    'knows the staff role %s',
    (role) => {
      expect(isKnownRole(role)).toBe(true);
    },
  );

  it('knows the commercial manager role of any contract', () => {
    expect(commercialManagerRole(' colfactura ')).toBe('LICENSE_COLFACTURA_COMERCIALMANAGER');
    expect(isKnownRole('LICENSE_COLFACTURA_COMERCIALMANAGER')).toBe(true);
    expect(isKnownRole('LICENSE_BIILIMITADO_2026_COMERCIALMANAGER')).toBe(true);
  });

  it.each(['', 'ADMIN', 'superadmin', 'LICENSE__COMERCIALMANAGER', 'LICENSE_X_COMERCIALMANAGER; drop'])('refuses %p', (role) => {
    expect(isKnownRole(role)).toBe(false);
  });

  it('lets any back-office module privilege look users up', () => {
    expect(MODULE_PRIVILEGES).toEqual(['CONFIGURATION', 'PACKAGES', 'PAYMENTS', 'LICENSES', 'REPORTS', 'CONTRACTS', 'PERSONAL_DATA']);
  });
});
