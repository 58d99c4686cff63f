import type { EntityManager } from '@mikro-orm/postgresql';
import { brandByAppName } from '@lic/shared-rules';
import type { PrivacyPolicyView } from '@lic/shared-api-types';
import { BUILT_IN_POLICY_PUBLISHED_ON, builtInPolicyText } from '../../../domain/policy-text';
import { PolicyVersion } from '../../../domain/policy-version.entity';
import { UnknownBrandError } from '../../../domain/privacy.errors';

/** The brand's policy at `version` (the current one when not given); version 1 is built in. */
export async function policyOf(em: EntityManager, appName: string, version?: number): Promise<PrivacyPolicyView> {
  const brand = brandByAppName(appName);
  if (!brand) throw new UnknownBrandError();
  const where = version ? { appName: brand.appName, version } : { appName: brand.appName };
  const [latest] = await em.find(PolicyVersion, where, { orderBy: { version: 'desc' }, limit: 1 });
  if (latest) return latest.toView(brand.displayName);
  return PolicyVersion.publish({
    appName: brand.appName,
    version: 1,
    text: builtInPolicyText(brand.displayName),
    by: 'system',
    now: BUILT_IN_POLICY_PUBLISHED_ON,
  }).toView(brand.displayName);
}
