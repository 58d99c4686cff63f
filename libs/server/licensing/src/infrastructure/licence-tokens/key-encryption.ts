import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** The AES-256 key derived from LICENCE_TOKEN_KEY_SECRET (HKDF-SHA256; the secret itself is never the key). */
export function keyEncryptionKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'licensing.signing_key', 'licence-token private key v1', 32));
}

/** AES-256-GCM of a private key, bound to its kid (AAD): a ciphertext copied onto another row does not open. */
export function encryptPrivateKey(kek: Buffer, kid: string, plain: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  cipher.setAAD(Buffer.from(kid, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** Throws when the secret is not the one that encrypted it, or when the text was altered. */
export function decryptPrivateKey(kek: Buffer, kid: string, sealed: string): Buffer {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error(`Signing key ${kid}: unknown private key format`);
  const decipher = createDecipheriv('aes-256-gcm', kek, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(kid, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
}
