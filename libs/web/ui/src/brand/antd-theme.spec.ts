import { theme } from 'antd';
import { ALERT_FILL, antdThemeFor, FOCUS_CONTRAST, surfacesOf, tableHeaderBackgroundsOf, TEXT_CONTRAST } from './antd-theme';
import { brandCodes, brands, type BrandCode } from './brands';
import { contrastRatio, mix } from '@lic/shared-rules';

/** A translucent background drawn on an opaque one, as #rrggbb. */
function flatten(colour: string, on: string): string {
  const [r = 0, g = 0, b = 0, a = 1] = colour.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16))
    : (colour.match(/[\d.]+/g) ?? []).map(Number);
  return mix(on, `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`, a);
}

const round = (ratio: number) => Math.floor(ratio * 100) / 100;

describe('antdThemeFor', () => {
  it('measures contrast as WCAG does', () => {
    expect(round(contrastRatio('#000000', '#ffffff'))).toBe(21);
    expect(round(contrastRatio('#767676', '#ffffff'))).toBe(4.54);
    // antd's default description grey (45 % black) on white: below AA.
    expect(round(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff'))).toBe(3.35);
  });

  it.each(brandCodes)('gives %s text, links and buttons at least 4.5:1 and a focus ring at least 3:1', (code: BrandCode) => {
    const brand = brands[code];
    const config = antdThemeFor(brand);
    const token = theme.getDesignToken(config);
    const surfaces = Object.values(surfacesOf(brand));
    const texts = {
      colorText: token.colorText,
      colorTextSecondary: token.colorTextSecondary,
      colorTextTertiary: token.colorTextTertiary,
      colorTextDescription: token.colorTextDescription,
      colorPrimary: token.colorPrimary,
      colorLink: token.colorLink,
      colorLinkHover: token.colorLinkHover,
      colorLinkActive: token.colorLinkActive,
      colorError: token.colorError,
      colorErrorText: token.colorErrorText,
      colorSuccessText: token.colorSuccessText,
      colorWarningText: token.colorWarningText,
    };
    const weak: string[] = [];
    for (const [name, colour] of Object.entries(texts)) {
      for (const surface of surfaces) {
        if (contrastRatio(colour, surface) < TEXT_CONTRAST) weak.push(`${name} ${colour} on ${surface}`);
      }
    }
    for (const surface of surfaces) {
      const disabledBackground = flatten(token.colorBgContainerDisabled, surface);
      if (contrastRatio(token.colorTextDisabled, disabledBackground) < TEXT_CONTRAST) weak.push(`disabled text on ${disabledBackground}`);
    }
    const onPrimary = config.components?.Button?.primaryColor as string;
    if (contrastRatio(onPrimary, token.colorPrimary) < TEXT_CONTRAST) weak.push(`button text ${onPrimary} on ${token.colorPrimary}`);
    if (contrastRatio(brand.headerText, brand.headerBackground) < TEXT_CONTRAST) weak.push('header text');
    for (const background of [...surfaces, brand.headerBackground]) {
      if (contrastRatio(token.colorPrimaryBorder, background) < FOCUS_CONTRAST)
        weak.push(`focus ${token.colorPrimaryBorder} on ${background}`);
    }
    expect(weak).toEqual([]);
  });

  it.each(brandCodes)('writes a focused sortable column title of %s at 4.5:1 on every table header background', (code: BrandCode) => {
    const brand = brands[code];
    const tablePrimary = antdThemeFor(brand).components?.Table?.colorPrimary as string;
    const weak = tableHeaderBackgroundsOf(brand).filter((background) => contrastRatio(tablePrimary, background) < TEXT_CONTRAST);
    expect(weak).toEqual([]);
    // The sorted-and-hovered header the story tests found: Colfactura's primary on its hover background.
    if (code === 'colfactura') expect(contrastRatio('#38a69a', tableHeaderBackgroundsOf(brand)[2]!)).toBeLessThan(TEXT_CONTRAST);
  });

  it('puts white text on the alert fill at 4.5:1 or more', () => {
    expect(contrastRatio('#ffffff', ALERT_FILL)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});
