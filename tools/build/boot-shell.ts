import type { Plugin } from 'vite';
import { brandCodes, brands, type BrandTheme } from '../../libs/web/ui/src/brand/brands';

/** The wordmark is drawn 40 px high; the header shows it 36 px high (StorefrontLayout). */
const LOGO_HEIGHT = 36;

function logoWidth(logo: string): number {
  const width = /width%3D%22(\d+)%22|width="(\d+)"/.exec(logo);
  return Math.ceil((Number(width?.[1] ?? width?.[2] ?? 160) * LOGO_HEIGHT) / 40);
}

/** The custom properties of one brand, read by the shell's rules in index.html. */
function brandVariables(brand: BrandTheme): string {
  const dark = brand.mode === 'dark';
  const lightHeader = brand.headerBackground.toUpperCase() === '#FFFFFF';
  return [
    `--shell-page:${brand.pageBackground}`,
    `--shell-header:${brand.headerBackground}`,
    `--shell-header-text:${brand.headerText}`,
    `--shell-header-shadow:${lightHeader ? '0 1px 0 rgba(15,23,42,.08),0 2px 8px rgba(15,23,42,.04)' : '0 2px 10px rgba(0,0,0,.25)'}`,
    `--shell-primary:${brand.primaryColor}`,
    `--shell-card:${dark ? 'rgba(255,255,255,.06)' : '#ffffff'}`,
    `--shell-card-border:${dark ? 'rgba(255,255,255,.08)' : 'rgba(15,23,42,.08)'}`,
    `--shell-bone:${dark ? 'rgba(255,255,255,.1)' : 'rgba(15,23,42,.08)'}`,
    `--shell-logo:url("${brand.logo}")`,
    `--shell-logo-width:${logoWidth(brand.logo)}px`,
  ].join(';');
}

/**
 * The colours and wordmark of every brand for the boot shell of index.html (decision 0025): the server
 * marks the page with the host's brand (`<html data-app>`), and these rules dress the shell in it before
 * any script runs. The generic store (license) is the default.
 */
export function brandShellStyle(): string {
  const rules = brandCodes.map((code) => `html[data-app="${code}"]{${brandVariables(brands[code])}}`);
  return `:root{${brandVariables(brands.license)}}${rules.join('')}`;
}

/** Vite plugin: puts the brands' shell variables in the `<style id="brand-shell">` of index.html. */
export function bootShell(): Plugin {
  return {
    name: 'lic-boot-shell',
    transformIndexHtml(html) {
      return html.replace('<style id="brand-shell"></style>', `<style id="brand-shell">${brandShellStyle()}</style>`);
    },
  };
}
