import { createContext, useContext } from 'react';
import { BACKOFFICE_BRAND } from '@lic/shared-rules';
import type { ApiClient, SessionChannelOptions } from '@lic/web-api-client';

/** The back office belongs to the brand hosting it, the generic license app (backoffice-catalogue.md §1). */
export const BACKOFFICE_APP_NAME = BACKOFFICE_BRAND.appName;

export interface BackofficeContextValue {
  client: ApiClient;
  connectSession: (options: SessionChannelOptions) => () => void;
  /** Full-page navigation out of the back office (the sign-in page is another SPA). */
  assignLocation: (url: string) => void;
}

export const BackofficeContext = createContext<BackofficeContextValue | null>(null);

export function useBackoffice(): BackofficeContextValue {
  const value = useContext(BackofficeContext);
  if (value === null) throw new Error('useBackoffice must be used inside BackofficeProviders');
  return value;
}
