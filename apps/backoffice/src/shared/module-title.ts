import { adminModules } from '@lic/shared-api-types';
import type { AdminModuleKey } from './access';

/** The module's menu name, which is also its page title. */
export function moduleTitle(key: AdminModuleKey): string {
  return adminModules.find((module) => module.key === key)?.name ?? key;
}
