import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useStorefront } from '../../shared/storefront-context';
import { DEFAULT_APP_PARAMETERS, readAppParameters, type AppParameters, type ParameterRecord } from './app-parameters';

const cache = new Map<string, Promise<AppParameters>>();

/** The brand's parameters, fetched once per page load and shared by every caller. */
export function loadAppParameters(client: ApiClient, appName: string, tenant: string): Promise<AppParameters> {
  const key = `${appName}|${tenant}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = client
      .get<ResultEnvelope<RecordsResult<ParameterRecord>>>('/license/api/parameter/GetAppParameters', {
        headers: { appName, tenant },
      })
      .then((answer) => readAppParameters(answer.result.records))
      .catch((error: unknown) => {
        cache.delete(key);
        throw error;
      });
    cache.set(key, pending);
  }
  return pending;
}

/** Forgets the fetched parameters (tests). */
export function resetAppParametersCache(): void {
  cache.clear();
}

export interface AppParametersState {
  parameters: AppParameters;
  loaded: boolean;
}

const NOT_LOADED: AppParametersState = { parameters: DEFAULT_APP_PARAMETERS, loaded: false };

/** The brand's app parameters; the defaults until they arrive (or when the call fails). */
export function useAppParameters(): AppParametersState {
  const { client, appName, tenant } = useStorefront();
  const remote = useRemote([client, appName, tenant], () => loadAppParameters(client, appName, tenant).catch(() => DEFAULT_APP_PARAMETERS));
  return remote.data === undefined ? NOT_LOADED : { parameters: remote.data, loaded: true };
}
