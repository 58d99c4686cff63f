import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { CONSUMING_APPS } from '../../domain/consumption/app-service';
import { hashClientSecret } from '../../domain/credentials/app-credential-secret';
import { AppCredential } from '../../domain/credentials/app-credential.entity';

/** The documented development credential of an app (docs/api/licensing.md "Consumo"); never in production. */
export function demoAppCredential(appName: string): { clientId: string; clientSecret: string } {
  return { clientId: `${appName}-demo`, clientSecret: `demo-${appName}-secret-2026` };
}

/** One credential per app with a known secret, so the apps can report consumption in development. Idempotent. */
export class AppCredentialsDemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    for (const appName of CONSUMING_APPS) {
      const { clientId, clientSecret } = demoAppCredential(appName);
      if (await em.count(AppCredential, { clientId })) continue;
      const { credential } = AppCredential.issue(appName, 'Credencial de demostración (desarrollo)', clientSecret);
      credential.clientId = clientId;
      credential.secretHash = hashClientSecret(clientSecret);
      credential.createdBy = 'demo';
      em.persist(credential);
    }
    await em.flush();
  }
}
