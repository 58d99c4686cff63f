import { beforeAll, describe, expect, it } from '@jest/globals';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { LicenceTokenError, LicenceTokenVerifier } from './licence-token';

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
    new LicenceTokenVerifier({ baseUrl: 'https://licencias.test', appName: 'colfactura', fetch: stub.fetch, now: () => now });

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
    const v = new LicenceTokenVerifier({ baseUrl: 'https://licencias.test', appName: 'colfactura', fetch: stub.fetch, now: () => now });
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
    });
    expect(await refusal(v.verify(await token(first)))).toBe('JWKS_UNAVAILABLE');
  });
});
