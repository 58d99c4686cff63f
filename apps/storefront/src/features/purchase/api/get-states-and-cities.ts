import type { ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import type { DepartmentOption } from '@lic/web-ui';

interface StatesAndCities {
  statesList: DepartmentOption[];
}

/** Colombian departments with their cities (storefront.md §7 GetListStatesAndCities). */
export async function getStatesAndCities(client: ApiClient): Promise<DepartmentOption[]> {
  const answer = await client.get<ResultEnvelope<{ records: StatesAndCities }>>('/license/api/parameter/GetListStatesAndCities');
  return answer.result.records.statesList.map((state) => ({
    id: state.id,
    stateName: state.stateName,
    city: state.city.map((city) => ({ id: city.id, cityName: city.cityName })),
  }));
}
