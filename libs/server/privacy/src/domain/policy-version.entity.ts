import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { PrivacyPolicyView } from '@lic/shared-api-types';
import { bogotaDate } from './business-days';
import { PolicyEffectiveDateError } from './privacy.errors';

/** How far ahead a version may be announced before it governs (decision 0069). */
const MAX_DAYS_AHEAD = 366;

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

  /**
   * Bogotá day (YYYY-MM-DD) from which the version governs, as the policy must state (Decreto 1377 art. 13). It
   * is published, and holders are asked to accept it, at once: a change is told to the holders before it is
   * applied (art. 5), so the day is today or later.
   */
  @Property({ type: 'string', columnType: 'date' })
  effectiveOn!: string;

  /** `effectiveOn` defaults to the day of publication; a given one must be between today and a year ahead. */
  static publish(input: { appName: string; version: number; text: string; by: string; now: Date; effectiveOn?: string }): PolicyVersion {
    const today = bogotaDate(input.now);
    if (input.effectiveOn !== undefined) {
      const latest = bogotaDate(new Date(input.now.getTime() + MAX_DAYS_AHEAD * 86_400_000));
      if (input.effectiveOn < today || input.effectiveOn > latest) throw new PolicyEffectiveDateError();
    }
    const policy = new PolicyVersion();
    policy.appName = input.appName;
    policy.version = input.version;
    policy.text = input.text.trim();
    policy.publishedAt = input.now;
    policy.publishedBy = input.by;
    policy.effectiveOn = input.effectiveOn ?? today;
    return policy;
  }

  toView(displayName: string): PrivacyPolicyView {
    return {
      appName: this.appName,
      version: this.version,
      publishedOn: this.publishedAt.toISOString(),
      effectiveOn: this.effectiveOn,
      title: `Política de Tratamiento de Datos Personales de ${displayName}`,
      text: this.text,
    };
  }
}
