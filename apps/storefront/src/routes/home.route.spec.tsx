import '../testing/text-encoder';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import type { StorefrontCatalogue } from '@lic/shared-api-types';
import { ApiError, sessionStore, type ApiClient } from '@lic/web-api-client';
import { storefrontRoutes } from '../app/routes';
import { StorefrontProviders } from '../app/storefront-providers';
import { resetAppParametersCache } from '../features/app-parameters/use-app-parameters';
import { useCart } from '../features/cart/cart-context';
import { sampleCatalogue } from '../features/catalogue/catalogue.fixtures';
import { browserNavigation } from '../features/catalogue/landing-redirect';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const CATALOGUE_PATH = '/license/api/package/GetPackagesByServiceName/';
const PARAMETERS_PATH = '/license/api/parameter/GetAppParameters';

type Answer = unknown | ApiError;

/** An ApiClient that answers GET by path prefix; anything else is a 404. */
function mockClient(appName: string, answers: Record<string, Answer>) {
  const notFound = () => Promise.reject(new ApiError({ status: 404, statusMessage: 'No encontrado' }));
  const get = jest.fn(async (path: string) => {
    const match = Object.keys(answers).find((prefix) => path.startsWith(prefix));
    if (match === undefined) return notFound();
    const answer = answers[match];
    if (answer instanceof ApiError) throw answer;
    return answer;
  });
  const client = { appName, get, post: jest.fn(notFound), put: jest.fn(notFound), del: jest.fn(notFound) } as unknown as ApiClient;
  return { client, get };
}

const landingParameter = (url: string) => ({
  result: { records: [{ parameterCode: 'urlLandingPage', parameterValue: JSON.stringify({ type: 'string', value: url }) }] },
});

/** What the cart holds, for the assertions (the cart modal itself is the cart feature's). */
function CartProbe() {
  const cart = useCart();
  return (
    <output
      data-testid="cart-probe"
      data-ready={String(cart.ready)}
      data-open={String(cart.isOpen)}
      data-items={cart.entries.map((entry) => `${entry.pkg.packageId}x${entry.quantity}`).join(',')}
    />
  );
}

const cartProbe = () => screen.getByTestId('cart-probe');

/** The home catalogue once every section is drawn (the lower ones come in a second render). */
async function drawnCatalogue(): Promise<HTMLElement> {
  const catalogue = await screen.findByTestId('home-catalogue');
  await waitFor(() => expect(catalogue).toHaveAttribute('aria-busy', 'false'));
  return catalogue;
}

function renderHome(appName: string, client: ApiClient) {
  const location = { pathname: '', visited: [] as string[] };
  function CurrentRoutes() {
    const { pathname } = useLocation();
    location.pathname = pathname;
    if (location.visited.at(-1) !== pathname) location.visited.push(pathname);
    return useRoutes(storefrontRoutes);
  }
  render(
    <StorefrontProviders client={client} appName={appName} tenant={appName} connectSession={() => () => undefined}>
      <MemoryRouter initialEntries={['/']}>
        <CurrentRoutes />
      </MemoryRouter>
      <CartProbe />
    </StorefrontProviders>,
  );
  return location;
}

/** A 1920 px wide window: four cards a row, so every card of the sample shows at once. */
function wideWindow() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0) <= 1920,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('home catalogue', () => {
  let restoreWindow: () => void;
  beforeEach(() => {
    sessionStore.clear();
    localStorage.clear();
    sessionStorage.clear();
    resetAppParametersCache();
    restoreWindow = wideWindow();
  });
  afterEach(async () => {
    // The cart reads the browser storage once; let it finish before the next test.
    await waitFor(() => expect(cartProbe()).toHaveAttribute('data-ready', 'true'));
    restoreWindow();
    jest.restoreAllMocks();
  });

  it('shows the offers beside the base packages, then the combos and the complementary packages', async () => {
    const { client, get } = mockClient('colfactura', { [CATALOGUE_PATH]: { result: sampleCatalogue() } });
    const location = renderHome('colfactura', client);

    const catalogue = await drawnCatalogue();
    expect(get).toHaveBeenCalledWith(`${CATALOGUE_PATH}colfactura`);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Ofertas',
      'Planes',
      'Combos',
      'Paquetes complementarios',
    ]);
    const names = within(catalogue)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([
      'Plan Pyme oferta de temporada',
      'Plan Emprendedor',
      'Plan Empresarial',
      'Plan Corporativo Andina',
      'Combo Factura + Nómina',
      '100 documentos adicionales',
    ]);
    expect(within(screen.getByTestId('offers')).getByText('OFERTA')).toBeInTheDocument();
    expect(screen.getByTestId('offers')).toHaveTextContent('-20%');
    expect(screen.getByText('Oferta finaliza en')).toBeInTheDocument();
    expect(location.pathname).toBe('/');
  });

  it('shows yearly prices, unlimited features as "(Ilimitadas)" and a crown on the private package only', async () => {
    const { client } = mockClient('colfactura', { [CATALOGUE_PATH]: { result: sampleCatalogue() } });
    renderHome('colfactura', client);

    const cards = await screen.findAllByTestId('catalogue-package-card');
    const card = (name: string) => cards.find((element) => within(element).queryByRole('heading', { name })) as HTMLElement;
    expect(card('Plan Empresarial')).toHaveTextContent('$ 1.890.000 /anual');
    expect(card('Plan Empresarial')).toHaveTextContent('Documentos electrónicos (Ilimitadas)');
    expect(card('Plan Emprendedor')).toHaveTextContent('Documentos electrónicos: 500');
    expect(screen.getAllByLabelText('Paquete privado')).toHaveLength(1);
    expect(within(card('Plan Corporativo Andina')).getByLabelText('Paquete privado')).toBeInTheDocument();
    expect(within(card('Plan Empresarial')).getByRole('button', { name: 'Agregar a compra' })).toBeInTheDocument();
    expect(within(card('Plan Empresarial')).getByRole('button', { name: 'Agregar al carrito' })).toBeInTheDocument();
  });

  it('"Agregar a compra" puts one unit in the cart without showing it and goes to the purchase', async () => {
    const { client } = mockClient('colfactura', { [CATALOGUE_PATH]: { result: sampleCatalogue() } });
    const location = renderHome('colfactura', client);

    const cards = await screen.findAllByTestId('catalogue-package-card');
    await userEvent.click(within(cards[1]).getByRole('button', { name: 'Agregar a compra' }));

    await waitFor(() => expect(location.visited).toContain('/license/RegisterPurchaseExt'));
    expect(cartProbe()).toHaveAttribute('data-items', '3x1');
    expect(cartProbe()).toHaveAttribute('data-open', 'false');
  });

  it('"¡COMPRAR YA!" buys the offer the same way', async () => {
    const { client } = mockClient('colfactura', { [CATALOGUE_PATH]: { result: sampleCatalogue() } });
    const location = renderHome('colfactura', client);

    await userEvent.click(await screen.findByRole('button', { name: '¡COMPRAR YA!' }));

    await waitFor(() => expect(location.visited).toContain('/license/RegisterPurchaseExt'));
    expect(cartProbe()).toHaveAttribute('data-items', '4x1');
  });

  it('"Agregar al carrito" adds one unit and shows the cart, staying on the catalogue', async () => {
    const { client } = mockClient('colfactura', { [CATALOGUE_PATH]: { result: sampleCatalogue() } });
    const location = renderHome('colfactura', client);

    await drawnCatalogue();
    const cards = await screen.findAllByTestId('catalogue-package-card');
    await userEvent.click(within(cards[4]).getByRole('button', { name: 'Agregar al carrito' }));

    await waitFor(() => expect(cartProbe()).toHaveAttribute('data-open', 'true'));
    expect(cartProbe()).toHaveAttribute('data-items', '7x1');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('100 documentos adicionales').length).toBeGreaterThan(0);
    expect(location.pathname).toBe('/');
  });

  it('leaves only the groups that have packages', async () => {
    const catalogue: StorefrontCatalogue = { ...sampleCatalogue(), offers: [], combo: [] };
    const { client } = mockClient('colfactura', { [CATALOGUE_PATH]: { result: catalogue } });
    renderHome('colfactura', client);

    await drawnCatalogue();
    expect(screen.queryByTestId('offers')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Planes',
      'Paquetes complementarios',
    ]);
  });

  it('says so when the brand sells nothing', async () => {
    const empty = mockClient('firmamail', { [CATALOGUE_PATH]: { result: { offers: [], base: [], combo: [], complementary: [] } } });
    renderHome('firmamail', empty.client);
    expect(await screen.findByText('No hay paquetes disponibles')).toBeInTheDocument();
  });

  it('shows the server message when the catalogue cannot load', async () => {
    const failing = mockClient('colfactura', {
      [CATALOGUE_PATH]: new ApiError({ status: 0, statusMessage: 'No hay respuesta por parte del servidor. Por favor intente más tarde.' }),
    });
    renderHome('colfactura', failing.client);
    expect(await screen.findByText('No hay respuesta por parte del servidor. Por favor intente más tarde.')).toBeInTheDocument();
  });

  it.each(['colnomina', 'firmaya', 'boveda', 'bemyself'])('sends %s to its landing page behind a loader', async (appName) => {
    const leaveTo = jest.spyOn(browserNavigation, 'leaveTo').mockImplementation(() => undefined);
    const { client, get } = mockClient(appName, {
      [PARAMETERS_PATH]: landingParameter('/landing'),
      [CATALOGUE_PATH]: { result: sampleCatalogue() },
    });
    renderHome(appName, client);

    expect(screen.getByTestId('landing-redirect')).toBeInTheDocument();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/landing'));
    expect(leaveTo).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('landing-redirect')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith(expect.stringContaining(CATALOGUE_PATH));
  });

  it('keeps a landing-page brand on its catalogue when the landing page is this very page', async () => {
    const leaveTo = jest.spyOn(browserNavigation, 'leaveTo').mockImplementation(() => undefined);
    const { client } = mockClient('colnomina', {
      [PARAMETERS_PATH]: landingParameter('/'),
      [CATALOGUE_PATH]: { result: sampleCatalogue() },
    });
    renderHome('colnomina', client);

    expect(await screen.findByTestId('home-catalogue')).toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('keeps colfactura at / even with a landing page of its own', async () => {
    const leaveTo = jest.spyOn(browserNavigation, 'leaveTo').mockImplementation(() => undefined);
    const { client } = mockClient('colfactura', {
      [PARAMETERS_PATH]: landingParameter('https://www.colfactura.com'),
      [CATALOGUE_PATH]: { result: sampleCatalogue() },
    });
    renderHome('colfactura', client);

    await screen.findByTestId('home-catalogue');
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('loads no catalogue in the license app, whose home is the back office', async () => {
    const { client, get } = mockClient('license', { [CATALOGUE_PATH]: { result: sampleCatalogue() } });
    renderHome('license', client);

    await waitFor(() => expect(cartProbe()).toHaveAttribute('data-ready', 'true'));
    expect(get).not.toHaveBeenCalledWith(expect.stringContaining(CATALOGUE_PATH));
    expect(screen.queryByTestId('home-catalogue')).not.toBeInTheDocument();
  });
});
