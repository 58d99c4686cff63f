import '../testing/text-encoder';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { sampleCatalogue } from '../features/catalogue/catalogue.fixtures';
import { renderFirstScreen } from '../entry-server';
import { App } from './app';
import { FIRST_SCREEN_DATA_ID, firstScreenJson, readFirstScreen, type FirstScreenData } from '../shared/first-screen';

jest.setTimeout(30_000);

// jsdom has no Fetch API classes: the router's static handler reads a request's URL, method and signal.
class RequestStandIn {
  readonly method = 'GET';
  readonly signal = new AbortController().signal;
  readonly headers = new Map<string, string>();
  constructor(readonly url: string) {}
}
if (typeof globalThis.Request === 'undefined') Object.assign(globalThis, { Request: RequestStandIn });

// The page the API sends (decision 0055): the server's markup in #root, its styles in the head and the data
// block; the browser hydrates it with the same values, without a warning and without asking for the catalogue.
describe('the home rendered by the server and hydrated by the browser', () => {
  let root: Root | null = null;
  let errors: unknown[][];
  let fetched: string[];

  beforeEach(() => {
    errors = [];
    fetched = [];
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    // Whatever the app asks for answers nothing useful; the test looks at what it asked.
    globalThis.fetch = jest.fn(async (input: string | URL | Request) => {
      fetched.push(String(input instanceof Request ? input.url : input));
      const body = JSON.stringify({ result: { records: [] } });
      return {
        ok: true,
        status: 200,
        headers: new Map([['content-type', 'application/json']]),
        json: async () => JSON.parse(body),
        text: async () => body,
      } as unknown as Response;
    }) as typeof fetch;
    document.documentElement.dataset.app = 'colfactura';
    document.documentElement.dataset.tenant = 'colfactura';
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    document.head.querySelectorAll('style').forEach((style) => style.remove());
    jest.restoreAllMocks();
  });

  async function serverPage(data: FirstScreenData) {
    const page = await renderFirstScreen('http://colfactura.localhost/', { appName: 'colfactura', tenant: 'colfactura' }, data);
    document.head.insertAdjacentHTML('beforeend', page.styles);
    document.body.innerHTML = `<div id="root">${page.html}</div>${page.data}`;
    // What the server render itself reports (development React's notes on useLayoutEffect) is not the browser's.
    errors.length = 0;
    return page;
  }

  it('draws the cards with their prices and buttons in the HTML, with antd’s styles for them', async () => {
    const data: FirstScreenData = { appName: 'colfactura', catalogue: sampleCatalogue(), now: Date.now(), cardsPerRow: 1 };
    const page = await serverPage(data);
    const catalogue = screen.getByTestId('home-catalogue');
    expect(within(catalogue).getAllByRole('button', { name: 'Agregar al carrito' }).length).toBeGreaterThan(0);
    expect(catalogue.textContent).toMatch(/\$\s?\d/);
    // Every section is in the page, readable without JavaScript.
    expect(catalogue).toHaveAttribute('aria-busy', 'false');
    expect(page.styles).toContain('.ant-btn');
    expect(page.styles).toContain('data-ant-cssinjs-cache-path');
    expect(readFirstScreen()).toEqual(data);
  });

  it('hydrates without a mismatch, keeps the server’s nodes and does not ask for the catalogue again', async () => {
    // The server rendered 7 s ago: the countdown must start from its instant, not the browser's.
    const data: FirstScreenData = { appName: 'colfactura', catalogue: sampleCatalogue(), now: Date.now() - 7000, cardsPerRow: 1 };
    await serverPage(data);
    const container = document.getElementById('root') as HTMLElement;
    const serverButton = within(container).getAllByRole('button', { name: 'Agregar al carrito' })[0];

    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App firstScreen={readFirstScreen()} />
        </StrictMode>,
      );
    });
    await waitFor(() => expect(screen.getByTestId('home-catalogue')).toBeInTheDocument());

    const messages = errors.map((args) => args.map(String).join(' '));
    expect(messages.filter((m) => /hydrat|did not match|server rendered|Minified React error #4(18|19|22|23|25)/i.test(m))).toEqual([]);
    expect(messages).toEqual([]);
    // The same element: hydrated, not replaced.
    expect(within(container).getAllByRole('button', { name: 'Agregar al carrito' })[0]).toBe(serverButton);
    expect(fetched.filter((url) => url.includes('GetPackagesByServiceName'))).toEqual([]);
  });

  it('keeps "Agregar al carrito" clicked before hydration and adds the package once after it, as the click would have', async () => {
    const data: FirstScreenData = { appName: 'colfactura', catalogue: sampleCatalogue(), now: Date.now(), cardsPerRow: 1 };
    const page = await serverPage(data);
    // The page's head runs its inline script before the body is parsed (decision 0074).
    new Function(page.script)();
    const container = document.getElementById('root') as HTMLElement;
    const button = within(container).getAllByRole('button', { name: 'Agregar al carrito' })[0];
    const clicked = data.catalogue.base[0];
    expect(button.closest('[data-early-add]')).toHaveAttribute('data-early-add', String(clicked.packageId));
    // Two clicks while the scripts are on their way: the button shows it is busy.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App firstScreen={readFirstScreen()} />
        </StrictMode>,
      );
    });
    const cart = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(cart).getAllByText(clicked.packageName).length).toBeGreaterThan(0);
    // Two clicks of a package put it in the cart once, as two clicks of the hydrated button do.
    const quantities = within(cart).getAllByRole('spinbutton');
    expect(quantities.map((input) => (input as HTMLInputElement).value)).toEqual(['1']);
    expect(button).not.toHaveAttribute('aria-busy');
    // The capture has stopped: the next click is React's.
    expect(window.__earlyCartAdds).toBeUndefined();
    const messages = errors.map((args) => args.map(String).join(' '));
    expect(messages.filter((m) => /Minified React error #4(18|19|22|23|25)|did not match|server rendered HTML/i.test(m))).toEqual([]);
  });

  it('writes the data block so that no package text can close the script element', () => {
    const catalogue = sampleCatalogue();
    catalogue.base[0] = { ...catalogue.base[0], packageName: '</script><script>alert(1)</script>' };
    const json = firstScreenJson({ appName: 'colfactura', catalogue, now: 1, cardsPerRow: 1 });
    expect(json).not.toContain('</script>');
    document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${json}</script>`;
    expect(readFirstScreen()?.catalogue.base[0].packageName).toBe('</script><script>alert(1)</script>');
  });
});
