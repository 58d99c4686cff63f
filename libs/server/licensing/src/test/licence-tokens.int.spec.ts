import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT, type JSONWebKeySet, type JWTPayload } from 'jose';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { CLOCK } from '@lic/server-kernel';
import type { CreatedAppCredential } from '@lic/shared-api-types';
import { RotateSigningKeysJob } from '../infrastructure/licence-tokens/rotate-signing-keys.job';
import { basic, createCredential, insertPlan, rows } from './consumption-test-kit';

const TOKEN = '/license/api/licence-token';
const JWKS = '/.well-known/jwks.json';
const ISSUER = 'licencias-licensing';
const DAY = 24 * 3600 * 1000;
const REPOSITORY = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../../..');

interface TokenClaims extends JWTPayload {
  company: { documentType: number; documentNumber: string; name: string };
  app: string;
  features: { featureCode: string; unlimited: boolean; available: number | null; expiresOn: string }[];
}

describe('offline licence tokens (docs/api/licensing.md "Tokens de licencia sin conexión")', () => {
  let t: TestApp;
  let colfactura: CreatedAppCredential;
  let colnomina: CreatedAppCredential;
  let documentSeq = 0;
  const nextDocument = () => `8${String(process.pid % 10000).padStart(4, '0')}${String(++documentSeq).padStart(4, '0')}`;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    colfactura = await createCredential(t, 'colfactura');
    colnomina = await createCredential(t, 'colnomina');
  }, 120_000);
  afterEach(() => {
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    await t?.close();
  });

  const askToken = (credential: CreatedAppCredential | null, body: object) => {
    const request = t.http().post(TOKEN);
    if (credential) request.set('Authorization', basic(credential));
    return request.send(body);
  };
  const jwks = async (): Promise<JSONWebKeySet> => {
    const response = await t.http().get(JWKS);
    expect(response.status).toBe(200);
    return response.body as JSONWebKeySet;
  };
  const verify = async (token: string, keySet: JSONWebKeySet, at?: Date) =>
    jwtVerify<TokenClaims>(token, createLocalJWKSet(keySet), {
      issuer: ISSUER,
      audience: 'colfactura',
      algorithms: ['EdDSA'],
      ...(at ? { currentDate: at } : {}),
    });
  const tokenFor = async (documentNumber: string, credential = colfactura): Promise<string> => {
    const response = await askToken(credential, { documentType: 4, documentNumber });
    expect(response.status).toBe(200);
    return (response.body as { result: { token: string } }).result.token;
  };
  const keyRows = () =>
    rows<{ kid: string; retired_on: Date | null; published_until: Date | null; private_key: string }>(
      t,
      'select kid, retired_on, published_until, private_key from licensing.signing_key order by created_on',
    );

  it('two first uses at once make one signing key, and both tokens carry its kid', async () => {
    expect(await keyRows()).toHaveLength(0);
    const documentNumber = nextDocument();
    await insertPlan(t, { documentNumber, balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 10 }] });
    const answers = await Promise.all(Array.from({ length: 4 }, () => askToken(colfactura, { documentType: 4, documentNumber })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const kids = new Set(answers.map((a) => decodeProtectedHeader((a.body as { result: { token: string } }).result.token).kid));
    const keys = await keyRows();
    expect(keys).toHaveLength(1);
    expect([...kids]).toEqual([keys[0]!.kid]);
    // The private key is stored encrypted, never as PEM or a JWK.
    expect(keys[0]!.private_key).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(keys[0]!.private_key).not.toContain('PRIVATE KEY');
    // A writer that skipped the advisory lock still cannot add a second active key (unique partial index).
    await expect(
      rows(
        t,
        `insert into licensing.signing_key (kid, algorithm, public_jwk, private_key, created_on) values ('intrusa', 'EdDSA', '{}', 'x', now())`,
      ),
    ).rejects.toThrow(/signing_key_one_active_unique/);
  });

  it('publishes the Ed25519 public keys as JSON with a cache header, at the root (not a SPA page)', async () => {
    const response = await t.http().get(JWKS);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const { keys } = response.body as JSONWebKeySet;
    expect(keys).toHaveLength(1);
    expect(keys[0]).toEqual({ kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: expect.any(String), alg: 'EdDSA', use: 'sig' });
    expect(Object.keys(keys[0]!)).not.toContain('d');
  });

  it('signs the company’s licences in force of the calling app; the token verifies offline against the JWKS', async () => {
    const documentNumber = nextDocument();
    const soon = await insertPlan(t, {
      documentNumber,
      customerName: 'Ferretería El Tornillo S.A.S.',
      expiresInDays: 30,
      balances: [
        { code: 'COLFACTURA_DOCUMENTO', total: 100, used: 30 },
        { code: 'COLFACTURA_USUARIO', total: 0, unlimited: true },
      ],
    });
    await insertPlan(t, {
      documentNumber,
      customerName: 'Ferretería El Tornillo S.A.S.',
      packageType: 'CMP',
      expiresInDays: 90,
      balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 50, used: 5 }],
    });
    // Left out: a suspended plan, an expired plan, a plan not started yet, another app's plan.
    const suspended = await insertPlan(t, { documentNumber, balances: [{ code: 'COLFACTURA_SOPORTE', total: 7 }] });
    await rows(t, 'update licensing.licence_balance set suspended_on = now() where plan_id = ?', [suspended.planId]);
    await rows(t, 'update licensing.licence_plan set suspended_on = now() where id = ?', [suspended.planId]);
    await insertPlan(t, { documentNumber, startsInDays: -40, expiresInDays: -1, balances: [{ code: 'COLFACTURA_VIEJO', total: 9 }] });
    await insertPlan(t, { documentNumber, startsInDays: 2, expiresInDays: 40, balances: [{ code: 'COLFACTURA_FUTURO', total: 9 }] });
    await insertPlan(t, { documentNumber, serviceName: 'COLNOMINA', balances: [{ code: 'COLNOMINA_EMPLEADO', total: 9 }] });

    const token = await tokenFor(documentNumber);
    const { payload, protectedHeader } = await verify(token, await jwks());
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'JWT', kid: (await keyRows())[0]!.kid });
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(24 * 3600);
    expect(payload.exp! - payload.iat!).toBe(24 * 3600);
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(60);
    expect(payload).toMatchObject({
      iss: ISSUER,
      aud: 'colfactura',
      sub: `4:${documentNumber}`,
      jti: expect.any(String),
      app: 'colfactura',
      company: { documentType: 4, documentNumber, name: 'Ferretería El Tornillo S.A.S.' },
    });
    const [soonPlan] = await rows<{ expiration_date: Date }>(t, 'select expiration_date from licensing.licence_plan where id = ?', [
      soon.planId,
    ]);
    const latest = await rows<{ expiration_date: Date }>(
      t,
      `select max(expiration_date) as expiration_date from licensing.licence_balance where document_number = ? and feature_code = 'COLFACTURA_DOCUMENTO'`,
      [documentNumber],
    );
    expect(payload.features).toEqual([
      {
        featureCode: 'COLFACTURA_DOCUMENTO',
        unlimited: false,
        available: 115,
        expiresOn: new Date(latest[0]!.expiration_date).toISOString(),
      },
      { featureCode: 'COLFACTURA_USUARIO', unlimited: true, available: null, expiresOn: new Date(soonPlan!.expiration_date).toISOString() },
    ]);

    // Another app's credential gets its own audience and its own service's features.
    const nomina = decodeJwt(await tokenFor(documentNumber, colnomina)) as TokenClaims;
    expect(nomina.aud).toBe('colnomina');
    expect(nomina.features.map((f) => f.featureCode)).toEqual(['COLNOMINA_EMPLEADO']);
    await expect(verify(await tokenFor(documentNumber, colnomina), await jwks())).rejects.toMatchObject({
      code: 'ERR_JWT_CLAIM_VALIDATION_FAILED',
    });
  });

  it('expiresOn means the same in the entitlement and the token: the latest end of the balances summed', async () => {
    const documentNumber = nextDocument();
    await insertPlan(t, { documentNumber, expiresInDays: 290, balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 10 }] });
    await insertPlan(t, { documentNumber, expiresInDays: 365, balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 5 }] });
    const [{ latest }] = await rows<{ latest: Date }>(
      t,
      `select max(expiration_date) as latest from licensing.licence_balance where document_number = ? and feature_code = 'COLFACTURA_DOCUMENTO'`,
      [documentNumber],
    );
    const entitlement = await t
      .http()
      .get('/license/api/entitlements')
      .query({ documentType: 4, documentNumber, featureCode: 'COLFACTURA_DOCUMENTO' })
      .set('Authorization', basic(colfactura));
    expect(entitlement.status).toBe(200);
    expect(entitlement.body.result).toMatchObject({ available: 15, expiresOn: new Date(latest!).toISOString() });
    const { payload } = await verify(await tokenFor(documentNumber), await jwks());
    expect(payload.features.find((f) => f.featureCode === 'COLFACTURA_DOCUMENTO')).toEqual({
      featureCode: 'COLFACTURA_DOCUMENTO',
      unlimited: false,
      available: 15,
      expiresOn: entitlement.body.result.expiresOn,
    });
  });

  it('refuses wrong credentials (401), bad input (400) and a company without licences of the app (404, Spanish)', async () => {
    const documentNumber = nextDocument();
    await insertPlan(t, { documentNumber, balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 10 }] });
    expect((await askToken(null, { documentType: 4, documentNumber })).status).toBe(401);
    const wrong = await askToken({ ...colfactura, clientSecret: `${colfactura.clientSecret}x` }, { documentType: 4, documentNumber });
    expect(wrong.status).toBe(401);
    expect(wrong.body.statusMessage).toEqual(expect.any(String));
    expect(wrong.body).not.toHaveProperty('result');

    for (const body of [
      {},
      { documentType: '4', documentNumber },
      { documentType: 0, documentNumber },
      { documentType: 4, documentNumber: '' },
      { documentType: 4, documentNumber: '9001-23' },
      { documentType: 4, documentNumber: '1234567890123456' },
      { documentType: 4, documentNumber, extra: true },
    ]) {
      const response = await askToken(colfactura, body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.body.statusMessage).toEqual(expect.any(String));
    }

    for (const unknown of [nextDocument(), documentNumber]) {
      const credential = unknown === documentNumber ? colnomina : colfactura; // known company, but no colnomina licences
      const response = await askToken(credential, { documentType: 4, documentNumber: unknown });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        statusCode: 404,
        code: 'LICENSING.NO_LICENCES_FOR_TOKEN',
        statusMessage: 'La empresa no tiene licencias vigentes de esta app (puede no existir, o sus planes vencieron o están suspendidos).',
        errors: [],
      });
    }
    // Another document type with the same number is another company.
    expect((await askToken(colfactura, { documentType: 1, documentNumber })).status).toBe(404);
  });

  it('a forged signature, alg none, an HMAC token or another key with the same kid do not verify', async () => {
    const documentNumber = nextDocument();
    await insertPlan(t, { documentNumber, balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 10 }] });
    const token = await tokenFor(documentNumber);
    const keySet = await jwks();
    await expect(verify(token, keySet)).resolves.toBeDefined();
    const [header, body, signature] = token.split('.') as [string, string, string];
    const claims = decodeJwt(token) as TokenClaims;
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

    // More units than bought, with the genuine signature.
    const richer = encode({ ...claims, features: claims.features.map((f) => ({ ...f, available: 1_000_000 })) });
    await expect(verify(`${header}.${richer}.${signature}`, keySet)).rejects.toMatchObject({
      code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    });
    // A flipped signature.
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    await expect(verify(`${header}.${body}.${flipped}`, keySet)).rejects.toBeDefined();
    // alg none.
    const none = `${encode({ alg: 'none', typ: 'JWT', kid: decodeProtectedHeader(token).kid })}.${body}.`;
    await expect(verify(none, keySet)).rejects.toBeDefined();
    // HS256 with the public key's x as the secret (algorithm confusion).
    const x = keySet.keys[0]!.x!;
    const hmac = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid: decodeProtectedHeader(token).kid }).sign(Buffer.from(x));
    await expect(verify(hmac, keySet)).rejects.toBeDefined();
    // Another Ed25519 key claiming the published kid.
    const other = generateKeyPairSync('ed25519').privateKey;
    const impostor = await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid: decodeProtectedHeader(token).kid }).sign(other);
    await expect(verify(impostor, keySet)).rejects.toMatchObject({ code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' });
    // An unknown kid.
    const stranger = await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid: 'desconocida' }).sign(other);
    await expect(verify(stranger, keySet)).rejects.toMatchObject({ code: 'ERR_JWKS_NO_MATCHING_KEY' });
  });

  it('rotation: the old key stays published while its tokens may live, new tokens use the new key, then the old key goes', async () => {
    const documentNumber = nextDocument();
    await insertPlan(t, { documentNumber, expiresInDays: 365, balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 10 }] });
    const clock = t.app.get<{ now(): Date }>(CLOCK);
    const job = t.app.get(RotateSigningKeysJob);
    const start = new Date();
    const oldToken = await tokenFor(documentNumber);
    const oldKid = decodeProtectedHeader(oldToken).kid!;

    // Not due yet: the job changes nothing.
    await job.run();
    expect((await keyRows()).map((k) => k.kid)).toEqual([oldKid]);

    // 31 days later (LICENCE_TOKEN_KEY_ROTATION_DAYS = 30): the job rotates once across replicas.
    const rotatedAt = new Date(start.getTime() + 31 * DAY);
    jest.spyOn(clock, 'now').mockImplementation(() => rotatedAt);
    await Promise.all([job.run(), job.run()]);
    const afterRotation = await keyRows();
    expect(afterRotation).toHaveLength(2);
    expect(afterRotation[0]!.kid).toBe(oldKid);
    expect(new Date(afterRotation[0]!.retired_on!)).toEqual(rotatedAt);
    expect(new Date(afterRotation[0]!.published_until!)).toEqual(new Date(rotatedAt.getTime() + DAY));
    const newKid = afterRotation[1]!.kid;
    expect(afterRotation[1]!.retired_on).toBeNull();
    const both = await jwks();
    expect(both.keys.map((k) => k.kid).sort()).toEqual([oldKid, newKid].sort());
    await expect(verify(oldToken, both)).resolves.toBeDefined();
    const newToken = await tokenFor(documentNumber);
    expect(decodeProtectedHeader(newToken).kid).toBe(newKid);
    await expect(verify(newToken, both, rotatedAt)).resolves.toBeDefined();

    // Once every token of the old key has expired (retired + 24 h), it is no longer published, then deleted.
    const later = new Date(rotatedAt.getTime() + DAY + 1000);
    jest.spyOn(clock, 'now').mockImplementation(() => later);
    const onlyNew = await jwks();
    expect(onlyNew.keys.map((k) => k.kid)).toEqual([newKid]);
    await expect(verify(oldToken, onlyNew)).rejects.toMatchObject({ code: 'ERR_JWKS_NO_MATCHING_KEY' });
    await job.run();
    expect((await keyRows()).map((k) => k.kid)).toEqual([newKid]);
  });

  it('a key that is due rotates on first use even without the job', async () => {
    const documentNumber = nextDocument();
    await insertPlan(t, { documentNumber, expiresInDays: 365, balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 10 }] });
    const clock = t.app.get<{ now(): Date }>(CLOCK);
    const [active] = (await keyRows()).filter((k) => k.retired_on === null);
    const due = new Date(Date.now() + 70 * DAY);
    jest.spyOn(clock, 'now').mockImplementation(() => due);
    const answers = await Promise.all([tokenFor(documentNumber), tokenFor(documentNumber)]);
    const kids = new Set(answers.map((token) => decodeProtectedHeader(token).kid));
    expect(kids.size).toBe(1);
    expect([...kids][0]).not.toBe(active!.kid);
    expect((await keyRows()).filter((k) => k.retired_on === null)).toHaveLength(1);
  });

  it('the snippet of docs/api/licensing.md, run by node against this server, verifies a token and refuses a forged one', async () => {
    const documentNumber = nextDocument();
    await insertPlan(t, { documentNumber, balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 10 }] });
    const token = await tokenFor(documentNumber);
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const docs = readFileSync(path.join(REPOSITORY, 'docs/api/licensing.md'), 'utf8');
    const section = docs.slice(docs.indexOf('### Verifying a token offline'));
    const snippet = /```js\n([\s\S]*?)```/.exec(section)![1]!;
    expect(snippet).toContain("const STORE = 'https://licencias.example.com';");
    const program = `${snippet.replace("'https://licencias.example.com'", `'http://127.0.0.1:${port}'`)}
try {
  const claims = await verifyLicenceToken(process.argv[2]);
  console.log(JSON.stringify({ ok: true, sub: claims.sub, aud: claims.aud }));
} catch (error) {
  console.log(JSON.stringify({ ok: false, code: error.code }));
}
`;
    const dir = path.join(REPOSITORY, 'tmp');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `licence-token-snippet-${process.pid}.mjs`);
    writeFileSync(file, program);
    try {
      const run = async (jwt: string) => JSON.parse((await promisify(execFile)(process.execPath, [file, jwt], { cwd: REPOSITORY })).stdout);
      expect(await run(token)).toEqual({ ok: true, sub: `4:${documentNumber}`, aud: 'colfactura' });
      const [header, body] = token.split('.');
      const forged = `${header}.${body}.${Buffer.alloc(64, 1).toString('base64url')}`;
      expect(await run(forged)).toEqual({ ok: false, code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' });
    } finally {
      rmSync(file, { force: true });
    }
  });
});
