import type { ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import type { DepartmentOption } from '@lic/web-ui';

/** Colombia's departments with their cities (reference data); empty when the list fails to load (§8). */
export async function getDepartments(client: ApiClient): Promise<DepartmentOption[]> {
  return client
    .get<ResultEnvelope<{ records: { statesList: DepartmentOption[] } }>>('/license/api/parameter/GetListStatesAndCities')
    .then((answer) =>
      answer.result.records.statesList.map((state) => ({
        id: state.id,
        stateName: state.stateName,
        city: state.city.map((city) => ({ id: city.id, cityName: city.cityName })),
      })),
    )
    .catch(() => []);
}
