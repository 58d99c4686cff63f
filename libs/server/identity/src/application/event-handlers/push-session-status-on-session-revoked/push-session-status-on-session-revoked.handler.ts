import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SessionRevokedEvent } from '../../../domain/events/session-revoked.event';
import { SessionSockets } from '../../../infrastructure/session-sockets';

/**
 * Tells every open window of the user to sign out, then closes their sockets (the message goes
 * first on each connection, so the window shows it). A replayed event only repeats both.
 */
@EventsHandler(SessionRevokedEvent)
export class PushSessionStatusOnSessionRevoked implements IEventHandler<SessionRevokedEvent> {
  constructor(private readonly sockets: SessionSockets) {}

  handle(event: SessionRevokedEvent): void {
    this.sockets.pushSessionStatus(event.userName, event.message);
    this.sockets.disconnectUser(event.userName);
  }
}
