/**
 * Staff roles and the module privileges they carry, derived from the role tables of
 * backoffice-catalogue.md §6 and backoffice-licensing.md §6 (see docs/security/roles-and-privileges.md).
 * The server writes these privileges into the access token; the clients read them to build menus.
 */
export const StaffRole = {
  SUPERADMIN: 'SUPERADMIN',
  LICENSECOMERCIAL: 'LICENSECOMERCIAL',
  LICENSEPROMOCODE: 'LICENSEPROMOCODE',
  LICFINANCIERO: 'LICFINANCIERO',
  LICFINANCIEROCONSULTA: 'LICFINANCIEROCONSULTA',
  /** The data-protection officer (Ley 1581 de 2012): holders' requests, consent history, staff access log. */
  OFICIAL_DATOS: 'OFICIAL_DATOS',
} as const;
export type StaffRole = (typeof StaffRole)[keyof typeof StaffRole];

export const Privilege = {
  CONFIGURATION: 'CONFIGURATION',
  PACKAGES: 'PACKAGES',
  PAYMENTS: 'PAYMENTS',
  LICENSES: 'LICENSES',
  REPORTS: 'REPORTS',
  CONTRACTS: 'CONTRACTS',
  LICENSE_FULL_ACCESS: 'LICENSE_FULL_ACCESS',
  LICENSE_PROMOCODE_READ: 'LICENSE_PROMOCODE_READ',
  PromoCodeCreate: 'PromoCodeCreate',
  PromoCodeModify: 'PromoCodeModify',
  PromoCodeRead: 'PromoCodeRead',
  PromoCodeDelete: 'PromoCodeDelete',
  ReadPayments: 'ReadPayments',
  ApprovePayments: 'ApprovePayments',
  ModifyPayments: 'ModifyPayments',
  FinancialPayments: 'FinancialPayments',
  FinancialReadPayments: 'FinancialReadPayments',
  /** "Solicitudes de datos personales" (decision 0057). */
  PERSONAL_DATA: 'PERSONAL_DATA',
} as const;
export type Privilege = (typeof Privilege)[keyof typeof Privilege];

const promoCodeRights: Privilege[] = [
  Privilege.CONFIGURATION,
  Privilege.LICENSE_PROMOCODE_READ,
  Privilege.PromoCodeCreate,
  Privilege.PromoCodeModify,
  Privilege.PromoCodeRead,
  Privilege.PromoCodeDelete,
];

export const privilegesByRole: Record<StaffRole, readonly Privilege[]> = {
  SUPERADMIN: [
    Privilege.CONFIGURATION,
    Privilege.PACKAGES,
    Privilege.PAYMENTS,
    Privilege.LICENSES,
    Privilege.REPORTS,
    Privilege.CONTRACTS,
    Privilege.LICENSE_FULL_ACCESS,
    Privilege.ReadPayments,
    Privilege.ApprovePayments,
    Privilege.ModifyPayments,
    Privilege.PERSONAL_DATA,
  ],
  LICENSECOMERCIAL: [...promoCodeRights, Privilege.LICENSES, Privilege.CONTRACTS],
  LICENSEPROMOCODE: [...promoCodeRights],
  LICFINANCIERO: [
    Privilege.PAYMENTS,
    Privilege.ReadPayments,
    Privilege.ApprovePayments,
    Privilege.ModifyPayments,
    Privilege.FinancialPayments,
    Privilege.LICENSES,
    Privilege.REPORTS,
  ],
  LICFINANCIEROCONSULTA: [Privilege.PAYMENTS, Privilege.ReadPayments, Privilege.FinancialReadPayments, Privilege.REPORTS],
  OFICIAL_DATOS: [Privilege.PERSONAL_DATA],
};

export function privilegesForRoles(roles: readonly string[]): Privilege[] {
  const granted = new Set<Privilege>();
  for (const role of roles) {
    for (const privilege of privilegesByRole[role as StaffRole] ?? []) granted.add(privilege);
  }
  return [...granted];
}

/** The admin menu modules in display order, with the privilege each needs. */
export const adminModules = [
  { key: 'configurations', name: 'Configuración', privilege: Privilege.CONFIGURATION },
  { key: 'packages', name: 'Paquetes', privilege: Privilege.PACKAGES },
  { key: 'payments', name: 'Pagos en efectivo', privilege: Privilege.PAYMENTS },
  { key: 'licenses', name: 'Licencias y consumos', privilege: Privilege.LICENSES },
  { key: 'reports', name: 'Informes', privilege: Privilege.REPORTS },
  { key: 'contracts', name: 'Convenios', privilege: Privilege.CONTRACTS },
  { key: 'personal-data', name: 'Solicitudes de datos personales', privilege: Privilege.PERSONAL_DATA },
] as const;

/** A staff user holding a role (GET /user/api/get-users-by-role). */
export interface RoleUser {
  id: string;
  userName: string;
  names: string;
  surnames: string;
  email: string;
}

/** GET /user/api/get-users-by-role (header role: one or more role names) → result: one record per role asked. */
export interface UsersByRole {
  recordsData: { role: string; users: RoleUser[] }[];
}
