import { App, ConfigProvider } from 'antd';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { BRAND_FONT_FAMILY } from '@lic/shared-rules';
import { esES } from './antd-locale';
import { repairAntdAria } from '../accessibility/antd-aria-repair';
import { installFocusRing } from '../accessibility/focus-ring';
import { accessibleColoursOf, antdThemeFor } from './antd-theme';
import { brands, type BrandTheme } from './brands';

const BrandContext = createContext<BrandTheme>(brands.license);

function replaceFavicon(href: string): void {
  for (const link of Array.from(document.head.querySelectorAll('link[rel~="icon"]'))) link.remove();
  const link = document.createElement('link');
  link.rel = 'icon';
  link.type = 'image/svg+xml';
  link.href = href;
  document.head.appendChild(link);
}

/** Themes everything below it (antd tokens, Spanish locale) and the page itself (title, favicon, body colours). */
export function BrandProvider(props: { brand: BrandTheme; children: ReactNode }) {
  const { brand } = props;
  const theme = useMemo(() => antdThemeFor(brand), [brand]);

  useEffect(() => {
    document.title = brand.title;
    replaceFavicon(brand.favicon);
    document.body.dataset.brand = brand.code;
    document.body.dataset.themeMode = brand.mode;
    document.body.style.background = brand.pageBackground;
    document.body.style.margin = '0';
    // Text outside antd's components inherits the page's font: a framed page (the cart the landing pages
    // embed) would otherwise read in the browser's default serif.
    document.body.style.fontFamily = BRAND_FONT_FAMILY;
    installFocusRing(accessibleColoursOf(brand).focus);
    repairAntdAria();
    // Static notifications and modals render outside this tree; this lets them wear the brand too.
    ConfigProvider.config({
      holderRender: (children) => (
        <ConfigProvider locale={esES} theme={theme}>
          {children}
        </ConfigProvider>
      ),
    });
  }, [brand, theme]);

  return (
    <BrandContext.Provider value={brand}>
      <ConfigProvider locale={esES} theme={theme}>
        <App component={false}>{props.children}</App>
      </ConfigProvider>
    </BrandContext.Provider>
  );
}

export function useBrand(): BrandTheme {
  return useContext(BrandContext);
}
