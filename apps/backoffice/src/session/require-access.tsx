import type { ReactNode } from 'react';
import { NoPrivilege } from '@lic/web-ui';
import type { ModuleAccessFlag } from '../shared/access';
import { useStaffSession } from './staff-session';

/** A module page opened without its privilege shows the no-privilege message instead (backoffice-catalogue.md §2). */
export function RequireAccess({ flag, children }: { flag: ModuleAccessFlag; children: ReactNode }) {
  const { access } = useStaffSession();
  return access[flag] ? <>{children}</> : <NoPrivilege />;
}
