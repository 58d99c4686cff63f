/** Inline SVG artwork of the brands: a glyph per app, drawn on a 24×24 grid with round strokes. */
export const glyphs = {
  invoice: '<path d="M6 3h9l4 4v14H6z"/><path d="M15 3v4h4"/><path d="M9 11h7M9 14.5h7M9 18h4"/>',
  payroll:
    '<circle cx="9" cy="8" r="3.5"/><path d="M3 20c0-3.3 2.7-6 6-6 1.4 0 2.7.5 3.7 1.3"/><circle cx="17.5" cy="16.5" r="3.5"/><path d="M17.5 15v3"/>',
  signature:
    '<path d="M3 16c2.5-5 4.5-9 6.5-9 2.4 0-.6 9.5 1.8 9.5 1.6 0 2.4-3.6 3.9-3.6 1.2 0 1 2.6 2.4 2.6.9 0 2-.8 3.4-2"/><path d="M3 20.5h18"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2.5"/><path d="M3.5 7.5 12 13l8.5-5.5"/>',
  vault:
    '<rect x="3" y="3.5" width="18" height="16" rx="2.5"/><circle cx="12" cy="11.5" r="4"/><path d="M12 7.5v1.6M12 13.9v1.6M8 11.5h1.6M14.4 11.5H16"/><path d="M6.5 19.5v1.5M17.5 19.5v1.5"/>',
  identity:
    '<path d="M12 11v4.5"/><path d="M8.2 8.6A5 5 0 0 1 17 12v2.2"/><path d="M7 12.2c0 3 .6 5.1 2 7.3"/><path d="M4 14.5V12a8 8 0 0 1 13.6-5.7"/><path d="M15 15.5c0 2-.5 3.9-1.5 5.5"/><path d="M19.6 9.2c.3.9.4 1.8.4 2.8v1"/>',
  licence: '<circle cx="8" cy="12" r="4.5"/><circle cx="8" cy="12" r="1.2"/><path d="M12.5 12H21M18 12v3.2M21 12v2.2"/>',
} as const;

export type Glyph = keyof typeof glyphs;

const FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

function toDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface WordmarkSpec {
  glyph: Glyph;
  /** The name in two parts: a light lead and a bold tail, e.g. ["Firma", "ya"]. */
  lead: string;
  tail: string;
  glyphColor: string;
  leadColor: string;
  tailColor: string;
}

/** A horizontal logo, 40 px high, sized to its text so it never clips. */
export function wordmark(spec: WordmarkSpec): string {
  const charWidth = 12.6;
  const width = Math.ceil(46 + (spec.lead.length + spec.tail.length) * charWidth);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">` +
    `<g transform="translate(4 6) scale(1.17)" fill="none" stroke="${spec.glyphColor}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${glyphs[spec.glyph]}</g>` +
    `<text x="42" y="28" font-family="${FONT}" font-size="22" letter-spacing="-0.3">` +
    `<tspan fill="${spec.leadColor}" font-weight="400">${escapeXml(spec.lead)}</tspan>` +
    `<tspan fill="${spec.tailColor}" font-weight="700">${escapeXml(spec.tail)}</tspan>` +
    `</text></svg>`;
  return toDataUrl(svg);
}

/** A square icon: the glyph in white on the brand colour. */
export function favicon(glyph: Glyph, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${background}"/>` +
    `<g transform="translate(12 12) scale(1.667)" fill="none" stroke="#ffffff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">${glyphs[glyph]}</g>` +
    `</svg>`;
  return toDataUrl(svg);
}
