import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PublicSigningJwk } from '../../../domain/licence-tokens/signing-key.entity';
import { SigningKeys } from '../../../infrastructure/licence-tokens/signing-keys';
import { GetLicenceTokenKeysQuery } from './get-licence-token-keys.query';

/**
 * The active key and the retired ones whose tokens may still be in force. With no key yet, the first one
 * is made now, so that an app that reads the set before any token was issued already holds its key.
 */
@QueryHandler(GetLicenceTokenKeysQuery)
export class GetLicenceTokenKeysHandler implements IQueryHandler<GetLicenceTokenKeysQuery> {
  constructor(private readonly keys: SigningKeys) {}

  async execute(): Promise<{ keys: PublicSigningJwk[] }> {
    let keys = await this.keys.published();
    if (!keys.length) {
      await this.keys.active();
      keys = await this.keys.published();
    }
    return { keys };
  }
}
