import { Query } from '@nestjs/cqrs';

/** True when the address was proven in the last 24 hours (a right code, or the identity-validation link). */
export class IsEmailVerifiedQuery extends Query<boolean> {
  constructor(readonly email: string) {
    super();
  }
}
