import '../testing/text-encoder';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { ApiError, type ApiClient } from '@lic/web-api-client';
import { storefrontRoutes } from '../app/routes';
import { StorefrontProviders } from '../app/storefront-providers';
import { browserWindow } from '../features/cart/hooks/use-cart-navigation';
import { NO_OFFERS } from '../features/catalogue/components/offers-embed';
import { sampleCatalogue } from '../features/catalogue/catalogue.fixtures';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

// /license/viewOffers, framed by the brands' landing pages, shows the offers with the
// home's card and countdown; "¡COMPRAR YA!" asks the landing page to open the cart with that package.

function renderOffers(catalogue: unknown) {
  const notFound = () => Promise.reject(new ApiError({ status: 404, statusMessage: 'No encontrado' }));
  const get = jest.fn(async (path: string) => (path.startsWith('/license/api/package/GetPackagesByServiceName/') ? catalogue : notFound()));
  const client = {
    appName: 'boveda',
    get,
    post: jest.fn(notFound),
    put: jest.fn(notFound),
    del: jest.fn(notFound),
  } as unknown as ApiClient;
  function Routes() {
    return useRoutes(storefrontRoutes);
  }
  render(
    <StorefrontProviders client={client} appName="boveda" tenant="boveda" connectSession={() => () => undefined}>
      <MemoryRouter initialEntries={['/license/viewOffers']}>
        <Routes />
      </MemoryRouter>
    </StorefrontProviders>,
  );
}

describe('/license/viewOffers', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('framed: shows every offer card, posts its height and asks the landing page to open the cart on "¡COMPRAR YA!"', async () => {
    jest.spyOn(browserWindow, 'inFrame').mockReturnValue(true);
    const posted = jest.spyOn(browserWindow, 'postToParent').mockImplementation(() => undefined);
    const catalogue = sampleCatalogue();
    renderOffers({ result: catalogue });

    const cards = await screen.findAllByTestId('offer-card');
    expect(cards).toHaveLength(catalogue.offers.length);
    await waitFor(() =>
      expect(posted).toHaveBeenCalledWith(
        expect.objectContaining({ source: 'license-offers', action: 'resize', count: catalogue.offers.length }),
      ),
    );
    await userEvent.click(within(cards[0]).getByRole('button', { name: '¡COMPRAR YA!' }));
    expect(posted).toHaveBeenCalledWith({ source: 'license-offers', action: 'buy', packageId: catalogue.offers[0].packageId });
  });

  it('says there are no offers when the brand has none', async () => {
    jest.spyOn(browserWindow, 'inFrame').mockReturnValue(true);
    const posted = jest.spyOn(browserWindow, 'postToParent').mockImplementation(() => undefined);
    renderOffers({ result: { ...sampleCatalogue(), offers: [] } });

    expect(await screen.findByText(NO_OFFERS)).toBeInTheDocument();
    await waitFor(() => expect(posted).toHaveBeenCalledWith(expect.objectContaining({ action: 'resize', count: 0 })));
  });
});
