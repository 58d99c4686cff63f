import { adminModules, Privilege } from '@lic/shared-api-types';
import type { TokenClaims } from '@lic/web-api-client';

/** Boolean flags the routes and the menu read, one per admin module (Ant Design Pro's access pattern). */
export interface Access {
  /** A back-office user at all: the token's APPS claim is LICENSE (backoffice-catalogue.md §6). */
  isStaff: boolean;
  canConfigurations: boolean;
  canPackages: boolean;
  canPayments: boolean;
  canLicences: boolean;
  canReports: boolean;
  canContracts: boolean;
  /** "Solicitudes de datos personales": the data-protection officer and superadmin (decision 0057). */
  canPersonalData: boolean;
  /** Operations screens ("Entregas fallidas"): full access only. */
  canOperations: boolean;
}

export type AdminModuleKey = (typeof adminModules)[number]['key'];
export type ModuleAccessFlag = Exclude<keyof Access, 'isStaff'>;

export const moduleAccessFlag: Record<AdminModuleKey, ModuleAccessFlag> = {
  configurations: 'canConfigurations',
  packages: 'canPackages',
  payments: 'canPayments',
  licenses: 'canLicences',
  reports: 'canReports',
  contracts: 'canContracts',
  'personal-data': 'canPersonalData',
};

/**
 * Staff of the license app. A customer who signs in to the license brand also gets APPS = LICENSE, so a token
 * with customer claims is never staff.
 */
export function isStaff(claims: TokenClaims | null): claims is TokenClaims {
  return claims?.APPS === 'LICENSE' && !claims.customer_id && !claims.customer_value;
}

/** Whether the access opens at least one module of the back office. */
export function opensAnyModule(access: Access): boolean {
  return Object.values(moduleAccessFlag).some((flag) => access[flag]) || access.canOperations;
}

export function accessFor(claims: TokenClaims | null): Access {
  const privileges = new Set<string>(isStaff(claims) ? (claims.privileges ?? []) : []);
  const fullAccess = privileges.has(Privilege.LICENSE_FULL_ACCESS);
  const access: Access = {
    isStaff: isStaff(claims),
    canConfigurations: false,
    canPackages: false,
    canPayments: false,
    canLicences: false,
    canReports: false,
    canContracts: false,
    canPersonalData: false,
    canOperations: fullAccess,
  };
  for (const module of adminModules) {
    access[moduleAccessFlag[module.key]] = fullAccess || privileges.has(module.privilege);
  }
  return access;
}
