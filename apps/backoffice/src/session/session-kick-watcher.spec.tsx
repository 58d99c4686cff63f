import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { privilegesByRole } from '@lic/shared-api-types';
import { sessionStore, type SessionChannelOptions } from '@lic/web-api-client';
import { renderBackoffice, signInAs } from '../testing/render-backoffice';

jest.setTimeout(20_000);

describe('back-office session channel', () => {
  beforeEach(() => sessionStore.clear());

  it('registers the connection, then clears the session when the server kicks it', async () => {
    const token = signInAs({ privileges: [...privilegesByRole.SUPERADMIN] });
    let channel: SessionChannelOptions | undefined;
    const disconnect = jest.fn();
    const { calls, assignLocation } = renderBackoffice('/admin', {
      answers: [{ status: 200, body: {} }],
      connectSession: (options) => {
        channel = options;
        return disconnect;
      },
    });

    await waitFor(() => expect(channel).toBeDefined());
    expect(channel?.token).toBe(`Bearer ${token}`);

    act(() => channel?.onConnectionId?.('conn-42'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: '/api/user/validatesession', method: 'POST' });
    expect(calls[0]?.headers.connectionId).toBe('conn-42');

    act(() => channel?.onSessionStatus('Tu sesión fue iniciada en otro dispositivo.'));
    expect(await screen.findByText('Tu sesión fue iniciada en otro dispositivo.')).toBeInTheDocument();
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/'), { timeout: 4000 });
    expect(sessionStore.getAccessToken()).toBeNull();
  });
});
