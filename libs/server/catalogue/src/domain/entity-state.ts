import { EntityState } from '@lic/server-catalogue-api';

/** idstate of every catalogue record (published with the snapshots): 0 active, 1 inactive. */
export { EntityState };

/** The change-state payloads carry `Status`: true means active. */
export function stateFromStatus(active: boolean): EntityState {
  return active ? EntityState.ACTIVE : EntityState.INACTIVE;
}

export function isActiveState(state: number): boolean {
  return state === EntityState.ACTIVE;
}
