import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { User } from '../domain/user.entity';

/** Data the realtime gateway keeps on each admitted socket. */
export interface SessionSocketData {
  userName: string;
  /** The `sid` of the access token the socket connected with. */
  sessionId: string;
}

export const SESSION_STATUS_EVENT = 'ReceiveSessionStatus';

/**
 * The sockets of the realtime session channel, as the application layer sees them: push a message
 * to a user's windows, close the sockets of revoked sessions, tell whether a connection id is a live
 * socket of a user. Going through the socket.io adapter (rooms, fetchSockets, disconnectSockets)
 * keeps all of it working across replicas with the Redis adapter.
 */
@Injectable()
export class SessionSockets {
  private server?: Server;

  static roomOf(userName: string): string {
    return `user:${User.normaliseUserName(userName)}`;
  }

  static roomOfSession(sessionId: string): string {
    return `session:${sessionId}`;
  }

  attach(server: Server): void {
    this.server = server;
  }

  pushSessionStatus(userName: string, message: string): void {
    this.server?.to(SessionSockets.roomOf(userName)).emit(SESSION_STATUS_EVENT, { message });
  }

  /** The server closes every socket of these sessions, on every replica (the client does not reconnect). */
  disconnectSessions(sessionIds: readonly string[]): void {
    if (!this.server || !sessionIds.length) return;
    this.server.in(sessionIds.map((id) => SessionSockets.roomOfSession(id))).disconnectSockets(true);
  }

  /** Every socket of the user, whatever its session. */
  disconnectUser(userName: string): void {
    this.server?.in(SessionSockets.roomOf(userName)).disconnectSockets(true);
  }

  async isConnectionOf(connectionId: string, userName: string): Promise<boolean> {
    if (!this.server) return false;
    const sockets = await this.server.in(connectionId).fetchSockets();
    const wanted = User.normaliseUserName(userName);
    return sockets.some((socket) => socket.id === connectionId && (socket.data as Partial<SessionSocketData>).userName === wanted);
  }
}
