import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InvalidSessionError } from '../../../domain/identity.errors';
import { SessionSockets } from '../../../infrastructure/session-sockets';
import { ValidateSessionQuery } from './validate-session.query';

@QueryHandler(ValidateSessionQuery)
export class ValidateSessionHandler implements IQueryHandler<ValidateSessionQuery> {
  constructor(private readonly sockets: SessionSockets) {}

  async execute(query: ValidateSessionQuery): Promise<{ valid: true }> {
    if (!(await this.sockets.isConnectionOf(query.connectionId, query.userName))) throw new InvalidSessionError();
    return { valid: true };
  }
}
