// The storefront's first screen rendered by the API (decision 0055): built by Vite into
// dist/apps/storefront-ssr/entry-server.mjs (vite.ssr.config.ts) and imported by the API's SPA middleware.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { DetectedBrand } from '@lic/web-api-client';
import { App } from './app/app';
import { firstScreenJson, FIRST_SCREEN_DATA_ID, type FirstScreenData } from './shared/first-screen';
import { storefrontRoutes } from './app/routes';
import { EARLY_CART_ADDS_SCRIPT, EARLY_CART_ADDS_STYLE } from './features/catalogue/early-cart-adds';

export interface RenderedFirstScreen {
  /** The markup of #root. */
  html: string;
  /** antd's and the brand's styles of that markup, as `<style>` elements for the page's head. */
  styles: string;
  /** The data block the browser hydrates from. */
  data: string;
  /**
   * The source of the page's one inline script, which takes "Agregar al carrito" before the app runs
   * (decision 0074); the API puts it in the head and allows it by its hash in the page's CSP.
   */
  script: string;
}

/**
 * Renders the storefront at `url` (absolute) for an anonymous visitor of `brand` from `data`, the brand's
 * catalogue as the API caches it. Synchronous apart from the router's matching: nothing on the home waits.
 */
export async function renderFirstScreen(url: string, brand: DetectedBrand, data: FirstScreenData): Promise<RenderedFirstScreen> {
  const handler = createStaticHandler(storefrontRoutes);
  const context = await handler.query(new Request(url));
  // A redirect or an error answer of the router; the home has neither.
  if (!('matches' in context)) throw new Error(`the route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const html = renderToString(
    <StrictMode>
      <StyleProvider cache={cache}>
        <App brand={brand} firstScreen={data} router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />
      </StyleProvider>
    </StrictMode>,
  );
  const json = firstScreenJson(data);
  return {
    html,
    styles: extractStyle(cache) + EARLY_CART_ADDS_STYLE,
    data: `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${json}</script>`,
    script: EARLY_CART_ADDS_SCRIPT,
  };
}
