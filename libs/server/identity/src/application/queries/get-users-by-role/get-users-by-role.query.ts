import { Query } from '@nestjs/cqrs';

export interface RoleUserView {
  id: string;
  userName: string;
  names: string;
  surnames: string;
  email: string;
}

export interface UsersByRoleView {
  recordsData: { role: string; users: RoleUserView[] }[];
}

/** Active users holding each role, one record per role in the order asked (e.g. contract managers). */
export class GetUsersByRoleQuery extends Query<UsersByRoleView> {
  constructor(readonly roles: string[]) {
    super();
  }
}
