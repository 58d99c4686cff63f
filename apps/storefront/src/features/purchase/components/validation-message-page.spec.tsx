import '../../../testing/text-encoder';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { IDENTITY_VALIDATION_OUTCOMES } from '@lic/web-ui';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { resetAppParametersCache } from '../../app-parameters/use-app-parameters';
import { browserWindow } from '../../cart/hooks/use-cart-navigation';
import { renderPage, requestsTo, user } from '../testing/purchase-test-kit';
import { VALIDATION_MESSAGES } from './validation-message-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

describe('ValidationMessagePage', () => {
  beforeEach(() => {
    ignorePseudoElementStyles();
    resetAppParametersCache();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('tells the identity check by default and leads to the landing page', async () => {
    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    const { requests } = renderPage('/messageValidationEmail');

    expect(await screen.findByText(IDENTITY_VALIDATION_OUTCOMES.validated.title)).toBeInTheDocument();
    expect(screen.getByText(IDENTITY_VALIDATION_OUTCOMES.validated.message)).toBeInTheDocument();
    // The landing page URL arrives with the brand's parameters.
    await waitFor(() => expect(requestsTo(requests, '/license/api/parameter/GetAppParameters')).toHaveLength(1));
    await act(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Ir a Colfactura' }));
    expect(assign).toHaveBeenCalledWith('https://www.colfactura.example/');
  });

  it.each(['expirado', 'utilizado', 'invalido'])('tells an unusable activation link (estado=%s, as the API redirects)', async (estado) => {
    renderPage(`/messageValidationEmail?estado=${estado}`);
    expect(await screen.findByText('El enlace de activación ha expirado o ya fue usado.')).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES[estado].title)).toBeInTheDocument();
  });

  it('shows the title and text handed over by the page that led here', async () => {
    renderPage('/messageValidationEmail', {
      state: { title: '¡Ocurrió un inconveniente!', message: 'No hemos podido procesar la solicitud, por favor inténtalo más tarde.' },
    });
    expect(await screen.findByText('¡Ocurrió un inconveniente!')).toBeInTheDocument();
    expect(screen.getByText('No hemos podido procesar la solicitud, por favor inténtalo más tarde.')).toBeInTheDocument();
  });
});
