/** idstate of every catalogue record: 0 active, 1 inactive (backoffice-catalogue.md §4). */
export const EntityState = { ACTIVE: 0, INACTIVE: 1 } as const;
export type EntityState = (typeof EntityState)[keyof typeof EntityState];

/** The change-state payloads carry `Status`: true means active. */
export function stateFromStatus(active: boolean): EntityState {
  return active ? EntityState.ACTIVE : EntityState.INACTIVE;
}

export function isActiveState(state: number): boolean {
  return state === EntityState.ACTIVE;
}
