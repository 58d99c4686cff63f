import { useCallback, useMemo, useRef } from 'react';
import type { PackageConfigurationRecord, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useBackoffice } from '../../../shared/backoffice-context';

export async function getPackagesConfiguration(
  client: ApiClient,
  packageType: number,
  packageName: string,
): Promise<PackageConfigurationRecord[]> {
  const body = packageName === '' ? { PackageType: packageType } : { PackageType: packageType, PackageName: packageName };
  const answer = await client.post<ResultEnvelope<RecordsResult<PackageConfigurationRecord>>>(
    '/license/api/package/GetPackagesConfiguration',
    body,
  );
  return answer.result.records;
}

/**
 * The configuration of the packages of a type (and name filter), kept for the visit: going back to a type
 * already seen asks nothing; `forget` drops what a save made stale.
 */
export function usePackagesConfiguration() {
  const { client } = useBackoffice();
  const cache = useRef(new Map<string, PackageConfigurationRecord[]>());

  const load = useCallback(
    async (packageType: number, packageName: string) => {
      const key = `${packageType}:${packageName}`;
      const cached = cache.current.get(key);
      if (cached) return cached;
      const records = await getPackagesConfiguration(client, packageType, packageName);
      cache.current.set(key, records);
      return records;
    },
    [client],
  );
  const forget = useCallback(() => cache.current.clear(), []);
  // One object for the visit: the tab loads in an effect that depends on it, so a new one per render would
  // load again on every render.
  return useMemo(() => ({ load, forget }), [load, forget]);
}
