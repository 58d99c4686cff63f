import type { ApiClient } from '@lic/web-api-client';
import { getBlockedDomains } from '../../../shared/reference-lists/get-blocked-domains';
import { getDepartments } from '../../../shared/reference-lists/get-departments';
import type { WizardReferenceLists } from '../contracts.types';

/** Departments with their cities and the blocked e-mail domains; a list that fails to load stays empty (§8). */
export async function getWizardReferenceLists(client: ApiClient): Promise<WizardReferenceLists> {
  const [departments, blockedDomains] = await Promise.all([getDepartments(client), getBlockedDomains(client)]);
  return { departments, blockedDomains };
}
