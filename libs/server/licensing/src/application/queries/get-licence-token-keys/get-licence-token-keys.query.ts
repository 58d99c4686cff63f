import { Query } from '@nestjs/cqrs';
import type { PublicSigningJwk } from '../../../domain/licence-tokens/signing-key.entity';

/** The public keys that verify licence tokens in force (GET /.well-known/jwks.json). */
export class GetLicenceTokenKeysQuery extends Query<{ keys: PublicSigningJwk[] }> {}
