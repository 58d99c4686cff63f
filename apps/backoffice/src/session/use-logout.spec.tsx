import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { privilegesByRole } from '@lic/shared-api-types';
import { sessionStore } from '@lic/web-api-client';
import { renderBackoffice, signInAs } from '../testing/render-backoffice';

jest.setTimeout(20_000);

async function logOutFromAvatar() {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.hover(await screen.findByTestId('admin-avatar'));
  await user.click(await screen.findByText('Cerrar sesión'));
}

describe('back-office logout', () => {
  beforeEach(() => sessionStore.clear());

  it('revokes the token, forgets the session and goes to the security login', async () => {
    signInAs({ LICENSE_ROLE: 'SUPERADMIN', privileges: [...privilegesByRole.SUPERADMIN] });
    const { calls, assignLocation } = renderBackoffice('/admin', { answers: [{ status: 200, body: {} }] });

    await logOutFromAvatar();

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/login'));
    expect(calls[0]).toMatchObject({
      url: '/api/login/RevokeToken',
      method: 'PUT',
      body: { RefreshToken: 'refresh-token', AppName: 'license' },
    });
    expect(sessionStore.getAccessToken()).toBeNull();
  });

  it('returns certificate staff to the certificate brand login', async () => {
    signInAs({ LICENSE_ROLE: ['LICENSE_MYSELFCERT_COMERCIALMANAGER'], privileges: [...privilegesByRole.LICENSECOMERCIAL] });
    const { assignLocation } = renderBackoffice('/admin', { answers: [{ status: 200, body: {} }] });

    await logOutFromAvatar();

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/login?tenant=myselfcert'));
  });
});
