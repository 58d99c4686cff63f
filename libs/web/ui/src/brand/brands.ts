import { favicon, wordmark, type Glyph } from './brand-artwork';

export type BrandCode = 'colfactura' | 'colnomina' | 'firmaya' | 'firmamail' | 'boveda' | 'bemyself' | 'license';

export interface BrandTheme {
  code: BrandCode;
  tenant: string;
  displayName: string;
  title: string;
  mode: 'dark' | 'light';
  primaryColor: string;
  headerBackground: string;
  headerText: string;
  pageBackground: string;
  /** data: URL of an inline SVG wordmark, drawn for the header background. */
  logo: string;
  /** data: URL of an SVG icon. */
  favicon: string;
}

interface BrandSpec extends Omit<BrandTheme, 'code' | 'logo' | 'favicon' | 'title'> {
  glyph: Glyph;
  lead: string;
  tail: string;
  /** Colour of the glyph and the bold part of the wordmark; the primary colour unless the header is that colour. */
  accent?: string;
}

const specs: Record<BrandCode, BrandSpec> = {
  colfactura: {
    tenant: 'colfactura',
    displayName: 'Colfactura',
    mode: 'dark',
    primaryColor: '#1FB6A6',
    headerBackground: '#0A121F',
    headerText: '#E6EDF5',
    pageBackground: '#0E1828',
    glyph: 'invoice',
    lead: 'Col',
    tail: 'factura',
  },
  colnomina: {
    tenant: 'colnomina',
    displayName: 'Colnómina',
    mode: 'dark',
    primaryColor: '#8C7BFF',
    headerBackground: '#100E20',
    headerText: '#ECE9FF',
    pageBackground: '#17142B',
    glyph: 'payroll',
    lead: 'Col',
    tail: 'nómina',
  },
  firmaya: {
    tenant: 'firmaya',
    displayName: 'Firmaya',
    mode: 'light',
    primaryColor: '#F37021',
    // A deeper orange than the brand colour: white header text needs 4.5:1 (the brand orange gives 2.9:1).
    headerBackground: '#CF480A',
    headerText: '#FFFFFF',
    pageBackground: '#FFF7F1',
    glyph: 'signature',
    lead: 'Firma',
    tail: 'ya',
    accent: '#FFFFFF',
  },
  firmamail: {
    tenant: 'firmamail',
    displayName: 'Firmamail',
    mode: 'light',
    primaryColor: '#0F86C6',
    headerBackground: '#FFFFFF',
    headerText: '#0B3954',
    pageBackground: '#F2F7FB',
    glyph: 'mail',
    lead: 'Firma',
    tail: 'mail',
  },
  boveda: {
    tenant: 'boveda',
    displayName: 'Bóveda',
    mode: 'light',
    primaryColor: '#1E7B5E',
    headerBackground: '#FFFFFF',
    headerText: '#143D30',
    pageBackground: '#F1F6F3',
    glyph: 'vault',
    lead: '',
    tail: 'Bóveda',
  },
  bemyself: {
    tenant: 'myselfcert',
    displayName: 'BeMyself',
    mode: 'dark',
    primaryColor: '#E8467C',
    headerBackground: '#120D17',
    headerText: '#F7E9F0',
    pageBackground: '#1A1320',
    glyph: 'identity',
    lead: 'BeMy',
    tail: 'self',
  },
  license: {
    tenant: 'license',
    displayName: 'Licencias',
    mode: 'light',
    primaryColor: '#3949AB',
    headerBackground: '#FFFFFF',
    headerText: '#1F2340',
    pageBackground: '#F5F6FB',
    glyph: 'licence',
    lead: '',
    tail: 'Licencias',
  },
};

function themeOf(code: BrandCode, { glyph, lead, tail, accent, ...theme }: BrandSpec): BrandTheme {
  const markColor = accent ?? theme.primaryColor;
  return {
    code,
    ...theme,
    title: `${theme.displayName} | Tienda de licencias`,
    logo: wordmark({ glyph, lead, tail, glyphColor: markColor, leadColor: theme.headerText, tailColor: markColor }),
    favicon: favicon(glyph, theme.primaryColor),
  };
}

export const brands: Record<BrandCode, BrandTheme> = Object.fromEntries(
  (Object.keys(specs) as BrandCode[]).map((code) => [code, themeOf(code, specs[code])]),
) as Record<BrandCode, BrandTheme>;

export const brandCodes = Object.keys(brands) as BrandCode[];

/** The theme of an app name (or of a tenant, e.g. myselfcert); anything unknown gets the generic store. */
export function brandFor(appName?: string | null): BrandTheme {
  const key = (appName ?? '').trim().toLowerCase();
  return brands[key as BrandCode] ?? brandCodes.map((code) => brands[code]).find((brand) => brand.tenant === key) ?? brands.license;
}
