import { startTransition, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
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
import { RenderHintsProvider, type RenderHints } from '@lic/web-ui';
import { afterLogoutUrl } from '../features/auth/after-logout-url';
import { FirstScreenProvider, type FirstScreenData } from '../shared/first-screen';
import { storefrontRoutes } from './routes';
import { StorefrontProviders } from './storefront-providers';

interface BrandedStorefrontProps extends DetectedBrand {
  /** The router the server renders with (its static router); the browser makes its own. */
  router?: ReactNode;
}

function BrowserRouter() {
  const router = useMemo(() => createBrowserRouter(storefrontRoutes), []);
  return <RouterProvider router={router} />;
}

function BrandedStorefront({ appName, tenant, router }: BrandedStorefrontProps) {
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
      {router ?? <BrowserRouter />}
    </StorefrontProviders>
  );
}

/** The branded shell painted before the scripts ran (index.html, decision 0025). */
function removeBootShell(): void {
  document.getElementById('boot-shell')?.remove();
}

export interface AppProps {
  /** The brand, when the server renders (it has no document to read it from). */
  brand?: DetectedBrand;
  /** The first screen the server rendered and the browser hydrates (decision 0055). */
  firstScreen?: FirstScreenData | null;
  /** The server's static router. */
  router?: ReactNode;
}

/**
 * Boot: the brand comes from the page's response (storefront.md §1), as the server marked it on
 * `<html>`; only a page it did not mark (Vite's dev server) asks for its headers again.
 */
export function App({ brand: given, firstScreen = null, router }: AppProps) {
  const [brand, setBrand] = useState<DetectedBrand | null>(() => given ?? brandOfDocument());
  // What the server drew with holds for the hydrating render only; then the real clock and width.
  const [hints, setHints] = useState<RenderHints>(() =>
    firstScreen === null ? {} : { now: firstScreen.now, cardsPerRow: firstScreen.cardsPerRow },
  );
  const [first, setFirst] = useState(firstScreen);
  // In a transition: an urgent update would switch Suspense boundaries still hydrating to client rendering.
  useEffect(() => {
    startTransition(() => {
      setHints({});
      setFirst(null);
    });
  }, []);

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
  return (
    <RenderHintsProvider hints={hints}>
      <FirstScreenProvider value={first}>
        <BrandedStorefront appName={brand.appName} tenant={brand.tenant} router={router} />
      </FirstScreenProvider>
    </RenderHintsProvider>
  );
}
