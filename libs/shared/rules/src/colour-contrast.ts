/** Colour arithmetic for the brand themes and landing pages: mixing and the WCAG 2.1 contrast ratio. */

type Rgba = [number, number, number, number];

function parse(colour: string): Rgba {
  const value = colour.trim();
  if (value.startsWith('#')) {
    const hex = value.length === 4 ? [...value.slice(1)].map((digit) => digit + digit).join('') : value.slice(1);
    const channel = (index: number) => parseInt(hex.slice(index, index + 2), 16);
    return [channel(0), channel(2), channel(4), hex.length === 8 ? channel(6) / 255 : 1];
  }
  const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
}

/** `hex` moved towards `other` by `weight` (0 keeps it, 1 gives `other`), as #rrggbb. */
export function mix(hex: string, other: string, weight: number): string {
  const [a, b] = [parse(hex), parse(other)];
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(a[i]! * (1 - weight) + b[i]! * weight)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of a foreground (which may be translucent) drawn on an opaque background. */
export function contrastRatio(foreground: string, background: string): number {
  const back = parse(background);
  const front = parse(foreground);
  const alpha = front[3];
  const drawn: Rgba = [0, 1, 2].map((i) => front[i]! * alpha + back[i]! * (1 - alpha)) as unknown as Rgba;
  const [lighter, darker] = [luminance(drawn), luminance(back)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Of white and near-black, the text colour that reads best on a fill. */
export function textOn(fill: string): string {
  return contrastRatio('#ffffff', fill) >= contrastRatio(NEAR_BLACK, fill) ? '#ffffff' : NEAR_BLACK;
}

export const NEAR_BLACK = '#141414';

/** WCAG AA for normal text. */
export const TEXT_CONTRAST_AA = 4.5;

/**
 * `colour` as text on `background`: itself when it reads at `ratio`, else moved step by step towards black
 * (light backgrounds) or white (dark ones) until it does.
 */
export function readableOn(colour: string, background: string, ratio = TEXT_CONTRAST_AA): string {
  const towards = contrastRatio('#ffffff', background) > contrastRatio('#000000', background) ? '#ffffff' : '#000000';
  for (let step = 0; step <= 50; step += 1) {
    const candidate = step === 0 ? colour : mix(colour, towards, step * 0.02);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return towards;
}
