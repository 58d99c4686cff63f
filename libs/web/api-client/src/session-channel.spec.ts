import { jest } from '@jest/globals';

type Handler = (...args: unknown[]) => void;

class FakeSocket {
  handlers = new Map<string, Handler[]>();
  emitted: Array<{ event: string; args: unknown[] }> = [];
  disconnected = false;
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off() {
    this.handlers.clear();
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  /** What the server would do: fire an event at the client. */
  receive(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

const sockets: FakeSocket[] = [];
const io = jest.fn((..._args: unknown[]) => {
  const socket = new FakeSocket();
  sockets.push(socket);
  return socket;
});
jest.unstable_mockModule('socket.io-client', () => ({ io }));
const { connectSessionChannel, SESSION_CHANNEL_PATH } = await import('./session-channel');

/** The socket.io client loads on the first connection (decision 0015): let that import settle. */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectSessionChannel', () => {
  beforeEach(() => {
    sockets.length = 0;
    io.mockClear();
  });

  it('connects to the session path on the same origin with the raw token', async () => {
    connectSessionChannel({ token: 'Bearer abc.def.ghi', onSessionStatus: () => undefined });
    await loaded();

    expect(io).toHaveBeenCalledWith({
      path: SESSION_CHANNEL_PATH,
      transports: ['websocket', 'polling'],
      auth: { token: 'abc.def.ghi' },
      reconnection: true,
    });
  });

  it('asks for the connection id after each connect and reports the acknowledged id', async () => {
    const ids: string[] = [];
    connectSessionChannel({ token: 't', onSessionStatus: () => undefined, onConnectionId: (id) => ids.push(id) });
    await loaded();
    const socket = sockets[0]!;

    socket.receive('connect');
    const call = socket.emitted.find((e) => e.event === 'GetConnectionId');
    (call?.args[0] as Handler)('conn-1');
    socket.receive('connect');
    (socket.emitted[1]?.args[0] as Handler)({ connectionId: 'conn-2' });

    expect(ids).toEqual(['conn-1', 'conn-2']);
  });

  it('also accepts the connection id pushed as an event', async () => {
    const ids: string[] = [];
    connectSessionChannel({ token: 't', onSessionStatus: () => undefined, onConnectionId: (id) => ids.push(id) });
    await loaded();

    sockets[0]!.receive('ConnectionId', 'conn-9');

    expect(ids).toEqual(['conn-9']);
  });

  it('passes the message of a session-status push', async () => {
    const messages: string[] = [];
    connectSessionChannel({ token: 't', onSessionStatus: (m) => messages.push(m) });
    await loaded();

    sockets[0]!.receive('ReceiveSessionStatus', { message: 'Tu sesión fue cerrada' });

    expect(messages).toEqual(['Tu sesión fue cerrada']);
  });

  it('never opens the socket when closed before the client code arrived', async () => {
    const close = connectSessionChannel({ token: 't', onSessionStatus: () => undefined });
    close();
    await loaded();
    expect(io).not.toHaveBeenCalled();
  });

  it('stops listening and disconnects when closed', async () => {
    const messages: string[] = [];
    const close = connectSessionChannel({ token: 't', onSessionStatus: (m) => messages.push(m) });
    await loaded();

    close();
    sockets[0]!.receive('ReceiveSessionStatus', { message: 'late' });

    expect(sockets[0]!.disconnected).toBe(true);
    expect(messages).toEqual([]);
  });
});
