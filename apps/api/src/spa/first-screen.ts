import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import type { Brand } from '@lic/server-reference';
import type { HomeCatalogue } from '@lic/server-storefront-api';
import { brandPageHtml, inlineScriptHash, makePageCopies, type PageCopies } from './branded-page';

/** The module Vite builds from apps/storefront/src/entry-server.tsx (vite.ssr.config.ts). */
export const FIRST_SCREEN_MODULE = 'storefront-ssr/entry-server.mjs';
/**
 * How long a rendered page is sent as it is before it is rendered again (its countdowns start from the
 * instant it was rendered); an older one is still sent while the new one is rendered in the background.
 */
const RENDERED_FOR_MS = 10_000;
/** Phones (below the catalogue's 600 px breakpoint) show one card per row; other screens are guessed at 3. */
const PHONE = /Mobi|Android|iPhone|iPod/i;

interface FirstScreenModule {
  renderFirstScreen(
    url: string,
    brand: { appName: string; tenant: string },
    data: { appName: string; catalogue: HomeCatalogue['catalogue']; now: number; cardsPerRow: number },
  ): Promise<RenderedPage>;
}

/** What the render module gives: #root's markup, the head's styles, the data block and the inline script (decision 0074). */
interface RenderedPage {
  html: string;
  styles: string;
  data: string;
  script?: string;
}

export interface FirstScreenOptions {
  staticDir: string;
  /** The brand's anonymous catalogue as the API caches it; null for an unknown app. */
  catalogueOf: (appName: string) => Promise<HomeCatalogue | null>;
  /** A render that failed: the page goes out without a first screen. */
  onError: (error: unknown) => void;
}

/**
 * The storefront home with its first screen rendered by the server (decision 0055): the catalogue's
 * cards, antd's and the brand's styles and the data the browser hydrates from, in place of the boot
 * shell. Only the anonymous home of a brand whose home is its catalogue; null for every other page, and
 * when the render module is not built or the render fails (the page goes out as before).
 */
export function firstScreenPages(options: FirstScreenOptions) {
  const modulePath = path.resolve(options.staticDir, FIRST_SCREEN_MODULE);
  let loaded: { mtimeMs: number; module: Promise<FirstScreenModule | null> } | null = null;
  const rendered = new Map<string, { at: number; copies: PageCopies; renewing?: boolean }>();

  function renderer(): Promise<FirstScreenModule | null> {
    if (!existsSync(modulePath)) return Promise.resolve(null);
    const { mtimeMs } = statSync(modulePath);
    if (loaded === null || loaded.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(modulePath).href}?v=${mtimeMs}`;
      loaded = {
        mtimeMs,
        module: (import(url) as Promise<FirstScreenModule>).catch((error: unknown) => {
          options.onError(error);
          return null;
        }),
      };
    }
    return loaded.module;
  }

  return async function firstScreenPage(request: Request, indexFile: string, brand: Brand): Promise<PageCopies | null> {
    if (request.path !== '/' || brand.capabilities.hostsBackOffice || brand.capabilities.homeIsLanding) return null;
    try {
      const module = await renderer();
      if (module === null) return null;
      const home = await options.catalogueOf(brand.appName);
      if (home === null) return null;
      const cardsPerRow = PHONE.test(request.headers['user-agent'] ?? '') ? 1 : 3;
      const { mtimeMs } = statSync(indexFile);
      const key = `${brand.appName}\n${home.version}\n${cardsPerRow}\n${mtimeMs}`;
      const render = async (): Promise<PageCopies> => {
        const now = Date.now();
        const page = await module.renderFirstScreen(
          `http://${request.headers.host ?? 'localhost'}/`,
          { appName: brand.appName, tenant: brand.tenant },
          { appName: brand.appName, catalogue: home.catalogue, now, cardsPerRow },
        );
        const html = withFirstScreen(brandPageHtml(readFileSync(indexFile, 'utf8'), brand), page);
        const copies: PageCopies = {
          ...makePageCopies(Buffer.from(html), 7),
          scriptHashes: page.script ? [inlineScriptHash(page.script)] : [],
        };
        if (rendered.size > 50) rendered.clear();
        rendered.set(key, { at: now, copies });
        return copies;
      };
      const cached = rendered.get(key);
      // A new catalogue (another key) is rendered before it is sent, so a change shows on the next page.
      if (!cached) return await render();
      if (Date.now() - cached.at >= RENDERED_FOR_MS && !cached.renewing) {
        cached.renewing = true;
        setImmediate(() => void render().catch(options.onError));
      }
      return cached.copies;
    } catch (error) {
      options.onError(error);
      return null;
    }
  };
}

/**
 * The storefront's page with the rendered first screen in #root instead of the boot shell, its styles and
 * its inline script (allowed by hash, see sendPageCopies) in the head.
 */
export function withFirstScreen(page: string, rendered: RenderedPage): string {
  const root = /<div id="boot-shell"[\s\S]*?<div id="root"><\/div>|<div id="root"><\/div>/;
  if (!root.test(page)) throw new Error('the storefront page has no #root to render into');
  return page
    .replace('</head>', () => `${rendered.styles}${rendered.script ? `<script>${rendered.script}</script>` : ''}</head>`)
    .replace(root, () => `<div id="root">${rendered.html}</div>${rendered.data}`);
}
