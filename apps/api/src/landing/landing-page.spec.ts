import { describe, expect, it } from '@jest/globals';
import { BRAND_FONT_FAMILY, contrastRatio, TEXT_CONTRAST_AA } from '@lic/shared-rules';
import { landingLookOf, renderLandingPage } from './landing-page';

const BRANDS = ['colfactura', 'colnomina', 'firmaya', 'firmamail', 'boveda', 'bemyself', 'otra'];

describe('the demo landing pages read at WCAG AA (Lighthouse accessibility 100, decision 0017)', () => {
  it.each(BRANDS)('%s: every text colour stands at 4.5:1 on what it is drawn on', (appName) => {
    const look = landingLookOf(appName);
    expect(contrastRatio(look.text, look.page)).toBeGreaterThanOrEqual(TEXT_CONTRAST_AA);
    expect(contrastRatio(look.headerText, look.header)).toBeGreaterThanOrEqual(TEXT_CONTRAST_AA);
    expect(contrastRatio(look.onPrimary, look.primary)).toBeGreaterThanOrEqual(TEXT_CONTRAST_AA);
    expect(contrastRatio(look.accent, look.page)).toBeGreaterThanOrEqual(TEXT_CONTRAST_AA);
  });

  it('draws the prices and the buttons with those colours, and describes the page for search engines', () => {
    const look = landingLookOf('firmamail');
    const page = renderLandingPage({ appName: 'firmamail', displayName: 'Firmamail' } as Parameters<typeof renderLandingPage>[0]);
    expect(look.accent).not.toBe(look.primary);
    expect(page).toContain(`.package small { color: ${look.accent};`);
    expect(page).toContain(`.buy { background: var(--primary); color: ${look.onPrimary};`);
    expect(page).toContain(`<meta name="description" content="${look.pitch}">`);
  });

  it("writes in the brands' font, the one of the storefront's pages and of the cart it frames", () => {
    const page = renderLandingPage({ appName: 'boveda', displayName: 'Bóveda' } as Parameters<typeof renderLandingPage>[0]);
    expect(page).toContain(`body { margin: 0; font-family: ${BRAND_FONT_FAMILY};`);
  });
});
