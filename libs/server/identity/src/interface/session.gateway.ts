import { Inject, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ConnectedSocket, SubscribeMessage, WebSocketGateway, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { AccessTokens, APP_CONFIG, InvalidAccessTokenError, SessionRevocations, type AppConfig } from '@lic/server-kernel';
import { User } from '../domain/user.entity';
import { SessionSockets, type SessionSocketData } from '../infrastructure/session-sockets';
import { useRedisAdapter } from '../infrastructure/redis-socket-adapter';
import { isAllowedOrigin } from './session-origin';

export const SESSION_CHANNEL_PATH = '/api/connections/session';

/**
 * The realtime session channel (storefront.md §7): a signed-in window connects, asks for its
 * connection id (posted to validatesession) and listens for ReceiveSessionStatus pushes.
 */
@WebSocketGateway({ path: SESSION_CHANNEL_PATH, serveClient: false })
export class SessionGateway implements OnGatewayInit, OnGatewayConnection, OnApplicationShutdown {
  private readonly logger = new Logger('SessionChannel');
  private closeAdapter?: () => Promise<void>;

  constructor(
    private readonly accessTokens: AccessTokens,
    private readonly revocations: SessionRevocations,
    private readonly sockets: SessionSockets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      this.admit(socket).then(
        () => next(),
        (error: Error) => next(error),
      );
    });
    this.sockets.attach(server);
    if (this.config.redisUrl)
      this.closeAdapter = useRedisAdapter(server, this.config.redisUrl, this.config.redisKeyPrefix, (error) =>
        this.logger.error({ err: error }, 'Redis adapter error'),
      );
  }

  /** After Nest closed the socket server (whose adapter then unsubscribes), so no command is cut off. */
  async onApplicationShutdown(): Promise<void> {
    await this.closeAdapter?.();
  }

  async handleConnection(socket: Socket): Promise<void> {
    const data = socket.data as SessionSocketData;
    await socket.join([SessionSockets.roomOf(data.userName), SessionSockets.roomOfSession(data.sessionId)]);
  }

  @SubscribeMessage('GetConnectionId')
  getConnectionId(@ConnectedSocket() socket: Socket): string {
    socket.emit('ConnectionId', socket.id);
    return socket.id;
  }

  private async admit(socket: Socket): Promise<void> {
    const { headers } = socket.handshake;
    if (!isAllowedOrigin(headers.origin, headers.host, this.config.allowedOrigins)) {
      this.refuse(socket, `origin ${headers.origin} not allowed`);
      throw new Error('Origen no permitido.');
    }
    const token = tokenOf(socket);
    if (!token) {
      this.refuse(socket, 'no token');
      throw new Error('No autorizado.');
    }
    let user;
    try {
      user = await this.accessTokens.verify(token);
    } catch (error) {
      if (!(error instanceof InvalidAccessTokenError)) throw error;
      this.refuse(socket, 'invalid or expired token');
      throw new Error('No autorizado.');
    }
    let revoked: boolean;
    try {
      revoked = !user.sessionId || (await this.revocations.isRevoked(user.sessionId));
    } catch {
      this.refuse(socket, 'session revocation list unreachable');
      throw new Error('No fue posible validar tu sesión en este momento.');
    }
    if (revoked) {
      this.refuse(socket, `session ${user.sessionId} revoked`);
      throw new Error('No autorizado.');
    }
    Object.assign(socket.data as SessionSocketData, { userName: User.normaliseUserName(user.userName), sessionId: user.sessionId });
  }

  private refuse(socket: Socket, reason: string): void {
    this.logger.warn({ address: socket.handshake.address, origin: socket.handshake.headers.origin, reason }, 'realtime connection refused');
  }
}

/** auth.token, then the token query parameter, then the Authorization header; "Bearer " is optional. */
function tokenOf(socket: Socket): string | undefined {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  const query = socket.handshake.query.token;
  const candidates = [auth?.token, Array.isArray(query) ? query[0] : query, socket.handshake.headers.authorization];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    const token = candidate.replace(/^Bearer\s+/i, '').trim();
    if (token) return token;
  }
  return undefined;
}
