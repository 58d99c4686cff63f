import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { BrandTheme } from './brands';

function mix(hex: string, other: string, weight: number): string {
  const channels = (value: string) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));
  const [a, b] = [channels(hex), channels(other)];
  return `#${a
    .map((c, i) =>
      Math.round(c * (1 - weight) + b[i]! * weight)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** antd tokens of a brand: its colour everywhere, and dark surfaces tinted by its page colour rather than neutral grey. */
export function antdThemeFor(brand: BrandTheme): ThemeConfig {
  const dark = brand.mode === 'dark';
  const surface = dark ? mix(brand.pageBackground, '#ffffff', 0.06) : '#ffffff';
  return {
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: brand.primaryColor,
      colorInfo: brand.primaryColor,
      colorLink: brand.primaryColor,
      colorBgLayout: brand.pageBackground,
      colorBgContainer: surface,
      colorBgElevated: dark ? mix(brand.pageBackground, '#ffffff', 0.1) : '#ffffff',
      borderRadius: 8,
      fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
    components: {
      Layout: { headerBg: brand.headerBackground, headerColor: brand.headerText, bodyBg: brand.pageBackground },
    },
  };
}
