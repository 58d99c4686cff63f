import { Query } from '@nestjs/cqrs';
import type { StoredFile } from '../../ports/file-storage.port';

/** The offer image stored under this key, or null. */
export class GetOfferImageQuery extends Query<StoredFile | null> {
  constructor(readonly key: string) {
    super();
  }
}
