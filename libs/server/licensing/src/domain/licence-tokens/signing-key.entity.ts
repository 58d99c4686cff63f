import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The public half of an Ed25519 key as a JWK (RFC 8037), as /.well-known/jwks.json publishes it. */
export interface PublicSigningJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

/**
 * A key that signs licence tokens (decision 0034). The private key is stored encrypted (AES-256-GCM under
 * LICENCE_TOKEN_KEY_SECRET, see infrastructure/licence-tokens/key-encryption.ts); only one key is active
 * (retired_on null, unique partial index). A retired key stays published until `publishedUntil`, the
 * moment the last token it signed has expired, and is deleted after it.
 */
@Entity({ schema: 'licensing', tableName: 'signing_key' })
@Index({
  name: 'signing_key_one_active_unique',
  expression:
    'create unique index "signing_key_one_active_unique" on "licensing"."signing_key" (("retired_on" is null)) where "retired_on" is null',
})
export class SigningKey {
  @PrimaryKey({ type: 'string', length: 64 })
  kid!: string;

  @Property({ type: 'string', length: 10 })
  algorithm!: string;

  @Property({ type: 'json', columnType: 'jsonb' })
  publicJwk!: PublicSigningJwk;

  /** `v1.<iv>.<tag>.<ciphertext>` (base64url) of the PKCS#8 DER private key; the kid is the AAD. */
  @Property({ type: 'text' })
  privateKey!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdOn!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  retiredOn?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  publishedUntil?: Date | null;
}
