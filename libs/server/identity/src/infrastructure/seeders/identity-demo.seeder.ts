import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { StaffRole } from '@lic/shared-api-types';
import { commercialManagerRole } from '../../domain/role';
import { User, type NewUser } from '../../domain/user.entity';
import { PasswordHasher } from '../password-hasher';

export const DEMO_PASSWORD = 'Licencias2026!';

/** The demo company the customers context seeds (NIT 900123456). */
export const DEMO_CUSTOMER = { id: '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00001', type: 'NIT', value: '900123456' } as const;
/** Industrias Metálicas del Caribe Ltda. (customers demo data): a company served by contracts (convenios). */
export const DEMO_CONTRACT_CUSTOMER = { id: '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00003', type: 'NIT', value: '800987654' } as const;

export const DEMO_USERS: readonly Omit<NewUser, 'passwordHash'>[] = [
  {
    userName: 'superadmin',
    firstName: 'Camila',
    lastName: 'Restrepo Gómez',
    email: 'camila.restrepo@licencias.com.co',
    roles: [StaffRole.SUPERADMIN],
  },
  {
    userName: 'comercial',
    firstName: 'Andrés Felipe',
    lastName: 'Morales Díaz',
    email: 'andres.morales@licencias.com.co',
    roles: [StaffRole.LICENSECOMERCIAL],
  },
  {
    userName: 'promocodes',
    firstName: 'Laura Marcela',
    lastName: 'Ospina Ruiz',
    email: 'laura.ospina@licencias.com.co',
    roles: [StaffRole.LICENSEPROMOCODE],
  },
  {
    userName: 'financiero',
    firstName: 'Jorge Iván',
    lastName: 'Castaño Pérez',
    email: 'jorge.castano@licencias.com.co',
    roles: [StaffRole.LICFINANCIERO],
  },
  {
    userName: 'consulta',
    firstName: 'Diana Patricia',
    lastName: 'Vargas León',
    email: 'diana.vargas@licencias.com.co',
    roles: [StaffRole.LICFINANCIEROCONSULTA],
  },
  {
    userName: 'gerente.colfactura',
    firstName: 'Santiago',
    lastName: 'Herrera Quintero',
    email: 'santiago.herrera@licencias.com.co',
    roles: [StaffRole.LICENSECOMERCIAL, commercialManagerRole('COLFACTURA')],
  },
  // Contracts: the operational manager of the device-based demo contract product (manager role only).
  {
    userName: 'gerente.bemyself',
    firstName: 'Valentina',
    lastName: 'Mejía Arango',
    email: 'valentina.mejia@licencias.com.co',
    roles: [commercialManagerRole('BEMYSELF')],
  },
  // Personal data (Ley 1581 de 2012, decision 0057): the data-protection officer.
  {
    userName: 'oficial.datos',
    firstName: 'Natalia',
    lastName: 'Cifuentes Rojas',
    email: 'natalia.cifuentes@licencias.com.co',
    roles: [StaffRole.OFICIAL_DATOS],
  },
  {
    userName: 'cliente',
    firstName: 'María Fernanda',
    lastName: 'López Cárdenas',
    email: 'maria.lopez@empresademo.com.co',
    customer: DEMO_CUSTOMER,
  },
  {
    userName: 'cliente.metalicas',
    firstName: 'Jorge Eliécer',
    lastName: 'Pineda Ruiz',
    email: 'jorge.pineda@metalicasdelcaribe.com.co',
    customer: DEMO_CONTRACT_CUSTOMER,
  },
];

/**
 * Demo users of every role, all with the password DEMO_PASSWORD (listed in the README). Skips users
 * that already exist, so it can run on every start.
 */
export class IdentityDemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    // The app-level seeder checks this too; a demo password must never reach production by any path.
    if (process.env.NODE_ENV === 'production') {
      throw new Error('Los usuarios de demostración no se crean en producción (NODE_ENV=production).');
    }
    const existing = new Set((await em.find(User, { userName: { $in: DEMO_USERS.map((u) => u.userName) } })).map((u) => u.userName));
    const missing = DEMO_USERS.filter((u) => !existing.has(u.userName));
    if (missing.length === 0) return;
    const passwords = new PasswordHasher();
    for (const user of missing) em.persist(User.create({ ...user, passwordHash: await passwords.hash(DEMO_PASSWORD) }));
    await em.flush();
  }
}
