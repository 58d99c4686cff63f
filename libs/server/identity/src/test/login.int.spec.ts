import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { APP_CONFIG, type AppConfig } from '@lic/server-kernel';
import { newLoginParameterStamp, sealLoginParameter } from '../domain/login-parameter';
import { RefreshToken, hashRefreshToken } from '../domain/refresh-token.entity';
import { User } from '../domain/user.entity';
import { DEMO_PASSWORD, IdentityDemoSeeder } from '../infrastructure/seeders/identity-demo.seeder';

const BAD_CREDENTIALS = 'Usuario o contraseña incorrectos.';
const BAD_PARAMETER = 'No fue posible validar el parámetro de inicio de sesión.';

describe('identity: sign-in, tokens and login parameter', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '1000' } });
    await t.orm.seeder.seed(IdentityDemoSeeder);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (UserName: string, AppName = 'license', Password = DEMO_PASSWORD) =>
    t.http().post('/api/Login/Authenticate').send({ UserName, Password, AppName });

  const tokensOf = async (userName: string, appName = 'license') => {
    const response = await login(userName, appName).expect(200);
    return response.body.result as { token: string; refreshToken: string };
  };

  const storedToken = (secret: string) => t.orm.em.fork().findOneOrFail(RefreshToken, { tokenHash: hashRefreshToken(secret) });

  describe('POST /api/Login/Authenticate', () => {
    it('signs a staff user in with the claims of the spec and the privileges of the role', async () => {
      const response = await login('superadmin').expect(200);
      expect(Object.keys(response.body)).toEqual(['result']);
      const { token, refreshToken } = response.body.result;
      expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const claims = decodeJwt(token);
      expect(claims).toMatchObject({
        unique_name: 'superadmin',
        given_name: 'Camila',
        family_name: 'Restrepo Gómez',
        APPS: 'LICENSE',
        LICENSE_ROLE: 'SUPERADMIN',
      });
      expect(claims.privileges).toEqual(expect.arrayContaining(['LICENSE_FULL_ACCESS', 'PACKAGES', 'CONFIGURATION']));
      expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
      expect(claims.customer_type).toBeUndefined();
      expect(response.text).not.toContain(DEMO_PASSWORD);
    });

    it('gives a staff user the license app even when signing in from a brand, and a list for two roles', async () => {
      const claims = decodeJwt((await tokensOf('gerente.colfactura', 'colfactura')).token);
      expect(claims.APPS).toBe('LICENSE');
      expect(claims.LICENSE_ROLE).toEqual(['LICENSECOMERCIAL', 'LICENSE_COLFACTURA_COMERCIALMANAGER']);
    });

    it('gives a customer user the app signed in to (upper case) and the company claims', async () => {
      const claims = decodeJwt((await tokensOf('Cliente', 'colfactura')).token);
      expect(claims).toMatchObject({
        unique_name: 'cliente',
        APPS: 'COLFACTURA',
        customer_id: '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00001',
        customer_type: 'NIT',
        customer_value: '900123456',
        privileges: [],
      });
      expect(claims.LICENSE_ROLE).toBeUndefined();
    });

    it('answers a wrong password and an unknown user alike, in Spanish, without issuing a token', async () => {
      const before = await t.orm.em.fork().count(RefreshToken);
      const wrong = await login('superadmin', 'license', 'Otra-clave-2026').expect(401);
      const unknown = await login('nadie.registrado', 'license', 'Otra-clave-2026').expect(401);
      for (const response of [wrong, unknown]) {
        expect(response.body).toEqual({
          statusCode: 401,
          code: 'IDENTITY.INVALID_CREDENTIALS',
          statusMessage: BAD_CREDENTIALS,
          errors: [],
        });
      }
      expect(await t.orm.em.fork().count(RefreshToken)).toBe(before);
    });

    it('refuses an inactive user with the same answer', async () => {
      const em = t.orm.em.fork();
      const user = await em.findOneOrFail(User, { userName: 'promocodes' });
      user.active = false;
      await em.flush();
      try {
        const response = await login('promocodes').expect(401);
        expect(response.body.statusMessage).toBe(BAD_CREDENTIALS);
      } finally {
        user.active = true;
        await em.flush();
      }
    });

    it('answers missing fields with 400 and Spanish field errors', async () => {
      const response = await t.http().post('/api/Login/Authenticate').send({ Password: 'x' }).expect(400);
      expect(response.body.code).toBe('VALIDATION');
      expect(response.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'UserName', message: 'Campo obligatorio' },
          { field: 'AppName', message: 'Campo obligatorio' },
        ]),
      );
      expect(response.body.errors).toHaveLength(2);
    });

    it('refuses an unknown app, a non-text user name and unknown fields', async () => {
      const app = await login('superadmin', 'otraapp').expect(400);
      expect(app.body.errors).toEqual([{ field: 'AppName', message: 'La aplicación indicada no es válida.' }]);
      const typed = await t
        .http()
        .post('/api/Login/Authenticate')
        .send({ UserName: 12, Password: DEMO_PASSWORD, AppName: 'license' })
        .expect(400);
      expect(typed.body.errors).toEqual([{ field: 'UserName', message: 'El campo debe ser texto.' }]);
      const extra = await t
        .http()
        .post('/api/Login/Authenticate')
        .send({ UserName: 'superadmin', Password: DEMO_PASSWORD, AppName: 'license', Admin: true })
        .expect(400);
      expect(extra.body.errors).toEqual([{ field: 'Admin', message: 'Este campo no está permitido.' }]);
    });

    it('answers with the access token usable on a protected route', async () => {
      const { token } = await tokensOf('superadmin');
      await t.http().get('/api/user/GetUserByNameId').set('Authorization', `Bearer ${token}`).set('iduser', 'comercial').expect(200);
    });
  });

  describe('POST /api/Login/RefreshToken', () => {
    const refresh = (RefreshToken: string, UserName = 'comercial') =>
      t.http().post('/api/Login/RefreshToken').send({ RefreshToken, UserName, Appname: 'license' });

    it('rotates: a new pair for the same user, and the old refresh token stops working', async () => {
      const first = await tokensOf('comercial');
      const response = await refresh(first.refreshToken).expect(200);
      const second = response.body.result;
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(decodeJwt(second.token)).toMatchObject({ unique_name: 'comercial', APPS: 'LICENSE', LICENSE_ROLE: 'LICENSECOMERCIAL' });
      const old = await storedToken(first.refreshToken);
      const next = await storedToken(second.refreshToken);
      expect(old.replacedBy).toBe(next.id);
      expect(next.familyId).toBe(old.familyId);
      await refresh(second.refreshToken).expect(200);
    });

    it('keeps the app of a customer sign-in on refresh', async () => {
      const first = await tokensOf('cliente', 'firmaya');
      const response = await refresh(first.refreshToken, 'cliente').expect(200);
      expect(decodeJwt(response.body.result.token)).toMatchObject({ APPS: 'FIRMAYA', customer_value: '900123456' });
    });

    it('revokes the whole family, later tokens included, when a rotated token is reused', async () => {
      const first = await tokensOf('comercial');
      const second = (await refresh(first.refreshToken).expect(200)).body.result;
      const third = (await refresh(second.refreshToken).expect(200)).body.result;
      const reuse = await refresh(first.refreshToken).expect(401);
      expect(reuse.body).toEqual({
        statusCode: 401,
        code: 'IDENTITY.INVALID_REFRESH_TOKEN',
        statusMessage: 'Tu sesión ha expirado. Por favor inicia sesión nuevamente.',
        errors: [],
      });
      await refresh(third.refreshToken).expect(401);
      for (const secret of [first.refreshToken, second.refreshToken, third.refreshToken]) {
        expect((await storedToken(secret)).revoked).toBe(true);
      }
      const other = await tokensOf('comercial');
      await refresh(other.refreshToken).expect(200);
    });

    it('refuses an unknown token and a token presented with another user name, without ending it', async () => {
      await refresh('q8Jx3lN2b1dV0mYk7fR4tW9sZp6cH5aE2uG1oI0yL3k').expect(401);
      const mine = await tokensOf('comercial');
      await refresh(mine.refreshToken, 'financiero').expect(401);
      await refresh(mine.refreshToken, 'COMERCIAL').expect(200);
    });

    it('refuses an expired refresh token', async () => {
      const mine = await tokensOf('comercial');
      const em = t.orm.em.fork();
      const stored = await em.findOneOrFail(RefreshToken, { tokenHash: hashRefreshToken(mine.refreshToken) });
      stored.expiresOn = new Date(Date.now() - 1000);
      await em.flush();
      await refresh(mine.refreshToken).expect(401);
    });

    it('never accepts a refresh token as an access token', async () => {
      const { refreshToken } = await tokensOf('superadmin');
      const response = await t
        .http()
        .get('/api/user/GetUserByNameId')
        .set('Authorization', `Bearer ${refreshToken}`)
        .set('iduser', 'comercial')
        .expect(401);
      expect(response.body.statusMessage).toBe('Debes iniciar sesión para realizar esta acción.');
    });

    it('answers missing fields with 400', async () => {
      const response = await t.http().post('/api/Login/RefreshToken').send({ Appname: 'license' }).expect(400);
      expect(response.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'RefreshToken', message: 'Campo obligatorio' },
          { field: 'UserName', message: 'Campo obligatorio' },
        ]),
      );
    });
  });

  describe('PUT /api/login/RevokeToken', () => {
    const revoke = (RefreshToken: string, UserName: string) =>
      t.http().put('/api/login/RevokeToken').send({ UserName, Quantity: 1, AppName: 'colfactura', RefreshToken });

    it('signs out: the family of the token stops working, and a second call still answers true', async () => {
      const first = await tokensOf('cliente', 'colfactura');
      const second = (
        await t
          .http()
          .post('/api/Login/RefreshToken')
          .send({ RefreshToken: first.refreshToken, UserName: 'cliente', Appname: 'colfactura' })
          .expect(200)
      ).body.result;
      const response = await revoke(second.refreshToken, 'cliente').expect(200);
      expect(response.body).toEqual({ result: true });
      expect((await storedToken(first.refreshToken)).revoked).toBe(true);
      await t.http().post('/api/Login/RefreshToken').send({ RefreshToken: second.refreshToken, UserName: 'cliente' }).expect(401);
      await revoke(second.refreshToken, 'cliente').expect(200, { result: true });
    });

    it('leaves alone a token of another user', async () => {
      const theirs = await tokensOf('financiero');
      await revoke(theirs.refreshToken, 'cliente').expect(200, { result: true });
      expect((await storedToken(theirs.refreshToken)).revoked).toBe(false);
    });

    it('answers missing fields and a bad quantity with 400', async () => {
      const response = await t.http().put('/api/login/RevokeToken').send({ Quantity: 0 }).expect(400);
      expect(response.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'UserName', message: 'Campo obligatorio' },
          { field: 'RefreshToken', message: 'Campo obligatorio' },
          { field: 'Quantity', message: 'Debe ser un número entero entre 1 y 100.' },
        ]),
      );
    });
  });

  describe('login parameter', () => {
    const encode = (token: string, body: Record<string, unknown> = {}) =>
      t.http().post('/api/Login/EncodeParameter').set('Authorization', `Bearer ${token}`).send(body);
    const decode = (parameter: unknown) => t.http().post('/api/Login/DecodeParameter').send({ parameter });

    it('carries the sign-in to the brand app: Authenticate, EncodeParameter, DecodeParameter', async () => {
      const signIn = await tokensOf('cliente', 'colfactura');
      const encoded = await encode(signIn.token, { RefreshToken: signIn.refreshToken }).expect(200);
      const { parameter } = encoded.body.result;
      expect(parameter).toMatch(/^[A-Za-z0-9_-]+$/);
      const decoded = await decode(parameter).expect(200);
      expect(decoded.body).toEqual({ result: { token: signIn.token, refreshToken: signIn.refreshToken, userName: 'cliente' } });
      await t
        .http()
        .post('/api/Login/RefreshToken')
        .send({ RefreshToken: decoded.body.result.refreshToken, UserName: 'cliente' })
        .expect(200);
    });

    it('is single use', async () => {
      const signIn = await tokensOf('cliente', 'colfactura');
      const { parameter } = (await encode(signIn.token, { RefreshToken: signIn.refreshToken }).expect(200)).body.result;
      await decode(parameter).expect(200);
      const again = await decode(parameter).expect(401);
      expect(again.body).toEqual({ statusCode: 401, code: 'IDENTITY.INVALID_LOGIN_PARAMETER', statusMessage: BAD_PARAMETER, errors: [] });
    });

    it('issues a new refresh-token family when none is given', async () => {
      const signIn = await tokensOf('cliente', 'boveda');
      const { parameter } = (await encode(signIn.token).expect(200)).body.result;
      const decoded = (await decode(parameter).expect(200)).body.result;
      expect(decoded.refreshToken).not.toBe(signIn.refreshToken);
      const issued = await storedToken(decoded.refreshToken);
      expect(issued.familyId).not.toBe((await storedToken(signIn.refreshToken)).familyId);
      expect(issued.appName).toBe('BOVEDA');
      const refreshed = await t
        .http()
        .post('/api/Login/RefreshToken')
        .send({ RefreshToken: decoded.refreshToken, UserName: 'cliente' })
        .expect(200);
      expect(decodeJwt(refreshed.body.result.token).APPS).toBe('BOVEDA');
    });

    it('refuses to seal a refresh token of another user or one already rotated', async () => {
      const mine = await tokensOf('cliente', 'colfactura');
      const theirs = await tokensOf('financiero');
      await encode(mine.token, { RefreshToken: theirs.refreshToken }).expect(401);
      await t.http().post('/api/Login/RefreshToken').send({ RefreshToken: mine.refreshToken, UserName: 'cliente' }).expect(200);
      await encode(mine.token, { RefreshToken: mine.refreshToken }).expect(401);
    });

    it('needs a signed-in caller to encode', async () => {
      await t.http().post('/api/Login/EncodeParameter').send({}).expect(401);
      await t.http().post('/api/Login/EncodeParameter').set('Authorization', 'Bearer not-a-token').send({}).expect(401);
    });

    it('refuses a tampered, an expired and a foreign-key parameter with the Spanish message', async () => {
      const signIn = await tokensOf('cliente', 'colfactura');
      const { parameter } = (await encode(signIn.token, { RefreshToken: signIn.refreshToken }).expect(200)).body.result as {
        parameter: string;
      };
      const raw = Buffer.from(parameter, 'base64url');
      raw[raw.length - 5] ^= 0x01;
      const tampered = await decode(raw.toString('base64url')).expect(401);
      expect(tampered.body.statusMessage).toBe(BAD_PARAMETER);

      const key = t.app.get<AppConfig>(APP_CONFIG).loginParameterKey;
      const content = { token: signIn.token, refreshToken: signIn.refreshToken, userName: 'cliente' };
      const expired = sealLoginParameter(key, { ...content, ...newLoginParameterStamp(new Date(Date.now() - 120_000), 60) });
      expect((await decode(expired).expect(401)).body.statusMessage).toBe(BAD_PARAMETER);
      const foreign = sealLoginParameter(Buffer.alloc(32, 9), { ...content, ...newLoginParameterStamp(new Date(), 60) });
      expect((await decode(foreign).expect(401)).body.statusMessage).toBe(BAD_PARAMETER);
      // The genuine one was never consumed by the failures.
      await decode(parameter).expect(200);
    });

    it('answers bad input with 400', async () => {
      const missing = await t.http().post('/api/Login/DecodeParameter').send({}).expect(400);
      expect(missing.body.errors).toEqual([{ field: 'parameter', message: 'Campo obligatorio' }]);
      const typed = await decode(42).expect(400);
      expect(typed.body.errors).toEqual([{ field: 'parameter', message: 'El campo debe ser texto.' }]);
      const { token } = await tokensOf('cliente', 'colfactura');
      const encodeTyped = await encode(token, { RefreshToken: 7 }).expect(400);
      expect(encodeTyped.body.errors).toEqual([{ field: 'RefreshToken', message: 'El campo debe ser texto.' }]);
    });
  });

  describe('demo users', () => {
    it('are seeded once: running the seeder again changes nothing', async () => {
      const em = t.orm.em.fork();
      const before = await em.find(User, {}, { orderBy: { userName: 'asc' } });
      await t.orm.seeder.seed(IdentityDemoSeeder);
      const after = await t.orm.em.fork().find(User, {}, { orderBy: { userName: 'asc' } });
      expect(after.map((u) => [u.id, u.passwordHash])).toEqual(before.map((u) => [u.id, u.passwordHash]));
      expect(after.map((u) => u.userName)).toEqual([
        'cliente',
        'cliente.metalicas',
        'comercial',
        'consulta',
        'financiero',
        'gerente.bemyself',
        'gerente.colfactura',
        'oficial.datos',
        'promocodes',
        'superadmin',
      ]);
      expect(after.every((u) => u.passwordHash.startsWith('$argon2id$'))).toBe(true);
    });

    it('are refused in production', async () => {
      const previous = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        await expect(new IdentityDemoSeeder().run(t.orm.em.fork())).rejects.toThrow(
          'Los usuarios de demostración no se crean en producción',
        );
      } finally {
        process.env.NODE_ENV = previous;
      }
    });
  });
});
