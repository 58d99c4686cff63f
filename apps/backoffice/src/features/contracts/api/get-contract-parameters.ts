import { DEFAULT_MAX_REASSIGNMENT_QUOTA, type ContractParameters, type ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Names of the parameter lists the wizard asks for (the headers of §7). */
export const CONTRACT_PARAMETER_HEADERS = {
  parameters: JSON.stringify({
    documentType: 'DocumentTypeContract',
    validityType: 'ValidityTypeContract',
    startDate: 'StartDateContract',
  }),
  parameterTypeReassignmentQuota: 'ReassignmentQuota',
  parameterTypeValidityAmount: 'ValidityAmount',
};

/** §8: lists that fail to load are empty, and the reassignment quota falls back to 5. */
export const EMPTY_CONTRACT_PARAMETERS: ContractParameters = {
  paymentTypes: [],
  documentTypes: [],
  validityTypes: [],
  deviceTypes: [],
  credentialDeliveryTypes: [],
  maxValidityAmounts: [],
  maxReassignmentQuota: DEFAULT_MAX_REASSIGNMENT_QUOTA,
  startDate: { isBeyondOneMonth: false, dateUnit: 'day', quantity: 0 },
};

/** The parameter lists of the product's contracts (§3.6). */
export async function getContractParameters(client: ApiClient, appName: string): Promise<ContractParameters> {
  return client
    .get<ResultEnvelope<{ records: ContractParameters }>>('/license/api/parameter/get-app-parameters-contracts', {
      headers: { appName, ...CONTRACT_PARAMETER_HEADERS },
    })
    .then((answer) => ({ ...EMPTY_CONTRACT_PARAMETERS, ...answer.result.records }))
    .catch(() => EMPTY_CONTRACT_PARAMETERS);
}
