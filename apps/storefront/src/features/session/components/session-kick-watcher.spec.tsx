import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { sessionStore, type SessionChannelOptions } from '@lic/web-api-client';
import { customerSession } from '../../../testing/fake-session';
import { renderStorefront } from '../../../testing/render-storefront';

jest.setTimeout(20_000);

describe('storefront session channel', () => {
  beforeEach(() => sessionStore.clear());

  it('stays closed for anonymous visitors', async () => {
    const connectSession = jest.fn<(options: SessionChannelOptions) => () => void>(() => () => undefined);
    renderStorefront('/registerPurchaseOrder', { connectSession });

    expect(await screen.findByText('Proceso de facturación y activación')).toBeInTheDocument();
    expect(connectSession).not.toHaveBeenCalled();
  });

  it('shows the kick message of a signed-in customer and clears the session', async () => {
    const session = customerSession();
    sessionStore.setSession(session);
    let channel: SessionChannelOptions | undefined;
    const disconnect = jest.fn();
    renderStorefront('/', {
      connectSession: (options) => {
        channel = options;
        return disconnect;
      },
    });

    await waitFor(() => expect(channel?.token).toBe(`Bearer ${session.token}`));
    act(() => channel?.onSessionStatus('Tu sesión fue cerrada por un administrador.'));

    expect(await screen.findByText('Tu sesión fue cerrada por un administrador.')).toBeInTheDocument();
    // onExpire leaves the page with window.location.assign, which jsdom does not follow.
    await waitFor(() => expect(sessionStore.getAccessToken()).toBeNull(), { timeout: 4000 });
  });
});
