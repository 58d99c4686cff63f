import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Flex, Spin } from 'antd';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import {
  brandOfDocument,
  connectSessionChannel,
  createApiClient,
  detectBrand,
  sessionStore,
  type DetectedBrand,
} from '@lic/web-api-client';
import { afterLogoutUrl } from '../features/auth/after-logout-url';
import { storefrontRoutes } from './routes';
import { StorefrontProviders } from './storefront-providers';

function BrandedStorefront({ appName, tenant }: DetectedBrand) {
  const router = useMemo(() => createBrowserRouter(storefrontRoutes), []);
  // The app's own header is drawn in this commit: the boot shell of index.html goes before the next paint.
  useLayoutEffect(removeBootShell, []);
  const client = useMemo(
    () =>
      createApiClient({
        appName,
        // The refresh token was rejected and the session is already cleared.
        onLogout: () => window.location.assign(afterLogoutUrl(appName, sessionStore.claims())),
      }),
    [appName],
  );
  return (
    <StorefrontProviders client={client} appName={appName} tenant={tenant} connectSession={connectSessionChannel}>
      <RouterProvider router={router} />
    </StorefrontProviders>
  );
}

/** The branded shell painted before the scripts ran (index.html, decision 0025). */
function removeBootShell(): void {
  document.getElementById('boot-shell')?.remove();
}

/**
 * Boot: the brand comes from the page's response (storefront.md §1), as the server marked it on
 * `<html>`; only a page it did not mark (Vite's dev server) asks for its headers again.
 */
export function App() {
  const [brand, setBrand] = useState<DetectedBrand | null>(brandOfDocument);

  useEffect(() => {
    if (brand !== null) return;
    let active = true;
    void detectBrand().then((detected) => {
      if (active) setBrand(detected);
    });
    return () => {
      active = false;
    };
  }, [brand]);

  if (brand === null) {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
        <Spin size="large" />
      </Flex>
    );
  }
  return <BrandedStorefront appName={brand.appName} tenant={brand.tenant} />;
}
