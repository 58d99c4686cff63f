import { adminModules, StaffRole } from '@lic/shared-api-types';

const staffRoles = new Set<string>(Object.values(StaffRole));
const commercialManager = /^LICENSE_[A-Z0-9_]+_COMERCIALMANAGER$/;

/** The manager role of a contract (backoffice-licensing.md §6): LICENSE_{contract}_COMERCIALMANAGER. */
export function commercialManagerRole(contractName: string): string {
  return `LICENSE_${contractName.trim().toUpperCase()}_COMERCIALMANAGER`;
}

/** A staff role of the module tables or a contract's commercial-manager role. */
export function isKnownRole(role: string): boolean {
  return staffRoles.has(role) || commercialManager.test(role);
}

/** Privileges of the back-office modules: holding any of them makes a staff user who may look users up. */
export const MODULE_PRIVILEGES: string[] = adminModules.map((module) => module.privilege);
