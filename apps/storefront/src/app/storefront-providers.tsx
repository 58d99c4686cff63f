import { useMemo, type ReactNode } from 'react';
import { BrandProvider, brandCodes, brandFor, brands, type BrandTheme } from '@lic/web-ui';
import { CartProvider } from '../features/cart/cart-context';
import { SessionProvider } from '../features/session/session-context';
import { StorefrontContext, type StorefrontContextValue } from '../shared/storefront-context';

export interface StorefrontProvidersProps extends StorefrontContextValue {
  children: ReactNode;
}

/** A tenant of its own (license served as myselfcert) wears that tenant's brand; otherwise the app's. */
function brandOf(appName: string, tenant: string): BrandTheme {
  const byTenant = brandCodes.map((code) => brands[code]).find((brand) => brand.tenant === tenant.toLowerCase());
  return byTenant ?? brandFor(appName);
}

/** Brand theme, the brand's API client and the session, around the router. */
export function StorefrontProviders({ client, appName, tenant, connectSession, children }: StorefrontProvidersProps) {
  const brand = useMemo(() => brandOf(appName, tenant), [appName, tenant]);
  const context = useMemo(() => ({ client, appName, tenant, connectSession }), [client, appName, tenant, connectSession]);
  return (
    <BrandProvider brand={brand}>
      <StorefrontContext.Provider value={context}>
        <SessionProvider>
          <CartProvider>{children}</CartProvider>
        </SessionProvider>
      </StorefrontContext.Provider>
    </BrandProvider>
  );
}
