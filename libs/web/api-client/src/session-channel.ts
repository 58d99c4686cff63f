export const SESSION_CHANNEL_PATH = '/api/connections/session';

export interface SessionChannelOptions {
  /** The access token, with or without the "Bearer " prefix. */
  token: string;
  /** A push telling that this session was ended elsewhere (storefront.md §4). */
  onSessionStatus: (message: string) => void;
  onConnectionId?: (id: string) => void;
}

function connectionIdOf(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (value !== null && typeof value === 'object' && 'connectionId' in value) {
    const id = (value as { connectionId: unknown }).connectionId;
    return typeof id === 'string' && id !== '' ? id : null;
  }
  return null;
}

function messageOf(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (payload !== null && typeof payload === 'object' && 'message' in payload) {
    const message = (payload as { message: unknown }).message;
    return typeof message === 'string' ? message : null;
  }
  return null;
}

/**
 * Opens the realtime session channel on the page's origin; the returned function closes it. The
 * socket.io client loads with the first connection (a signed-in user), not with the first screen.
 */
export function connectSessionChannel(opts: SessionChannelOptions): () => void {
  let closed = false;
  let close = () => undefined as void;
  void import('socket.io-client').then(({ io }) => {
    if (closed) return;
    const socket = io({
      path: SESSION_CHANNEL_PATH,
      transports: ['websocket', 'polling'],
      auth: { token: opts.token.replace(/^Bearer /, '') },
      reconnection: true,
    });

    const reportConnectionId = (value: unknown) => {
      const id = connectionIdOf(value);
      if (id !== null) opts.onConnectionId?.(id);
    };

    socket.on('connect', () => {
      socket.emit('GetConnectionId', reportConnectionId);
    });
    socket.on('ConnectionId', reportConnectionId);
    socket.on('ReceiveSessionStatus', (payload: unknown) => {
      const message = messageOf(payload);
      if (message !== null) opts.onSessionStatus(message);
    });
    close = () => {
      socket.off();
      socket.disconnect();
    };
  });

  return () => {
    closed = true;
    close();
  };
}
