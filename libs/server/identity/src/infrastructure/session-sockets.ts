import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { User } from '../domain/user.entity';

/** Data the realtime gateway keeps on each admitted socket. */
export interface SessionSocketData {
  userName: string;
}

export const SESSION_STATUS_EVENT = 'ReceiveSessionStatus';

/**
 * The sockets of the realtime session channel, as the application layer sees them: push a message
 * to a user's windows, tell whether a connection id is a live socket of a user. Going through the
 * socket.io adapter (rooms, fetchSockets) keeps both working across replicas once a shared adapter
 * is configured.
 */
@Injectable()
export class SessionSockets {
  private server?: Server;

  static roomOf(userName: string): string {
    return `user:${User.normaliseUserName(userName)}`;
  }

  attach(server: Server): void {
    this.server = server;
  }

  pushSessionStatus(userName: string, message: string): void {
    this.server?.to(SessionSockets.roomOf(userName)).emit(SESSION_STATUS_EVENT, { message });
  }

  async isConnectionOf(connectionId: string, userName: string): Promise<boolean> {
    if (!this.server) return false;
    const sockets = await this.server.in(connectionId).fetchSockets();
    const wanted = User.normaliseUserName(userName);
    return sockets.some((socket) => socket.id === connectionId && (socket.data as Partial<SessionSocketData>).userName === wanted);
  }
}
