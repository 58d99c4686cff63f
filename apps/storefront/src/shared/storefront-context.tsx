import { createContext, useContext } from 'react';
import type { ApiClient, SessionChannelOptions } from '@lic/web-api-client';

export interface StorefrontContextValue {
  client: ApiClient;
  /** The brand's app name as the server sent it (x-app-name), e.g. colfactura or license. */
  appName: string;
  tenant: string;
  connectSession: (options: SessionChannelOptions) => () => void;
}

export const StorefrontContext = createContext<StorefrontContextValue | null>(null);

export function useStorefront(): StorefrontContextValue {
  const value = useContext(StorefrontContext);
  if (value === null) throw new Error('useStorefront must be used inside StorefrontProviders');
  return value;
}
