import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { demoSeeders } from './contexts';

/**
 * Demo data of every context (users, companies, catalogue...). Refuses to run in production:
 * demo users with a known password must never exist there.
 */
export class DatabaseSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if (process.env.NODE_ENV === 'production') {
      throw new Error('Los datos de demostración no se crean en producción (NODE_ENV=production).');
    }
    return this.call(em, demoSeeders);
  }
}
