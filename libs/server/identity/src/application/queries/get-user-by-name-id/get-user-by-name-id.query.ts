import { Query } from '@nestjs/cqrs';

export interface UserView {
  id: string;
  userName: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
}

/** A user by id (uuid) or by user name; the back office shows creator and modifier names with it. */
export class GetUserByNameIdQuery extends Query<UserView> {
  constructor(readonly idOrUserName: string) {
    super();
  }
}
