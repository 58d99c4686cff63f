import '../../../testing/text-encoder';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configure, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@lic/web-api-client';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { resetAppParametersCache } from '../../app-parameters/use-app-parameters';
import { packageOf, sampleCatalogue } from '../../catalogue/catalogue.fixtures';
import { cartItems, fillNaturalPerson, renderPage, requestsTo, user } from '../../purchase/testing/purchase-test-kit';
import { TRIAL_TEXTS } from '../trial.messages';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5000 });

const REGISTER_TRIAL = '/license/api/purchaseorder/register-trial';
const freeTrial = packageOf(20, 'Prueba gratis 30 días', { packagePrice: 0 });
const catalogueWithTrial = () => {
  const catalogue = sampleCatalogue();
  return { ...catalogue, base: [...catalogue.base, freeTrial] };
};

const startButton = () => screen.getByRole('button', { name: TRIAL_TEXTS.start });
const form = () => document.body;

async function acceptTerms() {
  await user.click(screen.getByRole('checkbox', { name: /Política de Tratamiento de Datos Personales/ }));
}

describe('TrialForm', () => {
  beforeEach(() => {
    ignorePseudoElementStyles();
    resetAppParametersCache();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('titles the brand, links "Comprar ahora" to / and the back arrow to the login URL', async () => {
    renderPage('/trial', { appName: 'firmaya', cart: [{ pkg: freeTrial, quantity: 1 }] });

    expect(await screen.findByRole('heading', { name: '¡Prueba Firmaya gratis!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TRIAL_TEXTS.buyNow })).toHaveAttribute('href', '/');
    await waitFor(() => expect(screen.getByRole('link', { name: TRIAL_TEXTS.backToLogin })).toHaveAttribute('href', '/login'));
    expect(screen.getByText(TRIAL_TEXTS.trialPackage('Prueba gratis 30 días'))).toBeInTheDocument();
  });

  it('keeps "Comenzar" disabled with an empty cart, offers the free package, then waits for a valid form', async () => {
    const { requests } = renderPage('/trial', {
      appName: 'firmaya',
      replies: {
        'GET /license/api/package/GetPackagesByServiceName/firmaya': { result: catalogueWithTrial() },
        [`POST ${REGISTER_TRIAL}`]: { result: { referenceUuid: 'trial-1', userActivateTokenTime: 48 } },
      },
    });

    expect(await screen.findByText(TRIAL_TEXTS.offer('Prueba gratis 30 días'))).toBeInTheDocument();
    expect(startButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: TRIAL_TEXTS.addOffer }));
    await waitFor(() => expect(cartItems()).toBe('20x1'));
    expect(startButton()).toBeDisabled();

    await fillNaturalPerson(form());
    expect(startButton()).toBeDisabled();
    await acceptTerms();
    await waitFor(() => expect(startButton()).toBeEnabled());

    await user.click(startButton());

    expect(await screen.findByText(TRIAL_TEXTS.checkEmailTitle)).toBeInTheDocument();
    expect(screen.getByText(TRIAL_TEXTS.checkEmailText('ana.perez@example.com'))).toBeInTheDocument();
    expect(screen.getByText('Tienes un máximo de 48 horas para activar tu cuenta.')).toBeInTheDocument();
    const [registration] = requestsTo(requests, REGISTER_TRIAL);
    expect(registration.body).toMatchObject({
      appName: 'firmaya',
      legalTermsCheck: true,
      packagesToPurchase: [{ packageId: 20, packageCode: 'PKG-20', packageQuantity: 1 }],
      customer: {
        personType: 'N',
        documentTypeId: 1,
        documentNumber: '1020304050',
        firstName: 'Ana María',
        email: 'ana.perez@example.com',
      },
    });
    expect((registration.body as { submissionId: string }).submissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(cartItems()).toBe('');
  });

  it('shows the server message when the trial cannot be registered', async () => {
    renderPage('/trial', {
      appName: 'firmaya',
      cart: [{ pkg: freeTrial, quantity: 1 }],
      replies: {
        [`POST ${REGISTER_TRIAL}`]: new ApiError({ status: 422, statusMessage: 'Ya tienes una prueba gratis registrada.' }),
      },
    });
    // The form is disabled until the cart is read.
    await screen.findByText(TRIAL_TEXTS.trialPackage('Prueba gratis 30 días'));
    await fillNaturalPerson(form());
    await acceptTerms();
    await waitFor(() => expect(startButton()).toBeEnabled());
    await user.click(startButton());

    expect(await screen.findByText('Ya tienes una prueba gratis registrada.')).toBeInTheDocument();
    expect(screen.queryByText(TRIAL_TEXTS.checkEmailTitle)).toBeNull();
    expect(cartItems()).toBe('20x1');
  });
});
