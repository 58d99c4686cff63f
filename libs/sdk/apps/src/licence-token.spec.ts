import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { StoredKeySet } from './key-set-store.js';
import { LicenceTokenError, LicenceTokenVerifier } from './licence-token.js';

interface Key {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

async function newKey(kid: string): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' } };
}

const NOW = new Date('2026-11-27T05:00:00Z');
const iat = Math.floor(NOW.getTime() / 1000);

function token(key: Key, claims: { aud?: string; iss?: string; exp?: number; kid?: string } = {}): Promise<string> {
  return new SignJWT({
    company: { documentType: 4, documentNumber: '900123456', name: 'Comercializadora Andina S.A.S.' },
    app: 'colfactura',
    features: [{ featureCode: 'COLFACTURA_DOCUMENTO', unlimited: false, available: 120, expiresOn: '2027-11-27T05:00:00.000Z' }],
  })
    .setProtectedHeader({ alg: 'EdDSA', kid: claims.kid ?? key.kid, typ: 'JWT' })
    .setIssuer(claims.iss ?? 'licencias-licensing')
    .setSubject('4:900123456')
    .setAudience(claims.aud ?? 'colfactura')
    .setIssuedAt(iat)
    .setExpirationTime(claims.exp ?? iat + 3600)
    .sign(key.privateKey);
}

/** A JWKS endpoint whose keys the test changes, counting its reads. */
function jwksStub(keys: JWK[]) {
  const stub = {
    keys,
    reads: 0,
    down: false,
    fetch: (async () => {
      if (stub.down) throw new TypeError('fetch failed');
      stub.reads++;
      return new Response(JSON.stringify({ keys: stub.keys }), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300' },
      });
    }) as typeof fetch,
  };
  return stub;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(LicenceTokenError);
    return (error as LicenceTokenError).code;
  }
  throw new Error('the token was accepted');
}

describe('LicenceTokenVerifier (offline, EdDSA, cached JWKS)', () => {
  let first: Key;
  let second: Key;
  beforeAll(async () => {
    first = await newKey('clave-1');
    second = await newKey('clave-2');
  });

  const verifier = (stub: ReturnType<typeof jwksStub>, now = NOW) =>
    new LicenceTokenVerifier({
      baseUrl: 'https://licencias.test',
      appName: 'colfactura',
      fetch: stub.fetch,
      now: () => now,
      keyStore: null,
    });

  it('accepts a valid token and reads the key set once for many tokens', async () => {
    const stub = jwksStub([first.jwk]);
    const v = verifier(stub);
    const claims = await v.verify(await token(first));
    expect(claims).toMatchObject({ aud: 'colfactura', sub: '4:900123456', app: 'colfactura', company: { documentNumber: '900123456' } });
    expect(claims.features[0]).toMatchObject({ featureCode: 'COLFACTURA_DOCUMENTO', available: 120 });
    await v.verify(await token(first));
    expect(stub.reads).toBe(1);
  });

  it('refuses an expired token', async () => {
    const stub = jwksStub([first.jwk]);
    expect(await refusal(verifier(stub).verify(await token(first, { exp: iat - 120 })))).toBe('TOKEN_EXPIRED');
  });

  it('refuses a token without an expiry, even well signed', async () => {
    const stub = jwksStub([first.jwk]);
    const forever = await new SignJWT({ app: 'colfactura', features: [] })
      .setProtectedHeader({ alg: 'EdDSA', kid: first.kid })
      .setIssuer('licencias-licensing')
      .setSubject('4:900123456')
      .setAudience('colfactura')
      .setIssuedAt(iat)
      .sign(first.privateKey);
    expect(await refusal(verifier(stub).verify(forever))).toBe('TOKEN_INVALID');
  });

  it('refuses another algorithm (HS256 with the public key as secret) without reading the keys again', async () => {
    const stub = jwksStub([first.jwk]);
    const v = verifier(stub);
    const hs256 = await new SignJWT({ app: 'colfactura', features: [] })
      .setProtectedHeader({ alg: 'HS256', kid: first.kid })
      .setIssuer('licencias-licensing')
      .setSubject('4:900123456')
      .setAudience('colfactura')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(new TextEncoder().encode(String(first.jwk.x)));
    expect(await refusal(v.verify(hs256))).toBe('TOKEN_INVALID');
    expect(stub.reads).toBe(1);
  });

  it("refuses another app's token and another issuer's", async () => {
    const stub = jwksStub([first.jwk]);
    expect(await refusal(verifier(stub).verify(await token(first, { aud: 'colnomina' })))).toBe('TOKEN_WRONG_AUDIENCE');
    expect(await refusal(verifier(stub).verify(await token(first, { iss: 'otro-emisor' })))).toBe('TOKEN_WRONG_ISSUER');
  });

  it('refuses a token signed by a key that does not match its kid (forged)', async () => {
    const stub = jwksStub([first.jwk]);
    expect(await refusal(verifier(stub).verify(await token(second, { kid: 'clave-1' })))).toBe('TOKEN_INVALID');
  });

  it('reads the key set again once on an unknown kid (rotation), then accepts', async () => {
    const stub = jwksStub([first.jwk]);
    const v = verifier(stub);
    await v.verify(await token(first));
    stub.keys = [first.jwk, second.jwk];
    expect((await v.verify(await token(second))).sub).toBe('4:900123456');
    expect(stub.reads).toBe(2);
  });

  it('an unknown kid that stays unknown costs one read per cooldown, not one per token', async () => {
    const stub = jwksStub([first.jwk]);
    const v = verifier(stub);
    expect(await refusal(v.verify(await token(second)))).toBe('TOKEN_UNKNOWN_KEY');
    expect(stub.reads).toBe(2);
    expect(await refusal(v.verify(await token(second)))).toBe('TOKEN_UNKNOWN_KEY');
    expect(stub.reads).toBe(2);
  });

  it('keeps verifying with the cached keys when the server cannot be reached (offline)', async () => {
    const stub = jwksStub([first.jwk]);
    let now = NOW;
    const v = new LicenceTokenVerifier({
      baseUrl: 'https://licencias.test',
      appName: 'colfactura',
      fetch: stub.fetch,
      now: () => now,
      keyStore: null,
    });
    await v.verify(await token(first));
    stub.down = true;
    // Past the key set's max-age (300 s): the read fails, the stale set still verifies.
    now = new Date(NOW.getTime() + 600_000);
    expect((await v.verify(await token(first, { exp: iat + 7200 }))).app).toBe('colfactura');
  });

  it('without any key set it says the keys are unavailable', async () => {
    const v = new LicenceTokenVerifier({
      baseUrl: 'https://licencias.test',
      appName: 'colfactura',
      fetch: (async () => new Response('no', { status: 502 })) as typeof fetch,
      now: () => NOW,
      keyStore: null,
    });
    expect(await refusal(v.verify(await token(first)))).toBe('JWKS_UNAVAILABLE');
  });
});

describe('LicenceTokenVerifier with a key-set store (an app restarted while the server is down)', () => {
  let first: Key;
  let second: Key;
  let folder: string;
  beforeAll(async () => {
    first = await newKey('clave-1');
    second = await newKey('clave-2');
    folder = mkdtempSync(join(tmpdir(), 'licencias-jwks-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const make = (
    stub: ReturnType<typeof jwksStub>,
    keyStore: ConstructorParameters<typeof LicenceTokenVerifier>[0]['keyStore'],
    now = NOW,
  ) => new LicenceTokenVerifier({ baseUrl: 'https://licencias.test', appName: 'colfactura', fetch: stub.fetch, now: () => now, keyStore });

  it('saves every set it reads to the file; a new process with the server down verifies from the file until the token expires', async () => {
    const file = join(folder, 'app', 'jwks.json');
    const online = jwksStub([first.jwk]);
    await make(online, file).verify(await token(first, { exp: iat + 86_400 }));
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredKeySet;
    expect(stored).toMatchObject({ jwksUrl: 'https://licencias.test/.well-known/jwks.json', fetchedAt: NOW.toISOString() });
    expect(stored.jwks.keys.map((key) => key.kid)).toEqual(['clave-1']);

    // "Restart": a new verifier, the server unreachable, hours later.
    const down = jwksStub([first.jwk]);
    down.down = true;
    const later = new Date(NOW.getTime() + 20 * 3_600_000);
    const restarted = make(down, file, later);
    expect((await restarted.verify(await token(first, { exp: iat + 86_400 }))).app).toBe('colfactura');
    // Still checked as always: the stored set does not make an expired token, or one of an unknown key, pass.
    expect(
      await refusal(make(down, file, new Date(NOW.getTime() + 25 * 3_600_000)).verify(await token(first, { exp: iat + 86_400 }))),
    ).toBe('TOKEN_EXPIRED');
    expect(await refusal(restarted.verify(await token(second, { exp: iat + 86_400 })))).toBe('TOKEN_UNKNOWN_KEY');
  });

  it('takes a { load, save } pair over the app’s own storage', async () => {
    let kept: StoredKeySet | null = null;
    const store = { load: () => kept, save: (set: StoredKeySet) => void (kept = set) };
    await make(jwksStub([first.jwk, second.jwk]), store).verify(await token(second));
    expect(kept!.jwks.keys).toHaveLength(2);
    const down = jwksStub([]);
    down.down = true;
    expect((await make(down, store).verify(await token(second))).sub).toBe('4:900123456');
  });

  it('while the server stays down, a read is tried once per 30 s, not before every token', async () => {
    const file = join(folder, 'retries.json');
    await make(jwksStub([first.jwk]), file).verify(await token(first));
    let tries = 0;
    const down = jwksStub([first.jwk]);
    down.fetch = (async () => {
      tries++;
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    let now = NOW;
    const restarted = new LicenceTokenVerifier({
      baseUrl: 'https://licencias.test',
      appName: 'colfactura',
      fetch: down.fetch,
      now: () => now,
      keyStore: file,
    });
    for (let i = 0; i < 5; i++) await restarted.verify(await token(first));
    expect(tries).toBe(1);
    now = new Date(NOW.getTime() + 31_000);
    await restarted.verify(await token(first));
    expect(tries).toBe(2);
  });

  it('ignores a stored set of another server, a damaged file, and a store that fails (told through onStoreError)', async () => {
    const down = jwksStub([]);
    down.down = true;
    const other = join(folder, 'other.json');
    writeFileSync(
      other,
      JSON.stringify({ jwksUrl: 'https://otro.test/.well-known/jwks.json', fetchedAt: NOW.toISOString(), jwks: { keys: [first.jwk] } }),
    );
    expect(await refusal(make(down, other).verify(await token(first)))).toBe('JWKS_UNAVAILABLE');
    const damaged = join(folder, 'damaged.json');
    writeFileSync(damaged, '{"jwksUrl": ');
    const told: unknown[] = [];
    const verifier = new LicenceTokenVerifier({
      baseUrl: 'https://licencias.test',
      appName: 'colfactura',
      fetch: down.fetch,
      now: () => NOW,
      keyStore: damaged,
      onStoreError: (error) => told.push(error),
    });
    expect(await refusal(verifier.verify(await token(first)))).toBe('JWKS_UNAVAILABLE');
    expect(told).toHaveLength(1);
    // A store that cannot save does not stop verification.
    const failing = { load: () => null, save: () => Promise.reject(new Error('disco lleno')) };
    expect((await make(jwksStub([first.jwk]), failing).verify(await token(first))).app).toBe('colfactura');
  });
});
