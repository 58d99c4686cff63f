import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { connectSessionChannel, createApiClient } from '@lic/web-api-client';
import { BACKOFFICE_APP_NAME } from '../shared/backoffice-context';
import { BackofficeProviders } from './backoffice-providers';
import { backofficeRoutes, BACKOFFICE_BASENAME } from './router';
import { ADMIN_SIGN_IN_URL } from '../session/security-login-url';

const assignLocation = (url: string) => window.location.assign(url);

// The refresh token was rejected and the session is already cleared: sign in again.
const client = createApiClient({ appName: BACKOFFICE_APP_NAME, onLogout: () => assignLocation(ADMIN_SIGN_IN_URL) });

const router = createBrowserRouter(backofficeRoutes, { basename: BACKOFFICE_BASENAME });

export function App() {
  return (
    <BackofficeProviders client={client} connectSession={connectSessionChannel} assignLocation={assignLocation}>
      <RouterProvider router={router} />
    </BackofficeProviders>
  );
}
