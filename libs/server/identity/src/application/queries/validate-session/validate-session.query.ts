import { Query } from '@nestjs/cqrs';

/** Whether a realtime connection id is a live socket of the signed-in user (admin pages check it). */
export class ValidateSessionQuery extends Query<{ valid: true }> {
  constructor(
    readonly userName: string,
    readonly connectionId: string,
  ) {
    super();
  }
}
