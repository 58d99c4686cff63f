import { Query } from '@nestjs/cqrs';
import type { StoredFile } from '@lic/server-kernel';

/** The offer image stored under this key, or null. */
export class GetOfferImageQuery extends Query<StoredFile | null> {
  constructor(readonly key: string) {
    super();
  }
}
