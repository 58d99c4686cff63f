import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What an encrypted package link carries (storefront.md /license/addCart/{encryptedParameter}). */
export interface PackageLinkContent {
  packageId: number;
  quantity: number;
  promotionCode: string | null;
}

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const PURPOSE = 'lic-package-link-v1';
// Binds the ciphertext to its purpose: a blob sealed for anything else fails here.
const AAD = Buffer.from(PURPOSE, 'utf8');
const MAX_LINK_CHARS = 512;

export class InvalidPackageLinkError extends Error {
  constructor() {
    super('invalid package link');
  }
}

/**
 * The link key: HKDF-SHA256 of the app's secret (LOGIN_PARAMETER_KEY) with this purpose as info, so
 * one configured secret serves both without the two ciphertexts being interchangeable.
 */
export function packageLinkKey(secret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), PURPOSE, 32));
}

/** AES-256-GCM, URL-safe base64 of iv | ciphertext | tag. */
export function sealPackageLink(key: Buffer, content: PackageLinkContent): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(AAD);
  const plain = JSON.stringify({ p: content.packageId, q: content.quantity, c: content.promotionCode });
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url');
}

/** The content of a link; tampered, truncated, foreign or malformed links give InvalidPackageLinkError. */
export function openPackageLink(key: Buffer, link: string): PackageLinkContent {
  if (typeof link !== 'string' || link.length > MAX_LINK_CHARS || !/^[A-Za-z0-9_-]+$/.test(link)) throw new InvalidPackageLinkError();
  const raw = Buffer.from(link, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) throw new InvalidPackageLinkError();
  let plain: string;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(AAD);
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new InvalidPackageLinkError();
  }
  return parse(plain);
}

function parse(plain: string): PackageLinkContent {
  let value: { p?: unknown; q?: unknown; c?: unknown };
  try {
    value = JSON.parse(plain) as typeof value;
  } catch {
    throw new InvalidPackageLinkError();
  }
  const { p, q, c } = value;
  if (!Number.isInteger(p) || (p as number) < 1) throw new InvalidPackageLinkError();
  if (!Number.isInteger(q) || (q as number) < 1) throw new InvalidPackageLinkError();
  if (c !== null && typeof c !== 'string') throw new InvalidPackageLinkError();
  return { packageId: p as number, quantity: q as number, promotionCode: c };
}
