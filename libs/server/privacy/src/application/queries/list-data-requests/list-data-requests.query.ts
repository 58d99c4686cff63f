import { Query } from '@nestjs/cqrs';
import type { DataRequestState, DataRequestView } from '@lic/shared-api-types';

/** The officer's list (every request) or a holder's own (userName set), the open ones due first. */
export class ListDataRequestsQuery extends Query<DataRequestView[]> {
  constructor(readonly filter: { userName?: string; state?: DataRequestState; search?: string }) {
    super();
  }
}
