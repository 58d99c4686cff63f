import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import type { DepartmentOption } from '@lic/web-ui';
import type { WizardReferenceLists } from '../contracts.types';

/** Departments with their cities and the blocked e-mail domains; a list that fails to load stays empty (§8). */
export async function getWizardReferenceLists(client: ApiClient): Promise<WizardReferenceLists> {
  const [departments, blockedDomains] = await Promise.all([
    client
      .get<ResultEnvelope<{ records: { statesList: DepartmentOption[] } }>>('/license/api/parameter/GetListStatesAndCities')
      .then((answer) =>
        answer.result.records.statesList.map((state) => ({
          id: state.id,
          stateName: state.stateName,
          city: state.city.map((city) => ({ id: city.id, cityName: city.cityName })),
        })),
      )
      .catch(() => []),
    client
      .get<ResultEnvelope<RecordsResult<string>>>('/mail/api/Mail/emailsInBlackList')
      .then((answer) => answer.result.records ?? [])
      .catch(() => []),
  ]);
  return { departments, blockedDomains };
}
