import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { BrandTheme } from './brands';
import { BRAND_FONT_FAMILY, contrastRatio, mix, NEAR_BLACK, readableOn, TEXT_CONTRAST_AA, textOn } from '@lic/shared-rules';

/** WCAG 2.1 AA: text and the focus indicator against what they are drawn on. */
export const TEXT_CONTRAST = TEXT_CONTRAST_AA;
export const FOCUS_CONTRAST = 3;

/** Red fill behind white text (offer ribbon, cart badge): 5.6:1 with white, on every theme. */
export const ALERT_FILL = '#C62828';

/** The backgrounds a brand draws text on: the page, cards and inputs, and popups. */
export function surfacesOf(brand: BrandTheme): { page: string; container: string; elevated: string } {
  const dark = brand.mode === 'dark';
  return {
    page: brand.pageBackground,
    container: dark ? mix(brand.pageBackground, '#ffffff', 0.06) : '#ffffff',
    elevated: dark ? mix(brand.pageBackground, '#ffffff', 0.1) : '#ffffff',
  };
}

function algorithmOf(brand: BrandTheme) {
  return brand.mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
}

/** The colour antd derives from a seed (the dark algorithm dims it), as drawn. */
function derived(brand: BrandTheme, token: 'colorPrimary' | 'colorError', seed: string): string {
  return antdTheme.getDesignToken({ algorithm: algorithmOf(brand), token: { [token]: seed } })[token];
}

/**
 * The brand colour moved, in small steps, towards white on dark themes and towards black on light ones until
 * what antd derives from it reads as text on every surface and carries white or near-black text on it.
 */
function readableSeed(brand: BrandTheme, colour: string, token: 'colorPrimary' | 'colorError', needsTextOn: boolean): string {
  const backgrounds = Object.values(surfacesOf(brand));
  const towards = brand.mode === 'dark' ? '#ffffff' : '#000000';
  for (let step = 0; step <= 30; step++) {
    const seed = mix(colour, towards, step * 0.02);
    const shown = derived(brand, token, seed);
    const readable = backgrounds.every((background) => contrastRatio(shown, background) >= TEXT_CONTRAST);
    if (readable && (!needsTextOn || contrastRatio(textOn(shown), shown) >= TEXT_CONTRAST)) return seed;
  }
  return mix(colour, towards, 0.6);
}

/** The focus ring: the brand colour as antd shows it, darkened or lightened until it stands out on surfaces and header. */
function focusColourOf(brand: BrandTheme, primary: string): string {
  const backgrounds = [...Object.values(surfacesOf(brand)), brand.headerBackground];
  const towards = brand.mode === 'dark' ? '#ffffff' : NEAR_BLACK;
  for (let step = 0; step <= 20; step++) {
    const colour = mix(primary, towards, step * 0.05);
    if (backgrounds.every((background) => contrastRatio(colour, background) >= FOCUS_CONTRAST)) return colour;
  }
  return towards;
}

export interface AccessibleColours {
  /** Seed of antd's colorPrimary and colorLink. */
  primarySeed: string;
  /** Links under the pointer or pressed: the link colour moved further from the background. */
  linkHover: string;
  /** Text on primary buttons. */
  onPrimary: string;
  errorSeed: string;
  focus: string;
  /** Tertiary and description text, e.g. Typography secondary (antd's 45 % grey is below 4.5:1). */
  secondaryText: string;
  successText: string;
  warningText: string;
  /**
   * Text of disabled controls and empty lists: WCAG exempts disabled controls, but axe cannot tell antd's
   * (the selected value of a disabled Select is a span outside any disabled element), so it reads at 4.5:1 too.
   */
  disabledText: string;
}

const accessibleCache = new WeakMap<BrandTheme, AccessibleColours>();

/** Colours of a brand that meet WCAG AA contrast on its own surfaces (computed once per brand). */
export function accessibleColoursOf(brand: BrandTheme): AccessibleColours {
  const cached = accessibleCache.get(brand);
  if (cached) return cached;
  const dark = brand.mode === 'dark';
  const primarySeed = readableSeed(brand, brand.primaryColor, 'colorPrimary', true);
  const primary = derived(brand, 'colorPrimary', primarySeed);
  const colours: AccessibleColours = {
    primarySeed,
    onPrimary: textOn(primary),
    linkHover: mix(primary, dark ? '#ffffff' : '#000000', 0.2),
    errorSeed: readableSeed(brand, dark ? '#ff7875' : '#ff4d4f', 'colorError', false),
    focus: focusColourOf(brand, primary),
    secondaryText: dark ? 'rgba(255, 255, 255, 0.6)' : 'rgba(0, 0, 0, 0.6)',
    successText: dark ? '#73d13d' : '#237804',
    warningText: dark ? '#ffc53d' : '#ad4e00',
    disabledText: dark ? 'rgba(255, 255, 255, 0.62)' : 'rgba(0, 0, 0, 0.56)',
  };
  accessibleCache.set(brand, colours);
  return colours;
}

/** The error colour as a tag writes it, on antd's error tint (the plain error colour is 4.4:1 there on Firmaya). */
function errorTagText(brand: BrandTheme, errorSeed: string): string {
  const token = antdTheme.getDesignToken({ algorithm: algorithmOf(brand), token: { colorError: errorSeed } });
  return readableOn(token.colorError, token.colorErrorBg);
}

/** A translucent antd fill as drawn on an opaque background, as #rrggbb. */
export function drawnOn(fill: string, background: string): string {
  const [r = 0, g = 0, b = 0, a = 1] = fill.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(fill.slice(i, i + 2), 16))
    : (fill.match(/[\d.]+/g) ?? []).map(Number);
  return mix(background, `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`, a);
}

/** The table header's backgrounds: plain, sorted and under the pointer (antd's Table draws its fills on the container). */
export function tableHeaderBackgroundsOf(brand: BrandTheme): string[] {
  const container = surfacesOf(brand).container;
  const token = antdTheme.getDesignToken({ algorithm: algorithmOf(brand), token: { colorBgContainer: container } });
  return [token.colorFillAlter, token.colorFillSecondary, token.colorFillContent].map((fill) => drawnOn(fill, container));
}

/**
 * antd writes a sortable column's title in colorPrimary while it has the keyboard focus, on the header's own
 * backgrounds (3.5:1 on Colfactura's, under the pointer): the table's primary is moved until it reads on all of them.
 */
function tablePrimaryOf(brand: BrandTheme, primary: string): string {
  const backgrounds = tableHeaderBackgroundsOf(brand);
  const towards = brand.mode === 'dark' ? '#ffffff' : '#000000';
  for (let step = 0; step <= 50; step++) {
    const colour = mix(primary, towards, step * 0.02);
    if (backgrounds.every((background) => contrastRatio(colour, background) >= TEXT_CONTRAST)) return colour;
  }
  return towards;
}

/**
 * antd tokens of a brand: its colour everywhere, dark surfaces tinted by its page colour rather than neutral
 * grey, and colours moved where antd's defaults miss WCAG AA contrast (secondary text, links, button text,
 * the focus ring, which antd draws in colorPrimaryBorder).
 */
export function antdThemeFor(brand: BrandTheme): ThemeConfig {
  const surfaces = surfacesOf(brand);
  const colours = accessibleColoursOf(brand);
  return {
    algorithm: algorithmOf(brand),
    token: {
      colorPrimary: colours.primarySeed,
      colorInfo: colours.primarySeed,
      colorLink: colours.primarySeed,
      // antd's hover and pressed link colours are dimmer on dark themes; these stay readable.
      colorLinkHover: colours.linkHover,
      colorLinkActive: colours.linkHover,
      colorError: colours.errorSeed,
      colorPrimaryBorder: colours.focus,
      colorTextTertiary: colours.secondaryText,
      colorTextDescription: colours.secondaryText,
      colorSuccessText: colours.successText,
      colorWarningText: colours.warningText,
      colorTextDisabled: colours.disabledText,
      // antd's placeholder grey is 1.8:1 on white.
      colorTextPlaceholder: colours.disabledText,
      colorBgLayout: brand.pageBackground,
      colorBgContainer: surfaces.container,
      colorBgElevated: surfaces.elevated,
      borderRadius: 8,
      fontFamily: BRAND_FONT_FAMILY,
    },
    components: {
      Layout: { headerBg: brand.headerBackground, headerColor: brand.headerText, bodyBg: brand.pageBackground },
      Button: { primaryColor: colours.onPrimary },
      Table: { colorPrimary: tablePrimaryOf(brand, derived(brand, 'colorPrimary', colours.primarySeed)) },
      // Status tags write their text in the status colour; antd's warning and success are below 4.5:1 on their tints.
      Tag: { colorWarning: colours.warningText, colorSuccess: colours.successText, colorError: errorTagText(brand, colours.errorSeed) },
    },
  };
}
