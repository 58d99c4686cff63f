import { Query } from '@nestjs/cqrs';

export interface RejectTypeView {
  id: number;
  rejectTypeDescription: string;
}

/** The reasons to reject a cash payment proof. */
export class ListRejectTypesQuery extends Query<RejectTypeView[]> {}
