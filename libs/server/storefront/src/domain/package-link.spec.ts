import { InvalidPackageLinkError, openPackageLink, packageLinkKey, sealPackageLink } from './package-link';

const key = packageLinkKey(Buffer.alloc(32, 7));

describe('package links', () => {
  it('round-trips package, quantity and promo code in a URL-safe text', () => {
    const link = sealPackageLink(key, { packageId: 12, quantity: 3, promotionCode: 'BIENVENIDA10' });
    expect(link).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(openPackageLink(key, link)).toEqual({ packageId: 12, quantity: 3, promotionCode: 'BIENVENIDA10' });
    expect(openPackageLink(key, sealPackageLink(key, { packageId: 1, quantity: 1, promotionCode: null }))).toEqual({
      packageId: 1,
      quantity: 1,
      promotionCode: null,
    });
  });

  it('gives a different text every time (random IV)', () => {
    const content = { packageId: 12, quantity: 3, promotionCode: null };
    expect(sealPackageLink(key, content)).not.toBe(sealPackageLink(key, content));
  });

  it('refuses tampered, truncated, foreign-key and garbage links', () => {
    const link = sealPackageLink(key, { packageId: 12, quantity: 3, promotionCode: null });
    const flipped = link.slice(0, 20) + (link[20] === 'A' ? 'B' : 'A') + link.slice(21);
    const otherKey = packageLinkKey(Buffer.alloc(32, 8));
    for (const bad of [flipped, link.slice(0, -2), 'abc', '', 'no es base64!', 'x'.repeat(600)]) {
      expect(() => openPackageLink(key, bad)).toThrow(InvalidPackageLinkError);
    }
    expect(() => openPackageLink(otherKey, link)).toThrow(InvalidPackageLinkError);
  });

  it('derives a key of its own from the app secret', () => {
    expect(packageLinkKey(Buffer.alloc(32, 7)).equals(Buffer.alloc(32, 7))).toBe(false);
    expect(packageLinkKey(Buffer.alloc(32, 7))).toHaveLength(32);
  });
});
