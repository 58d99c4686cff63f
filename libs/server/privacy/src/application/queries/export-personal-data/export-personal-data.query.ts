import { Query } from '@nestjs/cqrs';
import type { PersonalDataExport } from '@lic/shared-api-types';

export interface ExportHolder {
  userId: string;
  userName: string;
  documentTypeId: number | null;
  documentNumber: string | null;
}

/** The holder's export (the right to know, Ley 1581 art. 8 a), logged as an access. */
export class ExportPersonalDataQuery extends Query<PersonalDataExport> {
  constructor(readonly holder: ExportHolder) {
    super();
  }
}
