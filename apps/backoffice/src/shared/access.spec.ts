import { describe, expect, it } from '@jest/globals';
import { privilegesByRole, StaffRole } from '@lic/shared-api-types';
import type { TokenClaims } from '@lic/web-api-client';
import { accessFor, opensAnyModule, type Access } from './access';

function staff(privileges: readonly string[], apps = 'LICENSE'): TokenClaims {
  return { unique_name: 'ana', given_name: 'Ana', family_name: 'Pérez', exp: 4102444800, APPS: apps, privileges: [...privileges] };
}

const none: Access = {
  isStaff: true,
  canConfigurations: false,
  canPackages: false,
  canPayments: false,
  canLicences: false,
  canReports: false,
  canContracts: false,
  canPersonalData: false,
  canOperations: false,
};

describe('accessFor', () => {
  it.each<[StaffRole, Partial<Access>]>([
    [
      StaffRole.SUPERADMIN,
      {
        canConfigurations: true,
        canPackages: true,
        canPayments: true,
        canLicences: true,
        canReports: true,
        canContracts: true,
        canPersonalData: true,
        canOperations: true,
      },
    ],
    [StaffRole.LICENSECOMERCIAL, { canConfigurations: true, canLicences: true, canContracts: true }],
    [StaffRole.LICENSEPROMOCODE, { canConfigurations: true }],
    [StaffRole.LICFINANCIERO, { canPayments: true, canLicences: true, canReports: true }],
    [StaffRole.LICFINANCIEROCONSULTA, { canPayments: true, canReports: true }],
    [StaffRole.OFICIAL_DATOS, { canPersonalData: true }],
  ])('gives %s exactly its modules', (role, granted) => {
    expect(accessFor(staff(privilegesByRole[role]))).toEqual({ ...none, ...granted });
  });

  it('opens every module to the full-access privilege', () => {
    const access = accessFor(staff(['LICENSE_FULL_ACCESS']));
    expect(Object.values(access).every(Boolean)).toBe(true);
  });

  it('denies everything when the token is not of the LICENSE app, whatever its privileges', () => {
    expect(accessFor(staff(privilegesByRole.SUPERADMIN, 'COLFACTURA'))).toEqual({ ...none, isStaff: false });
  });

  it('never takes a customer for staff, although a customer signed in to the license brand carries APPS = LICENSE', () => {
    expect(accessFor({ ...staff(privilegesByRole.SUPERADMIN), customer_id: 'c-1', customer_value: '900123456' })).toEqual({
      ...none,
      isStaff: false,
    });
  });

  it('tells whether any module opens', () => {
    expect(opensAnyModule(accessFor(staff([])))).toBe(false);
    expect(opensAnyModule(accessFor(staff(privilegesByRole.LICFINANCIEROCONSULTA)))).toBe(true);
  });

  it('denies everything without a session', () => {
    expect(accessFor(null)).toEqual({ ...none, isStaff: false });
  });
});
