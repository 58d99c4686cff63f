import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { IdentityValidationCode } from './identity-validation.messages';

/** The link of the identity-validation mail is good for a day. */
export const IDENTITY_LINK_VALIDITY_MS = 24 * 3_600_000;

export interface IdentityValidationPackage {
  code: string;
  quantity: number;
}

export interface IdentityValidationInput {
  appName: string;
  documentType: string;
  document: string;
  email: string;
  phoneNumber: string;
  packages: IdentityValidationPackage[];
  promotionCode: string | null;
}

export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * One identity validation of a firmaya subscriber (register-identity-validation), validated or not.
 * A validated one carries the hash of the link mailed to the subscriber; following it proves the e-mail.
 */
@Entity({ schema: 'ordering', tableName: 'identity_validation' })
@Index({ name: 'identity_validation_document_idx', properties: ['document', 'validatedOn'] })
export class IdentityValidation {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 30 })
  appName!: string;

  @Property({ type: 'string', length: 5 })
  documentType!: string;

  @Property({ type: 'string', length: 15 })
  document!: string;

  @Property({ type: 'string', length: 100 })
  email!: string;

  @Property({ type: 'string', length: 10 })
  phoneNumber!: string;

  @Property({ type: 'json', columnType: 'jsonb' })
  packages: IdentityValidationPackage[] = [];

  @Property({ type: 'string', length: 20, nullable: true })
  promotionCode?: string | null;

  /** OK01 validated, ER01 not validated. */
  @Property({ type: 'string', length: 4 })
  code!: IdentityValidationCode;

  @Property({ type: 'string', length: 100, nullable: true })
  providerReference?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  validatedOn!: Date;

  @Property({ type: 'string', length: 64, nullable: true })
  linkTokenHash?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  linkExpiresOn?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  emailConfirmedOn?: Date | null;

  /** Records the provider's answer; a validated subscriber gets a link token (returned once, stored hashed). */
  static record(
    input: IdentityValidationInput,
    outcome: { validated: boolean; reference: string | null },
    now: Date,
  ): { validation: IdentityValidation; linkToken: string | null } {
    const validation = new IdentityValidation();
    validation.appName = input.appName;
    validation.documentType = input.documentType;
    validation.document = input.document;
    validation.email = input.email.trim().toLowerCase();
    validation.phoneNumber = input.phoneNumber;
    validation.packages = input.packages.map((p) => ({ code: p.code, quantity: p.quantity }));
    validation.promotionCode = input.promotionCode;
    validation.code = outcome.validated ? IdentityValidationCode.VALIDATED : IdentityValidationCode.NOT_VALIDATED;
    validation.providerReference = outcome.reference;
    validation.validatedOn = now;
    if (!outcome.validated) return { validation, linkToken: null };
    const linkToken = randomBytes(32).toString('base64url');
    validation.linkTokenHash = hashLinkToken(linkToken);
    validation.linkExpiresOn = new Date(now.getTime() + IDENTITY_LINK_VALIDITY_MS);
    return { validation, linkToken };
  }

  get validated(): boolean {
    return this.code === IdentityValidationCode.VALIDATED;
  }

  /** Following the mailed link: false when it has expired. Following it again changes nothing. */
  confirmEmail(now: Date): boolean {
    if (!this.linkExpiresOn || now.getTime() >= this.linkExpiresOn.getTime()) return false;
    this.emailConfirmedOn ??= now;
    return true;
  }
}
