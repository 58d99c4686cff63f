import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { PrivacyPolicyView } from '@lic/shared-api-types';

/**
 * A version of a brand's "Política de Tratamiento de Datos Personales" published by the officer. Version 1
 * of every brand is the text built into the product (policy-text.ts); the highest version is the current one.
 */
@Entity({ schema: 'privacy', tableName: 'policy_version' })
export class PolicyVersion {
  @PrimaryKey({ type: 'string', length: 30 })
  appName!: string;

  @PrimaryKey({ type: 'integer' })
  version!: number;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  publishedAt!: Date;

  @Property({ type: 'string', length: 100 })
  publishedBy!: string;

  static publish(input: { appName: string; version: number; text: string; by: string; now: Date }): PolicyVersion {
    const policy = new PolicyVersion();
    policy.appName = input.appName;
    policy.version = input.version;
    policy.text = input.text.trim();
    policy.publishedAt = input.now;
    policy.publishedBy = input.by;
    return policy;
  }

  toView(displayName: string): PrivacyPolicyView {
    return {
      appName: this.appName,
      version: this.version,
      publishedOn: this.publishedAt.toISOString(),
      title: `Política de Tratamiento de Datos Personales de ${displayName}`,
      text: this.text,
    };
  }
}
