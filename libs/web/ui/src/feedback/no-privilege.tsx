import { Result } from 'antd';

export const NO_PRIVILEGE_MESSAGE = 'No tienes los suficientes privilegios para realizar esta acción.';

/** What every guarded screen shows when the token lacks the module's privilege. */
export function NoPrivilege() {
  return <Result status="403" title={NO_PRIVILEGE_MESSAGE} />;
}
