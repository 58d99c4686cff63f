import { useEffect, useMemo, useState } from 'react';
import { Flex, Spin } from 'antd';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { connectSessionChannel, createApiClient, detectBrand, sessionStore, type DetectedBrand } from '@lic/web-api-client';
import { afterLogoutUrl } from '../features/auth/after-logout-url';
import { storefrontRoutes } from './routes';
import { StorefrontProviders } from './storefront-providers';

function BrandedStorefront({ appName, tenant }: DetectedBrand) {
  const router = useMemo(() => createBrowserRouter(storefrontRoutes), []);
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

/** Boot: the brand comes from the page's own response headers (storefront.md §1). */
export function App() {
  const [brand, setBrand] = useState<DetectedBrand | null>(null);

  useEffect(() => {
    let active = true;
    void detectBrand().then((detected) => {
      if (active) setBrand(detected);
    });
    return () => {
      active = false;
    };
  }, []);

  if (brand === null) {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
        <Spin size="large" />
      </Flex>
    );
  }
  return <BrandedStorefront appName={brand.appName} tenant={brand.tenant} />;
}
