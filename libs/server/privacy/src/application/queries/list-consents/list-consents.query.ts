import { Query } from '@nestjs/cqrs';
import type { ConsentView } from '@lic/shared-api-types';

/** The consent history of a company or person (by document number), or of a user; latest first. */
export class ListConsentsQuery extends Query<ConsentView[]> {
  constructor(readonly filter: { documentNumber?: string; userName?: string; email?: string }) {
    super();
  }
}
