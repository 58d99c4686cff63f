import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { InvalidLoginParameterError } from './identity.errors';

/** What the login page hands to a brand app through the URL (storefront.md §8, decoded on the server). */
export interface LoginParameterContent {
  token: string;
  refreshToken: string;
  userName: string;
  /** Random id that makes the parameter single-use. */
  nonce: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Binds the ciphertext to its purpose: a blob sealed with the same key for anything else fails here.
const AAD = Buffer.from('lic-login-parameter-v1', 'utf8');

/** Encrypts and authenticates the content: base64url of iv | ciphertext | tag. */
export function sealLoginParameter(key: Buffer, content: LoginParameterContent): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(AAD);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(content), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url');
}

/** Decrypts a parameter; any tampering, malformed content or expiry gives InvalidLoginParameterError. */
export function openLoginParameter(key: Buffer, parameter: string, now: Date): LoginParameterContent {
  const content = decrypt(key, parameter);
  if (content.exp * 1000 <= now.getTime()) throw new InvalidLoginParameterError();
  return content;
}

/** A fresh nonce and expiry for a parameter created now. */
export function newLoginParameterStamp(now: Date, ttlSeconds: number): { nonce: string; exp: number } {
  return { nonce: randomBytes(16).toString('base64url'), exp: Math.floor(now.getTime() / 1000) + ttlSeconds };
}

function decrypt(key: Buffer, parameter: string): LoginParameterContent {
  if (!/^[A-Za-z0-9_-]+$/.test(parameter)) throw new InvalidLoginParameterError();
  const raw = Buffer.from(parameter, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) throw new InvalidLoginParameterError();
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  const ciphertext = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
  let plain: string;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(AAD);
    decipher.setAuthTag(tag);
    plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new InvalidLoginParameterError();
  }
  const content = parse(plain);
  if (!content) throw new InvalidLoginParameterError();
  return content;
}

function parse(plain: string): LoginParameterContent | undefined {
  try {
    const value = JSON.parse(plain) as Partial<LoginParameterContent>;
    const texts = [value.token, value.refreshToken, value.userName, value.nonce];
    if (texts.some((text) => typeof text !== 'string' || text.length === 0)) return undefined;
    if (typeof value.exp !== 'number' || !Number.isFinite(value.exp)) return undefined;
    return value as LoginParameterContent;
  } catch {
    return undefined;
  }
}
