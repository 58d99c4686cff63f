import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { AuditedEntity } from '@lic/server-kernel';
import { hashClientSecret, newClientId, newClientSecret } from './app-credential-secret';

/**
 * The credential an app uses to report consumption (design.md §5): a client id and a secret kept as
 * its hash, shown once on creation. Revoked credentials stay for the audit.
 */
@Entity({ schema: 'licensing', tableName: 'app_credential' })
@Unique({ name: 'app_credential_client_id_unique', properties: ['clientId'] })
export class AppCredential extends AuditedEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 30 })
  appName!: string;

  @Property({ type: 'string', length: 64 })
  clientId!: string;

  @Property({ type: 'string', length: 64 })
  secretHash!: string;

  @Property({ type: 'string', length: 200 })
  description!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedOn?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsedOn?: Date | null;

  /** A new credential and its secret (the only time the secret exists in clear). */
  static issue(appName: string, description: string, secret: string = newClientSecret()): { credential: AppCredential; secret: string } {
    const credential = new AppCredential();
    credential.appName = appName;
    credential.clientId = newClientId(appName);
    credential.secretHash = hashClientSecret(secret);
    credential.description = description;
    return { credential, secret };
  }

  get isRevoked(): boolean {
    return Boolean(this.revokedOn);
  }

  /** Revoking twice keeps the first date. */
  revoke(now: Date): void {
    this.revokedOn ??= now;
  }
}
