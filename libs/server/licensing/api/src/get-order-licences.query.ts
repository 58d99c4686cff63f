import { Query } from '@nestjs/cqrs';

/** Licences issued for one order: one entry per issue (the plans of an approved order). */
export interface OrderLicenceIssue {
  issuedOn: Date;
  /** Spanish, one line: the plans issued (e.g. "Plan Pyme: 1 licencia, 12 meses"). */
  description: string;
  /** The staff user who issued them, or null when the system did on approval. */
  issuedBy: string | null;
}

/** The licences issued for the order with this referenceUuid, oldest first (empty when none). */
export class GetOrderLicencesQuery extends Query<OrderLicenceIssue[]> {
  constructor(readonly referenceUuid: string) {
    super();
  }
}
