import { useMemo, type ReactNode } from 'react';
import { BrandProvider, brandFor } from '@lic/web-ui';
import { BACKOFFICE_APP_NAME, BackofficeContext, type BackofficeContextValue } from '../shared/backoffice-context';
import { StaffSessionProvider } from '../session/staff-session';

export interface BackofficeProvidersProps extends BackofficeContextValue {
  children: ReactNode;
}

/** The back office always wears the license brand. */
export function BackofficeProviders({ client, connectSession, assignLocation, children }: BackofficeProvidersProps) {
  const context = useMemo(() => ({ client, connectSession, assignLocation }), [client, connectSession, assignLocation]);
  return (
    <BrandProvider brand={brandFor(BACKOFFICE_APP_NAME)}>
      <BackofficeContext.Provider value={context}>
        <StaffSessionProvider>{children}</StaffSessionProvider>
      </BackofficeContext.Provider>
    </BrandProvider>
  );
}
