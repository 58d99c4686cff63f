import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient } from '@lic/web-api-client';
import { fakeFetch } from '@lic/web-api-client/testing';
import type { PrivacyPolicyView as Policy } from '@lic/shared-api-types';
import { StorefrontProviders } from '../../../app/storefront-providers';
import { PrivacyPolicyView } from './privacy-policy-view';

jest.setTimeout(20_000);

function renderPolicy(policy: Policy) {
  const fetch = fakeFetch([{ status: 200, body: { result: policy } }]);
  const client = createApiClient({ appName: 'colfactura', onLogout: () => undefined, fetchImpl: fetch.impl });
  render(
    <StorefrontProviders client={client} appName="colfactura" tenant="colfactura" connectSession={() => () => undefined}>
      <MemoryRouter>
        <PrivacyPolicyView />
      </MemoryRouter>
    </StorefrontProviders>,
  );
  return fetch.calls;
}

describe('PrivacyPolicyView', () => {
  it('states the day the version governs from, not the day it was published', async () => {
    const calls = renderPolicy({
      appName: 'colfactura',
      version: 3,
      // Published late in the evening of 28 November in Bogotá (already the 29th in UTC), governing from 15 December.
      publishedOn: '2026-11-29T03:30:00.000Z',
      effectiveOn: '2026-12-15',
      title: 'Política de Tratamiento de Datos Personales',
      text: 'Primer párrafo.\n\nSegundo párrafo.',
    });

    expect(await screen.findByText('Versión 3, vigente desde el 15/12/2026.')).toBeInTheDocument();
    expect(screen.queryByText(/28\/11\/2026|29\/11\/2026/)).not.toBeInTheDocument();
    expect(screen.getByText('Segundo párrafo.')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([expect.stringContaining('/api/privacy-policy/colfactura')]);
  });
});
