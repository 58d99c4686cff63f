import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { RefreshToken, hashRefreshToken } from '../domain/refresh-token.entity';
import { User } from '../domain/user.entity';
import { DEMO_PASSWORD, IdentityDemoSeeder } from '../infrastructure/seeders/identity-demo.seeder';
import { SESSION_CHANNEL_PATH } from '../interface/session.gateway';

const FORBIDDEN = 'No tienes los suficientes privilegios para realizar esta acción.';
const UNAUTHENTICATED = 'Debes iniciar sesión para realizar esta acción.';

describe('identity: users, realtime session channel and session revocation', () => {
  let t: TestApp;
  let origin: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '1000', ALLOWED_ORIGINS: 'https://admin.licencias.example' } });
    await t.orm.seeder.seed(IdentityDemoSeeder);
    await t.app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.close();
  });

  const signIn = async (UserName: string, AppName = 'license') =>
    (await t.http().post('/api/Login/Authenticate').send({ UserName, Password: DEMO_PASSWORD, AppName }).expect(200)).body.result as {
      token: string;
      refreshToken: string;
    };

  function open(options: { token?: string; origin?: string | null; via?: 'auth' | 'query' | 'header' } = {}): Socket {
    const headers: Record<string, string> = {};
    if (options.origin !== null) headers.origin = options.origin ?? origin;
    const via = options.via ?? 'auth';
    if (options.token && via === 'header') headers.authorization = `Bearer ${options.token}`;
    const socket = io(origin, {
      path: SESSION_CHANNEL_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: headers,
      auth: options.token && via === 'auth' ? { token: `Bearer ${options.token}` } : {},
      query: options.token && via === 'query' ? { token: options.token } : {},
    });
    sockets.push(socket);
    return socket;
  }

  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      if (socket.connected) return resolve();
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(error));
    });

  const refused = (socket: Socket) =>
    new Promise<string>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('the channel accepted the connection')));
      socket.once('connect_error', (error) => resolve(error.message));
    });

  const connectionIdOf = async (socket: Socket) => {
    const pushed = new Promise<string>((resolve) => socket.once('ConnectionId', resolve));
    const acked = (await socket.timeout(5000).emitWithAck('GetConnectionId')) as string;
    expect(await pushed).toBe(acked);
    return acked;
  };

  const nextMessage = <T>(socket: Socket, event: string, timeoutMs = 5000) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
      socket.once(event, (payload: T) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });

  describe('GET /api/user/GetUserByNameId', () => {
    it('finds a user by user name and by id', async () => {
      const token = await t.staffToken(['LICENSEPROMOCODE']);
      const byName = await t
        .http()
        .get('/api/user/GetUserByNameId')
        .set('Authorization', `Bearer ${token}`)
        .set('iduser', 'SuperAdmin')
        .expect(200);
      expect(byName.body).toEqual({
        result: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          userName: 'superadmin',
          firstName: 'Camila',
          lastName: 'Restrepo Gómez',
          fullName: 'Camila Restrepo Gómez',
          email: 'camila.restrepo@licencias.com.co',
        },
      });
      const byId = await t
        .http()
        .get('/api/user/GetUserByNameId')
        .set('Authorization', `Bearer ${token}`)
        .set('iduser', byName.body.result.id)
        .expect(200);
      expect(byId.body).toEqual(byName.body);
      expect(JSON.stringify(byId.body)).not.toContain('argon2');
    });

    it('answers an unknown user with 404 in Spanish', async () => {
      const token = await t.staffToken(['SUPERADMIN']);
      for (const iduser of ['nadie', '00000000-0000-4000-8000-000000000099']) {
        const response = await t
          .http()
          .get('/api/user/GetUserByNameId')
          .set('Authorization', `Bearer ${token}`)
          .set('iduser', iduser)
          .expect(404);
        expect(response.body).toEqual({
          statusCode: 404,
          code: 'IDENTITY.USER_NOT_FOUND',
          statusMessage: 'El usuario consultado no existe.',
          errors: [],
        });
      }
    });

    it('answers a missing header with 400', async () => {
      const token = await t.staffToken(['SUPERADMIN']);
      const response = await t.http().get('/api/user/GetUserByNameId').set('Authorization', `Bearer ${token}`).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION',
        statusMessage: 'iduser: Campo obligatorio',
        errors: [{ field: 'iduser', message: 'Campo obligatorio' }],
      });
    });

    it('is for staff only', async () => {
      await t.http().get('/api/user/GetUserByNameId').set('iduser', 'comercial').expect(401);
      const customer = await t.customerToken('NIT', '900123456');
      const refused = await t
        .http()
        .get('/api/user/GetUserByNameId')
        .set('Authorization', `Bearer ${customer}`)
        .set('iduser', 'comercial')
        .expect(403);
      expect(refused.body.statusMessage).toBe(FORBIDDEN);
      const manager = await t.staffToken(['LICENSE_COLFACTURA_COMERCIALMANAGER']);
      await t.http().get('/api/user/GetUserByNameId').set('Authorization', `Bearer ${manager}`).set('iduser', 'comercial').expect(403);
    });
  });

  describe('GET /user/api/get-users-by-role', () => {
    it('lists the commercial managers of a contract', async () => {
      const token = await t.staffToken(['LICENSECOMERCIAL']);
      const response = await t
        .http()
        .get('/user/api/get-users-by-role')
        .set('Authorization', `Bearer ${token}`)
        .set('role', 'LICENSE_COLFACTURA_COMERCIALMANAGER')
        .expect(200);
      expect(response.body).toEqual({
        result: {
          recordsData: [
            {
              role: 'LICENSE_COLFACTURA_COMERCIALMANAGER',
              users: [
                {
                  id: expect.any(String),
                  userName: 'gerente.colfactura',
                  names: 'Santiago',
                  surnames: 'Herrera Quintero',
                  email: 'santiago.herrera@licencias.com.co',
                },
              ],
            },
          ],
        },
      });
    });

    it('answers one record per role asked, empty when nobody holds it', async () => {
      const token = await t.staffToken(['SUPERADMIN']);
      const response = await t
        .http()
        .get('/user/api/get-users-by-role')
        .set('Authorization', `Bearer ${token}`)
        .set('role', 'LICENSECOMERCIAL, LICENSE_FIRMAYA_COMERCIALMANAGER')
        .expect(200);
      const [comercial, firmaya] = response.body.result.recordsData;
      expect(comercial.role).toBe('LICENSECOMERCIAL');
      expect(comercial.users.map((u: { userName: string }) => u.userName)).toEqual(['comercial', 'gerente.colfactura']);
      expect(firmaya).toEqual({ role: 'LICENSE_FIRMAYA_COMERCIALMANAGER', users: [] });
    });

    it('answers an unknown role and a missing header with 400', async () => {
      const token = await t.staffToken(['SUPERADMIN']);
      const unknown = await t
        .http()
        .get('/user/api/get-users-by-role')
        .set('Authorization', `Bearer ${token}`)
        .set('role', 'ADMIN')
        .expect(400);
      expect(unknown.body.errors).toEqual([{ field: 'role', message: 'El rol consultado no es válido.' }]);
      const missing = await t.http().get('/user/api/get-users-by-role').set('Authorization', `Bearer ${token}`).expect(400);
      expect(missing.body.errors).toEqual([{ field: 'role', message: 'Campo obligatorio' }]);
    });

    it('is for staff only', async () => {
      await t.http().get('/user/api/get-users-by-role').set('role', 'SUPERADMIN').expect(401);
      const customer = await t.customerToken('NIT', '900123456');
      await t.http().get('/user/api/get-users-by-role').set('Authorization', `Bearer ${customer}`).set('role', 'SUPERADMIN').expect(403);
    });
  });

  describe('realtime channel /api/connections/session', () => {
    it('admits a signed-in window, answers GetConnectionId and validatesession accepts that id', async () => {
      const { token } = await signIn('financiero');
      const socket = open({ token });
      await connected(socket);
      const connectionId = await connectionIdOf(socket);
      expect(connectionId).toBe(socket.id);
      const response = await t
        .http()
        .post('/api/user/validatesession')
        .set('Authorization', `Bearer ${token}`)
        .set('connectionId', connectionId)
        .expect(200);
      expect(response.body).toEqual({ result: { valid: true } });
    });

    it('takes the token from the query or the Authorization header too', async () => {
      const { token } = await signIn('consulta');
      await connected(open({ token, via: 'query' }));
      await connected(open({ token, via: 'header' }));
    });

    it('accepts a configured origin and a handshake without Origin', async () => {
      const { token } = await signIn('consulta');
      await connected(open({ token, origin: 'https://admin.licencias.example' }));
      await connected(open({ token, origin: null }));
    });

    it('refuses a socket without token, with a bad token or with a refresh token', async () => {
      const { refreshToken } = await signIn('consulta');
      expect(await refused(open())).toBe('No autorizado.');
      expect(await refused(open({ token: 'not-a-jwt' }))).toBe('No autorizado.');
      expect(await refused(open({ token: refreshToken }))).toBe('No autorizado.');
    });

    it('refuses a foreign Origin even with a valid token', async () => {
      const { token } = await signIn('consulta');
      expect(await refused(open({ token, origin: 'https://evil.example' }))).toBe('Origen no permitido.');
    });
  });

  describe('POST /api/user/validatesession', () => {
    it('refuses the connection id of another user and an unknown id', async () => {
      const theirs = await signIn('financiero');
      const socket = open({ token: theirs.token });
      await connected(socket);
      const connectionId = await connectionIdOf(socket);
      const mine = await signIn('consulta');
      const foreign = await t
        .http()
        .post('/api/user/validatesession')
        .set('Authorization', `Bearer ${mine.token}`)
        .set('connectionId', connectionId)
        .expect(401);
      expect(foreign.body).toEqual({
        statusCode: 401,
        code: 'IDENTITY.INVALID_SESSION',
        statusMessage: 'Tu sesión no es válida. Por favor inicia sesión nuevamente.',
        errors: [],
      });
      await t
        .http()
        .post('/api/user/validatesession')
        .set('Authorization', `Bearer ${mine.token}`)
        .set('connectionId', 'AbCdEfGhIjKlMnOpAAAB')
        .expect(401);
    });

    it('refuses a connection that was closed', async () => {
      const { token } = await signIn('financiero');
      const socket = open({ token });
      await connected(socket);
      const connectionId = await connectionIdOf(socket);
      socket.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await t
        .http()
        .post('/api/user/validatesession')
        .set('Authorization', `Bearer ${token}`)
        .set('connectionId', connectionId)
        .expect(401);
    });

    it('needs a token and the connectionId header', async () => {
      const noToken = await t.http().post('/api/user/validatesession').set('connectionId', 'x').expect(401);
      expect(noToken.body.statusMessage).toBe(UNAUTHENTICATED);
      const { token } = await signIn('financiero');
      const missing = await t.http().post('/api/user/validatesession').set('Authorization', `Bearer ${token}`).expect(400);
      expect(missing.body.errors).toEqual([{ field: 'connectionId', message: 'Campo obligatorio' }]);
    });
  });

  describe('POST /api/user/RevokeSessions', () => {
    it('ends every refresh-token family of the user and pushes ReceiveSessionStatus to each of their windows only', async () => {
      const first = await signIn('cliente', 'colfactura');
      const second = await signIn('cliente', 'firmaya');
      const windows = [open({ token: first.token }), open({ token: second.token })];
      const bystander = open({ token: (await signIn('financiero')).token });
      await Promise.all([...windows, bystander].map(connected));
      const bystanderMessages: unknown[] = [];
      bystander.on('ReceiveSessionStatus', (message) => bystanderMessages.push(message));
      const pushes = windows.map((socket) => nextMessage<{ message: string }>(socket, 'ReceiveSessionStatus'));
      const closures = windows.map((socket) => nextMessage<string>(socket, 'disconnect'));

      const admin = (await signIn('superadmin')).token;
      const response = await t
        .http()
        .post('/api/user/RevokeSessions')
        .set('Authorization', `Bearer ${admin}`)
        .send({ UserName: 'Cliente' })
        .expect(200);
      expect(response.body).toEqual({ result: true });

      for (const push of await Promise.all(pushes)) expect(push).toEqual({ message: 'Tu sesión ha sido cerrada por un administrador.' });
      // Told first, then closed by the server; the access tokens are refused from now on.
      expect(await Promise.all(closures)).toEqual(['io server disconnect', 'io server disconnect']);
      for (const { token } of [first, second])
        await t.http().post('/api/Login/EncodeParameter').set('Authorization', `Bearer ${token}`).send({}).expect(401);
      expect(bystander.connected).toBe(true);
      for (const secret of [first.refreshToken, second.refreshToken]) {
        const stored = await t.orm.em.fork().findOneOrFail(RefreshToken, { tokenHash: hashRefreshToken(secret) });
        expect(stored.revoked).toBe(true);
        await t.http().post('/api/Login/RefreshToken').send({ RefreshToken: secret, UserName: 'cliente' }).expect(401);
      }
      const [outbox] = await t.orm.em
        .fork()
        .getConnection()
        .execute(`select payload from kernel.outbox_message where event_name = 'identity.session-revoked' order by id desc limit 1`);
      expect(outbox.payload).toEqual({ userName: 'cliente', message: 'Tu sesión ha sido cerrada por un administrador.' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(bystanderMessages).toEqual([]);
      expect((await t.orm.em.fork().findOneOrFail(User, { userName: 'financiero' })).active).toBe(true);
    });

    it('answers an unknown user with 404 and bad input with 400', async () => {
      const admin = await t.staffToken(['SUPERADMIN']);
      const unknown = await t
        .http()
        .post('/api/user/RevokeSessions')
        .set('Authorization', `Bearer ${admin}`)
        .send({ UserName: 'nadie' })
        .expect(404);
      expect(unknown.body.statusMessage).toBe('El usuario consultado no existe.');
      const missing = await t.http().post('/api/user/RevokeSessions').set('Authorization', `Bearer ${admin}`).send({}).expect(400);
      expect(missing.body.errors).toEqual([{ field: 'UserName', message: 'Campo obligatorio' }]);
    });

    it('needs a token and the full-access privilege', async () => {
      await t.http().post('/api/user/RevokeSessions').send({ UserName: 'cliente' }).expect(401);
      for (const roles of [['LICFINANCIERO'], ['LICENSECOMERCIAL']]) {
        const token = await t.staffToken(roles);
        const response = await t
          .http()
          .post('/api/user/RevokeSessions')
          .set('Authorization', `Bearer ${token}`)
          .send({ UserName: 'cliente' })
          .expect(403);
        expect(response.body.statusMessage).toBe(FORBIDDEN);
      }
      const live = await signIn('comercial');
      const customer = await t.customerToken('NIT', '900123456');
      await t
        .http()
        .post('/api/user/RevokeSessions')
        .set('Authorization', `Bearer ${customer}`)
        .send({ UserName: 'comercial' })
        .expect(403);
      await t.http().post('/api/Login/RefreshToken').send({ RefreshToken: live.refreshToken, UserName: 'comercial' }).expect(200);
    });
  });
});
