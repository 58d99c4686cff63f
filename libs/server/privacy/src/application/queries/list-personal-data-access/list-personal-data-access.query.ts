import { Query } from '@nestjs/cqrs';
import type { PersonalDataAccessView } from '@lic/shared-api-types';

/** The access log, latest first, searched by who read or whose data (contains). */
export class ListPersonalDataAccessQuery extends Query<PersonalDataAccessView[]> {
  constructor(readonly search?: string) {
    super();
  }
}
