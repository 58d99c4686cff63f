import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ConsentForm, ConsentView } from '@lic/shared-api-types';

export interface ConsentInput {
  appName: string;
  form: ConsentForm;
  policyVersion: number;
  policyUrl: string;
  termsUrl: string;
  acceptedAt: Date;
  ip: string | null;
  userName: string | null;
  customerId: string | null;
  documentTypeId: number | null;
  documentNumber: string | null;
  holderName: string | null;
  holderEmail: string | null;
}

/**
 * Proof that a holder accepted a brand's personal-data policy and terms (Ley 1581 art. 9; Decreto 1377
 * art. 7): which version, when, on which form and from which address. Never changed; a deletion
 * anonymises the holder's name and e-mail but keeps the proof.
 */
@Entity({ schema: 'privacy', tableName: 'consent' })
@Index({ name: 'consent_document_idx', properties: ['documentNumber'] })
@Index({ name: 'consent_user_idx', properties: ['userName'] })
export class Consent {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 30 })
  appName!: string;

  @Property({ type: 'string', length: 20 })
  form!: ConsentForm;

  @Property({ type: 'integer' })
  policyVersion!: number;

  @Property({ type: 'string', length: 500 })
  policyUrl!: string;

  @Property({ type: 'string', length: 500 })
  termsUrl!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  acceptedAt!: Date;

  @Property({ type: 'string', length: 45, nullable: true })
  ip!: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  userName!: string | null;

  @Property({ type: 'uuid', nullable: true })
  customerId!: string | null;

  @Property({ type: 'integer', nullable: true })
  documentTypeId!: number | null;

  @Property({ type: 'string', length: 30, nullable: true })
  documentNumber!: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  holderName!: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  holderEmail!: string | null;

  static record(input: ConsentInput): Consent {
    const consent = new Consent();
    Object.assign(consent, {
      ...input,
      policyUrl: input.policyUrl.slice(0, 500),
      termsUrl: input.termsUrl.slice(0, 500),
      ip: input.ip ? input.ip.slice(0, 45) : null,
      holderName: input.holderName?.slice(0, 200) ?? null,
      holderEmail: input.holderEmail?.slice(0, 200) ?? null,
    });
    return consent;
  }

  /** After a suppression the proof stays (version, date, form, document) without the holder's contact. */
  forgetContact(): void {
    this.holderName = null;
    this.holderEmail = null;
  }

  toView(): ConsentView {
    return {
      id: this.id,
      appName: this.appName,
      form: this.form,
      policyVersion: this.policyVersion,
      policyUrl: this.policyUrl,
      termsUrl: this.termsUrl,
      acceptedOn: this.acceptedAt.toISOString(),
      ip: this.ip,
      userName: this.userName,
      holderName: this.holderName,
      holderEmail: this.holderEmail,
      documentNumber: this.documentNumber,
    };
  }
}
