import { Embeddable, Property } from '@mikro-orm/decorators/legacy';

/**
 * Proof that the personal-data policy and the terms were accepted (Ley 1581 de 2012): the brand's
 * documents at that moment, when, from which address and by which signed-in user (null: a visitor).
 */
@Embeddable()
export class ConsentRecord {
  /** urlPersonalDataTreatmentPolicy of the brand: the policy URL is its version. */
  @Property({ type: 'string', length: 500 })
  policyUrl!: string;

  /** urlTermsAndConditions of the brand. */
  @Property({ type: 'string', length: 500 })
  termsUrl!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  acceptedAt!: Date;

  @Property({ type: 'string', length: 45, nullable: true })
  ip?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  userName?: string | null;

  static of(input: { policyUrl: string; termsUrl: string; acceptedAt: Date; ip?: string | null; userName?: string | null }): ConsentRecord {
    const consent = new ConsentRecord();
    consent.policyUrl = input.policyUrl.slice(0, 500);
    consent.termsUrl = input.termsUrl.slice(0, 500);
    consent.acceptedAt = input.acceptedAt;
    consent.ip = input.ip ? input.ip.slice(0, 45) : null;
    consent.userName = input.userName ?? null;
    return consent;
  }
}
